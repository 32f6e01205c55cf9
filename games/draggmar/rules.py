"""Dungeons of Draggmar's rules (rulebook, rulings D9-D17 and ours, D18-D35) as pure functions.

A round: selection (each seat scouts a face-down dungeon, secretly until every scout is out;
then places its standee, D10) -> hiring (buys, redraws, trades; D11) -> the dungeon runs, every
group at once, seats regrouping as heroes die (D12-D14, D35) -> end of round (Fame, doom, threat
tokens, healing; D15), then the hand limit. The Death Mage's death ends the game at the end of
that round (D16).

Rules work on a thawed copy of the state (plain dicts and lists, :mod:`games.draggmar.state`)
and freeze the result: ``apply`` never changes the state it is given. Every draw is a chance
event in ``queue``; a seat decides only when the queue is empty, and every seat with a decision
is in ``to_act`` at once (D9).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Any, Literal

from games.core.errors import GameOver, IllegalMove, InvalidSetup
from games.core.game import Event, LegalMove, Score, Setup
from games.draggmar import wire
from games.draggmar.content import DEATH_MAGE, ELITES, EQUIP_LIMIT, EQUIP_MOST, HAND_LIMIT
from games.draggmar.state import KEEP, TOWN, Cards, Data, DraggState, cards_of, freeze, new_state

#: D19: a starting hand is two level-1 heroes and five level-1 items (seven cards, 1-3 heroes)
START_HEROES, START_ITEMS = 2, 5
KEEP_FAIL_DOOM = 4  # D16
MARKET_PER_LEVEL = 2  # solo rules
MAX_GROUPS = 8  # the wire's bound on a round's groups: a split or a seat going alone makes one
BETWEEN_ROOMS = ("regroup", "split", "draw")  # D35: when a group answers a seat asking to join


# --- small helpers --------------------------------------------------------------------------------


def _cards(g: Data) -> Cards:
    return cards_of(g["options"])


def _add(cards: list[str], cid: str) -> None:
    cards.append(cid)
    cards.sort()


def _to_deck(g: Data, cid: str) -> None:
    """A discarded card goes back into its deck (D18: the rulebook's bottom of the deck)."""
    _add(g["decks"][_cards(g).deck_of(cid)], cid)


def _solo(g: Data) -> bool:
    return g["players"] == 1


def _order(g: Data) -> list[int]:
    """Seats in turn order from the first player."""
    first = g["first_player"] or 0
    return [(first + k) % g["players"] for k in range(g["players"])]


def _level(g: Data, location: int) -> int:
    """D15: a dungeon's level is its token plus its threat tokens, never above 3."""
    site = g["sites"][location - 1]
    return min(3, site["token"] + site["threats"])


def _heads(g: Data) -> list[str]:
    return g["trophies"] + [cid for kept in g["kept"] for cid in kept]


def keep_open(g: Data) -> bool:
    """D16: two boss heads of each level, in the trophy room or kept by a seat."""
    levels = Counter(_cards(g).level_of(cid) for cid in _heads(g))
    return all(levels[level] >= 2 for level in (1, 2, 3))


def _hand_heroes(g: Data, seat: int) -> list[str]:
    cards = _cards(g)
    return [cid for cid in g["hands"][seat] if cards.kind[cid] == "heroes"]


def _hand_items(g: Data, seat: int) -> list[str]:
    cards = _cards(g)
    return [cid for cid in g["hands"][seat] if cards.kind[cid] == "items"]


def _seat_name(seat: int) -> str:
    return f"Seat {seat}"


def _group_of(g: Data, seat: int) -> dict:
    """The group of a seat in a run (the seat must be running)."""
    group = _runner_group(g, seat)
    assert group is not None, f"seat {seat} is in no group"
    return group


def _runner_group(g: Data, seat: int) -> dict | None:
    if not g["runners"]:
        return None
    group = g["runners"][seat]["group"]
    return None if group is None else g["groups"][group]


# --- set-up ---------------------------------------------------------------------------------------


def new_game(setup: Setup) -> DraggState:
    """Rulebook Setup: the first player, each seat's seven cards, the solo market."""
    options: wire.Options = setup.options
    if options.first_player is not None and options.first_player >= setup.players:
        raise InvalidSetup(f"first_player {options.first_player} is not a seat of this game")
    g = new_state(setup.players, setup.mode, setup.seed, options)
    if options.first_player is None:
        g["queue"].append(_draw("choose_first_player", "first"))
    else:
        g["first_player"] = options.first_player
    for seat in range(setup.players):
        for deck, count in (("heroes-1", START_HEROES), ("items-1", START_ITEMS)):
            g["queue"].extend(_draw("draw_card", "hand", deck, seat) for _ in range(count))
    if options.trial_level is not None:  # every dungeon revealed before the one round
        g["queue"].extend(
            _draw("reveal_token", "token", location=location) for location in range(1, 16)
        )
    _fill_market(g)
    return freeze(g)


def _draw(
    kind: str,
    to: str,
    deck: str | None = None,
    seat: int | None = None,
    group: int | None = None,
    location: int | None = None,
) -> dict:
    """A chance event for the queue, with every field of ``wire.Draw``."""
    return {
        "type": kind,
        "to": to,
        "deck": deck,
        "seat": seat,
        "group": group,
        "location": location,
    }


def _fill_market(g: Data) -> None:
    """Solo: two items of each level in the market rows, refilled each round."""
    if not _solo(g):
        return
    cards = _cards(g)
    have = Counter(cards.level_of(cid) for cid in g["market"])
    for level in (1, 2, 3):
        for _ in range(MARKET_PER_LEVEL - have[level]):
            g["queue"].append(_draw("draw_card", "market", f"items-{level}"))


# --- chance ---------------------------------------------------------------------------------------


def _pile(g: Data, group: dict) -> dict:
    """The group holding the Keep pile ``group`` draws from: its own, or the one of the group it
    split from (D34)."""
    return group if group["keep_pile"] is None else g["groups"][group["keep_pile"]]


def _keep_weights(g: Data, group: dict) -> list[tuple[str, int]]:
    """D16: the Keep pile holds the elites and ``keep_rooms`` unknown level-3 rooms, shuffled."""
    pile = _pile(g, group)
    deck = g["decks"]["rooms-3"]
    rooms = pile["keep_rooms"] if deck else 0
    size = max(1, len(deck))
    weights = [(cid, size) for cid in pile["keep_elites"]]
    weights += [(cid, rooms * n) for cid, n in sorted(Counter(deck).items()) if rooms]
    return weights


def _draw_options(g: Data, draw: dict) -> list[tuple[str, int]]:
    if draw["type"] == "draw_room":
        group = g["groups"][draw["group"]]
        if group["location"] == KEEP:
            return _keep_weights(g, group)
        return sorted(Counter(g["decks"][draw["deck"]]).items())
    if draw["type"] == "draw_curse":
        return sorted(Counter(g["decks"]["curses"]).items())
    return sorted(Counter(g["decks"][draw["deck"]]).items())


def _outcomes(g: Data) -> list[tuple[Any, int]]:
    if g["status"] != "ongoing" or not g["queue"]:
        return []
    draw = g["queue"][0]
    kind = draw["type"]
    if kind == "choose_first_player":
        return [(wire.ChooseFirstPlayer(seat=s), 1) for s in range(g["players"])]
    if kind == "reveal_token":
        return [
            (wire.RevealToken(location=draw["location"], level=level), n)
            for level, n in sorted(Counter[int](g["tokens"]).items())
        ]
    options = _draw_options(g, draw)
    if kind == "draw_room":
        return [(wire.DrawRoom(card=cid), n) for cid, n in options]
    if kind == "draw_curse":
        return [(wire.DrawCurse(card=cid), n) for cid, n in options]
    return [(wire.DrawCard(deck=draw["deck"], card=cid), n) for cid, n in options]


def chance_outcomes(state: DraggState) -> list[tuple[Any, int]]:
    return _outcomes(state.read())


def _pending_text(g: Data, draw: dict) -> str:
    kind = draw["type"]
    if kind == "choose_first_player":
        return "choose the first player at random"
    if kind == "reveal_token":
        return f"reveal the level token of dungeon {draw['location']}"
    if kind == "draw_room":
        location = g["groups"][draw["group"]]["location"]
        verb = "look at" if draw["to"] == "ahead" else "draw"
        return f"{verb} the next room of the group at {_place(location)}"
    if kind == "draw_curse":
        return f"{_seat_name(draw['seat'])} draws a curse"
    where = {"market": "the market", "reward": "the group's rewards"}.get(
        draw["to"], f"{_seat_name(draw['seat'])}'s hand" if draw["seat"] is not None else "?"
    )
    return f"draw a card from {draw['deck']} for {where}"


def pending_chance(state: DraggState) -> wire.PendingChance | None:
    g = state.read()
    if g["status"] != "ongoing" or not g["queue"]:
        return None
    draw = g["queue"][0]
    deck = draw.get("deck")
    if draw["type"] == "draw_room" and g["groups"][draw["group"]]["location"] == KEEP:
        deck = None
    return wire.PendingChance(
        type=draw["type"],
        deck=deck,
        location=draw.get("location"),
        text=_pending_text(g, draw),
    )


def _place(location: int) -> str:
    return "the Death Mage Keep" if location == KEEP else f"dungeon {location}"


# --- who decides what -----------------------------------------------------------------------------


def _scouts_allowed(g: Data) -> int:
    face_down = sum(site["token"] is None for site in g["sites"])
    return min(2 if _solo(g) else 1, face_down)


def _select_options(g: Data, seat: int) -> list[int]:
    """D10: revealed, not visited last round, and (while tokens are face down) revealed now."""
    face_down = any(site["token"] is None for site in g["sites"])
    options = []
    for location, site in enumerate(g["sites"], start=1):
        if site["token"] is None or location == g["visited"][seat]:
            continue
        if face_down and site["revealed_round"] != g["round"]:
            continue
        options.append(location)
    if keep_open(g):
        options.append(KEEP)
    return options


def _slot_limits(g: Data, runner: dict) -> tuple[int, dict[str, int]]:
    """D12: three items in all, one weapon, armor and shield; an extra_slot skill in use in
    this room adds one item and one more of its slot (D36)."""
    total, per_slot = EQUIP_LIMIT, {"weapon": 1, "armor": 1, "shield": 1}
    if runner["skill"]:
        skill = _skill_used(g, runner)
        if skill.effect == "extra_slot":
            total = EQUIP_MOST
            per_slot[skill.slot] += 1
    return total, per_slot


def _equip_options(g: Data, seat: int) -> list[str]:
    """D12: the hand's items the hero in play may equip now: its classes allow them and a slot
    is free (not Encumbered, or an extra_slot skill makes room, D36)."""
    cards = _cards(g)
    runner = g["runners"][seat]
    classes = set(cards.by_id[runner["hero"]].classes)
    total, per_slot = _slot_limits(g, runner)
    if len(runner["equipped"]) >= total:
        return []
    worn = Counter(cards.by_id[cid].slot for cid in runner["equipped"])
    options = []
    for cid in _hand_items(g, seat):
        item = cards.by_id[cid]
        fits = item.slot == "none" or worn[item.slot] < per_slot[item.slot]
        if fits and classes & set(item.classes):
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


def _prepare_moves(g: Data, seat: int, group: dict) -> list[LegalMove]:
    """D12: a hero in play uses a skill, spends Fame, equips or unequips one item at a time,
    then enters the room."""
    runner = g["runners"][seat]
    hero = runner["hero"]
    cards = _cards(g)
    moves: list[LegalMove[wire.AnyMove]] = []
    fresh = hero not in runner["skills_used"] and not runner["skill"]
    for number, skill in enumerate(cards.by_id[hero].skills(), start=1):
        if fresh and _skill_usable(g, group, skill.effect):
            label = f"Use {_name(g, hero)}'s skill ({_effect_text(skill)})"
            use = wire.UseSkill(seat=seat, hero=hero, second=number == 2)
            moves.append(LegalMove(use, seat, label))
    if g["fame"][seat] >= 1 and runner["fame_spent"] is None:
        for stat in ("attack", "defense"):
            label = f"Spend 1 Fame for +1 {stat}"
            moves.append(LegalMove(wire.SpendFame(seat=seat, stat=stat), seat, label))
    for cid in _equip_options(g, seat):
        equip = wire.Equip(seat=seat, hero=hero, item=cid)
        moves.append(LegalMove(equip, seat, f"Equip {_item_text(cards.by_id[cid])}"))
    for cid in runner["equipped"]:
        unequip = wire.Unequip(seat=seat, hero=hero, item=cid)
        moves.append(LegalMove(unequip, seat, f"Unequip {_name(g, cid)}"))
    names = ", ".join(_name(g, cid) for cid in runner["equipped"]) or "no item"
    moves.append(LegalMove(wire.Enter(seat=seat, hero=hero), seat, f"Enter the room with {names}"))
    return moves


def _seat_moves(g: Data, seat: int) -> list[LegalMove]:
    phase = g["phase"]
    if phase == "scout":
        if len(g["scouts"][seat]) >= _scouts_allowed(g):
            return []
        return [
            LegalMove(wire.Scout(seat=seat, location=loc), seat, f"Scout dungeon {loc}")
            for loc, site in enumerate(g["sites"], start=1)
            if site["token"] is None and loc not in g["scouts"][seat]
        ]
    if phase == "select":
        if g["standees"][seat] != TOWN:
            return []
        return [
            LegalMove(wire.Select(seat=seat, location=loc), seat, f"Go to {_place(loc)}")
            for loc in _select_options(g, seat)
        ]
    if phase == "hire":
        return [] if g["done"][seat] else _hire_moves(g, seat)
    if phase == "run":
        return _run_moves(g, seat)
    if phase == "discard":
        if len(g["hands"][seat]) <= HAND_LIMIT:
            return []
        return [
            LegalMove(wire.Discard(seat=seat, card=cid), seat, f"Discard {_name(g, cid)}")
            for cid in g["hands"][seat]
        ]
    return []


def _name(g: Data, cid: str) -> str:
    return _cards(g).by_id[cid].name


def _hire_moves(g: Data, seat: int) -> list[LegalMove]:
    cards = _cards(g)
    moves: list[LegalMove[wire.AnyMove]] = [LegalMove(wire.Done(seat=seat), seat, "Done hiring")]
    fame = g["fame"][seat]
    if len(g["hands"][seat]) < HAND_LIMIT:
        for level in (1, 2, 3):
            cost = 0 if level == 1 else level
            for kind, deck in (("hero", "heroes"), ("item", "items")):
                if fame >= cost and g["decks"][f"{deck}-{level}"]:
                    label = f"Buy a level-{level} {kind}" + (f" ({cost} Fame)" if cost else "")
                    buy = wire.Buy(seat=seat, level=level, kind=kind)  # type: ignore[arg-type]
                    moves.append(LegalMove(buy, seat, label))
    mine = g["offers"][seat]
    offered = mine["give"] if mine is not None else None
    for entry in g["bought"][seat]:
        cid = entry["card"]
        if entry["redrawn"] or entry["traded"] or cards.kind[cid] != "items" or cid == offered:
            continue
        if fame >= 1 and g["decks"][cards.deck_of(cid)]:
            label = f"Pay 1 Fame to redraw {_name(g, cid)}"
            moves.append(LegalMove(wire.Redraw(seat=seat, item=cid), seat, label))
        if _solo(g):
            for take in g["market"]:
                if cards.level_of(take) <= cards.level_of(cid):
                    label = f"Trade {_name(g, cid)} for {_name(g, take)} from the market"
                    move = wire.TradeMarket(seat=seat, give=cid, take=take)
                    moves.append(LegalMove(move, seat, label))
    offer = next((o for o in g["offers"] if o is not None and o["to"] == seat), None)
    if offer is not None:
        moves.append(LegalMove(wire.DeclineTrade(seat=seat), seat, "Decline the trade offered"))
        for cid in _hand_items(g, seat):
            if cid == offered:
                continue
            label = f"Accept {_name(g, offer['give'])}, giving {_name(g, cid)}"
            moves.append(LegalMove(wire.AcceptTrade(seat=seat, take=cid), seat, label))
    if not g["offered"][seat]:
        targets = [
            other
            for other in range(g["players"])
            if other != seat
            and not g["done"][other]
            and all(o is None or o["to"] != other for o in g["offers"])
        ]
        for other in targets:
            for cid in _hand_items(g, seat):
                label = f"Offer {_name(g, cid)} to seat {other}"
                moves.append(LegalMove(wire.OfferTrade(seat=seat, to=other, give=cid), seat, label))
    return moves


def _run_moves(g: Data, seat: int) -> list[LegalMove]:
    group = _runner_group(g, seat)
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
            return [
                LegalMove(wire.PlayHero(seat=seat, hero=cid), seat, f"Play {_name(g, cid)}")
                for cid in _hand_heroes(g, seat)
            ]
        return _prepare_moves(g, seat, group)
    chooser = _chooser(g, group)
    answers = _answers(g, group) if seat == chooser else []
    if stage == "regroup":
        return answers + _regroup_moves(g, group, seat)
    if stage == "reward" and seat == chooser:
        item = group["rewards"][0]
        return [
            LegalMove(
                wire.AssignReward(seat=seat, item=item, to=to),
                seat,
                f"Give {_name(g, item)} to seat {to}",
            )
            for to in _active(g, group)
        ]
    if stage == "split" and seat == chooser:
        others = [s for s in _active(g, group) if s != seat] if _room_for_group(g) else []
        moves = []
        for size in range(len(others) + 1):  # any of the others, all of them too
            for leaving in combinations(sorted(others), size):
                label = "Stay together" if not leaving else f"Seats {list(leaving)} split off"
                moves.append(LegalMove(wire.Split(seat=seat, seats=list(leaving)), seat, label))
        return moves + answers
    if stage == "upgrade" and seat in group["upgraders"]:
        hero = runner["hero"]
        moves = [LegalMove(wire.Done(seat=seat), seat, "Keep the hero as it is")]
        if g["fame"][seat] >= 1:
            label = f"Pay 1 Fame to upgrade {_name(g, hero)}"
            moves.append(LegalMove(wire.Upgrade(seat=seat, hero=hero), seat, label))
        return moves
    return answers


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
        LegalMove(wire.Stay(seat=seat), seat, "Stay with the group")
    ]
    if _may_go_alone(g, group):
        label = f"Go on alone in {_place(group['location'])}"
        moves.append(LegalMove(wire.GoAlone(seat=seat), seat, label))
    for index in _joinable(g, group, seat):
        label = f"Ask seat {_chooser(g, g['groups'][index])}'s group to let you join"
        moves.append(LegalMove(wire.AskToJoin(seat=seat, group=index), seat, label))
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
        admit = wire.Admit(seat=seat, asker=asker)
        moves.append(LegalMove(admit, seat, f"Let seat {asker} join the group"))
        moves.append(LegalMove(wire.Refuse(seat=seat, asker=asker), seat, f"Refuse seat {asker}"))
    return moves


