"""Play with friends (issue 34): two Chromium pages, each one seat of a Troll Party match, each
on another API replica, played to the end through the service's pushes; neither page ever
shows the other seat's hand."""

from __future__ import annotations

import re
import time

from tests.matches.conftest import new_address, replicas  # noqa: F401  (a fixture)
from tests.playground.conftest import STEP_TIMEOUT_MS

HIDDEN_ROW = re.compile(r"^\d+: (hidden( · hidden)*|—)$")


def version(page) -> int:
    return int(page.get_attribute("#app", "data-version") or 0)


def status(page) -> str:
    return page.get_attribute("#app", "data-status") or ""


def wait_for_version(page, at_least: int) -> None:
    """Until the page shows version ``at_least`` or later (the page forbids evaluated scripts,
    so this asks its attribute, as a player would look)."""
    deadline = time.monotonic() + STEP_TIMEOUT_MS / 1000
    while version(page) < at_least:
        assert time.monotonic() < deadline, f"still at version {version(page)}, not {at_least}"
        page.wait_for_timeout(25)


def other_hand_hidden(page, other: int) -> None:
    row = page.inner_text(f"#view .field-hands .row-{other}").strip()
    assert HIDDEN_ROW.match(row), row


def test_two_pages_play_a_troll_party_match_to_the_end(browser, replicas):  # noqa: F811
    a, b = replicas
    problems: list[str] = []

    def page_on(url: str):
        context = browser.new_context(extra_http_headers={"X-Forwarded-For": new_address()})
        page = context.new_page()
        page.on("console", lambda m: m.type == "error" and problems.append(m.text))
        page.on("pageerror", lambda error: problems.append(str(error)))
        page.goto(url)
        page.wait_for_selector("#app[aria-busy=false]", timeout=STEP_TIMEOUT_MS)
        return context, page

    context, host = page_on(f"{a.base_url}/play/match.html")
    host.select_option("#game", "troll-party")
    host.fill("#seats", "2")
    host.click("#create-match")
    host.wait_for_selector("#links li.seat-link a", timeout=STEP_TIMEOUT_MS)
    links = [host.get_attribute(f"#links li.seat-link:nth-child({n}) a", "href") for n in (1, 2)]
    assert all(link and "#match=" in link and "&token=" for link in links)
    context.close()

    path = [str(link).split("/play/", 1)[1] for link in links]
    contexts_pages = [
        page_on(f"{a.base_url}/play/{path[0]}"),
        page_on(f"{b.base_url}/play/{path[1]}"),
    ]
    pages = [page for _, page in contexts_pages]
    for seat, page in enumerate(pages):
        assert f"seat {seat} · version 1" in page.inner_text("#status")
        other_hand_hidden(page, 1 - seat)
    for _ in range(300):
        if all(status(page) != "ongoing" for page in pages):
            break
        for seat, page in enumerate(pages):
            buttons = page.locator("#moves button.move:enabled")
            if status(page) == "ongoing" and buttons.count():
                before = version(page)
                buttons.first.click()
                wait_for_version(page, before + 1)
            other_hand_hidden(page, 1 - seat)
        # the other page hears of every move through the push, on the other replica
        latest = max(version(page) for page in pages)
        for page in pages:
            wait_for_version(page, latest)
    assert all(status(page) not in ("", "ongoing") for page in pages)
    assert version(pages[0]) == version(pages[1])
    assert "The game is over." in pages[1].inner_text("#moves")
    for context, _ in contexts_pages:
        context.close()
    assert not problems, problems
