"""OpenAPI extras: examples for every endpoint, documented problems, tagged move unions.

Examples come from a real seeded table-mode game of each game (table mode: no signature, so
the committed document does not depend on a server's secret).
"""

from __future__ import annotations

import base64
import random
from dataclasses import dataclass
from functools import cache
from typing import Any

from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.spec import (
    Discriminator,
    Example,
    OpenAPI,
    OpenAPIHeader,
    OpenAPIMediaType,
    OpenAPIResponse,
    OpenAPIType,
    Operation,
    Parameter,
    PathItem,
    Reference,
    RequestBody,
    Schema,
)

from games.core.chance import random_picker, resolve_chance
from games.core.game import Game, Setup
from games.core.problems import PROBLEM_TYPES, problem
from service.models import Hint, Problem, models_for
from service.problems import PROBLEM_JSON
from service.referee import Referee
from service.request_log import HEADER as REQUEST_ID_HEADER
from service.request_log import SANE as SANE_REQUEST_ID
from service.sealing import SALT_BYTES
from service.seat_tokens import seat_token
from solvers.hints import kinds_for

EXAMPLE_SEED = 7
#: the secret and the salt of the digital examples (no server's: its states hold only there)
EXAMPLE_SECRET = b"gamekeeper openapi example"
EXAMPLE_SALT = base64.urlsafe_b64encode(bytes(range(SALT_BYTES))).rstrip(b"=").decode()


@dataclass
class VerbatimExample(Example):
    """An example whose value is written as given: Litestar's spec objects leave out every
    ``None``, which would drop a state's ``null`` fields and make the example a bad request."""

    def to_schema(self) -> dict[str, Any]:
        schema = super().to_schema()
        if self.value is not None:
            schema["value"] = self.value
        return schema


#: problems every rules endpoint may answer, by status: (type, an example's detail)
PROBLEMS = {
    400: [
        (
            "validation",
            "the request body does not match the schema:"
            " state.turn: Input should be a valid integer",
        )
    ],
    403: [
        (
            "forbidden-seat",
            "the Gamekeeper-Seat-Token header is not seat 1's token for this game (a token opens"
            " only the seat and the game it was made for)",
        )
    ],
    404: [("not-found", "unknown game 'chess'")],
    409: [("game-over", "the game is over (defeat): no more moves")],
    412: [
        (
            "precondition-failed",
            'the state sent is "3f2a...", not "9c1d...": it changed since that state was given'
            " out (another move was made from it?)",
        )
    ],
    413: [("payload-too-large", "Request Entity Too Large")],
    415: [
        (
            "unsupported-media-type",
            "the request body must be JSON (Content-Type: application/json), not"
            " 'application/x-www-form-urlencoded'",
        )
    ],
    422: [
        (
            "illegal-move",
            "H6: against the green beast Thrag flips a green coin"
            " while any remain; red is not allowed",
        ),
        (
            "invalid-state",
            "H1: the red beasts (draw pile, discard, slain,"
            " drawn) must be ace-5 once each, found [1, 1, 2, 3, 4, 5]",
        ),
        ("tampered-state", "the signature does not match the state"),
        ("wrong-game", "this is a state of 'troll-party', sent to 'thrag'"),
    ],
}


#: the endpoints that read the seat token header (and may answer 403 forbidden-seat)
SEAT_TOKEN_ENDPOINTS = ("legal_moves", "apply", "view", "render", "create_hint")

#: what hint creation may answer beside
HINT_PROBLEMS = {
    429: [("rate-limited", "Too many requests: try again in 42 s")],
    503: [
        (
            "hints-unavailable",
            "the hint queue (Redis) cannot be reached: ConnectionError",
        )
    ],
}


