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

This module is what :mod:`games.draggmar.game` calls (set-up, chance, who moves, ``apply``,
score) and the dispatch of moves; the rules themselves are in
:mod:`~games.draggmar.rules_round` (scouting, selection, hiring, trades, end of round, doom and
threats, the game's end), :mod:`~games.draggmar.rules_run` (the dungeon runs and D35
regrouping) and :mod:`~games.draggmar.rules_common` (helpers and draws they share).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from itertools import chain, repeat
from operator import is_
from typing import Any

from games.core.errors import GameOver, IllegalMove, InvalidSetup
from games.core.game import Event, LegalMove, Score, Setup
from games.core.slots import new_event
from games.draggmar import wire
from games.draggmar.content import HAND_LIMIT
from games.draggmar.rules_common import (
    add,
    card_name,
    cursed_discard,
    fill_market,
    game_cards,
    hand_items,
    made,
    new_draw,
    over_limit,
    place,
    seat_name,
)
from games.draggmar.rules_round import (
    ROUND_MOVES,
    STARTING_HEROES,
    hire_moves,
    reveal,
    scouts_allowed,
    select_options,
    start_round,
)
from games.draggmar.rules_run import (
    RUN_MOVES,
    draw_curse,
    draw_room,
    keep_weights,
    run_moves,
    slot_limits,
    step_run,
)
from games.draggmar.state import (
    KEEP,
    TOWN,
    Cards,
    Data,
    DraggState,
    freeze,
    new_state,
    reading,
)

# --- set-up ---------------------------------------------------------------------------------------


def new_game(setup: Setup) -> DraggState:
    """Rulebook Setup: the first player, the solo market; then each seat chooses how many heroes
    its seven level-1 cards hold (D38)."""
    options: wire.Options = setup.options
    if options.undead_crusade:  # issue 32 builds it
        raise InvalidSetup(
            "D17: the Undead Crusade (option undead_crusade) is not built yet; this version plays"
            " the base game, solo, faction_attack and real_experience",
            option="undead_crusade",
        )
    if options.first_player is not None and options.first_player >= setup.players:
        raise InvalidSetup(f"first_player {options.first_player} is not a seat of this game")
    g = new_state(setup.players, setup.mode, setup.seed, options)
    if options.first_player is None and setup.players > 1:
        g["queue"].append(new_draw("choose_first_player", "first"))
    else:  # D43: solo has no first player token, and no draw for it
        g["first_player"] = options.first_player or 0
    if options.trial_level is not None:  # every dungeon revealed before the one round
        g["queue"].extend(
            new_draw("reveal_token", "token", location=location) for location in range(1, 16)
        )
    fill_market(g)
    return freeze(g)


# --- chance ---------------------------------------------------------------------------------------


def _outcomes(g: Data) -> list[tuple[Any, int]]:
    if g["status"] != "ongoing" or not g["queue"]:
        return []
    draw = g["queue"][0]
    kind = draw["type"]
    if kind == "choose_first_player":
        return [(made(wire.ChooseFirstPlayer, seat=s), 1) for s in range(g["players"])]
    if kind == "reveal_token":
        return [
            (made(wire.RevealToken, location=draw["location"], level=level), n)
            for level, n in sorted(Counter[int](g["tokens"]).items())
        ]
    if kind == "draw_room" and g["groups"][draw["group"]]["location"] == KEEP:
        group = g["groups"][draw["group"]]
        return [(made(wire.DrawRoom, card=cid), n) for cid, n in keep_weights(g, group)]
    deck = "curses" if kind == "draw_curse" else draw["deck"]
    return list(_deck_outcomes(kind, draw["deck"], tuple(g["decks"][deck])))


@lru_cache(maxsize=1 << 12)
def _deck_outcomes(kind: str, deck: str | None, cards: tuple[str, ...]) -> tuple[Any, ...]:
    """A draw from a deck holding ``cards``: each card, weighted by its copies. The decks
    change a card at a time, so the same contents come back often (sorted multisets, D9)."""
    options = sorted(Counter(cards).items())
    if kind == "draw_room":
        return tuple((made(wire.DrawRoom, card=cid), n) for cid, n in options)
    if kind == "draw_curse":
        return tuple((made(wire.DrawCurse, card=cid), n) for cid, n in options)
    return tuple((made(wire.DrawCard, deck=deck, card=cid), n) for cid, n in options)


