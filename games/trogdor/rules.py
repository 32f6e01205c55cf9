"""Trogdor's rules as pure functions of :class:`TrogState` (T1-T20).

The turn's agenda is the task table of :mod:`games.trogdor.tasks`, read by the core flow
(:data:`FLOW`; what each task does: :mod:`games.trogdor.rules_turn`), the board is in
:mod:`games.trogdor.rules_board`, the cards, keepers and items in :mod:`games.trogdor.cards`.
This module is the facade the :class:`~games.trogdor.game.Trogdor` game calls.
"""

from __future__ import annotations

from typing import Any

from games.core.errors import InvalidSetup
from games.core.flow import Flow, Refusal
from games.core.game import Score, Setup
from games.trogdor import wire
from games.trogdor.cards import name
from games.trogdor.content import CELLS, item_ids, keeper_ids
from games.trogdor.position import TrogFields, TrogState, bits
from games.trogdor.rules_board import END_REASONS
from games.trogdor.state import new_state
from games.trogdor.tasks import STEPS, agenda


def new_game(setup: Setup) -> TrogState:
    """Set-up (rulebooks, Components and Setup; T30-T34): the deals are pending as chance."""
    options = setup.options
    for field, ids, what in (
        ("keepers", keeper_ids(), "keeper"),
        ("items", item_ids(), "item"),
    ):
        chosen = getattr(options, field)
        if chosen is None:
            continue
        if len(chosen) != setup.players:
            raise InvalidSetup(
                f"T34: options.{field} lists one {what} per seat: {setup.players} expected,"
                f" {len(chosen)} given"
            )
        unknown = [i for i in chosen if i not in ids]
        if unknown:
            raise InvalidSetup(f"T34: unknown {what} ids {unknown}; known: {list(ids)}")
        if len(set(chosen)) != len(chosen):
            raise InvalidSetup(f"options.{field}: each {what} may be chosen once")
    state, _ = FLOW.start(new_state(setup.variant, setup.mode, setup.seed, setup.players, options))
    return state


def _canonical(move: wire.AnyMove) -> wire.AnyMove:
    """A move as the rules list it: a spawn's Cottages in board order (sent in any order)."""
    if move.type == "spawn":
        ordered = tuple(sorted(move.cottages, key=lambda p: (p.row, p.col)))
        return move.model_copy(update={"cottages": ordered})
    return move


def _over(state: TrogFields) -> str:
    return f"the game is over ({state.status})"


def _refused(state: TrogFields, move: Any, reason: Refusal, words: str) -> str:
    """Why ``move`` is not legal now, in Trogdor's words: a draw's, or a seat's move's."""
    return _why_chance(state, move) if type(move) in wire.CHANCE_MOVES else _why(state, move)


FLOW: Flow[TrogState, TrogFields] = Flow(
    TrogState,
    STEPS,
    agenda,
    chance_moves=wire.CHANCE_MOVES,
    over=_over,
    memo=True,
    canonical=_canonical,
    why=_refused,
)

#: the rules' facade (:class:`games.core.game.RulesModule`), read from the flow
legal_moves = FLOW.legal_moves
chance_outcomes = FLOW.chance_outcomes
apply = FLOW.apply


#: the seats with a move now, the active seat first (T49, T50: item owners, Yubbitz)
to_act = FLOW.to_act


def pending_chance(state: TrogFields) -> wire.PendingChance | None:
    """The chance event the agenda waits for, if it waits for one."""
    pending: wire.PendingChance | None = FLOW.pending_chance(state)
    return pending


def _why_chance(state: TrogFields, move: Any) -> str:
    """Why a draw or deal is not the one awaited (a card not in its deck: its handler says)."""
    p = pending_chance(state)
    if p is None:
        return "no chance event is pending: a seat must move"
    return f"waiting for {p.text} ({p.type}), not {move.type}"


def _why(state: TrogFields, move: Any) -> str:
    """A player-readable reason why a seat move is not legal now."""
    p = pending_chance(state)
    if p is not None:
        return f"waiting for a chance event: {p.text}"
    seats = to_act(state)
    if getattr(move, "seat", None) not in seats:
        return f"seat {getattr(move, 'seat', None)} has no move now; to act: {list(seats)}"
    task = state.tasks[0][0]
    here = state.trogdor
    where = f"({here // 5},{here % 5})"
    t = move.type
    if t in ("move", "chomp", "burninate", "jump", "hide") and task != "actions":
        return f"Trogdor's actions are not open now (the turn is at {task!r})"
    if t in ("move", "chomp", "burninate", "jump", "hide") and state.ap < 1:
        return "no AP left"
    if t == "burninate":
        if move.target == "tile":
            if state.burned >> here & 1:
                return f"T3: the tile at {where} is already burned"
            return (
                f"T4: Trogdor cannot burninate the Lake: its orthogonal neighbours of {where}"
                " are not all burned"
            )
        if move.target == "peasant":
            if here in state.peasants:
                return f"T57: a Peasant on the Lake at {where} cannot burn"
            return f"no Peasant at {where}"
        return (
            f"T4: the Cottage at {where} cannot burn: it is missing, already burning, or a tile"
            " around it is unburned"
        )
    if t == "chomp":
        return f"no Peasant at {where} to chomp"
    if t == "move":
        return f"Trogdor cannot move from {where} to ({move.to.row},{move.to.col}) this turn"
    if t == "jump":
        return (
            "Trogdor is not on a Tunnel, or that is not the other Tunnel, or it is a step away"
            " (then it is a move)"
        )
    if t == "hide":
        return "T14: Trogdor hides only on a Mountain (Hegeltha: any tile without a Cottage)"
    if t == "use_item":
        when = "on any seat's turn" if state.variant == "august-draft" else "on its owner's turn"
        return (
            f"{name(move.item)} cannot be used like that now by seat {move.seat} (T49: by its"
            f" owner, charged, once a turn, {when})"
        )
    if t == "card_effect":
        return f"{name(move.card)}'s ability cannot be used like that now"
    return f"{t} is not a legal move now (the turn is at {task!r})"


# --- score -----------------------------------------------------------------------------------


def score(state: TrogFields) -> Score:
    """Cooperative: every seat shares one score. Progress = burned tiles + 5 per Cottage.

    ``end_reason`` says why a finished game ended (T48: ``turn_limit`` is no one's win)."""
    tiles = bin(state.burned).count("1")
    cottages = sum(1 for _ in bits(state.cottages_burning))
    won = state.status in ("victory", "petite_victory")
    value = tiles + 5 * cottages + (100 if state.status == "victory" else 0)
    value += 50 if state.status == "petite_victory" else 0
    return Score(
        status=state.status,
        winners=list(range(state.players)) if won else [],
        scores={str(s): float(value) for s in range(state.players)},
        breakdown={
            "tiles_burned": tiles,
            "tiles": CELLS,
            "cottages_burning": cottages,
            "peasants_on_board": len(state.peasants),
            "health": state.trog_meter,
            "void": state.void,
            "turn": state.turn,
            "end_reason": END_REASONS.get(state.status),
            "formula": "burned tiles + 5 per burning Cottage, +100 victory, +50 petite victory",
        },
    )
