"""Matches over HTTP against two real replicas (issue 34): a seat's view and moves, the version
as ETag, undo by the host, hints; and a hostile seat, which cannot act for another seat, read
another's view, play an old version again, or make more matches than its address may."""

from __future__ import annotations

import threading

import httpx
import pytest

from service.matches.store import PREFIX
from tests.matches.conftest import CAP, bearer, create, new_address, new_match


def first_move(view: dict) -> dict:
    assert view["legal_moves"], view
    return view["legal_moves"][0]["move"]


def test_a_match_is_created_and_played_by_its_seats(replicas):
    a, b = replicas
    match = new_match(a, "troll-party", 2, setup={"seed": 3})
    created = match.created
    assert created["game"] == "troll-party" and created["version"] == 1
    assert len(set(created["seat_tokens"])) == 2 and created["host_token"]
    mine = match.view(0)
    assert mine["seat"] == 0 and mine["version"] == 1 and match.etag == '"v1"'
    assert mine["legal_moves"] and all(m["seat"] == 0 for m in mine["legal_moves"])
    # the same view from the other replica: the match lives in Redis
    assert match.view(0, client=b) == mine
    moved = match.move(0, first_move(mine))
    assert moved.status_code == 200, moved.text
    assert moved.json()["version"] == 2 and match.etag == '"v2"'
    assert match.view(1, client=b)["version"] == 2


def test_the_record_holds_the_sealed_state_and_token_hashes_only(replicas, redis_url):
    import redis

    match = new_match(replicas[0], "troll-party", 2)
    stored: dict[bytes, bytes] = redis.Redis.from_url(redis_url).hgetall(  # type: ignore[assignment]
        PREFIX + match.created["id"]
    )
    text = b" ".join(stored.values()).decode()
    for token in (*match.created["seat_tokens"], match.created["host_token"]):
        assert token not in text
    # seat 0's hand is in no readable field: only in the sealed part
    hand = match.view(0)["view"]["hands"][0]
    assert hand and all(card != "hidden" for card in hand)
    assert b"sealed" in stored[b"state"]
    readable = stored[b"state"].decode()
    assert '"hidden"' in readable


def test_a_seat_cannot_read_another_seats_view(replicas):
    match = new_match(replicas[0], "troll-party", 3, setup={"seed": 5})
    views = [match.view(seat) for seat in range(3)]
    public = match.view(None)
    for seat, view in enumerate(views):
        hands = view["view"]["hands"]
        assert all(card != "hidden" for card in hands[seat])
        for other in range(3):
            if other != seat:
                assert all(card == "hidden" for card in hands[other]), (seat, other)
                assert all(m["seat"] == seat for m in view["legal_moves"])
    assert all(card == "hidden" for hand in public["view"]["hands"] for card in hand)
    assert all(m["move"].get("card") is None for m in public["legal_moves"])
    # a token of another match is no token here
    elsewhere = new_match(replicas[0], "troll-party", 3)
    answer = replicas[0].get(match.path, headers=bearer(elsewhere.token(0)))
    assert answer.status_code == 403 and answer.json()["type"].endswith("/forbidden-seat")
    assert "hands" not in answer.text


def test_a_seat_cannot_act_for_another(replicas):
    a, _ = replicas
    match = new_match(a, "troll-party", 2, setup={"seed": 8})
    seat1 = first_move(match.view(1))
    for token in (match.token(0), match.created["host_token"], "x" * 32):
        answer = match.move(1, seat1, token=token)
        assert answer.status_code == 403, answer.text
        assert answer.json()["type"].endswith("/forbidden-seat")
    spectator = a.post(f"{match.path}/moves", json={"move": seat1}, headers={"If-Match": '"v1"'})
    assert spectator.status_code == 403
    assert match.view(None)["version"] == 1  # nothing was applied
    assert match.move(1, seat1).status_code == 200


def test_changes_need_the_current_version(replicas):
    a, _ = replicas
    match = new_match(a, "troll-party", 2, setup={"seed": 9})
    moves = match.view(0)["legal_moves"]
    missing = a.post(
        f"{match.path}/moves", json={"move": moves[0]["move"]}, headers=bearer(match.token(0))
    )
    assert missing.status_code == 428 and missing.json()["type"].endswith("/precondition-required")
    assert match.move(0, moves[0]["move"]).status_code == 200
    # the old version again (a replay of the state the seat had): 412, nothing applied
    seat1 = first_move(match.view(1))
    stale = match.move(1, seat1, etag='"v1"')
    assert stale.status_code == 412 and stale.json()["type"].endswith("/precondition-failed")
    assert match.view(None)["version"] == 2
    # a move carries no state: a client cannot send one back
    sneaky = a.post(
        f"{match.path}/moves",
        json={"move": seat1, "state": {"game": "troll-party"}},
        headers={**bearer(match.token(1)), "If-Match": '"v2"'},
    )
    assert sneaky.status_code == 400


def race(start, answers, match, seat: int, move: dict, client: httpx.Client) -> None:
    start.wait()
    answers[seat] = match.move(seat, move, etag='"v1"', client=client)


