"""Dungeons of Draggmar's internal state: frozen typed records, drafted once per move.

The game's state is wide (decks, hands, groups, runners) and every rule touches a little of it.
:class:`DraggState` is a frozen slotted record (:mod:`games.core.record`) of tuples and nested
frozen records (:class:`Site`, :class:`Runner`, :class:`Group`, :class:`Draw`...). A move's
rules change one draft (:class:`DraggFields`, the writable shape): top-level fields are
assigned, nested records replaced through the draft's ``set_*`` helpers, never written through,
so the draft shares every untouched part with the state it came from and no copy goes deeper
than the top level. Decks are sorted tuples (multisets, D9): their order is never stored, and a
draw is a chance outcome weighted by the copies left. Wire dicts exist only in :func:`to_wire`
and :func:`from_wire`, and the round trip is exact.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from games.core.errors import require
from games.core.game import Event
from games.core.record import Fields, drafting, fields, record, replacer
from games.core.tuples import replaced, with_added, without
from games.draggmar import wire
from games.draggmar.content import (
    DUNGEONS,
    ELITES,
    HAND_LIMIT,
    RIFT_TOKENS,
    Pack,
    reference_pack,
    rift_rooms,
)

KEEP = DUNGEONS + 1  # place 16
TOWN = 0
ENVELOPE = ("mode", "seed", "status", "draw_counter", "turn")


# --- the nested records ------------------------------------------------------------------------


@record
class Site:
    """D6, D7: a dungeon location's level token (None: face down) and threat tokens."""

    token: int | None
    revealed_round: int | None
    threats: int


@record
class Bought:
    """D11: a card bought this round, on the table until its seat is done."""

    card: str
    redrawn: bool
    traded: bool


@record
class Offer:
    """D41: a seat's standing offer of an item of its hand to seat ``to``."""

    to: int
    give: str
    gift: bool


@record
class Tally:
    """What a seat earned in its run so far, collected when the run ends (D15, D47)."""

    rooms: int
    bosses: int
    bonus: int


NO_TALLY = Tally(rooms=0, bosses=0, bonus=0)


@record
class Runner:
    """A seat in a dungeon run: its group, hero in play and what it did in this room."""

    group: int | None
    hero: str | None
    damage: int
    skills_used: tuple[str, ...]
    equipped: tuple[str, ...]  # sorted
    ready: bool
    skill: int
    fame_spent: str | None
    out: bool
    curses: tuple[str, ...]
    deciding: bool
    asking: int | None
    split_off: bool
    refused_by: tuple[int, ...]

    @property
    def playing(self) -> str:
        """The hero in play (the rules ask only when there is one)."""
        assert self.hero is not None, "a hero is in play"
        return self.hero


@record
class Group:
    """D12, D13: seats running a dungeon together, in turn order."""

    location: int
    level: int
    seats: tuple[int, ...]
    room: str | None
    stage: str
    rewards: tuple[str, ...]
    passed: tuple[str, ...]
    ahead: tuple[str, ...]
    keep_rooms: int
    keep_elites: tuple[str, ...]
    keep_pile: int | None
    result: str | None
    outcome: str | None
    upgraders: tuple[int, ...]

    @property
    def meeting(self) -> str:
        """The room the group is in (the rules ask only when it is in one)."""
        assert self.room is not None, "the group is in a room"
        return self.room


@record
class Draw:
    """A chance event waiting in the queue, and where its card goes (``wire.Draw``)."""

    type: str
    to: str
    deck: str | None = None
    seat: int | None = None
    group: int | None = None
    location: int | None = None


@record
class Decks:
    """The decks by name (the pack's: ``heroes-1`` ... ``curses``), each a sorted multiset."""

    names: tuple[str, ...]  # sorted
    piles: tuple[tuple[str, ...], ...]

    def __getitem__(self, name: str) -> tuple[str, ...]:
        return self.piles[self.names.index(name)]

    def __contains__(self, name: str) -> bool:
        return name in self.names

    def items(self) -> Iterator[tuple[str, tuple[str, ...]]]:
        return zip(self.names, self.piles, strict=True)

    def with_pile(self, name: str, pile: tuple[str, ...]) -> Decks:
        return Decks(self.names, replaced(self.piles, self.names.index(name), pile))