@dataclass(frozen=True)
class GameExamples:
    """Example bodies of one game's endpoints, taken from a seeded game."""

    game: Game
    state: dict[str, Any]
    move: dict[str, Any]
    hint_kind: str | None
    #: the answer to a digital-mode ``POST /states``: a sealed, signed state and seat tokens
    digital_step: dict[str, Any]

    def request(self, endpoint: str) -> dict[str, Any]:
        setup: dict[str, Any] = {
            "players": self.game.min_players,
            "variant": self.game.default_variant,
            "mode": "table",
            "seed": EXAMPLE_SEED,
        }
        return {
            "new_game": setup,
            "legal_moves": {"state": self.state, "seat": 0},
            "apply": {"state": self.state, "move": self.move},
            "replay": {"setup": setup, "moves": []},
            "score": {"state": self.state},
            "view": {"state": self.state, "seat": 0},
            "render": {"state": self.state},
            "create_hint": {"state": self.state, "kind": self.hint_kind, "budget_ms": 1000}
            | self.hint_seat(),
        }[endpoint]

    def hint_seat(self) -> dict[str, int]:
        """A hint under hidden information is one seat's (its information set): name seat 0."""
        return {"seat": 0} if self.game.game_type.information == "imperfect" else {}

    def operation(self, endpoint: str) -> type[Operation]:
        """An Operation class adding the request example and the problem responses."""
        problems = {
            status: listed
            for status, listed in PROBLEMS.items()
            if (status != 412 or endpoint == "apply")
            and (status != 403 or endpoint in SEAT_TOKEN_ENDPOINTS)
        }
        if endpoint == "create_hint":
            problems.update(HINT_PROBLEMS)
        examples: dict[str, Example | Reference] = {
            "seeded": VerbatimExample(
                summary=f"{self.game.title}: a position of a seeded game (table mode)",
                value=self.request(endpoint),
            )
        }
        answers: dict[str, Example | Reference] = {}
        if endpoint == "new_game":
            examples["digital"] = VerbatimExample(
                summary="digital mode, the seed drawn by the service: the answer carries a"
                " sealed, signed state and one token per seat",
                value={"players": self.game.min_players, "mode": "digital"},
            )
            answers["digital"] = VerbatimExample(
                summary="digital mode: send the state back exactly as received; hand each seat"
                " its token (Gamekeeper-Seat-Token header). Made on a server whose secret is not"
                " yours: its signature and tokens hold only there",
                value=self.digital_step,
            )

        @dataclass
        class Documented(Operation):
            def __post_init__(self) -> None:
                if isinstance(self.request_body, RequestBody):
                    for media in self.request_body.content.values():
                        media.examples = dict(examples)
                responses = self.responses or {}
                created = responses.get("201")
                if answers and isinstance(created, OpenAPIResponse):
                    for media in (created.content or {}).values():
                        media.examples = dict(answers)
                responses.pop("400", None)  # Litestar's generic one; ours follows
                for status, listed in problems.items():
                    responses[str(status)] = _problem_response(listed)
                self.responses = responses

        return Documented

    def hint_responses(self) -> dict[int, ResponseSpec]:
        return {
            200: ResponseSpec(
                Hint, description="An identical request is already solved", generate_examples=False
            )
        }


def _title(kind: str) -> str:
    return PROBLEM_TYPES[kind].title


def _problem_response(problems: list[tuple[str, str]]) -> OpenAPIResponse:
    examples: dict[str, Example | Reference] = {
        kind: VerbatimExample(
            summary=_title(kind), value=problem(kind, detail, "/v1/games/thrag/apply")
        )
        for kind, detail in problems
    }
    return OpenAPIResponse(
        description=" or ".join(_title(kind) for kind, _ in problems),
        content={
            PROBLEM_JSON: OpenAPIMediaType(
                schema=Reference(ref="#/components/schemas/Problem"), examples=examples
            )
        },
    )


def digital_step(game: Game) -> dict[str, Any]:
    """A digital set-up Step as a server whose secret is :data:`EXAMPLE_SECRET` answers it,
    with a fixed salt (the service draws one per game): the same every time it is made."""
    referee = Referee(EXAMPLE_SECRET)
    setup = models_for(game).NewGame.model_validate(
        {"players": game.min_players, "seed": EXAMPLE_SEED}
    )
    state, events = referee.start(game, setup)
    step = referee.step(game, state, events, EXAMPLE_SALT).body
    step["seat_tokens"] = [
        seat_token(referee.keys.seats, game.id, game.seed(state), EXAMPLE_SALT, seat)
        for seat in range(game.min_players)
    ]
    return step


@cache
def examples_for(game: Game) -> GameExamples:
    rng = random.Random(EXAMPLE_SEED)
    setup = Setup(game.min_players, game.default_variant, "table", EXAMPLE_SEED, game.Options())
    state, _ = resolve_chance(game, game.new_game(setup), random_picker(rng))
    move = game.legal_moves(state)[0].move.model_dump(mode="json")
    kind = next(iter(kinds_for(game.id)), None)
    return GameExamples(game, game.to_wire(state), move, kind, digital_step(game))


#: the properties a union's members are told apart by: a move's or an event's, a hint result's
TAGS = ("type", "kind")


def tag_unions(schema: OpenAPI) -> None:
    """Give every ``oneOf`` of objects with a constant ``type`` (or ``kind``) its discriminator.

    Litestar renders pydantic's discriminated unions as a bare ``oneOf``; SDK generators need
    the discriminator to build tagged unions. A nullable one (a hint's ``result``) becomes a
    tagged union or null (``anyOf``), so the union can be named (:mod:`service.openapi_lean`).
    """
    schemas = schema.components.schemas or {}

    def constant_tags(ref: Any, tag: str) -> list[str]:
        """A member's values of ``tag``: its constant, or its enum (events of one shape)."""
        if not isinstance(ref, Reference):
            return []
        target = schemas.get(ref.ref.rsplit("/", 1)[-1])
        prop = (target.properties or {}).get(tag) if isinstance(target, Schema) else None
        if not isinstance(prop, Schema):
            return []
        return [prop.const] if isinstance(prop.const, str) else list(prop.enum or [])

    def discriminated(members: list[Any]) -> Schema | None:
        for tag in TAGS:
            tagged = [(constant_tags(ref, tag), ref) for ref in members]
            if all(tags for tags, _ in tagged):
                mapping = {value: ref.ref for tags, ref in tagged for value in tags}
                return Schema(
                    one_of=members, discriminator=Discriminator(property_name=tag, mapping=mapping)
                )
        return None

    def visit(node: Any) -> None:
        if isinstance(node, Schema):
            if node.one_of and node.discriminator is None:
                null = [m for m in node.one_of if isinstance(m, Schema) and m.type == "null"]
                members = [m for m in node.one_of if m not in null]
                union = discriminated(members) if len(members) > 1 else None
                if union is not None and null:  # anyOf: a validator tags no null (Redocly)
                    node.one_of, node.any_of = None, [union, *null]
                elif union is not None:
                    node.discriminator = union.discriminator
            for child in (
                *(node.one_of or ()),
                *(node.any_of or ()),
                *(node.all_of or ()),
                *(node.properties or {}).values(),
                node.items,
            ):
                visit(child)

    for component in schemas.values():
        visit(component)


