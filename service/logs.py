"""JSON logs, one object per line, for the API and the hint workers (``structlog``).

Our own events (``request``, ``hint.*``) are structlog events; what libraries log through the
standard ``logging`` module (rq, Litestar, uvicorn when it does not configure itself) is
rendered the same way, so a log collector reads one format. What may be logged is listed in
docs/operations.md: never a state, a seat token or a secret.
"""

from __future__ import annotations

import logging
import sys
from typing import TextIO

import structlog

#: added to every line: its level and an ISO 8601 UTC time
COMMON: list[structlog.typing.Processor] = [
    structlog.contextvars.merge_contextvars,
    structlog.processors.add_log_level,
    structlog.processors.TimeStamper(fmt="iso", utc=True),
    structlog.processors.format_exc_info,
]


UVICORN_LOGGERS = ("uvicorn", "uvicorn.error", "uvicorn.access")


def configure_logging(stream: TextIO | None = None, level: int = logging.INFO) -> None:
    """Send this process's logs to ``stream`` (standard error by default) as JSON lines."""
    stream = stream or sys.stderr
    structlog.configure(
        processors=[*COMMON, structlog.processors.JSONRenderer()],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        logger_factory=structlog.WriteLoggerFactory(stream),
        cache_logger_on_first_use=True,
    )
    handler = logging.StreamHandler(stream)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            # ``extra=`` fields of a record (``request_id``) become fields of the line
            foreign_pre_chain=[
                structlog.stdlib.add_logger_name,
                structlog.stdlib.ExtraAdder(),
                *COMMON,
            ],
            processors=[
                structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                structlog.processors.JSONRenderer(),
            ],
        )
    )
    root = logging.getLogger()
    root.handlers = [handler]
    root.setLevel(level)
    # uvicorn run from its command line gives its loggers plain-text handlers of their own
    # before it imports the app: send their lines here too (their levels stay uvicorn's)
    for name in UVICORN_LOGGERS:
        logging.getLogger(name).handlers = []
        logging.getLogger(name).propagate = True