def _skill_usable(g: Data, group: dict, effect: str) -> bool:
    room = _cards(g).by_id[group["room"]]
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


@lru_cache(maxsize=16)
def _moves_by_seat(state: DraggState) -> tuple[tuple[LegalMove, ...], ...]:
    """Every seat's moves in ``state``: to_act, legal_moves and apply all ask, often in a row."""
    g = state.read()
    if g["status"] != "ongoing" or g["queue"]:
        return tuple(() for _ in range(g["players"]))
    return tuple(tuple(_seat_moves(g, seat)) for seat in range(g["players"]))


def to_act(state: DraggState) -> tuple[int, ...]:
    return tuple(seat for seat, moves in enumerate(_moves_by_seat(state)) if moves)


def legal_moves(state: DraggState) -> list[LegalMove]:
    g = state.read()
    if g["status"] != "ongoing":
        return []
    outcomes = _outcomes(g)
    if outcomes:
        total = sum(weight for _, weight in outcomes)
        return [
            LegalMove(move, None, _chance_label(g, move), weight / total)
            for move, weight in outcomes
        ]
    return [move for moves in _moves_by_seat(state) for move in moves]


def _chance_label(g: Data, move: Any) -> str:
    if isinstance(move, wire.ChooseFirstPlayer):
        return f"Seat {move.seat} takes the first player token"
    if isinstance(move, wire.RevealToken):
        return f"Dungeon {move.location} is level {move.level}"
    return f"Draw {_name(g, move.card)}"


