"""A greedy Draggmar policy without search: the rules of thumb of a careful first-time player.

Start with two heroes and five items (D38); scout the lowest-numbered face-down dungeon; go to
the Death Keep once it is open, else where another seat already goes (parties kill, D12), else
to a dungeon of the lowest level whose Boss heads the Keep still lacks; hire up to two heroes and
fill the hand with items of the dungeon's level it can afford, discarding its weakest items over
the hand limit (D40); in a room play the strongest hero, equip the strongest set only where it
fights (items serve one room), bring a trap or chest tool where one is needed and open every
chest it can (D44), use skills and spare Fame against Bosses (a reroll against a monster or
trap, a peek in a hall); give a curse its weakest item (D50); stay together, but when a hero
dies ask to join a stronger group in the dungeon and let any seat join (D35: one more hero's
attack); always upgrade; accept gifts, decline trades, offer none (D41); alone, trade an item
for a stronger one of the market (D42).
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain
from typing import Any

from games.core.game import Game
from games.draggmar.rules_common import dungeon_level, group_of
from games.draggmar.state import KEEP, TOWN, DraggState

FIGHTS = ("monster", "boss", "elite")


def _power(card: Any) -> int:
    return int(card.attack + card.defense + getattr(card, "health", 0))


def greedy_move(game: Game[Any, Any], state: DraggState, rng: random.Random) -> Any:
    """The greedy move of the first seat to act."""
    return greedy_for(game, state, rng, game.to_act(state)[0])


def greedy_for(game: Game[Any, Any], state: DraggState, rng: random.Random, seat: int) -> Any:
    """The greedy move of ``seat`` (one in ``to_act``)."""
    g = state
    cards = g.cards
    moves: list[Any] = [m.move for m in game.legal_moves(state) if m.seat == seat]
    kinds: dict[str, list[Any]] = {}  # the seat's moves by type
    for move in moves:
        kinds.setdefault(move.type, []).append(move)
    if "starting_hand" in kinds:  # D38: two heroes, five items
        return next(m for m in kinds["starting_hand"] if m.heroes == 2)
    if "scout" in kinds:
        return min(kinds["scout"], key=lambda m: m.location)
    if "select" in kinds:
        return _select(g, kinds["select"], cards)
    if "admit" in kinds:
        return kinds["admit"][0]
    if "stay" in kinds:
        return _regroup(g, seat, kinds, cards)
    if "open_chest" in kinds:  # D44: its items and Fame
        return kinds["open_chest"][0]
    if "assign_reward" in kinds:
        return min(kinds["assign_reward"], key=lambda m: (len(g.hands[m.to]), m.to))
    if "split" in kinds:
        return next(m for m in kinds["split"] if not m.seats)
    if "upgrade" in kinds:
        return kinds["upgrade"][0]
    if "discard" in kinds:  # D40: the weakest item; a hero only from a hand of heroes
        return min(kinds["discard"], key=lambda m: _keep_value(cards, m.card))
    if "curse_discard" in kinds:  # D50: the weakest item
        return min(kinds["curse_discard"], key=lambda m: _keep_value(cards, m.item))
    gifts = [m for m in kinds.get("accept_trade", []) if m.take is None]
    if gifts:  # D41: a gift costs nothing
        return gifts[0]
    if "decline_trade" in kinds:
        return kinds["decline_trade"][0]
    better = [
        m
        for m in kinds.get("trade_market", [])
        if _keep_value(cards, m.take)[1:3] > _keep_value(cards, m.give)[1:3]
    ]
    if better:  # D42, solo: a market item of a higher level, or as high and stronger, for the
        return max(  # weakest item that gets it
            better,
            key=lambda m: (
                _keep_value(cards, m.take),
                [-v for v in _keep_value(cards, m.give)[1:3]],
            ),
        )
    if "done" in kinds:  # hiring, or an upgrade this seat cannot pay for
        return _hire(g, seat, kinds, cards) if g.phase == "hire" else kinds["done"][0]
    if "play_hero" in kinds:
        return max(kinds["play_hero"], key=lambda m: (_power(cards.by_id[m.hero]), m.hero))
    return _room(g, seat, kinds, cards)


def _select(g: DraggState, selects: list[Any], cards: Any) -> Any:
    """The Death Keep once open (the game is won there, and no round limit ends it otherwise,
    D39); else where another seat goes; else the lowest-level dungeon among those of the
    lowest level whose Boss heads the Keep still lacks (D16), else the lowest-level one."""
    keep = [m for m in selects if m.location == KEEP]
    if keep:
        return keep[0]
    chosen = [loc for loc in g.standees if loc != TOWN]
    for move in selects:
        if move.location in chosen:
            return move
    heads = Counter(cards.level_of(cid) for cid in chain(g.trophies, *g.kept))
    lacking = [level for level in (1, 2, 3) if heads[level] < 2]
    wanted = [m for m in selects if lacking and _site_level(g, m.location) == lacking[0]]
    return min(wanted or selects, key=lambda m: (_site_level(g, m.location), m.location))


def _regroup(g: DraggState, seat: int, kinds: dict, cards: Any) -> Any:
    """D35: ask the group with the most power in play if it has more than this seat's own."""

    def strength(index: int) -> int:
        seats = g.groups[index].seats
        heroes = [g.runners[s].hero for s in seats if s != seat]
        return sum(_power(cards.by_id[hero]) for hero in heroes if hero is not None)

    own = strength(group_of(g, seat))
    asks = kinds.get("ask_to_join", [])
    best = max(asks, key=lambda m: (strength(m.group), -m.group), default=None)
    if best is not None and strength(best.group) > own:
        return best
    return kinds["stay"][0]


