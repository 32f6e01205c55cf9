"""Running rq workers on the hint queues (``gamekeeper worker``)."""

from __future__ import annotations

import gc
import signal
import time

import structlog
from rq import Queue, Worker
from rq.exceptions import InvalidJobOperation
from rq.job import Job
from rq.serializers import JSONSerializer

from workers import hint_durations
from workers.hints import HEARTBEAT_S, QUEUES, STATUS, connect
from workers.processes import set_parent_death_signal

log = structlog.get_logger("gamekeeper.hints")


class HintWorker(Worker):
    """An rq worker whose work horses die with it, even when it is killed with SIGKILL, and
    which logs each hint job and records how long it took."""

    def setup_work_horse_signals(self) -> None:
        super().setup_work_horse_signals()
        set_parent_death_signal(signal.SIGKILL)

    def execute_job(self, job: Job, queue: Queue) -> None:
        """Run ``job`` in a work horse; logged here, in the worker, to see every ending: an
        answer, an error, a timeout, a horse killed or a job stopped."""
        meta = job.meta
        game, kind = meta.get("game", ""), meta.get("kind", "")
        with structlog.contextvars.bound_contextvars(
            request_id=meta.get("request_id"), hint=job.id, game=game, kind=kind
        ):
            log.info("hint.started", queue=queue.name, worker=self.name)
            started = time.perf_counter()
            try:
                super().execute_job(job, queue)
            finally:
                seconds = time.perf_counter() - started
                outcome = _outcome(job)
                hint_durations.record(self.connection, game, kind, outcome, seconds)
                problem = (job.get_meta(refresh=True).get("problem") or {}).get("type")
                (log.info if outcome == "finished" else log.warning)(
                    f"hint.{outcome}", duration_ms=round(seconds * 1000, 3), problem=problem
                )


def _outcome(job: Job) -> str:
    """finished, failed or canceled; ``expired`` if the job is gone already."""
    try:
        return STATUS[job.get_status(refresh=True)]
    except InvalidJobOperation:
        return "expired"


def preload() -> None:
    """Load what every hint job needs (the job functions, every game with its content, the
    solvers, OR-Tools) once, in the worker itself. rq runs each job in a work horse forked from
    the worker, which otherwise imported all of it again before each hint could start: a
    Thrag hint with a 100 ms budget took 7.3 s under load. Then freeze it (``gc.freeze``), so
    that no horse's collection walks it or writes to the pages it shares with the worker."""
    from games.core.game import Setup
    from games.core.registry import all_games
    from workers import jobs  # noqa: F401  (imports the solvers of every hint kind)

    for game in all_games().values():
        for variant in game.variants:
            game.new_game(Setup(game.min_players, variant, "table", 0, game.Options()))
    gc.collect()
    gc.freeze()


def run_worker(redis_url: str, name: str | None = None, burst: bool = False) -> None:
    """Work the interactive queue first, then batch, until SIGTERM (warm shutdown)."""
    preload()
    worker = HintWorker(
        list(QUEUES),
        connection=connect(redis_url),
        serializer=JSONSerializer,
        name=name,
        job_monitoring_interval=HEARTBEAT_S,
    )
    worker.work(burst=burst, with_scheduler=False, logging_level="WARNING")
