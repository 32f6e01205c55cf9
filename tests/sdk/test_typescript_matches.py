"""The TypeScript client's matches (``clients/typescript/src/matches.ts``): a Troll Party match
played to the end by two seats on two replicas, each following its own pushes, neither ever
seeing the other's hand (the script checks every view it receives)."""

from __future__ import annotations

import json
import subprocess

import pytest

from tests.matches.conftest import new_address, replicas  # noqa: F401  (a fixture)
from tests.sdk.test_typescript_client import CLIENT, built_library

pytestmark = pytest.mark.slow


def test_two_seats_play_a_match_through_the_typescript_client(replicas):  # noqa: F811
    node = built_library()
    a, b = (str(client.base_url).rstrip("/") for client in replicas)
    played = subprocess.run(
        [node, "dist/src/play-match.js", a, b, new_address()],
        cwd=CLIENT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert played.returncode == 0, played.stdout + played.stderr
    result = json.loads(played.stdout)
    assert result["status"] != "ongoing" and result["moves"] > 0
    assert result["views"] > 0  # seats waited for, and got, the other seat's moves pushed
