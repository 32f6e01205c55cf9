"""High Card's rules (content.py's docstring) as a flow of three steps: deal (chance), decide
(every seat at once) and showdown (automatic)."""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from games.core.errors import IllegalMove
from games.core.flow import Flow, Open, Step, on
from games.core.game import LegalMove, Score, Setup
from games.core.slots import new_legal_move
from games.core.tuples import replaced, with_added, without
from tests.games.example_game import wire
from tests.games.example_game.state import HighCardFields, HighCardState, new_state


def new_game(setup: Setup) -> HighCardState:
    return new_state(setup.players, setup.mode, setup.seed)


# --- where the game is -----------------------------------------------------------------------

DECIDING: Open = (("decide", None),)
SHOWDOWN: Open = (("showdown", None),)


def step_of(state: HighCardFields) -> Open:
    """The first seat without a card is dealt one; then every seat decides; then the showdown."""
    for seat, card in enumerate(state.hands):
        if card is None:
            return (("deal", seat),)
    return SHOWDOWN if all(state.decided) else DECIDING


# --- deal: chance, for the seat in the step's argument ---------------------------------------


def _deal_pending(state: HighCardFields, seat: int) -> wire.PendingChance:
    return wire.PendingChance(type="deal", seat=seat, text=f"Deal a card to seat {seat}")


def _deal_outcomes(state: HighCardFields, seat: int) -> list[tuple[wire.Deal, int]]:
    return [(_dealt(seat, card), n) for card, n in sorted(Counter(state.deck).items())]


@cache
def _dealt(seat: int, card: int) -> wire.Deal:
    return wire.Deal(seat=seat, card=card)


def _deal_label(state: HighCardFields, move: wire.Deal) -> str:
    return f"Seat {move.seat} is dealt a {move.card}"


def _deal(d: HighCardFields, seat: int, move: wire.Deal) -> None:
    if move.seat != seat or move.card not in d.deck:
        raise IllegalMove(f"the next card goes to seat {seat}, from {list(d.deck)}")
    d.deck = without(d.deck, move.card)
    d.hands = replaced(d.hands, seat, move.card)
    d.event("dealt", f"Seat {seat} is dealt a card", seat=seat)  # face down: no value said


# --- decide: every seat that has not decided, at once -----------------------------------------


@cache
def _choices(seat: int) -> tuple[LegalMove[wire.AnyMove], ...]:
    return (
        new_legal_move(wire.Keep(seat=seat), seat, "Keep your card", None),
        new_legal_move(wire.Swap(seat=seat), seat, "Swap your card for a new one (X1)", None),
    )


def _undecided(state: HighCardFields, _: None) -> tuple[int, ...]:
    return tuple(seat for seat, done in enumerate(state.decided) if not done)


def _decide_moves(state: HighCardFields, _: None) -> list[LegalMove[wire.AnyMove]]:
    return [move for seat in _undecided(state, None) for move in _choices(seat)]


def _keep(d: HighCardFields, _: None, move: wire.Keep) -> None:
    d.decided = replaced(d.decided, move.seat, True)
    d.event("kept", f"Seat {move.seat} keeps its card", seat=move.seat)


def _swap(d: HighCardFields, _: None, move: wire.Swap) -> None:
    card = d.hands[move.seat]
    assert card is not None, "a seat decides once dealt"
    d.deck = with_added(d.deck, card)  # X1: back into the deck first
    d.hands = replaced(d.hands, move.seat, None)
    d.decided = replaced(d.decided, move.seat, True)
    d.event("swapped", f"Seat {move.seat} swaps its card", seat=move.seat)


# --- showdown: at once, once every seat has decided ---------------------------------------------


def _showdown(d: HighCardFields, _: None) -> None:
    d.status = "finished"
    cards = [card or 0 for card in d.hands]
    shown = ", ".join(f"seat {seat} {card}" for seat, card in enumerate(cards))
    d.event("showdown", f"The cards: {shown}", cards=cards, winners=_winners(cards))


def _winners(cards: list[int]) -> list[int]:
    return [seat for seat, card in enumerate(cards) if card == max(cards)]


STEPS: tuple[Step[HighCardFields, Any], ...] = (
    Step(
        "deal",
        "chance",
        on=(on(wire.Deal, _deal),),
        then=frozenset({"deal", "decide", "showdown"}),
        pending=_deal_pending,
        outcomes=_deal_outcomes,
        label=_deal_label,
    ),
    Step(
        "decide",
        "decision",
        on=(on(wire.Keep, _keep), on(wire.Swap, _swap)),
        then=frozenset({"decide", "deal", "showdown"}),
        text="every seat keeps or swaps its card",
        moves=_decide_moves,
        seats=_undecided,
    ),
    Step("showdown", "automatic", run=_showdown),
)

FLOW: Flow[HighCardState, HighCardFields] = Flow(
    HighCardState,
    STEPS,
    step_of,
    chance_moves=wire.CHANCE_MOVES,
    over=lambda state: "the game is over: the cards are shown",
    counts_moves=True,
)
legal_moves = FLOW.legal_moves
chance_outcomes = FLOW.chance_outcomes
to_act = FLOW.to_act
apply = FLOW.apply


def pending_chance(state: HighCardFields) -> wire.PendingChance | None:
    pending: wire.PendingChance | None = FLOW.pending_chance(state)
    return pending


def score(state: HighCardFields) -> Score:
    """The highest card wins, once shown; nothing counts before."""
    over = state.status == "finished"
    cards = [card or 0 for card in state.hands] if over else [0] * len(state.hands)
    return Score(
        status=state.status,
        winners=_winners(cards) if over else [],
        scores={str(seat): float(card) for seat, card in enumerate(cards)},
        breakdown={"cards": cards if over else None},
    )
