"""The keys of one server, derived from ``GAMEKEEPER_SECRET``: one key per purpose.

HKDF-SHA256 (RFC 5869) derives the sealing key, the seat-token key and the hint-id key, so none
can be used in place of another. The sealing key is "v2" since sealed parts hold a salt and are
padded, not compressed (issue 28): a part sealed before does not open. Signatures and the
digital draws keep the secret itself as their HMAC key, so that games dealt before the derived
keys existed are dealt alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF


def _derive(secret: bytes, purpose: str) -> bytes:
    return HKDF(
        algorithm=hashes.SHA256(), length=32, salt=b"gamekeeper", info=purpose.encode()
    ).derive(secret)


@dataclass(frozen=True, slots=True)
class Keys:
    signing: bytes
    draws: bytes
    sealing: bytes
    seats: bytes
    hint_ids: bytes

    @classmethod
    def from_secret(cls, secret: bytes) -> Keys:
        return cls(
            signing=secret,
            draws=secret,
            sealing=_derive(secret, "sealed-state v2"),
            seats=_derive(secret, "seat-token v1"),
            hint_ids=_derive(secret, "hint-id v1"),
        )
