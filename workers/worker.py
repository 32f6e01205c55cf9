"""Running rq workers on the hint queues (``gamekeeper worker``).

A worker outlives its Redis (issue 28, M3): rq's own loop retries a lost connection only while
it waits for a job, and quits on one anywhere else (a check, a heartbeat after a job, the
monitoring of a running job). :func:`run_worker` starts it again, with backoff, until it is
told to stop; and a worker whose registration Redis lost (a restart without persistence)
registers again at its next heartbeat, so readiness and the reaper see it.
"""

from __future__ import annotations

import gc
import signal
import time
from datetime import UTC, datetime

import redis
import structlog
from rq import Queue, Worker
from rq.exceptions import InvalidJobOperation
from rq.job import Job
from rq.serializers import JSONSerializer
from rq.utils import as_text, utcparse

from workers import hint_durations
from workers.hints import HEARTBEAT_S, IDLE_HEARTBEAT_S, LIVE_S, QUEUES, STATUS, connect
from workers.processes import set_parent_death_signal

log = structlog.get_logger("gamekeeper.hints")

#: the wait before the first new start after a lost connection, doubled each time up to the most
BACKOFF_S, MOST_BACKOFF_S = 0.5, 8.0


class HintWorker(Worker):
    """An rq worker whose work horses die with it, even when it is killed with SIGKILL, which
    logs each hint job and records how long it took, heartbeats every ``IDLE_HEARTBEAT_S``
    while idle (rq's default is every 405 s), and registers again when Redis forgot it."""

    stopping = False
    #: rq's own waits while it cannot reach Redis between jobs (its default grows to 60 s)
    max_connection_wait_time = 8.0

    def setup_work_horse_signals(self) -> None:
        super().setup_work_horse_signals()
        set_parent_death_signal(signal.SIGKILL)

    def request_stop(self, signum, frame) -> None:
        self.stopping = True  # a stop asked for, not a lost connection: do not start again
        super().request_stop(signum, frame)

    def heartbeat(self, timeout: int | None = None, pipeline=None) -> None:
        super().heartbeat(timeout, pipeline)
        if pipeline is None and not self.connection.hexists(self.key, "birth"):
            log.warning("hint.worker.registered_again", worker=self.name)
            self.connection.delete(self.key)  # the heartbeat alone: Redis lost the rest
            self.register_birth()

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


def _forget_stale_record(worker: HintWorker, known_stale: bool) -> None:
    """Delete a record of this worker's name left by an earlier start (this process's, or a
    killed process's that ``serve`` replaces under the same name): rq refuses to register a name
    whose record has no death, for minutes. A record that heartbeats still is another live
    worker's, and stays (rq then refuses the name, as it should)."""
    if known_stale:
        worker.connection.delete(worker.key)
        return
    beat = worker.connection.hget(worker.key, "last_heartbeat")
    if beat is not None and not worker.connection.hexists(worker.key, "death"):
        last = utcparse(as_text(beat)).replace(tzinfo=UTC)
        if (datetime.now(UTC) - last).total_seconds() > LIVE_S:
            worker.connection.delete(worker.key)


def run_worker(redis_url: str, name: str | None = None, burst: bool = False) -> None:
    """Work the interactive queue first, then batch, until SIGTERM (warm shutdown); when rq's
    loop quits on a lost connection, start it again (backoff: ``BACKOFF_S`` doubling up to
    ``MOST_BACKOFF_S``) once Redis answers."""
    preload()
    wait, started = BACKOFF_S, False
    worker: HintWorker | None = None  # the last one made: rq's signal handlers are its own
    while True:
        began = time.monotonic()
        try:  # making a worker asks Redis already (its client's address)
            worker = HintWorker(
                list(QUEUES),
                connection=connect(redis_url),
                serializer=JSONSerializer,
                name=name,
                job_monitoring_interval=HEARTBEAT_S,
                worker_ttl=IDLE_HEARTBEAT_S + 15,  # rq waits for a job worker_ttl - 15 s at once
            )
            if name is not None:
                _forget_stale_record(worker, known_stale=started)
            started = True
            worker.work(burst=burst, with_scheduler=False, logging_level="WARNING")
        except (redis.RedisError, OSError) as error:  # from rq's set-up or teardown
            log.warning("hint.worker.lost_redis", worker=name, error=str(error))
        if burst or (worker is not None and worker.stopping):
            return
        if time.monotonic() - began > 30 * MOST_BACKOFF_S:  # it had worked a while: start afresh
            wait = BACKOFF_S
        log.warning("hint.worker.starting_again", worker=name, in_s=wait)
        time.sleep(wait)
        if worker is not None and worker.stopping:  # asked to stop while it waited
            return
        wait = min(wait * 2, MOST_BACKOFF_S)
