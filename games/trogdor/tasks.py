"""The turn as one table of tasks: each task declared once, as a step of the core flow
(:mod:`games.core.flow`) with what the agenda and the wire know of it.

A turn is ``start_turn -> [trade] -> draw (Troghammer cards: hammer, draw again) -> choose ->
[pre] -> actions -> [post] -> board_draw -> spawn -> [pouch] -> peasants -> knights ->
hammer_board -> archer -> end_turn`` (rulebooks, Phase One and Phase Two; T6, T9-T12, T18).
Distracto's Pouch (``pouch``) is decided after the spawn, once the Peasants that will move are
known, and only when another direction would move them elsewhere.
Burning Peasants (``burn``), reactive items (``pouch``, ``flask``, ``protect``) and Troghammer
re-moves (``hammer_move``) are pushed in front of the agenda when they happen.

Every task is a :class:`TaskType` in :data:`TASKS`: its :class:`~games.core.flow.Step` (its kind
says what it waits for: a ``chance`` task a draw, a ``decision`` task a seat's move, an
``automatic`` task nothing; its handlers by move class) and its place in the agenda and on the
wire. The open step is the agenda's first task (:func:`agenda`), or ``victory`` once T15's
conditions hold: victory is checked after every step. Adding a task means adding one
declaration here and its handlers in :mod:`games.trogdor.rules_turn`; the wire format
(``wire.TaskName``) lists its name.

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
from typing import Any

from games.core.flow import Handling, Kind, Open, Step, on
from games.trogdor import rules_turn as do
from games.trogdor import wire
from games.trogdor.cards import Offer, apply_effect, apply_item
from games.trogdor.position import ALL, TrogFields
from games.trogdor.rules_board import victory_met
from games.trogdor.rules_turn import ChanceMove

Moves = list[Offer]
#: a chance task's draw: the chance move's class, and its wire ``type``
Draw = type[ChanceMove]


@dataclass(frozen=True, slots=True)
class TaskType:
    """One task of the turn: its step in the flow, and what it is in the agenda and on the
    wire."""

    step: Step[TrogFields, Any]
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

    @property
    def name(self) -> str:
        return self.step.name

    @property
    def kind(self) -> Kind:
        return self.step.kind


# --- the steps, by kind ------------------------------------------------------------------------


def _then(names: set[str]) -> frozenset[str]:
    """What may follow a step of the turn: ``names``, or victory (checked after every step)."""
    return frozenset(names | {"victory"})


def _pending(
    draw: Draw, reason: str, text: str, seat: Callable[[TrogFields, Any], int | None]
) -> Callable[[TrogFields, Any], wire.PendingChance]:
    """A chance task's pending event: its draw, reason, text ("{arg}": the task's argument)."""
    kind: Any = draw.model_fields["type"].default

    def pending(state: TrogFields, arg: Any) -> wire.PendingChance:
        return wire.PendingChance(
            type=kind, seat=seat(state, arg), reason=reason, text=text.format(arg=arg)
        )

    return pending


def _no_seat(state: TrogFields, arg: Any) -> int | None:
    """Movement cards are drawn for no one."""
    return None


def _dealt_to(state: TrogFields, seat: int) -> int | None:
    """A deal is for the seat its task names."""
    return seat


def _active(state: TrogFields, arg: Any) -> int | None:
    """The turn's draw is the active seat's."""
    return state.active


def chance(
    name: str,
    draw: Draw,
    handler: Callable[[TrogFields, Any, Any], None],
    outcomes: Callable[[TrogFields, Any], Sequence[tuple[Any, int]]],
    then: set[str],
    *,
    reason: str,
    text: str,
    seat: Callable[[TrogFields, Any], int | None] = _no_seat,
    settle: Callable[[TrogFields, Any], bool] | None = None,
    turn: bool = True,
) -> Step[TrogFields, Any]:
    """A task waiting for a draw: its handler refuses a card the deck does not hold. ``turn``:
    a task of the turn (not of the set-up), after which victory may come."""
    return Step(
        name,
        "chance",
        on=(on(draw, handler),),
        then=_then(then) if turn else frozenset(then),
        text=text,
        pending=_pending(draw, reason, text, seat),
        outcomes=outcomes,
        label=do.chance_label,
        settle=settle,
    )


def movement(
    name: str,
    handler: Callable[[TrogFields, Any, wire.DrawMovementCard], None],
    then: set[str],
    *,
    reason: str,
    text: str,
) -> Step[TrogFields, Any]:
    """A task drawing a Movement card: every one reshuffles an empty deck first."""
    return chance(
        name,
        wire.DrawMovementCard,
        handler,
        do.movement_outcomes,
        then,
        reason=reason,
        text=text,
        settle=do.reshuffle_movement,
    )


def decision(
    name: str,
    moves: Callable[[TrogFields, Any], Moves],
    handlers: tuple[Handling[TrogFields, Any], ...],
    then: set[str],
    *,
    text: str,
    settle: Callable[[TrogFields, Any], bool] | None = None,
) -> Step[TrogFields, Any]:
    """A task waiting for a seat's move: one of those it lists (the flow checks)."""
    return Step(
        name,
        "decision",
        on=handlers,
        then=_then(then),
        text=text,
        moves=moves,
        listed=True,
        settle=settle,
    )


