"""A match's Server-Sent Events across two replicas (issue 34): a seat connected to one replica
gets its own view of a move made on the other, a spectator the public one, and Last-Event-ID
resumes with the events missed."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import httpx

from service.matches.events import Pushed, events
from tests.matches.conftest import Match, bearer, new_match

WAIT_S = 10.0


@contextmanager
def listening(
    client: httpx.Client, match: Match, seat: int | None, last: str | None = None
) -> Iterator[queue.Queue[Pushed]]:
    """The events ``seat`` receives from ``client``'s replica, as they come."""
    headers = {} if seat is None else bearer(match.token(seat))
    if last is not None:
        headers["Last-Event-ID"] = last
    received: queue.Queue[Pushed] = queue.Queue()
    stop = threading.Event()
    with client.stream("GET", f"{match.path}/events", headers=headers, timeout=None) as answer:
        assert answer.status_code == 200
        assert answer.headers["content-type"].startswith("text/event-stream")

        def read() -> None:
            try:
                for pushed in events(answer.iter_lines()):
                    received.put(pushed)
                    if stop.is_set():
                        return
            except httpx.HTTPError:
                return  # closed by the test

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        try:
            yield received
        finally:
            stop.set()


def next_view(received: queue.Queue[Pushed]) -> dict:
    pushed = received.get(timeout=WAIT_S)
    assert pushed.event == "view"
    view = pushed.view()
    assert pushed.id == str(view["version"])
    return view


def test_a_move_on_one_replica_reaches_each_seat_on_the_other(replicas):
    a, b = replicas
    match = new_match(a, "troll-party", 2, setup={"seed": 12})
    with listening(b, match, 1) as seat1, listening(b, match, None) as spectator:
        assert next_view(seat1)["version"] == 1
        assert next_view(spectator)["version"] == 1
        mine = match.view(0)
        made = match.move(0, mine["legal_moves"][0]["move"])  # on replica a
        assert made.status_code == 200
        pushed = next_view(seat1)
        public = next_view(spectator)
    assert pushed["version"] == public["version"] == 2
    assert pushed["seat"] == 1 and public["seat"] is None
    assert pushed == match.view(1, client=b)  # what a GET would answer
    assert public == match.view(None, client=a)
    hand0 = made.json()["view"]["hands"][0]
    assert any(card != "hidden" for card in hand0)
    assert all(card == "hidden" for card in pushed["view"]["hands"][0])
    assert all(card == "hidden" for hand in public["view"]["hands"] for card in hand)
    assert pushed["events"] == made.json()["events"]


def test_last_event_id_resumes_with_the_events_missed(replicas):
    a, b = replicas
    match = new_match(a, "troll-party", 2, setup={"seed": 13})
    happened = []
    for seat in (0, 1):
        made = match.move(seat, match.view(seat)["legal_moves"][0]["move"])
        assert made.status_code == 200
        happened += made.json()["events"]
    with listening(b, match, 0, last="1") as resumed:
        view = next_view(resumed)
    assert view["version"] == 3
    assert view["events"] == happened and happened
    with listening(b, match, 0, last="3") as current:  # up to date: nothing until a change
        assert current.empty()
        mine = match.view(0, client=a)
        if 0 in mine["to_act"]:
            assert match.move(0, mine["legal_moves"][0]["move"]).status_code == 200
        else:
            assert match.move(1, match.view(1)["legal_moves"][0]["move"]).status_code == 200
        assert next_view(current)["version"] == 4


def test_the_stream_is_refused_before_it_starts(replicas):
    a, _ = replicas
    match = new_match(a, "thrag", 1)
    wrong = a.get(f"{match.path}/events", headers=bearer("not-a-token"))
    assert wrong.status_code == 403 and wrong.json()["type"].endswith("/forbidden-seat")
    gone = a.get("/v1/matches/none-such/events")
    assert gone.status_code == 404