# --- applying a move ------------------------------------------------------------------------------


def apply(state: DraggState, move: Any) -> tuple[DraggState, list[Event]]:
    g = state.thaw()
    if g["status"] != "ongoing":
        raise GameOver(f"the game is over ({g['status']})")
    events: list[Event] = []
    if g["queue"]:
        draw = g["queue"][0]
        if not isinstance(move, wire.CHANCE_MOVES) or move.type != draw["type"]:
            raise IllegalMove(f"waiting for a chance event: {_pending_text(g, draw)}")
        if all(move != outcome for outcome, _ in _outcomes(g)):
            raise IllegalMove(f"{move.type}: not a possible outcome now ({_pending_text(g, draw)})")
        g["queue"].pop(0)
        g["draw_counter"] += 1
        _CHANCE[move.type](g, draw, move, events)
    else:
        if isinstance(move, wire.CHANCE_MOVES):
            raise IllegalMove("no chance event is pending: a seat must move")
        legal = list(_moves_by_seat(state)[move.seat]) if move.seat < g["players"] else []
        if isinstance(move, wire.Split):
            move = move.model_copy(update={"seats": sorted(move.seats)})
        if move not in [m.move for m in legal]:
            raise IllegalMove(_why_illegal(g, move, legal))
        g["turn"] += 1
        _SEAT[move.type](g, move, events)
    _settle(g, events)
    return freeze(g), events


def _why_illegal(g: Data, move: Any, legal: list[LegalMove]) -> str:
    if not legal:
        return f"seat {move.seat} has nothing to decide now (phase {g['phase']})"
    kinds = sorted({m.move.type for m in legal})
    if move.type == "equip" and "enter" in kinds:
        return _why_not_equip(g, move)
    if move.type not in kinds:
        return f"seat {move.seat} may now send {', '.join(kinds)}, not {move.type}"
    return f"{move.type}: not allowed now; {legal[0].label!r} is one of the moves allowed"


