"""Signatures of digital states: HMAC-SHA256 over the state's canonical JSON.

Canonical JSON (:mod:`service.canonical`): keys sorted, no spaces, UTF-8, the ``signature``
field left out. Front ends must send states back exactly as received (any JSON library keeps
the values; key order and spacing do not matter).
"""

from __future__ import annotations

import hashlib
import hmac

from service.canonical import CanonicalState


def _null_sealed(state: CanonicalState) -> tuple[str, ...]:
    """A ``sealed`` part that is null counts as absent."""
    return ("sealed",) if state.wire.get("sealed") is None else ()


def etag(state: CanonicalState) -> str:
    """An HTTP entity tag naming one exact state (its signature included, null if none).

    A digital state's is made of its sealed part alone (issue 29): sealing is deterministic
    (:mod:`service.sealing`), so equal states have equal sealed parts, and the sealed part
    authenticates the readable one beside it, which the signature checked on the way in binds
    to it: a few kilobytes hashed, not the whole state encoded."""
    sealed = state.wire.get("sealed")
    if isinstance(sealed, str):
        return '"' + hashlib.sha256(sealed.encode()).hexdigest()[:32] + '"'
    if "signature" not in state.wire:
        state = state.with_field("signature", None)
    named = state.encoded(leave_out=_null_sealed(state))
    return '"' + hashlib.sha256(named).hexdigest()[:32] + '"'


def signature(secret: bytes, state: CanonicalState) -> str:
    signed = state.encoded(leave_out=("signature", *_null_sealed(state)))
    return hmac.digest(secret, signed, "sha256").hex()


def sign(secret: bytes, state: CanonicalState) -> CanonicalState:
    return state.with_field("signature", signature(secret, state))


def is_signed_by(secret: bytes, state: CanonicalState) -> bool:
    """Whether the state carries its signature; a signature that is not ASCII is simply wrong
    (``compare_digest`` refuses to compare such a string: it must not reach it)."""
    given = state.wire.get("signature")
    return (
        isinstance(given, str)
        and given.isascii()
        and hmac.compare_digest(given, signature(secret, state))
    )
