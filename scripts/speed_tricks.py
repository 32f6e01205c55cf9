"""What each speed trick of games/core, Thrag and Troll Party earns (docs/speed.md).

Each trick is taken out in a process of its own (its cache unwrapped, its table rebuilt on
every lookup, its fast constructor replaced by the plain one) and the engine is timed as
``games.core.speed`` times it: random games' moves/s ÷ a ``dataclasses.replace`` baseline timed
right before, in CPU time, the median of three. Runs alternate, as is and without the trick,
``--pairs`` times; each pair gives without ÷ with (0.90: the trick makes the engine 1.11x as
fast). ``none`` takes nothing out: its pairs are the noise::

    uv run python scripts/speed_tricks.py thrag none payment_cache --pairs 10
    uv run python scripts/speed_tricks.py --list
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from games.core.game import Event, LegalMove

GAMES_PER_RUN = {"thrag": 200, "troll-party": 60}


def _plain_legal_move(move: Any, seat: int | None, label: str, probability: float | None) -> Any:
    return LegalMove(move, seat, label, probability)


def _plain_event(kind: str, text: str, details: Any) -> Event:
    return Event(kind, text, details)


class _Fresh(dict[Any, Any]):
    """A table of models made once, made anew at every lookup instead."""

    def __getitem__(self, key: Any) -> Any:
        return _rebuilt(super().__getitem__(key))


def _rebuilt(value: Any) -> Any:
    if isinstance(value, tuple):
        return tuple(_rebuilt(item) for item in value)
    if hasattr(value, "model_dump"):
        return type(value)(**value.model_dump())
    return value


def _uncached(module: Any, *names: str) -> None:
    for name in names:
        setattr(module, name, getattr(module, name).__wrapped__)


def _core_slot_builder() -> None:
    """Event and LegalMove built by their dataclass __init__, not through their slots."""
    import games.core.flow
    import games.core.record
    import games.thrag.rules
    import games.troll_party.rules

    games.core.record.new_event = _plain_event
    for module in (games.core.flow, games.thrag.rules, games.troll_party.rules):
        module.new_legal_move = _plain_legal_move  # type: ignore[attr-defined]


def _core_settle_always() -> None:
    """Every apply scans for automatic steps, in flows that have none too."""
    import games.thrag.rules
    import games.troll_party.rules

    games.thrag.rules.FLOW.settles = games.troll_party.rules.FLOW.settles = True


def _thrag_models_once() -> None:
    """Every pending event, chance outcome and move validated anew by pydantic when needed."""
    import games.thrag.rules as rules

    tables = ("_DRAW_PENDING", "_ROLL_PENDING", "_REROLL_PENDING", "_COIN_PENDING")
    tables += ("_DRAW_BEAST", "_ROLLS", "_DRAW_COIN", "_DRAW_HEALING", "_FIGHT", "_SPEND", "_FLIP")
    for name in tables:
        setattr(rules, name, _Fresh(getattr(rules, name)))


def _thrag_replacer() -> None:
    """A fight changed by ``dataclasses.replace``."""
    import games.thrag.rules as rules

    rules.evolve_fight = lambda fight, **changes: dataclasses.replace(fight, **changes)


def _troll_place_offers() -> None:
    """A seat's placements made anew (moves validated, labels worded) at every listing."""
    import games.troll_party.rules as rules

    _uncached(rules, "_seat_place_moves")
    rules._place_card_offers = rules._PlaceCardOffers  # type: ignore[assignment]


def _troll_orders() -> None:
    """consistent_orders (a reveal's orders of three values) without its cache."""
    import games.troll_party.rules as rules
    import games.troll_party.state as state

    _uncached(state, "consistent_orders")
    rules.consistent_orders = state.consistent_orders


def _troll_names() -> None:
    """Band and table names (every label and event) worded anew each time."""
    import games.troll_party.rules as rules
    import games.troll_party.state as state

    _uncached(state, "_names", "table_names")
    rules.table_names = state.table_names