def automatic(
    name: str, run: Callable[[TrogFields, Any], None], then: set[str]
) -> Step[TrogFields, Any]:
    """A task that happens at once."""
    return Step(name, "automatic", then=_then(then), run=run)


# --- what may follow what (``Step.then``) ------------------------------------------------------

#: what a hit may bring: a reactive item's offer, or death and Fiery Rage (T8, T16, T19)
HURT = {"protect", "rage"}
#: where the agenda goes on once a pushed task (a burning Peasant, a reactive item, a Troghammer
#: re-move) is done: the task it was pushed in front of
RESUME = {
    "draw",
    "hammer_move",
    "actions",
    "post",
    "board_draw",
    "knight",
    "hammer_board",
    "archer",
    "end_turn",
}

#: Trogdor's actions, each move class with what it does (T2-T5, T14, T17-T19, T49)
ACTIONS: tuple[Handling[TrogFields, Any], ...] = (
    on(wire.MoveTo, do.move_to),
    on(wire.Jump, do.jump),
    on(wire.Chomp, do.chomp),
    on(wire.Burninate, do.burninate_here),
    on(wire.Hide, do.hide),
    on(wire.EndActions, do.end_actions),
    on(wire.CardEffect, apply_effect),
    on(wire.UseItem, apply_item),
)

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
            chance(
                "deal_keeper",
                wire.DealKeeper,
                do.deal_keeper,
                do.dealt_keepers,
                {"deal_keeper", "deal_item", "deal_card", "start_turn"},
                reason="set-up",
                text="Deal a keeper to seat {arg}",
                seat=_dealt_to,
                turn=False,
            ),
            **SEAT,
            followed_by=BEFORE_START,
        ),
        TaskType(
            chance(
                "deal_item",
                wire.DealItem,
                do.deal_item,
                do.dealt_items,
                {"deal_item", "deal_card", "start_turn"},
                reason="set-up",
                text="Deal an item to seat {arg}",
                seat=_dealt_to,
                turn=False,
            ),
            **SEAT,
            followed_by=BEFORE_START,
        ),
        TaskType(
            chance(
                "deal_card",
                wire.DrawActionCard,
                do.deal_card,
                do.action_outcomes,
                {"deal_card", "start_turn"},
                reason="set-up",
                text="Deal an action card to seat {arg}",
                seat=_dealt_to,
                settle=do.no_action_card,
                turn=False,
            ),
            **SEAT,
            followed_by=BEFORE_START,
        ),
        # Phase One: draw, choose, act (T17-T20, T49, T50)
        TaskType(
            automatic("start_turn", do.start_turn, {"trade", "draw"}), "draw", ends_agenda=True
        ),
        TaskType(
            decision(
                "trade",
                do.trade_or_not,
                (on(wire.Trade, do.trade), on(wire.Decline, do.decline)),
                {"draw"},
                text="Yubbitz may trade before the draw",
                settle=do.no_trade,
            ),
            "draw",
            followed_by=frozenset({"draw"}),
        ),
        TaskType(
            chance(
                "draw",
                wire.DrawActionCard,
                do.draw,
                do.action_outcomes,
                {"hammer", "choose"},
                reason="turn",
                text="Draw an action card",
                seat=_active,
                settle=do.no_turn_card,
            ),
            "draw",
            ends_agenda=True,
        ),
        TaskType(
            automatic("hammer", do.hammer, {"draw", "hammer_move"} | HURT),
            "draw",
            followed_by=frozenset({"draw"}),
        ),
        TaskType(
            movement(
                "hammer_move",
                do.hammer_move,
                {"hammer_move", "draw", "archer"} | HURT,
                reason="troghammer",
                text="Draw a Movement card to move the Troghammer",
            ),
            None,
            followed_by=frozenset({"draw", "end_turn"}),
        ),
        TaskType(
            decision(
                "choose",
                do.choose_moves,
                (
                    on(wire.ChooseCard, do.choose),
                    on(wire.DiscardForAp, do.choose),
                    on(wire.Trade, do.trade),
                ),
                {"pre", "actions", "path_o"},
                text="The active seat chooses its card",
                settle=do.empty_hand,
            ),
            "choose",
            ends_agenda=True,
        ),
        TaskType(
            decision(
                "pre",
                do.pre_or_not,
                (on(wire.CardEffect, apply_effect), on(wire.Decline, do.decline)),
                {"actions"} | HURT,
                text="The card's power before Trogdor's actions",
            ),
            "pre_actions",
            followed_by=frozenset({"board_draw"}),
        ),
        TaskType(
            decision(
                "actions",
                do.open_actions,
                ACTIONS,
                {"post", "board_draw", "burn"} | HURT,
                text="Trogdor's actions",
            ),
            "actions",
            followed_by=frozenset({"board_draw"}),
        ),
        TaskType(
            movement(
                "path_o",
                do.path_o,
                {"board_draw", "burn"},
                reason="path-o-burnination",
                text="Draw a Movement card for Path o' Burnination",
            ),
            "actions",
            followed_by=frozenset({"board_draw"}),
        ),
        TaskType(
            decision(
                "post",
                do.post_or_done,
                (on(wire.CardEffect, apply_effect), on(wire.Decline, do.decline)),
                {"board_draw", "burn"} | HURT,
                text="The card's power after Trogdor's actions",
            ),
            "post_actions",
            followed_by=frozenset({"board_draw"}),
        ),
        # burning Peasants and reactive items, pushed in front when they happen (T11, T19, T43)
        TaskType(
            movement(
                "burn",
                do.burn,
                {"burn", "flask"} | RESUME,
                reason="burning-peasant",
                text="Draw a Movement card for the burning Peasant",
            ),
            None,
            followed_by=frozenset({"board_draw", "end_turn"}),
            fields=("pos", "source"),
            optional={"source": None},
            sources=(None, "trogdor"),
            holds_peasant=True,
        ),
        TaskType(
            decision(
                "flask",
                do.flask_offer,
                (on(wire.UseItem, do.use_flask), on(wire.Decline, do.burn_out)),
                {"burn"} | RESUME,
                text="Ye Flask of Denis may save the burned Peasant",
            ),
            None,
            followed_by=frozenset({"board_draw", "end_turn"}),
            holds_peasant=True,
        ),
        TaskType(
            decision(
                "protect",
                do.protect_offer,
                (on(wire.UseItem, do.use_protection), on(wire.Decline, do.take_hits)),
                {"burn"} | RESUME | HURT,
                text="A reactive item may prevent a hit",
            ),
            None,
            followed_by=frozenset({"draw", "board_draw", "end_turn"}),
            fields=("source", "n"),
            optional={"n": 1},
            sources=("knight", "archer"),
        ),
        # Phase Two: the board (T6, T7, T9, T10, T12)
        TaskType(
            movement(
                "board_draw",
                do.board_draw,
                {"spawn"},
                reason="board",
                text="Draw the Movement card for the board's phase",
            ),
            "board",
            ends_agenda=True,
        ),
        TaskType(
            automatic("spawn", do.spawn, {"spawn_choice", "pouch", "peasants"}),
            "board",
            AFTER_BOARD,
            board_step=True,
        ),
        TaskType(
            decision(
                "spawn_choice",
                do.spawn_choices,
                (on(wire.Spawn, do.spawn_chosen),),
                {"pouch", "peasants"},
                text="The active seat picks where the Peasants spawn",
            ),
            "board",
            AFTER_BOARD,
            fields=("n",),
            board_step=True,
        ),
        TaskType(
            decision(
                "pouch",
                do.pouch_offer,
                (on(wire.UseItem, do.use_pouch), on(wire.Decline, do.decline)),
                {"peasants"},
                text="Distracto's Pouch may turn the Peasants",
                settle=do.no_other_way,
            ),
            "board",
            AFTER_BOARD,
            board_step=True,
        ),
        TaskType(
            automatic("peasants", do.peasants, {"knight", "hammer_board", "burn"}),
            "board",
            AFTER_BOARD,
            board_step=True,
        ),
        TaskType(
            automatic("knight", do.knight, {"knight", "hammer_board"} | HURT),
            "board",
            AFTER_BOARD,
            fields=("n",),
            board_step=True,
        ),
        TaskType(
            automatic("hammer_board", do.hammer_board, {"archer", "hammer_move"} | HURT),
            "board",
            AFTER_BOARD,
            board_step=True,
        ),
        TaskType(
            automatic("archer", do.archer, {"end_turn"} | HURT),
            "board",
            AFTER_BOARD,
            board_step=True,
        ),
        TaskType(
            automatic("end_turn", do.end_turn, {"start_turn"}),
            "board",
            ends_agenda=True,
            board_step=True,
        ),
        # T16: Fiery Rage
        TaskType(
            movement(
                "rage",
                do.rage,
                {"rage"},
                reason="fiery-rage",
                text="Draw Fiery Rage card {arg} of 5",
            ),
            "rage",
            ends_agenda=True,
            fields=("n",),
        ),
    )
}

#: T15, checked after every step: not a task of the agenda, the step open once it is met
VICTORY: Step[TrogFields, Any] = Step("victory", "automatic", run=do.victory)
#: the flow's steps: every task's, and victory
STEPS: tuple[Step[TrogFields, Any], ...] = (*(t.step for t in TASKS.values()), VICTORY)


def agenda(state: TrogFields) -> Open:
    """The step open: victory once T15's conditions hold (Fiery Rage aside: T16 says how it
    ends), else the agenda's first task (``(name, arg)``: as the flow names a step open)."""
    tasks = state.tasks
    if state.burned == ALL and victory_met(state) and tasks[0][0] != "rage":
        return _VICTORY_OPEN
    return tasks[:1]


_VICTORY_OPEN: Open = (("victory", None),)
