"""Draggmar's dungeon runs (D12-D14, D18, D34-D36): preparing and equipping heroes, skills,
resolving rooms, fights and bosses, rewards and upgrades, curses, splitting, and a killed hero's
seat regrouping (D35). Every group runs at once; the round ends when every group is over.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any, Literal

from games.core.game import Event, LegalMove
from games.core.slots import new_event
from games.draggmar import wire
from games.draggmar.content import DEATH_MAGE, ELITES, EQUIP_LIMIT, EQUIP_MOST
from games.draggmar.rules_common import (
    add,
    card_name,
    game_cards,
    group_of,
    hand_heroes,
    hand_items,
    made,
    must_discard,
    new_draw,
    new_group,
    order,
    place,
    runner_group,
    to_deck,
)
from games.draggmar.rules_round import end_round
from games.draggmar.state import KEEP, Cards, Data, reading

KEEP_FAIL_DOOM = 4  # D16


MAX_GROUPS = 8  # the wire's bound on a round's groups: a split or a seat going alone makes one


BETWEEN_ROOMS = ("regroup", "split", "draw")  # D35: when a group answers a seat asking to join


# --- the Keep pile (D16, D34) ---------------------------------------------------------------------


def _pile(g: Data, group: dict) -> dict:
    """The group holding the Keep pile ``group`` draws from: its own, or the one of the group it
    split from (D34)."""
    return group if group["keep_pile"] is None else g["groups"][group["keep_pile"]]


def keep_weights(g: Data, group: dict) -> list[tuple[str, int]]:
    """D16: the Keep pile holds the elites and ``keep_rooms`` unknown level-3 rooms, shuffled."""
    pile = _pile(g, group)
    deck = g["decks"]["rooms-3"]
    rooms = pile["keep_rooms"] if deck else 0
    size = max(1, len(deck))
    weights = [(cid, size) for cid in pile["keep_elites"]]
    weights += [(cid, rooms * n) for cid, n in sorted(Counter(deck).items()) if rooms]
    return weights


# --- who decides what -----------------------------------------------------------------------------


def slot_limits(cards: Cards, hero: str, skill: int) -> tuple[int, dict[str, int]]:
    """D12: three items in all, one weapon, armor and shield; an extra_slot skill in use in
    this room (``skill``: which of the hero's, 0 none) adds one item and one more of its slot
    (D36)."""
    total, per_slot = EQUIP_LIMIT, {"weapon": 1, "armor": 1, "shield": 1}
    if skill:
        used = cards.by_id[hero].skills()[skill - 1]
        if used.effect == "extra_slot":
            total = EQUIP_MOST
            per_slot[used.slot] += 1
    return total, per_slot


def _equip_options(
    cards: Cards, hero: str, skill: int, equipped: tuple[str, ...], hand: tuple[str, ...]
) -> list[str]:
    """D12: the hand's items the hero in play may equip now: its classes allow them and a slot
    is free (not Encumbered, or an extra_slot skill makes room, D36)."""
    classes = set(cards.by_id[hero].classes)
    total, per_slot = slot_limits(cards, hero, skill)
    if len(equipped) >= total:
        return []
    worn = [cards.by_id[cid].slot for cid in equipped]
    options = []
    for cid in hand:
        if cards.kind[cid] != "items":
            continue
        item = cards.by_id[cid]
        fits = item.slot == "none" or worn.count(item.slot) < per_slot[item.slot]
        if fits and not classes.isdisjoint(item.classes):
            options.append(cid)
    return options


def _effect_text(effect: Any) -> str:
    """A named effect as a player reads it: 'attack bonus 2', 'extra slot weapon'."""
    value = getattr(effect, "amount", None) or getattr(effect, "count", None)
    value = value or getattr(effect, "slot", None)
    return effect.effect.replace("_", " ") + (f" {value}" if value else "")


def _item_text(item: Any) -> str:
    """An item as a player reads it: 'Longsword (weapon, +2 attack)'."""
    parts = ["no slot" if item.slot == "none" else item.slot]
    parts += [
        f"+{value} {stat}" for stat in ("attack", "defense") if (value := getattr(item, stat))
    ]
    if item.effect is not None:
        parts.append(_effect_text(item.effect))
    return f"{item.name} ({', '.join(parts)})"


def _prepare_moves(g: Data, seat: int, group: dict) -> tuple[LegalMove, ...]:
    """D12: a hero in play uses a skill, spends Fame, equips or unequips one item at a time,
    then enters the room."""
    runner = g["runners"][seat]
    hero = runner["hero"]
    return _hero_moves(
        game_cards(g),
        seat,
        hero,
        hero not in runner["skills_used"] and not runner["skill"],
        runner["skill"],
        g["fame"][seat] >= 1 and runner["fame_spent"] is None,
        tuple(runner["equipped"]),
        tuple(g["hands"][seat]),
        group["room"],
    )


@lru_cache(maxsize=1 << 12)
def _hero_moves(
    cards: Cards,
    seat: int,
    hero: str,
    fresh: bool,
    skill: int,
    may_spend: bool,
    equipped: tuple[str, ...],
    hand: tuple[str, ...],
    room: str,
) -> tuple[LegalMove, ...]:
    """A hero's moves before it enters ``room``, from everything they depend on: while the
    heroes of a room prepare, each move changes one seat's, and the others' come from here."""
    moves: list[LegalMove[wire.AnyMove]] = []
    if fresh:
        for number, skill_card in enumerate(cards.by_id[hero].skills(), start=1):
            if _skill_usable(cards.by_id[room], skill_card.effect):
                moves.append(_hero_move(cards, "use_skill", seat, hero, str(number)))
    if may_spend:
        moves.append(_hero_move(cards, "spend_fame", seat, hero, "attack"))
        moves.append(_hero_move(cards, "spend_fame", seat, hero, "defense"))
    for cid in _equip_options(cards, hero, skill, equipped, hand):
        moves.append(_hero_move(cards, "equip", seat, hero, cid))
    for cid in equipped:
        moves.append(_hero_move(cards, "unequip", seat, hero, cid))
    moves.append(_hero_move(cards, "enter", seat, hero, ",".join(equipped)))
    return tuple(moves)


@lru_cache(maxsize=1 << 12)
def _hero_move(cards: Cards, kind: str, seat: int, hero: str, what: str) -> LegalMove:
    """One of a prepared hero's moves with its label: the same few come back in every room.
    ``what``: the skill's number, the stat, the item, or the items equipped (comma-separated)."""
    if kind == "use_skill":
        skill = cards.by_id[hero].skills()[int(what) - 1]
        label = f"Use {cards.by_id[hero].name}'s skill ({_effect_text(skill)})"
        return LegalMove(made(wire.UseSkill, seat=seat, hero=hero, second=what == "2"), seat, label)
    if kind == "spend_fame":
        label = f"Spend 1 Fame for +1 {what}"
        return LegalMove(made(wire.SpendFame, seat=seat, stat=what), seat, label)
    if kind == "equip":
        label = f"Equip {_item_text(cards.by_id[what])}"
        return LegalMove(made(wire.Equip, seat=seat, hero=hero, item=what), seat, label)
    if kind == "unequip":
        label = f"Unequip {cards.by_id[what].name}"
        return LegalMove(made(wire.Unequip, seat=seat, hero=hero, item=what), seat, label)
    names = ", ".join(cards.by_id[cid].name for cid in what.split(",") if cid) or "no item"
    return LegalMove(made(wire.Enter, seat=seat, hero=hero), seat, f"Enter the room with {names}")


def run_moves(g: Data, seat: int) -> Sequence[LegalMove]:
    """A running seat's moves at its group's stage (D12-D14, D35)."""
    group = runner_group(g, seat)
    if group is None:
        return []
    runner = g["runners"][seat]
    stage = group["stage"]
    moves: list[LegalMove[wire.AnyMove]]  # a split's or an upgrade's choices
    if stage == "prepare":
        if runner["out"] or runner["ready"]:
            return []
        hero = runner["hero"]
        if hero is None:
            cards = game_cards(g)
            return [_play_hero_move(cards, seat, cid) for cid in hand_heroes(g, seat)]
        return _prepare_moves(g, seat, group)
    chooser = _chooser(g, group)
    answers = _answers(g, group) if seat == chooser else []
    if stage == "regroup":
        return answers + _regroup_moves(g, group, seat)
    if stage == "reward" and seat == chooser:
        cards, item = game_cards(g), group["rewards"][0]
        return [_assign_move(cards, seat, item, to) for to in _active(g, group)]
    if stage == "split" and seat == chooser:
        others = [s for s in _active(g, group) if s != seat] if _room_for_group(g) else []
        moves = []
        for size in range(len(others) + 1):  # any of the others, all of them too
            for leaving in combinations(sorted(others), size):
                label = "Stay together" if not leaving else f"Seats {list(leaving)} split off"
                moves.append(LegalMove(wire.Split(seat=seat, seats=list(leaving)), seat, label))
        return moves + answers
    if stage == "upgrade" and seat in group["upgraders"]:
        return _upgrade_moves(game_cards(g), seat, runner["hero"], g["fame"][seat] >= 1)
    if stage == "chest" and seat == chooser:
        return _chest_moves(game_cards(g), seat, group["room"])
    return answers


# the run's moves with their labels, made once: the same ones come back in every run (issue 13)


@lru_cache(maxsize=1 << 12)
def _play_hero_move(cards: Cards, seat: int, hero: str) -> LegalMove:
    play = made(wire.PlayHero, seat=seat, hero=hero)
    return LegalMove(play, seat, f"Play {cards.by_id[hero].name}")


@lru_cache(maxsize=1 << 12)
def _assign_move(cards: Cards, seat: int, item: str, to: int) -> LegalMove:
    assign = made(wire.AssignReward, seat=seat, item=item, to=to)
    return LegalMove(assign, seat, f"Give {cards.by_id[item].name} to seat {to}")


@lru_cache(maxsize=1 << 10)
def _upgrade_moves(cards: Cards, seat: int, hero: str, may_pay: bool) -> tuple[LegalMove, ...]:
    """Keep the hero, or pay 1 Fame to upgrade it (D14)."""
    moves = [LegalMove(made(wire.Done, seat=seat), seat, "Keep the hero as it is")]
    if may_pay:
        label = f"Pay 1 Fame to upgrade {cards.by_id[hero].name}"
        moves.append(LegalMove(made(wire.Upgrade, seat=seat, hero=hero), seat, label))
    return tuple(moves)


@lru_cache(maxsize=1 << 10)
def _chest_moves(cards: Cards, seat: int, chest: str) -> tuple[LegalMove, ...]:
    """D44: open the chest (what it gives each seat said) or leave it closed."""
    room = cards.by_id[chest]
    items = f"{room.rewards} item{'s' if room.rewards != 1 else ''}"
    fame = room.fame + _room_fame(room)
    label = f"Open {room.name} ({items}, {fame} Fame each)"
    return (
        LegalMove(made(wire.OpenChest, seat=seat), seat, label),
        LegalMove(made(wire.LeaveChest, seat=seat), seat, f"Leave {room.name} closed"),
    )


# --- D35: a killed hero's seat stays, goes alone or joins another group ---------------------------


def _room_for_group(g: Data) -> bool:
    return len(g["groups"]) < MAX_GROUPS


def _may_go_alone(g: Data, group: dict) -> bool:
    """Going alone is a split (D13): the group has another hero to leave behind."""
    return len(_active(g, group)) >= 2 and _room_for_group(g)


def _takes_seats(g: Data, group: dict) -> bool:
    """A group may still be joined: its run goes on and it has seen no room ahead (a seat joins
    before the group's next room is known, D13)."""
    return (
        group["result"] is None
        and group["stage"] not in ("upgrade", "over")
        and not group["ahead"]
        and bool(_active(g, group))
    )


def _joinable(g: Data, group: dict, seat: int) -> list[int]:
    """The groups ``seat`` may ask: in its dungeon at its level (the Keep too, D34), running, not
    its own, not one that refused it; none for a seat that split off (rulebook)."""
    runner = g["runners"][seat]
    if runner["split_off"]:
        return []
    return [
        index
        for index, other in enumerate(g["groups"])
        if other is not group
        and other["location"] == group["location"]
        and other["level"] == group["level"]
        and index not in runner["refused_by"]
        and _takes_seats(g, other)
    ]


def _regroup_moves(g: Data, group: dict, seat: int) -> list[LegalMove]:
    runner = g["runners"][seat]
    if not runner["deciding"] or runner["asking"] is not None:
        return []
    moves: list[LegalMove[wire.AnyMove]] = [
        LegalMove(made(wire.Stay, seat=seat), seat, "Stay with the group")
    ]
    if _may_go_alone(g, group):
        label = f"Go on alone in {place(group['location'])}"
        moves.append(LegalMove(made(wire.GoAlone, seat=seat), seat, label))
    for index in _joinable(g, group, seat):
        label = f"Ask seat {_chooser(g, g['groups'][index])}'s group to let you join"
        moves.append(LegalMove(made(wire.AskToJoin, seat=seat, group=index), seat, label))
    return moves


def _askers(g: Data, index: int) -> list[int]:
    return [seat for seat, runner in enumerate(g["runners"]) if runner["asking"] == index]


def _answers(g: Data, group: dict) -> list[LegalMove]:
    """The group's first seat admits or refuses each seat asking to join, between rooms only."""
    if group["stage"] not in BETWEEN_ROOMS:
        return []
    seat = _chooser(g, group)
    assert seat is not None, "a group between rooms has an active seat"
    moves: list[LegalMove[wire.AnyMove]] = []
    for asker in _askers(g, g["groups"].index(group)):
        admit = made(wire.Admit, seat=seat, asker=asker)
        moves.append(LegalMove(admit, seat, f"Let seat {asker} join the group"))
        moves.append(
            LegalMove(made(wire.Refuse, seat=seat, asker=asker), seat, f"Refuse seat {asker}")
        )
    return moves


def _skill_usable(room: Any, effect: str) -> bool:
    if effect == "ignore_trap":
        return room.kind == "trap"
    if effect == "open_chest":
        return room.kind == "chest"
    if effect == "skip_room":
        return room.kind in ("monster", "trap")
    if effect == "reroll_room":  # rulebook Bosses: a Boss cannot be skipped
        return room.kind in ("monster", "trap", "chest", "hall")
    if effect == "peek_next_room":  # a Boss is the group's last room
        return room.kind != "boss" and not getattr(room, "final", False)
    return True


def _active(g: Data, group: dict) -> list[int]:
    return [s for s in group["seats"] if not g["runners"][s]["out"]]


def _chooser(g: Data, group: dict) -> int | None:
    """D13: the seat first in turn order within the group makes the group's choices."""
    active = _active(g, group)
    return active[0] if active else None


# --- rooms and curses drawn -----------------------------------------------------------------------


def draw_room(g: Data, draw: dict, move: wire.DrawRoom, events: list[Event]) -> None:
    """The group's next room is drawn and entered (D12, D18)."""
    group = g["groups"][draw["group"]]
    pile = _pile(g, group)
    cid = move.card
    if cid in pile["keep_elites"]:
        pile["keep_elites"].remove(cid)
    else:
        g["decks"][game_cards(g).deck_of(cid)].remove(cid)
        if group["location"] == KEEP:
            pile["keep_rooms"] -= 1
    if draw["to"] == "ahead":
        group["ahead"].append(cid)
        text = f"The group sees what comes next: {card_name(g, cid)}"
        events.append(new_event("room_ahead", text, {"room": cid}))
        return
    _enter(g, group, cid, events, fresh=draw["to"] == "room")


def _enter(g: Data, group: dict, cid: str, events: list[Event], fresh: bool = True) -> None:
    """The group meets room ``cid``; a rerolled room keeps the choices made (not ``fresh``)."""
    group["room"] = cid
    group["stage"] = "prepare"
    for seat in group["seats"]:
        runner = g["runners"][seat]
        runner["ready"] = False
        if fresh:
            runner.update(skill=0, fame_spent=None)
    room = game_cards(g).by_id[cid]
    where = place(group["location"])
    events.append(new_event("room", f"At {where} the group meets {room.name} ({room.kind})", {}))


def draw_curse(g: Data, draw: dict, move: wire.DrawCurse, events: list[Event]) -> None:
    """Rulebook Curses: a curse drawn in a Boss encounter carries over to the next run."""
    seat = draw["seat"]
    g["decks"]["curses"].remove(move.card)
    events.append(
        new_event("curse", f"Seat {seat} is cursed: {card_name(g, move.card)}", {"seat": seat})
    )
    group = runner_group(g, seat)
    room = group["room"] if group is not None else None
    if room is not None and game_cards(g).by_id[room].kind in ("boss", "elite"):
        _carry(g, seat, move.card, events)
    else:
        _suffer(g, seat, move.card, events)


def _carry(g: Data, seat: int, cid: str, events: list[Event]) -> None:
    add(g["carried_curses"][seat], cid)
    text = f"Seat {seat} carries {card_name(g, cid)} into its next run"
    events.append(new_event("curse_carried", text, {"seat": seat}))


def _suffer(g: Data, seat: int, cid: str, events: list[Event]) -> None:
    """A curse's effect on its seat; one for a hero carries over while no hero is in play
    (rulebook Curses: a curse not resolved during the run carries over)."""
    effect = game_cards(g).by_id[cid].effect
    runner = g["runners"][seat] if g["runners"] else None
    kind = effect.effect
    if kind in ("damage", "heal") and (runner is None or runner["hero"] is None):
        _carry(g, seat, cid, events)
        return
    if kind == "lose_fame":
        g["fame"][seat] = max(0, g["fame"][seat] - effect.amount)
    elif kind == "gain_fame":
        g["fame"][seat] += effect.amount
    elif kind == "damage" and runner is not None:
        runner["damage"] += effect.amount
    elif kind == "heal" and runner is not None:
        runner["damage"] = max(0, runner["damage"] - effect.amount)
    elif kind == "discard_item":  # D50: the seat chooses which (curse_discard)
        count = min(effect.count, len(hand_items(g, seat)))
        g["curse_discards"][seat] += [cid] * count
    to_deck(g, cid)


def _curse_discard(g: Data, move: wire.CurseDiscard, events: list[Event]) -> None:
    """D50: the item the cursed seat chose goes back to its deck; every seat reads which."""
    seat = move.seat
    curse = g["curse_discards"][seat].pop(0)
    g["hands"][seat].remove(move.item)
    to_deck(g, move.item)
    text = f"Seat {seat} discards {card_name(g, move.item)} to {card_name(g, curse)}"
    events.append(new_event("curse_discard", text, {"seat": seat, "item": move.item}))


# --- the dungeon runs -----------------------------------------------------------------------------


def _play_hero(g: Data, move: wire.PlayHero, events: list[Event]) -> None:
    g["hands"][move.seat].remove(move.hero)
    runner = g["runners"][move.seat]
    runner.update(hero=move.hero, damage=0)
    text = f"Seat {move.seat} plays {card_name(g, move.hero)}"
    events.append(new_event("hero_played", text, {"seat": move.seat, "hero": move.hero}))


def _use_skill(g: Data, move: wire.UseSkill, events: list[Event]) -> None:
    runner = g["runners"][move.seat]
    runner["skill"] = 2 if move.second else 1  # rulebook Skills: one of two, once per run
    runner["skills_used"].append(move.hero)
    text = f"{card_name(g, move.hero)} uses a skill"
    events.append(new_event("skill", text, {"seat": move.seat}))
    if _skill_used(g, runner).effect == "reroll_room":
        _reroll(g, group_of(g, move.seat), events)


def _reroll(g: Data, group: dict, events: list[Event]) -> None:
    """A reroll_room skill: the room goes back to its pile and the next one takes its place."""
    room = group["room"]
    to_deck(g, room)
    if group["location"] == KEEP:
        _pile(g, group)["keep_rooms"] += 1
    group["room"] = None
    for seat in group["seats"]:  # items were equipped for the room that left
        runner = g["runners"][seat]
        for cid in runner["equipped"]:
            add(g["hands"][seat], cid)
        runner.update(equipped=[], ready=False)
    events.append(new_event("reroll", f"{card_name(g, room)} goes back; another room comes", {}))
    if group["ahead"]:
        _enter(g, group, group["ahead"].pop(0), events, fresh=False)
    else:
        index = g["groups"].index(group)
        g["queue"].append(new_draw("draw_room", "reroll", _room_deck(group), group=index))


def _room_deck(group: dict) -> str | None:
    """The deck a group draws its rooms from (None: the Keep's own pile, D16)."""
    return None if group["location"] == KEEP else f"rooms-{group['level']}"


def _spend_fame(g: Data, move: wire.SpendFame, events: list[Event]) -> None:
    g["fame"][move.seat] -= 1
    g["runners"][move.seat]["fame_spent"] = move.stat
    events.append(new_event("fame_spent", f"Seat {move.seat} spends 1 Fame on {move.stat}", {}))


def _equip(g: Data, move: wire.Equip, events: list[Event]) -> None:
    g["hands"][move.seat].remove(move.item)
    add(g["runners"][move.seat]["equipped"], move.item)
    text = f"Seat {move.seat} equips {card_name(g, move.item)}"
    events.append(new_event("equipped", text, {"seat": move.seat, "item": move.item}))


def _unequip(g: Data, move: wire.Unequip, events: list[Event]) -> None:
    g["runners"][move.seat]["equipped"].remove(move.item)
    add(g["hands"][move.seat], move.item)
    text = f"Seat {move.seat} puts {card_name(g, move.item)} back in its hand"
    events.append(new_event("unequipped", text, {"seat": move.seat, "item": move.item}))


def _ready(g: Data, move: wire.Enter, events: list[Event]) -> None:
    runner = g["runners"][move.seat]
    runner["ready"] = True
    names = ", ".join(card_name(g, cid) for cid in runner["equipped"]) or "no item"
    text = f"Seat {move.seat}'s {card_name(g, move.hero)} enters the room with {names}"
    events.append(new_event("entered", text, {"seat": move.seat}))


def _effects(g: Data, seat: int) -> list[Any]:
    """The effects working for a seat's hero in this room: equipped items and its used skill."""
    cards = game_cards(g)
    runner = g["runners"][seat]
    found = [cards.by_id[cid].effect for cid in runner["equipped"]]
    if runner["skill"]:
        found.append(_skill_used(g, runner))
    return [e for e in found if e is not None]


def _skill_used(g: Data, runner: dict) -> Any:
    """The skill a runner's hero used in this room (its first or its second)."""
    return game_cards(g).by_id[runner["hero"]].skills()[runner["skill"] - 1]


def _amount(effects: list[Any], name: str) -> int:
    return sum(e.amount for e in effects if e.effect == name)


def hero_stat(g: Data, seat: int, stat: Literal["attack", "defense"]) -> int:
    """A seat's hero's attack or defense in this room: the card, its equipment, the effects in
    play (``attack_bonus``, ``defense_bonus``) and a Fame spent on it."""
    cards = game_cards(g)
    runner = g["runners"][seat]
    total = getattr(cards.by_id[runner["hero"]], stat)
    total += sum(getattr(cards.by_id[cid], stat) for cid in runner["equipped"])
    total += _amount(_effects(g, seat), f"{stat}_bonus")
    return total + (runner["fame_spent"] == stat)


def _items_defense(g: Data, seat: int) -> int:
    """D45: what a seat's equipped items absorb of a trap's damage: their Defense and the
    defense bonus they carry (the hero's card, its skill and Fame spent count only in fights)."""
    cards = game_cards(g)
    items = [cards.by_id[cid] for cid in g["runners"][seat]["equipped"]]
    effects = [item.effect for item in items if item.effect is not None]
    return sum(item.defense for item in items) + _amount(effects, "defense_bonus")


def _harm(g: Data, group: dict, seat: int, amount: int, on_hit: Any) -> None:
    """Harm to one hero of a seat (D12: at most one per seat), then the room's on-hit effect."""
    runner = g["runners"][seat]
    runner["damage"] += amount
    if amount > 0:
        _on_hit(g, seat, on_hit)


def _on_hit(g: Data, seat: int, on_hit: Any) -> None:
    """What a room does to a seat whose hero it harmed (or, a Boss, defeated)."""
    runner = g["runners"][seat]
    if on_hit is None:
        return
    if on_hit.effect == "draw_curse":
        for _ in range(on_hit.count):
            g["queue"].append(new_draw("draw_curse", "curse", seat=seat))
    elif on_hit.effect == "lose_fame":
        g["fame"][seat] = max(0, g["fame"][seat] - on_hit.amount)
    elif on_hit.effect == "damage":
        runner["damage"] += on_hit.amount


def _resolve(g: Data, group: dict, events: list[Event]) -> None:
    """D12: the room, once every seat of the group has its hero in and is ready."""
    cards = game_cards(g)
    room = cards.by_id[group["room"]]
    fighters = _active(g, group)
    effects = {seat: _effects(g, seat) for seat in fighters}
    every = [e.effect for seat in fighters for e in effects[seat]]
    passed, chest = True, False
    if room.kind in ("monster", "trap") and "skip_room" in every:
        events.append(new_event("skipped", f"The group slips past {room.name}", {}))
    elif room.kind == "hall":
        events.append(new_event("hall", f"{room.name}: nothing happens", {}))
    elif room.kind == "trap":
        classes = {c for seat in fighters for c in cards.by_id[g["runners"][seat]["hero"]].classes}
        if classes & set(room.disarm) or "ignore_trap" in every:
            events.append(new_event("trap_disarmed", f"The group disarms {room.name}", {}))
        else:
            for seat in fighters:
                hero = cards.by_id[g["runners"][seat]["hero"]]
                if hero.level > room.level:  # rulebook: immune to a lower-level trap
                    continue
                absorbed = _items_defense(g, seat)  # D45: the items, not the hero's own
                _harm(g, group, seat, max(0, room.damage - absorbed), room.on_hit)
            events.append(new_event("trap", f"{room.name} springs", {}))
    elif room.kind == "chest":
        classes = {c for seat in fighters for c in cards.by_id[g["runners"][seat]["hero"]].classes}
        passed = False  # D44: opened or not, it is passed once the group says so
        if classes & set(room.opens) or "open_chest" in every:
            chest = True
        else:
            events.append(
                new_event("chest_skipped", f"No one opens {room.name}; it is skipped", {})
            )
    else:
        passed = _fight(g, group, room, fighters, events)
    for seat in fighters:
        runner = g["runners"][seat]
        runner["damage"] = max(0, runner["damage"] - _amount(effects[seat], "heal"))
        for cid in runner["equipped"]:  # each item serves one room (rulebook Dungeon Run)
            to_deck(g, cid)
        runner["equipped"] = []
        if passed and room.kind != "boss" and group["result"] is None:
            g["tallies"][seat]["rooms"] += _room_fame(room)
        brought, runner["curses"] = runner["curses"], []
        for cid in brought:  # rulebook Curses: carried over, suffered in the run's first room
            _suffer(g, seat, cid, events)
    if group["result"] is None and room.kind != "boss":
        _peek(g, group, [e for seat in fighters for e in effects[seat]])
    if chest:  # D44: the group's first seat opens it or leaves it closed
        group["stage"] = "chest"
        return
    group["stage"] = "curses"
    if group["outcome"] is None:
        group["outcome"] = "passed" if passed else "skipped"


def _open_chest(g: Data, move: wire.OpenChest, events: list[Event]) -> None:
    """D44: the chest opened: its items, and per seat its Fame and its level (D15)."""
    group = group_of(g, move.seat)
    room = game_cards(g).by_id[group["room"]]
    for _ in range(room.rewards):
        g["queue"].append(_reward_draw(g, group, room.level))
    for seat in _active(g, group):
        g["tallies"][seat]["rooms"] += room.fame + _room_fame(room)
    events.append(new_event("chest", f"The group opens {room.name}", {}))
    group.update(stage="curses", outcome="passed")


def _leave_chest(g: Data, move: wire.LeaveChest, events: list[Event]) -> None:
    """D44: the chest left closed: the room is skipped (D24: not passed)."""
    group = group_of(g, move.seat)
    name = card_name(g, group["room"])
    events.append(new_event("chest_left", f"The group leaves {name} closed", {}))
    group.update(stage="curses", outcome="skipped")


def _peek(g: Data, group: dict, effects: list[Any]) -> None:
    """peek_next_room: the group sees its next ``count`` rooms (the largest peek; rooms already
    seen count), drawn now and face up."""
    count = max((e.count for e in effects if e.effect == "peek_next_room"), default=0)
    index = g["groups"].index(group)
    for _ in range(count - len(group["ahead"])):
        g["queue"].append(new_draw("draw_room", "ahead", _room_deck(group), group=index))


def _room_fame(room: Any) -> int:
    """D15: a passed room is worth its level (a monster may say otherwise; an elite is 3)."""
    if room.kind == "monster" and room.fame is not None:
        return int(room.fame)
    return int(getattr(room, "level", 3))


def _reward_draw(g: Data, group: dict, level: int) -> dict:
    return new_draw("draw_card", "reward", f"items-{level}", group=g["groups"].index(group))


def _fight(g: Data, group: dict, room: Any, fighters: list[int], events: list[Event]) -> bool:
    """D12, D14: kill when the group's attack reaches the defense times its seats; a monster or
    a Cultist (an elite monster, D49) that stands strikes each hero, a Boss or the Death Mage
    that stands defeats them."""
    monster = room.kind == "monster" or (room.kind == "elite" and not room.final)
    attack = sum(hero_stat(g, seat, "attack") for seat in fighters)
    need = room.defense * len(fighters)
    faction = getattr(room, "faction", None)
    bonus = int(
        g["options"]["faction_attack"]
        and group["location"] != KEEP
        and faction in game_cards(g).pack.map.locations[group["location"] - 1].factions
    )
    if attack >= need:
        events.append(
            new_event("kill", f"The group kills {room.name} ({attack} against {need})", {})
        )
        if monster:
            for _ in range(getattr(room, "rewards", 0)):
                g["queue"].append(_reward_draw(g, group, room.level))
            return True
        _boss_killed(g, group, room, fighters, events)
        return True
    events.append(new_event("survive", f"{room.name} stands ({attack} against {need})", {}))
    if monster:
        for seat in fighters:
            damage = max(0, room.attack + bonus - hero_stat(g, seat, "defense"))
            _harm(g, group, seat, damage, getattr(room, "on_hit", None))
        return True
    for seat in fighters:  # D14: a hero who fails against a boss is lost; the boss heals
        runner = g["runners"][seat]
        to_deck(g, runner["hero"])
        events.append(
            new_event("hero_lost", f"Seat {seat}'s {card_name(g, runner['hero'])} is lost", {})
        )
        runner.update(hero=None, damage=0)
        _on_hit(g, seat, getattr(room, "on_hit", None))
    group["outcome"] = "boss_failed"
    return False


def _boss_killed(g: Data, group: dict, room: Any, fighters: list[int], events: list[Event]) -> None:
    """D14: the head, Fame, the first kill's bonus, rewards, doom, and the upgrade."""
    cards = game_cards(g)
    if room.kind == "elite":
        if room.id == DEATH_MAGE:
            group["result"] = "death_mage"
            events.append(new_event("death_mage", "The Death Mage is slain!", {}))
        return
    if len(fighters) >= 2:
        g["trophies"].append(room.id)
    else:
        g["kept"][fighters[0]].append(room.id)
    group["room"] = None
    for seat in fighters:
        g["tallies"][seat]["bosses"] += room.level
        if g["first_kill_round"] in (None, g["round"]):  # D46: every group's, in that round
            g["tallies"][seat]["bonus"] = 1
    if g["first_kill_round"] is None:
        g["first_kill_round"] = g["round"]
    if group["location"] == KEEP:
        return
    group["result"] = "boss"
    g["doom_change"] += group["level"]  # D37: applied at the round's end
    for _ in range(2):  # D48: of the Boss's level
        g["queue"].append(_reward_draw(g, group, room.level))
    for seat in fighters:
        hero = cards.by_id[g["runners"][seat]["hero"]]
        copy = cards.family_copy(hero.id, hero.level + 1) if hero.level < 3 else None
        if copy is not None and copy in g["decks"][f"heroes-{hero.level + 1}"]:
            group["upgraders"].append(seat)


def _after_room(g: Data, group: dict, events: list[Event]) -> None:
    """Deaths, then: the run ends, the group splits or goes on (D13), or meets the boss again."""
    cards = game_cards(g)
    room_id = group["room"]
    for seat in group["seats"]:
        runner = g["runners"][seat]
        hero = runner["hero"]
        if runner["out"] or hero is None:
            continue
        if runner["damage"] >= cards.by_id[hero].health:
            to_deck(g, hero)
            runner.update(hero=None, damage=0)
            events.append(new_event("hero_died", f"Seat {seat}'s {card_name(g, hero)} dies", {}))
    boss_failed = group["outcome"] == "boss_failed"
    group["outcome"] = None
    if group["result"] is not None:
        _end_group(g, group, events)
        return
    for seat in group["seats"]:
        runner = g["runners"][seat]
        if not runner["out"] and runner["hero"] is None and not hand_heroes(g, seat):
            runner["out"] = True
    if not _active(g, group):
        if boss_failed:
            _return_room(g, group)
        group["result"] = "failed"
        _end_group(g, group, events)
        return
    if boss_failed:
        group["stage"] = "prepare"
        for seat in group["seats"]:
            g["runners"][seat].update(ready=False, skill=0, fame_spent=None)
        return
    if room_id is not None:
        group["passed"].append(room_id)
        group["room"] = None
    for seat in _active(g, group):  # D35: a killed hero's seat chooses where its next one goes
        runner = g["runners"][seat]
        choices = _may_go_alone(g, group) or bool(_joinable(g, group, seat))
        runner["deciding"] = runner["hero"] is None and choices
    if any(g["runners"][seat]["deciding"] for seat in group["seats"]):
        group["stage"] = "regroup"
    else:
        _go_on(g, group)


def _go_on(g: Data, group: dict) -> None:
    """D13: a group of two or more may split before its next room (D34: in the Keep too)."""
    group["stage"] = "split" if len(_active(g, group)) >= 2 else "draw"


def _return_room(g: Data, group: dict) -> None:
    """Rulebook Bosses: a room no one passed goes back to its pile (an elite, to the Keep's)."""
    room = group["room"]
    if room is None:
        return
    if room in ELITES:
        _pile(g, group)["keep_elites"].append(room)
    else:
        to_deck(g, room)
    group["room"] = None


def _end_group(g: Data, group: dict, events: list[Event]) -> None:
    """A run's end: doom (D15, D16; counted now, applied at the round's end, D37), the run's
    Fame (D47), heroes home; the upgrade choice after a boss (D14)."""
    if group["result"] == "failed":
        seats = len(group["seats"]) if g["options"]["real_experience"] else 1
        drop = KEEP_FAIL_DOOM if group["location"] == KEEP else group["level"]
        g["doom_change"] -= drop * seats
        events.append(new_event("run_failed", f"The run at {place(group['location'])} fails", {}))
    for seat in group["seats"]:
        _collect_fame(g, seat, events)
    group["stage"] = "upgrade" if group["upgraders"] else "over"
    if group["stage"] == "over":
        _heroes_home(g, group)


def _collect_fame(g: Data, seat: int, events: list[Event]) -> None:
    """D47: a seat collects its run's Fame when the run ends (before an upgrade, D30): each room
    passed, 2 per Boss level, the first kill's bonus (D15)."""
    tally = g["tallies"][seat]
    gained = tally["rooms"] + 2 * tally["bosses"] + tally["bonus"]
    g["tallies"][seat] = {"rooms": 0, "bosses": 0, "bonus": 0}
    g["fame"][seat] += gained
    text = f"Seat {seat} gains {gained} Fame for its run"
    events.append(new_event("fame", text, {"seat": seat, "fame": gained}))


def _heroes_home(g: Data, group: dict) -> None:
    """Rulebook End of Round: surviving heroes go back to the hand, healed."""
    for seat in group["seats"]:
        runner = g["runners"][seat]
        if runner["hero"] is not None:
            add(g["hands"][seat], runner["hero"])
            runner.update(hero=None, damage=0)
        runner["out"] = True


def _upgrade(g: Data, move: wire.Upgrade, events: list[Event]) -> None:
    cards = game_cards(g)
    seat, hero = move.seat, cards.by_id[move.hero]
    copy = cards.family_copy(hero.id, hero.level + 1)
    assert copy is not None, "D14: only a hero with its copy one level up is offered"
    g["fame"][seat] -= 1
    g["decks"][f"heroes-{hero.level + 1}"].remove(copy)
    to_deck(g, hero.id)
    g["runners"][seat]["hero"] = copy
    group_of(g, seat)["upgraders"].remove(seat)
    events.append(new_event("upgrade", f"{hero.name} becomes {card_name(g, copy)}", {"seat": seat}))


def _assign(g: Data, move: wire.AssignReward, events: list[Event]) -> None:
    group = group_of(g, move.seat)
    group["rewards"].remove(move.item)
    add(g["hands"][move.to], move.item)
    text = f"Seat {move.to} takes {card_name(g, move.item)}"
    events.append(new_event("reward_taken", text, {"seat": move.to, "item": move.item}))


def _split(g: Data, move: wire.Split, events: list[Event]) -> None:
    group = group_of(g, move.seat)
    group["stage"] = "draw"
    if not move.seats:
        return
    leaving = [s for s in group["seats"] if s in move.seats]
    _branch(g, group, leaving)
    events.append(new_event("split", f"Seats {leaving} split off", {"seats": leaving}))


def _branch(g: Data, group: dict, leaving: list[int]) -> None:
    """``leaving`` go on as a new group in the same dungeon; they split off, so may never join
    another group (rulebook, D35)."""
    group["seats"] = [s for s in group["seats"] if s not in leaving]
    new = new_group(group["location"], group["level"], leaving)
    if group["location"] == KEEP:  # D34: one Keep pile, drawn from by both groups
        index = g["groups"].index(group)
        new["keep_pile"] = index if group["keep_pile"] is None else group["keep_pile"]
    for seat in leaving:
        g["runners"][seat].update(group=len(g["groups"]), split_off=True)
    g["groups"].append(new)


def _stay(g: Data, move: wire.Stay, events: list[Event]) -> None:
    g["runners"][move.seat]["deciding"] = False
    events.append(new_event("stay", f"Seat {move.seat} stays with its group", {"seat": move.seat}))


def _go_alone(g: Data, move: wire.GoAlone, events: list[Event]) -> None:
    """D35: the seat's next hero explores alone, from a room drawn after this choice (D13)."""
    g["runners"][move.seat]["deciding"] = False
    _branch(g, group_of(g, move.seat), [move.seat])
    text = f"Seat {move.seat} goes on alone"
    events.append(new_event("gone_alone", text, {"seat": move.seat}))


def _ask_to_join(g: Data, move: wire.AskToJoin, events: list[Event]) -> None:
    g["runners"][move.seat]["asking"] = move.group
    text = f"Seat {move.seat} asks to join seat {_chooser(g, g['groups'][move.group])}'s group"
    events.append(new_event("join_asked", text, {"seat": move.seat, "group": move.group}))


def _admit(g: Data, move: wire.Admit, events: list[Event]) -> None:
    """D35: the asker leaves its group and joins this one, in turn order, before its next room
    (the group is between rooms); a group its last hero left ends without failing."""
    seat, runner = move.asker, g["runners"][move.asker]
    index = runner["asking"]
    group, old = g["groups"][index], group_of(g, seat)
    old["seats"].remove(seat)
    members = {seat, *group["seats"]}
    group["seats"] = [s for s in order(g) if s in members]
    runner.update(group=index, asking=None, deciding=False)
    events.append(
        new_event("joined", f"Seat {seat} joins seat {move.seat}'s group", {"seat": seat})
    )
    if not _active(g, old):
        old["result"] = "left"
        _end_group(g, old, events)


def _refuse(g: Data, move: wire.Refuse, events: list[Event]) -> None:
    runner = g["runners"][move.asker]
    runner["refused_by"].append(runner["asking"])
    runner["asking"] = None
    text = f"Seat {move.seat}'s group refuses seat {move.asker}"
    events.append(new_event("join_refused", text, {"seat": move.asker}))


def _drop_requests(g: Data, now: Data) -> bool:
    """D35: a request to a group that ended or saw its next room is dropped; its seat chooses
    again (``now``: ``g`` to read)."""
    dropped = False
    for seat, runner in enumerate(now["runners"]):
        if runner["asking"] is not None and not _takes_seats(now, now["groups"][runner["asking"]]):
            g["runners"][seat]["asking"] = None
            dropped = True
    return dropped


# --- the runs going on by themselves --------------------------------------------------------------


def step_run(g: Data, events: list[Event]) -> bool:
    """One automatic step of the runs; the round ends when every group is over.

    Most calls find nothing to do, so the groups are looked at in ``now`` (nothing copied) and
    a step changes ``g``, taking the group it changes from there, and returns at once (a seat
    with no hero left is marked out in ``g`` and the scan goes on: the later groups' seats are
    others)."""
    now = reading(g)
    if _drop_requests(g, now):
        return True
    runners = now["runners"]
    for index, group in enumerate(now["groups"]):
        stage = group["stage"]
        if stage == "regroup" and not any(runners[s]["deciding"] for s in group["seats"]):
            _go_on(g, g["groups"][index])
            return True
        if stage == "draw" and _askers(now, index):  # D35: the group answers before it draws
            continue
        if stage == "draw" and any(must_discard(now, seat) for seat in group["seats"]):
            continue  # D40, D50: a seat's discards come before the group's next room
        if stage == "draw" and group["ahead"]:  # a room seen ahead comes next
            group = g["groups"][index]
            _enter(g, group, group["ahead"].pop(0), events)
            return True
        if stage == "draw":
            deck_empty = (
                not keep_weights(now, group)
                if group["location"] == KEEP
                else not now["decks"][f"rooms-{group['level']}"]
            )
            if deck_empty:  # D18: a run ends when its deck runs out
                group = g["groups"][index]
                group["result"] = "exhausted"
                _end_group(g, group, events)
            else:
                g["queue"].append(new_draw("draw_room", "room", _room_deck(group), group=index))
            return True
        if stage == "prepare":
            active, all_ready = [], True
            for seat in group["seats"]:
                runner = runners[seat]
                if runner["out"]:
                    continue
                if runner["hero"] is None and not hand_heroes(now, seat):
                    g["runners"][seat]["out"] = True  # no hero left to play
                else:
                    active.append(seat)
                    all_ready = all_ready and runner["ready"]
            if not active:
                group = g["groups"][index]
                group["result"] = "failed"
                _return_room(g, group)
                _end_group(g, group, events)
                return True
            if all_ready:
                _resolve(g, g["groups"][index], events)
                return True
        if stage == "curses":
            g["groups"][index]["stage"] = "reward" if group["rewards"] else "after"
            return True
        if stage == "reward" and not group["rewards"]:
            g["groups"][index]["stage"] = "after"
            return True
        if stage == "after":
            _after_room(g, g["groups"][index], events)
            return True
        if stage == "upgrade" and not group["upgraders"]:
            group = g["groups"][index]
            group["stage"] = "over"
            _heroes_home(g, group)
            return True
    if all(group["stage"] == "over" for group in now["groups"]):
        if any(must_discard(now, seat) for seat in range(now["players"])):
            return False  # D40, D50: the hands are counted once every discard is made
        end_round(g, events)
        return True
    return False


# --- the moves, by kind ---------------------------------------------------------------------------


#: the seat moves decided here, by move type (:func:`games.draggmar.rules.apply` dispatches)
RUN_MOVES: dict[str, Any] = {
    "play_hero": _play_hero,
    "equip": _equip,
    "unequip": _unequip,
    "enter": _ready,
    "use_skill": _use_skill,
    "spend_fame": _spend_fame,
    "assign_reward": _assign,
    "split": _split,
    "stay": _stay,
    "go_alone": _go_alone,
    "ask_to_join": _ask_to_join,
    "admit": _admit,
    "refuse": _refuse,
    "upgrade": _upgrade,
    "open_chest": _open_chest,
    "curse_discard": _curse_discard,
    "leave_chest": _leave_chest,
}
