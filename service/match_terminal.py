"""``gamekeeper play GAME --match``: one seat of a match in the terminal, through the public API.

``--match new`` creates a match and prints each seat's join command (its token); ``--match ID
--token T`` joins as the token's seat. The table is the seat's view; a thread follows the
match's Server-Sent Events and shows every change made from other devices as it comes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import httpx
from rich.console import Console

from service.matches.events import events
from service.terminal import HINT_DONE, HINT_POLL_S, ProblemAnswer, view_table

HELP = "Type a move's number; h: a hint (h 2: the second kind); ?: this help; q: quit"


def problem_of(answer: httpx.Response) -> ProblemAnswer:
    try:
        detail = answer.json().get("detail") or answer.json().get("title")
    except ValueError:
        detail = answer.text
    return ProblemAnswer(f"{answer.status_code}: {detail}")


class MatchSeat:
    """One seat's terminal: draws its view and moves, makes its moves, follows the pushes."""

    def __init__(
        self, client: httpx.Client, match_id: str, token: str, console: Console, read
    ) -> None:
        self.client, self.console, self.read = client, console, read
        self.path = f"/v1/matches/{match_id}"
        self.headers = {"Authorization": f"Bearer {token}"}
        self.lock = threading.Lock()
        self.view: dict[str, Any] = {}
        self.etag = ""
        self.moves: list[dict[str, Any]] = []

    def call(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        answer = self.client.request(
            method, path, headers={**self.headers, **kwargs.pop("headers", {})}, **kwargs
        )
        if answer.is_error:
            raise problem_of(answer)
        return answer

    def take(self, view: dict[str, Any], etag: str) -> bool:
        """Keep ``view`` if it is newer than the one shown: whether it was."""
        with self.lock:
            if self.view and view["version"] <= self.view["version"]:
                return False
            self.view, self.etag = view, etag
            return True

    def show(self) -> None:
        view = self.view
        status = f"version {view['version']} · {view['status']}"
        if view["status"] == "ongoing":
            status += " · to act: " + ", ".join(f"seat {s}" for s in view["to_act"])
        self.console.rule(f"{view['game']} match · seat {view['seat']} · {status}", align="left")
        self.console.print(view_table(view["view"]))
        for event in view["events"]:
            self.console.print(f"  • {event['text']}", highlight=False)
        self.moves = view["legal_moves"]
        if view["status"] != "ongoing":
            self.console.print("[bold]The game is over.[/] q: quit")
        elif not self.moves:
            self.console.print(f"Seat {view['seat']} waits for the others.")
        for number, legal in enumerate(self.moves, 1):
            self.console.print(f"  {number:>3}. {legal['label']}", highlight=False)

    def follow(self, stop: threading.Event) -> None:
        """The pushes: every newer view is shown as it comes (until ``stop``)."""
        try:
            with self.client.stream(
                "GET", f"{self.path}/events", headers=self.headers, timeout=None
            ) as answer:
                for pushed in events(answer.iter_lines()):
                    if stop.is_set():
                        return
                    if pushed.event == "gone":
                        self.console.print("[red]The match expired.[/]")
                        return
                    view = pushed.view()
                    if self.take(view, f'"v{view["version"]}"'):
                        self.console.print("[bold]The match changed:[/]")
                        self.show()
        except httpx.HTTPError:
            return

    def move(self, number: int) -> None:
        if not self.moves:
            self.console.print("No moves left for your seat: the game is over, or others move.")
            return
        if not 1 <= number <= len(self.moves):
            self.console.print(f"No move {number}: choose 1 to {len(self.moves)}.")
            return
        legal = self.moves[number - 1]
        answer = self.client.post(
            f"{self.path}/moves",
            json={"move": legal["move"]},
            headers={**self.headers, "If-Match": self.etag},
        )
        if answer.status_code == 412:
            self.console.print("The match moved on before your move: here it is now.")
            self.refresh()
            return
        if answer.is_error:
            raise problem_of(answer)
        self.console.print(f"[bold]{legal['label']}[/]", highlight=False)
        if self.take(answer.json(), answer.headers["ETag"]):
            self.show()

    def refresh(self) -> None:
        answer = self.call("GET", self.path)
        self.take(answer.json(), answer.headers["ETag"])
        self.show()

    def hint(self, argument: str) -> None:
        catalogue = self.call("GET", f"/v1/games/{self.view['game']}").json()
        kinds = catalogue["hint_kinds"]
        if not kinds:
            self.console.print(f"{catalogue['title']} has no hint kind yet.")
            return
        choice = int(argument) if argument.isdigit() else 1
        kind = kinds[min(max(choice, 1), len(kinds)) - 1]["name"]
        hint = self.call("POST", f"{self.path}/hints", json={"kind": kind}).json()
        with self.console.status(f"{kind}: {hint['status']}"):
            while hint["status"] not in HINT_DONE:
                threading.Event().wait(HINT_POLL_S)
                hint = self.call("GET", hint["links"]["self"]).json()
        if hint["status"] != "finished":
            self.console.print(f"No {kind} hint: {(hint['error'] or {}).get('detail', '')}")
            return
        self.console.print(f"[bold]Hint ({kind}):[/] {hint['result']['explanation']}")

    def run(self) -> None:
        self.console.print(HELP)
        self.refresh()
        stop = threading.Event()
        threading.Thread(target=self.follow, args=(stop,), daemon=True).start()
        try:
            while True:
                try:
                    line = self.read(f"seat {self.view['seat']}> ").strip()
                except EOFError:
                    return
                command, _, argument = line.partition(" ")
                try:
                    if command in ("q", "quit"):
                        return
                    if command.isdigit():
                        self.move(int(command))
                    elif command == "h":
                        self.hint(argument.strip())
                    else:
                        self.console.print(HELP)
                except ProblemAnswer as problem:
                    self.console.print(f"[red]Refused:[/] {problem}", highlight=False)
        finally:
            stop.set()


def create(client: httpx.Client, game_id: str, setup: dict[str, Any], console: Console) -> dict:
    """A new match; prints each seat's token and the command that joins it."""
    answer = client.post("/v1/matches", json={"game": game_id, "setup": setup})
    if answer.is_error:
        raise problem_of(answer)
    created = answer.json()
    console.print(f"Match {created['id']} created. Each player joins with their own token:")
    for seat, token in enumerate(created["seat_tokens"]):
        console.print(
            f"  seat {seat}: gamekeeper play {game_id} --url {client.base_url}"
            f" --match {created['id']} --token {token}",
            highlight=False,
            soft_wrap=True,
        )
    return created


def play_match(
    url: str,
    game_id: str,
    match: str,
    token: str | None,
    setup: dict[str, Any],
    console: Console | None = None,
    read: Callable[[str], str] | None = None,
) -> None:
    """Joins ``match`` (``new``: creates one, and joins as seat 0) with ``token``."""
    console = console or Console()
    with httpx.Client(base_url=url, timeout=60) as client:
        if match == "new":
            created = create(client, game_id, setup, console)
            match, token = created["id"], created["seat_tokens"][0]
        if token is None:
            raise ProblemAnswer("joining a match needs its seat's token: --token")
        MatchSeat(client, match, token, console, read or console.input).run()
