"""A whole three-seat New Troll Party game over HTTP where each seat only uses its own view.

The table host keeps the full state; each seat's device only ever sees ``view`` for its seat
and its own ``legal-moves``, and picks from those.
"""

from __future__ import annotations

import json
import random

import pytest

GAME = "/v1/games/troll-party"


@pytest.mark.parametrize("players", [2, 3])
def test_each_seat_plays_from_its_own_view(client, players):
    rng = random.Random(players)
    step = client.post(f"{GAME}/states", json={"players": players, "seed": 5}).json()
    state, moves_made = step["state"], 0
    while state["status"] == "ongoing":
        seat = rng.choice(state["to_act"])
        view = client.post(f"{GAME}/view", json={"state": state, "seat": seat}).json()["view"]
        others = [s for s in range(players) if s != seat]
        if state["stage"] == "place":
            # once a seat has placed, its hand would tell its secret placement (P3, view)
            for other in others:
                if other not in state["to_act"]:
                    assert set(view["hands"][other]) <= {"hidden"}, (seat, other, view)
        assert "signature" not in json.dumps(view)
        legal = client.post(f"{GAME}/legal-moves", json={"state": state, "seat": seat}).json()
        assert legal["moves"] and {m["seat"] for m in legal["moves"]} == {seat}
        move = rng.choice(legal["moves"])["move"]
        applied = client.post(f"{GAME}/apply", json={"state": state, "move": move})
        assert applied.status_code == 200, applied.text
        state, moves_made = applied.json()["state"], moves_made + 1
        assert moves_made < 500
    score = client.post(f"{GAME}/score", json={"state": state}).json()
    assert score["status"] == "finished"
    assert set(score["winners"]) <= set(range(players))
    svg = client.post(f"{GAME}/render", json={"state": state, "seat": 0})
    assert svg.status_code == 200 and svg.text.startswith("<svg")
