"""Canonical JSON: the bytes signatures, ETags and sealed parts are made of.

Canonical JSON is keys sorted, no spaces, UTF-8: exactly what ``json.dumps(value,
sort_keys=True, separators=(",", ":"), ensure_ascii=False)`` writes, which every signature, ETag
and sealed part handed out so far was made of. msgspec writes the same bytes several times
faster, except floats below 1e-4 or from 1e16 on (``1e-05`` and ``1e+16`` there, ``0.00001``
and ``1e16`` here): when its output may hold one, the standard library encodes the value
instead. NaN and infinities, which the two also write differently, never reach a wire state:
JSON has no such numbers, and the request decoder refuses a number out of range.

One request needs one state's canonical JSON several times, with or without the fields it is
signed, sealed and named by (its signature leaves the signature out, the associated data of its
sealed part leaves the sealed part out too, its ETag keeps both): :class:`CanonicalState`
encodes the other fields once, in runs between those two, and joins what each use needs.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any

import msgspec
from pydantic import BaseModel

_ENCODER = msgspec.json.Encoder(order="sorted")
#: every digit as 0, to look for how msgspec writes the floats the standard library writes
#: otherwise in two fast searches: an exponent (``1e16``, ``2.5e-7``: ``0e``) or a small number
#: in full (``0.000015``: ``0.0000``); some other values match too, and take the slower way
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")


def canonical_json(value: Any) -> bytes:
    encoded = _ENCODER.encode(value)
    if isinstance(value, str):  # no number in it: written alike
        return encoded
    shape = encoded.translate(_DIGITS_AS_ZERO)
    if b"0e" not in shape and b"0.0000" not in shape:
        return encoded
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


#: the fields a state is signed, sealed and named with or without
SEALED, SIGNATURE = "sealed", "signature"


class CanonicalState:
    """A wire state (a JSON object), its fields other than ``sealed`` and ``signature``
    encoded once when first needed."""

    def __init__(self, wire: dict[str, Any] | BaseModel, runs: list[bytes] | None = None) -> None:
        """``wire`` may be a validated wire model: it is dumped only when first needed."""
        self._model = wire if isinstance(wire, BaseModel) else None
        self._wire = wire if isinstance(wire, dict) else None
        self._encoded_runs = runs

    @property
    def wire(self) -> dict[str, Any]:
        if self._wire is None:
            assert self._model is not None
            self._wire = self._model.model_dump(mode="json")
        return self._wire

    @property
    def _runs(self) -> list[bytes]:
        """The other fields as canonical JSON members: those sorted before ``sealed``, those
        between ``sealed`` and ``signature``, those after ``signature``."""
        if self._encoded_runs is None:
            items = self.wire.items()
            runs = (
                {k: v for k, v in items if k < SEALED},
                {k: v for k, v in items if SEALED < k < SIGNATURE},
                {k: v for k, v in items if k > SIGNATURE},
            )
            self._encoded_runs = [canonical_json(run)[1:-1] for run in runs]
        return self._encoded_runs

    def with_field(self, key: str, value: Any) -> CanonicalState:
        """This state with ``key`` (``sealed`` or ``signature``) set to ``value``, as
        ``{**wire, key: value}``."""
        assert key in (SEALED, SIGNATURE), key
        return CanonicalState({**self.wire, key: value}, self._runs)

    def encoded(self, leave_out: Collection[str] = ()) -> bytes:
        """The canonical JSON of the state without the fields ``leave_out`` (of ``sealed`` and
        ``signature``)."""
        before, between, after = self._runs
        members = [before, self._member(SEALED, leave_out), between]
        members += [self._member(SIGNATURE, leave_out), after]
        return b"{" + b",".join(member for member in members if member) + b"}"

    def _member(self, key: str, leave_out: Collection[str]) -> bytes:
        if key not in self.wire or key in leave_out:
            return b""
        return canonical_json(key) + b":" + canonical_json(self.wire[key])
