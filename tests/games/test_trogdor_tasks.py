"""Trogdor's task table (issue 16): one declaration per task, consistent with the wire and the
state, and the agenda dispatched from it."""

from __future__ import annotations

from typing import get_args

import pytest

from games.core.flow import Step
from games.trogdor import rules, rules_turn, wire
from games.trogdor.scenario import END, edit, new, play, start
from games.trogdor.tasks import STEPS, TASKS, agenda


def test_every_wire_task_is_declared_once_and_only_those():
    assert set(TASKS) == set(get_args(wire.TaskName))
    assert all(name == task.name for name, task in TASKS.items())


def test_the_flow_reads_every_task_and_victory():
    assert rules.FLOW.steps == {step.name: step for step in STEPS}
    assert set(rules.FLOW.steps) == set(TASKS) | {"victory"}


def test_the_agenda_declarations_agree():
    ends = {name for name, task in TASKS.items() if task.ends_agenda}
    assert ends == {"start_turn", "draw", "choose", "board_draw", "end_turn", "rage"}
    for task in TASKS.values():
        assert task.followed_by <= ends, task.name
        assert task.ends_agenda or task.followed_by, f"{task.name} is never followed"
        assert set(task.optional) <= set(task.fields), task.name
        assert (task.step.pending is not None) == (task.kind == "chance"), task.name
        assert ("victory" in task.step.then) == (task.phase != "setup"), task.name


@pytest.mark.parametrize(
    ("kind", "handlers"),
    [
        ("chance", {"outcomes": rules_turn.action_outcomes}),
        ("decision", {}),
        ("automatic", {}),
    ],
)
def test_a_task_without_the_handlers_of_its_kind_is_refused(kind, handlers):
    with pytest.raises(TypeError, match=f"a {kind} step lacks what it needs"):
        Step("new_task", kind, **handlers)


def test_the_open_step_is_the_first_task_or_victory():
    """T15 is checked after every step: the flow opens ``victory`` once its conditions hold."""
    s = start()
    assert agenda(s) == s.tasks[:1]
    done = edit(s, burned="all", cottages_burning=s.cottage_mask, peasants=[])
    assert agenda(done) == (("victory", None),)
    raging = edit(done, tasks=(("rage", 2),), knights=[])
    assert agenda(raging) == (("rage", 2),)


def test_pending_is_typed_and_read_from_the_table():
    s = new()
    assert rules.pending_chance(s) == wire.PendingChance(
        type="draw_action_card", seat=0, reason="set-up", text="Deal an action card to seat 0"
    )
    s = play(start(), END)
    p = rules.pending_chance(s)
    assert p is not None and p.type == "draw_movement_card" and p.seat is None
    assert (p.reason, p.text) == ("board", "Draw the Movement card for the board's phase")
