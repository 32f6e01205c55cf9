"""Running rq workers on the hint queues (``gamekeeper worker``)."""

from __future__ import annotations

import logging
import signal

from rq import Worker
from rq.serializers import JSONSerializer

from workers.hints import HEARTBEAT_S, QUEUES, connect
from workers.processes import set_parent_death_signal


class HintWorker(Worker):
    """An rq worker whose work horses die with it, even when it is killed with SIGKILL."""

    def setup_work_horse_signals(self) -> None:
        super().setup_work_horse_signals()
        set_parent_death_signal(signal.SIGKILL)


def run_worker(redis_url: str, name: str | None = None, burst: bool = False) -> None:
    """Work the interactive queue first, then batch, until SIGTERM (warm shutdown)."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s worker %(message)s")
    connection = connect(redis_url)
    worker = HintWorker(
        list(QUEUES),
        connection=connection,
        serializer=JSONSerializer,
        name=name,
        job_monitoring_interval=HEARTBEAT_S,
    )
    worker.work(burst=burst, with_scheduler=False, logging_level="WARNING")