def ok_example(model: Any, summary: str, value: Any, status: int = 200) -> dict[int, ResponseSpec]:
    """A ``responses=`` entry documenting a success answer with one example."""
    return {
        status: ResponseSpec(
            model,
            description=summary,
            generate_examples=False,
            examples=[VerbatimExample(summary=summary, value=value)],
        )
    }


HINT_EXAMPLE = {
    "id": "hint-5c1d9a0e7b3f4a2c8d6e1f0a9b8c7d6e5f4a3b2c",
    "game": "thrag",
    "status": "finished",
    "kind": "fight-plan",
    "result": {
        "kind": "fight-plan",
        "moves": [
            {"type": "fight", "seat": 0, "beast": "blue"},
            {"type": "flip_coin", "seat": 0, "color": "blue"},
        ],
        "value": {
            "amount": 0.41,
            "unit": "probability",
            "meaning": "estimated probability of winning the game",
        },
        "quality": {"kind": "estimate", "interval95": [0.35, 0.47], "samples": 0},
        "explanation": "Fight the blue beast and flip a blue coin: 83% to slay it.",
        "stats": {
            "solver": "expectimax",
            "nodes": 18234,
            "playouts": 0,
            "time_ms": 312.5,
            "depth_complete": True,
        },
    },
    "error": None,
    "request_id": "0f8e2b6c4d1a4e7f9b3c5d7e9f1a2b4c",
    "links": {"self": "/v1/hints/hint-5c1d9a0e7b3f4a2c8d6e1f0a9b8c7d6e5f4a3b2c"},
}
READY_EXAMPLE = {
    "status": "ready",
    "redis": "up",
    "workers": 2,
    "queues": {"interactive": 0, "batch": 0},
    "missing": [],
}


def problem_responses(*statuses: int) -> dict[int, ResponseSpec]:
    """``responses=`` entries documenting problem answers of routes outside the game routers."""
    known = {**PROBLEMS, **HINT_PROBLEMS}
    return {
        status: ResponseSpec(
            Problem,
            description=" or ".join(_title(kind) for kind, _ in known[status]),
            media_type=PROBLEM_JSON,
            generate_examples=False,
            examples=[
                VerbatimExample(summary=_title(kind), value=problem(kind, detail))
                for kind, detail in known[status]
            ],
        )
        for status in statuses
    }


def declare_request_id(schema: OpenAPI) -> None:
    """Document ``X-Request-ID`` on every operation: asked for, and in every answer.

    The request header accepts any string (an insane one is replaced, not refused); the answer's
    is always sane. See :mod:`service.request_log`.
    """
    components = schema.components
    components.parameters = {
        **(components.parameters or {}),
        REQUEST_ID_HEADER: Parameter(
            name=REQUEST_ID_HEADER,
            param_in="header",
            required=False,
            schema=Schema(type=OpenAPIType.STRING),
            description="Your id for this request, to find it in our logs and a hint's worker"
            f" logs; used when it matches {SANE_REQUEST_ID.pattern}, else a new one is made",
        ),
    }
    components.headers = {
        **(components.headers or {}),
        REQUEST_ID_HEADER: OpenAPIHeader(
            required=True,
            schema=Schema(type=OpenAPIType.STRING, pattern=f"^{SANE_REQUEST_ID.pattern}$"),
            description="The request's id: the X-Request-ID sent, or the one made for it",
        ),
    }
    parameter = Reference(ref=f"#/components/parameters/{REQUEST_ID_HEADER}")
    header = Reference(ref=f"#/components/headers/{REQUEST_ID_HEADER}")
    for item in (schema.paths or {}).values():
        for operation in _operations(item):
            operation.parameters = [*(operation.parameters or []), parameter]
            for response in (operation.responses or {}).values():
                if isinstance(response, OpenAPIResponse):
                    response.headers = {**(response.headers or {}), REQUEST_ID_HEADER: header}


def _operations(item: PathItem) -> list[Operation]:
    methods = (item.get, item.put, item.post, item.delete, item.options, item.head, item.patch)
    return [operation for operation in methods if operation is not None]