def _why_not_equip(g: Data, move: wire.Equip) -> str:
    """Why a hero in a room may not equip this item (D12, D36)."""
    cards = _cards(g)
    runner = g["runners"][move.seat]
    if move.hero != runner["hero"]:
        return f"equip: seat {move.seat}'s hero in play is {runner['hero']}, not {move.hero}"
    if move.item not in _hand_items(g, move.seat):
        return f"equip: {move.item} is not an item in seat {move.seat}'s hand"
    hero, item = cards.by_id[move.hero], cards.by_id[move.item]
    if not set(hero.classes) & set(item.classes):
        allowed = ", ".join(item.classes)
        return f"equip: {item.name} is for {allowed}; {hero.name} cannot use it (D12)"
    total, _ = _slot_limits(g, runner)
    if len(runner["equipped"]) >= total:
        return f"equip: {hero.name} is Encumbered, {total} items equipped (D12, D36)"
    return f"equip: {hero.name}'s {item.slot} slot is taken; unequip first (D12, D36)"


# --- chance outcomes ------------------------------------------------------------------------------


def _first_player(g: Data, draw: dict, move: wire.ChooseFirstPlayer, events: list[Event]) -> None:
    g["first_player"] = move.seat
    events.append(Event("first_player", f"Seat {move.seat} starts", {"seat": move.seat}))


def _draw_card(g: Data, draw: dict, move: wire.DrawCard, events: list[Event]) -> None:
    g["decks"][move.deck].remove(move.card)
    to, seat = draw["to"], draw.get("seat")
    if to == "market":
        _add(g["market"], move.card)
        events.append(Event("market", f"{_name(g, move.card)} joins the market", {}))
    elif to == "reward":
        g["groups"][draw["group"]]["rewards"].append(move.card)
        events.append(Event("reward", f"The group finds {_name(g, move.card)}", {}))
    else:
        _add(g["hands"][seat], move.card)
        if to == "hand":  # dealt face down
            events.append(Event("dealt", f"Seat {seat} draws a card", {"seat": seat}))
        else:  # bought cards stay on the table, face up, until the seat is done (D11)
            entry = {"card": move.card, "redrawn": to == "redrawn", "traded": False}
            g["bought"][seat].append(entry)
            text = f"Seat {seat} draws {_name(g, move.card)}"
            events.append(Event("bought", text, {"seat": seat, "card": move.card}))


def _reveal(g: Data, draw: dict, move: wire.RevealToken, events: list[Event]) -> None:
    g["tokens"].remove(move.level)
    site = g["sites"][move.location - 1]
    site.update(token=move.level, revealed_round=g["round"])
    _place_threats(g)
    text = f"Dungeon {move.location} is a level-{move.level} dungeon"
    events.append(Event("token_revealed", text, {"location": move.location, "level": move.level}))


def _draw_room(g: Data, draw: dict, move: wire.DrawRoom, events: list[Event]) -> None:
    group = g["groups"][draw["group"]]
    pile = _pile(g, group)
    cid = move.card
    if cid in pile["keep_elites"]:
        pile["keep_elites"].remove(cid)
    else:
        g["decks"][_cards(g).deck_of(cid)].remove(cid)
        if group["location"] == KEEP:
            pile["keep_rooms"] -= 1
    if draw["to"] == "ahead":
        group["ahead"].append(cid)
        text = f"The group sees what comes next: {_name(g, cid)}"
        events.append(Event("room_ahead", text, {"room": cid}))
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
    room = _cards(g).by_id[cid]
    where = _place(group["location"])
    events.append(Event("room", f"At {where} the group meets {room.name} ({room.kind})", {}))


def _draw_curse(g: Data, draw: dict, move: wire.DrawCurse, events: list[Event]) -> None:
    """Rulebook Curses: a curse drawn in a Boss encounter carries over to the next run."""
    seat = draw["seat"]
    g["decks"]["curses"].remove(move.card)
    events.append(Event("curse", f"Seat {seat} is cursed: {_name(g, move.card)}", {"seat": seat}))
    group = _runner_group(g, seat)
    room = group["room"] if group is not None else None
    if room is not None and _cards(g).by_id[room].kind in ("boss", "elite"):
        _carry(g, seat, move.card, events)
    else:
        _suffer(g, seat, move.card, events)


def _carry(g: Data, seat: int, cid: str, events: list[Event]) -> None:
    _add(g["carried_curses"][seat], cid)
    text = f"Seat {seat} carries {_name(g, cid)} into its next run"
    events.append(Event("curse_carried", text, {"seat": seat}))


def _suffer(g: Data, seat: int, cid: str, events: list[Event]) -> None:
    """A curse's effect on its seat; one for a hero carries over while no hero is in play
    (rulebook Curses: a curse not resolved during the run carries over)."""
    effect = _cards(g).by_id[cid].effect
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
    elif kind == "discard_item":
        cards = _cards(g)
        items = sorted(_hand_items(g, seat), key=lambda c: (-cards.level_of(c), c))
        for item in items[: effect.count]:
            g["hands"][seat].remove(item)
            _to_deck(g, item)
    _to_deck(g, cid)


_CHANCE: dict[str, Any] = {
    "choose_first_player": _first_player,
    "draw_card": _draw_card,
    "reveal_token": _reveal,
    "draw_room": _draw_room,
    "draw_curse": _draw_curse,
}


# --- seat moves: selection and hiring -------------------------------------------------------------


def _scout(g: Data, move: wire.Scout, events: list[Event]) -> None:
    g["scouts"][move.seat].append(move.location)
    events.append(Event("scout", f"Seat {move.seat} sends a scout", {"seat": move.seat}))
    if all(len(s) >= _scouts_allowed(g) for s in g["scouts"]):
        for location in sorted({loc for s in g["scouts"] for loc in s}):
            g["queue"].append(_draw("reveal_token", "token", location=location))
        events.append(Event("scouts_revealed", "Every scout reports", {"scouts": g["scouts"]}))
        g["phase"] = "select"


def _select(g: Data, move: wire.Select, events: list[Event]) -> None:
    g["standees"][move.seat] = move.location
    text = f"Seat {move.seat} goes to {_place(move.location)}"
    events.append(Event("select", text, {"seat": move.seat, "location": move.location}))
    if TOWN not in g["standees"]:
        g["phase"] = "hire"


def _buy(g: Data, move: wire.Buy, events: list[Event]) -> None:
    cost = 0 if move.level == 1 else move.level
    g["fame"][move.seat] -= cost
    deck = f"{'heroes' if move.kind == 'hero' else 'items'}-{move.level}"
    g["queue"].append(_draw("draw_card", "bought", deck, move.seat))


def _redraw(g: Data, move: wire.Redraw, events: list[Event]) -> None:
    seat = move.seat
    g["fame"][seat] -= 1
    g["bought"][seat] = [e for e in g["bought"][seat] if e["card"] != move.item]
    g["hands"][seat].remove(move.item)
    _to_deck(g, move.item)
    deck = _cards(g).deck_of(move.item)
    g["queue"].append(_draw("draw_card", "redrawn", deck, seat))
    events.append(Event("redraw", f"Seat {seat} redraws {_name(g, move.item)}", {"seat": seat}))


