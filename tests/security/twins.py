"""Twin states: two states of one digital game that differ only in what a caller may not see.

From a state of a seeded random game, every move (any seat's) is made and, where a chance event
follows, every outcome of its first draw: the states so reached that a caller sees alike (its
view, or the view of every seat without a token, and the legal moves it may see) are twins for
that caller. They hold other cards in hidden hands, decks, face-down places or bags.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from games.core.chance import random_picker, resolve_chance
from games.core.game import Game, Setup
from service.referee import Referee
from service.sealing import new_salt


@dataclass(frozen=True)
class Twins:
    game: Game
    players: int
    caller: int | None  # the seat asking (with its token), or None: no token
    one: Any  # engine states
    two: Any
    salt: str  # both are states of one game: one seed, one salt, one set of tokens


def _children(game: Game, state: Any, rng: random.Random, most: int) -> list[Any]:
    children = []
    for legal in rng.sample(game.legal_moves(state), min(most, len(game.legal_moves(state)))):
        after, _ = game.apply(state, legal.move)
        outcomes = game.chance_outcomes(after)
        for outcome, _weight in outcomes or [(None, 1)]:
            child = after if outcome is None else game.apply(after, outcome)[0]
            children.append(resolve_chance(game, child, random_picker(rng))[0])
    return children


def _seen_by(referee: Referee, game: Game, state: Any, caller: int | None) -> str:
    moves = referee.visible_moves(game, state, caller)
    if caller is not None:
        moves = [m for m in moves if m.seat == caller]
    return repr((referee.seen(game, state, caller), [(m.seat, m.label) for m in moves]))


def twins(
    referee: Referee,
    game: Game,
    players: int,
    seeds: range,
    plies: int = 40,
    per_state: int = 2,
    callers: tuple[int | None, ...] | None = None,
) -> Iterator[Twins]:
    """Twin pairs along seeded random digital games, for each of ``callers`` (every one)."""
    for seed in seeds:
        rng = random.Random(seed)
        setup = Setup(players, game.default_variant, "digital", seed, game.Options())
        state = resolve_chance(game, game.new_game(setup), random_picker(rng))[0]
        salt = new_salt()
        for _ in range(plies):
            if game.is_over(state):
                break
            children = [c for c in _children(game, state, rng, 6) if c is not None]
            for caller in (None, *range(players)) if callers is None else callers:
                groups: dict[str, list[Any]] = {}
                for child in children:
                    groups.setdefault(_seen_by(referee, game, child, caller), []).append(child)
                pairs = [
                    (a, b)
                    for group in groups.values()
                    for a, b in itertools.combinations(group, 2)
                    if game.to_wire(a) != game.to_wire(b)
                ]
                for one, two in rng.sample(pairs, min(per_state, len(pairs))):
                    yield Twins(game, players, caller, one, two, salt)
            if not children:
                break
            state = rng.choice(children)
