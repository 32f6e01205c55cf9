"""The playground at ``/play`` in a real browser, played by clicks as a person would.

Screenshots go to ``test-artifacts/playground/`` (gitignored), one per scenario and screen size.
"""

from __future__ import annotations

import json
import re
import subprocess

import httpx
import pytest

from games.core.registry import all_games
from solvers.hints import kinds_for
from tests.playground.conftest import DESKTOP, PHONE, STEP_TIMEOUT_MS

#: every hint kind of every game this build serves: each is asked for and shown on the board
HINT_KINDS = [(game, kind) for game in all_games() for kind in kinds_for(game)]
GAME_MODES = [(game.id, mode) for game in all_games().values() for mode in game.modes]
HINT_TIMEOUT_MS = 60_000
MAX_CLICKS = 600


def ask_hint(playground, kind: str) -> str:
    """Clicks the hint button of ``kind``; returns what the hint panel ends up saying."""
    page = playground.page
    page.get_by_role("button", name=f"Hint: {kind}").click()
    page.wait_for_selector("#hint .explanation, #hint .failed", timeout=HINT_TIMEOUT_MS)
    return playground.text("#hint")


@pytest.mark.parametrize(("game", "mode"), GAME_MODES, ids=[f"{g}-{m}" for g, m in GAME_MODES])
def test_every_game_and_mode_plays_on_a_phone(open_playground, game, mode):
    """Any game the service lists (a new one too) starts, draws and takes moves, phone-sized."""
    playground = open_playground(PHONE)
    playground.start(game, mode=mode, seed=1)
    for _ in range(3):
        if playground.curtained():
            playground.reveal()
        assert playground.page.locator("#board svg").count() == 1
        playground.click_and_wait(playground.moves().first)
    playground.assert_fits_width()
    playground.assert_no_problem()
    playground.screenshot(f"{game}-{mode}-phone")


GAMES = list(all_games())


@pytest.mark.parametrize("device", [PHONE, DESKTOP], ids=["phone", "desktop"])
@pytest.mark.parametrize("game", GAMES)
def test_every_game_starts_with_the_default_random_seed(open_playground, game, device):
    """The page's own defaults (no seed: the service draws one) give a game a browser can hold:
    a seed JSON.parse would round comes back as another state (422 tampered-state)."""
    playground = open_playground(device)
    playground.start(game)
    assert "random seed" in playground.text("#setup-summary")
    for _ in range(3):
        if playground.curtained():
            playground.reveal()
        playground.click_and_wait(playground.moves().first)
    playground.assert_no_problem()


def test_a_failed_start_leaves_no_board_under_the_new_title(open_playground):
    """A game that cannot be shown (here its legal moves are refused) is not drawn half-way,
    and the previous game's table does not stay on screen as if it were the new one."""
    playground = open_playground(DESKTOP)
    playground.start("trogdor", seed=3)
    assert playground.page.locator("#board svg").count() == 1
    refused = {"type": "https://gamekeeper.dev/problems/tampered-state", "title": "Tampered state",
               "status": 422, "detail": "the signature does not match the state"}  # fmt: skip
    playground.page.route(
        "**/v1/games/thrag/legal-moves",
        lambda route: route.fulfill(
            status=422, content_type="application/problem+json", json=refused
        ),
    )
    open_playground.expect_error("status of 422")
    playground.page.click("#setup-summary")  # the set-up folded away when the game started
    playground.page.select_option("#game", "thrag")
    playground.page.click("#start")
    playground.page.wait_for_selector("#problem:visible", timeout=STEP_TIMEOUT_MS)
    playground.wait_ready()
    assert "signature does not match" in playground.text("#problem")
    assert playground.page.locator("#play").is_hidden()
    assert playground.page.locator("#board svg").count() == 0
    assert playground.text("#setup-summary") == "New game"

    playground.page.unroute("**/v1/games/thrag/legal-moves")
    playground.start("thrag", seed=3)  # and the next start plays as ever
    assert playground.page.locator("#board svg").count() == 1
    playground.assert_no_problem()