def _offer(g: Data, move: wire.OfferTrade, events: list[Event]) -> None:
    g["offers"][move.seat] = {"to": move.to, "give": move.give}
    g["offered"][move.seat] = True
    text = f"Seat {move.seat} offers {_name(g, move.give)} to seat {move.to}"
    events.append(Event("trade_offered", text, {"seat": move.seat, "to": move.to}))


def _offer_to(g: Data, seat: int) -> int:
    return next(s for s, o in enumerate(g["offers"]) if o is not None and o["to"] == seat)


def _accept(g: Data, move: wire.AcceptTrade, events: list[Event]) -> None:
    seat, other = move.seat, _offer_to(g, move.seat)
    give = g["offers"][other]["give"]
    g["offers"][other] = None
    for owner, out, got in ((other, give, move.take), (seat, move.take, give)):
        g["hands"][owner].remove(out)
        _add(g["hands"][owner], got)
        g["bought"][owner] = [e for e in g["bought"][owner] if e["card"] != out]
    text = f"Seat {seat} trades {_name(g, move.take)} for seat {other}'s {_name(g, give)}"
    events.append(Event("trade", text, {"seat": seat, "with": other}))


def _decline(g: Data, move: wire.DeclineTrade, events: list[Event]) -> None:
    other = _offer_to(g, move.seat)
    g["offers"][other] = None
    events.append(Event("trade_declined", f"Seat {move.seat} declines", {"seat": move.seat}))


def _trade_market(g: Data, move: wire.TradeMarket, events: list[Event]) -> None:
    seat = move.seat
    g["hands"][seat].remove(move.give)
    _to_deck(g, move.give)
    g["market"].remove(move.take)
    _add(g["hands"][seat], move.take)
    g["bought"][seat] = [e for e in g["bought"][seat] if e["card"] != move.give]
    g["bought"][seat].append({"card": move.take, "redrawn": True, "traded": True})
    text = f"Seat {seat} trades {_name(g, move.give)} for {_name(g, move.take)}"
    events.append(Event("trade", text, {"seat": seat}))


def _done(g: Data, move: wire.Done, events: list[Event]) -> None:
    seat = move.seat
    if g["phase"] == "run":  # D14: no upgrade
        _group_of(g, seat)["upgraders"].remove(seat)
        return
    g["done"][seat] = True
    g["bought"][seat] = []  # taken behind the shield
    for s, offer in enumerate(g["offers"]):
        if s == seat or (offer is not None and offer["to"] == seat):
            g["offers"][s] = None
    events.append(Event("done", f"Seat {seat} is done hiring", {"seat": seat}))
    if all(g["done"]):
        _start_runs(g, events)


def _discard(g: Data, move: wire.Discard, events: list[Event]) -> None:
    g["hands"][move.seat].remove(move.card)
    _to_deck(g, move.card)
    deck = _cards(g).deck_of(move.card)  # it goes back face down, onto the deck it came from
    text = f"Seat {move.seat} discards a card to {deck}"
    events.append(Event("card_discarded", text, {"seat": move.seat, "deck": deck}))


# --- the dungeon runs -----------------------------------------------------------------------------


def _new_group(location: int, level: int, seats: list[int]) -> dict:
    return {
        "location": location,
        "level": level,
        "seats": seats,
        "room": None,
        "stage": "draw",
        "rewards": [],
        "passed": [],
        "ahead": [],
        "keep_rooms": 0,
        "keep_elites": [],
        "keep_pile": None,
        "result": None,
        "outcome": None,
        "upgraders": [],
    }


def _start_runs(g: Data, events: list[Event]) -> None:
    """D12: seats at the same place form a group, in turn order."""
    g["phase"] = "run"
    g["runners"] = [
        {
            "group": None,
            "hero": None,
            "damage": 0,
            "skills_used": [],
            "equipped": [],
            "ready": False,
            "skill": 0,
            "fame_spent": None,
            "out": False,
            "curses": g["carried_curses"][seat],
            "deciding": False,
            "asking": None,
            "split_off": False,
            "refused_by": [],
        }
        for seat in range(g["players"])
    ]
    g["carried_curses"] = [[] for _ in range(g["players"])]
    places = sorted(set(g["standees"]))
    for location in places:
        seats = [s for s in _order(g) if g["standees"][s] == location]
        level = 3 if location == KEEP else _level(g, location)
        if g["options"]["trial_level"] is not None:
            level = g["options"]["trial_level"]
        group = _new_group(location, level, seats)
        if location == KEEP:
            group["keep_rooms"] = 2 + len(seats)
            group["keep_elites"] = list(ELITES)
        for seat in seats:
            g["runners"][seat]["group"] = len(g["groups"])
        g["groups"].append(group)
        events.append(
            Event("run", f"Seats {seats} enter {_place(location)}", {"location": location})
        )


def _play_hero(g: Data, move: wire.PlayHero, events: list[Event]) -> None:
    g["hands"][move.seat].remove(move.hero)
    runner = g["runners"][move.seat]
    runner.update(hero=move.hero, damage=0)
    text = f"Seat {move.seat} plays {_name(g, move.hero)}"
    events.append(Event("hero_played", text, {"seat": move.seat, "hero": move.hero}))


def _use_skill(g: Data, move: wire.UseSkill, events: list[Event]) -> None:
    runner = g["runners"][move.seat]
    runner["skill"] = 2 if move.second else 1  # rulebook Skills: one of two, once per run
    runner["skills_used"].append(move.hero)
    text = f"{_name(g, move.hero)} uses a skill"
    events.append(Event("skill", text, {"seat": move.seat}))
    if _skill_used(g, runner).effect == "reroll_room":
        _reroll(g, _group_of(g, move.seat), events)


def _reroll(g: Data, group: dict, events: list[Event]) -> None:
    """A reroll_room skill: the room goes back to its pile and the next one takes its place."""
    room = group["room"]
    _to_deck(g, room)
    if group["location"] == KEEP:
        _pile(g, group)["keep_rooms"] += 1
    group["room"] = None
    for seat in group["seats"]:  # items were equipped for the room that left
        runner = g["runners"][seat]
        for cid in runner["equipped"]:
            _add(g["hands"][seat], cid)
        runner.update(equipped=[], ready=False)
    events.append(Event("reroll", f"{_name(g, room)} goes back; another room comes", {}))
    if group["ahead"]:
        _enter(g, group, group["ahead"].pop(0), events, fresh=False)
    else:
        index = g["groups"].index(group)
        g["queue"].append(_draw("draw_room", "reroll", _room_deck(group), group=index))


def _room_deck(group: dict) -> str | None:
    """The deck a group draws its rooms from (None: the Keep's own pile, D16)."""
    return None if group["location"] == KEEP else f"rooms-{group['level']}"


def _spend_fame(g: Data, move: wire.SpendFame, events: list[Event]) -> None:
    g["fame"][move.seat] -= 1
    g["runners"][move.seat]["fame_spent"] = move.stat
    events.append(Event("fame_spent", f"Seat {move.seat} spends 1 Fame on {move.stat}", {}))


def _equip(g: Data, move: wire.Equip, events: list[Event]) -> None:
    g["hands"][move.seat].remove(move.item)
    _add(g["runners"][move.seat]["equipped"], move.item)
    text = f"Seat {move.seat} equips {_name(g, move.item)}"
    events.append(Event("equipped", text, {"seat": move.seat, "item": move.item}))


def _unequip(g: Data, move: wire.Unequip, events: list[Event]) -> None:
    g["runners"][move.seat]["equipped"].remove(move.item)
    _add(g["hands"][move.seat], move.item)
    text = f"Seat {move.seat} puts {_name(g, move.item)} back in its hand"
    events.append(Event("unequipped", text, {"seat": move.seat, "item": move.item}))


