"""Draggmar's dungeon runs (D12-D14, D18, D34-D36): preparing and equipping heroes, skills,
resolving rooms, fights and bosses, rewards and upgrades, curses, splitting, and a killed hero's
seat regrouping (D35). Every group runs at once; the round ends when every group is over.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any, Literal

from games.core.game import LegalMove
from games.core.record import replacer
from games.core.tuples import replaced, with_added, without
from games.draggmar import wire
from games.draggmar.content import DEATH_MAGE, ELITES, EQUIP_LIMIT, EQUIP_MOST
from games.draggmar.rules_common import (
    card_name,
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
)
from games.draggmar.rules_rift import (
    RIFTS,
    failed_seats,
    portal_reached,
    rift_drawn,
    rift_run,
    rift_waits,
    velos_killed,
)
from games.draggmar.rules_round import end_round
from games.draggmar.state import (
    KEEP,
    NO_TALLY,
    Cards,
    DraggFields,
    Draw,
    Group,
    Runner,
    Tally,
    evolve_group,
)

evolve_tally = replacer(Tally)

KEEP_FAIL_DOOM = 4  # D16


MAX_GROUPS = 8  # the wire's bound on a round's groups: a split or a seat going alone makes one


BETWEEN_ROOMS = ("regroup", "split", "draw")  # D35: when a group answers a seat asking to join


# --- the Keep pile (D16, D34) ---------------------------------------------------------------------


def _pile(s: DraggFields, index: int) -> int:
    """The group holding the Keep pile group ``index`` draws from: its own, or the one of the
    group it split from (D34)."""
    pile = s.groups[index].keep_pile
    return index if pile is None else pile


def keep_weights(s: DraggFields, index: int) -> list[tuple[str, int]]:
    """D16: the Keep pile holds the elites and ``keep_rooms`` unknown level-3 rooms, shuffled."""
    pile = s.groups[_pile(s, index)]
    deck = s.decks["rooms-3"]
    rooms = pile.keep_rooms if deck else 0
    size = max(1, len(deck))
    weights = [(cid, size) for cid in pile.keep_elites]
    weights += [(cid, rooms * n) for cid, n in sorted(Counter(deck).items()) if rooms]
    return weights


# --- who decides what -----------------------------------------------------------------------------


def slot_limits(cards: Cards, hero: str, skill: int) -> tuple[int, dict[str, int]]:
    """D12: three items in all, one weapon, armor and shield; an extra_slot skill in use in
    this room (``skill``: which of the hero's, 0 none) adds one item and one more of its slot
    (D36)."""
    total, per_slot = EQUIP_LIMIT, {"weapon": 1, "armor": 1, "shield": 1}
    if skill:
        used = cards.skills[hero][skill - 1]
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
    return str(effect.effect).replace("_", " ") + (f" {value}" if value else "")


def _item_text(item: Any) -> str:
    """An item as a player reads it: 'Longsword (weapon, +2 attack)'."""
    parts = ["no slot" if item.slot == "none" else item.slot]
    parts += [
        f"+{value} {stat}" for stat in ("attack", "defense") if (value := getattr(item, stat))
    ]
    if item.effect is not None:
        parts.append(_effect_text(item.effect))
    return f"{item.name} ({', '.join(parts)})"


def _prepare_moves(s: DraggFields, seat: int, group: Group) -> tuple[LegalMove[Any], ...]:
    """D12: a hero in play uses a skill, spends Fame, equips or unequips one item at a time,
    then enters the room."""
    runner = s.runners[seat]
    hero = runner.hero
    assert hero is not None and group.room is not None
    return _hero_moves(
        s.cards,
        seat,
        hero,
        hero not in runner.skills_used and not runner.skill,
        runner.skill,
        s.fame[seat] >= 1 and runner.fame_spent is None,
        runner.equipped,
        s.hands[seat],
        group.room,
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
) -> tuple[LegalMove[Any], ...]:
    """A hero's moves before it enters ``room``, from everything they depend on: while the
    heroes of a room prepare, each move changes one seat's, and the others' come from here."""
    moves: list[LegalMove[wire.AnyMove]] = []
    if fresh:
        for number, skill_card in enumerate(cards.skills[hero], start=1):
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
def _hero_move(cards: Cards, kind: str, seat: int, hero: str, what: str) -> LegalMove[Any]:
    """One of a prepared hero's moves with its label: the same few come back in every room.
    ``what``: the skill's number, the stat, the item, or the items equipped (comma-separated)."""
    if kind == "use_skill":
        skill = cards.skills[hero][int(what) - 1]
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


def run_moves(s: DraggFields, seat: int) -> Sequence[LegalMove[Any]]:
    """A running seat's moves at its group's stage (D12-D14, D35)."""
    if not s.runners:
        return []
    runner = s.runners[seat]
    index = runner.group
    if index is None:
        return []
    group = s.groups[index]
    stage = group.stage
    moves: list[LegalMove[Any]]  # a split's or an upgrade's choices
    if stage == "prepare":
        if runner.out or runner.ready:
            return []
        if runner.hero is None:
            cards = s.cards
            return [_play_hero_move(cards, seat, cid) for cid in hand_heroes(s, seat)]
        return _prepare_moves(s, seat, group)
    chooser = _chooser(s, group)
    answers = _answers(s, index) if seat == chooser else []
    if stage == "regroup":
        return answers + _regroup_moves(s, index, seat)
    if stage == "reward" and seat == chooser:
        cards, item = s.cards, group.rewards[0]
        return [_assign_move(cards, seat, item, to) for to in _active(s, group)]
    if stage == "split" and seat == chooser:
        others = [x for x in _active(s, group) if x != seat] if _room_for_group(s) else []
        moves = []
        for size in range(len(others) + 1):  # any of the others, all of them too
            for leaving in combinations(sorted(others), size):
                label = "Stay together" if not leaving else f"Seats {list(leaving)} split off"
                moves.append(LegalMove(wire.Split(seat=seat, seats=list(leaving)), seat, label))
        return moves + answers
    if stage == "upgrade" and seat in group.upgraders:
        assert runner.hero is not None
        return _upgrade_moves(s.cards, seat, runner.hero, s.fame[seat] >= 1)
    if stage == "chest" and seat == chooser:
        assert group.room is not None
        return _chest_moves(s.cards, seat, group.room)
    return answers


# the run's moves with their labels, made once: the same ones come back in every run (issue 13)


@lru_cache(maxsize=1 << 12)
def _play_hero_move(cards: Cards, seat: int, hero: str) -> LegalMove[Any]:
    play = made(wire.PlayHero, seat=seat, hero=hero)
    return LegalMove(play, seat, f"Play {cards.by_id[hero].name}")


@lru_cache(maxsize=1 << 12)
def _assign_move(cards: Cards, seat: int, item: str, to: int) -> LegalMove[Any]:
    assign = made(wire.AssignReward, seat=seat, item=item, to=to)
    return LegalMove(assign, seat, f"Give {cards.by_id[item].name} to seat {to}")


@lru_cache(maxsize=1 << 10)
def _upgrade_moves(cards: Cards, seat: int, hero: str, may_pay: bool) -> tuple[LegalMove[Any], ...]:
    """Keep the hero, or pay 1 Fame to upgrade it (D14)."""
    moves = [LegalMove(made(wire.Done, seat=seat), seat, "Keep the hero as it is")]
    if may_pay:
        label = f"Pay 1 Fame to upgrade {cards.by_id[hero].name}"
        moves.append(LegalMove(made(wire.Upgrade, seat=seat, hero=hero), seat, label))
    return tuple(moves)


@lru_cache(maxsize=1 << 10)
def _chest_moves(cards: Cards, seat: int, chest: str) -> tuple[LegalMove[Any], ...]:
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


def _room_for_group(s: DraggFields) -> bool:
    return len(s.groups) < MAX_GROUPS


def _may_go_alone(s: DraggFields, group: Group) -> bool:
    """Going alone is a split (D13): the group has another hero to leave behind."""
    return len(_active(s, group)) >= 2 and _room_for_group(s)


def _takes_seats(s: DraggFields, group: Group) -> bool:
    """A group may still be joined: its run goes on and it has seen no room ahead (a seat joins
    before the group's next room is known, D13)."""
    return (
        group.result is None
        and group.stage not in ("upgrade", "over")
        and not group.ahead
        and bool(_active(s, group))
    )


def _joinable(s: DraggFields, index: int, seat: int) -> list[int]:
    """The groups ``seat`` may ask: in its dungeon at its level (the Keep too, D34), running, not
    its own, not one that refused it; none for a seat that split off (rulebook)."""
    runner = s.runners[seat]
    if runner.split_off:
        return []
    group = s.groups[index]
    return [
        other_index
        for other_index, other in enumerate(s.groups)
        if other_index != index
        and other.location == group.location
        and other.level == group.level
        and other_index not in runner.refused_by
        and _takes_seats(s, other)
    ]


def _regroup_moves(s: DraggFields, index: int, seat: int) -> list[LegalMove[Any]]:
    runner = s.runners[seat]
    if not runner.deciding or runner.asking is not None:
        return []
    group = s.groups[index]
    moves: list[LegalMove[Any]] = [
        LegalMove(made(wire.Stay, seat=seat), seat, "Stay with the group")
    ]
    if _may_go_alone(s, group):
        label = f"Go on alone in {place(group.location)}"
        moves.append(LegalMove(made(wire.GoAlone, seat=seat), seat, label))
    for other in _joinable(s, index, seat):
        label = f"Ask seat {_chooser(s, s.groups[other])}'s group to let you join"
        moves.append(LegalMove(made(wire.AskToJoin, seat=seat, group=other), seat, label))
    return moves


def _askers(s: DraggFields, index: int) -> list[int]:
    return [seat for seat, runner in enumerate(s.runners) if runner.asking == index]


def _answers(s: DraggFields, index: int) -> list[LegalMove[Any]]:
    """The group's first seat admits or refuses each seat asking to join, between rooms only."""
    group = s.groups[index]
    if group.stage not in BETWEEN_ROOMS:
        return []
    seat = _chooser(s, group)
    assert seat is not None, "a group between rooms has an active seat"
    moves: list[LegalMove[Any]] = []
    for asker in _askers(s, index):
        admit = made(wire.Admit, seat=seat, asker=asker)
        moves.append(LegalMove(admit, seat, f"Let seat {asker} join the group"))
        moves.append(
            LegalMove(made(wire.Refuse, seat=seat, asker=asker), seat, f"Refuse seat {asker}")
        )
    return moves


def _skill_usable(room: Any, effect: str) -> bool:
    if effect == "ignore_trap":
        return bool(room.kind == "trap")
    if effect == "open_chest":
        return bool(room.kind == "chest")
    if effect == "skip_room":
        return room.kind in ("monster", "trap")
    if effect == "reroll_room":  # rulebook Bosses: a Boss cannot be skipped
        return room.kind in ("monster", "trap", "chest", "hall")
    if effect == "peek_next_room":  # a Boss is the group's last room
        return room.kind != "boss" and not getattr(room, "final", False)
    return True


def _active(s: DraggFields, group: Group) -> list[int]:
    runners = s.runners
    return [seat for seat in group.seats if not runners[seat].out]


def _chooser(s: DraggFields, group: Group) -> int | None:
    """D13: the seat first in turn order within the group makes the group's choices."""
    active = _active(s, group)
    return active[0] if active else None


# --- rooms and curses drawn -----------------------------------------------------------------------


def draw_room(d: DraggFields, draw: Draw, move: wire.DrawRoom) -> None:
    """The group's next room is drawn and entered (D12, D18)."""
    index = draw.group
    assert index is not None, "a room is drawn for a group"
    pile = _pile(d, index)
    cid = move.card
    elites = d.groups[pile].keep_elites
    if cid in elites:
        d.set_group(pile, keep_elites=without(elites, cid))
    else:
        d.from_deck(d.cards.deck_of(cid), cid)
        if draw.deck == RIFTS:
            rift_drawn(d, cid)
        if d.groups[index].location == KEEP:
            d.set_group(pile, keep_rooms=d.groups[pile].keep_rooms - 1)
    if draw.to == "ahead":
        d.set_group(index, ahead=(*d.groups[index].ahead, cid))
        d.event("room_ahead", f"The group sees what comes next: {card_name(d, cid)}", room=cid)
        return
    _enter(d, index, cid, fresh=draw.to == "room")


def _enter(d: DraggFields, index: int, cid: str, fresh: bool = True) -> None:
    """The group meets room ``cid``; a rerolled room keeps the choices made (not ``fresh``). A
    Portal ends a Rift run (rules_rift)."""
    if d.crusade is not None and portal_reached(d, index, cid):
        _end_group(d, index)
        return
    d.set_group(index, room=cid, stage="prepare")
    group = d.groups[index]
    for seat in group.seats:
        if fresh:
            d.set_runner(seat, ready=False, skill=0, fame_spent=None)
        else:
            d.set_runner(seat, ready=False)
    room = d.cards.by_id[cid]
    text = f"At {place(group.location)} the group meets {room.name} ({room.kind})"
    d.event("room", text, room=cid, location=group.location)


def draw_curse(d: DraggFields, draw: Draw, move: wire.DrawCurse) -> None:
    """Rulebook Curses: a curse drawn in a Boss encounter carries over to the next run."""
    seat = draw.seat
    assert seat is not None, "a curse is drawn for a seat"
    d.from_deck("curses", move.card)
    d.event("curse", f"Seat {seat} is cursed: {card_name(d, move.card)}", seat=seat, card=move.card)
    group = runner_group(d, seat)
    room = group.room if group is not None else None
    if room is not None and d.cards.by_id[room].kind in ("boss", "elite"):
        _carry(d, seat, move.card)
    else:
        _suffer(d, seat, move.card)


def _carry(d: DraggFields, seat: int, cid: str) -> None:
    d.carried_curses = replaced(d.carried_curses, seat, with_added(d.carried_curses[seat], cid))
    text = f"Seat {seat} carries {card_name(d, cid)} into its next run"
    d.event("curse_carried", text, seat=seat, card=cid)


def _suffer(d: DraggFields, seat: int, cid: str) -> None:
    """A curse's effect on its seat; one for a hero carries over while no hero is in play
    (rulebook Curses: a curse not resolved during the run carries over)."""
    effect = d.cards.by_id[cid].effect
    runner = d.runners[seat] if d.runners else None
    kind = effect.effect
    if kind in ("damage", "heal") and (runner is None or runner.hero is None):
        _carry(d, seat, cid)
        return
    if kind == "lose_fame":
        d.fame = replaced(d.fame, seat, max(0, d.fame[seat] - effect.amount))
    elif kind == "gain_fame":
        d.add_fame(seat, effect.amount)
    elif kind == "damage" and runner is not None:
        d.set_runner(seat, damage=runner.damage + effect.amount)
    elif kind == "heal" and runner is not None:
        d.set_runner(seat, damage=max(0, runner.damage - effect.amount))
    elif kind == "discard_item":  # D50: the seat chooses which (curse_discard)
        count = min(effect.count, len(hand_items(d, seat)))
        owed = d.curse_discards[seat] + (cid,) * count
        d.curse_discards = replaced(d.curse_discards, seat, owed)
    d.to_deck(cid)


def curse_discard(d: DraggFields, move: wire.CurseDiscard) -> None:
    """D50: the item the cursed seat chose goes back to its deck; every seat reads which."""
    seat = move.seat
    owed = d.curse_discards[seat]
    curse = owed[0]
    d.curse_discards = replaced(d.curse_discards, seat, owed[1:])
    d.take(seat, move.item)
    d.to_deck(move.item)
    text = f"Seat {seat} discards {card_name(d, move.item)} to {card_name(d, curse)}"
    d.event("curse_discard", text, seat=seat, item=move.item)


# --- the dungeon runs -----------------------------------------------------------------------------


def _play_hero(d: DraggFields, move: wire.PlayHero) -> None:
    d.take(move.seat, move.hero)
    d.set_runner(move.seat, hero=move.hero, damage=0)
    text = f"Seat {move.seat} plays {card_name(d, move.hero)}"
    d.event("hero_played", text, seat=move.seat, hero=move.hero)


def _use_skill(d: DraggFields, move: wire.UseSkill) -> None:
    runner = d.runners[move.seat]
    d.set_runner(  # rulebook Skills: one of two, once per run
        move.seat, skill=2 if move.second else 1, skills_used=(*runner.skills_used, move.hero)
    )
    d.event("skill", f"{card_name(d, move.hero)} uses a skill", seat=move.seat)
    if _skill_used(d, d.runners[move.seat]).effect == "reroll_room":
        _reroll(d, group_of(d, move.seat))


def _reroll(d: DraggFields, index: int) -> None:
    """A reroll_room skill: the room goes back to its pile and the next one takes its place."""
    group = d.groups[index]
    room = group.room
    assert room is not None, "a reroll is of the room the group is in"
    d.to_deck(room)
    if group.location == KEEP:
        pile = _pile(d, index)
        d.set_group(pile, keep_rooms=d.groups[pile].keep_rooms + 1)
    d.set_group(index, room=None)
    for seat in group.seats:  # items were equipped for the room that left
        for cid in d.runners[seat].equipped:
            d.give(seat, cid)
        d.set_runner(seat, equipped=(), ready=False)
    d.event("reroll", f"{card_name(d, room)} goes back; another room comes", room=room)
    ahead = d.groups[index].ahead
    if ahead:
        d.set_group(index, ahead=ahead[1:])
        _enter(d, index, ahead[0], fresh=False)
    else:
        d.push(new_draw("draw_room", "reroll", _room_deck(d, group), group=index))


def _room_deck(s: DraggFields, group: Group) -> str | None:
    """The deck a group draws its rooms from (None: the Keep's own pile, D16; a Rift's group:
    the Rift deck, D52)."""
    if group.location == KEEP:
        return None
    return RIFTS if rift_run(s, group.location) else f"rooms-{group.level}"


def _spend_fame(d: DraggFields, move: wire.SpendFame) -> None:
    d.add_fame(move.seat, -1)
    d.set_runner(move.seat, fame_spent=move.stat)
    text = f"Seat {move.seat} spends 1 Fame on {move.stat}"
    d.event("fame_spent", text, seat=move.seat, stat=move.stat)


def _equip(d: DraggFields, move: wire.Equip) -> None:
    d.take(move.seat, move.item)
    d.set_runner(move.seat, equipped=with_added(d.runners[move.seat].equipped, move.item))
    text = f"Seat {move.seat} equips {card_name(d, move.item)}"
    d.event("equipped", text, seat=move.seat, item=move.item)


def _unequip(d: DraggFields, move: wire.Unequip) -> None:
    d.set_runner(move.seat, equipped=without(d.runners[move.seat].equipped, move.item))
    d.give(move.seat, move.item)
    text = f"Seat {move.seat} puts {card_name(d, move.item)} back in its hand"
    d.event("unequipped", text, seat=move.seat, item=move.item)


def _ready(d: DraggFields, move: wire.Enter) -> None:
    d.set_runner(move.seat, ready=True)
    names = ", ".join(card_name(d, cid) for cid in d.runners[move.seat].equipped) or "no item"
    text = f"Seat {move.seat}'s {card_name(d, move.hero)} enters the room with {names}"
    d.event("entered", text, seat=move.seat)


def _effects(s: DraggFields, seat: int) -> list[Any]:
    """The effects working for a seat's hero in this room: equipped items and its used skill."""
    cards = s.cards
    runner = s.runners[seat]
    found = [cards.by_id[cid].effect for cid in runner.equipped]
    if runner.skill:
        found.append(_skill_used(s, runner))
    return [e for e in found if e is not None]


def _skill_used(s: DraggFields, runner: Runner) -> Any:
    """The skill a runner's hero used in this room (its first or its second)."""
    return s.cards.skills[runner.playing][runner.skill - 1]


def _amount(effects: list[Any], name: str) -> int:
    return sum(e.amount for e in effects if e.effect == name)


def hero_stat(s: DraggFields, seat: int, stat: Literal["attack", "defense"]) -> int:
    """A seat's hero's attack or defense in this room: the card, its equipment, the effects in
    play (``attack_bonus``, ``defense_bonus``) and a Fame spent on it."""
    cards = s.cards
    runner = s.runners[seat]
    total: int = getattr(cards.by_id[runner.playing], stat)
    total += sum(getattr(cards.by_id[cid], stat) for cid in runner.equipped)
    total += _amount(_effects(s, seat), f"{stat}_bonus")
    return total + (runner.fame_spent == stat)


def _items_defense(s: DraggFields, seat: int) -> int:
    """D45: what a seat's equipped items absorb of a trap's damage: their Defense and the
    defense bonus they carry (the hero's card, its skill and Fame spent count only in fights)."""
    cards = s.cards
    items = [cards.by_id[cid] for cid in s.runners[seat].equipped]
    effects = [item.effect for item in items if item.effect is not None]
    return int(sum(item.defense for item in items)) + _amount(effects, "defense_bonus")


def _harm(d: DraggFields, seat: int, amount: int, on_hit: Any) -> None:
    """Harm to one hero of a seat (D12: at most one per seat), then the room's on-hit effect."""
    d.set_runner(seat, damage=d.runners[seat].damage + amount)
    if amount > 0:
        _on_hit(d, seat, on_hit)


def _on_hit(d: DraggFields, seat: int, on_hit: Any) -> None:
    """What a room does to a seat whose hero it harmed (or, a Boss, defeated)."""
    if on_hit is None:
        return
    if on_hit.effect == "draw_curse":
        d.push(*(new_draw("draw_curse", "curse", seat=seat) for _ in range(on_hit.count)))
    elif on_hit.effect == "lose_fame":
        d.fame = replaced(d.fame, seat, max(0, d.fame[seat] - on_hit.amount))
    elif on_hit.effect == "damage":
        d.set_runner(seat, damage=d.runners[seat].damage + on_hit.amount)


def _add_tally(d: DraggFields, seat: int, rooms: int = 0, bosses: int = 0) -> None:
    tally = d.tallies[seat]
    changed = evolve_tally(tally, rooms=tally.rooms + rooms, bosses=tally.bosses + bosses)
    d.tallies = replaced(d.tallies, seat, changed)


def _resolve(d: DraggFields, index: int) -> None:
    """D12: the room, once every seat of the group has its hero in and is ready."""
    cards = d.cards
    group = d.groups[index]
    room = cards.by_id[group.meeting]
    fighters = _active(d, group)
    effects = {seat: _effects(d, seat) for seat in fighters}
    every = [e.effect for seat in fighters for e in effects[seat]]
    passed, chest = True, False
    if room.kind in ("monster", "trap") and "skip_room" in every:
        d.event("skipped", f"The group slips past {room.name}", room=room.id)
    elif room.kind == "hall":
        d.event("hall", f"{room.name}: nothing happens", room=room.id)
    elif room.kind == "trap":
        classes = {c for seat in fighters for c in cards.by_id[d.runners[seat].playing].classes}
        if classes & set(room.disarm) or "ignore_trap" in every:
            d.event("trap_disarmed", f"The group disarms {room.name}", room=room.id)
        else:
            for seat in fighters:
                hero = cards.by_id[d.runners[seat].playing]
                if hero.level > room.level:  # rulebook: immune to a lower-level trap
                    continue
                absorbed = _items_defense(d, seat)  # D45: the items, not the hero's own
                _harm(d, seat, max(0, room.damage - absorbed), room.on_hit)
            d.event("trap", f"{room.name} springs", room=room.id)
    elif room.kind == "chest":
        classes = {c for seat in fighters for c in cards.by_id[d.runners[seat].playing].classes}
        passed = False  # D44: opened or not, it is passed once the group says so
        if classes & set(room.opens) or "open_chest" in every:
            chest = True
        else:
            text = f"No one opens {room.name}; it is skipped"
            d.event("chest_skipped", text, room=room.id)
    else:
        passed = _fight(d, index, room, fighters)
    for seat in fighters:
        runner = d.runners[seat]
        for cid in runner.equipped:  # each item serves one room (rulebook Dungeon Run)
            d.to_deck(cid)
        healed = max(0, runner.damage - _amount(effects[seat], "heal"))
        d.set_runner(seat, damage=healed, equipped=(), curses=())
        if passed and room.kind != "boss" and d.groups[index].result is None:
            _add_tally(d, seat, rooms=_room_fame(room))
        for cid in runner.curses:  # rulebook Curses: carried over, suffered in the first room
            _suffer(d, seat, cid)
    if d.groups[index].result is None and room.kind != "boss":
        _peek(d, index, [e for seat in fighters for e in effects[seat]])
    if chest:  # D44: the group's first seat opens it or leaves it closed
        d.set_group(index, stage="chest")
        return
    outcome = d.groups[index].outcome
    if outcome is None:
        outcome = "passed" if passed else "skipped"
    d.set_group(index, stage="curses", outcome=outcome)


def _open_chest(d: DraggFields, move: wire.OpenChest) -> None:
    """D44: the chest opened: its items, and per seat its Fame and its level (D15)."""
    index = group_of(d, move.seat)
    group = d.groups[index]
    room = d.cards.by_id[group.meeting]
    d.push(*(_reward_draw(index, room.level) for _ in range(room.rewards)))
    for seat in _active(d, group):
        _add_tally(d, seat, rooms=room.fame + _room_fame(room))
    d.event("chest", f"The group opens {room.name}", room=room.id)
    d.set_group(index, stage="curses", outcome="passed")


def _leave_chest(d: DraggFields, move: wire.LeaveChest) -> None:
    """D44: the chest left closed: the room is skipped (D24: not passed)."""
    index = group_of(d, move.seat)
    room = d.groups[index].room
    assert room is not None, "D44: a chest is a room"
    d.event("chest_left", f"The group leaves {card_name(d, room)} closed", room=room)
    d.set_group(index, stage="curses", outcome="skipped")


def _peek(d: DraggFields, index: int, effects: list[Any]) -> None:
    """peek_next_room: the group sees its next ``count`` rooms (the largest peek; rooms already
    seen count), drawn now and face up."""
    count = max((e.count for e in effects if e.effect == "peek_next_room"), default=0)
    group = d.groups[index]
    for _ in range(count - len(group.ahead)):
        d.push(new_draw("draw_room", "ahead", _room_deck(d, group), group=index))


def _room_fame(room: Any) -> int:
    """D15: a passed room is worth its level (a monster may say otherwise; an elite is 3)."""
    if room.kind == "monster" and room.fame is not None:
        return int(room.fame)
    return int(getattr(room, "level", 3))


def _reward_draw(index: int, level: int) -> Draw:
    return new_draw("draw_card", "reward", f"items-{level}", group=index)


def _fight(d: DraggFields, index: int, room: Any, fighters: list[int]) -> bool:
    """D12, D14: kill when the group's attack reaches the defense times its seats; a monster or
    a Cultist (an elite monster, D49) that stands strikes each hero, a Boss or the Death Mage
    that stands defeats them."""
    group = d.groups[index]
    monster = room.kind == "monster" or (room.kind == "elite" and not room.final)
    attack = sum(hero_stat(d, seat, "attack") for seat in fighters)
    need = room.defense * len(fighters)
    faction = getattr(room, "faction", None)
    bonus = int(
        d.options.faction_attack
        and group.location != KEEP
        and faction in d.cards.pack.map.locations[group.location - 1].factions
    )
    if attack >= need:
        text = f"The group kills {room.name} ({attack} against {need})"
        d.event("kill", text, room=room.id, attack=attack, need=need)
        if monster:
            d.push(*(_reward_draw(index, room.level) for _ in range(getattr(room, "rewards", 0))))
            return True
        _boss_killed(d, index, room, fighters)
        return True
    text = f"{room.name} stands ({attack} against {need})"
    d.event("survive", text, room=room.id, attack=attack, need=need)
    if monster:
        for seat in fighters:
            damage = max(0, room.attack + bonus - hero_stat(d, seat, "defense"))
            _harm(d, seat, damage, getattr(room, "on_hit", None))
        return True
    for seat in fighters:  # D14: a hero who fails against a boss is lost; the boss heals
        hero = d.runners[seat].hero
        assert hero is not None
        d.to_deck(hero)
        d.event("hero_lost", f"Seat {seat}'s {card_name(d, hero)} is lost", seat=seat, hero=hero)
        d.set_runner(seat, hero=None, damage=0)
        _on_hit(d, seat, getattr(room, "on_hit", None))
    d.set_group(index, outcome="boss_failed")
    return False


def _boss_killed(d: DraggFields, index: int, room: Any, fighters: list[int]) -> None:
    """D14: the head, Fame, the first kill's bonus, rewards, doom, and the upgrade."""
    cards = d.cards
    if d.crusade is not None and velos_killed(d, index, fighters):
        return
    if room.kind == "elite":
        if room.id == DEATH_MAGE:
            d.set_group(index, result="death_mage")
            d.event("death_mage", "The Death Mage is slain!")
        return
    if len(fighters) >= 2:
        d.trophies += (room.id,)
    else:
        d.kept = replaced(d.kept, fighters[0], (*d.kept[fighters[0]], room.id))
    d.set_group(index, room=None)
    first = d.first_kill_round in (None, d.round)  # D46: every group's, in that round
    for seat in fighters:
        tally = d.tallies[seat]
        bonus = 1 if first else tally.bonus
        changed = evolve_tally(tally, bosses=tally.bosses + room.level, bonus=bonus)
        d.tallies = replaced(d.tallies, seat, changed)
    if d.first_kill_round is None:
        d.first_kill_round = d.round
    group = d.groups[index]
    if group.location == KEEP:
        return
    d.set_group(index, result="boss")
    d.doom_change += group.level  # D37: applied at the round's end
    d.push(*(_reward_draw(index, room.level) for _ in range(2)))  # D48: of the Boss's level
    upgraders = group.upgraders
    for seat in fighters:
        hero = cards.by_id[d.runners[seat].playing]
        copy = cards.family_copy(hero.id, hero.level + 1) if hero.level < 3 else None
        if copy is not None and copy in d.decks[f"heroes-{hero.level + 1}"]:
            upgraders += (seat,)
    d.set_group(index, upgraders=upgraders)


def _after_room(d: DraggFields, index: int) -> None:
    """Deaths, then: the run ends, the group splits or goes on (D13), or meets the boss again."""
    cards = d.cards
    group = d.groups[index]
    room_id = group.room
    for seat in group.seats:
        runner = d.runners[seat]
        hero = runner.hero
        if runner.out or hero is None:
            continue
        if runner.damage >= cards.by_id[hero].health:
            d.to_deck(hero)
            d.set_runner(seat, hero=None, damage=0)
            d.event("hero_died", f"Seat {seat}'s {card_name(d, hero)} dies", seat=seat, hero=hero)
            if seat in d.groups[index].upgraders:  # D14: a slayer that dies has no hero to upgrade
                d.set_group(index, upgraders=without(d.groups[index].upgraders, seat))
    boss_failed = group.outcome == "boss_failed"
    d.set_group(index, outcome=None)
    if group.result is not None:
        _end_group(d, index)
        return
    for seat in group.seats:
        runner = d.runners[seat]
        if not runner.out and runner.hero is None and not hand_heroes(d, seat):
            d.set_runner(seat, out=True)
    if not _active(d, group):
        if boss_failed:
            _return_room(d, index)
        d.set_group(index, result="failed")
        _end_group(d, index)
        return
    if boss_failed:
        d.set_group(index, stage="prepare")
        for seat in group.seats:
            d.set_runner(seat, ready=False, skill=0, fame_spent=None)
        return
    if room_id is not None:
        d.set_group(index, passed=(*group.passed, room_id), room=None)
    group = d.groups[index]
    for seat in _active(d, group):  # D35: a killed hero's seat chooses where its next one goes
        choices = _may_go_alone(d, group) or bool(_joinable(d, index, seat))
        d.set_runner(seat, deciding=d.runners[seat].hero is None and choices)
    if any(d.runners[seat].deciding for seat in group.seats):
        d.set_group(index, stage="regroup")
    else:
        _go_on(d, index)


def _go_on(d: DraggFields, index: int) -> None:
    """D13: a group of two or more may split before its next room (D34: in the Keep too)."""
    d.set_group(index, stage="split" if len(_active(d, d.groups[index])) >= 2 else "draw")


def _return_room(d: DraggFields, index: int) -> None:
    """Rulebook Bosses: a room no one passed goes back to its pile (an elite, to the Keep's)."""
    room = d.groups[index].room
    if room is None:
        return
    if room in ELITES:
        pile = _pile(d, index)
        d.set_group(pile, keep_elites=(*d.groups[pile].keep_elites, room))
    else:
        d.to_deck(room)
    d.set_group(index, room=None)


def _end_group(d: DraggFields, index: int) -> None:
    """A run's end: doom (D15, D16; counted now, applied at the round's end, D37), the run's
    Fame (D47), heroes home; the upgrade choice after a boss (D14)."""
    group = d.groups[index]
    if group.result == "failed":
        seats = failed_seats(d, group.location, len(group.seats))
        drop = KEEP_FAIL_DOOM if group.location == KEEP else group.level
        d.doom_change -= drop * seats
        text = f"The run at {place(group.location)} fails"
        d.event("run_failed", text, location=group.location)
    for seat in group.seats:
        _collect_fame(d, seat)
    stage = "upgrade" if group.upgraders else "over"
    d.set_group(index, stage=stage)
    if stage == "over":
        _heroes_home(d, index)


def _collect_fame(d: DraggFields, seat: int) -> None:
    """D47: a seat collects its run's Fame when the run ends (before an upgrade, D30): each room
    passed, 2 per Boss level, the first kill's bonus (D15)."""
    tally = d.tallies[seat]
    gained = tally.rooms + 2 * tally.bosses + tally.bonus
    d.tallies = replaced(d.tallies, seat, NO_TALLY)
    d.add_fame(seat, gained)
    d.event("fame", f"Seat {seat} gains {gained} Fame for its run", seat=seat, fame=gained)


def _heroes_home(d: DraggFields, index: int) -> None:
    """Rulebook End of Round: surviving heroes go back to the hand, healed."""
    for seat in d.groups[index].seats:
        hero = d.runners[seat].hero
        if hero is not None:
            d.give(seat, hero)
            d.set_runner(seat, hero=None, damage=0, out=True)
        else:
            d.set_runner(seat, out=True)


def _upgrade(d: DraggFields, move: wire.Upgrade) -> None:
    cards = d.cards
    seat, hero = move.seat, cards.by_id[move.hero]
    copy = cards.family_copy(hero.id, hero.level + 1)
    assert copy is not None, "D14: only a hero with its copy one level up is offered"
    d.add_fame(seat, -1)
    d.from_deck(f"heroes-{hero.level + 1}", copy)
    d.to_deck(hero.id)
    d.set_runner(seat, hero=copy)
    index = group_of(d, seat)
    d.set_group(index, upgraders=without(d.groups[index].upgraders, seat))
    d.event("upgrade", f"{hero.name} becomes {card_name(d, copy)}", seat=seat, hero=copy)


def _assign(d: DraggFields, move: wire.AssignReward) -> None:
    index = group_of(d, move.seat)
    d.set_group(index, rewards=without(d.groups[index].rewards, move.item))
    d.give(move.to, move.item)
    text = f"Seat {move.to} takes {card_name(d, move.item)}"
    d.event("reward_taken", text, seat=move.to, item=move.item)


def _split(d: DraggFields, move: wire.Split) -> None:
    index = group_of(d, move.seat)
    d.set_group(index, stage="draw")
    if not move.seats:
        return
    leaving = [s for s in d.groups[index].seats if s in move.seats]
    _branch(d, index, leaving)
    d.event("split", f"Seats {leaving} split off", seats=leaving)


def _branch(d: DraggFields, index: int, leaving: list[int]) -> None:
    """``leaving`` go on as a new group in the same dungeon; they split off, so may never join
    another group (rulebook, D35)."""
    group = d.groups[index]
    d.set_group(index, seats=tuple(s for s in group.seats if s not in leaving))
    new = new_group(group.location, group.level, tuple(leaving))
    if group.location == KEEP:  # D34: one Keep pile, drawn from by both groups
        pile = index if group.keep_pile is None else group.keep_pile
        new = evolve_group(new, keep_pile=pile)
    for seat in leaving:
        d.set_runner(seat, group=len(d.groups), split_off=True)
    d.groups += (new,)


def _stay(d: DraggFields, move: wire.Stay) -> None:
    d.set_runner(move.seat, deciding=False)
    d.event("stay", f"Seat {move.seat} stays with its group", seat=move.seat)


def _go_alone(d: DraggFields, move: wire.GoAlone) -> None:
    """D35: the seat's next hero explores alone, from a room drawn after this choice (D13)."""
    d.set_runner(move.seat, deciding=False)
    _branch(d, group_of(d, move.seat), [move.seat])
    d.event("gone_alone", f"Seat {move.seat} goes on alone", seat=move.seat)


def _ask_to_join(d: DraggFields, move: wire.AskToJoin) -> None:
    d.set_runner(move.seat, asking=move.group)
    text = f"Seat {move.seat} asks to join seat {_chooser(d, d.groups[move.group])}'s group"
    d.event("join_asked", text, seat=move.seat, group=move.group)


def _admit(d: DraggFields, move: wire.Admit) -> None:
    """D35: the asker leaves its group and joins this one, in turn order, before its next room
    (the group is between rooms); a group its last hero left ends without failing."""
    seat = move.asker
    index = d.runners[seat].asking
    assert index is not None, "D35: only a seat asking to join is admitted"
    old = group_of(d, seat)
    d.set_group(old, seats=without(d.groups[old].seats, seat))
    members = {seat, *d.groups[index].seats}
    d.set_group(index, seats=tuple(s for s in order(d) if s in members))
    d.set_runner(seat, group=index, asking=None, deciding=False)
    d.event("joined", f"Seat {seat} joins seat {move.seat}'s group", seat=seat)
    if not _active(d, d.groups[old]):
        d.set_group(old, result="left")
        _end_group(d, old)


def _refuse(d: DraggFields, move: wire.Refuse) -> None:
    runner = d.runners[move.asker]
    assert runner.asking is not None, "D35: only a seat asking to join is refused"
    d.set_runner(move.asker, refused_by=(*runner.refused_by, runner.asking), asking=None)
    text = f"Seat {move.seat}'s group refuses seat {move.asker}"
    d.event("join_refused", text, seat=move.asker)


def _drop_requests(d: DraggFields) -> bool:
    """D35: a request to a group that ended or saw its next room is dropped; its seat chooses
    again."""
    dropped = False
    for seat, runner in enumerate(d.runners):
        if runner.asking is not None and not _takes_seats(d, d.groups[runner.asking]):
            d.set_runner(seat, asking=None)
            dropped = True
    return dropped


# --- the runs going on by themselves --------------------------------------------------------------


def step_run(d: DraggFields) -> bool:
    """One automatic step of the runs; the round ends when every group is over. A step changes
    one group and returns at once (a seat with no hero left is marked out and the scan goes on:
    the later groups' seats are others)."""
    if _drop_requests(d):
        return True
    runners = d.runners
    for index, group in enumerate(d.groups):
        stage = group.stage
        if stage == "regroup" and not any(runners[s].deciding for s in group.seats):
            _go_on(d, index)
            return True
        if stage == "draw" and _askers(d, index):  # D35: the group answers before it draws
            continue
        if stage == "draw" and any(must_discard(d, seat) for seat in group.seats):
            continue  # D40, D50: a seat's discards come before the group's next room
        if stage == "draw" and group.ahead:  # a room seen ahead comes next
            d.set_group(index, ahead=group.ahead[1:])
            _enter(d, index, group.ahead[0])
            return True
        if stage == "draw":
            if d.crusade is not None and rift_waits(d, index):
                continue  # the Rift deck: groups draw in turn order (rules_rift)
            deck = _room_deck(d, group)
            deck_empty = not keep_weights(d, index) if deck is None else not d.decks[deck]
            if deck_empty:  # D18: a run ends when its deck runs out
                d.set_group(index, result="exhausted")
                _end_group(d, index)
            else:
                d.push(new_draw("draw_room", "room", deck, group=index))
            return True
        if stage == "prepare":
            active, all_ready = [], True
            for seat in group.seats:
                runner = runners[seat]
                if runner.out:
                    continue
                if runner.hero is None and not hand_heroes(d, seat):
                    d.set_runner(seat, out=True)  # no hero left to play
                else:
                    active.append(seat)
                    all_ready = all_ready and runner.ready
            if not active:
                d.set_group(index, result="failed")
                _return_room(d, index)
                _end_group(d, index)
                return True
            if all_ready:
                _resolve(d, index)
                return True
        if stage == "curses":
            d.set_group(index, stage="reward" if group.rewards else "after")
            return True
        if stage == "reward" and not group.rewards:
            d.set_group(index, stage="after")
            return True
        if stage == "after":
            _after_room(d, index)
            return True
        if stage == "upgrade" and not group.upgraders:
            d.set_group(index, stage="over")
            _heroes_home(d, index)
            return True
    if all(group.stage == "over" for group in d.groups):
        if any(must_discard(d, seat) for seat in range(d.players)):
            return False  # D40, D50: the hands are counted once every discard is made
        end_round(d)
        return True
    return False


# --- the moves, by kind ---------------------------------------------------------------------------


#: the runs' moves, by class (:data:`games.draggmar.rules.STEPS` declares them)
RUN_MOVES: dict[type[wire.AnyMove], Callable[[DraggFields, Any], None]] = {
    wire.PlayHero: _play_hero,
    wire.Equip: _equip,
    wire.Unequip: _unequip,
    wire.Enter: _ready,
    wire.UseSkill: _use_skill,
    wire.SpendFame: _spend_fame,
    wire.AssignReward: _assign,
    wire.Split: _split,
    wire.Stay: _stay,
    wire.GoAlone: _go_alone,
    wire.AskToJoin: _ask_to_join,
    wire.Admit: _admit,
    wire.Refuse: _refuse,
    wire.Upgrade: _upgrade,
    wire.OpenChest: _open_chest,
    wire.LeaveChest: _leave_chest,
}
