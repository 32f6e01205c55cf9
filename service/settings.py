"""Settings from the environment, read once at start-up and injected where needed."""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from workers.hints import WAIT_S

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

    @classmethod
    def from_env(cls, redis_url: str | None = None) -> Settings:
        return cls(
            secret=load_secret(),
            redis_url=redis_url or os.environ["REDIS_URL"],
            max_body_bytes=int(os.environ.get("GAMEKEEPER_MAX_BODY_BYTES", 1024 * 1024)),
            hint_queue_limit=int(os.environ.get("GAMEKEEPER_HINT_QUEUE_LIMIT", 1000)),
            hint_rate_per_minute=int(os.environ.get("GAMEKEEPER_HINT_RATE_PER_MINUTE", 60)),
            hint_wait_s=int(os.environ.get("GAMEKEEPER_HINT_WAIT_S", WAIT_S)),
        )


def data_dir() -> Path:
    """Where the embedded Redis and the generated secret live (``GAMEKEEPER_DATA_DIR``)."""
    path = Path(os.environ.get("GAMEKEEPER_DATA_DIR", DEFAULT_DATA_DIR / "gamekeeper"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def load_secret() -> bytes:
    """``GAMEKEEPER_SECRET``, or on a single machine one generated once and kept on disk.

    Several API replicas must share one secret to accept each other's digital states, so with
    an external ``REDIS_URL`` the secret has to be given explicitly.
    """
    given = os.environ.get("GAMEKEEPER_SECRET")
    if given:
        return given.encode()
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
