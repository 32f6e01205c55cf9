"""One engine timed from one source tree, for A/B runs of two trees in alternating processes
(docs/speed.md, issue 29: Draggmar on games.core.flow against main)::

    git -C /work/main archive main games | tar -x -C /tmp/main-games
    for i in 1 2 3 4; do
      uv run python scripts/engine_ab.py /tmp/main-games draggmar/base 6 --anchor
      uv run python scripts/engine_ab.py . draggmar/base 6 --anchor
    done

Prints the engine's moves/s ÷ ``replaces_per_second`` (x1000; the median of three timings of
the random games of seeds ``0..N-1``, after one warm-up game, CPU time) and, with
``--anchor``, its moves/s ÷ OpenSpiel backgammon's steps/s (``uv sync --group bench``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", help="the directory holding the games package to time")
    parser.add_argument("engine", help="game/variant, as gamekeeper bench names it")
    parser.add_argument("games", type=int, help="random games per timing (seeds 0..N-1)")
    parser.add_argument("--anchor", action="store_true", help="also ÷ OpenSpiel backgammon")
    args = parser.parse_args()
    root = os.path.abspath(args.root)
    sys.path.insert(0, root)
    import games
    from games.core import speed

    assert games.__file__ is not None and games.__file__.startswith(root), games.__file__
    variant = args.engine.split("/")[1]
    game = next(g for g, v in speed.engines() if speed.key(g, v) == args.engine)
    speed.timed_games(game, variant, range(1000, 1001))  # warm, as a running server is
    ratios, rates = [], []
    for _ in range(3):
        replaces = speed.replaces_per_second()
        moves, seconds = speed.timed_games(game, variant, range(args.games))
        ratios.append(moves / seconds / replaces * 1000)
        rates.append(moves / seconds)
    timings = " ".join(f"{r:.1f}" for r in ratios)
    line = f"{args.engine} replace-ratio {statistics.median(ratios):.2f} ({timings})"
    if args.anchor:
        from service.bench import backgammon_steps_per_second

        anchor = (backgammon_steps_per_second(100) + backgammon_steps_per_second(100)) / 2
        line += f" anchor {statistics.median(rates) / anchor:.3f}"
    print(line, flush=True)


if __name__ == "__main__":
    main()
