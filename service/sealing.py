"""Sealed parts: what the service keeps in a digital state that no client may read or change.

Every digital state carries ``sealed``, encrypted with AES-256-GCM-SIV under the server's
sealing key, base64url. It holds the game's salt (:mod:`service.seat_tokens`) and, in a game
with hidden information, what the readable part beside it leaves out: the readable part is what
every seat may see (``Game.view(state, None)``), and the sealed part the top-level fields of the
whole state that differ from it. The service opens it when the state comes back; clients cannot
read it and cannot change it (an authenticated encryption, and the state's signature covers it
too).

GCM-SIV resists nonce reuse, so the nonce is fixed and the same state always seals to the same
bytes: equal states have equal ETags. The associated data is the game's id and the readable
part: a sealed part opens only beside the readable part it was sealed with, in the game it was
sealed for.

**Its length tells nothing hidden** (issue 28, M2). The hidden fields are compressed (zlib), so
their length depends on what they hold: the plain text is padded to a length fixed per game
(:data:`PADDED_BYTES`), which random playouts of every game at every seat count never reach
(tests/security/test_sealed_lengths.py; the largest seen is about two thirds of it). Should a
state outgrow it (a custom content pack with long names), the padding doubles until it fits and
the service logs ``sealed.outgrown``: then, and only then, the length says in which doubling the
hidden part falls.

The plain text is the salt (22 characters), the zlib stream of ``{"drop": [...], "set": {...}}``
in canonical JSON (the fields to take out of the readable part, those to set), then zero bytes.
A game without hidden information seals the salt alone.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import logging
import secrets
import zlib
from functools import lru_cache
from typing import Any, NamedTuple

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCMSIV

from service.canonical import SEALED, SIGNATURE, CanonicalState, canonical_json

NONCE = bytes(12)
#: zlib's fastest level: level 9 took about three times as long for a tenth fewer bytes
LEVEL = 1
#: the sealed hidden part may not be larger than this once decompressed (a zip bomb is refused)
MAX_PLAIN_BYTES = 1 << 20
#: a game's salt: 16 random bytes, base64url without padding
SALT_BYTES = 16
SALT_LENGTH = 22
#: the length every compressed hidden part of a game is padded to. Twice the largest seen in
#: random playouts at every seat count, rounded up: Draggmar 1,325 bytes, New Troll Party 250,
#: Thrag 80 (tests/security/test_sealed_lengths.py keeps them under it)
PADDED_BYTES = {"draggmar": 2048, "troll-party": 512, "thrag": 256}
#: a game with hidden information not in the table (every registered one is: a test says so)
DEFAULT_PADDED_BYTES = 4096

log = logging.getLogger("gamekeeper.sealing")


def new_salt() -> str:
    return base64.urlsafe_b64encode(secrets.token_bytes(SALT_BYTES)).rstrip(b"=").decode()


@lru_cache(maxsize=4)
def _cipher(key: bytes) -> AESGCMSIV:
    """One cipher per key for the process: making one costs as much as sealing a small state."""
    return AESGCMSIV(key)


class Unsealable(Exception):
    """The sealed part was not made by this server for this game, or was changed."""


class Opened(NamedTuple):
    """What a sealed part holds: the game's salt and, with hidden information, the whole state
    and the hidden part's canonical JSON (``None`` otherwise)."""

    salt: str
    whole: dict[str, Any] | None
    hidden: bytes | None = None


def digest(readable: CanonicalState, hidden: bytes | None = None) -> bytes:
    """The digest of a whole state: it keys the draws that follow a move (issue 28, M1). The
    canonical JSON of the readable part and, in a game with hidden information, of what the
    sealed part adds to it (:func:`hidden_part`): together they are the whole state, and they
    are encoded anyway to sign and seal it (issue 29: not the whole state encoded once more)."""
    shown = readable.encoded(leave_out=(SEALED, SIGNATURE))
    return hashlib.sha256(shown if hidden is None else shown + b"|" + hidden).digest()


def _associated(game_id: str, readable: CanonicalState) -> bytes:
    return game_id.encode() + b"|" + readable.encoded(leave_out=(SEALED, SIGNATURE))


def hidden_part(readable: dict[str, Any], whole: dict[str, Any]) -> bytes:
    """What turns ``readable`` into ``whole``, as canonical JSON: the fields to drop and those
    to set."""
    kept = (SEALED, SIGNATURE)
    missing = object()
    return canonical_json(
        {
            "drop": sorted(k for k in readable if k not in whole and k not in kept),
            "set": {
                k: v for k, v in whole.items() if k not in kept and readable.get(k, missing) != v
            },
        }
    )


def _padded(game_id: str, hidden: bytes) -> bytes:
    size = PADDED_BYTES.get(game_id, DEFAULT_PADDED_BYTES)
    while len(hidden) > size:
        size *= 2
        log.warning(
            "sealed.outgrown: a %s state's hidden part (%d bytes) is over its padding; its"
            " sealed length now says which doubling it needs",
            game_id,
            len(hidden),
        )
    return hidden + bytes(size - len(hidden))


def seal(
    key: bytes,
    game_id: str,
    readable: CanonicalState,
    salt: str,
    hidden: bytes | None = None,
) -> str:
    """The sealed part beside ``readable``: ``salt`` and, in a game with hidden information,
    what the whole state holds beyond it (:func:`hidden_part`)."""
    assert len(salt) == SALT_LENGTH, salt
    plain = salt.encode()
    if hidden is not None:
        plain += _padded(game_id, zlib.compress(hidden, LEVEL))
    sealed = _cipher(key).encrypt(NONCE, plain, _associated(game_id, readable))
    return base64.urlsafe_b64encode(sealed).rstrip(b"=").decode()


def unseal(key: bytes, game_id: str, readable: CanonicalState) -> Opened:
    """What ``readable``'s ``sealed`` part holds; raises :class:`Unsealable`."""
    sealed = readable.wire.get(SEALED)
    if not isinstance(sealed, str):
        raise Unsealable("the state has no sealed part")
    try:
        raw = base64.urlsafe_b64decode(sealed + "=" * (-len(sealed) % 4))
        if base64.urlsafe_b64encode(raw).rstrip(b"=").decode() != sealed:
            raise ValueError("not the canonical base64url of its bytes")  # one text per part
        plain = _cipher(key).decrypt(NONCE, raw, _associated(game_id, readable))
    except (binascii.Error, ValueError, InvalidTag) as error:
        raise Unsealable(
            "the sealed part does not open: it was changed, cut, or made for another game (or"
            " by an earlier version of the service, whose sealed parts this one does not open:"
            " start such a game again)"
        ) from error
    salt = plain[:SALT_LENGTH].decode("ascii", errors="replace")
    if len(plain) == SALT_LENGTH:
        return Opened(salt, None)
    try:  # made under this server's key: the format is ours, checked against our own mistakes
        inflater = zlib.decompressobj()
        text = inflater.decompress(plain[SALT_LENGTH:], MAX_PLAIN_BYTES)
        if inflater.unconsumed_tail or not inflater.eof:
            raise Unsealable("the sealed part is too large")
        hidden = json.loads(text)
    except (ValueError, zlib.error) as error:
        raise Unsealable("the sealed part does not hold a state") from error
    shown = {k: v for k, v in readable.wire.items() if k not in hidden["drop"]}
    shown.pop(SEALED, None)
    shown.pop(SIGNATURE, None)
    return Opened(salt, {**shown, **hidden["set"]}, text)