@record
class Crusade:
    """The Undead Crusade (option ``undead_crusade``): the open Rifts (their locations, in the
    order they opened), the Rifts run this round, and how many undead cards are still drawn
    before the Rift deck's bottom half, where the Portals and General Velos are (rulebook
    set-up, D53). The Rift deck itself is the deck ``rifts``."""

    open: tuple[int, ...]
    fought: tuple[int, ...]
    top: int


evolve_runner = replacer(Runner)
evolve_group = replacer(Group)
evolve_site = replacer(Site)
evolve_crusade = replacer(Crusade)


# --- the state -------------------------------------------------------------------------------


@fields
class DraggFields(Fields):
    """A Draggmar state's fields and what the rules read of them; a move's draft has them too,
    and the ``set_*``/card helpers that change a draft (each replaces what it changes)."""

    mode: str
    seed: int
    status: str
    draw_counter: int
    turn: int
    #: no rule changes the options: left out of the hash (a custom pack holds lists)
    options: wire.Options = field(hash=False)
    players: int
    round: int
    phase: str
    first_player: int | None
    doom: int
    doom_change: int
    fame: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]  # each sorted
    starting_heroes: tuple[int | None, ...]
    decks: Decks
    tokens: tuple[int, ...]  # sorted
    sites: tuple[Site, ...]
    scouts: tuple[tuple[int, ...], ...]
    standees: tuple[int, ...]
    visited: tuple[int, ...]
    done: tuple[bool, ...]
    bought: tuple[tuple[Bought, ...], ...]
    offers: tuple[Offer | None, ...]
    market: tuple[str, ...]  # sorted
    runners: tuple[Runner, ...]
    groups: tuple[Group, ...]
    tallies: tuple[Tally, ...]
    trophies: tuple[str, ...]
    kept: tuple[tuple[str, ...], ...]
    carried_curses: tuple[tuple[str, ...], ...]  # each sorted
    curse_discards: tuple[tuple[str, ...], ...]
    first_kill_round: int | None
    queue: tuple[Draw, ...]
    #: the Undead Crusade's Rifts (None: the option is off, and the wire has no ``crusade``)
    crusade: Crusade | None = None
    #: the chance outcomes of this state, once worked out
    outcomes: list[tuple[Any, int]] | None = field(default=None, init=False)

    @property
    def cards(self) -> Cards:
        """The cards of this game's pack."""
        return cards_of(self.options)

    # the changes a draft makes, each replacing what it changes

    def set_runner(self, seat: int, **changes: Any) -> None:
        self.runners = replaced(self.runners, seat, evolve_runner(self.runners[seat], **changes))

    def set_group(self, index: int, **changes: Any) -> None:
        self.groups = replaced(self.groups, index, evolve_group(self.groups[index], **changes))

    def set_site(self, location: int, **changes: Any) -> None:
        """Dungeon ``location`` (1-15) changed."""
        index = location - 1
        self.sites = replaced(self.sites, index, evolve_site(self.sites[index], **changes))

    def add_fame(self, seat: int, amount: int) -> None:
        self.fame = replaced(self.fame, seat, self.fame[seat] + amount)

    def give(self, seat: int, cid: str) -> None:
        """``cid`` joins the seat's hand (kept sorted, so equal hands are equal states)."""
        self.hands = replaced(self.hands, seat, with_added(self.hands[seat], cid))

    def take(self, seat: int, cid: str) -> None:
        """``cid`` leaves the seat's hand."""
        self.hands = replaced(self.hands, seat, without(self.hands[seat], cid))

    def to_deck(self, cid: str) -> None:
        """A discarded card goes back into its deck (D18: the rulebook's bottom of the deck; a
        Rift card into the Rift deck, D53)."""
        name = self.cards.deck[cid]
        self.decks = self.decks.with_pile(name, with_added(self.decks[name], cid))

    def from_deck(self, name: str, cid: str) -> None:
        """``cid`` is drawn out of deck ``name``."""
        self.decks = self.decks.with_pile(name, without(self.decks[name], cid))

    def push(self, *draws: Draw) -> None:
        """Chance events join the queue."""
        self.queue += draws


