"""Every endpoint of API.md and every problem type, against the real app over HTTP."""

from __future__ import annotations

import copy
import json

import httpx
import pytest

from service.seat_tokens import HEADER

PROBLEM = "application/problem+json"
BASE = "https://gamekeeper.dev/problems/"


def assert_problem(response: httpx.Response, status: int, problem: str) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body = response.json()
    assert body["type"] == BASE + problem
    assert body["status"] == status
    assert body["title"] and body["detail"]
    assert body["instance"] == response.request.url.path
    return body


def new_game(client: httpx.Client, **setup) -> dict:
    response = client.post("/v1/games/thrag/states", json=setup)
    assert response.status_code == 201, response.text
    return response.json()


def seat_token(step: dict) -> dict[str, str]:
    """The header of Thrag's only seat's token (digital mode; none in table mode)."""
    tokens = step.get("seat_tokens")
    return {HEADER: tokens[0]} if tokens else {}


def readable(state: dict) -> dict:
    """A state less its sealed part and signature, which hold the game's own salt."""
    return {k: v for k, v in state.items() if k not in ("sealed", "signature")}


def test_games_lists_thrag_with_its_hint_kind(client):
    games = client.get("/v1/games").json()
    thrag = next(g for g in games if g["id"] == "thrag")
    assert thrag["players"] == {"min": 1, "max": 1}
    assert thrag["modes"] == ["digital", "table"]
    assert [k["name"] for k in thrag["hint_kinds"]] == ["fight-plan"]
    kinds = {g["id"]: g["game_type"] for g in games}
    assert kinds["thrag"]["information"] == "imperfect"  # H13: coins face down
    assert kinds["trogdor"] == {
        "dynamics": "sequential",
        "chance": "explicit",
        "information": "perfect",
        "utility": "cooperative",
    }
    assert kinds["troll-party"]["dynamics"] == "simultaneous"  # P3


def test_game_detail_serves_content_and_rulings(client):
    detail = client.get("/v1/games/thrag").json()
    assert detail["content"]["beasts"]["red"] == [1, 2, 3, 4, 5]
    assert [r["id"] for r in detail["rulings"]] == [f"H{n}" for n in range(1, 18)]


def test_a_content_pack_schema_is_served_by_its_own_endpoint(client):
    detail = client.get("/v1/games/draggmar").json()
    assert "pack_schema" not in detail["content"] and "reference_pack" in detail["content"]
    schema = client.get("/v1/games/draggmar/pack-schema").json()
    assert schema["title"] == "Pack" and "heroes" in schema["properties"]
    assert "DrawCurse" in schema["$defs"]
    body = assert_problem(client.get("/v1/games/thrag/pack-schema"), 404, "not-found")
    assert "no content packs" in body["detail"]
    assert_problem(client.get("/v1/games/chess/pack-schema"), 404, "not-found")


def test_unknown_game_is_not_found(client):
    body = assert_problem(client.get("/v1/games/chess"), 404, "not-found")
    assert "thrag" in body["known"]
    assert_problem(client.post("/v1/games/chess/apply", json={}), 404, "not-found")


def test_digital_new_game_resolves_the_draws_and_signs(client):
    step = new_game(client, seed=11)
    state = step["state"]
    assert state["mode"] == "digital" and len(state["signature"]) == 64
    assert state["pending_chance"] is None and state["to_act"] == [0]
    assert [e["type"] for e in step["events"]].count("die_rolled") == 4
    assert all(m["seat"] == 0 and m["probability"] is None for m in step["legal_moves"])
    again = new_game(client, seed=11)
    assert readable(again["state"]) == readable(state), "same secret and seed, same game"
    assert again["events"] == step["events"] and again["legal_moves"] == step["legal_moves"]
    assert again["seat_tokens"] != step["seat_tokens"], "a game's tokens are its own (L4)"


def test_table_mode_offers_chance_outcomes_as_moves(client):
    step = new_game(client, mode="table", seed=1)
    assert step["state"]["to_act"] == [] and step["state"].get("signature") is None
    moves = step["legal_moves"]
    assert {m["move"]["type"] for m in moves} == {"draw_beast"}
    assert sum(m["probability"] for m in moves) == pytest.approx(1)
    assert all(m["seat"] is None for m in moves)


