"""The TypeScript client library (``clients/typescript/src``) plays one game of every game against
the live service with Node, each with the service's own random seed (issue 33: a seed above
2^53 that JSON.parse rounds broke every JavaScript client of digital Trogdor), and waits for
every hint kind."""

from __future__ import annotations

import json
import subprocess

import httpx
import pytest

from tests.sdk.test_typescript_client import CLIENT, built_library

pytestmark = pytest.mark.slow


def test_the_typescript_library_plays_every_game_with_a_random_seed(api_url: str) -> None:
    node = built_library()
    played = subprocess.run(
        [node, "dist/src/play.js", api_url], cwd=CLIENT, capture_output=True, text=True, timeout=600
    )
    assert played.returncode == 0, played.stdout + played.stderr
    games = [json.loads(line) for line in played.stdout.splitlines()]
    served = {game["id"] for game in httpx.get(f"{api_url}/v1/games").json()}
    assert {game["game"] for game in games} == served
    assert all(game["status"] != "ongoing" and game["moves"] > 0 for game in games), games
