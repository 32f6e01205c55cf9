"""``gamekeeper play GAME``: a game in the terminal, through the public HTTP API only.

Like the browser playground, it knows nothing of any game: the seats, variants, modes and hint
kinds come from ``GET /v1/games``, the table from ``view``, the choices from ``legal-moves`` and
their labels. Hidden-information games are played hot-seat: the client holds every seat token
and asks for the device to be passed between seats, clearing the screen.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from service.seat_tokens import HEADER as SEAT_TOKEN_HEADER

#: state fields the status line already says, or that mean nothing to a player
NOT_SHOWN = frozenset(
    {"game", "variant", "mode", "seed", "status", "to_act", "turn", "draw_counter", "options",
     "pending_chance", "signature", "sealed"}
)  # fmt: skip
#: a tally (name: count) longer than this is shown by its total: a deck of 52 cards, not 52 names
LONG_TALLY = 12
#: rows of more cells than this are a list (a hand of 13 cards), not a board: 80 columns hold 10
GRID_COLUMNS = 10
HINT_DONE = frozenset({"finished", "failed", "canceled"})
HINT_POLL_S = 0.25
HELP = (
    "Type a move's number; h: a hint (h 2: the second kind); u: undo; s N: show seat N;"
    " ?: this help; q: quit"
)


class ProblemAnswer(Exception):
    """The API said no: its problem's detail is what the player reads."""


@dataclass
class GameApi:
    """One game's endpoints over HTTP; the seat's token goes with every request about a seat."""

    client: httpx.Client
    game: str
    tokens: list[str] = field(default_factory=list)

    def call(self, method: str, path: str, body: Any = None, seat: int | None = None) -> Any:
        headers = {}
        if seat is not None and seat < len(self.tokens):
            headers[SEAT_TOKEN_HEADER] = self.tokens[seat]
        answer = self.client.request(method, path, json=body, headers=headers)
        if answer.is_error:
            try:
                problem = answer.json()
                detail = problem.get("detail") or problem.get("title")
            except ValueError:
                detail = answer.text
            raise ProblemAnswer(f"{answer.status_code}: {detail}")
        return answer.json()

    def rules(self, endpoint: str, body: dict[str, Any], seat: int | None = None) -> Any:
        return self.call("POST", f"/v1/games/{self.game}/{endpoint}", body, seat)


# --- the table as text --------------------------------------------------------------------


def blank(value: Any) -> bool:
    """Nothing worth a word: no value, a false flag, an empty list, mapping or text (0 is kept)."""
    return value is None or value is False or (isinstance(value, list | dict | str) and not value)


def compact(value: Any) -> str:
    """A value on one line: runs of equal items counted (``hidden ×13``), empty things as ``—``,
    a true flag by its name and a false one left out, a long tally (a deck) by its total."""
    if isinstance(value, dict):
        if len(value) > LONG_TALLY and all(isinstance(v, int) for v in value.values()):
            return f"{sum(value.values())} in all ({len(value)} kinds)"
        shown = [k if v is True else f"{k} {compact(v)}" for k, v in value.items() if not blank(v)]
        return ", ".join(shown)
    if isinstance(value, list):
        runs: list[list[Any]] = []
        for item in value:
            if runs and runs[-1][0] == item:
                runs[-1][1] += 1
            else:
                runs.append([item, 1])
        return " · ".join(compact(i) + (f" ×{n}" if n > 1 else "") for i, n in runs) or "—"
    return "—" if value is None else str(value)


def cell(value: Any) -> str:
    """A grid square: its values only, a true flag by its name (``Forest burned``)."""
    if not isinstance(value, dict):
        return compact(value)
    shown = [k if v is True else compact(v) for k, v in value.items() if not blank(v)]
    return " ".join(shown)


def is_grid(value: Any) -> bool:
    """A board: rows of equal length, narrow enough to draw as a grid."""
    return (
        isinstance(value, list)
        and len(value) > 1
        and isinstance(value[0], list)
        and 1 < len(value[0]) <= GRID_COLUMNS
        and all(isinstance(row, list) and len(row) == len(value[0]) for row in value)
    )


