"""No engine gets much slower: each engine's random-playout moves/s as a ratio to a baseline
measured in the same test (``dataclasses.replace`` per second, :mod:`games.core.speed`), held to
the committed reference ratio in ``speed_reference.json``.

Not a timed test: machine speed and load move both sides of the ratio. A drop of more than
``TOLERANCE`` fails. After a deliberate change of speed (faster, or a rule that must cost
more), write the reference again and commit it with the reason::

    uv run gamekeeper bench --write-speed-reference tests/games/speed_reference.json
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.core.registry import all_games
from games.core.speed import engines, key, moves_per_replace, play_random_game, timed_games
from service.bench import OPTION_ROWS, bench_engines

REFERENCE = Path(__file__).with_name("speed_reference.json")
#: the ratio may fall this far below the reference before the test fails: about twice the
#: largest drop from the median in ten runs of this measurement under load (docs/speed.md)
TOLERANCE = 0.15
#: measurements again, on more work, before a ratio below the floor fails
RETRIES = 2
RETRY_SECONDS = 0.5


@pytest.fixture(scope="module")
def measured() -> dict[str, float]:
    return moves_per_replace()


@pytest.mark.parametrize("name", [key(game, variant) for game, variant in engines()])
def test_engine_keeps_its_speed(name: str, measured: dict[str, float]) -> None:
    reference = json.loads(REFERENCE.read_text())["ratios"]
    assert name in reference, (
        f"{name} has no reference speed: write it (see this module's docstring) and commit it"
    )
    floor = reference[name] * (1 - TOLERANCE)
    tries = [measured[name]]
    # a slow change is slow every time; a burst of load from the tests beside this one (a
    # browser, a server, the other worker) is not: below the floor, measure again on more work
    while tries[-1] < floor and len(tries) < RETRIES + 1:
        tries.append(moves_per_replace(seconds=RETRY_SECONDS, only={name})[name])
    assert tries[-1] >= floor, (
        f"{name}: {', '.join(f'{t:.3f}' for t in tries)} moves per replace in {len(tries)}"
        f" measurements, each more than {TOLERANCE:.0%} below the reference"
        f" {reference[name]:.3f}: a move now costs {1 / tries[-1]:.1f} replaces, was"
        f" {1 / reference[name]:.1f}"
    )


def test_timed_games_times_the_seeded_games_it_counts() -> None:
    game, variant = engines()[0]
    moves, seconds = timed_games(game, variant, range(2))
    assert moves == sum(play_random_game(game, game.max_players, variant, s) for s in range(2))
    assert seconds > 0


def test_the_engine_bench_has_a_row_for_every_engine() -> None:
    """Every engine, and after a game's variants its option sets that add rules (OPTION_ROWS)."""
    rows = bench_engines(games=1)
    expected = []
    for game in all_games().values():
        expected += [key(game, variant) for variant in game.variants]
        expected += [f"{game.id}/{game.default_variant}+{o}" for o in OPTION_ROWS.get(game.id, ())]
    assert [key(all_games()[row["game"]], row["variant"]) for row in rows] == expected
    assert all(row["moves_per_s"] > 0 and row["replaces_per_move"] > 0 for row in rows)