def _ready(g: Data, move: wire.Enter, events: list[Event]) -> None:
    runner = g["runners"][move.seat]
    runner["ready"] = True
    names = ", ".join(_name(g, cid) for cid in runner["equipped"]) or "no item"
    text = f"Seat {move.seat}'s {_name(g, move.hero)} enters the room with {names}"
    events.append(Event("entered", text, {"seat": move.seat}))


def _effects(g: Data, seat: int) -> list[Any]:
    """The effects working for a seat's hero in this room: equipped items and its used skill."""
    cards = _cards(g)
    runner = g["runners"][seat]
    found = [cards.by_id[cid].effect for cid in runner["equipped"]]
    if runner["skill"]:
        found.append(_skill_used(g, runner))
    return [e for e in found if e is not None]


def _skill_used(g: Data, runner: dict) -> Any:
    """The skill a runner's hero used in this room (its first or its second)."""
    return _cards(g).by_id[runner["hero"]].skills()[runner["skill"] - 1]


def _amount(effects: list[Any], name: str) -> int:
    return sum(e.amount for e in effects if e.effect == name)


def hero_stat(g: Data, seat: int, stat: Literal["attack", "defense"]) -> int:
    """A seat's hero's attack or defense in this room: the card, its equipment, the effects in
    play (``attack_bonus``, ``defense_bonus``) and a Fame spent on it."""
    cards = _cards(g)
    runner = g["runners"][seat]
    total = getattr(cards.by_id[runner["hero"]], stat)
    total += sum(getattr(cards.by_id[cid], stat) for cid in runner["equipped"])
    total += _amount(_effects(g, seat), f"{stat}_bonus")
    return total + (runner["fame_spent"] == stat)


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
            g["queue"].append(_draw("draw_curse", "curse", seat=seat))
    elif on_hit.effect == "lose_fame":
        g["fame"][seat] = max(0, g["fame"][seat] - on_hit.amount)
    elif on_hit.effect == "damage":
        runner["damage"] += on_hit.amount


def _resolve(g: Data, group: dict, events: list[Event]) -> None:
    """D12: the room, once every seat of the group has its hero in and is ready."""
    cards = _cards(g)
    room = cards.by_id[group["room"]]
    fighters = _active(g, group)
    effects = {seat: _effects(g, seat) for seat in fighters}
    every = [e.effect for seat in fighters for e in effects[seat]]
    passed = True
    if room.kind in ("monster", "trap") and "skip_room" in every:
        events.append(Event("skipped", f"The group slips past {room.name}", {}))
    elif room.kind == "hall":
        events.append(Event("hall", f"{room.name}: nothing happens", {}))
    elif room.kind == "trap":
        classes = {c for seat in fighters for c in cards.by_id[g["runners"][seat]["hero"]].classes}
        if classes & set(room.disarm) or "ignore_trap" in every:
            events.append(Event("trap_disarmed", f"The group disarms {room.name}", {}))
        else:
            for seat in fighters:
                hero = cards.by_id[g["runners"][seat]["hero"]]
                if hero.level > room.level:  # rulebook: immune to a lower-level trap
                    continue
                _harm(g, group, seat, room.damage, room.on_hit)
            events.append(Event("trap", f"{room.name} springs", {}))
    elif room.kind == "chest":
        classes = {c for seat in fighters for c in cards.by_id[g["runners"][seat]["hero"]].classes}
        if classes & set(room.opens) or "open_chest" in every:
            for _ in range(room.rewards):
                g["queue"].append(_reward_draw(g, group, room.level))
            for seat in fighters:
                g["tallies"][seat]["rooms"] += room.fame
            events.append(Event("chest", f"The group opens {room.name}", {}))
        else:
            passed = False
            events.append(Event("chest_skipped", f"No one opens {room.name}; it is skipped", {}))
    else:
        passed = _fight(g, group, room, fighters, events)
    for seat in fighters:
        runner = g["runners"][seat]
        runner["damage"] = max(0, runner["damage"] - _amount(effects[seat], "heal"))
        for cid in runner["equipped"]:  # each item serves one room (rulebook Dungeon Run)
            _to_deck(g, cid)
        runner["equipped"] = []
        if passed and room.kind != "boss" and group["result"] is None:
            g["tallies"][seat]["rooms"] += _room_fame(room)
        brought, runner["curses"] = runner["curses"], []
        for cid in brought:  # rulebook Curses: carried over, suffered in the run's first room
            _suffer(g, seat, cid, events)
    if group["result"] is None and room.kind != "boss":
        _peek(g, group, [e for seat in fighters for e in effects[seat]])
    group["stage"] = "curses"
    if group["outcome"] is None:
        group["outcome"] = "passed" if passed else "skipped"


def _peek(g: Data, group: dict, effects: list[Any]) -> None:
    """peek_next_room: the group sees its next ``count`` rooms (the largest peek; rooms already
    seen count), drawn now and face up."""
    count = max((e.count for e in effects if e.effect == "peek_next_room"), default=0)
    index = g["groups"].index(group)
    for _ in range(count - len(group["ahead"])):
        g["queue"].append(_draw("draw_room", "ahead", _room_deck(group), group=index))


def _room_fame(room: Any) -> int:
    """D15: a passed room is worth its level (a monster may say otherwise; an elite is 3)."""
    if room.kind == "monster" and room.fame is not None:
        return int(room.fame)
    return int(getattr(room, "level", 3))


def _reward_draw(g: Data, group: dict, level: int) -> dict:
    return _draw("draw_card", "reward", f"items-{level}", group=g["groups"].index(group))


def _fight(g: Data, group: dict, room: Any, fighters: list[int], events: list[Event]) -> bool:
    """D12, D14: kill when the group's attack reaches the defense times its seats."""
    attack = sum(hero_stat(g, seat, "attack") for seat in fighters)
    need = room.defense * len(fighters)
    faction = getattr(room, "faction", None)
    bonus = int(
        g["options"]["faction_attack"]
        and group["location"] != KEEP
        and faction in _cards(g).pack.map.locations[group["location"] - 1].factions
    )
    if attack >= need:
        events.append(Event("kill", f"The group kills {room.name} ({attack} against {need})", {}))
        if room.kind == "monster":
            for _ in range(room.rewards):
                g["queue"].append(_reward_draw(g, group, room.level))
            return True
        _boss_killed(g, group, room, fighters, events)
        return True
    events.append(Event("survive", f"{room.name} stands ({attack} against {need})", {}))
    if room.kind == "monster":
        for seat in fighters:
            damage = max(0, room.attack + bonus - hero_stat(g, seat, "defense"))
            _harm(g, group, seat, damage, room.on_hit)
        return True
    for seat in fighters:  # D14: a hero who fails against a boss is lost; the boss heals
        runner = g["runners"][seat]
        _to_deck(g, runner["hero"])
        events.append(Event("hero_lost", f"Seat {seat}'s {_name(g, runner['hero'])} is lost", {}))
        runner.update(hero=None, damage=0)
        _on_hit(g, seat, getattr(room, "on_hit", None))
    group["outcome"] = "boss_failed"
    return False


