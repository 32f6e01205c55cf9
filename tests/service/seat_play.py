"""Playing a sealed digital game over HTTP as one seat: its token, what it sees, the whole state."""

from __future__ import annotations

import httpx

from games.core.registry import get_game
from service.referee import Referee
from service.seat_tokens import HEADER
from tests.conftest import SECRET

#: the session API's referee: the tests share its secret, so they can open a sealed state
REFEREE = Referee(SECRET.encode())


def whole_state(game_id: str, readable: dict) -> dict:
    """The whole state, opened as the service opens it."""
    game = get_game(game_id)
    return game.to_wire(REFEREE.load(game, game.State.model_validate(readable)).state)


def as_seat(
    client: httpx.Client, game_id: str, state: dict, seat: int, token: str
) -> tuple[dict, dict, dict[str, str]]:
    """``seat``'s view and legal moves of ``state``, asked with its token (both must answer 200),
    and the header that token goes in, for the seat's next request."""
    mine = {HEADER: token}
    path = f"/v1/games/{game_id}"
    view = client.post(f"{path}/view", json={"state": state, "seat": seat}, headers=mine)
    legal = client.post(f"{path}/legal-moves", json={"state": state, "seat": seat}, headers=mine)
    assert view.status_code == legal.status_code == 200, (view.text, legal.text)
    return view.json(), legal.json(), mine