@record
class DraggState(DraggFields):  # type: ignore[misc]  # frozen fields of a writable declaration
    """A Draggmar state: frozen (its draft, in a move being applied, is a ``DraggFields``)."""

    def thaw(self) -> DraggFields:
        """A draft of this state (to pose a position: :func:`freeze` it when done)."""
        return DRAFTS.thaw(self)


DRAFTS = drafting(DraggState)


def frozen(draft: DraggFields) -> tuple[DraggState, list[Event]]:
    """The next state a move's draft has become, and the move's events (the draft is not used
    again)."""
    return DRAFTS.freeze(draft)  # type: ignore[arg-type]  # a draft is a DraggState's


def freeze(draft: DraggFields) -> DraggState:
    """The state a posed draft is now (a copy: the draft may go on changing, for the next
    position of a test)."""
    state: DraggState = DRAFTS.freeze(DRAFTS.thaw(draft))[0]  # type: ignore[arg-type]
    return state


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
    skills: dict[str, tuple[Any, ...]]  # hero id -> its active skills, first then second

    def level_of(self, cid: str) -> int:
        return int(getattr(self.by_id[cid], "level", 3))

    def deck_of(self, cid: str) -> str:
        return self.deck[cid]

    def family_copy(self, hero: str, level: int) -> str | None:
        family = self.by_id[hero].family
        for card in self.pack.heroes:
            if card.family == family and card.level == level:
                return str(card.id)
        return None


@lru_cache(maxsize=16)  # bounded: every custom pack a client sends is another key
def _index(pack_json: str | None, crusade: bool = False) -> Cards:
    """The pack's cards; with the Undead Crusade, its Rift cards too, as the rooms of the deck
    ``rifts`` (D54)."""
    pack = reference_pack() if pack_json is None else Pack.model_validate_json(pack_json)
    by_id: dict[str, Any] = {}
    kind: dict[str, str] = {}
    full: dict[str, list[str]] = {}
    parts: list[tuple[str, list[Any]]] = [
        (part, getattr(pack, part)) for part in ("heroes", "items", "rooms", "curses")
    ]
    if crusade:
        parts.append(("rifts", list(rift_rooms(pack))))
    for part, part_cards in parts:
        for card in part_cards:
            if part == "rifts":
                by_id[card.id] = card
                kind[card.id] = "rooms"
                full.setdefault("rifts", []).append(card.id)
                continue
            by_id[card.id] = card
            kind[card.id] = part
            if part == "rooms" and card.kind == "elite":
                continue
            name = "curses" if part == "curses" else f"{part}-{card.level}"
            full.setdefault(name, []).append(card.id)
    decks = {name: tuple(sorted(ids)) for name, ids in full.items()}
    deck = {cid: name for name, ids in decks.items() for cid in ids}
    skills = {hero.id: tuple(hero.skills()) for hero in pack.heroes}
    return Cards(pack, by_id, kind, decks, deck, tuple(sorted(deck)), skills)


#: the last options seen and their index: the rules ask for the cards several times per move
#: with the one ``options`` object every state of a game shares (no rule changes it), and a
#: custom pack (~33 KB) is slow to serialise as a key
_last_seen: list[tuple[wire.Options, Cards]] = []


def cards_of(options: wire.Options) -> Cards:
    """The indexed pack of a game's options (the reference pack unless ``content`` is given)."""
    last = _last_seen[0] if _last_seen else None  # read once: another thread may replace it
    if last is not None and last[0] is options:
        return last[1]
    content = options.content
    key = None if content is None else json.dumps(content.model_dump(mode="json"), sort_keys=True)
    cards = _index(key, options.undead_crusade)
    _last_seen[:] = [(options, cards)]
    return cards


