"""``gamekeeper bench --url`` against the real app: every game's mid-game ``legal-moves`` and
``apply`` answer without an error, and each row has the API process's CPU time per request
(issue 13: a figure other work on the machine does not move); every game's finished hint,
asked for again, is answered as finished (issue 12's repeat in under 5 ms)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from games.core.registry import all_games
from service.bench import bench_hint_repeats, bench_http
from solvers.hints import kinds_for


def test_the_http_bench_measures_every_game_and_the_servers_own_cpu(api_url):
    # in a thread of its own, as in the CLI: this test process's main thread may hold another
    # test's running event loop (the playground tests' Playwright), and asyncio.run refuses one
    with ThreadPoolExecutor(max_workers=1) as pool:
        rows = pool.submit(bench_http, api_url, requests=120, concurrency=4).result()
    names = [row["endpoint"] for row in rows]
    for game in all_games().values():
        for variant in game.variants:
            assert f"{game.id} {variant} legal-moves" in names
            assert f"{game.id} {variant} apply" in names
    assert all(row["errors"] == 0 for row in rows), rows
    measured = [row for row in rows if row["cpu_ms"] is not None]
    assert len(measured) >= len(rows) // 2  # 10 ms clock ticks: a cheap row may read 0
    assert all(0 < row["cpu_ms"] < 1000 for row in measured)


def test_the_hint_repeat_bench_asks_again_for_a_finished_hint_of_every_game(api_url):
    with ThreadPoolExecutor(max_workers=1) as pool:  # as above: asyncio.run in its own thread
        rows = pool.submit(bench_hint_repeats, api_url, requests=30).result()
    with_hints = [game.id for game in all_games().values() if kinds_for(game.id)]
    assert [row["hint"].split()[0] for row in rows] == with_hints
    assert all(row["errors"] == 0 for row in rows), "every repeat is the finished hint (200)"
    assert all(0 < row["p50_ms"] <= row["p99_ms"] for row in rows), rows