def _site_level(g: DraggState, location: int) -> int:
    if location > len(g.sites):
        return 4
    return dungeon_level(g, location)


def _keep_value(cards: Any, cid: str) -> tuple[bool, int, int, str]:
    """How much a card is worth keeping: any hero over any item, then level, then stats."""
    card = cards.by_id[cid]
    return cards.kind[cid] == "heroes", card.level, _value(card), cid


def _hire(g: DraggState, seat: int, kinds: dict, cards: Any) -> Any:
    """Two heroes (a full hand buys one and discards an item, D40), then items up to 7 cards."""
    target = min(3, _site_level(g, g.standees[seat]))
    hand = g.hands[seat]
    heroes = sum(cards.kind[c] == "heroes" for c in hand)
    want = "hero" if heroes < 2 else "item" if len(hand) < 7 else None
    buys = [m for m in kinds.get("buy", []) if m.kind == want and m.level <= target]
    if buys:
        return max(buys, key=lambda m: m.level)
    return kinds["done"][0]


def _room(g: DraggState, seat: int, kinds: dict, cards: Any) -> Any:
    room = cards.by_id[g.groups[group_of(g, seat)].meeting]
    uses = kinds.get("use_skill", [])  # a hero with two skills offers both
    effects = [cards.by_id[use.hero].skills()[use.second] for use in uses]
    for use, skill in sorted(
        zip(uses, effects, strict=True), key=lambda u: u[1].effect != "extra_slot"
    ):
        effect = skill.effect
        if effect == "extra_slot":  # a second weapon (say) against a Boss, if the hand holds one
            if room.kind in ("boss", "elite") and _spare(g, seat, skill.slot, cards):
                return use
            continue
        if room.kind in ("boss", "elite") or effect in ("ignore_trap", "open_chest", "skip_room"):
            return use
        if effect == "reroll_room" and room.kind in ("monster", "trap"):  # try for a lighter room
            return use
        if effect == "peek_next_room" and room.kind == "hall":  # nothing else to use it on
            return use
    if "spend_fame" in kinds and room.kind in ("boss", "elite") and g.fame[seat] >= 3:
        return next(m for m in kinds["spend_fame"] if m.stat == "attack")
    equips = kinds.get("equip", [])
    if room.kind in FIGHTS:  # the strongest item first, while one adds anything
        best = max(equips, key=lambda m: (_value(cards.by_id[m.item]), m.item), default=None)
        if best is not None and _value(cards.by_id[best.item]) > 0:
            return best
        return kinds["enter"][0]
    needed = {"trap": "ignore_trap", "chest": "open_chest"}.get(room.kind)
    if needed and not g.runners[seat].equipped:  # one tool for the room, nothing else
        for move in equips:
            effect = cards.by_id[move.item].effect
            if effect is not None and effect.effect == needed:
                return move
    return kinds["enter"][0]


def _value(item: Any) -> int:
    return int(item.attack + item.defense)


def _spare(g: DraggState, seat: int, slot: str, cards: Any) -> bool:
    """Whether the hand holds two items of ``slot`` the seat's hero can use."""
    classes = set(cards.by_id[g.runners[seat].hero].classes)
    usable = [
        cid
        for cid in g.hands[seat]
        if cards.kind[cid] == "items"
        and cards.by_id[cid].slot == slot
        and classes & set(cards.by_id[cid].classes)
    ]
    return len(usable) >= 2