def chance_outcomes(state: DraggState) -> list[tuple[Any, int]]:
    outcomes: list[tuple[Any, int]] | None = state.derived.get("outcomes")
    if outcomes is None:
        outcomes = state.derived["outcomes"] = _outcomes(state.read())
    return list(outcomes)


def _pending_text(g: Data, draw: dict) -> str:
    kind = draw["type"]
    if kind == "choose_first_player":
        return "choose the first player at random"
    if kind == "reveal_token":
        return f"reveal the level token of dungeon {draw['location']}"
    if kind == "draw_room":
        location = g["groups"][draw["group"]]["location"]
        verb = "look at" if draw["to"] == "ahead" else "draw"
        return f"{verb} the next room of the group at {place(location)}"
    if kind == "draw_curse":
        return f"{seat_name(draw['seat'])} draws a curse"
    where = {"market": "the market", "reward": "the group's rewards"}.get(
        draw["to"], f"{seat_name(draw['seat'])}'s hand" if draw["seat"] is not None else "?"
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


# --- a seat's moves, by phase ---------------------------------------------------------------------


def _seat_moves(g: Data, seat: int) -> Sequence[LegalMove]:
    """A seat's moves now; a cached tuple comes as it is (``tuple()`` of it copies nothing)."""
    if cursed_discard(g, seat):  # D50: the item a curse takes, chosen first
        cards, curse = game_cards(g), g["curse_discards"][seat][0]
        return [_curse_move(cards, seat, curse, cid) for cid in hand_items(g, seat)]
    if over_limit(g, seat):  # D40: down to 7 first, whatever the phase
        cards = game_cards(g)
        return [_discard_move(cards, seat, cid) for cid in sorted(set(g["hands"][seat]))]
    phase = g["phase"]
    if phase == "deal":
        return [] if g["starting_heroes"][seat] is not None else list(_start_moves(seat))
    if phase == "scout":
        sent = g["scouts"][seat]
        if len(sent) >= scouts_allowed(g) or g["done"][seat]:
            return []
        moves = [
            _scout_move(seat, loc)
            for loc, site in enumerate(g["sites"], start=1)
            if site["token"] is None and loc not in sent
        ]
        if sent:  # D43: the solo seat's second scout is its choice
            moves.append(_no_scout_move(seat))
        return moves
    if phase == "select":
        if g["standees"][seat] != TOWN:
            return []
        return [_select_move(seat, loc) for loc in select_options(g, seat)]
    if phase == "hire":
        return [] if g["done"][seat] else hire_moves(g, seat)
    if phase == "run":
        return run_moves(g, seat)
    return []


# the moves of scouting, selection and discarding with their labels, made once: the same ones
# are listed at every step, for every seat (issue 13)


@lru_cache(maxsize=1 << 8)
def _scout_move(seat: int, location: int) -> LegalMove:
    scout = made(wire.Scout, seat=seat, location=location)
    return LegalMove(scout, seat, f"Scout dungeon {location}")


@lru_cache(maxsize=1 << 2)
def _start_moves(seat: int) -> tuple[LegalMove, ...]:
    """D38: 1, 2 or 3 heroes, the rest of the seven cards items."""
    moves = []
    for heroes in STARTING_HEROES:
        items = HAND_LIMIT - heroes
        label = f"Start with {heroes} Hero{'es' * (heroes > 1)} and {items} Items"
        moves.append(LegalMove(made(wire.StartingHand, seat=seat, heroes=heroes), seat, label))
    return tuple(moves)


@lru_cache(maxsize=1 << 2)
def _no_scout_move(seat: int) -> LegalMove:
    return LegalMove(made(wire.Done, seat=seat), seat, "Send no second scout")


@lru_cache(maxsize=1 << 8)
def _select_move(seat: int, location: int) -> LegalMove:
    select = made(wire.Select, seat=seat, location=location)
    return LegalMove(select, seat, f"Go to {place(location)}")


@lru_cache(maxsize=1 << 12)
def _curse_move(cards: Cards, seat: int, curse: str, item: str) -> LegalMove:
    discard = made(wire.CurseDiscard, seat=seat, item=item)
    label = f"Discard {cards.by_id[item].name} to {cards.by_id[curse].name}"
    return LegalMove(discard, seat, label)


@lru_cache(maxsize=1 << 12)
def _discard_move(cards: Cards, seat: int, cid: str) -> LegalMove:
    discard = made(wire.Discard, seat=seat, card=cid)
    return LegalMove(discard, seat, f"Discard {cards.by_id[cid].name} (hand limit 7)")


# --- who moves now --------------------------------------------------------------------------------


def _moves_by_seat(state: DraggState) -> tuple[tuple[LegalMove, ...], ...]:
    """Every seat's moves in ``state``: to_act, legal_moves and apply all ask, often in a row."""
    moves: tuple[tuple[LegalMove, ...], ...] | None = state.derived.get("moves")
    if moves is None:
        g = state.read()
        if g["status"] != "ongoing" or g["queue"]:
            moves = tuple(() for _ in range(g["players"]))
        else:
            moves = tuple(tuple(_seat_moves(g, seat)) for seat in range(g["players"]))
        state.derived["moves"] = moves
    return moves


def to_act(state: DraggState) -> tuple[int, ...]:
    return tuple(seat for seat, moves in enumerate(_moves_by_seat(state)) if moves)


def legal_moves(state: DraggState) -> list[LegalMove]:
    g = state.read()
    if g["status"] != "ongoing":
        return []
    outcomes = chance_outcomes(state)
    if outcomes:
        total = sum(weight for _, weight in outcomes)
        return [
            LegalMove(move, None, _chance_label(g, move), weight / total)
            for move, weight in outcomes
        ]
    return list(chain.from_iterable(_moves_by_seat(state)))


def _chance_label(g: Data, move: Any) -> str:
    if isinstance(move, wire.ChooseFirstPlayer):
        return f"Seat {move.seat} takes the first player token"
    if isinstance(move, wire.RevealToken):
        return f"Dungeon {move.location} is level {move.level}"
    return f"Draw {card_name(g, move.card)}"


# --- applying a move ------------------------------------------------------------------------------


def apply(state: DraggState, move: Any) -> tuple[DraggState, list[Event]]:
    if state.status != "ongoing":
        raise GameOver(f"the game is over ({state.status})")
    g = state.edit()
    events: list[Event] = []
    # moves are told apart by their type, not isinstance (pydantic's __instancecheck__ is slow)
    if g["queue"]:
        draw = g["queue"][0]
        if move.type != draw["type"]:  # a chance move of the pending draw's type
            raise IllegalMove(f"waiting for a chance event: {_pending_text(g, draw)}")
        if not _listed(move, [outcome for outcome, _ in chance_outcomes(state)]):
            raise IllegalMove(f"{move.type}: not a possible outcome now ({_pending_text(g, draw)})")
        g["queue"].pop(0)
        g["draw_counter"] += 1
        _CHANCE[move.type](g, draw, move, events)
    else:
        if move.type in _CHANCE:
            raise IllegalMove("no chance event is pending: a seat must move")
        legal = _moves_by_seat(state)[move.seat] if move.seat < g["players"] else ()
        if move.type == "split":
            move = move.model_copy(update={"seats": sorted(move.seats)})
        if not _listed(move, [m.move for m in legal]):
            raise IllegalMove(_why_illegal(g, move, legal))
        g["turn"] += 1
        _SEAT[move.type](g, move, events)
        if move.type in OWN_PREPARATION and state.derived.get("settled"):
            return _prepared(state, g, move.seat), events
    outcomes = _settle(g, events)
    after = freeze(g)
    after.derived.update(outcomes=outcomes, settled=True)
    return after, events


#: a hero's preparation for its room that touches only its own seat: the items in its hand
#: and equipped, its Fame and ``fame_spent`` (rules_run). No automatic step reads these (the
#: run's step looks at heroes in hand, ``ready``, ``out``, requests, stages, decks; the other
#: phases' steps are not due in a run), nor does any other seat's listing (a seat's moves read
#: its own runner and hand, and of the others only ``out`` and ``asking``): after such a move
#: a settled state is still settled and only the mover's moves change (a third of the moves of
#: a random game, issue 13)
OWN_PREPARATION = frozenset({"equip", "unequip", "spend_fame"})


def _prepared(state: DraggState, g: Data, seat: int) -> DraggState:
    """The state after an :data:`OWN_PREPARATION` move in ``state``, settled (the rules'
    ``apply`` marks the states it settles; a state from the wire may not be): no step to run,
    no chance event, and every other seat's moves as they were."""
    after = freeze(g)
    moves = list(_moves_by_seat(state))
    moves[seat] = tuple(_seat_moves(after.read(), seat))
    after.derived.update(outcomes=[], settled=True, moves=tuple(moves))
    return after


def _listed(move: Any, moves: list[Any]) -> bool:
    """Whether ``move`` is one of ``moves``: the very object first (a move picked from the list
    is one, and pydantic's ``==`` is slow), else an equal one (a move sent by a client)."""
    return any(map(is_, moves, repeat(move))) or move in moves


def _why_illegal(g: Data, move: Any, legal: Sequence[LegalMove]) -> str:
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
    cards = game_cards(g)
    runner = g["runners"][move.seat]
    if move.hero != runner["hero"]:
        return f"equip: seat {move.seat}'s hero in play is {runner['hero']}, not {move.hero}"
    if move.item not in hand_items(g, move.seat):
        return f"equip: {move.item} is not an item in seat {move.seat}'s hand"
    hero, item = cards.by_id[move.hero], cards.by_id[move.item]
    if not set(hero.classes) & set(item.classes):
        allowed = ", ".join(item.classes)
        return f"equip: {item.name} is for {allowed}; {hero.name} cannot use it (D12)"
    total, _ = slot_limits(cards, runner["hero"], runner["skill"])
    if len(runner["equipped"]) >= total:
        return f"equip: {hero.name} is Encumbered, {total} items equipped (D12, D36)"
    return f"equip: {hero.name}'s {item.slot} slot is taken; unequip first (D12, D36)"


# --- cards drawn, the first player ----------------------------------------------------------------


def _first_player(g: Data, draw: dict, move: wire.ChooseFirstPlayer, events: list[Event]) -> None:
    g["first_player"] = move.seat
    events.append(new_event("first_player", f"Seat {move.seat} starts", {"seat": move.seat}))


def _draw_card(g: Data, draw: dict, move: wire.DrawCard, events: list[Event]) -> None:
    g["decks"][move.deck].remove(move.card)
    to, seat = draw["to"], draw.get("seat")
    if to == "market":
        add(g["market"], move.card)
        events.append(new_event("market", f"{card_name(g, move.card)} joins the market", {}))
    elif to == "reward":
        g["groups"][draw["group"]]["rewards"].append(move.card)
        events.append(new_event("reward", f"The group finds {card_name(g, move.card)}", {}))
    else:
        add(g["hands"][seat], move.card)
        if to == "hand":  # dealt face down
            events.append(new_event("dealt", f"Seat {seat} draws a card", {"seat": seat}))
        else:  # bought cards stay on the table, face up, until the seat is done (D11)
            entry = {"card": move.card, "redrawn": to == "redrawn", "traded": False}
            g["bought"][seat].append(entry)
            text = f"Seat {seat} draws {card_name(g, move.card)}"
            events.append(new_event("bought", text, {"seat": seat, "card": move.card}))


_CHANCE: dict[str, Any] = {
    "choose_first_player": _first_player,
    "draw_card": _draw_card,
    "reveal_token": reveal,
    "draw_room": draw_room,
    "draw_curse": draw_curse,
}


# --- keeping the game going (the run steps: rules_run) --------------------------------------------


def _settle(g: Data, events: list[Event]) -> list[tuple[Any, int]]:
    """Run what follows by itself until a chance event or a seat's decision is due; returns the
    chance event's outcomes (none when a seat decides), which the next state keeps."""
    for _ in range(10_000):
        if g["status"] != "ongoing":
            return []
        if g["queue"]:
            outcomes = _outcomes(reading(g))
            if outcomes:
                return outcomes
            g["queue"].pop(0)  # D18: an empty deck gives nothing
            continue
        if _step(g, events):
            continue
        return []
    raise AssertionError("the rules did not settle")


def _step(g: Data, events: list[Event]) -> bool:
    """One automatic step; False when a seat must decide (or nothing is left to do)."""
    phase = g["phase"]
    if phase == "setup":
        start_round(g, events)
        return True
    if phase == "scout" and scouts_allowed(g) == 0:
        g["phase"] = "select"
        return True
    if phase == "run":
        return step_run(g, events)
    return False


_SEAT: dict[str, Any] = {**ROUND_MOVES, **RUN_MOVES}


# --- score ----------------------------------------------------------------------------------------


def score(state: DraggState) -> Score:
    """D14, D16: Fame, plus the Fame of the heads a seat kept; most wins once the Mage is dead."""
    g = state.read()
    cards = game_cards(g)
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
