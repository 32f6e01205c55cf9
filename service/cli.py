"""The ``gamekeeper`` command: serve, play, worker, openapi, bench, fingerprint, simulate."""

from __future__ import annotations

import json
import os
import signal
import socket
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import click

DEFAULT_WORKERS = os.cpu_count() or 1


@contextmanager
def hint_backend(workers: int, directory: Path, output: IO | None = None) -> Iterator[str]:
    """The Redis URL to use: ``REDIS_URL``, or an embedded Redis in ``directory`` with
    ``workers`` hint workers (their output to ``output``), stopped in order on the way out:
    the workers finish their jobs before Redis goes."""
    from workers import processes
    from workers.embedded import EmbeddedRedis
    from workers.supervisor import Supervisor

    given = os.environ.get("REDIS_URL")
    if given is not None:
        yield given
        return
    embedded = EmbeddedRedis(directory)
    redis_url = embedded.url

    def redis_server():
        embedded.process = None  # a dead one: start another on the same socket
        process = embedded.start().process
        assert process is not None
        return process

    def worker(n: int):
        name = f"embedded-{os.getpid()}-{n}"
        command = processes.worker_command(redis_url, name)
        return lambda: processes.spawn(command, stdout=output, stderr=output)

    # the Redis first: started first, stopped last; any child that dies is started again
    children = Supervisor(
        {"redis": redis_server, **{f"worker {n}": worker(n) for n in range(workers)}}
    )
    try:
        children.start()
        yield redis_url
    finally:
        children.stop()
        embedded.stop()


@contextmanager
def api_in_thread(app: Any) -> Iterator[str]:
    """``app`` under uvicorn in a thread of this process, on a free loopback port: its URL."""
    import uvicorn

    listening = socket.socket()
    listening.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listening]}, daemon=True)
    thread.start()
    try:
        while not server.started:
            if not thread.is_alive():
                raise click.ClickException("the embedded API did not start")
            thread.join(0.02)
        host, port = listening.getsockname()
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        thread.join()
        listening.close()


@click.group()
def main() -> None:
    """gamekeeper: rules engine and hint service for tabletop games."""


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8000, show_default=True, type=int)
@click.option(
    "--workers",
    default=DEFAULT_WORKERS,
    show_default="number of cores",
    type=int,
    help="hint worker processes to start (embedded mode only)",
)
def serve(host: str, port: int, workers: int) -> None:
    """Run the API. Without REDIS_URL, also an embedded Redis and hint workers."""
    import uvicorn

    from service.app import create_app
    from service.logs import configure_logging
    from service.settings import Settings, data_dir

    configure_logging()
    embedded = "REDIS_URL" not in os.environ
    try:
        with hint_backend(workers, data_dir() / "redis") as redis_url:
            app = create_app(Settings.from_env(redis_url))
            where = f"embedded Redis at {redis_url}, {workers} workers" if embedded else redis_url
            click.echo(f"gamekeeper listening on http://{host}:{port} ({where})", err=True)
            # uvicorn stops on SIGINT/SIGTERM, then raises the signal again for the handler it
            # found: absorb it, so that the workers stop (finishing their jobs) before Redis does
            for signum in (signal.SIGINT, signal.SIGTERM):
                signal.signal(signum, lambda *_: None)
            # uvicorn's own lines through service.logs too; our ``request`` event is the access log
            config = uvicorn.Config(
                app,
                host=host,
                port=port,
                log_config=None,
                log_level="warning",
                access_log=False,
                proxy_headers=False,  # X-Forwarded-For is read by the API itself (trusted proxies)
            )
            uvicorn.Server(config).run()
    finally:
        click.echo("gamekeeper stopped", err=True)