def test_two_replicas_never_both_apply_one_version(replicas):
    """Both seats of a simultaneous game move from the same version, one on each replica, at
    once: one move is applied, the other is 412, every time."""
    a, b = replicas
    for seed in range(4):
        match = new_match(a, "troll-party", 2, setup={"seed": 20 + seed})
        moves = [first_move(match.view(seat)) for seat in (0, 1)]
        answers: dict[int, httpx.Response] = {}
        start = threading.Barrier(2)
        threads = [
            threading.Thread(target=race, args=(start, answers, match, seat, moves[seat], client))
            for seat, client in ((0, a), (1, b))
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sorted(r.status_code for r in answers.values()) == [200, 412], answers
        assert match.view(None)["version"] == 2


def test_a_bad_move_is_a_problem(replicas):
    match = new_match(replicas[0], "troll-party", 2)
    answer = match.move(0, {"type": "jump", "seat": 0})
    assert answer.status_code == 400
    assert answer.headers["content-type"].startswith("application/problem+json")
    assert answer.json()["errors"][0]["loc"][0] == "move"
    gone = replicas[0].get("/v1/matches/no-such-match")
    assert gone.status_code == 404 and gone.json()["type"].endswith("/not-found")


def test_table_mode_is_not_a_match(replicas):
    answer = create(replicas[0], "troll-party", 2, setup={"mode": "table"})
    assert answer.status_code == 400, answer.text


def test_an_address_cannot_exceed_its_cap(replicas):
    a, b = replicas
    address = new_address()
    for _ in range(CAP):
        assert create(a, "thrag", 1, address).status_code == 201
    over = create(b, "thrag", 1, address)  # the other replica counts the same matches
    assert over.status_code == 429 and over.json()["type"].endswith("/rate-limited")
    assert "Retry-After" in over.headers
    # a client cannot pick another address with its own X-Forwarded-For
    spoofed = b.post(
        "/v1/matches",
        json={"game": "thrag", "setup": {"players": 1}},
        headers={"X-Forwarded-For": f"198.51.100.7, {address}"},
    )
    assert spoofed.status_code == 429
    assert create(a, "thrag", 1).status_code == 201  # another address may


def test_a_finished_match_leaves_the_cap(replicas):
    a, _ = replicas
    address = new_address()
    matches = []
    for _ in range(CAP):
        answer = create(a, "troll-party", 2, address, setup={"seed": 4})
        matches.append(answer.json())
    assert create(a, "troll-party", 2, address).status_code == 429
    match, path = matches[0], f"/v1/matches/{matches[0]['id']}"
    while True:  # play one to its end, both seats taking their first move
        view = a.get(path).json()
        if view["status"] != "ongoing":
            break
        seat = view["to_act"][0]
        mine = a.get(path, headers=bearer(match["seat_tokens"][seat]))
        move = first_move(mine.json())
        headers = {**bearer(match["seat_tokens"][seat]), "If-Match": mine.headers["ETag"]}
        assert a.post(f"{path}/moves", json={"move": move}, headers=headers).status_code == 200
    assert create(a, "troll-party", 2, address).status_code == 201


def test_undo_is_the_hosts_if_allowed(replicas):
    a, _ = replicas
    plain = new_match(a, "troll-party", 2)
    host = bearer(plain.created["host_token"])
    refused = a.post(f"{plain.path}/undo", headers={**host, "If-Match": '"v1"'})
    assert refused.status_code == 403

    match = new_match(a, "troll-party", 2, setup={"seed": 11}, undo=True)
    before = match.view(0)
    assert match.move(0, first_move(before)).status_code == 200
    assert match.view(0)["view"] != before["view"]
    host = bearer(match.created["host_token"])
    by_seat = a.post(f"{match.path}/undo", headers={**bearer(match.token(0)), "If-Match": '"v2"'})
    assert by_seat.status_code == 403
    stale = a.post(f"{match.path}/undo", headers={**host, "If-Match": '"v1"'})
    assert stale.status_code == 412
    undone = a.post(f"{match.path}/undo", headers={**host, "If-Match": '"v2"'})
    assert undone.status_code == 200, undone.text
    assert undone.json()["version"] == 3 and undone.json()["events"][0]["type"] == "undo"
    again = match.view(0)
    assert again["view"] == before["view"] and again["legal_moves"] == before["legal_moves"]
    nothing = a.post(f"{match.path}/undo", headers={**host, "If-Match": '"v3"'})
    assert nothing.status_code == 422


@pytest.mark.parametrize("game", ["thrag", "trogdor"])
def test_a_seat_asks_a_hint(replicas, game):
    a, _ = replicas
    match = new_match(a, game, 1, setup={"seed": 2})
    kind = httpx.get(f"{a.base_url}/v1/games/{game}").json()["hint_kinds"][0]["name"]
    spectator = a.post(f"{match.path}/hints", json={"kind": kind})
    assert spectator.status_code == 403
    unknown = a.post(f"{match.path}/hints", json={"kind": "nope"}, headers=bearer(match.token(0)))
    assert unknown.status_code == 400
    answer = a.post(f"{match.path}/hints", json={"kind": kind}, headers=bearer(match.token(0)))
    assert answer.status_code in (200, 202), answer.text
    hint = answer.json()
    assert hint["game"] == game and hint["kind"] == kind


def test_a_match_expires_after_its_idle_time(replicas, redis_url):
    """Every key of a match expires GAMEKEEPER_MATCH_IDLE_S (3600 s by default) after its last
    change; a match whose keys are gone answers 404."""
    import redis

    connection = redis.Redis.from_url(redis_url)
    match = new_match(replicas[0], "troll-party", 2)
    keys = [PREFIX + match.created["id"], PREFIX + match.created["id"] + ":changes"]
    assert all(3_500_000 < connection.pttl(key) <= 3_600_000 for key in keys)
    connection.pexpire(keys[0], 60_000)
    assert match.move(0, first_move(match.view(0))).status_code == 200
    assert connection.pttl(keys[0]) > 3_500_000  # renewed by the change
    connection.delete(*keys)
    assert replicas[1].get(match.path).status_code == 404
