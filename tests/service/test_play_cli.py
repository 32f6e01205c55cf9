"""``gamekeeper play``: the terminal client, driven by scripted input against the real API."""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from service.cli import main
from service.terminal import compact, view_table


def play(api_url: str, *args: str, script: str) -> str:
    result = CliRunner().invoke(main, ["play", *args, "--url", api_url], input=script)
    assert result.exit_code == 0, result.output + repr(result.exception)
    return result.output


def test_thrag_to_the_end_with_undo_and_a_hint(api_url):
    output = play(api_url, "thrag", "--seed", "7", script="1\nu\nh\n" + "1\n" * 600)
    assert "Undone: back to the previous step." in output
    assert "Hint (fight-plan):" in output and "Quality: " in output
    assert re.search(r"The plan starts with move \d+\.", output)
    assert "fight (seat 0)\n" in output and "    1. Fight the " in output  # numbered moves
    assert "  • A red " in output  # the set-up's events
    assert re.search(r"game over: (victory|defeat)", output)
    assert "The game is over." in output


def test_troll_party_hot_seat_shows_each_seat_only_its_own_cards(api_url):
    """Seat 0 is Purple: once the device went to seat 1, no Purple card is named until it comes
    back to seat 0."""
    output = play(api_url, "troll-party", "--seats", "3", "--seed", "9", script="1\n" * 200)
    assert output.count("Pass the device to seat") >= 4
    assert "Hot-seat: this terminal holds every seat's token" in output
    seat_1 = output.split("Pass the device to seat 1", 1)[1].split("Pass the device to seat 0")[0]
    assert "orange-" in seat_1 and "hidden" in seat_1
    assert "purple-" not in seat_1
    assert "Round 2 begins" in output


def test_table_mode_lists_what_may_be_drawn_with_its_odds(api_url):
    output = play(api_url, "thrag", "--mode", "table", "--seed", "1", script="1\n1\nq\n")
    assert "(at the table)" in output
    assert re.search(r"    1\. .+  \d+\.\d%", output)


def test_unknown_game_and_unknown_url_are_clear_errors(api_url):
    result = CliRunner().invoke(main, ["play", "chess", "--url", api_url], input="q\n")
    assert result.exit_code == 1
    assert "unknown game 'chess'" in result.output and "thrag" in result.output
    result = CliRunner().invoke(main, ["play", "thrag", "--url", "http://127.0.0.1:9"], input="")
    assert result.exit_code == 1 and "cannot reach gamekeeper" in result.output


def test_compact_text_of_a_view():
    assert compact(["hidden"] * 13 + ["red-1"]) == "hidden ×13 · red-1"
    assert compact({"kind": "Forest", "burned": True, "hiding": False, "n": 0}) == (
        "kind Forest, burned, n 0"
    )
    assert compact([]) == "—"
    assert compact({f"M{n}": 1 for n in range(1, 53)}) == "52 in all (52 kinds)"
    assert compact({"block": 2, "majesty": 2}) == "block 2, majesty 2"
    view = {"seed": 3, "turn": 1, "coins": {"red": 6}, "board": [["a", "b"], ["c", "d"]]}
    table = view_table(view)
    assert table.row_count == 2  # seed and turn are said elsewhere or not at all
    assert "│ a │ b │" in printed(table)  # the board as a grid
    hands = printed(view_table({"hands": [["hidden"] * 13, ["hidden"] * 13]}))
    assert "0: hidden ×13" in hands and "1: hidden ×13" in hands  # a hand is no board


def printed(renderable) -> str:
    console = Console(file=io.StringIO(), width=80)
    console.print(renderable)
    return console.file.getvalue()


def processes_mentioning(text: str) -> list[str]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            if text in command:
                found.append(command)
    return found


@pytest.mark.slow  # starts its own Redis, a worker and the API, as serve does
def test_without_url_it_starts_the_service_here_and_stops_it(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "GAMEKEEPER_SECRET")}
    env["GAMEKEEPER_DATA_DIR"] = str(tmp_path)
    command = shutil.which("gamekeeper", path=str(Path(sys.executable).parent))
    player = subprocess.Popen(
        [command, "play", "thrag", "--seed", "3", "--workers", "1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        text=True,
    )
    try:
        out, err = player.communicate("h\n1\nq\n", timeout=120)
    finally:
        player.kill()
    assert player.returncode == 0, out + err
    assert "starting gamekeeper here" in err
    assert "Hint (fight-plan):" in out  # a hint worker solved it
    assert "Traceback" not in out + err
    assert not list(tmp_path.glob("play-*")), "its Redis directory is removed"
    assert not processes_mentioning(str(tmp_path)), "its Redis is stopped"
    assert not processes_mentioning(f"embedded-{player.pid}-"), "its worker is stopped"


def test_the_seats_are_asked_with_two_offered(api_url):
    """Issue 33: not the most seats (6 for Trogdor) by default; asked, 2 offered, a wrong answer
    asked again."""
    output = play(api_url, "troll-party", "--seed", "3", script="7\n\nq\n")
    assert "Seats for New Troll Party (2 to 3) [2]: " in output
    assert "New Troll Party is played by 2 to 3." in output
    assert "Pass the device to seat 0" in output and "seat 2" not in output
    output = play(api_url, "troll-party", "--seed", "3", script="3\n\nq\n")
    assert "Pass the device to seat 0" in output


def test_a_seat_with_nothing_to_choose_is_told_so_plainly(api_url):
    """Issue 33: "No move 1: choose 1 to 0." became a reason and what to do."""
    # two Trogdor seats, one at a time: each seat is shown in turn and tries a move
    script = "s 0\n1\ns 1\n1\nq\n"
    output = play(api_url, "thrag", "--seed", "7", script="1\n" * 600)
    assert "No move 1: choose 1 to 0." not in output
    assert "No moves left: the game is over (u: undo, q: quit)." in output
    output = play(api_url, "trogdor", "--seats", "2", "--seed", "4", script=script)
    assert re.search(r"No moves left for seat (\d) now: seat (?!\1)\d acts \(s N shows seat N\)\.",
                     output)  # fmt: skip