@main.command()
@click.argument("game")
@click.option(
    "--url", default=None, help="a running gamekeeper  [default: start one here, as serve does]"
)
@click.option("--seats", type=int, default=None, help="players  [default: asked, 2 offered]")
@click.option("--variant", default=None, help="[default: the game's first]")
@click.option(
    "--mode", type=click.Choice(["digital", "table"]), default=None, help="[default: digital]"
)
@click.option("--seed", type=int, default=None, help="[default: a random one]")
@click.option(
    "--workers", default=1, show_default=True, type=int, help="hint workers (without --url)"
)
@click.option(
    "--match",
    default=None,
    help="play one seat of a match: its id (with --token), or 'new' to create one and join"
    " as seat 0 (the other seats' join commands are printed)",
)
@click.option("--token", default=None, help="with --match: your seat's token")
def play(
    game: str,
    url: str | None,
    seats: int | None,
    variant: str | None,
    mode: str | None,
    seed: int | None,
    workers: int,
    match: str | None,
    token: str | None,
) -> None:
    """Play GAME in the terminal: the table, numbered moves, events, hints (h), undo (u).
    With --match, one seat of a match (the others play from their own devices)."""
    import httpx

    from service.match_terminal import play_match
    from service.terminal import ProblemAnswer
    from service.terminal import play as play_in_terminal

    def run(at: str) -> None:
        try:
            if match is not None:
                setup: dict[str, Any] = {"players": seats} if seats else {}
                if variant is not None:
                    setup["variant"] = variant
                if seed is not None:
                    setup["seed"] = seed
                play_match(at, game, match, token, setup)
                return
            play_in_terminal(at, game, seats=seats, variant=variant, mode=mode, seed=seed)
        except ProblemAnswer as problem:
            raise click.ClickException(str(problem)) from problem
        except httpx.TransportError as error:
            raise click.ClickException(f"cannot reach gamekeeper at {at}: {error}") from error
        except KeyboardInterrupt:
            click.echo("", err=True)

    if url is not None:
        run(url)
        return
    from service.app import create_app
    from service.logs import configure_logging
    from service.settings import Settings, data_dir

    click.echo("starting gamekeeper here (Redis, hint workers, the API)...", err=True)
    with (
        tempfile.TemporaryDirectory(prefix="play-", dir=data_dir()) as directory,
        open(Path(directory) / "service.log", "w") as log,
    ):
        configure_logging(log)  # not over the table on the terminal
        with (
            hint_backend(workers, Path(directory), output=log) as redis_url,
            api_in_thread(create_app(Settings.from_env(redis_url))) as local,
        ):
            run(local)


@main.command()
@click.option("--redis-url", envvar="REDIS_URL", required=True, help="default: $REDIS_URL")
@click.option("--name", default=None, help="worker name (default: rq's)")
@click.option("--burst", is_flag=True, help="stop when the queues are empty")
def worker(redis_url: str, name: str | None, burst: bool) -> None:
    """Run one hint worker on the interactive and batch queues."""
    from service.logs import configure_logging
    from workers.worker import run_worker

    configure_logging()
    run_worker(redis_url, name=name, burst=burst)


def openapi_document() -> dict:
    """The app's OpenAPI document, independent of any Redis or secret."""
    from service.app import create_app
    from service.settings import Settings

    app = create_app(Settings(secret=b"openapi", redis_url="redis://unused.invalid:6379"))
    return app.openapi_schema.to_schema()


#: how deep the committed document is laid out over lines: below it, one line per operation and
#: per component (a diff shows what changed; fully indented, the file was twice the size)
OPENAPI_LAYOUT_DEPTH = 3


def laid_out(node: object, depth: int = 0) -> str:
    """JSON with keys sorted, indented down to :data:`OPENAPI_LAYOUT_DEPTH`, compact below."""
    if depth >= OPENAPI_LAYOUT_DEPTH or not isinstance(node, dict) or not node:
        return json.dumps(node, separators=(",", ":"), sort_keys=True)
    inner = " " * (depth + 1)
    items = [f"{inner}{json.dumps(key)}: {laid_out(node[key], depth + 1)}" for key in sorted(node)]
    return "{\n" + ",\n".join(items) + "\n" + " " * depth + "}"


def openapi_text() -> str:
    return laid_out(openapi_document()) + "\n"


@main.command()
@click.option("--output", default="openapi/openapi.json", show_default=True, type=click.Path())
@click.option(
    "--clients/--no-clients",
    default=True,
    show_default=True,
    help="also remake the Python client's generated package from it",
)
def openapi(output: str, clients: bool) -> None:
    """Write the OpenAPI document generated from the app, and the Python client's generated
    package made from it (commit both)."""
    from service import python_client

    Path(output).parent.mkdir(parents=True, exist_ok=True)
    Path(output).write_text(openapi_text())
    click.echo(f"wrote {output}", err=True)
    if not clients:
        return
    if python_client.generator() is None:
        click.echo("no openapi-python-client here: the Python client is unchanged", err=True)
        return
    python_client.regenerate(document=Path(output))
    click.echo(f"wrote {python_client.COMMITTED.relative_to(python_client.ROOT)}", err=True)


