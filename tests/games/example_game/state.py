"""High Card's state: a record of tuples; its wire round trip and invariants."""

from __future__ import annotations

from typing import Any

from games.core.errors import InvalidState, require
from games.core.record import Fields, fields, record
from tests.games.example_game import wire
from tests.games.example_game.content import DECK


@fields
class HighCardFields(Fields):
    mode: str
    seed: int
    status: str
    draw_counter: int
    turn: int
    deck: tuple[int, ...]  # sorted: a multiset
    hands: tuple[int | None, ...]  # None: not dealt yet
    decided: tuple[bool, ...]


@record
class HighCardState(HighCardFields):  # type: ignore[misc]  # frozen fields of a writable declaration
    pass


def new_state(players: int, mode: str, seed: int) -> HighCardState:
    return HighCardState(
        mode=mode,
        seed=seed,
        status="ongoing",
        draw_counter=0,
        turn=0,
        deck=DECK,
        hands=(None,) * players,
        decided=(False,) * players,
    )


def check_invariants(state: HighCardState) -> None:
    dealt = [card for card in state.hands if card is not None]
    require(tuple(sorted((*state.deck, *dealt))) == DECK, "every card is in the deck or a hand")
    require(list(state.deck) == sorted(state.deck), "the deck is a sorted multiset")
    require(len(state.decided) == len(state.hands), "one decision per seat")
    shown = all(state.decided) and None not in state.hands
    require(
        (state.status == "finished") == shown, "it ends once every seat decided and holds a card"
    )


def to_wire(
    state: HighCardState, pending_chance: dict[str, Any] | None, to_act: tuple[int, ...]
) -> dict[str, Any]:
    return {
        "game": "high-card",
        "variant": "standard",
        "mode": state.mode,
        "seed": state.seed,
        "status": state.status,
        "to_act": list(to_act),
        "turn": state.turn,
        "draw_counter": state.draw_counter,
        "options": {},
        "pending_chance": pending_chance,
        "deck": list(state.deck),
        "hands": list(state.hands),
        "decided": list(state.decided),
    }


def from_wire(model: wire.State) -> HighCardState:
    assert model.seed is not None, "Game.from_wire takes whole states only"
    if isinstance(model.deck, int) or "hidden" in model.hands:
        raise InvalidState("a view hides cards: a state to play on names every card")
    return HighCardState(
        mode=model.mode,
        seed=model.seed,
        status=model.status,
        draw_counter=model.draw_counter,
        turn=model.turn,
        deck=tuple(sorted(model.deck)),
        hands=tuple(None if card is None else int(card) for card in model.hands),
        decided=tuple(model.decided),
    )
