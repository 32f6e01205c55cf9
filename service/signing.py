"""Signatures of digital states: HMAC-SHA256 over the state's canonical JSON.

Canonical JSON: keys sorted, no spaces, UTF-8, the ``signature`` field left out. Front ends
must send states back exactly as received (any JSON library keeps the values; key order and
spacing do not matter).
"""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any


def canonical_json(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def _signed_part(wire_state: dict[str, Any]) -> dict[str, Any]:
    """The state without its signature; a ``sealed`` part that is null counts as absent."""
    return {
        key: value
        for key, value in wire_state.items()
        if key != "signature" and not (key == "sealed" and value is None)
    }


def etag(wire_state: dict[str, Any]) -> str:
    """An HTTP entity tag naming one exact state (its signature included)."""
    named = {**_signed_part(wire_state), "signature": wire_state.get("signature")}
    return '"' + hashlib.sha256(canonical_json(named)).hexdigest()[:32] + '"'


def signature(secret: bytes, wire_state: dict[str, Any]) -> str:
    return hmac.new(secret, canonical_json(_signed_part(wire_state)), hashlib.sha256).hexdigest()


def sign(secret: bytes, wire_state: dict[str, Any]) -> dict[str, Any]:
    return {**wire_state, "signature": signature(secret, wire_state)}


def is_signed_by(secret: bytes, wire_state: dict[str, Any]) -> bool:
    given = wire_state.get("signature")
    return isinstance(given, str) and hmac.compare_digest(given, signature(secret, wire_state))