@main.command()
@click.option("--games", default=2000, show_default=True, help="random games per game")
@click.option("--url", default=None, help="also measure HTTP against this running service")
@click.option("--requests", default=2000, show_default=True, help="HTTP requests per endpoint")
@click.option("--concurrency", default=16, show_default=True)
@click.option(
    "--solver-games",
    default=0,
    show_default=True,
    help="also play this many Thrag games with the hint solver vs baselines",
)
@click.option(
    "--load",
    "load_rate",
    default=0.0,
    show_default=True,
    help="with --url: mixed traffic at this many requests/s instead",
)
@click.option("--seconds", default=60.0, show_default=True, help="length of the --load run")
@click.option(
    "--anchor",
    is_flag=True,
    help="also OpenSpiel's backgammon in the same run, each engine as a ratio to it"
    " (needs `uv sync --group bench`)",
)
@click.option(
    "--write-speed-reference",
    "reference",
    default=None,
    type=click.Path(dir_okay=False),
    help="measure each engine's ratio to the same-run baseline and write it here as the"
    " reference of tests/games/test_speed.py (tests/games/speed_reference.json)",
)
def bench(
    games: int,
    url: str | None,
    requests: int,
    concurrency: int,
    solver_games: int,
    load_rate: float,
    seconds: float,
    anchor: bool,
    reference: str | None,
) -> None:
    """Random games per second of each engine; with --url, HTTP latency and throughput."""
    from service.bench import AnchorMissing, run_bench, run_load

    if reference:
        from games.core.speed import write_reference

        ratios = write_reference(Path(reference))["ratios"]
        click.echo(json.dumps(ratios, indent=2))
        click.echo(f"wrote {reference}", err=True)
        return

    if load_rate:
        if not url:
            raise click.UsageError("--load needs --url (a running service)")
        run_load(url, load_rate, seconds, concurrency)
        return
    try:
        run_bench(
            games=games,
            url=url,
            requests=requests,
            concurrency=concurrency,
            solver_games=solver_games,
            anchor=anchor,
        )
    except AnchorMissing as error:
        raise click.UsageError(str(error)) from error


@main.command("bench-push")
@click.option("--matches", default=50, show_default=True, help="matches played at once")
@click.option("--moves", default=20, show_default=True, help="moves per match (at most)")
@click.option(
    "--think-ms",
    default=1000,
    show_default=True,
    help="average pause between a match's moves (0: as fast as the replicas answer)",
)
def bench_push(matches: int, moves: int, think_ms: int) -> None:
    """Push latency of matches: moves on one API replica, seat views on another (two replicas
    on one Redis: REDIS_URL, else an embedded one)."""
    from service.bench_push import run_push_bench

    run_push_bench(matches, moves, think_ms)


@main.command()
@click.argument("game_ids", metavar="[GAME]...", nargs=-1)
@click.option(
    "--games", default=100, show_default=True, help="random games per engine and seat count"
)
def fingerprint(game_ids: tuple[str, ...], games: int) -> None:
    """A digest of each engine's states, legal moves, labels and events over seeded random
    games, at its fewest and most seats: equal before and after a change means no rule moved."""
    from games.core.fingerprint import fingerprint as digest
    from games.core.registry import all_games

    registered = all_games()
    unknown = sorted(set(game_ids) - set(registered))
    if unknown:
        raise click.BadParameter(f"no game {unknown}; games: {sorted(registered)}")
    for game_id in game_ids or tuple(registered):
        game = registered[game_id]
        for variant in game.variants:
            for seats in sorted({game.min_players, game.max_players}):
                click.echo(
                    f"{game_id}/{variant} {seats} seats: {digest(game, variant, seats, games)}"
                )


GOLDEN_PATH = "tests/games/golden.json"


@main.command()
@click.argument("game_ids", metavar="[GAME]...", nargs=-1)
@click.option("--path", default=GOLDEN_PATH, show_default=True, help="the committed counts")
@click.option("--write", is_flag=True, help="write the counts the rules give now into --path")
def golden(game_ids: tuple[str, ...], path: str, write: bool) -> None:
    """The golden counts of every game, variant, seat count and option set (playout digests,
    perft), compared with the committed ones; after a rules change, --write them on purpose and
    say in the commit which ruling moved them."""
    from pathlib import Path

    from games.core.golden import cases, golden
    from games.core.registry import all_games

    registered = all_games()
    unknown = sorted(set(game_ids) - set(registered))
    if unknown:
        raise click.BadParameter(f"no game {unknown}; games: {sorted(registered)}")
    file = Path(path)
    committed = json.loads(file.read_text()) if file.exists() else {}
    now = dict(committed)
    moved = []
    for game_id in game_ids or tuple(registered):
        game = registered[game_id]
        for case in cases(game):
            counts = now[case.key] = golden(game, case)
            same = committed.get(case.key) == counts
            click.echo(f"{case.key}: {'same' if same else 'MOVED'} {counts['fingerprint'][:16]}")
            if not same:
                moved.append(case.key)
    if write:
        file.write_text(json.dumps(dict(sorted(now.items())), indent=1) + "\n")
        click.echo(f"wrote {file} ({len(moved)} cases moved)")
    elif moved:
        raise click.ClickException(f"{len(moved)} cases moved from {file}: {', '.join(moved)}")


