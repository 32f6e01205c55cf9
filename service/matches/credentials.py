"""A match's bearer tokens: one per seat and one for the host, random, stored only as hashes.

Unlike the stateless API's seat tokens (an HMAC of the game, made again to check), a match's
tokens are 24 random bytes drawn when the match is created and handed out once: the record keeps
their SHA-256 only, so whoever reads Redis cannot act for a seat.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

#: the request header that carries a match token, as ``Bearer <token>``
HEADER = "Authorization"
SCHEME = "Bearer"


def new_token() -> str:
    return secrets.token_urlsafe(24)


def hashed(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def bearer(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header (``None`` without one)."""
    if header is None:
        return None
    scheme, _, token = header.strip().partition(" ")
    return token.strip() or None if scheme.lower() == SCHEME.lower() else None


def matches(token: str, stored_hash: str) -> bool:
    return hmac.compare_digest(hashed(token), stored_hash)
