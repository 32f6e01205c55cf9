"""Dungeons of Draggmar's internal state: the wire state's own fields as plain data, frozen.

The game's state is wide (decks, hands, groups, runners) and every rule touches a little of it,
so the engine keeps one immutable value, :class:`DraggState`: the envelope fields, and ``data``,
the whole state as plain dicts and lists that no one changes once frozen. Rules thaw a working
copy, change it, and freeze it as the next state, which owns it from then on. Equality, hashing
and the wire go through ``body``, the canonical JSON of the wire fields, made only when asked
for: equal states are equal strings, and the wire round trip is exact by construction. Decks
are sorted lists (multisets, D9): their order is never stored, and a draw is a chance outcome
weighted by the copies left.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from typing import Any

import msgspec

from games.core.errors import require
from games.core.slots import slot_builder
from games.draggmar import wire
from games.draggmar.content import DUNGEONS, ELITES, HAND_LIMIT, Pack, reference_pack

KEEP = DUNGEONS + 1  # place 16
TOWN = 0
ENVELOPE = ("mode", "seed", "status", "draw_counter", "turn")
DERIVED = ("pending_chance", "to_act", "signature", "sealed")
Data = dict[str, Any]


@dataclass(frozen=True, slots=True, eq=False)
class DraggState:
    mode: str
    seed: int
    status: str
    draw_counter: int
    turn: int
    data: Data = field(repr=False)  # every field, envelope included: shared, never changed
    #: what the rules work out from this state (its moves, its JSON), kept with it: a state is
    #: asked the same questions several times in a row (to_act, legal_moves, apply)
    derived: dict[str, Any] = field(init=False, repr=False, default_factory=dict)

    def read(self) -> Data:
        """The whole state to read (shared between callers: never change it)."""
        return self.data

    def thaw(self) -> Data:
        """A fresh mutable copy of the whole state (envelope fields included)."""
        return {key: _COPY.get(key, _deep)(value) for key, value in self.data.items()}

    def edit(self) -> Data:
        """A mutable copy for one rule to change and :func:`freeze`: it copies a field the first
        time it is indexed (``g[name]``), so a move pays for the few fields it touches. Only
        indexing sees every field: no ``in``, ``get`` or iteration."""
        return _Edit(self.data)

    @property
    def body(self) -> str:
        """The canonical JSON of every field but the envelope: what equal states share."""
        body: str | None = self.derived.get("body")
        if body is None:
            fields = {k: v for k, v in self.data.items() if k not in ENVELOPE}
            body = self.derived["body"] = _ENCODER.encode(fields).decode()
        return body

    def _key(self) -> tuple[Any, ...]:
        return (self.mode, self.seed, self.status, self.draw_counter, self.turn, self.body)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DraggState):
            return NotImplemented
        return self is other or self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


#: canonical JSON (sorted keys), so that equal states are equal strings
_ENCODER = msgspec.json.Encoder(order="sorted")
_decode = msgspec.json.Decoder().decode


def _deep(value: Any) -> Any:
    """Any field, copied all the way down (a scalar is its own copy)."""
    if type(value) is list:
        return [_deep(item) for item in value]
    if type(value) is dict:
        return {key: _deep(item) for key, item in value.items()}
    return value


def _records(rows: list[Any]) -> list[Any]:
    """Rows of flat records: a copy of each record."""
    return [row.copy() for row in rows]


def _with_piles(*piles: str) -> Callable[[list[Data]], list[Data]]:
    """Records holding piles (runners, groups): a copy of each record and of its ``piles``."""

    def copy(rows: list[Data]) -> list[Data]:
        copies = [row.copy() for row in rows]
        for row in copies:
            for pile in piles:
                row[pile] = row[pile].copy()
        return copies

    return copy


def _nested(rows: list[list[Any]]) -> list[list[Any]]:
    return [row.copy() for row in rows]


#: how deep each field's copy goes, from the shapes the rules store (new_state, rules_*)
_COPY: dict[str, Callable[[Any], Any]] = {
    **dict.fromkeys(
        (
            "fame",
            "standees",
            "visited",
            "done",
            "tokens",
            "market",
            "trophies",
            "starting_heroes",
        ),
        list.copy,
    ),
    **dict.fromkeys(("hands", "scouts", "kept", "carried_curses", "curse_discards"), _nested),
    **dict.fromkeys(("sites", "tallies"), _records),
    # a queued draw and a trade offer are replaced or removed, never changed: the list is enough
    **dict.fromkeys(("queue", "offers"), list.copy),
    "runners": _with_piles("skills_used", "equipped", "curses", "refused_by"),
    "groups": _with_piles("seats", "rewards", "passed", "ahead", "keep_elites", "upgraders"),
    "bought": lambda seats: [_records(entries) for entries in seats],
    "decks": lambda decks: {name: cards.copy() for name, cards in decks.items()},
    "options": lambda options: options,  # no rule changes the options
}


_CONTAINERS = (list, dict)

#: fields nearly every move reads, none of which needs a copy (scalars, and the options no
#: rule changes): an edit starts with them, in one step, rather than one ``__missing__`` each
_READ_BY_ALL = ("status", "turn", "draw_counter", "players", "phase", "options")
_read_by_all = itemgetter(*_READ_BY_ALL)


class _Edit(dict[str, Any]):
    """A state being changed: the fields indexed so far, copied from ``source``."""

    __slots__ = ("source",)

    def __init__(self, source: Data) -> None:
        self.source = source
        self.update(zip(_READ_BY_ALL, _read_by_all(source), strict=True))

    def __missing__(self, key: str) -> Any:
        value = self.source[key]
        if type(value) in _CONTAINERS:  # a scalar is its own copy
            value = _COPY.get(key, _deep)(value)
        self[key] = value
        return value

    def now(self) -> Data:
        """The state as it is at this point, to read only: the fields changed so far and the old
        state's others, none copied. It does not follow later changes: take it, look, then make
        the change through the edit itself."""
        return {**self.source, **self}


def reading(g: Data) -> Data:
    """``g`` to read without copying anything (:meth:`_Edit.now`, or ``g`` itself)."""
    return g.now() if isinstance(g, _Edit) else g


def freeze(data: Data) -> DraggState:
    """The state of ``data``, which it keeps: the caller hands it over and changes it no more."""
    if isinstance(data, _Edit):  # the fields not touched are the old state's, shared (and no
        data = {**data.source, **data}  # derived ones: the old state had none)
    else:
        for name in DERIVED:
            data.pop(name, None)
    return _new_state(
        data["mode"], data["seed"], data["status"], data["draw_counter"], data["turn"], data, {}
    )


#: ``DraggState(...)`` with its ``derived`` given: a state is made once a move or more
_new_state = slot_builder(DraggState, (*ENVELOPE, "data", "derived"))


# --- the pack a game plays with ---------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Cards:
    """A pack indexed for the rules: every card by id, and the decks' full contents. One per
    pack (``_index``), hashed by identity: a key of the caches of what the rules derive from
    the cards alone."""

    pack: Pack
    by_id: dict[str, Any]
    kind: dict[str, str]  # id -> heroes | items | rooms | curses
    full: dict[str, tuple[str, ...]]  # deck name -> every card that belongs to it
    deck: dict[str, str]  # id -> the deck it belongs to
    every: tuple[str, ...]  # every card but the elites, sorted

    def level_of(self, cid: str) -> int:
        return getattr(self.by_id[cid], "level", 3)

    def deck_of(self, cid: str) -> str:
        return self.deck[cid]

    def family_copy(self, hero: str, level: int) -> str | None:
        family = self.by_id[hero].family
        for card in self.pack.heroes:
            if card.family == family and card.level == level:
                return card.id
        return None


@lru_cache(maxsize=16)  # bounded: every custom pack a client sends is another key
def _index(pack_json: str | None) -> Cards:
    pack = reference_pack() if pack_json is None else Pack.model_validate_json(pack_json)
    by_id: dict[str, Any] = {}
    kind: dict[str, str] = {}
    full: dict[str, list[str]] = {}
    for part in ("heroes", "items", "rooms", "curses"):
        for card in getattr(pack, part):
            by_id[card.id] = card
            kind[card.id] = part
            if part == "rooms" and card.kind == "elite":
                continue
            name = "curses" if part == "curses" else f"{part}-{card.level}"
            full.setdefault(name, []).append(card.id)
    decks = {name: tuple(sorted(ids)) for name, ids in full.items()}
    deck = {cid: name for name, ids in decks.items() for cid in ids}
    return Cards(pack, by_id, kind, decks, deck, tuple(sorted(deck)))


#: the last options seen and their index: the rules ask for the cards several times per move
#: with the one ``options`` object every state of a game shares (no rule changes it), and a
#: custom pack (~33 KB) is slow to serialise as a key
_last_seen: list[tuple[Data, Cards]] = []


def cards_of(options: Data) -> Cards:
    """The indexed pack of a game's options (the reference pack unless ``content`` is given)."""
    last = _last_seen[0] if _last_seen else None  # read once: another thread may replace it
    if last is not None and last[0] is options:
        return last[1]
    content = options.get("content")
    cards = _index(None if content is None else json.dumps(content, sort_keys=True))
    _last_seen[:] = [(options, cards)]
    return cards


