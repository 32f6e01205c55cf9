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


def detail(game: Game) -> GameDetail:
    rulings = [Ruling(id=r["id"], text=r["text"]) for r in game.rulings()]
    return GameDetail(**dict(summary(game)), content=game.content(), rulings=rulings)


def known_game(game_id: str) -> Game:
    game = get_game(game_id)
    if game is None:
        raise not_found(f"unknown game {game_id!r}", known=sorted(all_games()))
    return game


def _detail_example() -> dict[str, Any]:
    example = detail(next(iter(all_games().values()))).model_dump(mode="json")
    return {**example, "rulings": example["rulings"][:3]}


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