def _troll_open_tables() -> None:
    """A band's open tables found by a comprehension, not looked up by which rows are open."""
    import games.troll_party.state as state

    def open_tables(self: Any, band: int) -> tuple[int, ...]:
        return tuple(t for t in range(3) if self.placements[t][band] is None)

    state.TrollFields.open_tables = open_tables  # type: ignore[method-assign]


def _troll_placing() -> None:
    """The seats still placing found by a generator in tuple(), not a list comprehension."""
    import games.troll_party.state as state

    def placing(self: Any) -> tuple[int, ...]:
        first, second, third = self.placements
        return tuple(
            b
            for b in range(self.players)
            if first[b] is None or second[b] is None or third[b] is None
        )

    state.TrollFields.placing = placing  # type: ignore[method-assign]


def _cache_off(module: str, *names: str) -> Callable[[], None]:
    def take_out() -> None:
        _uncached(importlib.import_module(module), *names)

    take_out.__doc__ = f"{module}.{', '.join(names)} without its cache."
    return take_out


#: trick name -> (game, what taking it out does)
TRICKS: dict[str, tuple[str, Callable[[], None]]] = {
    "slot_builder": ("*", _core_slot_builder),
    "settle_skip": ("*", _core_settle_always),
    "payment_cache": ("thrag", _cache_off("games.thrag.rules", "_payment_options")),
    "models_once": ("thrag", _thrag_models_once),
    "replacer": ("thrag", _thrag_replacer),
    "made_cache": ("troll-party", _cache_off("games.troll_party.rules", "_made")),
    "seat_place_cache": (
        "troll-party",
        _cache_off("games.troll_party.rules", "_seat_place_moves"),
    ),
    "place_offers": ("troll-party", _troll_place_offers),
    "goat_cache": (
        "troll-party",
        _cache_off("games.troll_party.rules", "_goat_moves"),
    ),
    "orders_cache": ("troll-party", _troll_orders),
    "names_cache": ("troll-party", _troll_names),
    "open_tables": ("troll-party", _troll_open_tables),
    "placing_list": ("troll-party", _troll_placing),
}


def measure(game_id: str, trick: str) -> float:
    """In this process: the engine's ratio, ``trick`` taken out (``none``: as is)."""
    from games.core.registry import all_games
    from games.core.speed import replaces_per_second, timed_games

    if trick != "none":
        TRICKS[trick][1]()
    game = all_games()[game_id]
    variant = game.variants[0]
    timed_games(game, variant, range(2))  # warm, as a running server is
    ratios = []
    for _ in range(3):
        baseline = replaces_per_second(20_000, clock=time.process_time)
        moves, seconds = timed_games(game, variant, range(GAMES_PER_RUN[game_id]))
        ratios.append(moves / seconds / baseline)
    return statistics.median(ratios)


def _run(game_id: str, trick: str) -> float:
    command = [sys.executable, __file__, "--measure", game_id, trick]
    return float(subprocess.run(command, capture_output=True, text=True, check=True).stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", nargs="?", choices=sorted(GAMES_PER_RUN))
    parser.add_argument("tricks", nargs="*", help="tricks to take out, or none")
    parser.add_argument("--pairs", type=int, default=5)
    parser.add_argument("--list", action="store_true", help="list the tricks and stop")
    parser.add_argument("--measure", nargs=2, metavar=("GAME", "TRICK"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.list:
        for name, (game, take_out) in TRICKS.items():
            print(f"{name:18s} {game:12s} {(take_out.__doc__ or '').strip()}")
        return
    if args.measure:
        print(f"{measure(*args.measure):.6f}")
        return
    for trick in args.tricks:
        if trick != "none" and TRICKS[trick][0] not in ("*", args.game):
            raise SystemExit(f"{trick} is a trick of {TRICKS[trick][0]}")
        pairs = [_run(args.game, trick) / _run(args.game, "none") for _ in range(args.pairs)]
        shown = " ".join(f"{p:.3f}" for p in pairs)
        print(f"{args.game} {trick}: without/with median {statistics.median(pairs):.3f} ({shown})")


if __name__ == "__main__":
    main()