# --- set-up ---------------------------------------------------------------------------------


def new_state(players: int, mode: str, seed: int, options: wire.Options) -> Data:
    """The table before anything is drawn (rulebook Setup): decks full, tokens face down."""
    opts = options.model_dump(mode="json")
    cards = cards_of(opts)
    pack = cards.pack
    tokens = sorted(int(level) for level, n in pack.level_tokens.items() for _ in range(n))
    return {
        "mode": mode,
        "seed": seed,
        "status": "ongoing",
        "draw_counter": 0,
        "turn": 0,
        "game": "draggmar",
        "variant": "base",
        "options": opts,
        "players": players,
        "round": 1,
        "phase": "deal",
        "first_player": None,
        "doom": pack.doom.start,
        "doom_change": 0,
        "fame": [0] * players,
        "hands": [[] for _ in range(players)],
        "starting_heroes": [None] * players,
        "decks": {name: list(ids) for name, ids in sorted(cards.full.items())},
        "tokens": tokens,
        "sites": [{"token": None, "revealed_round": None, "threats": 0} for _ in range(DUNGEONS)],
        "scouts": [[] for _ in range(players)],
        "standees": [TOWN] * players,
        "visited": [TOWN] * players,
        "done": [False] * players,
        "bought": [[] for _ in range(players)],
        "offers": [None] * players,
        "market": [],
        "runners": [],
        "groups": [],
        "tallies": [{"rooms": 0, "bosses": 0, "bonus": 0} for _ in range(players)],
        "trophies": [],
        "kept": [[] for _ in range(players)],
        "carried_curses": [[] for _ in range(players)],
        "curse_discards": [[] for _ in range(players)],
        "first_kill_round": None,
        "queue": [],
    }