def test_legal_moves_apply_score_view_render(client):
    step = new_game(client, seed=5)
    state = step["state"]
    legal = client.post("/v1/games/thrag/legal-moves", json={"state": state}).json()
    assert legal["to_act"] == [0] and legal["moves"] == step["legal_moves"]
    fight = legal["moves"][0]["move"]
    applied = client.post(
        "/v1/games/thrag/apply", json={"state": state, "move": fight}, headers=seat_token(step)
    )
    assert applied.status_code == 200
    assert applied.json()["events"][0]["type"] == "fight_started"
    score = client.post("/v1/games/thrag/score", json={"state": state}).json()
    assert score["status"] == "ongoing" and score["winners"] == []
    view = client.post("/v1/games/thrag/view", json={"state": state, "seat": 0}).json()["view"]
    assert view["coins"] == {"red": 6, "green": 6, "blue": 6}, "H13: coins face down"
    svg = client.post("/v1/games/thrag/render", json={"state": state})
    assert svg.headers["content-type"].startswith("image/svg+xml")
    assert svg.text.startswith("<svg") and "turn 1 of 12" in svg.text


def play_to_the_end(client: httpx.Client, step: dict) -> tuple[dict, list[dict]]:
    """Play first legal moves (table mode: first outcome) until the game ends."""
    moves, token = [], seat_token(step)
    while step["legal_moves"]:
        move = step["legal_moves"][-1]["move"]
        moves.append(move)
        response = client.post(
            "/v1/games/thrag/apply", json={"state": step["state"], "move": move}, headers=token
        )
        assert response.status_code == 200, response.text
        step = response.json()
    return step, moves


@pytest.mark.parametrize("mode", ["digital", "table"])
def test_a_whole_game_over_http_then_replay(client, mode):
    setup = {"mode": mode, "seed": 3}
    start = new_game(client, **setup)
    final, moves = play_to_the_end(client, start)
    assert final["state"]["status"] in ("victory", "defeat")
    score = client.post("/v1/games/thrag/score", json={"state": final["state"]}).json()
    assert score["status"] == final["state"]["status"]
    replayed = client.post("/v1/games/thrag/replay", json={"setup": setup, "moves": moves})
    assert replayed.status_code == 200, replayed.text
    assert readable(replayed.json()["state"]) == readable(final["state"])
    over = client.post(
        "/v1/games/thrag/apply",
        json={"state": final["state"], "move": {"type": "stop", "seat": 0}},
        headers=seat_token(start),
    )
    assert_problem(over, 409, "game-over")


@pytest.mark.parametrize(
    "content_type", ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data"]
)
def test_a_body_that_is_not_json_is_an_unsupported_media_type(client, content_type):
    body = json.dumps({"players": 1}).encode()
    for path in ("/v1/games/thrag/states", "/v1/games/thrag/hints"):
        answer = client.post(path, content=body, headers={"content-type": content_type})
        problem = assert_problem(answer, 415, "unsupported-media-type")
        assert content_type in problem["detail"] and "application/json" in problem["detail"]


@pytest.mark.parametrize(
    "content_type", ["application/json", "application/json; charset=utf-8", "application/x+json"]
)
def test_json_media_types_and_a_body_without_one_are_read(client, content_type):
    body = json.dumps({"players": 1, "seed": 3}).encode()
    answer = client.post(
        "/v1/games/thrag/states", content=body, headers={"content-type": content_type}
    )
    assert answer.status_code == 201, answer.text
    bare = client.build_request("POST", "/v1/games/thrag/states", content=body)
    assert "content-type" not in bare.headers
    assert client.send(bare).status_code == 201


