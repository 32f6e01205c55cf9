"""The turn as one table of tasks: each task declared once, and the agenda run from the table.

A turn is ``start_turn -> [trade] -> draw (Troghammer cards: hammer, draw again) -> choose ->
[pre] -> actions -> [post] -> board_draw -> spawn -> [pouch] -> peasants -> knights ->
hammer_board -> archer -> end_turn`` (rulebooks, Phase One and Phase Two; T6, T9-T12, T18).
Distracto's Pouch (``pouch``) is decided after the spawn, once the Peasants that will move are
known, and only when another direction would move them elsewhere.
Burning Peasants (``burn``), reactive items (``pouch``, ``flask``, ``protect``) and Troghammer
re-moves (``hammer_move``) are pushed in front of the agenda when they happen.

Every task is a :class:`TaskType` in :data:`TASKS`, its kind saying what it waits for (as
boardgame.io's phases and stages do): a ``chance`` task waits for a draw, a ``decision`` task
for a seat's move, an ``automatic`` task runs at once in :func:`run`, which also checks victory
(T15) after every step. Adding a task means adding one declaration here and its handlers in
:mod:`games.trogdor.rules_turn`; the wire format (``wire.TaskName``) lists its name.

Who decides (``to_act``: the active seat first, then the others in turn order):

- ``actions``: the active seat; in ``august-draft`` also every other seat whose action item
  (That Dog Tennis Ball Thing, Ring of Voip, Two Gross Beans, Disk of Healing, Baubles of
  Astray) has a use now, for as long as the actions are open (T49). The active seat ending
  the actions ends that chance too.
- ``pouch``, ``flask``, ``protect``: the owner of the reactive item that applies (Distracto's
  Pouch, Ye Flask of Denis, Shield of Cumberdale, Super Trinket), charged and not used this
  turn; in ``published`` only when the owner is the active seat (T19, T49). There is one of
  each item, so one seat is offered it: no order between holders is needed. Several hits at
  once (T52) are one offer: the Shield prevents one of them. Ye Flask of Denis is offered this
  way for a Peasant Trogdor set aflame himself this turn, when it burns out (T43).
- ``trade`` (before the draw): Yubbitz's seat; ``choose``: the active seat (and Yubbitz's,
  T50). Every other decision: the active seat.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple

from games.trogdor import rules_turn as do
from games.trogdor import wire
from games.trogdor.cards import Offer
from games.trogdor.position import TrogFields
from games.trogdor.rules_board import check_victory

Kind = Literal["chance", "decision", "automatic"]
#: what a chance task draws: the chance move's type
Draw = Literal["draw_movement_card", "draw_action_card", "deal_keeper", "deal_item"]
Moves = list[Offer]


class Pending(NamedTuple):
    """The chance event the agenda waits for (``pending_chance`` on the wire)."""

    type: Draw
    seat: int | None
    reason: str
    text: str


@dataclass(frozen=True, slots=True)
class TaskType:
    """One task of the turn: what it is on the wire and in the agenda, and its handlers."""

    name: str
    kind: Kind
    #: the turn phase it belongs to; None: the phase of the task after it
    phase: str | None
    #: the tasks that may end the agenda behind it (the agenda of a reachable state)
    followed_by: frozenset[str] = frozenset()
    #: the game carries on from it when it is the last of the agenda
    ends_agenda: bool = False
    #: the wire fields of its argument: one holds the argument itself, more a tuple
    fields: tuple[str, ...] = ()
    #: fields a state may leave null, and what null stands for (states given out before T43/T52)
    optional: Mapping[str, Any] = field(default_factory=dict)
    #: what its ``source`` may be, when it has one
    sources: tuple[str | None, ...] | None = None
    #: a burning Peasant waits in it (T8: it counts among the 7)
    holds_peasant: bool = False
    #: a step of the board phase: it reads the Movement card in play
    board_step: bool = False
    #: chance: the draw, its reason and text ("{arg}" is the task's argument)
    draw: Draw | None = None
    reason: str = ""
    text: str = ""
    #: chance: the outcomes (move, weight) and what the one drawn does
    outcomes: Callable[[TrogFields, Any], Sequence[tuple[wire.AnyMove, int]]] | None = None
    apply: Callable[[TrogFields, Any, Any], None] | None = None
    #: decision: every seat's moves, the active seat's first
    moves: Callable[[TrogFields, Any], Moves] | None = None
    #: decision: what ``decline`` does besides ending the task, and what a reactive item does
    declined: Callable[[TrogFields, Any], None] | None = None
    item_used: Callable[[TrogFields, Any, Any], None] | None = None
    #: chance and decision: before waiting; True when it settled the task (nothing to wait for)
    settle: Callable[[TrogFields, Any], bool] | None = None
    #: automatic: what it does
    run: Callable[[TrogFields, Any], None] | None = None

    def __post_init__(self) -> None:
        needed = {
            "chance": (self.draw, self.outcomes, self.apply),
            "decision": (self.moves,),
            "automatic": (self.run,),
        }[self.kind]
        if any(handler is None for handler in needed):
            raise TypeError(f"task {self.name}: a {self.kind} task lacks a handler")


#: what every Movement card draw declares: its outcomes, and the reshuffle of an empty deck
MOVEMENT: dict[str, Any] = {
    "kind": "chance",
    "draw": "draw_movement_card",
    "outcomes": do.movement_outcomes,
    "settle": do.reshuffle_movement,
}
#: what every set-up deal declares: the seat dealt to
SEAT: dict[str, Any] = {"fields": ("seat",), "phase": "setup"}
BEFORE_START = frozenset({"start_turn"})
#: the board phase's steps run until the turn ends
AFTER_BOARD = frozenset({"end_turn"})

TASKS: dict[str, TaskType] = {
    t.name: t
    for t in (
        # set-up (T30-T34)
        TaskType(
            "deal_keeper",
            **SEAT,
            kind="chance",
            followed_by=BEFORE_START,
            draw="deal_keeper",
            reason="set-up",
            text="Deal a keeper to seat {arg}",
            outcomes=do.dealt_keepers,
            apply=do.deal_keeper,
        ),
        TaskType(
            "deal_item",
            **SEAT,
            kind="chance",
            followed_by=BEFORE_START,
            draw="deal_item",
            reason="set-up",
            text="Deal an item to seat {arg}",
            outcomes=do.dealt_items,
            apply=do.deal_item,
        ),
        TaskType(
            "deal_card",
            **SEAT,
            kind="chance",
            followed_by=BEFORE_START,
            draw="draw_action_card",
            reason="set-up",
            text="Deal an action card to seat {arg}",
            outcomes=do.action_outcomes,
            apply=do.deal_card,
            settle=do.no_action_card,
        ),
        # Phase One: draw, choose, act (T17-T20, T49, T50)
        TaskType("start_turn", "automatic", "draw", ends_agenda=True, run=do.start_turn),
        TaskType(
            "trade",
            "decision",
            "draw",
            followed_by=frozenset({"draw"}),
            moves=do.trade_or_not,
            settle=do.no_trade,
        ),
        TaskType(
            "draw",
            "chance",
            "draw",
            ends_agenda=True,
            draw="draw_action_card",
            reason="turn",
            text="Draw an action card",
            outcomes=do.action_outcomes,
            apply=do.draw,
            settle=do.no_turn_card,
        ),
        TaskType("hammer", "automatic", "draw", followed_by=frozenset({"draw"}), run=do.hammer),
        TaskType(
            "hammer_move",
            **MOVEMENT,
            phase=None,
            followed_by=frozenset({"draw", "end_turn"}),
            reason="troghammer",
            text="Draw a Movement card to move the Troghammer",
            apply=do.hammer_move,
        ),
        TaskType(
            "choose",
            "decision",
            "choose",
            ends_agenda=True,
            moves=do.choose_moves,
            settle=do.empty_hand,
        ),
        TaskType(
            "pre",
            "decision",
            "pre_actions",
            followed_by=frozenset({"board_draw"}),
            moves=do.pre_or_not,
        ),
        TaskType(
            "actions",
            "decision",
            "actions",
            followed_by=frozenset({"board_draw"}),
            moves=do.open_actions,
            item_used=do.use_action_item,
        ),
        TaskType(
            "path_o",
            **MOVEMENT,
            phase="actions",
            followed_by=frozenset({"board_draw"}),
            reason="path-o-burnination",
            text="Draw a Movement card for Path o' Burnination",
            apply=do.path_o,
        ),
        TaskType(
            "post",
            "decision",
            "post_actions",
            followed_by=frozenset({"board_draw"}),
            moves=do.post_or_done,
        ),
        # burning Peasants and reactive items, pushed in front when they happen (T11, T19, T43)
        TaskType(
            "burn",
            **MOVEMENT,
            phase=None,
            followed_by=frozenset({"board_draw", "end_turn"}),
            fields=("pos", "source"),
            optional={"source": None},
            sources=(None, "trogdor"),
            holds_peasant=True,
            reason="burning-peasant",
            text="Draw a Movement card for the burning Peasant",
            apply=do.burn,
        ),
        TaskType(
            "flask",
            "decision",
            None,
            followed_by=frozenset({"board_draw", "end_turn"}),
            holds_peasant=True,
            moves=do.flask_offer,
            declined=do.burn_out,
            item_used=do.use_flask,
        ),
        TaskType(
            "protect",
            "decision",
            None,
            followed_by=frozenset({"draw", "board_draw", "end_turn"}),
            fields=("source", "n"),
            optional={"n": 1},
            sources=("knight", "archer"),
            moves=do.protect_offer,
            declined=do.take_hits,
            item_used=do.use_protection,
        ),
        # Phase Two: the board (T6, T7, T9, T10, T12)
        TaskType(
            "board_draw",
            **MOVEMENT,
            phase="board",
            ends_agenda=True,
            reason="board",
            text="Draw the Movement card for the board's phase",
            apply=do.board_draw,
        ),
        TaskType("spawn", "automatic", "board", AFTER_BOARD, board_step=True, run=do.spawn),
        TaskType(
            "spawn_choice",
            "decision",
            "board",
            AFTER_BOARD,
            fields=("n",),
            board_step=True,
            moves=do.spawn_choices,
        ),
        TaskType(
            "pouch",
            "decision",
            "board",
            AFTER_BOARD,
            board_step=True,
            moves=do.pouch_offer,
            item_used=do.use_pouch,
            settle=do.no_other_way,
        ),
        TaskType("peasants", "automatic", "board", AFTER_BOARD, board_step=True, run=do.peasants),
        TaskType(
            "knight",
            "automatic",
            "board",
            AFTER_BOARD,
            fields=("n",),
            board_step=True,
            run=do.knight,
        ),
        TaskType(
            "hammer_board",
            "automatic",
            "board",
            AFTER_BOARD,
            board_step=True,
            run=do.hammer_board,
        ),
        TaskType("archer", "automatic", "board", AFTER_BOARD, board_step=True, run=do.archer),
        TaskType(
            "end_turn", "automatic", "board", ends_agenda=True, board_step=True, run=do.end_turn
        ),
        # T16: Fiery Rage
        TaskType(
            "rage",
            **MOVEMENT,
            phase="rage",
            ends_agenda=True,
            fields=("n",),
            reason="fiery-rage",
            text="Draw Fiery Rage card {arg} of 5",
            apply=do.rage,
        ),
    )
}


# --- running the agenda ----------------------------------------------------------------------


def run(w: TrogFields) -> None:
    """Run automatic tasks until a draw or a seat's decision is needed, or the game ends."""
    while w.status == "ongoing":
        if check_victory(w):
            return
        name, arg = w.tasks[0]
        task = TASKS[name]
        if task.kind == "automatic":
            assert task.run is not None  # TaskType checks
            w.pop()
            task.run(w, arg)
        elif task.settle is None or not task.settle(w, arg):
            return  # a draw or a seat's move is awaited