# --- the boundary ----------------------------------------------------------------------------


def to_wire(state: DraggState, pending_chance: Data | None, to_act: tuple[int, ...]) -> Data:
    data: Data = _decode(state.body)
    data.update((key, getattr(state, key)) for key in ENVELOPE)
    data["pending_chance"] = pending_chance
    data["to_act"] = list(to_act)
    return data


def from_wire(model: wire.State) -> DraggState:
    data = model.model_dump(mode="json", exclude=set(DERIVED))
    return freeze(data)


# --- invariants ------------------------------------------------------------------------------


def cards_in_play(data: Data) -> list[str]:
    """Every card the state holds, wherever it is (elites only while a Keep group uses them)."""
    seen: list[str] = []
    for cards in data["decks"].values():
        seen += cards
    for hand in data["hands"]:
        seen += hand
    seen += data["market"]
    seen += data["trophies"]
    for kept in data["kept"]:
        seen += kept
    for carried in data["carried_curses"]:
        seen += carried
    for runner in data["runners"]:
        if runner["hero"] is not None:
            seen.append(runner["hero"])
        seen += runner["equipped"]
        seen += runner["curses"]
    for group in data["groups"]:
        if group["room"] is not None:
            seen.append(group["room"])
        seen += group["rewards"]
        seen += group["passed"]
        seen += group["ahead"]
        seen += group["keep_elites"]
    return seen