def test_malformed_json_and_schema_errors_are_validation_problems(client):
    response = client.post(
        "/v1/games/thrag/apply", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert_problem(response, 400, "validation")
    state = new_game(client)["state"]
    body = assert_problem(
        client.post(
            "/v1/games/thrag/apply",
            json={"state": {**state, "turn": "7"}, "move": {"type": "strike"}},
        ),
        400,
        "validation",
    )
    assert body["errors"][0]["loc"] == ["state", "turn"], "strict: '7' is not an integer"
    body = assert_problem(
        client.post("/v1/games/thrag/apply", json={"state": state, "move": {"type": "castle"}}),
        400,
        "validation",
    )
    assert body["errors"][0]["loc"][0] == "move"
    assert_problem(client.post("/v1/games/thrag/states", json={"players": 2}), 400, "validation")


def test_tampered_digital_state_is_refused(client):
    state = new_game(client, seed=9)["state"]
    cheat = copy.deepcopy(state)
    cheat["hit_points"] = [0, 1, 2, 3, 4, 5]
    cheat["healing_pool"] = []
    body = assert_problem(
        client.post("/v1/games/thrag/legal-moves", json={"state": cheat}), 422, "tampered-state"
    )
    assert "signature" in body["detail"]
    unsigned = {**state, "signature": None}
    assert_problem(
        client.post("/v1/games/thrag/score", json={"state": unsigned}), 422, "tampered-state"
    )


def test_state_of_another_game_is_wrong_game(client):
    state = new_game(client)["state"]
    response = client.post(
        "/v1/games/thrag/legal-moves", json={"state": {**state, "game": "troll-party"}}
    )
    assert "troll-party" in assert_problem(response, 422, "wrong-game")["detail"]


def test_inconsistent_table_state_is_invalid_state(client):
    state = new_game(client, mode="table")["state"]
    bad = copy.deepcopy(state)
    bad["beasts"]["red"]["discard"] = [1]  # a sixth red beast
    body = assert_problem(
        client.post("/v1/games/thrag/legal-moves", json={"state": bad}), 422, "invalid-state"
    )
    assert "H1" in body["detail"]


def test_illegal_move_names_the_rule(client):
    step = new_game(client, seed=5)
    body = assert_problem(
        client.post(
            "/v1/games/thrag/apply",
            json={"state": step["state"], "move": {"type": "stop", "seat": 0}},
            headers=seat_token(step),
        ),
        422,
        "illegal-move",
    )
    assert "H5" in body["detail"]
    chance = {"type": "roll", "die": "black", "value": 5}
    body = assert_problem(
        client.post("/v1/games/thrag/apply", json={"state": step["state"], "move": chance}),
        422,
        "illegal-move",
    )
    assert "digital mode" in body["detail"]


def test_body_over_one_mebibyte_is_refused(client):
    response = client.post(
        "/v1/games/thrag/apply",
        content=b" " * (1024 * 1024 + 1),
        headers={"content-type": "application/json"},
    )
    assert_problem(response, 413, "payload-too-large")


def test_unknown_route_and_method(client):
    assert_problem(client.post("/v1/games/thrag/teleport", json={}), 404, "not-found")
    response = client.put("/v1/games")
    assert_problem(response, 405, "method-not-allowed")


def test_health_and_metrics(client):
    assert client.get("/health/live").json() == {"status": "live"}
    ready = client.get("/health/ready")
    assert ready.status_code == 200, ready.text
    assert ready.json()["workers"] >= 1 and ready.json()["redis"] == "up"
    client.post("/v1/games/thrag/states", json={})
    metrics = client.get("/metrics").text
    assert "gamekeeper_requests_total{" in metrics
    assert "gamekeeper_request_duration_seconds_bucket" in metrics
    assert 'gamekeeper_hint_queue_depth{queue="interactive"}' in metrics
    assert 'gamekeeper_hint_jobs{queue="interactive",status="finished"}' in metrics
    assert "gamekeeper_redis_up 1.0" in metrics


def test_openapi_document_is_served(client):
    schema = client.get("/schema/openapi.json").json()
    assert schema["openapi"].startswith("3.1")
    assert "/v1/games/thrag/apply" in schema["paths"]


def test_render_draws_a_hint_plan(client):
    step = new_game(client, seed=5)
    fight = step["legal_moves"][0]
    plan = [fight["move"], {"type": "strike", "seat": 0}]
    svg = client.post("/v1/games/thrag/render", json={"state": step["state"], "plan": plan})
    assert svg.status_code == 200
    text = svg.text.replace("&#x27;", "'")
    # the plan is a numbered list under the board, one step per line
    assert f">1. {fight['label']}</text>" in text
    assert f">2. Strike the {fight['move']['beast']} " in text  # H15: the label names the beast


@pytest.mark.parametrize(
    "body", ["[" * 1000 + "]" * 1000, '{"state":' * 50_000 + "1" + "}" * 50_000]
)
def test_deeply_nested_json_is_a_validation_problem(client, body):
    response = client.post(
        "/v1/games/thrag/apply", content=body, headers={"content-type": "application/json"}
    )
    assert "nested too deeply" in assert_problem(response, 400, "validation")["detail"]


def test_if_match_detects_two_moves_from_the_same_state(client):
    first = client.post("/v1/games/thrag/states", json={"seed": 13})
    state, etag = first.json()["state"], first.headers["etag"]
    move = first.json()["legal_moves"][0]["move"]
    token = seat_token(first.json())
    mine = client.post(
        "/v1/games/thrag/apply",
        json={"state": state, "move": move},
        headers={"If-Match": etag, **token},
    )
    assert mine.status_code == 200 and mine.headers["etag"] != etag
    # the other player still holds the first state but knows the current one is mine
    theirs = client.post(
        "/v1/games/thrag/apply",
        json={"state": state, "move": move},
        headers={"If-Match": mine.headers["etag"], **token},
    )
    assert "changed" in assert_problem(theirs, 412, "precondition-failed")["detail"]
    assert (
        client.post(
            "/v1/games/thrag/apply",
            json={"state": state, "move": move},
            headers={"If-Match": "*", **token},
        ).status_code
        == 200
    )
