"""Engine speed as a ratio to a baseline measured in the same run, so it reads the same on a
fast machine, a slow one and a loaded one.

The speed is random playouts' moves per second (chance outcomes included, table mode, the
most seats), the baseline how many ``dataclasses.replace`` of a 20-field frozen state the same
interpreter does per second: both are pure Python, so machine speed and load cancel out of
the ratio. ``gamekeeper bench`` prints it ("a move costs N replaces"); the regression test
``tests/games/test_speed.py`` holds every engine to its committed reference
(``tests/games/speed_reference.json``, written by ``gamekeeper bench --write-speed-reference``).
"""

from __future__ import annotations

import gc
import json
import platform
import random
import statistics
import time
from collections.abc import Callable, Collection
from dataclasses import make_dataclass, replace
from pathlib import Path
from typing import Any

from games.core.chance import random_picker, resolve_chance
from games.core.game import Game, Setup
from games.core.registry import all_games


def play_random_game(
    game: Game[Any, Any], players: int, variant: str, seed: int, options: Any = None
) -> int:
    """One random game in table mode (with ``options``, a game's options model, if given);
    returns the number of moves (chance included)."""
    rng = random.Random(seed)
    pick = random_picker(rng)
    chosen = game.Options() if options is None else options
    state = game.new_game(Setup(players, variant, "table", seed, chosen))
    start = game.draw_counter(state)
    moves = 0
    while not game.is_over(state):
        state, _ = resolve_chance(game, state, pick)
        if game.is_over(state):
            break
        state, _ = game.apply(state, rng.choice(game.legal_moves(state)).move)
        moves += 1
    return moves + game.draw_counter(state) - start


def timed_games(
    game: Game[Any, Any], variant: str, seeds: range, options: Any = None
) -> tuple[int, float]:
    """The moves of the random games of ``seeds`` at the most seats, and the CPU seconds they
    took. A full collection first: one process times the engines one after another, and the
    objects an engine leaves (its caches) would otherwise make the next one pay for a full
    collection (measured: a 150 ms collection in Trogdor's 600 ms, after Draggmar's games).
    Each engine still pays for collecting its own garbage."""
    gc.collect()
    started = time.process_time()
    players = game.max_players
    moves = sum(play_random_game(game, players, variant, seed, options) for seed in seeds)
    return moves, time.process_time() - started


def replaces_per_second(n: int = 200_000, clock: Callable[[], float] = time.perf_counter) -> float:
    """The baseline: immutable updates of a 20-field frozen dataclass per second."""
    fields = [(f"f{i}", int) for i in range(20)]
    State = make_dataclass("State", fields, frozen=True, slots=True)
    state = State(*range(20))
    started = clock()
    for i in range(n):
        state = replace(state, f3=i)
    return n / (clock() - started)


def engines() -> list[tuple[Game[Any, Any], str]]:
    """Every registered game and variant: what is measured."""
    return [(game, variant) for game in all_games().values() for variant in game.variants]


def key(game: Game[Any, Any], variant: str) -> str:
    return f"{game.id}/{variant}"


def _games_for(game: Game[Any, Any], variant: str, seconds: float) -> int:
    """How many seeded games (seeds 0, 1, ...) take about ``seconds``: the fixed work to time."""
    started, count = time.process_time(), 0
    while count == 0 or time.process_time() - started < seconds:
        play_random_game(game, game.max_players, variant, count)
        count += 1
    return count


def moves_per_replace(
    seconds: float = 0.1, repeats: int = 3, only: Collection[str] | None = None
) -> dict[str, float]:
    """Each engine's moves/s ÷ replaces/s: the median of ``repeats`` ratios, each of an engine
    timed on the same fixed games (about ``seconds``) right after the baseline. ``only``: the
    engines (``key``) to measure, else all.

    Timed in this process's CPU time, so time given to other processes does not count; what
    load still changes (caches, a shared core) slows both sides of each adjacent pair alike.
    """
    work = {
        key(g, v): (g, v, _games_for(g, v, seconds))
        for g, v in engines()
        if only is None or key(g, v) in only
    }
    ratios: dict[str, list[float]] = {name: [] for name in work}
    for _ in range(repeats):
        for name, (game, variant, count) in work.items():
            replaces = replaces_per_second(10_000, clock=time.process_time)
            moves, seconds = timed_games(game, variant, range(count))
            ratios[name].append(moves / seconds / replaces)
    return {name: statistics.median(values) for name, values in ratios.items()}


def write_reference(path: Path, runs: int = 3) -> dict[str, Any]:
    """Measure ``runs`` times and commit the median ratio of each engine as the reference."""
    measured = [moves_per_replace() for _ in range(runs)]
    ratios = {name: sorted(run[name] for run in measured)[runs // 2] for name in measured[0]}
    reference = {
        "what": "each engine's random-playout moves/s ÷ dataclasses.replace/s in the same run"
        " (games.core.speed.moves_per_replace); the median of the runs",
        "how": "uv run gamekeeper bench --write-speed-reference tests/games/speed_reference.json",
        "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "python": platform.python_version(),
        "runs": measured,
        "ratios": ratios,
    }
    path.write_text(json.dumps(reference, indent=2, sort_keys=True) + "\n")
    return reference