def _check_shape(data: Data, cards: Cards) -> None:
    """What the rest of the checks and the rules index by: per-seat lists, groups, the queue."""
    players = data["players"]
    for name in PER_SEAT:
        require(len(data[name]) == players, f"{name} needs one entry per seat ({players})")
    running = data["phase"] == "run"
    require(len(data["runners"]) == (players if running else 0), "runners: one per seat in a run")
    require(bool(data["groups"]) == running, "groups exist exactly during the dungeon runs")
    require(set(data["decks"]) == set(cards.full), f"decks must be {sorted(cards.full)}")
    for cid in cards_in_play(data):
        require(cid in cards.kind or cid in ELITES, f"{cid!r} is not a card of the pack")
    for seat, runner in enumerate(data["runners"]):
        group = runner["group"]
        require(group is not None and group < len(data["groups"]), f"runner {seat}: group")
        require(seat in data["groups"][group]["seats"], f"seat {seat} is not in its group")
    for seat, runner in enumerate(data["runners"]):
        asking = runner["asking"]
        if asking is not None:
            require(asking < len(data["groups"]), f"runner {seat} asks to join no group")
            require(runner["deciding"], f"D35: seat {seat} asks to join but is not choosing")
    for index, group in enumerate(data["groups"]):
        require(group["seats"] or group["result"] == "left", f"group {index} has no seat")
        for seat in group["seats"] + group["upgraders"]:
            require(seat < players, f"group {index}: seat {seat} is not a seat")
        for seat in group["seats"]:
            require(data["runners"][seat]["group"] == index, f"seat {seat} is in two groups")
        if group["room"] is not None:
            require(cards.kind.get(group["room"], "rooms") == "rooms", "a group's room is a room")
        for cid in group["rewards"]:
            require(cards.kind.get(cid) == "items", f"reward {cid} is not an item")
        require(group["location"] != KEEP or group["level"] == 3, "the Keep is level 3")
        pile = group["keep_pile"]
        if pile is not None:
            require(pile < len(data["groups"]), f"group {index}: its Keep pile is no group's")
            owner = data["groups"][pile]
            require(owner["keep_pile"] is None, f"group {index}: a Keep pile held by one group")
            require(group["location"] == owner["location"] == KEEP, "D34: a shared Keep pile")
    if data["first_player"] is not None:
        require(data["first_player"] < players, "first_player is not a seat")
    if data["phase"] != "deal":
        require(all(n is None for n in data["starting_heroes"]), "D38: hands chosen, dealt")
    for owed in data["curse_discards"]:
        for cid in owed:
            require(cards.kind.get(cid) == "curses", f"D50: {cid!r} is not a curse")
    for seat, offer in enumerate(data["offers"]):
        if offer is not None:
            require(offer["to"] < players, "an offer to a seat that is not one")
            require(offer["give"] in data["hands"][seat], "D41: an offer of an item not in hand")
    for draw in data["queue"]:
        require(draw["seat"] is None or draw["seat"] < players, "a draw for a seat not playing")
        require(draw["deck"] is None or draw["deck"] in cards.full, "a draw from no deck")
        if draw["type"] == "draw_room" or draw["to"] == "reward":
            group = draw["group"]
            require(group is not None and group < len(data["groups"]), "a draw for no group")
        needs = {"draw_card": "deck", "reveal_token": "location", "draw_curse": "seat"}
        if draw["type"] in needs:
            require(draw[needs[draw["type"]]] is not None, f"{draw['type']} needs its target")
        if draw["type"] == "draw_card" and draw["to"] in ("hand", "bought", "redrawn"):
            require(draw["seat"] is not None, "a card drawn to a hand needs its seat")
        if draw["type"] == "draw_room" and draw["group"] is not None:
            group = data["groups"][draw["group"]] if draw["group"] < len(data["groups"]) else {}
            require(group.get("location") == KEEP or draw["deck"], "a room draw needs its deck")
    require(
        data["first_player"] is not None
        or (data["queue"] and data["queue"][0]["type"] == "choose_first_player"),
        "the first player is known once the set-up has drawn it",
    )


