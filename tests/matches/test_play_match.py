"""``gamekeeper play GAME --match``: one seat of a match in the terminal, against real replicas."""

from __future__ import annotations

import io
import re

import httpx
from click.testing import CliRunner
from rich.console import Console

from service.cli import main
from service.match_terminal import create
from tests.matches.conftest import new_address


def join(url: str, game: str, match_id: str, token: str, script: str) -> str:
    args = ["play", game, "--url", url, "--match", match_id, "--token", token]
    result = CliRunner().invoke(main, args, input=script)
    assert result.exit_code == 0, result.output + repr(result.exception)
    return result.output


def test_a_thrag_match_created_and_played_to_the_end(replicas):
    a, b = replicas
    printed = io.StringIO()
    with httpx.Client(base_url=a.base_url, headers={"X-Forwarded-For": new_address()}) as client:
        created = create(client, "thrag", {"players": 1, "seed": 7}, Console(file=printed))
    assert f"--match {created['id']} --token {created['seat_tokens'][0]}" in printed.getvalue()
    output = join(str(b.base_url), "thrag", created["id"], created["seat_tokens"][0], "1\n" * 400)
    assert "thrag match · seat 0 · version 1" in output
    assert "    1. Fight the " in output
    assert "The game is over." in output
    assert re.search(r"version \d+ · (victory|defeat)", output)


def test_a_troll_party_seat_sees_its_own_hand_and_the_others_moves(replicas):
    a, b = replicas
    answer = a.post(
        "/v1/matches",
        json={"game": "troll-party", "setup": {"players": 2, "seed": 9}},
        headers={"X-Forwarded-For": new_address()},
    )
    created = answer.json()
    path, tokens = f"/v1/matches/{created['id']}", created["seat_tokens"]
    seat0 = a.get(path, headers={"Authorization": f"Bearer {tokens[0]}"})
    made = a.post(  # seat 0 moves from another device before seat 1 joins
        f"{path}/moves",
        json={"move": seat0.json()["legal_moves"][0]["move"]},
        headers={"Authorization": f"Bearer {tokens[0]}", "If-Match": seat0.headers["ETag"]},
    )
    assert made.status_code == 200
    output = join(str(b.base_url), "troll-party", created["id"], tokens[1], "1\nq\n")
    assert "seat 1 · version 2" in output and "version 3" in output
    assert "orange-" in output and "purple-" not in output  # seat 1 is Orange, seat 0 Purple
    wrong = CliRunner().invoke(
        main,
        ["play", "troll-party", "--url", str(b.base_url), "--match", created["id"], "--token", "x"],
        input="q\n",
    )
    assert wrong.exit_code == 1 and "403" in wrong.output
