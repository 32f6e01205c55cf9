"""The Python client's matches (``gamekeeper_sdk.matches``) against two real replicas: a Troll
Party match played to the end by two seats, one on each replica, a seat following its pushes
while the other moves, neither ever seeing the other's hand."""

from __future__ import annotations

import contextlib
import threading

import gamekeeper_sdk as gk
import pytest

from tests.matches.conftest import new_address, replicas  # noqa: F401  (a fixture)

pytestmark = pytest.mark.slow


def connect(client, address: str) -> gk.Gamekeeper:
    service = gk.Gamekeeper(str(client.base_url))
    service.client = service.client.with_headers({"X-Forwarded-For": address})
    return service


def hidden(view, other: int) -> bool:
    return all(card == "hidden" for card in view.view["hands"][other])


def test_two_seats_play_a_match_through_the_python_client(replicas):  # noqa: F811
    address = new_address()
    services = [connect(client, address) for client in replicas]
    created = gk.create_match(services[0], "troll-party", players=2, seed=21)
    seats = [gk.MatchSeat(services[n], created.id, created.seat_tokens[n]) for n in (0, 1)]
    watcher = gk.MatchSeat(services[1], created.id, created.seat_tokens[1])
    pushed: list = []
    first = threading.Event()

    def follow() -> None:
        for view in watcher.views():
            pushed.append(view)
            first.set()
            if view.status != "ongoing":
                return

    threading.Thread(target=follow, daemon=True).start()
    assert first.wait(30)
    for _ in range(2000):
        views = [seat.get() for seat in seats]
        if views[0].status != "ongoing":
            break
        for n, view in enumerate(views):
            assert hidden(view, 1 - n)
            if view.legal_moves:
                with contextlib.suppress(gk.PreconditionFailed):  # the other seat moved first
                    seats[n].move(view.legal_moves[0])
    final = seats[0].get()
    assert final.status != "ongoing"
    deadline = threading.Event()
    for _ in range(100):
        if pushed and pushed[-1].version == final.version:
            break
        deadline.wait(0.1)
    versions = [view.version for view in pushed]
    assert versions == sorted(versions) and versions[-1] == final.version
    assert all(hidden(view, 0) for view in pushed)
    with pytest.raises(gk.ForbiddenSeat):
        seats[0].move({"type": "place_card", "seat": 1, "table": 0, "card": "orange-1"})
    for service in services:
        service.close()