# --- set-up ---------------------------------------------------------------------------------


def new_state(players: int, mode: str, seed: int, options: wire.Options) -> DraggState:
    """The table before anything is drawn (rulebook Setup): decks full, tokens face down."""
    cards = cards_of(options)
    pack = cards.pack
    tokens = sorted(int(level) for level, n in pack.level_tokens.items() for _ in range(n))
    names = tuple(sorted(cards.full))
    empty: tuple[tuple[Any, ...], ...] = ((),) * players
    return DraggState(
        mode=mode,
        seed=seed,
        status="ongoing",
        draw_counter=0,
        turn=0,
        options=options,
        players=players,
        round=1,
        phase="deal",
        first_player=None,
        doom=pack.doom.start,
        doom_change=0,
        fame=(0,) * players,
        hands=empty,
        starting_heroes=(None,) * players,
        decks=Decks(names, tuple(cards.full[name] for name in names)),
        tokens=tuple(tokens),
        sites=(Site(token=None, revealed_round=None, threats=0),) * DUNGEONS,
        scouts=empty,
        standees=(TOWN,) * players,
        visited=(TOWN,) * players,
        done=(False,) * players,
        bought=empty,
        offers=(None,) * players,
        market=(),
        runners=(),
        groups=(),
        tallies=(NO_TALLY,) * players,
        trophies=(),
        kept=empty,
        carried_curses=empty,
        curse_discards=empty,
        first_kill_round=None,
        queue=(),
        crusade=new_crusade(pack) if options.undead_crusade else None,
    )


