"""The generated builders of games.core.slots make what the dataclasses' own functions make."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass, field, replace

import pytest

from games.core.game import Event, LegalMove
from games.core.slots import new_event, new_legal_move, slot_builder, slot_replacer


@dataclass(frozen=True, slots=True)
class Sample:
    phase: str
    turn: int
    hidden: tuple[int, ...] = field(hash=False, default=())


evolve = slot_replacer(Sample)


def test_evolve_equals_replace_and_changes_only_the_fields_given():
    state = Sample("draw", 1, (3, 4))
    assert evolve(state, turn=2) == replace(state, turn=2) == Sample("draw", 2, (3, 4))
    assert evolve(state) == state and evolve(state) is not state
    assert evolve(state, phase="roll", turn=5, hidden=()) == Sample("roll", 5, ())
    assert state == Sample("draw", 1, (3, 4)), "the original is left as it was"


def test_evolve_makes_frozen_hashable_states_and_refuses_unknown_fields():
    made = evolve(Sample("draw", 1), turn=2)
    assert hash(made) == hash(Sample("draw", 2))
    with pytest.raises(FrozenInstanceError):
        made.turn = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        evolve(made, turns=3)


def test_builders_make_the_core_types_as_their_constructors_do():
    assert new_event("healed", "text", {"value": 2}) == Event("healed", "text", {"value": 2})
    legal = new_legal_move("move", 0, "label", None)
    assert legal == LegalMove("move", 0, "label")
    assert slot_builder(Sample, ("phase", "turn", "hidden"))("x", 1, ()) == Sample("x", 1)
    with pytest.raises(AssertionError):
        slot_builder(Sample, ("phase", "turn"))
