"""Sealed states: the parts of a digital state some seat may not see, encrypted in one field.

A game with hidden information hands out, in digital mode, the state as every seat may see it
(``Game.view(state, None)``) plus ``sealed``: the whole wire state, compressed and encrypted with
AES-256-GCM-SIV under the server's sealing key, base64url. The service unseals it when the state
comes back; clients cannot read it and cannot change it (an authenticated encryption, and the
state's signature covers it too).

GCM-SIV resists nonce reuse, so the nonce is fixed and the same state always seals to the same
bytes: a digital game stays reproducible, and equal states have equal ETags. The associated data
is the game's id and the readable part: a sealed part opens only beside the readable part it
was sealed with, in the game it was sealed for.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from functools import lru_cache
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCMSIV

from service.canonical import CanonicalState, canonical_json

NONCE = bytes(12)
#: zlib's fastest level: sealing a large state at level 9 took about three times as long for
#: a tenth fewer bytes. Any level opens the same way, so parts sealed at 9 before still open.
LEVEL = 1
#: the sealed part may not be larger than this once decompressed (a zip bomb is refused)
MAX_PLAIN_BYTES = 1 << 20


@lru_cache(maxsize=4)
def _cipher(key: bytes) -> AESGCMSIV:
    """One cipher per key for the process: making one costs as much as sealing a small state."""
    return AESGCMSIV(key)


class Unsealable(Exception):
    """The sealed part was not made by this server for this game, or was changed."""


def _associated(game_id: str, readable: CanonicalState) -> bytes:
    return game_id.encode() + b"|" + readable.encoded(leave_out=("sealed", "signature"))


def seal(key: bytes, game_id: str, readable: CanonicalState, whole: dict[str, Any]) -> str:
    """The sealed part of ``whole`` (the whole wire state), beside its ``readable`` part."""
    plain = zlib.compress(canonical_json(whole), LEVEL)
    sealed = _cipher(key).encrypt(NONCE, plain, _associated(game_id, readable))
    return base64.urlsafe_b64encode(sealed).rstrip(b"=").decode()


def unseal(key: bytes, game_id: str, readable: CanonicalState) -> dict[str, Any]:
    """The whole wire state sealed in ``readable``'s ``sealed``; raises :class:`Unsealable`."""
    sealed = readable.wire.get("sealed")
    if not isinstance(sealed, str):
        raise Unsealable("the state has no sealed part")
    try:
        raw = base64.urlsafe_b64decode(sealed + "=" * (-len(sealed) % 4))
        plain = _cipher(key).decrypt(NONCE, raw, _associated(game_id, readable))
        inflater = zlib.decompressobj()
        text = inflater.decompress(plain, MAX_PLAIN_BYTES)
        if inflater.unconsumed_tail or not inflater.eof:
            raise Unsealable("the sealed part is too large")
        value = json.loads(text)
    except (binascii.Error, ValueError, InvalidTag, zlib.error) as error:
        raise Unsealable(
            "the sealed part does not open: it was changed, cut, or made for another game"
        ) from error
    if not isinstance(value, dict):
        raise Unsealable("the sealed part does not hold a state")
    return value