def _boss_killed(g: Data, group: dict, room: Any, fighters: list[int], events: list[Event]) -> None:
    """D14: the head, Fame, the first kill's bonus, rewards, doom, and the upgrade."""
    cards = _cards(g)
    if room.kind == "elite":
        if room.id == DEATH_MAGE:
            group["result"] = "death_mage"
            events.append(Event("death_mage", "The Death Mage is slain!", {}))
        return
    if len(fighters) >= 2:
        g["trophies"].append(room.id)
    else:
        g["kept"][fighters[0]].append(room.id)
    group["room"] = None
    for seat in fighters:
        g["tallies"][seat]["bosses"] += room.level
        if not g["first_kill"]:
            g["tallies"][seat]["bonus"] += 1
    g["first_kill"] = True
    if group["location"] == KEEP:
        return
    group["result"] = "boss"
    g["doom"] = min(cards.pack.doom.top, g["doom"] + group["level"])
    for _ in range(2):
        g["queue"].append(_reward_draw(g, group, group["level"]))
    for seat in fighters:
        hero = cards.by_id[g["runners"][seat]["hero"]]
        copy = cards.family_copy(hero.id, hero.level + 1) if hero.level < 3 else None
        if copy is not None and copy in g["decks"][f"heroes-{hero.level + 1}"]:
            group["upgraders"].append(seat)


def _after_room(g: Data, group: dict, events: list[Event]) -> None:
    """Deaths, then: the run ends, the group splits or goes on (D13), or meets the boss again."""
    cards = _cards(g)
    room_id = group["room"]
    for seat in group["seats"]:
        runner = g["runners"][seat]
        hero = runner["hero"]
        if runner["out"] or hero is None:
            continue
        if runner["damage"] >= cards.by_id[hero].health:
            _to_deck(g, hero)
            runner.update(hero=None, damage=0)
            events.append(Event("hero_died", f"Seat {seat}'s {_name(g, hero)} dies", {}))
    boss_failed = group["outcome"] == "boss_failed"
    group["outcome"] = None
    if group["result"] is not None:
        _end_group(g, group, events)
        return
    for seat in group["seats"]:
        runner = g["runners"][seat]
        if not runner["out"] and runner["hero"] is None and not _hand_heroes(g, seat):
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
        _to_deck(g, room)
    group["room"] = None


def _end_group(g: Data, group: dict, events: list[Event]) -> None:
    """A run's end: doom (D15, D16), heroes home; the upgrade choice after a boss (D14)."""
    pack = _cards(g).pack
    if group["result"] == "failed":
        seats = len(group["seats"]) if g["options"]["real_experience"] else 1
        drop = KEEP_FAIL_DOOM if group["location"] == KEEP else group["level"]
        g["doom"] = max(0, g["doom"] - drop * seats)
        events.append(Event("run_failed", f"The run at {_place(group['location'])} fails", {}))
    g["doom"] = min(pack.doom.top, g["doom"])
    group["stage"] = "upgrade" if group["upgraders"] else "over"
    if group["stage"] == "over":
        _heroes_home(g, group)


def _heroes_home(g: Data, group: dict) -> None:
    """Rulebook End of Round: surviving heroes go back to the hand, healed."""
    for seat in group["seats"]:
        runner = g["runners"][seat]
        if runner["hero"] is not None:
            _add(g["hands"][seat], runner["hero"])
            runner.update(hero=None, damage=0)
        runner["out"] = True


def _upgrade(g: Data, move: wire.Upgrade, events: list[Event]) -> None:
    cards = _cards(g)
    seat, hero = move.seat, cards.by_id[move.hero]
    copy = cards.family_copy(hero.id, hero.level + 1)
    assert copy is not None, "D14: only a hero with its copy one level up is offered"
    g["fame"][seat] -= 1
    g["decks"][f"heroes-{hero.level + 1}"].remove(copy)
    _to_deck(g, hero.id)
    g["runners"][seat]["hero"] = copy
    _group_of(g, seat)["upgraders"].remove(seat)
    events.append(Event("upgrade", f"{hero.name} becomes {_name(g, copy)}", {"seat": seat}))


def _assign(g: Data, move: wire.AssignReward, events: list[Event]) -> None:
    group = _group_of(g, move.seat)
    group["rewards"].remove(move.item)
    _add(g["hands"][move.to], move.item)
    text = f"Seat {move.to} takes {_name(g, move.item)}"
    events.append(Event("reward_taken", text, {"seat": move.to, "item": move.item}))


def _split(g: Data, move: wire.Split, events: list[Event]) -> None:
    group = _group_of(g, move.seat)
    group["stage"] = "draw"
    if not move.seats:
        return
    leaving = [s for s in group["seats"] if s in move.seats]
    _branch(g, group, leaving)
    events.append(Event("split", f"Seats {leaving} split off", {"seats": leaving}))


def _branch(g: Data, group: dict, leaving: list[int]) -> None:
    """``leaving`` go on as a new group in the same dungeon; they split off, so may never join
    another group (rulebook, D35)."""
    group["seats"] = [s for s in group["seats"] if s not in leaving]
    new = _new_group(group["location"], group["level"], leaving)
    if group["location"] == KEEP:  # D34: one Keep pile, drawn from by both groups
        index = g["groups"].index(group)
        new["keep_pile"] = index if group["keep_pile"] is None else group["keep_pile"]
    for seat in leaving:
        g["runners"][seat].update(group=len(g["groups"]), split_off=True)
    g["groups"].append(new)


def _stay(g: Data, move: wire.Stay, events: list[Event]) -> None:
    g["runners"][move.seat]["deciding"] = False
    events.append(Event("stay", f"Seat {move.seat} stays with its group", {"seat": move.seat}))


def _go_alone(g: Data, move: wire.GoAlone, events: list[Event]) -> None:
    """D35: the seat's next hero explores alone, from a room drawn after this choice (D13)."""
    g["runners"][move.seat]["deciding"] = False
    _branch(g, _group_of(g, move.seat), [move.seat])
    text = f"Seat {move.seat} goes on alone"
    events.append(Event("gone_alone", text, {"seat": move.seat}))


def _ask_to_join(g: Data, move: wire.AskToJoin, events: list[Event]) -> None:
    g["runners"][move.seat]["asking"] = move.group
    text = f"Seat {move.seat} asks to join seat {_chooser(g, g['groups'][move.group])}'s group"
    events.append(Event("join_asked", text, {"seat": move.seat, "group": move.group}))


def _admit(g: Data, move: wire.Admit, events: list[Event]) -> None:
    """D35: the asker leaves its group and joins this one, in turn order, before its next room
    (the group is between rooms); a group its last hero left ends without failing."""
    seat, runner = move.asker, g["runners"][move.asker]
    index = runner["asking"]
    group, old = g["groups"][index], _group_of(g, seat)
    old["seats"].remove(seat)
    members = {seat, *group["seats"]}
    group["seats"] = [s for s in _order(g) if s in members]
    runner.update(group=index, asking=None, deciding=False)
    events.append(Event("joined", f"Seat {seat} joins seat {move.seat}'s group", {"seat": seat}))
    if not _active(g, old):
        old["result"] = "left"
        _end_group(g, old, events)


def _refuse(g: Data, move: wire.Refuse, events: list[Event]) -> None:
    runner = g["runners"][move.asker]
    runner["refused_by"].append(runner["asking"])
    runner["asking"] = None
    text = f"Seat {move.seat}'s group refuses seat {move.asker}"
    events.append(Event("join_refused", text, {"seat": move.asker}))


def _drop_requests(g: Data) -> bool:
    """D35: a request to a group that ended or saw its next room is dropped; its seat chooses
    again."""
    dropped = False
    for runner in g["runners"]:
        if runner["asking"] is not None and not _takes_seats(g, g["groups"][runner["asking"]]):
            runner["asking"] = None
            dropped = True
    return dropped