PER_SEAT = (
    "fame",
    "starting_heroes",
    "hands",
    "scouts",
    "standees",
    "visited",
    "done",
    "bought",
    "offers",
    "tallies",
    "kept",
    "carried_curses",
    "curse_discards",
)


def check_invariants(state: DraggState) -> None:
    data = state.read()
    cards = cards_of(data["options"])
    players = data["players"]
    require(1 <= players <= 4, "Draggmar has one to four seats")
    _check_shape(data, cards)
    seen = cards_in_play(data)
    elites = [cid for cid in seen if cid in ELITES]
    others = sorted(cid for cid in seen if cid not in ELITES)
    if tuple(others) != cards.every:
        found, every = Counter(others), Counter(cards.every)
        require(
            False,
            "D2-D5: every card is in a deck, a hand, the market, a dungeon or the trophies once:"
            f" extra {sorted((found - every).elements())},"
            f" missing {sorted((every - found).elements())}",
        )
    require(len(elites) == len(set(elites)), "D16: one copy of each elite card")
    for name, deck in data["decks"].items():
        require(deck == sorted(deck), f"D9: deck {name} is a sorted multiset")
        if any(cards.deck[cid] != name for cid in deck):
            require(False, f"deck {name} holds a card of another deck")
    pack = cards.pack
    require(0 <= data["doom"] <= pack.doom.top, f"D8: doom {data['doom']} off the track")
    require(all(f >= 0 for f in data["fame"]), "Fame is never negative")
    tokens = Counter(data["tokens"]) + Counter(
        s["token"] for s in data["sites"] if s["token"] is not None
    )
    expected = Counter({int(k): n for k, n in pack.level_tokens.items() if n})
    require(tokens == expected, f"D7: level tokens {dict(tokens)} are not {dict(expected)}")
    threats = sum(s["threats"] for s in data["sites"])
    require(
        threats <= pack.threat_tokens, f"D7: {threats} threat tokens out of {pack.threat_tokens}"
    )
    for site in data["sites"]:
        if site["token"] is None:
            require(site["threats"] == 0, "threat tokens go on revealed dungeons only")
        else:
            require(site["token"] + site["threats"] <= 3, "D15: no dungeon above level 3")
    if data["phase"] in ("scout", "select"):  # D40: over 7 only until the seat discards
        for hand in data["hands"]:
            require(len(hand) <= HAND_LIMIT, f"D40: a hand of {len(hand)} is over the limit")
    require(
        (data["status"] == "ongoing") == (data["phase"] != "over"),
        "the game is over exactly when its status is not ongoing",
    )
    for seat, runner in enumerate(data["runners"]):
        for cid in runner["equipped"]:
            require(cards.kind[cid] == "items", f"seat {seat} equips {cid}, not an item")
        if runner["hero"] is not None:
            require(cards.kind[runner["hero"]] == "heroes", f"seat {seat} plays a non-hero")
