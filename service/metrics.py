"""Prometheus metrics: Litestar's request counters and latency histograms, plus hint jobs.

Requests: ``gamekeeper_request_duration_seconds`` is a latency histogram per route (the path
template, e.g. ``/v1/games/thrag/apply``), method and status. Hint jobs by status, queue depth
and ``gamekeeper_hint_duration_seconds`` (per game, kind and outcome, recorded by the workers)
are read from Redis at scrape time, so every API replica reports the same shared truth; when
Redis is away, ``gamekeeper_redis_up`` is 0.
"""

from __future__ import annotations

from litestar.plugins.prometheus import PrometheusConfig, PrometheusController
from prometheus_client import REGISTRY
from prometheus_client.core import GaugeMetricFamily, HistogramMetricFamily
from rq.registry import (
    CanceledJobRegistry,
    FailedJobRegistry,
    FinishedJobRegistry,
    StartedJobRegistry,
)

from workers import hint_durations
from workers.hints import HintQueues

LATENCY_BUCKETS: list[str | float] = [
    0.001,
    0.0025,
    0.005,
    0.01,
    0.025,
    0.05,
    0.1,
    0.25,
    0.5,
    1,
    2.5,
    5,
]

prometheus = PrometheusConfig(
    app_name="gamekeeper",
    prefix="gamekeeper",
    group_path=True,
    buckets=LATENCY_BUCKETS,
    exclude=["/metrics", "/schema", "^/play"],  # the playground's page and assets are not API
)


class MetricsController(PrometheusController):
    path = "/metrics"
    include_in_schema = False


class HintJobsCollector:
    """Reads queue depth, jobs per status and job durations from the hint Redis at each scrape."""

    def __init__(self) -> None:
        self.queues: HintQueues | None = None

    def collect(self):
        up = GaugeMetricFamily("gamekeeper_redis_up", "1 when the hint Redis answers")
        depth = GaugeMetricFamily(
            "gamekeeper_hint_queue_depth", "Hint jobs waiting", labels=["queue"]
        )
        jobs = GaugeMetricFamily(
            "gamekeeper_hint_jobs", "Hint jobs by status", labels=["queue", "status"]
        )
        durations = HistogramMetricFamily(
            "gamekeeper_hint_duration_seconds",
            "Time a worker spent on a hint job",
            labels=["game", "kind", "outcome"],
        )
        if self.queues is not None:
            try:
                for name, queue in self.queues.queues.items():
                    depth.add_metric([name], queue.count)
                    jobs.add_metric([name, "queued"], queue.count)
                    for status, registry in (
                        ("started", StartedJobRegistry),
                        ("finished", FinishedJobRegistry),
                        ("failed", FailedJobRegistry),
                        ("canceled", CanceledJobRegistry),
                    ):
                        jobs.add_metric([name, status], registry(queue=queue).count)
                for found in hint_durations.read(self.queues.connection):
                    durations.add_metric(
                        [found.game, found.kind, found.outcome],
                        buckets=found.buckets,
                        sum_value=found.total_seconds,
                    )
                up.add_metric([], 1)
            except Exception:
                up.add_metric([], 0)
        yield up
        yield depth
        yield jobs
        yield durations


#: one collector per process (Prometheus refuses duplicates); each new app points it at its queues
hint_jobs = HintJobsCollector()
REGISTRY.register(hint_jobs)
