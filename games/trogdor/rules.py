"""Trogdor's rules as pure functions of :class:`TrogState` (T1-T20).

The turn's agenda is the task table of :mod:`games.trogdor.tasks` (what each task does:
:mod:`games.trogdor.rules_turn`), the board is in :mod:`games.trogdor.rules_board`, the cards,
keepers and items in :mod:`games.trogdor.cards`.
This module is the facade the :class:`~games.trogdor.game.Trogdor` game calls.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from games.core.errors import GameOver, IllegalMove, InvalidSetup
from games.core.game import Event, LegalMove, Score, Setup
from games.core.record import drafting
from games.core.slots import new_legal_move
from games.trogdor import wire
from games.trogdor.cards import Offer, name
from games.trogdor.content import CELLS, MoveCard, Ruleset, item_ids, keeper_ids
from games.trogdor.position import TrogState, bits
from games.trogdor.rules_board import END_REASONS
from games.trogdor.state import new_state
from games.trogdor.tasks import (
    apply_chance,
    apply_decision,
    decision_moves,
    draw_awaited,
    outcomes,
    pending,
    run,
)

#: the one draft of each move (games.core.record)
DRAFTS = drafting(TrogState)


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
    w = DRAFTS.thaw(new_state(setup.variant, setup.mode, setup.seed, setup.players, options))
    run(w)
    state, _ = DRAFTS.freeze(w)
    return state


def pending_chance(state: TrogState) -> wire.PendingChance | None:
    p = pending(state)
    if p is None:
        return None
    return wire.PendingChance(type=p.type, seat=p.seat, reason=p.reason, text=p.text)


def to_act(state: TrogState) -> tuple[int, ...]:
    """The seats with a move now, the active seat first (T49, T50: item owners, Yubbitz)."""
    return tuple(dict.fromkeys(offer.move.seat for offer in _decisions(state)))


def chance_outcomes(state: TrogState) -> list[tuple[wire.AnyMove, int]]:
    return outcomes(state)


def chance_label(rs: Ruleset, move) -> str:
    """What a table player reads: the card drawn (a Movement card's content, to match the
    physical card), or the keeper or item dealt."""
    if move.type == "draw_action_card":
        return f"Draw {rs.card(move.card).name}"
    if move.type == "draw_movement_card":
        return movement_label(rs.move_cards[rs.move_index[move.card]])
    if move.type == "deal_keeper":
        return f"Seat {move.to_seat} is dealt {name(move.keeper)}"
    return f"Seat {move.to_seat} is dealt {name(move.item)}"


@lru_cache(maxsize=4096)
def movement_label(card: MoveCard) -> str:
    """A Movement card as printed, "M17: 2 Peasants N, Repair, path E E S" (cached by content:
    a custom deck may give an id other content)."""
    peasants = f"{card.peasants} Peasant{'' if card.peasants == 1 else 's'} {card.arrow}"
    repair = ", Repair" if card.repair else ""
    return f"{card.id}: {peasants}{repair}, path {' '.join(card.path)}"


def legal_moves(state: TrogState) -> list[LegalMove]:
    if state.status != "ongoing":
        return []
    if draw_awaited(state) is None:
        return list(_decisions(state))
    return _chance_moves(state.rs, outcomes(state))


def _chance_moves(rs: Ruleset, found) -> list[LegalMove]:
    total = sum(weight for _, weight in found)
    return [new_legal_move(m, None, chance_label(rs, m), weight / total) for m, weight in found]


def _decisions(state: TrogState) -> list[Offer]:
    """The seats' moves as offered, memoised on the state (a frozen dataclass: set past
    ``frozen``)."""
    found = state.decisions
    if found is None:
        found = decision_moves(state)
        object.__setattr__(state, "decisions", found)
    return found


def apply(state: TrogState, move: wire.AnyMove) -> tuple[TrogState, list[Event]]:
    if state.status != "ongoing":
        raise GameOver(f"the game is over ({state.status})")
    w = DRAFTS.thaw(state)
    if move.type in _CHANCE_TYPES:
        if not _chance_ok(state, move):
            raise IllegalMove(_why_chance(state, move))
        apply_chance(w, move)
    else:
        if move.type == "spawn":  # the Cottages in any order
            ordered = tuple(sorted(move.cottages, key=lambda p: (p.row, p.col)))
            move = move.model_copy(update={"cottages": ordered})
        if not _offered(move, _decisions(state)):
            raise IllegalMove(_why(state, move))
        apply_decision(w, move)
    run(w)
    return DRAFTS.freeze(w)


#: the chance moves' types: ``apply`` tells them apart by ``type`` (``isinstance`` against
#: pydantic classes is an ``ABCMeta`` check, slow for one per move)
_CHANCE_TYPES = frozenset(cls.model_fields["type"].default for cls in wire.CHANCE_MOVES)


def _chance_ok(state: TrogState, move) -> bool:
    """Whether a chance outcome is one the pending event can give (no list built for draws)."""
    if draw_awaited(state) != move.type:
        return False
    if move.type == "draw_movement_card":
        i = state.rs.move_index.get(move.card)
        return i is not None and bool(state.move_deck >> i & 1)
    if move.type == "draw_action_card":
        i = state.rs.card_index.get(move.card)
        return i is not None and state.action_deck[i] > 0
    return _listed(move, outcomes(state))


def _listed(move, listed: Sequence[tuple[Any, int]]) -> bool:
    """Whether ``move`` is among the chance outcomes ``listed`` (pairs of a move and its
    weight): by identity first (moves are cached), then equality."""
    for m, _ in listed:
        if m is move:
            return True
    return any(m == move for m, _ in listed)


def _offered(move, offers: list[Offer]) -> bool:
    """Whether ``move`` is among the moves ``offers``: by identity first (moves are cached),
    then equality."""
    for offer in offers:
        if offer.move is move:
            return True
    return any(offer.move == move for offer in offers)


def _why_chance(state: TrogState, move) -> str:
    p = pending(state)
    if p is None:
        return "no chance event is pending: a seat must move"
    if move.type != p.type:
        return f"waiting for {p.text} ({p.type}), not {move.type}"
    if p.type == "draw_movement_card":
        return f"Movement card {move.card} is not in the Movement deck"
    if p.type == "draw_action_card":
        return f"{move.card} is not in the action deck"
    if getattr(move, "to_seat", p.seat) != p.seat:
        return f"the deal is for seat {p.seat}"
    return "that keeper or item is unknown or already dealt"


def _why(state: TrogState, move) -> str:
    """A player-readable reason why a seat move is not legal now."""
    p = pending(state)
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


def score(state: TrogState) -> Score:
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
