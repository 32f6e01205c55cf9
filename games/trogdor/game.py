"""Trogdor as a :class:`games.core.Game`: wires content, state, rules, view and render together."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from games.core.errors import InvalidSetup, InvalidState
from games.core.game import Game, Setup
from games.trogdor import content as trogdor_content
from games.trogdor import render as trogdor_render
from games.trogdor import rules, state, view, wire
from games.trogdor.rules_board import Work
from games.trogdor.rules_turn import run
from games.trogdor.state import TrogState


class Trogdor(Game[TrogState]):
    id = "trogdor"
    title = "Trogdor!! The Board Game"
    min_players = 1
    max_players = 6
    variants = ("published", "august-draft")
    hint_kinds: ClassVar = {}
    Options = wire.Options
    State = wire.State
    Move = wire.Move
    chance_moves = wire.CHANCE_MOVES

    def new_game(self, setup: Setup) -> TrogState:
        options = setup.options
        for field, ids, what in (
            ("keepers", trogdor_content.keeper_ids(), "keeper"),
            ("items", trogdor_content.item_ids(), "item"),
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
        s = state.new_state(setup.variant, setup.mode, setup.seed, setup.players, options)
        w = Work(s)
        run(w)
        return w.freeze()

    def legal_moves(self, s: TrogState):
        return rules.legal_moves(s)

    def chance_outcomes(self, s: TrogState):
        return rules.chance_outcomes(s)

    def apply(self, s: TrogState, move: BaseModel):
        return rules.apply(s, move)

    def score(self, s: TrogState):
        return rules.score(s)

    def view(self, s: TrogState, seat: int) -> dict[str, Any]:
        return view.view(self.to_wire(s), seat)

    def render(self, s: TrogState, seat: int | None = None, plan: Sequence[BaseModel] = ()) -> str:
        return trogdor_render.render(s, trogdor_render.planned_path(s, plan) if plan else None)

    def check_invariants(self, s: TrogState) -> None:
        state.check_invariants(s)

    def status(self, s: TrogState) -> str:
        return s.status

    def to_act(self, s: TrogState) -> tuple[int, ...]:
        return rules.to_act(s)

    def mode(self, s: TrogState) -> str:
        return s.mode

    def seed(self, s: TrogState) -> int:
        return s.seed

    def draw_counter(self, s: TrogState) -> int:
        return s.draw_counter

    def to_wire(self, s: TrogState) -> dict[str, Any]:
        pending = rules.pending_chance(s)
        pending_json = None if pending is None else pending.model_dump(mode="json")
        return state.to_wire(s, pending_json, rules.to_act(s))

    def from_wire(self, model: BaseModel) -> TrogState:
        """The internal state; phase, pending_chance and to_act must be the derived ones."""
        s = state.from_wire(model)
        state.check_invariants(s)
        pending = rules.pending_chance(s)
        derived = {
            "phase": s.phase,
            "pending_chance": None if pending is None else pending.model_dump(mode="json"),
            "to_act": list(rules.to_act(s)),
        }
        for field, value in derived.items():
            given = getattr(model, field)
            if isinstance(given, BaseModel):
                given = given.model_dump(mode="json")
            if field == "pending_chance" and given is not None and value is not None:
                given = {**given, "text": value["text"]}
            if given != value:
                raise InvalidState(f"{field} is {given!r} but the rest of the state says {value!r}")
        if s.status == "ongoing" and not (rules.to_act(s) or rules.chance_outcomes(s)):
            raise InvalidState(
                "nothing to decide or draw: the first task runs by itself, or its deck is empty"
            )
        return s

    def content(self) -> dict[str, Any]:
        return trogdor_content.content()

    def rulings(self) -> list[dict[str, str]]:
        return trogdor_content.rulings()
