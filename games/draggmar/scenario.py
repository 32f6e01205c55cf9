"""Posing Dungeons of Draggmar positions: for tests, puzzles and analysis (table mode).

A table is posed on the reference pack (:func:`table`: seat 0 first, every dungeon level 1 and
revealed, hands empty); cards move from their decks into hands (:func:`give`, so every card
stays counted once), a dungeon's level is set (:func:`set_level`), then the seats go in with
the real moves (:func:`enter`, :func:`room`, :func:`fight`): every step after posing is the
service's own ``apply``.

>>> g = table(2)
>>> give(g, 0, "hilde-1")
>>> give(g, 1, "vess-1")
>>> state = room(enter(g, 1), "highwayman-1-1")  # defense 2: the group needs 4 attack
>>> state, _ = fight(state, 0, "hilde-1")
>>> state, events = fight(state, 1, "vess-1")
>>> "kill" in kinds(events)
True
"""

from __future__ import annotations

from collections.abc import Iterable

from games.core.game import Event
from games.core.tuples import replaced, with_added
from games.draggmar import GAME
from games.draggmar import wire as w
from games.draggmar.state import (
    DraggFields,
    DraggState,
    Site,
    cards_of,
    evolve_crusade,
    freeze,
    new_state,
)

#: the reference pack, indexed
CARDS = cards_of(w.Options())


def table(players: int = 1, **options: object) -> DraggFields:
    """A posed table (a draft: change it, then :func:`enter` or :func:`freeze` it): seat 0
    first, every dungeon level 1 and revealed, hands empty."""
    g = new_state(players, "table", 0, w.Options(first_player=0, **options)).thaw()  # type: ignore[arg-type]
    g.first_player = 0
    g.sites = tuple(Site(token=1, revealed_round=0, threats=site.threats) for site in g.sites)
    g.tokens = ()
    return g


def give(g: DraggFields, seat: int, *cids: str) -> None:
    """``seat`` holds ``cids``, taken from their decks."""
    for cid in cids:
        g.from_deck(CARDS.deck_of(cid), cid)
        g.hands = replaced(g.hands, seat, with_added(g.hands[seat], cid))


def set_level(g: DraggFields, location: int, level: int) -> None:
    """Dungeon ``location`` is revealed at ``level``."""
    g.set_site(location, token=level)


def open_rifts(g: DraggFields, *locations: int, top: int | None = None) -> None:
    """The Undead Crusade (a table posed with ``undead_crusade=True``): Rifts open at
    ``locations``; ``top``: the undead still to come before the Rift deck's bottom half."""
    assert g.crusade is not None, "pose the table with undead_crusade=True"
    crusade = evolve_crusade(g.crusade, open=locations)
    g.crusade = crusade if top is None else evolve_crusade(crusade, top=top)


def enter(g: DraggFields, location: int | list[int]) -> DraggState:
    """Every seat goes to ``location`` (one per seat if a list) and finishes hiring."""
    places = location if isinstance(location, list) else [location] * g.players
    g.phase, g.standees = "hire", tuple(places)
    state = freeze(g)
    for seat in range(state.players):
        state, _ = GAME.apply(state, w.Done(seat=seat))
    return state


def room(state: DraggState, card: str) -> DraggState:
    """The group's next room is ``card``."""
    state, _events = GAME.apply(state, w.DrawRoom(card=card))
    return state


def fight(
    state: DraggState, seat: int, hero: str, items: Iterable[str] = ()
) -> tuple[DraggState, list[Event]]:
    """``seat`` plays ``hero`` (unless in play), equips ``items`` one by one and enters."""
    if state.runners[seat].hero is None:
        state, _ = GAME.apply(state, w.PlayHero(seat=seat, hero=hero))
    for item in items:
        state, _ = GAME.apply(state, w.Equip(seat=seat, hero=hero, item=item))
    return GAME.apply(state, w.Enter(seat=seat, hero=hero))


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.type for e in events]
