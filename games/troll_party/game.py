"""New Troll Party as a :class:`games.core.Game`: wires content, state, rules, view and render."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from games.core.errors import InvalidSetup, InvalidState
from games.core.game import Game, Setup
from games.troll_party import content as troll_content
from games.troll_party import render as troll_render
from games.troll_party import rules, state, view, wire
from games.troll_party.state import TrollState


class TrollParty(Game[TrollState]):
    id = "troll-party"
    title = "New Troll Party"
    min_players = 2
    max_players = 3
    variants = ("standard",)
    Options = wire.Options
    State = wire.State
    Move = wire.Move
    chance_moves = wire.CHANCE_MOVES

    def new_game(self, setup: Setup) -> TrollState:
        if not self.min_players <= setup.players <= self.max_players:
            raise InvalidSetup(f"New Troll Party has 2 or 3 seats, not {setup.players}")
        if setup.variant not in self.variants:
            raise InvalidSetup(f"New Troll Party has no variant {setup.variant!r}")
        try:
            return state.new_state(setup.players, setup.mode, setup.seed, setup.options)
        except ValueError as error:
            raise InvalidSetup(str(error)) from None

    def legal_moves(self, s: TrollState):
        return rules.legal_moves(s)

    def chance_outcomes(self, s: TrollState):
        return rules.chance_outcomes(s)

    def apply(self, s: TrollState, move: BaseModel):
        return rules.apply(s, move)

    def score(self, s: TrollState):
        return rules.score(s)

    def view(self, s: TrollState, seat: int) -> dict[str, Any]:
        return view.view(s, self.to_wire(s), seat)

    def render(self, s: TrollState, seat: int | None = None, plan: Sequence[BaseModel] = ()) -> str:
        """The plan is not drawn: a Troll Party hint is one placement, shown by its label."""
        return troll_render.render(s, seat)

    def check_invariants(self, s: TrollState) -> None:
        state.check_invariants(s)

    def status(self, s: TrollState) -> str:
        return s.status

    def to_act(self, s: TrollState) -> tuple[int, ...]:
        return rules.to_act(s)

    def mode(self, s: TrollState) -> str:
        return s.mode

    def seed(self, s: TrollState) -> int:
        return s.seed

    def draw_counter(self, s: TrollState) -> int:
        return s.draw_counter

    def to_wire(self, s: TrollState) -> dict[str, Any]:
        pending = rules.pending_chance(s)
        pending_json = None if pending is None else pending.model_dump(mode="json")
        return state.to_wire(s, pending_json, rules.to_act(s))

    def from_wire(self, model: BaseModel) -> TrollState:
        """The internal state; ``to_act``, ``pending_chance`` and ``dummy`` must be the derived."""
        s = state.from_wire(model)
        state.check_invariants(s)
        derived = self.to_wire(s)
        given_all = model.model_dump(mode="json")
        for field in ("pending_chance", "to_act", "dummy"):
            given = given_all[field]
            if field == "pending_chance" and given is not None and derived[field] is not None:
                given = {**given, "text": derived[field]["text"]}
            if given != derived[field]:
                raise InvalidState(
                    f"{field} is {given!r} but the rest of the state says {derived[field]!r}"
                )
        return s

    def content(self) -> dict[str, Any]:
        return troll_content.content()

    def rulings(self) -> list[dict[str, str]]:
        return troll_content.rulings()
