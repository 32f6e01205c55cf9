"""``GET /v1/games`` and ``GET /v1/games/{game}``: what games there are and their content."""

from dataclasses import asdict
from typing import Any

from litestar import Controller, get
from litestar.params import FromPath

from games.core.game import Game
from games.core.registry import all_games, get_game
from service.models import GameDetail, GameSummary, GameTypeInfo, HintKindInfo, Players, Ruling
from service.openapi_docs import ok_example, problem_responses
from service.problems import not_found
from solvers.hints import kinds_for


def summary(game: Game) -> GameSummary:
    return GameSummary(
        id=game.id,
        title=game.title,
        players=Players(min=game.min_players, max=game.max_players),
        variants=list(game.variants),
        default_variant=game.default_variant,
        modes=list(game.modes),
        game_type=GameTypeInfo(**asdict(game.game_type)),
        hint_kinds=[
            HintKindInfo(
                name=k.name,
                description=k.description,
                default_budget_ms=k.default_budget_ms,
                max_budget_ms=k.max_budget_ms,
            )
            for k in kinds_for(game.id).values()
        ],
    )


#: the content key of a game that plays content packs: the JSON Schema of a pack, served by
#: ``GET /v1/games/{game}/pack-schema`` and left out of the game's content (it is a schema, not
#: data the rules use, and as big as the rest together)
PACK_SCHEMA = "pack_schema"


def detail(game: Game) -> GameDetail:
    rulings = [Ruling(id=r["id"], text=r["text"]) for r in game.rulings()]
    content = {key: value for key, value in game.content().items() if key != PACK_SCHEMA}
    return GameDetail(**dict(summary(game)), content=content, rulings=rulings)


def pack_schema(game: Game) -> dict[str, Any]:
    schema = game.content().get(PACK_SCHEMA)
    if schema is None:
        raise not_found(f"{game.title} plays no content packs: it has no pack schema")
    return schema


def known_game(game_id: str) -> Game:
    game = get_game(game_id)
    if game is None:
        raise not_found(f"unknown game {game_id!r}", known=sorted(all_games()))
    return game


def _detail_example() -> dict[str, Any]:
    """The smallest game's detail, with three of its rulings: an example, not a reference."""
    smallest = min(all_games().values(), key=lambda g: len(repr(detail(g))))
    example = detail(smallest).model_dump(mode="json")
    return {**example, "rulings": example["rulings"][:3]}


def _pack_schema_example() -> dict[str, Any]:
    """The head of a pack schema: its real ``$defs`` would be the biggest part of the document."""
    for game in all_games().values():
        schema = game.content().get(PACK_SCHEMA)
        if schema is not None:
            head = {k: v for k, v in schema.items() if k in ("title", "type", "description")}
            return {**head, "properties": {}, "$defs": {}}
    return {"type": "object"}


class CatalogueController(Controller):
    path = "/v1/games"
    tags = ["games"]

    @get(
        "/",
        operation_id="list_games",
        summary="The games served",
        responses=ok_example(
            list[GameSummary],
            "The games served",
            [summary(g).model_dump(mode="json") for g in all_games().values()],
        ),
    )
    async def list_games(self) -> list[GameSummary]:
        return [summary(game) for game in all_games().values()]

    @get(
        "/{game:str}",
        operation_id="get_game",
        summary="A game's summary, content (cards, tiles, decks...) and rulings",
        responses={
            **ok_example(GameDetail, "A game with its content and rulings", _detail_example()),
            **problem_responses(400, 404),
        },
    )
    async def get_game(self, game: FromPath[str]) -> GameDetail:
        return detail(known_game(game))

    @get(
        "/{game:str}/pack-schema",
        operation_id="get_pack_schema",
        summary="The JSON Schema of a content pack (options.content), for games that play packs",
        responses={
            **ok_example(
                dict[str, Any], "A JSON Schema (2020-12) of a pack", _pack_schema_example()
            ),
            **problem_responses(400, 404),
        },
    )
    async def get_pack_schema(self, game: FromPath[str]) -> dict[str, Any]:
        return pack_schema(known_game(game))