# --- keeping the game going -----------------------------------------------------------------------


def _settle(g: Data, events: list[Event]) -> None:
    """Run what follows by itself until a chance event or a seat's decision is due."""
    for _ in range(10_000):
        if g["status"] != "ongoing":
            return
        if g["queue"]:
            if _outcomes(g):
                return
            g["queue"].pop(0)  # D18: an empty deck gives nothing
            continue
        if _step(g, events):
            continue
        return
    raise AssertionError("the rules did not settle")


def _step(g: Data, events: list[Event]) -> bool:
    """One automatic step; False when a seat must decide (or nothing is left to do)."""
    phase = g["phase"]
    if phase == "setup":
        _start_round(g, events)
        return True
    if phase == "scout" and _scouts_allowed(g) == 0:
        g["phase"] = "select"
        return True
    if phase == "run":
        return _step_run(g, events)
    if phase == "discard" and all(len(h) <= HAND_LIMIT for h in g["hands"]):
        _next_round(g, events)
        return True
    return False


def _step_run(g: Data, events: list[Event]) -> bool:
    if _drop_requests(g):
        return True
    for index, group in enumerate(g["groups"]):
        stage = group["stage"]
        if stage == "regroup" and not any(g["runners"][s]["deciding"] for s in group["seats"]):
            _go_on(g, group)
            return True
        if stage == "draw" and _askers(g, index):  # D35: the group answers before it draws
            continue
        if stage == "draw" and group["ahead"]:  # a room seen ahead comes next
            _enter(g, group, group["ahead"].pop(0), events)
            return True
        if stage == "draw":
            deck_empty = (
                not _keep_weights(g, group)
                if group["location"] == KEEP
                else not g["decks"][f"rooms-{group['level']}"]
            )
            if deck_empty:  # D18: a run ends when its deck runs out
                group["result"] = "exhausted"
                _end_group(g, group, events)
            else:
                g["queue"].append(_draw("draw_room", "room", _room_deck(group), group=index))
            return True
        if stage == "prepare":
            for seat in group["seats"]:
                runner = g["runners"][seat]
                if not runner["out"] and runner["hero"] is None and not _hand_heroes(g, seat):
                    runner["out"] = True
            active = _active(g, group)
            if not active:
                group["result"] = "failed"
                _return_room(g, group)
                _end_group(g, group, events)
                return True
            if all(g["runners"][s]["ready"] for s in active):
                _resolve(g, group, events)
                return True
        if stage == "curses":
            group["stage"] = "reward" if group["rewards"] else "after"
            return True
        if stage == "reward" and not group["rewards"]:
            group["stage"] = "after"
            return True
        if stage == "after":
            _after_room(g, group, events)
            return True
        if stage == "upgrade" and not group["upgraders"]:
            group["stage"] = "over"
            _heroes_home(g, group)
            return True
    if all(group["stage"] == "over" for group in g["groups"]):
        _end_round(g, events)
        return True
    return False


def _start_round(g: Data, events: list[Event]) -> None:
    g["phase"] = "scout"
    g["scouts"] = [[] for _ in range(g["players"])]
    g["done"] = [False] * g["players"]
    g["bought"] = [[] for _ in range(g["players"])]
    g["offers"] = [None] * g["players"]
    g["offered"] = [False] * g["players"]
    events.append(Event("round", f"Round {g['round']} begins", {"round": g["round"]}))


def _end_round(g: Data, events: list[Event]) -> None:
    """D15: Fame, rooms back to their decks, threat tokens; then the hand limit (D11)."""
    cards = _cards(g)
    mage_dead = any(group["result"] == "death_mage" for group in g["groups"])
    for group in g["groups"]:
        for cid in group["passed"] + group["ahead"] + ([group["room"]] if group["room"] else []):
            if cid not in ELITES:
                _to_deck(g, cid)
        for cid in group["rewards"]:
            _to_deck(g, cid)
    for seat, runner in enumerate(g["runners"]):  # a seat out before its first room
        for cid in runner["curses"]:
            _add(g["carried_curses"][seat], cid)
    for seat in range(g["players"]):
        tally = g["tallies"][seat]
        hand = g["hands"][seat]
        items = sum(cards.kind[cid] == "items" for cid in hand)
        heroes = sum(cards.kind[cid] == "heroes" for cid in hand)
        gained = tally["rooms"] + 2 * tally["bosses"] + tally["bonus"] + items // 2 + heroes
        g["fame"][seat] += gained
        events.append(Event("fame", f"Seat {seat} gains {gained} Fame", {"seat": seat}))
        g["tallies"][seat] = {"rooms": 0, "bosses": 0, "bonus": 0}
    trial_groups = g["groups"]
    g["runners"], g["groups"] = [], []
    g["visited"] = list(g["standees"])
    g["standees"] = [TOWN] * g["players"]
    _place_threats(g)
    if g["options"]["trial_level"] is not None:
        cleared = all(group["result"] in ("boss", "left") for group in trial_groups)
        text = "every group killed its Boss" if cleared else "a group did not kill its Boss"
        _finish(g, "won" if cleared else "lost", f"balance trial: {text}", events)
    elif mage_dead:
        _finish(g, "won", "D16: the Death Mage is dead; most Fame wins", events)
    elif g["doom"] <= 0:
        _finish(g, "lost", "D16: doom reaches 0; everyone loses", events)
    else:
        g["phase"] = "discard"


def _place_threats(g: Data) -> None:
    """D15, D20: one threat token per red threshold doom is below, on every revealed dungeon."""
    pack = _cards(g).pack
    wanted = sum(g["doom"] < red for red in pack.doom.red)
    left = pack.threat_tokens
    for site in g["sites"]:
        if site["token"] is None:
            continue
        site["threats"] = min(wanted, 3 - site["token"], left)
        left -= site["threats"]


def _next_round(g: Data, events: list[Event]) -> None:
    if g["round"] >= g["options"]["round_limit"]:
        _finish(g, "lost", "D22: the round limit passes with the Death Mage alive", events)
        return
    g["round"] += 1
    g["first_player"] = (g["first_player"] + 1) % g["players"]
    _fill_market(g)
    _start_round(g, events)


def _finish(g: Data, status: str, text: str, events: list[Event]) -> None:
    g["status"], g["phase"] = status, "over"
    g["queue"] = []
    events.append(Event("game_over", text, {"status": status}))


_SEAT: dict[str, Any] = {
    "scout": _scout,
    "select": _select,
    "buy": _buy,
    "redraw": _redraw,
    "offer_trade": _offer,
    "accept_trade": _accept,
    "decline_trade": _decline,
    "trade_market": _trade_market,
    "done": _done,
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
    "discard": _discard,
}


# --- score ----------------------------------------------------------------------------------------


def score(state: DraggState) -> Score:
    """D14, D16: Fame, plus the Fame of the heads a seat kept; most wins once the Mage is dead."""
    g = state.read()
    cards = _cards(g)
    totals = [
        g["fame"][seat] + sum(2 * cards.level_of(cid) for cid in g["kept"][seat])
        for seat in range(g["players"])
    ]
    best = max(totals)
    winners = [s for s, t in enumerate(totals) if t == best] if g["status"] == "won" else []
    return Score(
        status=g["status"],
        winners=winners,
        scores={str(s): float(t) for s, t in enumerate(totals)},
        breakdown={
            "fame": list(g["fame"]),
            "kept_heads": [list(k) for k in g["kept"]],
            "trophies": list(g["trophies"]),
            "doom": g["doom"],
            "round": g["round"],
        },
    )
