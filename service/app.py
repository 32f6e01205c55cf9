"""The Litestar application: routes of every registered game, hints, health, metrics, /play."""

from __future__ import annotations

import gc

from litestar import Litestar
from litestar.config.cors import CORSConfig
from litestar.datastructures import State
from litestar.openapi import OpenAPIConfig
from litestar.openapi.spec import License
from litestar.plugins.pydantic import PydanticSchemaPlugin

from games.core.registry import all_games
from service import metrics
from service.matches.models import match_request
from service.matches.play import Matches
from service.matches.store import MatchStore
from service.media_type import json_bodies_only
from service.models import HINT_RESULTS, event_union_names, models_for, move_union_names
from service.openapi_clients import for_clients
from service.openapi_docs import declare_request_id, tag_unions
from service.openapi_lean import lean
from service.openapi_strict import as_strict_as_the_server
from service.problems import handle_exception
from service.rate_limit import HintRateLimit, RateCounter
from service.referee import Referee
from service.request_log import HEADER as REQUEST_ID_HEADER
from service.request_log import RequestLog
from service.routes.catalogue import CatalogueController
from service.routes.health import HealthController
from service.routes.hints import HintController, hint_router
from service.routes.matches import document_match_request, match_router
from service.routes.play import UNKNOWN_ENDPOINT_ROUTE, game_router
from service.routes.playground import playground_router
from service.settings import Settings
from service.strict import StrictPydanticPlugin
from service.upkeep import hint_upkeep
from solvers.hints import kinds_for
from workers.hints import HintQueues, connect

VERSION = "0.1.0"
#: the document's ``info.description``: where to read on (links relative to the service)
DESCRIPTION = (
    "Rules engine and hint service for tabletop games, served as a stateless REST API: send a"
    " state and a move, get the next state, what happened, the legal moves and the score; ask"
    " for hints, solved by background workers.\n\n"
    "The guide is `docs/api.md` in the gamekeeper project (modes, sealed states and seat"
    " tokens, hints, problems, limits, generating a client); the README says how to run it."
    " This service also serves [the interactive reference](/schema) and"
    " [a playground](/play) that plays every game through this API."
)


def freeze_startup_heap() -> None:
    """Put everything alive once the app has started (modules, content, schemas, the routes:
    ~150,000 objects) out of the garbage collector's reach. They live as long as the process, yet
    every full collection walked them all: a pause of ~30-100 ms for whichever request set it off
    (issue 13's p99). The Python docs advise the same (``gc.freeze``)."""
    gc.collect()
    gc.freeze()


def create_app(settings: Settings) -> Litestar:
    referee = Referee(settings.secret)
    queues = HintQueues(
        connect(settings.redis_url),
        referee.keys.hint_ids,
        settings.interactive_budget_ms,
        settings.hint_queue_limit,
        settings.hint_wait_s,
        settings.hint_start_up_s,
    )
    metrics.hint_jobs.queues = queues
    rate_counter = RateCounter(settings.redis_url)
    hint_rate = HintRateLimit(rate_counter, settings.hint_rate_per_minute, settings.trusted_proxies)
    match_store = MatchStore(settings.redis_url, settings.match_idle_s, settings.matches_per_client)
    games = list(all_games().values())
    app = Litestar(
        route_handlers=[
            CatalogueController,
            *(game_router(game) for game in games),
            *(hint_router(game, hint_rate.middleware) for game in games if kinds_for(game.id)),
            UNKNOWN_ENDPOINT_ROUTE,
            HintController,
            match_router(settings.trusted_proxies, hint_rate.middleware),
            HealthController,
            metrics.MetricsController,
            playground_router(),
        ],
        state=State(
            {"referee": referee, "hint_queues": queues, "matches": Matches(referee, match_store)}
        ),
        # wire names are the aliases where a model has them (Troll Party's tables "0", "1", "2")
        plugins=[StrictPydanticPlugin(), PydanticSchemaPlugin(prefer_alias=True)],
        middleware=[metrics.prometheus.middleware],
        lifespan=[hint_upkeep],
        exception_handlers={Exception: handle_exception},
        guards=[json_bodies_only],
        request_max_body_size=settings.max_body_bytes,
        logging_config=None,  # the process's logging is service.logs's JSON lines
        on_startup=[freeze_startup_heap],
        on_shutdown=[rate_counter.close, match_store.close],
        cors_config=CORSConfig(
            allow_origins=["*"],
            expose_headers=[
                "Location",
                "ETag",
                "Retry-After",
                "Preference-Applied",
                REQUEST_ID_HEADER,
            ],
        ),
        openapi_config=OpenAPIConfig(
            title="gamekeeper",
            version=VERSION,
            description=DESCRIPTION,
            license=License(name="MIT", identifier="MIT"),
            path="/schema",
            security=[],  # no authentication: said, so linters and generators need not guess
        ),
    )
    # outermost, so that every answer, even one made outside a route, has its id and its log
    app.asgi_handler = RequestLog(app.asgi_handler)
    tag_unions(app.openapi_schema)
    document_match_request(app.openapi_schema)
    for_clients(app.openapi_schema)
    declare_request_id(app.openapi_schema)
    as_strict_as_the_server(
        app.openapi_schema,
        [
            getattr(models_for(g), name)
            for g in games
            for name in models_for(g).signature_namespace()
        ]
        + [match_request(g) for g in games],
    )
    moves = dict(move_union_names(game) for game in games)
    events = dict(event_union_names(game) for game in games)
    results = {"HintResult": frozenset(model.__name__ for model in HINT_RESULTS)}
    lean(
        app.openapi_schema,
        [name.removesuffix("Move") for name in moves],
        moves | events | results,
    )
    return app
