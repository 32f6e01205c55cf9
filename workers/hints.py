"""Hint jobs on rq: enqueue with de-duplication, look up, cancel.

Identical requests (same game, kind, state, seat and budget) get the same job id, so they share
one job and, once it is done, its cached result. Jobs are JSON-serialised (never pickle: a
state comes from a client), keep results for ``RESULT_TTL`` and failures for ``FAILURE_TTL``.

No hint is silently lost: ``HintQueues.reap``, run every ``REAP_INTERVAL_S`` by the API, fails
a hint whose worker was killed and one that no worker started within the wait limit, each with
a problem saying so, and the client may ask again.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import redis
import structlog
from rq import Queue, Worker
from rq.command import send_stop_job_command
from rq.exceptions import DuplicateJobError, InvalidJobOperation, NoSuchJobError
from rq.job import Job, JobStatus
from rq.job_lifecycle import record_job_failure
from rq.registry import StartedJobRegistry
from rq.serializers import JSONSerializer

from games.core.problems import problem
from workers.finished_hints import FinishedHints

INTERACTIVE, BATCH = "interactive", "batch"
QUEUES = (INTERACTIVE, BATCH)
WAIT_S = 120
#: how long after an API process starts it queues hints while no worker heartbeats yet: the
#: workers started with the service are still loading (a few seconds)
START_UP_S = 60
#: rq's own expiry of a queued job, a backstop for when no API runs ``reap``
QUEUED_TTL_MARGIN_S = 60
RESULT_TTL = 3600
FAILURE_TTL = 24 * 3600
TIMEOUT_MARGIN_S = 30
HEARTBEAT_S = 2
SILENCE_S = 5 * HEARTBEAT_S
#: an idle worker's heartbeat interval (rq's own is 405 s), and how recent a heartbeat must be
#: for readiness to count its worker as running (issue 28, L2)
IDLE_HEARTBEAT_S = 3
LIVE_S = 3 * IDLE_HEARTBEAT_S + 1
REAP_INTERVAL_S = HEARTBEAT_S
REAPER_LOCK = "gamekeeper:hints:reaper"
JOB_FUNCTION = "workers.jobs.solve_hint"

#: rq's statuses as API.md's hint statuses
STATUS = {
    JobStatus.CREATED: "queued",
    JobStatus.QUEUED: "queued",
    JobStatus.DEFERRED: "queued",
    JobStatus.SCHEDULED: "queued",
    JobStatus.RATE_LIMITED: "queued",
    JobStatus.STARTED: "started",
    JobStatus.FINISHED: "finished",
    JobStatus.FAILED: "failed",
    JobStatus.STOPPED: "canceled",
    JobStatus.CANCELED: "canceled",
}


log = structlog.get_logger("gamekeeper.hints")

HINT_FAILED = problem("hint-failed", "solving this hint failed unexpectedly; ask again")
WORKER_STOPPED = problem("hint-failed", "the worker solving this hint stopped (killed?); ask again")


class QueueFull(Exception):
    """The hint queue holds as many jobs as it may; the client should retry later."""


class NoWorkers(Exception):
    """No worker heartbeats, and the API is past its start-up: a hint queued now would wait
    for nobody (issue 28, M3)."""


#: how long an API process trusts its last count of live workers
WORKERS_SEEN_S = 1.0


@dataclass(frozen=True, slots=True)
class HintJob:
    game: str
    kind: str
    state: dict[str, Any]
    seat: int | None
    budget_ms: int

    def job_id(self, key: bytes) -> str:
        """Equal requests, equal ids: the signature is left out (it follows from the state).

        Keyed (HMAC with a key of the server's): the state holds the hidden parts, and a plain
        digest would let whoever sees the id (the asker, the logs) test guesses of them.
        """
        state = {k: v for k, v in self.state.items() if k != "signature"}
        request = [self.game, self.kind, state, self.seat, self.budget_ms]
        message = json.dumps(request, sort_keys=True).encode()
        return f"hint-{hmac.new(key, message, hashlib.sha256).hexdigest()[:40]}"


@dataclass(frozen=True, slots=True)
class HintStatus:
    id: str
    game: str
    kind: str
    status: str
    result: dict[str, Any] | None
    error: dict[str, Any] | None
    #: the id of the HTTP request that enqueued the job (shared by identical requests)
    request_id: str | None


def connect(url: str) -> redis.Redis:
    """A client that fails fast when Redis is away, so the API can answer 503 quickly."""
    return redis.Redis.from_url(url, socket_connect_timeout=1, socket_timeout=5)


class HintQueues:
    """The two hint queues on one Redis: short budgets go to ``interactive``."""

    def __init__(
        self,
        connection: redis.Redis,
        id_key: bytes,
        interactive_budget_ms: int,
        limit: int,
        wait_s: int = WAIT_S,
        start_up_s: int = START_UP_S,
    ) -> None:
        self.connection = connection
        self.id_key = id_key
        self.interactive_budget_ms = interactive_budget_ms
        self.limit = limit
        self.wait_s = wait_s
        self.queues = {
            name: Queue(name, connection=connection, serializer=JSONSerializer) for name in QUEUES
        }
        self.finished: FinishedHints[HintStatus] = FinishedHints()
        self._workers_seen: tuple[float, int] = (-WORKERS_SEEN_S, 0)
        #: until then, hints are queued even while no worker heartbeats (the workers started
        #: with the service are loading); a queued hint waits ``wait_s`` at most before it fails
        #: with a problem saying so
        self.start_up_ends = time.monotonic() + start_up_s

    def submit(self, request: HintJob, request_id: str | None = None) -> HintStatus:
        """The status of the request's hint: its existing job, or a new one, which carries
        ``request_id`` (the HTTP request's) into the worker's logs."""
        job_id = request.job_id(self.id_key)
        known = self.finished.get(job_id)
        if known is not None:
            return known
        for _ in range(3):  # a job may expire between the duplicate check and the fetch
            job = self._fetch(job_id)
            if job is not None:
                if STATUS[job.get_status(refresh=False)] not in ("failed", "canceled"):
                    return self._status(job)
                job.delete()  # a failed or canceled hint is tried again
            queue = self._queue_for(request)
            if time.monotonic() >= self.start_up_ends and self._workers_now() == 0:
                raise NoWorkers("no hint worker is running (they may be starting again)")
            if queue.count >= self.limit:
                raise QueueFull(f"the {queue.name} hint queue holds {queue.count} jobs")
            try:
                job = queue.enqueue_call(
                    JOB_FUNCTION,
                    args=(
                        request.game,
                        request.kind,
                        request.state,
                        request.seat,
                        request.budget_ms,
                    ),
                    job_id=job_id,
                    unique=True,
                    timeout=request.budget_ms // 1000 + TIMEOUT_MARGIN_S,
                    ttl=self.wait_s + QUEUED_TTL_MARGIN_S,
                    result_ttl=RESULT_TTL,
                    failure_ttl=FAILURE_TTL,
                    meta={"game": request.game, "kind": request.kind, "request_id": request_id},
                )
            except DuplicateJobError:
                continue
            log.info(
                "hint.enqueued",
                hint=job_id,
                game=request.game,
                kind=request.kind,
                queue=queue.name,
                budget_ms=request.budget_ms,
                request_id=request_id,
            )
            return self._status(job)
        raise RuntimeError(f"could not enqueue or fetch hint job {job_id}")

    def get(self, hint_id: str) -> HintStatus | None:
        known = self.finished.get(hint_id)
        if known is not None:
            return known
        job = self._fetch(hint_id)
        return None if job is None else self._status(job)

    def reap(self) -> int:
        """Fail the hints nobody will finish; how many. One API process reaps per interval.

        A started hint whose worker has been silent for ``SILENCE_S`` (workers heartbeat every
        ``HEARTBEAT_S`` while a job runs) was killed with its worker: rq alone would notice
        after more than a minute. A queued hint that waited ``wait_s`` has no worker to run it.
        """
        held_ms = REAP_INTERVAL_S * 900  # free again before the next round of any process
        if not self.connection.set(REAPER_LOCK, "1", nx=True, px=held_ms):
            return 0
        reaped = 0
        for name, queue in self.queues.items():
            started = StartedJobRegistry(name, connection=self.connection)
            for job_id in started.get_job_ids(cleanup=False):
                job = self._fetch(job_id)
                if job is not None and self._worker_went_silent(job):
                    self._fail(job, WORKER_STOPPED, started.remove_executions)
                    reaped += 1
            reaped += self._fail_unstarted(queue)
        return reaped

    def _worker_went_silent(self, job: Job) -> bool:
        """Whether the worker of a started job is gone, or started again since (it lost its
        connection and with it the job)."""
        if job.get_status(refresh=False) != JobStatus.STARTED:
            return False
        key = Worker.redis_worker_namespace_prefix + (job.worker_name or "")
        worker = Worker.find_by_key(key, connection=self.connection) if job.worker_name else None
        if worker is None or worker.last_heartbeat is None:
            return True
        born, started = worker.birth_date, job.started_at
        if born and started and born.replace(tzinfo=UTC) > started.replace(tzinfo=UTC):
            return True
        silence = datetime.now(UTC) - worker.last_heartbeat.replace(tzinfo=UTC)
        return silence.total_seconds() >= SILENCE_S

    def _workers_now(self) -> int:
        """:meth:`live_workers`, counted at most once every ``WORKERS_SEEN_S`` per process."""
        seen_at, count = self._workers_seen
        if time.monotonic() - seen_at >= WORKERS_SEEN_S or count == 0:
            count = self.live_workers()
            self._workers_seen = (time.monotonic(), count)
        return count

    def live_workers(self) -> int:
        """How many workers heartbeat now: rq keeps a killed worker's record for minutes."""
        now = datetime.now(UTC)
        return sum(
            1
            for worker in Worker.all(connection=self.connection)
            if worker.last_heartbeat is not None
            and (now - worker.last_heartbeat.replace(tzinfo=UTC)).total_seconds() <= LIVE_S
            and set(worker.queue_names()) & set(QUEUES)
        )

    def _fail_unstarted(self, queue: Queue) -> int:
        """Fail the queue's oldest jobs while they have waited ``wait_s``; how many."""
        reaped = 0
        for job_id in queue.get_job_ids():
            job = self._fetch(job_id)
            if job is None or job.enqueued_at is None:
                continue  # expired, or being enqueued right now
            waited = datetime.now(UTC) - job.enqueued_at.replace(tzinfo=UTC)
            if waited.total_seconds() < self.wait_s:
                break  # the queue is in order of arrival: the rest waited less
            unavailable = problem(
                "hints-unavailable",
                f"no worker started this hint within {self.wait_s} s; ask again",
            )
            self._fail(job, unavailable, queue.remove)
            reaped += 1
        return reaped

    def _fail(self, job: Job, failure: dict[str, Any], unlist: Callable) -> None:
        """Record ``job`` as failed with ``failure``, taken off ``unlist``'s queue or registry."""
        job.meta["problem"] = failure
        job.save_meta()
        log.warning(
            "hint.failed",
            hint=job.id,
            game=job.meta.get("game"),
            kind=job.meta.get("kind"),
            problem=failure["type"],
            detail=failure["detail"],
            request_id=job.meta.get("request_id"),
        )
        with self.connection.pipeline() as pipeline:
            unlist(job, pipeline=pipeline)
            record_job_failure(job, failure["detail"], pipeline)
            pipeline.execute()

    def cancel(self, hint_id: str) -> HintStatus | None:
        """Cancel a queued job, stop a running one; a finished one is left as it is."""
        job = self._fetch(hint_id)
        if job is None:
            return None
        status = job.get_status(refresh=False)
        if STATUS[status] == "queued":
            job.cancel()
        elif status == JobStatus.STARTED:
            with suppress(InvalidJobOperation):  # it may have finished in between
                send_stop_job_command(self.connection, hint_id, serializer=JSONSerializer)
        return self._status(job)

    def depth(self) -> dict[str, int]:
        return {name: queue.count for name, queue in self.queues.items()}

    def _queue_for(self, request: HintJob) -> Queue:
        name = INTERACTIVE if request.budget_ms <= self.interactive_budget_ms else BATCH
        return self.queues[name]

    def _fetch(self, job_id: str) -> Job | None:
        if not job_id.startswith("hint-"):
            return None
        try:
            return Job.fetch(job_id, connection=self.connection, serializer=JSONSerializer)
        except NoSuchJobError:
            return None

    def _status(self, job: Job) -> HintStatus:
        status = STATUS[job.get_status(refresh=False)]
        result = job.return_value() if status == "finished" else None
        error = None
        if status == "failed":
            error = job.meta.get("problem") or HINT_FAILED
        meta = job.meta
        found = HintStatus(
            job.id,
            meta.get("game", ""),
            meta.get("kind", ""),
            status,
            result,
            error,
            meta.get("request_id"),
        )
        if status == "finished" and result is not None:  # final: see workers.finished_hints
            self.finished.put(job.id, found)
        return found
