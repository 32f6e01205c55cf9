"""The ``gamekeeper`` command: serve, worker, openapi, bench."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import click

DEFAULT_WORKERS = os.cpu_count() or 1


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
    from service.settings import Settings, data_dir
    from workers import processes
    from workers.embedded import EmbeddedRedis

    redis_url = os.environ.get("REDIS_URL")
    embedded = None
    children = []
    try:
        if redis_url is None:
            embedded = EmbeddedRedis(data_dir() / "redis").start()
            redis_url = embedded.url
            children = [
                processes.spawn(processes.worker_command(redis_url, f"embedded-{os.getpid()}-{n}"))
                for n in range(workers)
            ]
        app = create_app(Settings.from_env(redis_url))
        where = f"embedded Redis at {redis_url}, {workers} workers" if embedded else redis_url
        click.echo(f"gamekeeper listening on http://{host}:{port} ({where})", err=True)
        # uvicorn stops on SIGINT/SIGTERM, then raises the signal again for the handler it
        # found: absorb it, so that the workers stop (finishing their jobs) before Redis does
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, lambda *_: None)
        uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning")).run()
    finally:
        processes.stop(children)
        if embedded is not None:
            embedded.stop()
        click.echo("gamekeeper stopped", err=True)


@main.command()
@click.option("--redis-url", envvar="REDIS_URL", required=True, help="default: $REDIS_URL")
@click.option("--name", default=None, help="worker name (default: rq's)")
@click.option("--burst", is_flag=True, help="stop when the queues are empty")
def worker(redis_url: str, name: str | None, burst: bool) -> None:
    """Run one hint worker on the interactive and batch queues."""
    from workers.worker import run_worker

    run_worker(redis_url, name=name, burst=burst)


def openapi_document() -> dict:
    """The app's OpenAPI document, independent of any Redis or secret."""
    from service.app import create_app
    from service.settings import Settings

    app = create_app(Settings(secret=b"openapi", redis_url="redis://unused.invalid:6379"))
    return app.openapi_schema.to_schema()


def openapi_text() -> str:
    return json.dumps(openapi_document(), indent=2, sort_keys=True) + "\n"


@main.command()
@click.option("--output", default="openapi/openapi.json", show_default=True, type=click.Path())
def openapi(output: str) -> None:
    """Write the OpenAPI document generated from the app (commit it)."""
    Path(output).parent.mkdir(parents=True, exist_ok=True)
    Path(output).write_text(openapi_text())
    click.echo(f"wrote {output}", err=True)


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
def bench(
    games: int,
    url: str | None,
    requests: int,
    concurrency: int,
    solver_games: int,
    load_rate: float,
    seconds: float,
) -> None:
    """Random games per second of each engine; with --url, HTTP latency and throughput."""
    from service.bench import run_bench, run_load

    if load_rate:
        if not url:
            raise click.UsageError("--load needs --url (a running service)")
        run_load(url, load_rate, seconds, concurrency)
        return
    run_bench(
        games=games, url=url, requests=requests, concurrency=concurrency, solver_games=solver_games
    )


if __name__ == "__main__":
    main()
