"""The Undead Crusade (option ``undead_crusade``; rulebook "THE UNDEAD CRUSADE", D5, D8, D17 and
the project's D52-D56): Rifts open when doom drops to or past a green space, on the location
that space names; an open Rift blocks roads, and a place no open road reaches from the Town can
be neither scouted nor selected; a group that selects a Rift runs the shared Rift deck until it
kills General Velos or reaches a Portal (doom +2, the Rift closes); a failed Rift run costs 2
doom per seat, and every open Rift 1 doom per round.

The Rift deck is the deck ``rifts`` of a Crusade game (its cards indexed as rooms,
:func:`games.draggmar.content.rift_rooms`), a multiset like every deck (D9): its order is not
stored, and the expansion's order (the Portals and Velos in the bottom half) is kept by
:attr:`~games.draggmar.state.Crusade.top`, the undead still drawn before them.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from games.core.game import LegalMove
from games.core.record import replacer
from games.core.tuples import replaced, without
from games.draggmar import wire
from games.draggmar.content import RIFT_CLOSED_DOOM, RIFT_TOKENS
from games.draggmar.rules_common import made, order, place
from games.draggmar.state import (
    KEEP,
    TOWN,
    Cards,
    DraggFields,
    Tally,
    evolve_crusade,
    new_crusade,
)

evolve_tally = replacer(Tally)

#: the Rift deck's name among the decks of a Crusade game
RIFTS = "rifts"


# --- where the Rifts are, and what they block -----------------------------------------------------


def rift_run(s: DraggFields, location: int) -> bool:
    """Whether a group at ``location`` runs a Rift this round (not the dungeon under it, D52)."""
    crusade = s.crusade
    return crusade is not None and location in crusade.fought


@lru_cache(maxsize=1 << 6)
def _blocked(cards: Cards, rifts: tuple[int, ...]) -> frozenset[int]:
    """D52: the places (dungeons, the Keep) that no road left open by ``rifts`` reaches from the
    Town."""
    plan = cards.pack.map
    spots = {spot.number: spot for spot in plan.rifts}
    cut = {frozenset(road) for rift in rifts for road in spots[rift].blocks}
    roads = [tuple(road) for road in plan.roads if frozenset(road) not in cut]
    reached, frontier = {TOWN}, [TOWN]
    while frontier:
        here = frontier.pop()
        for a, b in roads:
            there = b if a == here else a if b == here else None
            if there is not None and there not in reached:
                reached.add(there)
                frontier.append(there)
    return frozenset(range(1, KEEP + 1)) - reached


def blocked(s: DraggFields) -> frozenset[int]:
    """Rulebook, the Undead Crusade: the places behind the roads open Rifts block (D52)."""
    crusade = s.crusade
    if crusade is None or not crusade.open:
        return frozenset()
    return _blocked(s.cards, tuple(sorted(crusade.open)))


def closed_places(s: DraggFields) -> frozenset[int]:
    """D52: what no seat may scout or select as a dungeon: a blocked place, and a dungeon an
    open Rift stands on (selecting that location goes to the Rift)."""
    crusade = s.crusade
    if crusade is None or not crusade.open:
        return frozenset()
    return blocked(s) | frozenset(crusade.open)


def rift_options(s: DraggFields, options: list[int]) -> list[int]:
    """D10 with the Crusade (D52): the dungeons (and the Keep) that are not closed, and every
    open Rift, whatever its dungeon's token and whoever ran it last round."""
    crusade = s.crusade
    assert crusade is not None, "the Undead Crusade is on"
    closed = closed_places(s)
    return sorted({loc for loc in options if loc not in closed} | set(crusade.open))


def rift_select_moves(s: DraggFields, seat: int, options: list[int]) -> list[LegalMove[Any]]:
    """Selection with the Crusade: each option labelled, a Rift as a Rift."""
    crusade = s.crusade
    assert crusade is not None, "the Undead Crusade is on"
    return [_select_move(s.cards, seat, loc, loc in crusade.open) for loc in options]


@lru_cache(maxsize=1 << 8)
def _select_move(cards: Cards, seat: int, location: int, rift: bool) -> LegalMove[Any]:
    select = made(wire.Select, seat=seat, location=location)
    label = f"Go to {rift_place(cards, location)}" if rift else f"Go to {place(location)}"
    return LegalMove(select, seat, label)


def rift_place(cards: Cards, location: int) -> str:
    """A Rift as the players read it: 'the Rift at 6 (Sunken Chapel)'."""
    name = cards.pack.map.locations[location - 1].name
    return f"the Rift at {location} ({name})"


# --- the runs: the Rift deck, Portals and General Velos -------------------------------------------


def rift_outcomes(s: DraggFields) -> list[tuple[Any, int]]:
    """The next Rift card: while undead are still above the deck's bottom half, one of the
    undead left (the expansion's set-up puts the Portals and Velos in the bottom half, D53);
    then any card left, each weighted by its copies (D9)."""
    crusade = s.crusade
    assert crusade is not None, "the Undead Crusade is on"
    cards = s.cards
    left = sorted(Counter(s.decks[RIFTS]).items())
    undead = [(cid, n) for cid, n in left if cards.by_id[cid].kind == "monster"]
    pool = undead if crusade.top and undead else left
    return [(made(wire.DrawRoom, card=cid), n) for cid, n in pool]


def rift_drawn(d: DraggFields, cid: str) -> None:
    """D53: an undead drawn from above the bottom half brings the Portals and Velos closer."""
    crusade = d.crusade
    assert crusade is not None, "the Undead Crusade is on"
    if crusade.top and d.cards.by_id[cid].kind == "monster":
        d.crusade = evolve_crusade(crusade, top=crusade.top - 1)


