"""A game's ``apply`` and ``legal-moves``: the API process's CPU per request against
``/health/live``'s, for two or more running services side by side (docs/speed.md, issue 29).

``gamekeeper bench --url`` measures every game against one service; this measures one game
against several (main and a branch, each started with ``gamekeeper serve`` on a port of its
own and its own ``GAMEKEEPER_DATA_DIR``), in rounds that alternate between them, so that load
from other work falls on both alike. Each service plays its own seeded digital games and keeps
positions at :data:`service.bench_positions.PHASES` of each: the positions of two services
differ when their draws do. The CPU figures are ``service.bench``'s own (the process's
``/metrics`` before and after)::

    uv run python scripts/http_cpu.py main=http://127.0.0.1:8001 branch=http://127.0.0.1:8002
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
from dataclasses import replace

import httpx

from games.core.registry import all_games
from service import loadgen
from service.bench import _run_with_server_cpu
from service.bench_positions import PHASES, Position, play
from service.loadgen import Request

LIVE = Request("GET /health/live", "GET", "/health/live")


def positions(url: str, game_id: str, seeds: int) -> list[Position]:
    game = all_games()[game_id]
    taken: list[Position] = []
    with httpx.Client(base_url=url, timeout=60) as client:
        for seed in range(1, seeds + 1):
            decisions = play(client, game, game.variants[0], seed)
            taken += [decisions[int(phase * (len(decisions) - 1))] for phase in PHASES]
    return taken


def cpu_ms(url: str, mix: list[Request], requests: int, concurrency: int) -> float:
    result, cpu = _run_with_server_cpu(url, mix, requests, concurrency)
    if sum(result.errors.values()) or cpu is None:
        raise SystemExit(f"{url}: errors {dict(result.errors)}, CPU {cpu}")
    return cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("services", nargs="+", help="name=url of a running service")
    parser.add_argument("--game", default="draggmar")
    parser.add_argument("--seeds", type=int, default=2, help="games per service (3 positions each)")
    parser.add_argument("--requests", type=int, default=2000, help="per endpoint and round")
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    services = dict(service.split("=", 1) for service in args.services)
    taken = {name: positions(url, args.game, args.seeds) for name, url in services.items()}
    for url in services.values():  # warm up
        asyncio.run(loadgen.run(url, [LIVE], 300, None, args.concurrency))
    for round_ in range(args.rounds):
        for name, url in services.items():
            mixes = {
                "live": [LIVE],
                "apply": [p.apply("apply", args.game) for p in taken[name]],
                "legal-moves": [p.legal_moves("legal-moves", args.game) for p in taken[name]],
                "live again": [replace(LIVE, name="GET /health/live (again)")],
            }
            ms = {
                key: cpu_ms(url, mix, args.requests, args.concurrency) for key, mix in mixes.items()
            }
            live = statistics.fmean([ms["live"], ms["live again"]])
            print(
                f"round {round_} {name}: live {live:.3f} ms, apply {ms['apply']:.3f} ms"
                f" ({ms['apply'] / live:.2f}x live), legal-moves {ms['legal-moves']:.3f} ms"
                f" ({ms['legal-moves'] / live:.2f}x live)",
                flush=True,
            )


if __name__ == "__main__":
    main()
