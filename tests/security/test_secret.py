"""Secrets (issue 28, M4): the service refuses to start with a ``GAMEKEEPER_SECRET`` under 32
random bytes (the audit recovered "gk" from one signed state in 193 guesses, then forged a
state), says what it accepts and how to make one; ``serve`` without one still generates a
strong one."""

from __future__ import annotations

import base64
import os
import random
import subprocess
import sys

import pytest

from service.settings import load_secret, strong_secret

#: random bytes as ``secrets`` would give them, from a seed: the same test ids in every process
RANDOM = random.Random(28)
WEAK = [
    "gk",
    "test-secret",
    "correct horse battery staple, a long pass phrase of words",
    "0" * 64,  # 32 bytes, all alike
    "ab" * 32,
    RANDOM.randbytes(31).hex(),  # 31 bytes
    base64.b64encode(RANDOM.randbytes(24)).decode(),
]
STRONG = [
    RANDOM.randbytes(32).hex(),
    RANDOM.randbytes(48).hex().upper(),
    base64.b64encode(RANDOM.randbytes(32)).decode(),
    base64.urlsafe_b64encode(RANDOM.randbytes(32)).decode().rstrip("="),
]


@pytest.mark.parametrize("weak", WEAK)
def test_a_weak_secret_is_refused_with_how_to_make_one(weak):
    with pytest.raises(SystemExit) as refused:
        strong_secret(weak)
    message = str(refused.value)
    assert "32 random bytes" in message and "token_hex(32)" in message
    assert weak not in message  # the secret is not echoed to the logs


@pytest.mark.parametrize("strong", STRONG)
def test_a_strong_secret_is_taken_as_it_is_written(strong):
    assert strong_secret(strong) == strong.encode()  # the HMAC key: what every replica has


def test_the_generated_secret_is_strong(tmp_path, monkeypatch):
    monkeypatch.delenv("GAMEKEEPER_SECRET", raising=False)
    monkeypatch.delenv("REDIS_URL", raising=False)
    monkeypatch.setenv("GAMEKEEPER_DATA_DIR", str(tmp_path))
    generated = load_secret()
    assert strong_secret(generated.decode()) == generated
    assert load_secret() == generated  # kept


def test_the_app_does_not_start_with_a_weak_secret():
    env = {**os.environ, "GAMEKEEPER_SECRET": "gk", "REDIS_URL": "redis://127.0.0.1:9/0"}
    started = subprocess.run(
        [sys.executable, "-c", "import service.asgi"], env=env, capture_output=True, text=True
    )
    assert started.returncode != 0
    assert "GAMEKEEPER_SECRET must be at least 32 random bytes" in started.stderr
