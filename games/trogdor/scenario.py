"""Posing Trogdor positions by hand: for tests, puzzles and analysis (table mode).

``new`` sets up a table-mode game with chosen keepers, items, map and Movement deck;
``deal`` makes the set-up and first draws explicit; ``edit`` changes pieces with readable
positions (``seat`` a seat's keeper, item or hand); ``play`` applies moves given as JSON-like
dicts. Everything goes through the same ``apply`` as the service, so a scenario is a real game.

Set up, deal, and the active seat chooses its card:

>>> s = deal(new(keepers=["hardybardy"], items=["two-gross-beans"]), [["majesty", "block"]])
>>> s.tasks[0], s.seats[0].hand
(('choose', None), ('block', 'majesty'))

``start`` poses turn 1 with a card played and the board edited (rows and columns from 0):
``labels`` and ``moves`` say what the seat may do, ``play`` does it.

>>> s = start("high-energy", trogdor=(2, 2), peasants=[(2, 3)], **FAR)
>>> s.ap, s.trog_meter, "Move east to (2,3)" in labels(s)
(7, 4, True)
>>> happened: list[Event] = []
>>> s = play(s, {"type": "move", "to": to(2, 3)}, {"type": "chomp"}, events=happened)
>>> s.ap, s.trog_meter, [e.type for e in happened]
(5, 5, ['trogdor_moved', 'health_gained'])

``board`` ends the actions and runs the board phase with a Movement card of the known deck
(``KNOWN_DECK``; EAST3: the Knights and the Archer walk E E E); turn 2's draw is next:

>>> s = board(start("block", trogdor=(2, 2), **FAR), "EAST3")
>>> s.turn, s.tasks[0], s.knights, s.archer == at(0, 3)
(2, ('draw', None), (3, 3), True)

A seat changed by hand (its record replaced, never written through):

>>> s = start(items=["ring-of-voip"])
>>> "use_item" in types(s), "use_item" in types(seat(s, 0, charged=False))
(True, False)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pydantic import TypeAdapter

from games.core.game import Event, Setup
from games.trogdor import wire
from games.trogdor.content import SIZE
from games.trogdor.game import Trogdor
from games.trogdor.position import TrogState

GAME = Trogdor()
MOVES: TypeAdapter[wire.AnyMove] = TypeAdapter(wire.Move)


def at(row: int, col: int) -> int:
    return row * SIZE + col


def new(
    variant: str = "published",
    players: int = 1,
    keepers: list[str] | None = None,
    items: list[str] | None = None,
    **options: Any,
) -> TrogState:
    """A table-mode game; keepers and items default to Hardybardy and Two Gross Beans etc."""
    default_keepers = ["hardybardy", "crangolev", "brovelade", "worchex", "stonklar", "cranjegg"]
    default_items = [
        "two-gross-beans",
        "disk-of-healing",
        "ring-of-voip",
        "baubles-of-astray",
        "super-trinket",
        "distractos-pouch",
    ]
    opts = wire.Options.model_validate(
        {
            "keepers": keepers if keepers is not None else default_keepers[:players],
            "items": items if items is not None else default_items[:players],
            **options,
        }
    )
    return GAME.new_game(Setup(players, variant, "table", 0, opts))


def move(data: dict[str, Any]) -> wire.AnyMove:
    return MOVES.validate_python(data)


def play(state: TrogState, *moves: dict[str, Any], events: list[Event] | None = None) -> TrogState:
    """Apply moves given as dicts (seat moves get ``seat`` = the deciding seat if missing)."""
    for data in moves:
        data = dict(data)
        if data["type"] not in (
            "draw_action_card",
            "draw_movement_card",
            "deal_keeper",
            "deal_item",
        ):
            data.setdefault("seat", GAME.to_act(state)[0] if GAME.to_act(state) else 0)
        state, happened = GAME.apply(state, move(data))
        if events is not None:
            events.extend(happened)
    return state


def deal(state: TrogState, hands: list[list[str]]) -> TrogState:
    """Deal each seat its first card (``hands[s][0]``), then seat 0 draws ``hands[0][1]``."""
    for seat_hand in hands:
        state = play(state, {"type": "draw_action_card", "card": seat_hand[0]})
    if len(hands[0]) > 1:
        state = play(state, {"type": "draw_action_card", "card": hands[0][1]})
    return state


def edit(state: TrogState, **changes: Any) -> TrogState:
    """``replace`` with positions as (row, col) pairs and ``burned`` as a list of pairs or 'all'."""
    out: dict[str, Any] = {}
    for key, value in changes.items():
        if key in ("trogdor", "archer", "troghammer"):
            out[key] = None if value is None else at(*value)
        elif key in ("peasants",):
            out[key] = tuple(sorted(at(*p) for p in value))
        elif key == "knights":
            out[key] = tuple(at(*p) for p in value)
        elif key in ("burned", "cottages_burning"):
            if value == "all":
                out[key] = (1 << 25) - 1
            elif isinstance(value, int):
                out[key] = value
            else:
                mask = 0
                for p in value:
                    mask |= 1 << at(*p)
                out[key] = mask
        else:
            out[key] = value
    state = replace(state, **out)
    if "void" not in changes and ("peasants" in changes or "trog_meter" in changes):
        burning = sum(1 for name, _ in state.tasks if name in ("burn", "flask"))
        state = replace(state, void=7 - len(state.peasants) - state.trog_meter - burning)
    return state


def seat(state: TrogState, index: int = 0, **changes: Any) -> TrogState:
    """``state`` with seat ``index``'s keeper, item, charge or hand changed (``changes``)."""
    seats = list(state.seats)
    seats[index] = replace(seats[index], **changes)
    return replace(state, seats=tuple(seats))