def pending(w: TrogFields) -> Pending | None:
    """The chance event the agenda waits for, if it waits for one."""
    if w.status != "ongoing" or not w.tasks:
        return None
    name, arg = w.tasks[0]
    task = TASKS[name]
    if task.draw is None:
        return None
    seat: int | None = None  # Movement cards are drawn for no one
    if "seat" in task.fields:  # a deal, for the seat it names
        seat = arg
    elif task.draw == "draw_action_card":  # the turn's draw, the active seat's
        seat = w.active
    return Pending(task.draw, seat, task.reason, task.text.format(arg=arg))


def draw_awaited(w: TrogFields) -> Draw | None:
    """The chance move's type the agenda waits for, if it waits for a draw: what
    :func:`pending` says, without the text that says it (asked once a move or more)."""
    if w.status != "ongoing" or not w.tasks:
        return None
    return TASKS[w.tasks[0][0]].draw


def outcomes(w: TrogFields) -> list[tuple[wire.AnyMove, int]]:
    """The pending chance event's outcomes and their weights."""
    if draw_awaited(w) is None:
        return []
    name, arg = w.tasks[0]
    found = TASKS[name].outcomes
    assert found is not None  # a chance task (TaskType checks)
    return list(found(w, arg))


def apply_chance(w: TrogFields, move: wire.AnyMove) -> None:
    """A legal chance outcome (checked by the caller) for the task first on the agenda."""
    name, arg = w.pop()
    w.draw_counter += 1
    apply = TASKS[name].apply
    assert apply is not None  # a chance task (TaskType checks)
    apply(w, arg, move)


def decision_moves(w: TrogFields) -> Moves:
    """Every seat's moves for the decision the agenda waits for, the active seat's first."""
    if w.status != "ongoing" or not w.tasks:
        return []
    name, arg = w.tasks[0]
    moves = TASKS[name].moves
    return [] if moves is None else moves(w, arg)


def apply_decision(w: TrogFields, move: wire.AnyMove) -> None:
    """A legal seat move (checked by the caller): ``decline`` and reactive items as the task
    waiting declares, any other move as :func:`games.trogdor.rules_turn.apply_move` says."""
    name, arg = w.tasks[0]
    task = TASKS[name]
    if move.type == "decline":
        w.pop()
        if task.declined is not None:
            task.declined(w, arg)
    elif move.type == "use_item" and task.item_used is not None:
        task.item_used(w, arg, move)
    else:
        do.apply_move(w, move)
