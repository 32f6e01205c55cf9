"""Canonical JSON is the bytes the standard library writes (``json.dumps`` with sorted keys, no
spaces, UTF-8), however it is encoded: every signature, ETag and sealed part handed out before
msgspec encoded it must still verify and open (``service.canonical``)."""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.core.registry import all_games
from service import signing
from service.canonical import CanonicalState, canonical_json
from service.referee import Referee
from tests.service.test_sealed_states import later_steps

SECRET = b"canonical-test"


def reference(value: Any) -> bytes:
    """Canonical JSON as it was always defined."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
    max_leaves=30,
)


#: no timing checks: on the shared 2-core CI machine a stall of the machine, not of the strategy,
#: once made one draw take 2.5 s and failed the health check
NO_TIMING = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


@NO_TIMING
@given(json_values)
def test_canonical_json_is_what_the_standard_library_writes(value):
    assert canonical_json(value) == reference(value)


@pytest.mark.parametrize(
    "value",
    [
        *(1e16, 1.5e16, 1e15, 9999999999999998.0, 1.7976931348623157e308),
        *(1e-4, 1e-5, 1.5e-5, 2.5e-7, 5e-324, -0.0, -1.5e-5),
        *(2**70, "1e16", "0.00001", {"é": 1, "z": 0, "\U0001f600": 2, "\uffff": 3}),
    ],
)
def test_exponents_and_edges_are_written_as_the_standard_library_writes_them(value):
    assert canonical_json(value) == reference(value)


trust_fields = st.sets(st.sampled_from(["sealed", "signature"]))


@NO_TIMING
@given(st.dictionaries(st.text(max_size=12), json_values, max_size=8), st.data())
def test_a_state_joined_from_its_runs_is_its_canonical_json(wire, data):
    for key in data.draw(trust_fields):
        wire[key] = data.draw(st.text() | st.none())
    leave_out = data.draw(trust_fields)
    state = CanonicalState(wire)
    expected = {k: v for k, v in wire.items() if k not in leave_out}
    assert state.encoded(leave_out) == reference(expected)
    signed = state.with_field("signature", "abc")
    assert signed.wire == {**wire, "signature": "abc"}
    assert signed.encoded() == reference({**wire, "signature": "abc"})


@pytest.mark.parametrize("key", ["a", "sealed", "sealed0", "seat", "seed", "signature", "z"])
def test_every_field_sorts_where_the_standard_library_sorts_it(key):
    wire = {key: 1, "sealed": "s", "signature": "g", "seed": 2}
    assert CanonicalState(wire).encoded() == reference(wire)


@pytest.mark.parametrize("game", list(all_games().values()), ids=lambda g: g.id)
def test_signatures_and_etags_are_those_of_the_canonical_json_as_always_defined(game):
    for step in later_steps(Referee(SECRET), game, count=25):  # states as handed out
        wire = step["state"]
        signed = {k: v for k, v in wire.items() if k != "signature"}
        expected = hmac.new(SECRET, reference(signed), hashlib.sha256).hexdigest()
        assert wire["signature"] == expected
        state = CanonicalState(wire)
        assert signing.is_signed_by(SECRET, state)
        # issue 29: a digital state is named by its sealed part (sealing is deterministic)
        named = hashlib.sha256(wire["sealed"].encode()).hexdigest()[:32]
        assert signing.etag(state) == f'"{named}"'
        table = {k: v for k, v in wire.items() if k != "sealed"}  # named by its canonical JSON
        named = hashlib.sha256(reference(table)).hexdigest()[:32]
        assert signing.etag(CanonicalState(table)) == f'"{named}"'
