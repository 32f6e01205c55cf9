"""Golden counts: what every game's rules answer over fixed seeded games, committed.

As python-chess counts move sequences (perft) and OpenSpiel re-runs golden playthroughs, the
project commits, for every game, variant, seat count and named option set (a case):

- ``fingerprint``: the digest of seeded random table-mode playouts (:mod:`games.core.fingerprint`:
  every wire state, every seat's view, every legal move with its label and probability, the
  events and the final score), and ``plies``, how many moves those games took;
- ``perft``: from fixed positions (the state after a few seeded random moves), the number of
  move sequences of length 1, 2, ... (a chance outcome counts as one branch, as a move does).

A refactor leaves them equal; a rules change moves them, and its commit writes them again on
purpose (``gamekeeper golden --write``), naming the ruling that moved them.

>>> from games.core.registry import all_games
>>> thrag = all_games()["thrag"]
>>> [case.key for case in cases(thrag)]
['thrag/standard/1']
>>> perft(thrag, position(thrag, cases(thrag)[0], plies=0), 2)
25
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from games.core.fingerprint import playouts_digest
from games.core.game import Game, Setup

#: seeded playouts per case: every rule a random game reaches, in a few seconds for all games
GAMES = 10
#: the plies after which a perft position is taken, and how deep each perft counts
PERFT_PLIES = (0, 8, 16)
PERFT_DEPTH = 4
DEFAULT = "default"


@dataclass(frozen=True, slots=True)
class Case:
    """One game, variant, seat count and option set (``default``: no options given)."""

    game: str
    variant: str
    players: int
    options: str = DEFAULT

    @property
    def key(self) -> str:
        base = f"{self.game}/{self.variant}/{self.players}"
        return base if self.options == DEFAULT else f"{base}/{self.options}"


def cases(game: Game[Any, Any]) -> list[Case]:
    """Every variant at every seat count; each named option set at the fewest and most seats."""
    seats = range(game.min_players, game.max_players + 1)
    found = [Case(game.id, v, n) for v in game.variants for n in seats]
    for name in game.golden_options:
        for variant in game.variants:
            for n in sorted({game.min_players, game.max_players}):
                found.append(Case(game.id, variant, n, name))
    return found


def options(game: Game[Any, Any], case: Case) -> BaseModel:
    """The case's ``NewGame.options``, checked by the game's own model."""
    given = {} if case.options == DEFAULT else game.golden_options[case.options]
    return game.Options.model_validate(given)


def _moves(game: Game[Any, Any], state: Any) -> list[Any]:
    """What may happen next: the chance outcomes, or every seat's legal moves."""
    outcomes = game.chance_outcomes(state)
    if outcomes:
        return [move for move, _ in outcomes]
    return [legal.move for legal in game.legal_moves(state)]


def perft(game: Game[Any, Any], state: Any, depth: int) -> int:
    """The number of move sequences of length ``depth`` from ``state`` (shorter where the game
    ends: an ended line counts once)."""
    if depth == 0 or game.is_over(state):
        return 1
    moves = _moves(game, state)
    if depth == 1:
        return len(moves)
    return sum(perft(game, game.apply(state, move)[0], depth - 1) for move in moves)


def position(game: Game[Any, Any], case: Case, plies: int, seed: int = 0) -> Any:
    """The table-mode state after ``plies`` seeded random moves (chance by weight) of the case's
    game ``seed``, or its end if it ends before."""
    rng = random.Random(seed)
    state = game.new_game(Setup(case.players, case.variant, "table", seed, options(game, case)))
    for _ in range(plies):
        if game.is_over(state):
            break
        outcomes = game.chance_outcomes(state)
        if outcomes:
            move = rng.choices([m for m, _ in outcomes], [w for _, w in outcomes])[0]
        else:
            move = rng.choice(game.legal_moves(state)).move
        state = game.apply(state, move)[0]
    return state


def golden(game: Game[Any, Any], case: Case, games: int = GAMES) -> dict[str, Any]:
    """The golden counts of one case, as committed."""
    digest, plies = playouts_digest(
        game, case.variant, case.players, games, options=options(game, case)
    )
    return {
        "games": games,
        "fingerprint": digest,
        "plies": plies,
        "perft": {
            str(at): [perft(game, position(game, case, at), d) for d in range(1, PERFT_DEPTH + 1)]
            for at in PERFT_PLIES
        },
    }


def all_golden(games: dict[str, Game[Any, Any]]) -> Iterator[tuple[Case, dict[str, Any]]]:
    for game in games.values():
        for case in cases(game):
            yield case, golden(game, case)
