"""A real headless browser on the playground: Debian's Chromium driven by Playwright.

No browser is downloaded: Playwright starts the system's ``/usr/bin/chromium`` (``.ci/run``
installs the package); without it, or without Playwright, the browser tests skip and say why.
Every page records its console: an error there (a script error, a refused request, a
Content-Security-Policy violation) fails the test that caused it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path(os.environ.get("GAMEKEEPER_CHROMIUM", "/usr/bin/chromium"))
#: the flags the machine notes name for a headless Chromium on a closed network
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "playground"
PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
}
DESKTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 900}}
#: how long one click may take to come back drawn (apply, render, legal moves, score)
STEP_TIMEOUT_MS = 15_000


class Playground:
    """The page at ``/play`` as a player uses it: by its controls, never by its internals."""

    def __init__(self, page, url: str) -> None:
        self.page = page
        self.url = url

    def open(self) -> Playground:
        self.page.goto(f"{self.url}/play")
        self.wait_ready()
        return self

    def wait_ready(self) -> None:
        self.page.wait_for_selector("#app[aria-busy=false]", timeout=STEP_TIMEOUT_MS)

    @property
    def step(self) -> int:
        return int(self.page.get_attribute("#app", "data-step") or 0)

    def start(self, game: str, *, seats: int | None = None, mode: str | None = None,
              seed: int | None = None) -> None:  # fmt: skip
        self.page.select_option("#game", game)
        if seats is not None:
            self.page.fill("#seats", str(seats))
        if mode is not None:
            self.page.select_option("#mode", mode)
        if seed is not None:
            self.page.fill("#seed", str(seed))
        self.page.click("#start")
        self.page.wait_for_selector("#app[data-step='1'][aria-busy=false]", timeout=STEP_TIMEOUT_MS)

    def curtained(self) -> bool:
        return self.page.locator("#curtain").is_visible()

    def reveal(self) -> None:
        self.page.click("#reveal")
        self.wait_ready()

    def moves(self, selector: str = "button.move"):
        """The move buttons in view (a folded group's are not)."""
        return self.page.locator(f"#moves {selector}:visible")

    def click_and_wait(self, locator) -> None:
        """Clicks a control that changes the step (a move, undo) and waits for the new one."""
        before = self.step
        locator.click()
        self.page.wait_for_selector(
            f"#app:not([data-step='{before}'])[aria-busy=false]", timeout=STEP_TIMEOUT_MS
        )

    def text(self, selector: str) -> str:
        return self.page.inner_text(selector)

    def board(self) -> str:
        return self.page.inner_html("#board")

    def over(self) -> bool:
        return "game over" in self.text("#status")

    def screenshot(self, name: str) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path

    def assert_fits_width(self) -> None:
        """Nothing sticks out sideways: the page scrolls only down (on a phone, too)."""
        width = self.page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= self.page.viewport_size["width"], f"the page is {width} px wide"

    def assert_no_problem(self) -> None:
        assert self.page.locator("#problem").is_hidden(), self.text("#problem")


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip(f"no Chromium at {CHROMIUM}: install Debian's chromium package (.ci/run does)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright (dev group) missing")
    with sync_api.sync_playwright() as playwright:
        # a new empty profile in a temporary directory, as Playwright always does
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture()
def open_playground(browser, api_url: str):
    """``open_playground(PHONE)`` opens /play in a new browser context of that size."""
    contexts, problems, expected = [], [], []

    def record(kind: str, text: str, where: str = "") -> None:
        if not any(part in text for part in expected):
            problems.append(f"{kind}: {text} {where}".strip())

    def open_page(device: dict[str, Any]) -> Playground:
        context = browser.new_context(**device)
        contexts.append(context)
        page = context.new_page()
        page.on(
            "console",
            lambda m: m.type == "error" and record("console error", m.text, str(m.location)),
        )
        page.on("pageerror", lambda error: record("uncaught", str(error)))
        page.on("requestfailed", lambda r: record("request failed", r.url, str(r.failure)))
        return Playground(page, api_url).open()

    open_page.expect_error = expected.append  # type: ignore[attr-defined]  # a test's own failure
    yield open_page
    for context in contexts:
        context.close()
    assert not problems, "the browser reported errors:\n" + "\n".join(problems)