def _option(text: str) -> tuple[str, Any]:
    """``key=value`` with a JSON value, or a plain string where it is not JSON."""
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise click.BadParameter(f"{text!r} is not key=value")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


@main.command()
@click.argument("game")
@click.option("--policy", default="random", show_default=True, help="see --list-policies")
@click.option(
    "--opponents",
    default=None,
    help="a policy for every seat but one: the policy plays seat seed % seats against it",
)
@click.option("--games", default=1000, show_default=True, help="games to play")
@click.option("--seed", default=0, show_default=True, help="game i is set up with seed + i")
@click.option("--seats", type=int, default=None, help="[default: the game's fewest]")
@click.option("--variant", default=None, help="[default: the game's first]")
@click.option("--map", "map_name", default=None, help="shorthand for --option map=NAME")
@click.option("--option", "options", multiple=True, help="a game option, key=JSON value")
@click.option("--processes", default=os.cpu_count() or 1, show_default=True)
@click.option(
    "--record",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="a JSON Lines file of finished games: the seeds it holds for this run are not played"
    " again, and every game played is added to it (stop and go on; merge runs by concatenating)",
)
@click.option("--list-policies", is_flag=True, help="list GAME's policies and stop")
def simulate(
    game: str,
    policy: str,
    opponents: str | None,
    games: int,
    seed: int,
    seats: int | None,
    variant: str | None,
    map_name: str | None,
    options: tuple[str, ...],
    processes: int,
    record: Path | None,
    list_policies: bool,
) -> None:
    """Play GAME many times with a policy: win rate and score (95% intervals), length, endings."""
    from rich.console import Console
    from rich.progress import Progress
    from rich.table import Table

    from solvers.policies import policies_for
    from solvers.simulate import Run
    from solvers.simulate import simulate as run_simulation

    try:
        known = policies_for(game)
    except KeyError as exc:
        raise click.UsageError(str(exc.args[0])) from None
    console = Console()
    if list_policies:
        for p in known.values():
            console.print(f"[bold]{p.name}[/bold]: {p.description}")
        return
    for name in (policy, opponents):
        if name is not None and name not in known:
            raise click.UsageError(f"no policy {name!r} for {game}; policies: {', '.join(known)}")
    given = dict(_option(o) for o in options)
    if map_name:
        given["map"] = map_name
    run = Run(game, policy, games, seed, seats, variant, given, opponents)
    with Progress(console=console, transient=True) as bar:
        task = bar.add_task(f"{game} / {policy}", total=games)
        summary = run_simulation(run, processes, lambda n: bar.advance(task, n), record=record)
    low, high = summary.interval
    who = policy if opponents is None else f"{policy} (seat seed % seats) vs {opponents}"
    table = Table(title=f"{game} ({summary.players} seats), policy {who}, seeds {seed}..")
    table.add_column("figure")
    table.add_column("value", justify="right")
    table.add_row("games", f"{len(summary.results)} in {summary.seconds:.1f} s")
    if record:
        played = len(summary.results) - summary.recorded
        table.add_row("of them played now", f"{played} (the rest read from {record})")
    if summary.unreadable:
        table.add_row("unreadable lines in the record", f"{summary.unreadable} (ignored)")
    if not summary.competitive:
        table.add_row("win rate (95% interval)", f"{summary.win_rate:.1%} ({low:.1%}-{high:.1%})")
    if opponents is not None:
        p_low, p_high = summary.policy_interval
        rate = summary.policy_wins / len(summary.results) if summary.results else 0.0
        table.add_row(
            f"games {policy}'s seat won (95% interval)",
            f"{summary.policy_wins}: {rate:.1%} ({p_low:.1%}-{p_high:.1%})",
        )
    for seat, wins in sorted(summary.wins_by_seat.items()):
        table.add_row(f"games seat {seat} won", str(wins))
    s_low, s_high = summary.score_interval
    table.add_row(
        "average score (95% interval)",
        f"{summary.mean_score:.2f} ({s_low:.2f}-{s_high:.2f})",
    )
    table.add_row("average turns", f"{summary.mean_turns:.1f}")
    for ending, count in summary.endings.most_common():
        table.add_row(f"ended {ending}", str(count))
    console.print(table)


if __name__ == "__main__":
    main()
