"""Frozen typed records and their drafts (:mod:`games.core.record`): what every engine state is."""

from __future__ import annotations

import pickle
from dataclasses import FrozenInstanceError, field, fields, replace

import pytest
from pydantic import BaseModel, ConfigDict

from games.core.record import Fields, drafting, memo_names, record, replacer, snapshot, value_names
from games.core.record import fields as state_fields


@record
class Piece:
    kind: str
    at: int = 0


class Knob(BaseModel):
    model_config = ConfigDict(frozen=True)
    level: int


@state_fields
class BoardFields(Fields):
    turn: int
    pieces: tuple[Piece, ...]
    knob: Knob = field(hash=False)
    ruler: str = field(default="", compare=False)
    #: a memo of the test's own
    seen: int | None = field(default=None, init=False)

    @property
    def first(self) -> Piece:
        return self.pieces[0]


@record
class Board(BoardFields):  # type: ignore[misc]  # frozen fields of a writable declaration
    pass


def board(turn: int = 1) -> Board:
    return Board(turn=turn, pieces=(Piece("rook", 3), Piece("pawn")), knob=Knob(level=2))


def test_a_record_is_frozen_slotted_and_keeps_its_fields_in_order_memos_last() -> None:
    state = board()
    with pytest.raises(FrozenInstanceError):
        state.turn = 2  # type: ignore[misc]
    assert not hasattr(state, "__dict__")
    assert value_names(Board) == ("turn", "pieces", "knob", "ruler")
    assert memo_names(Board) == ("events", "decisions", "seat_decisions", "settled", "seen")
    assert [f.name for f in fields(Board)][:4] == ["turn", "pieces", "knob", "ruler"]
    assert state.first == Piece("rook", 3)  # the fields class's reads are the record's


def test_memos_and_fields_not_compared_are_not_part_of_the_value() -> None:
    state, same = board(), board()
    object.__setattr__(same, "seen", 7)
    assert same == state and hash(same) == hash(state)
    assert replace(state, ruler="other") == state  # not compared
    assert replace(state, turn=2) != state
    assert repr(same) == repr(state)
    again = pickle.loads(pickle.dumps(same))
    assert again == state and again.seen is None  # a memo is not pickled


def test_a_draft_copies_the_fields_shares_the_nested_records_and_freezes_once() -> None:
    drafts = drafting(Board)
    state = board()
    object.__setattr__(state, "seen", 5)
    draft = drafts.thaw(state)
    assert type(draft) is drafts.draft_class and draft.seen is None and draft.events == []
    assert draft.pieces is state.pieces  # shared: nested records are replaced, never written
    draft.turn += 1
    draft.pieces = (replacer(Piece)(draft.first, at=4), *draft.pieces[1:])
    draft.seen = 9
    draft.event("moved", "the rook moves", to=4)
    after, events = drafts.freeze(draft)
    assert type(after) is Board and after is draft
    assert after.seen is None and after.events is None
    assert (after.turn, after.first.at, state.turn, state.first.at) == (2, 4, 1, 3)
    assert [(e.type, e.text, dict(e.details)) for e in events] == [
        ("moved", "the rook moves", {"to": 4})
    ]
    with pytest.raises(FrozenInstanceError):
        after.turn = 3  # type: ignore[misc]
    assert drafts.draft_class.__slots__ == ()  # the record's layout: freezing is a class change


def test_only_a_draft_records_events() -> None:
    with pytest.raises(AssertionError, match="only a draft"):
        board().event("moved", "no")


def test_the_same_record_class_is_drafted_one_way() -> None:
    assert drafting(Board) is drafting(Board)


def test_a_snapshot_sees_a_write_through_any_nested_value() -> None:
    state = board()
    before = snapshot(state)
    object.__setattr__(state, "seen", 3)  # a memo: not part of the value
    assert snapshot(state) == before
    object.__setattr__(state.pieces[1], "at", 6)  # through a nested record
    assert snapshot(state) != before
    state = board()
    object.__setattr__(state.knob, "level", 9)  # through a frozen pydantic model
    assert snapshot(state) != before
    nested = {"rows": [[1, 2], {"a": {3}}]}
    taken = snapshot(nested)
    nested["rows"][1]["a"].add(4)  # type: ignore[union-attr]
    assert snapshot(nested) != taken