def test_thrag_played_to_the_end_by_clicks_on_a_phone(open_playground):
    playground = open_playground(PHONE)
    playground.start("thrag", seed=11)
    playground.screenshot("thrag-phone-start")
    playground.assert_fits_width()
    assert "Set-up" in playground.text("#events")

    # undo: the previous Step comes back, and what the undone move did leaves the list
    first = playground.moves().first
    label = first.inner_text()
    playground.click_and_wait(first)
    assert playground.step == 2 and label.split("\n")[0] in playground.text("#events")
    playground.click_and_wait(playground.page.locator("#undo"))
    assert playground.step == 1
    assert label.split("\n")[0] not in playground.text("#events")
    assert playground.moves().first.inner_text() == label

    # the board at its own size on a phone, scrolled sideways inside its panel only
    playground.page.click("#zoom")
    assert playground.page.locator("#board svg").bounding_box()["width"] > 390
    playground.assert_fits_width()
    playground.page.click("#zoom")
    assert playground.page.locator("#board svg").bounding_box()["width"] < 390

    assert "Quality: " in ask_hint(playground, "fight-plan")
    playground.screenshot("thrag-phone-hint")

    clicks = 0
    while not playground.over():
        buttons = playground.moves()
        assert buttons.count() > 0, f"no move to click: {playground.text('#status')}"
        playground.click_and_wait(buttons.nth(clicks % buttons.count()))
        clicks += 1
        assert clicks < MAX_CLICKS, "the game did not end"
    assert playground.moves().count() == 0
    assert "The game is over" in playground.text("#moves")
    assert "Ongoing" not in playground.text("#score")
    assert re.search(r"game over: \w+", playground.text("#status"))
    assert len(playground.page.locator("#events > li").all()) == clicks + 1
    playground.assert_no_problem()
    playground.assert_fits_width()
    playground.screenshot("thrag-phone-game-over")


#: moves a hint kind is asked again after while it fails (as the SDK tests ask)
HINT_TRIES = 40


@pytest.mark.parametrize(("game", "kind"), HINT_KINDS, ids=[f"{g}-{k}" for g, k in HINT_KINDS])
def test_every_hint_kind_is_shown_on_the_board(open_playground, game, kind):
    """Progress while solving, then the answer: explanation, value, quality, plan on the board.

    A hint that fails in one position (nothing to plan there) is asked again a move later:
    Draggmar's equip answers once a room is met, some 20 moves into a game."""
    playground = open_playground(DESKTOP)
    playground.start(game, seed=5)
    for _ in range(HINT_TRIES):
        if playground.curtained():
            playground.reveal()
        before = playground.board()
        playground.page.get_by_role("button", name=f"Hint: {kind}").click()
        playground.page.wait_for_selector("#hint progress, #hint .explanation", timeout=5000)
        playground.page.wait_for_selector(
            "#hint .explanation, #hint .failed", timeout=HINT_TIMEOUT_MS
        )
        if playground.page.locator("#hint .explanation").count():
            break
        playground.click_and_wait(playground.moves().first)
    else:
        pytest.fail(f"no {kind} hint finished: {playground.text('#hint')}")
    answer = playground.text("#hint")
    assert "Value:" in answer and "Quality:" in answer, answer
    playground.page.wait_for_selector("#board:not([data-plan='0'])", timeout=STEP_TIMEOUT_MS)
    assert playground.board() != before, "the plan is drawn on the board"
    playground.screenshot(f"hint-{game}-{kind}-desktop")

    # hidden again, the board is the plain table once more
    playground.page.get_by_role("button", name="Hide from the board").click()
    playground.page.wait_for_selector("#board[data-plan='0']", timeout=STEP_TIMEOUT_MS)
    assert playground.board() == before
    playground.assert_no_problem()


def test_trogdor_turn_with_a_hint_on_the_board(open_playground, api_url):
    catalogue = {g["id"]: g for g in httpx.get(f"{api_url}/v1/games").json()}
    kinds = catalogue["trogdor"]["hint_kinds"]
    assert kinds, "Trogdor offers the turn-plan hint (issue 12)"
    playground = open_playground(DESKTOP)
    playground.start("trogdor", seats=2, seed=8)
    for _ in range(10):  # the trade and the card: on to Trogdor's actions
        if playground.page.locator("#moves h4", has_text="Move").count():
            break
        playground.click_and_wait(playground.moves().first)
    before = playground.board()
    answer = ask_hint(playground, kinds[0]["name"])
    assert "Quality:" in answer, answer
    playground.page.wait_for_selector("#board:not([data-plan='0'])", timeout=STEP_TIMEOUT_MS)
    assert playground.board() != before
    playground.screenshot("trogdor-desktop-turn-hint")
    for _ in range(40):  # the rest of the turn, until seat 1 controls Trogdor
        if "Turn 2" in playground.text("#events"):
            break
        playground.click_and_wait(playground.moves().first)
    assert "Turn 2" in playground.text("#events")
    assert playground.page.locator("#hint .explanation").count() == 0, "the hint was for turn 1"
    playground.assert_no_problem()