def rift_waits(s: DraggFields, index: int) -> bool:
    """Rulebook: groups clearing Rifts in the same round draw from the one Rift deck in turn
    order: a Rift group waits while one whose first seat comes earlier also waits to draw."""
    group = s.groups[index]
    if not rift_run(s, group.location):
        return False
    turn = order(s)
    runners = s.runners

    def first(seats: tuple[int, ...]) -> int:
        return min((turn.index(seat) for seat in seats if not runners[seat].out), default=len(turn))

    mine = first(group.seats)
    return any(
        other_index != index
        and other.stage == "draw"
        and other.result is None
        and not other.ahead
        and rift_run(s, other.location)
        and any(not runners[seat].out for seat in other.seats)
        and first(other.seats) < mine
        for other_index, other in enumerate(s.groups)
    )


def portal_reached(d: DraggFields, index: int, cid: str) -> bool:
    """Rulebook: reaching a Portal closes the Rift; the group's run ends there (the Portal is out
    of the Rift deck until the round's end, D53)."""
    group = d.groups[index]
    if not rift_run(d, group.location) or d.cards.by_id[cid].kind != "hall":
        return False
    d.set_group(index, room=None, passed=(*group.passed, cid), result="rift")
    where = rift_place(d.cards, group.location)
    d.event("portal", f"The group reaches a Portal in {where}", location=group.location)
    _close(d, group.location)
    return True


def velos_killed(d: DraggFields, index: int, fighters: list[int]) -> bool:
    """Rulebook: killing General Velos closes the Rift. D54: each seat of the group earns the
    Fame of a Boss of the Rift's level (2 per level); Velos is no head for the trophy room, gives
    no items and no upgrade, and leaves the Rift deck until the round's end (D53)."""
    group = d.groups[index]
    if not rift_run(d, group.location):
        return False
    velos = group.meeting
    for seat in fighters:
        tally = d.tallies[seat]
        changed = evolve_tally(tally, bosses=tally.bosses + group.level)
        d.tallies = replaced(d.tallies, seat, changed)
    d.set_group(index, room=None, passed=(*group.passed, velos), result="rift")
    where = rift_place(d.cards, group.location)
    d.event("velos_killed", f"General Velos falls in {where}", location=group.location)
    _close(d, group.location)
    return True


def _close(d: DraggFields, location: int) -> None:
    """The Rift at ``location`` closes: doom +2 (counted now, applied at the round's end, D37).
    A second group reaching a Portal or Velos in a Rift already closed this round closes
    nothing more (D55)."""
    crusade = d.crusade
    assert crusade is not None, "the Undead Crusade is on"
    where = rift_place(d.cards, location)
    if location not in crusade.open:
        d.event("rift_closed", f"{where} is already closed", location=location, doom=0)
        return
    d.crusade = evolve_crusade(crusade, open=without(crusade.open, location))
    d.doom_change += RIFT_CLOSED_DOOM
    text = f"{where} is closed: doom +{RIFT_CLOSED_DOOM}"
    d.event("rift_closed", text, location=location, doom=RIFT_CLOSED_DOOM)


def failed_seats(s: DraggFields, location: int, seats: int) -> int:
    """Rulebook: a failed Rift run moves doom down 2 per seat in the group (the dungeons' rule,
    per group unless ``real_experience``, otherwise)."""
    return seats if rift_run(s, location) or s.options.real_experience else 1


# --- the round: setting out, and its end ----------------------------------------------------------


def enter_rifts(d: DraggFields) -> None:
    """The groups set out: those at an open Rift run it this round (D52)."""
    crusade = d.crusade
    assert crusade is not None, "the Undead Crusade is on"
    fought = tuple(loc for loc in crusade.open if loc in d.standees)
    d.crusade = evolve_crusade(crusade, fought=fought)
    for location in fought:
        seats = [seat for seat in order(d) if d.standees[seat] == location]
        text = f"Seats {seats} march on {rift_place(d.cards, location)}"
        d.event("rift_run", text, location=location, seats=seats)


def rifts_press(d: DraggFields) -> None:
    """Rulebook: every Rift still open at the round's end moves doom down 1, whether its runs
    succeeded or not (summed with the round's other changes, D37)."""
    crusade = d.crusade
    assert crusade is not None, "the Undead Crusade is on"
    if crusade.open:
        d.doom_change -= len(crusade.open)
        text = f"{len(crusade.open)} open Rift(s) move doom down {len(crusade.open)}"
        d.event("rifts_press", text, rifts=list(crusade.open), doom=-len(crusade.open))


def rifts_open(d: DraggFields, before: int) -> None:
    """After doom moves (D37): a Rift opens on each green space doom dropped to or past, unless
    it is open already, up to four at once; a Rift is never removed by doom rising (rulebook).
    The Rift deck is set up again for the next round (D53): its cards came back with the
    rooms. A seat that ran a Rift visited no dungeon (D52): next round it may go to the dungeon
    under that Rift (which it may have to, when its own scout finds that dungeon)."""
    crusade = d.crusade
    assert crusade is not None, "the Undead Crusade is on"
    d.visited = tuple(TOWN if loc in crusade.fought else loc for loc in d.visited)
    opened = crusade.open
    for green in sorted(d.cards.pack.doom.green, reverse=True):
        if d.doom <= green < before and green not in opened and len(opened) < RIFT_TOKENS:
            opened += (green,)
            text = f"A Rift opens: {rift_place(d.cards, green)}"
            d.event("rift_opened", text, location=green)
    d.crusade = evolve_crusade(new_crusade(d.cards.pack), open=opened)
