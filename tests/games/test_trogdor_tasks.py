"""Trogdor's task table (issue 16): one declaration per task, consistent with the wire and the
state, and the agenda dispatched from it."""

from __future__ import annotations

from typing import get_args

import pytest

from games.trogdor import rules_turn, wire
from games.trogdor.scenario import END, new, play, start
from games.trogdor.tasks import TASKS, Pending, TaskType, pending


def test_every_wire_task_is_declared_once_and_only_those():
    assert set(TASKS) == set(get_args(wire.TaskName))
    assert all(name == task.name for name, task in TASKS.items())


def test_the_agenda_declarations_agree():
    ends = {name for name, task in TASKS.items() if task.ends_agenda}
    assert ends == {"start_turn", "draw", "choose", "board_draw", "end_turn", "rage"}
    for task in TASKS.values():
        assert task.followed_by <= ends, task.name
        assert task.ends_agenda or task.followed_by, f"{task.name} is never followed"
        assert set(task.optional) <= set(task.fields), task.name
        assert (task.draw is not None) == (task.kind == "chance"), task.name


@pytest.mark.parametrize(
    ("kind", "handlers"),
    [
        ("chance", {"draw": "draw_action_card", "outcomes": rules_turn.action_outcomes}),
        ("decision", {}),
        ("automatic", {}),
    ],
)
def test_a_task_without_the_handlers_of_its_kind_is_refused(kind, handlers):
    with pytest.raises(TypeError, match=f"a {kind} task lacks a handler"):
        TaskType("new_task", kind, None, **handlers)


def test_pending_is_typed_and_read_from_the_table():
    s = new()
    assert pending(s) == Pending("draw_action_card", 0, "set-up", "Deal an action card to seat 0")
    s = play(start(), END)
    p = pending(s)
    assert p is not None and p.type == "draw_movement_card" and p.seat is None
    assert (p.reason, p.text) == ("board", "Draw the Movement card for the board's phase")