def shown(value: Any) -> RenderableType:
    if is_grid(value):
        grid = Table(show_header=False, show_lines=True, padding=(0, 1))
        for row in value:
            grid.add_row(*(cell(v) for v in row))
        return grid
    if isinstance(value, dict) and any(isinstance(v, dict | list) for v in value.values()):
        return Text("\n".join(f"{k}: {compact(v)}" for k, v in value.items() if not blank(v)))
    if isinstance(value, list) and any(isinstance(v, dict | list) for v in value):
        return Text("\n".join(f"{n}: {compact(v)}" for n, v in enumerate(value)))
    return Text(compact(value))


def view_table(view: dict[str, Any]) -> Table:
    """The game's view of the table (what the seat may see), one row per field."""
    table = Table(show_header=False, expand=False)
    table.add_column(style="bold")
    table.add_column()
    for name, value in view.items():
        if name not in NOT_SHOWN and not blank(value):
            table.add_row(name.replace("_", " "), shown(value))
    return table


def percent(probability: float) -> str:
    return f"{probability * 100:.1f}%"


# --- playing ------------------------------------------------------------------------------


@dataclass
class Game:
    """A game being played: every Step so far (undo drops the last) and the seat shown."""

    summary: dict[str, Any]
    api: GameApi
    players: int
    steps: list[dict[str, Any]]
    seat: int = 0

    @property
    def state(self) -> dict[str, Any]:
        return self.steps[-1]["state"]

    @property
    def to_act(self) -> list[int]:
        return self.state["to_act"]

    @property
    def over(self) -> bool:
        return self.state["status"] != "ongoing"

    @property
    def secret_seats(self) -> bool:
        """Hot-seat with secrets: each seat's view is hidden from the others."""
        return self.summary["game_type"]["information"] == "imperfect" and self.players > 1


