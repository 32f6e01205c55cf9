"""Settings from the environment, read once at start-up and injected where needed."""

from __future__ import annotations

import base64
import binascii
import os
import re
import secrets
from dataclasses import dataclass
from pathlib import Path

from service.rate_limit import Network, trusted_networks
from workers.hints import START_UP_S, WAIT_S

DEFAULT_DATA_DIR = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the API and the workers are configured by (see README, "Configuration")."""

    secret: bytes
    redis_url: str
    max_body_bytes: int = 1024 * 1024
    hint_queue_limit: int = 1000
    hint_rate_per_minute: int = 60
    interactive_budget_ms: int = 5000
    hint_wait_s: int = WAIT_S
    hint_start_up_s: int = START_UP_S
    #: proxies whose X-Forwarded-For names the client (``GAMEKEEPER_TRUSTED_PROXIES``)
    trusted_proxies: tuple[Network, ...] = ()
    #: a match expires this long after its last change (``GAMEKEEPER_MATCH_IDLE_S``)
    match_idle_s: int = 3600
    #: matches under way per client address (``GAMEKEEPER_MATCHES_PER_CLIENT``)
    matches_per_client: int = 20

    @classmethod
    def from_env(cls, redis_url: str | None = None) -> Settings:
        return cls(
            secret=load_secret(),
            redis_url=redis_url or os.environ["REDIS_URL"],
            max_body_bytes=int(os.environ.get("GAMEKEEPER_MAX_BODY_BYTES", 1024 * 1024)),
            hint_queue_limit=int(os.environ.get("GAMEKEEPER_HINT_QUEUE_LIMIT", 1000)),
            hint_rate_per_minute=int(os.environ.get("GAMEKEEPER_HINT_RATE_PER_MINUTE", 60)),
            hint_wait_s=int(os.environ.get("GAMEKEEPER_HINT_WAIT_S", WAIT_S)),
            hint_start_up_s=int(os.environ.get("GAMEKEEPER_HINT_START_UP_S", START_UP_S)),
            trusted_proxies=trusted_networks(os.environ.get("GAMEKEEPER_TRUSTED_PROXIES", "")),
            match_idle_s=int(os.environ.get("GAMEKEEPER_MATCH_IDLE_S", 3600)),
            matches_per_client=int(os.environ.get("GAMEKEEPER_MATCHES_PER_CLIENT", 20)),
        )


def data_dir() -> Path:
    """Where the embedded Redis and the generated secret live (``GAMEKEEPER_DATA_DIR``)."""
    path = Path(os.environ.get("GAMEKEEPER_DATA_DIR", DEFAULT_DATA_DIR / "gamekeeper"))
    path.mkdir(parents=True, exist_ok=True)
    return path


#: how to make a secret, for the error that refuses a weak one
MAKE_A_SECRET = (
    "python3 -c 'import secrets; print(secrets.token_hex(32))' (or: openssl rand -hex 32)"
)
#: the fewest random bytes a secret must hold
SECRET_BYTES = 32


def _decoded(text: str) -> bytes | None:
    """The bytes ``text`` encodes in hex or base64 (standard or URL-safe, padding optional)."""
    if re.fullmatch(r"[0-9a-fA-F]+", text) and len(text) % 2 == 0:
        return bytes.fromhex(text)
    if re.fullmatch(r"[A-Za-z0-9+/_-]+={0,2}", text):
        try:
            return base64.b64decode(text.translate(_URLSAFE) + "=" * (-len(text) % 4))
        except binascii.Error:
            return None
    return None


_URLSAFE = str.maketrans("-_", "+/")


def strong_secret(given: str) -> bytes:
    """``GAMEKEEPER_SECRET`` as the HMAC key it is used as, if it is strong enough (issue 28,
    M4): at least 32 random bytes, written in hex (64 characters or more) or base64 (43 or
    more). A secret a person types ("gk", a pass phrase) falls to an offline guess from one
    signed state, and whoever has it forges any state. "Random" is checked as far as one can:
    32 bytes with fewer than 16 different values (a repeated pattern) are refused too."""
    decoded = _decoded(given.strip())
    if decoded is None or len(decoded) < SECRET_BYTES or len(set(decoded)) < SECRET_BYTES // 2:
        raise SystemExit(
            f"GAMEKEEPER_SECRET must be at least {SECRET_BYTES} random bytes written in hex"
            f" ({2 * SECRET_BYTES} characters or more) or base64 (43 or more); this one is"
            f" not. Make one with: {MAKE_A_SECRET}"
        )
    return given.encode()


def load_secret() -> bytes:
    """``GAMEKEEPER_SECRET``, or on a single machine one generated once and kept on disk.

    Several API replicas must share one secret to accept each other's digital states, so with
    an external ``REDIS_URL`` the secret has to be given explicitly.
    """
    given = os.environ.get("GAMEKEEPER_SECRET")
    if given:
        return strong_secret(given)
    if os.environ.get("REDIS_URL"):
        raise SystemExit(
            "GAMEKEEPER_SECRET is required with REDIS_URL: every API replica must sign digital"
            " states with the same secret"
        )
    path = data_dir() / "secret"
    if not path.exists():
        path.touch(mode=0o600)
        path.write_text(secrets.token_hex(32))
    return path.read_text().strip().encode()
