"""Thrag as a :class:`games.core.Game`: wires content, state, rules, view and render together."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from games.core.game import Game, HintKind, Setup
from games.thrag import content as thrag_content
from games.thrag import render as thrag_render
from games.thrag import rules, state, view, wire
from games.thrag.state import ThragState


class Thrag(Game[ThragState]):
    id = "thrag"
    title = "Thrag's night of beast slaying"
    min_players = 1
    max_players = 1
    variants = ("standard",)
    hint_kinds: ClassVar = {
        "fight-plan": HintKind(
            name="fight-plan",
            description="Expectimax over the rest of the turn: which beast to fight, pawns,"
            " coin or plain strike, payment, when to stop; maximises the win probability as"
            " estimated by a documented evaluation of end-of-turn states.",
            default_budget_ms=2000,
            max_budget_ms=30000,
        )
    }
    Options = wire.Options
    State = wire.State
    Move = wire.Move
    chance_moves = wire.CHANCE_MOVES

    def new_game(self, setup: Setup) -> ThragState:
        return state.new_state(setup.mode, setup.seed, setup.options)

    def legal_moves(self, s: ThragState):
        return rules.legal_moves(s)

    def chance_outcomes(self, s: ThragState):
        return rules.chance_outcomes(s)

    def apply(self, s: ThragState, move: BaseModel):
        return rules.apply(s, move)

    def score(self, s: ThragState):
        return rules.score(s)

    def view(self, s: ThragState, seat: int) -> dict[str, Any]:
        return view.view(self.to_wire(s), seat)

    def render(self, s: ThragState, seat: int | None = None, plan: Sequence[BaseModel] = ()) -> str:
        return thrag_render.render(s, plan)

    def check_invariants(self, s: ThragState) -> None:
        state.check_invariants(s)

    def status(self, s: ThragState) -> str:
        return s.status

    def to_act(self, s: ThragState) -> tuple[int, ...]:
        return rules.to_act(s)

    def mode(self, s: ThragState) -> str:
        return s.mode

    def seed(self, s: ThragState) -> int:
        return s.seed

    def draw_counter(self, s: ThragState) -> int:
        return s.draw_counter

    def to_wire(self, s: ThragState) -> dict[str, Any]:
        pending = rules.pending_chance(s)
        pending_json = None if pending is None else pending.model_dump(mode="json")
        return state.to_wire(s, pending_json, rules.to_act(s))

    def from_wire(self, model: BaseModel) -> ThragState:
        """The internal state; given ``pending_chance`` and ``to_act`` must be the derived ones."""
        s = state.from_wire(model)
        state.check_invariants(s)
        derived = self.to_wire(s)
        for field in ("pending_chance", "to_act"):
            given = model.model_dump(mode="json")[field]
            if field == "pending_chance" and given is not None and derived[field] is not None:
                given = {**given, "text": derived[field]["text"]}
            if given != derived[field]:
                raise state.InvalidState(
                    f"{field} is {given!r} but the rest of the state says {derived[field]!r}"
                )
        return s

    def content(self) -> dict[str, Any]:
        return thrag_content.content()

    def rulings(self) -> list[dict[str, str]]:
        return thrag_content.rulings()