class Terminal:
    """Draws the game and reads the player's commands, one line at a time."""

    def __init__(self, game: Game, console: Console, read: Callable[[str], str]) -> None:
        self.game = game
        self.console = console
        self.read = read
        self.moves: list[dict[str, Any]] = []

    # drawing

    def status(self) -> str:
        g = self.game
        state = g.state
        parts = [g.summary["title"], f"turn {state['turn']}"]
        if g.over:
            parts.append(f"game over: {state['status']}")
        elif g.to_act:
            parts.append("to act: " + ", ".join(f"seat {s}" for s in g.to_act))
        else:
            parts.append("waiting for a draw or a roll")
        return " · ".join(parts)

    def show(self) -> None:
        g = self.game
        view = g.api.rules("view", {"state": g.state, "seat": g.seat}, g.seat)["view"]
        self.console.rule(f"{self.status()} · seat {g.seat}'s view", align="left")
        self.console.print(view_table(view))
        self.show_score()
        self.moves = self.legal_moves()
        if g.over:
            self.console.print("[bold]The game is over.[/] u: undo, q: quit")
            return
        kind = None
        for number, legal in enumerate(self.moves, 1):
            if legal["move"]["type"] != kind:
                kind = legal["move"]["type"]
                who = "at the table" if legal["seat"] is None else f"seat {legal['seat']}"
                self.console.print(f"[bold]{kind.replace('_', ' ')}[/] ({who})")
            odds = f"  [dim]{percent(legal['probability'])}[/]" if legal["seat"] is None else ""
            self.console.print(f"  {number:>3}. {legal['label']}{odds}", highlight=False)
        if not self.moves:
            self.console.print(f"Seat {g.seat} waits. s N shows another seat.")

    def show_score(self) -> None:
        score = self.game.api.rules("score", {"state": self.game.state})
        points = " · ".join(
            f"seat {seat} {points:g}" + (" (wins)" if int(seat) in score["winners"] else "")
            for seat, points in score["scores"].items()
        )
        self.console.print(f"Score ({score['status']}): {points}", highlight=False)

    def show_events(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            self.console.print(f"  • {event['text']}", highlight=False)

    def legal_moves(self) -> list[dict[str, Any]]:
        """What may be entered now: chance outcomes (table mode), then the seat's own moves."""
        g = self.game
        chance = [m for m in g.steps[-1]["legal_moves"] if m["seat"] is None]
        if g.over or g.seat not in g.to_act:
            return chance
        asked = g.api.rules("legal-moves", {"state": g.state, "seat": g.seat}, g.seat)
        return chance + [m for m in asked["moves"] if m["seat"] == g.seat]

    # commands

    def hand_over(self, seat: int) -> None:
        """Shows ``seat``; with secrets, the screen is cleared and the next player confirms."""
        g = self.game
        changed = seat != g.seat
        g.seat = seat
        if g.secret_seats and changed:
            self.console.clear()
            self.read(f"Pass the device to seat {seat}, then press Enter ")

    def follow_turn(self) -> None:
        """After a move: keep the seat while it still acts, else the next seat that does."""
        acting = self.game.to_act
        if acting and self.game.seat not in acting:
            self.hand_over(next((s for s in acting if s > self.game.seat), acting[0]))

    def move(self, number: int) -> None:
        if not self.moves:
            self.console.print(self.no_moves_left())
            return
        if not 1 <= number <= len(self.moves):
            self.console.print(f"No move {number}: choose 1 to {len(self.moves)}.")
            return
        legal = self.moves[number - 1]
        g = self.game
        step = g.api.rules("apply", {"state": g.state, "move": legal["move"]}, legal["seat"])
        g.steps.append(step)
        self.console.print(f"[bold]{legal['label']}[/]", highlight=False)
        self.show_events(step["events"])
        self.follow_turn()

    def no_moves_left(self) -> str:
        """Why the shown seat has nothing to choose, and what to do instead."""
        g = self.game
        if g.over:
            return "No moves left: the game is over (u: undo, q: quit)."
        acting = ", ".join(str(s) for s in g.to_act)
        return f"No moves left for seat {g.seat} now: seat {acting} acts (s N shows seat N)."

    def undo(self) -> None:
        if len(self.game.steps) < 2:
            self.console.print("Nothing to undo.")
            return
        self.game.steps.pop()
        self.console.print("Undone: back to the previous step.")
        self.follow_turn()

    def switch(self, argument: str) -> None:
        if not argument.isdigit() or int(argument) >= self.game.players:
            self.console.print(f"Seats are 0 to {self.game.players - 1}.")
            return
        self.hand_over(int(argument))

    def hint(self, argument: str) -> None:
        g = self.game
        kinds = g.summary["hint_kinds"]
        if not kinds:
            self.console.print(f"{g.summary['title']} has no hint kind yet.")
            return
        choice = int(argument) if argument.isdigit() else 1
        if not 1 <= choice <= len(kinds):
            listed = ", ".join(f"h {n}: {k['name']}" for n, k in enumerate(kinds, 1))
            self.console.print(f"Hint kinds: {listed}")
            return
        if g.over or g.seat not in g.to_act:
            self.console.print(f"Seat {g.seat} has nothing to decide now.")
            return
        kind = kinds[choice - 1]
        body = {"state": g.state, "seat": g.seat, "kind": kind["name"]}
        hint = g.api.rules("hints", body, g.seat)
        started = time.monotonic()
        with self.console.status(f"{kind['name']}: queued") as progress:
            while hint["status"] not in HINT_DONE:
                elapsed = time.monotonic() - started
                progress.update(f"{kind['name']}: {hint['status']}, {elapsed:.1f} s")
                time.sleep(HINT_POLL_S)
                hint = g.api.call("GET", hint["links"]["self"])
        self.show_hint(kind["name"], hint)

    def show_hint(self, kind: str, hint: dict[str, Any]) -> None:
        if hint["status"] != "finished":
            error = hint["error"] or {}
            self.console.print(f"No {kind} hint: {error.get('detail', hint['status'])}")
            return
        result = hint["result"]
        value, quality = result["value"], result["quality"]

        def amount(number: float) -> str:
            return (
                percent(number) if value["unit"] == "probability" else f"{number:g} {value['unit']}"
            )

        if quality["kind"] == "optimal":
            how = "optimal (proved)"
        elif quality.get("interval95"):
            low, high = quality["interval95"]
            how = f"estimate, 95% interval {amount(low)} to {amount(high)}"
        else:
            how = "estimate"
        first = result["moves"][0] if result["moves"] else None
        numbered = [n for n, m in enumerate(self.moves, 1) if m["move"] == first]
        lines = [
            f"[bold]Hint ({kind}):[/] {result['explanation']}",
            f"Value: {amount(value['amount'])} ({value['meaning']})",
            f"Quality: {how}",
        ]
        if numbered:
            lines.append(f"The plan starts with move {numbered[0]}.")
        self.console.print(Group(*(Text.from_markup(line) for line in lines)))

    def run(self) -> None:
        self.console.print(HELP)
        self.show_events(self.game.steps[-1]["events"])
        if self.game.secret_seats:
            self.console.print(
                "Hot-seat: this terminal holds every seat's token; one seat at a time."
            )
            try:
                self.read(f"Pass the device to seat {self.game.seat}, then press Enter ")
            except EOFError:
                return
        while True:
            try:
                self.show()
            except ProblemAnswer as problem:
                self.console.print(f"[red]Refused:[/] {problem}", highlight=False)
            try:
                if not self.command(self.read(f"seat {self.game.seat}> ")):
                    break
            except EOFError:  # the input ended: as good as q
                break
            except ProblemAnswer as problem:
                self.console.print(f"[red]Refused:[/] {problem}", highlight=False)

    def command(self, line: str) -> bool:
        """Does what ``line`` says; False to quit."""
        command, _, argument = line.strip().partition(" ")
        if command in ("q", "quit"):
            return False
        if command.isdigit():
            self.move(int(command))
        elif command == "h":
            self.hint(argument.strip())
        elif command == "u":
            self.undo()
        elif command == "s":
            self.switch(argument.strip())
        else:
            self.console.print(HELP)
        return True


def ask_seats(summary: dict[str, Any], console: Console, read: Callable[[str], str]) -> int:
    """How many play, asked when the game allows a choice: two by default where two may play
    (a game with others is what most people sit down for), else the one number it allows."""
    fewest, most = summary["players"]["min"], summary["players"]["max"]
    default = min(most, max(fewest, 2))
    while fewest != most:
        try:
            answer = read(f"Seats for {summary['title']} ({fewest} to {most}) [{default}]: ")
        except EOFError:
            break
        answer = answer.strip()
        if not answer:
            break
        if answer.isdigit() and fewest <= int(answer) <= most:
            return int(answer)
        console.print(f"{summary['title']} is played by {fewest} to {most}.")
    return default


def new_game(
    client: httpx.Client,
    game_id: str,
    seats: int | Callable[[dict[str, Any]], int],
    variant: str | None,
    mode: str | None,
    seed: int | None,
) -> Game:
    api = GameApi(client, game_id)
    catalogue = {g["id"]: g for g in api.call("GET", "/v1/games")}
    if game_id not in catalogue:
        raise ProblemAnswer(f"unknown game {game_id!r}; this service has: {', '.join(catalogue)}")
    summary = catalogue[game_id]
    players = seats if isinstance(seats, int) else seats(summary)
    setup: dict[str, Any] = {"players": players}
    for name, value in (("variant", variant), ("mode", mode), ("seed", seed)):
        if value is not None:
            setup[name] = value
    step = api.rules("states", setup)
    api.tokens = step.get("seat_tokens") or []
    to_act = step["state"]["to_act"]
    return Game(summary, api, players, [step], seat=to_act[0] if to_act else 0)


def play(
    url: str,
    game_id: str,
    *,
    seats: int | None = None,
    variant: str | None = None,
    mode: str | None = None,
    seed: int | None = None,
    console: Console | None = None,
    read: Callable[[str], str] | None = None,
) -> None:
    """Plays ``game_id`` against the service at ``url`` until the player quits (or input ends)."""
    console = console or Console()
    read = read or console.input
    with httpx.Client(base_url=url, timeout=60) as client:
        how_many = seats if seats is not None else (lambda s: ask_seats(s, console, read))
        game = new_game(client, game_id, how_many, variant, mode, seed)
        Terminal(game, console, read).run()