def test_troll_party_round_hot_seat_on_a_phone(open_playground):
    """Three seats on one phone: each sees only its own hand and choices, curtains between."""
    playground = open_playground(PHONE)
    playground.start("troll-party", seats=3, seed=21)
    assert playground.curtained() and playground.page.locator("#board").is_hidden()
    assert "Pass the device to seat 0" in playground.text("#curtain")
    assert playground.moves().count() == 0, "no choices behind the curtain"
    playground.screenshot("troll-party-phone-curtain")
    playground.reveal()
    assert playground.page.locator("#hot-seat-note").is_visible()
    seat_0 = playground.board()
    assert all(b.startswith("Put your") for b in playground.moves().all_inner_texts())
    playground.screenshot("troll-party-phone-seat-0")

    # another seat: the curtain first, then that seat's own hand
    playground.page.get_by_role("button", name="Seat 1").click()
    playground.wait_ready()
    assert playground.curtained() and playground.page.locator("#board").is_hidden()
    playground.reveal()
    assert playground.board() != seat_0
    playground.page.get_by_role("button", name="Seat 0").click()
    playground.wait_ready()
    playground.reveal()
    assert playground.board() == seat_0

    handed_to = set()
    for _ in range(80):
        if "Round 2 begins" in playground.text("#events"):
            break
        if playground.curtained():
            handed_to.add(playground.text("#curtain-text"))
            playground.reveal()
        playground.click_and_wait(playground.moves().first)
    assert "Round 2 begins" in playground.text("#events")
    assert {f"Pass the device to seat {s}" for s in (1, 2)} <= {t.split(".")[0] for t in handed_to}
    events = playground.text("#events")
    assert "The cards at" in events and "revealed" in events
    playground.assert_no_problem()
    playground.assert_fits_width()
    if playground.curtained():
        playground.reveal()
    playground.screenshot("troll-party-phone-round-2")


def test_table_mode_chance_is_entered_by_hand(open_playground):
    playground = open_playground(PHONE)
    playground.start("thrag", mode="table", seed=2)
    assert "At the table" in playground.text("#moves")
    chance = playground.moves("button.chance")
    assert chance.count() > 1 and all(t.endswith("%") for t in chance.all_inner_texts())
    playground.screenshot("thrag-phone-table-mode")
    for _ in range(20):  # the set-up draws and rolls, told by hand, until Thrag decides
        if playground.moves("button.move:not(.chance)").count():
            break
        playground.click_and_wait(playground.moves("button.chance").first)
    assert playground.moves("button.move:not(.chance)").count()
    assert "Table: " in playground.text("#events")
    playground.assert_no_problem()


def test_the_inspector_shows_the_step_and_a_curl_that_works(open_playground):
    """The state inspector (issue 33): the Step as the API answered it, and the shown seat's
    legal-moves request as a curl command that a terminal runs as it is; behind the curtain the
    seat's token is not shown."""
    playground = open_playground(DESKTOP)
    playground.start("troll-party", seats=2, seed=8)
    page = playground.page
    page.click("#inspector summary")
    assert "Show the seat first" in playground.text("#step-curl")  # curtained: no token shown
    playground.reveal()
    step = json.loads(playground.text("#step-json"))
    assert step["state"]["game"] == "troll-party" and step["state"]["sealed"]
    command = playground.text("#step-curl")
    assert command.startswith("curl ") and "Gamekeeper-Seat-Token" in command
    answered = subprocess.run(
        ["bash", "-c", command], capture_output=True, text=True, timeout=30, check=True
    )
    moves = json.loads(answered.stdout)["moves"]
    buttons = playground.moves().count()
    assert moves and buttons == len([m for m in moves if m["seat"] == 0])
    playground.assert_no_problem()