def movement_deck(*cards: tuple[str, int, str, bool, str]) -> list[dict[str, Any]]:
    """A custom Movement deck: (id, peasants, arrow, repair, path as 'NES'), padded to 6 cards."""
    deck = [
        {"id": c[0], "peasants": c[1], "arrow": c[2], "repair": c[3], "path": list(c[4])}
        for c in cards
    ]
    filler = 0
    while len(deck) < 6:
        filler += 1
        deck.append(
            {"id": f"X{filler}", "peasants": 0, "arrow": "N", "repair": False, "path": list("NNN")}
        )
    return deck


# --- a known position for scenarios ----------------------------------------------------------

#: a small Movement deck whose cards are known: (id, peasants, arrow, repair, path)
KNOWN_DECK = movement_deck(
    ("QUIET", 0, "N", False, "NNN"),
    ("EAST3", 0, "E", False, "EEE"),
    ("SOUTH3", 0, "S", False, "SSS"),
    ("REPAIR", 0, "N", True, "NNN"),
    ("SPAWN4", 4, "W", False, "WWW"),
    ("WEST5", 2, "W", False, "WWWWW"),
    ("NESW", 1, "E", False, "NES"),
)
END = {"type": "end_actions"}
#: the enemies out of the way: both Knights and the Archer on (0,0) (the QUIET card: N N N)
FAR: dict[str, Any] = {"knights": [(0, 0), (0, 0)], "archer": (0, 0)}


def start(
    card: str = "high-energy",
    other: str = "block",
    variant: str = "published",
    players: int = 1,
    keepers: list[str] | None = None,
    items: list[str] | None = None,
    deck: list[dict[str, Any]] | None = None,
    map: Any = None,
    **edits: Any,
) -> TrogState:
    """Seat 0 holds ``card`` and ``other`` on turn 1, the board edited, then plays ``card``."""
    options: dict[str, Any] = {"movement_deck": deck if deck is not None else KNOWN_DECK}
    if map is not None:
        options["map"] = map
    state = new(variant, players, keepers, items, **options)
    state = deal(state, [[card, other]] + [["high-energy"]] * (players - 1))
    state = edit(state, **edits)
    return play(state, {"type": "choose_card", "card": card})


def moves(state: TrogState) -> list[dict[str, Any]]:
    return [m.move.model_dump(mode="json", exclude_none=True) for m in GAME.legal_moves(state)]


def labels(state: TrogState) -> list[str]:
    return [m.label for m in GAME.legal_moves(state)]


def types(state: TrogState) -> set[str]:
    return {m["type"] for m in moves(state)}


def to(row: int, col: int) -> dict[str, int]:
    return {"row": row, "col": col}


def board(state: TrogState, card: str, *more: dict[str, Any]) -> TrogState:
    """End the actions and run the board phase with Movement card ``card``, then ``more``."""
    return play(state, END, {"type": "draw_movement_card", "card": card}, *more)