def new_crusade(pack: Pack) -> Crusade:
    """Rulebook, the Undead Crusade's set-up: no Rift open yet; the Rift deck shuffled with the
    Portals and General Velos in its bottom half (the Rift expansion's set-up line, D53)."""
    undead = sum(card.kind == "undead" for card in pack.rifts)
    return Crusade(open=(), fought=(), top=undead // 2)


# --- the boundary ----------------------------------------------------------------------------


def _plain(value: Any) -> Any:
    """A nested record's wire dict (its tuples as lists)."""
    names = value.__slots__
    return {
        name: list(item) if type(item) is tuple else item
        for name, item in zip(names, map(value.__getattribute__, names), strict=True)
    }


def _rows(rows: tuple[tuple[Any, ...], ...]) -> list[list[Any]]:
    return [list(row) for row in rows]


def to_wire(
    state: DraggState, pending_chance: dict[str, Any] | None, to_act: tuple[int, ...]
) -> dict[str, Any]:
    return {
        "game": "draggmar",
        "variant": "base",
        "mode": state.mode,
        "seed": state.seed,
        "status": state.status,
        "draw_counter": state.draw_counter,
        "turn": state.turn,
        "pending_chance": pending_chance,
        "to_act": list(to_act),
        "options": state.options.model_dump(mode="json"),
        "players": state.players,
        "round": state.round,
        "phase": state.phase,
        "first_player": state.first_player,
        "doom": state.doom,
        "doom_change": state.doom_change,
        "fame": list(state.fame),
        "hands": _rows(state.hands),
        "starting_heroes": list(state.starting_heroes),
        "decks": {name: list(pile) for name, pile in state.decks.items()},
        "tokens": list(state.tokens),
        "sites": [_plain(site) for site in state.sites],
        "scouts": _rows(state.scouts),
        "standees": list(state.standees),
        "visited": list(state.visited),
        "done": list(state.done),
        "bought": [[_plain(entry) for entry in entries] for entries in state.bought],
        "offers": [None if offer is None else _plain(offer) for offer in state.offers],
        "market": list(state.market),
        "runners": [_plain(runner) for runner in state.runners],
        "groups": [_plain(group) for group in state.groups],
        "tallies": [_plain(tally) for tally in state.tallies],
        "trophies": list(state.trophies),
        "kept": _rows(state.kept),
        "first_kill_round": state.first_kill_round,
        "carried_curses": _rows(state.carried_curses),
        "curse_discards": _rows(state.curse_discards),
        "queue": [_plain(draw) for draw in state.queue],
        **({} if state.crusade is None else {"crusade": _plain(state.crusade)}),
    }


def _runner(r: wire.Runner) -> Runner:
    return Runner(
        group=r.group,
        hero=r.hero,
        damage=r.damage,
        skills_used=tuple(r.skills_used),
        equipped=tuple(r.equipped),
        ready=r.ready,
        skill=r.skill,
        fame_spent=r.fame_spent,
        out=r.out,
        curses=tuple(r.curses),
        deciding=r.deciding,
        asking=r.asking,
        split_off=r.split_off,
        refused_by=tuple(r.refused_by),
    )


def _group(g: wire.Group) -> Group:
    return Group(
        location=g.location,
        level=g.level,
        seats=tuple(g.seats),
        room=g.room,
        stage=g.stage,
        rewards=tuple(g.rewards),
        passed=tuple(g.passed),
        ahead=tuple(g.ahead),
        keep_rooms=g.keep_rooms,
        keep_elites=tuple(g.keep_elites),
        keep_pile=g.keep_pile,
        result=g.result,
        outcome=g.outcome,
        upgraders=tuple(g.upgraders),
    )


def _tuples(rows: list[list[Any]]) -> tuple[tuple[Any, ...], ...]:
    return tuple(tuple(row) for row in rows)


def from_wire(model: wire.State) -> DraggState:
    assert model.seed is not None, "Game.from_wire takes whole states only, seed included"
    names = tuple(sorted(model.decks))
    return DraggState(
        mode=model.mode,
        seed=model.seed,
        status=model.status,
        draw_counter=model.draw_counter,
        turn=model.turn,
        options=model.options,
        players=model.players,
        round=model.round,
        phase=model.phase,
        first_player=model.first_player,
        doom=model.doom,
        doom_change=model.doom_change,
        fame=tuple(model.fame),
        hands=_tuples(model.hands),
        starting_heroes=tuple(model.starting_heroes),
        decks=Decks(names, tuple(tuple(model.decks[name]) for name in names)),
        tokens=tuple(model.tokens),
        sites=tuple(
            Site(token=s.token, revealed_round=s.revealed_round, threats=s.threats)
            for s in model.sites
        ),
        scouts=_tuples(model.scouts),
        standees=tuple(model.standees),
        visited=tuple(model.visited),
        done=tuple(model.done),
        bought=tuple(
            tuple(Bought(card=b.card, redrawn=b.redrawn, traded=b.traded) for b in entries)
            for entries in model.bought
        ),
        offers=tuple(
            None if o is None else Offer(to=o.to, give=o.give, gift=o.gift) for o in model.offers
        ),
        market=tuple(model.market),
        runners=tuple(_runner(r) for r in model.runners),
        groups=tuple(_group(g) for g in model.groups),
        tallies=tuple(Tally(rooms=t.rooms, bosses=t.bosses, bonus=t.bonus) for t in model.tallies),
        trophies=tuple(model.trophies),
        kept=_tuples(model.kept),
        carried_curses=_tuples(model.carried_curses),
        curse_discards=_tuples(model.curse_discards),
        first_kill_round=model.first_kill_round,
        queue=tuple(
            Draw(type=d.type, to=d.to, deck=d.deck, seat=d.seat, group=d.group, location=d.location)
            for d in model.queue
        ),
        crusade=None
        if model.crusade is None
        else Crusade(
            open=tuple(model.crusade.open),
            fought=tuple(model.crusade.fought),
            top=model.crusade.top,
        ),
    )


# --- invariants ------------------------------------------------------------------------------


def cards_in_play(s: DraggFields) -> list[str]:
    """Every card the state holds, wherever it is (elites only while a Keep group uses them)."""
    seen: list[str] = []
    for _, cards in s.decks.items():
        seen += cards
    for hand in s.hands:
        seen += hand
    seen += s.market
    seen += s.trophies
    for kept in s.kept:
        seen += kept
    for carried in s.carried_curses:
        seen += carried
    for runner in s.runners:
        if runner.hero is not None:
            seen.append(runner.hero)
        seen += runner.equipped
        seen += runner.curses
    for group in s.groups:
        if group.room is not None:
            seen.append(group.room)
        seen += group.rewards
        seen += group.passed
        seen += group.ahead
        seen += group.keep_elites
    return seen


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


def _check_groups(s: DraggFields, cards: Cards) -> None:
    """The runners and groups: each seat in the group it names, Keep piles shared (D34)."""
    players, groups = s.players, s.groups
    for seat, runner in enumerate(s.runners):
        require(runner.group is not None and runner.group < len(groups), f"runner {seat}: group")
        require(seat in groups[runner.group].seats, f"seat {seat} is not in its group")  # type: ignore[index]
        if runner.asking is not None:
            require(runner.asking < len(groups), f"runner {seat} asks to join no group")
            require(runner.deciding, f"D35: seat {seat} asks to join but is not choosing")
    for index, group in enumerate(groups):
        require(bool(group.seats) or group.result == "left", f"group {index} has no seat")
        for seat in group.seats + group.upgraders:
            require(seat < players, f"group {index}: seat {seat} is not a seat")
        for seat in group.seats:
            require(s.runners[seat].group == index, f"seat {seat} is in two groups")
        if group.room is not None:
            require(cards.kind.get(group.room, "rooms") == "rooms", "a group's room is a room")
        for cid in group.rewards:
            require(cards.kind.get(cid) == "items", f"reward {cid} is not an item")
        require(group.location != KEEP or group.level == 3, "the Keep is level 3")
        pile = group.keep_pile
        if pile is not None:
            require(pile < len(groups), f"group {index}: its Keep pile is no group's")
            owner = groups[pile]
            require(owner.keep_pile is None, f"group {index}: a Keep pile held by one group")
            require(group.location == owner.location == KEEP, "D34: a shared Keep pile")


def _check_queue(s: DraggFields, cards: Cards) -> None:
    """Every queued draw has what it draws for: a seat, a deck, a group, a location."""
    players = s.players
    for draw in s.queue:
        require(draw.seat is None or draw.seat < players, "a draw for a seat not playing")
        require(draw.deck is None or draw.deck in cards.full, "a draw from no deck")
        if draw.type == "draw_room" or draw.to == "reward":
            group = draw.group
            require(group is not None and group < len(s.groups), "a draw for no group")
        needs = {"draw_card": draw.deck, "reveal_token": draw.location, "draw_curse": draw.seat}
        if draw.type in needs:
            require(needs[draw.type] is not None, f"{draw.type} needs its target")
        if draw.type == "draw_card" and draw.to in ("hand", "bought", "redrawn"):
            require(draw.seat is not None, "a card drawn to a hand needs its seat")
        if draw.type == "draw_room" and draw.group is not None:
            location = s.groups[draw.group].location if draw.group < len(s.groups) else None
            require(location == KEEP or bool(draw.deck), "a room draw needs its deck")
    require(
        s.first_player is not None or (bool(s.queue) and s.queue[0].type == "choose_first_player"),
        "the first player is known once the set-up has drawn it",
    )


def _check_shape(s: DraggFields, cards: Cards) -> None:
    """What the rest of the checks and the rules index by: per-seat lists, groups, the queue."""
    players = s.players
    for name in PER_SEAT:
        require(len(getattr(s, name)) == players, f"{name} needs one entry per seat ({players})")
    running = s.phase == "run"
    require(len(s.runners) == (players if running else 0), "runners: one per seat in a run")
    require(bool(s.groups) == running, "groups exist exactly during the dungeon runs")
    require(set(s.decks.names) == set(cards.full), f"decks must be {sorted(cards.full)}")
    for cid in cards_in_play(s):
        require(cid in cards.kind or cid in ELITES, f"{cid!r} is not a card of the pack")
    _check_groups(s, cards)
    if s.first_player is not None:
        require(s.first_player < players, "first_player is not a seat")
    if s.phase != "deal":
        require(all(n is None for n in s.starting_heroes), "D38: hands chosen, dealt")
    for owed in s.curse_discards:
        for cid in owed:
            require(cards.kind.get(cid) == "curses", f"D50: {cid!r} is not a curse")
    for seat, offer in enumerate(s.offers):
        if offer is not None:
            require(offer.to < players, "an offer to a seat that is not one")
            require(offer.give in s.hands[seat], "D41: an offer of an item not in hand")
    _check_queue(s, cards)


def _check_crusade(s: DraggFields) -> None:
    """The Undead Crusade is on exactly with its option; at most four Rifts open, each on a
    Rift spot of the map, once (rulebook, D8)."""
    crusade = s.crusade
    require((crusade is not None) == s.options.undead_crusade, "crusade: set with its option")
    if crusade is None:
        return
    spots = {spot.number for spot in s.cards.pack.map.rifts}
    require(len(crusade.open) <= RIFT_TOKENS, f"at most {RIFT_TOKENS} Rifts open at once")
    require(len(set(crusade.open)) == len(crusade.open), "a Rift is open once")
    require(set(crusade.open) <= spots, "a Rift opens on a Rift spot of the map (D6)")
    require(set(crusade.fought) <= spots, "a Rift run is at a Rift spot (D6)")
    require(crusade.top >= 0, "D53: undead cards left above the Rift deck's bottom half")
    for draw in s.queue:
        if draw.deck == "rifts":
            index = draw.group
            group = s.groups[index] if index is not None and index < len(s.groups) else None
            require(
                draw.type == "draw_room" and group is not None and group.location in crusade.fought,
                "D52: the Rift deck is drawn by a group in a Rift only",
            )


def check_invariants(state: DraggState) -> None:
    s = state
    cards = s.cards
    require(1 <= s.players <= 4, "Draggmar has one to four seats")
    _check_shape(s, cards)
    _check_crusade(s)
    seen = cards_in_play(s)
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
    for name, deck in s.decks.items():
        require(list(deck) == sorted(deck), f"D9: deck {name} is a sorted multiset")
        if any(cards.deck[cid] != name for cid in deck):
            require(False, f"deck {name} holds a card of another deck")
    pack = cards.pack
    require(0 <= s.doom <= pack.doom.top, f"D8: doom {s.doom} off the track")
    require(all(f >= 0 for f in s.fame), "Fame is never negative")
    tokens = Counter(s.tokens) + Counter(site.token for site in s.sites if site.token is not None)
    expected = Counter({int(k): n for k, n in pack.level_tokens.items() if n})
    require(tokens == expected, f"D7: level tokens {dict(tokens)} are not {dict(expected)}")
    threats = sum(site.threats for site in s.sites)
    require(
        threats <= pack.threat_tokens, f"D7: {threats} threat tokens out of {pack.threat_tokens}"
    )
    for site in s.sites:
        if site.token is None:
            require(site.threats == 0, "threat tokens go on revealed dungeons only")
        else:
            require(site.token + site.threats <= 3, "D15: no dungeon above level 3")
    if s.phase in ("scout", "select"):  # D40: over 7 only until the seat discards
        for hand in s.hands:
            require(len(hand) <= HAND_LIMIT, f"D40: a hand of {len(hand)} is over the limit")
    require(
        (s.status == "ongoing") == (s.phase != "over"),
        "the game is over exactly when its status is not ongoing",
    )
    for seat, runner in enumerate(s.runners):
        for cid in runner.equipped:
            require(cards.kind[cid] == "items", f"seat {seat} equips {cid}, not an item")
        if runner.hero is not None:
            require(cards.kind[runner.hero] == "heroes", f"seat {seat} plays a non-hero")
