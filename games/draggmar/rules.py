"""Dungeons of Draggmar's rules (rulebook, rulings D9-D17 and ours, D18-D35) as pure functions.

A round: selection (each seat scouts a face-down dungeon, secretly until every scout is out;
then places its standee, D10) -> hiring (buys, redraws, trades; D11) -> the dungeon runs, every
group at once, seats regrouping as heroes die (D12-D14, D35) -> end of round (Fame, doom, threat
tokens, healing; D15), then the hand limit. The Death Mage's death ends the game at the end of
that round (D16).

Rules change one draft of the state (:mod:`games.draggmar.state`, :mod:`games.core.record`),
frozen once per move: ``apply`` never changes the state it is given. Every draw is a chance
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
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import chain, repeat
from operator import is_
from typing import Any

from games.core.errors import GameOver, IllegalMove, InvalidSetup
from games.core.game import Event, LegalMove, Score, Setup
from games.core.tuples import replaced, with_added
from games.draggmar import wire
from games.draggmar.content import HAND_LIMIT
from games.draggmar.rules_common import (
    card_name,
    cursed_discard,
    fill_market,
    hand_items,
    made,
    new_draw,
    over_limit,
    place,
    seat_name,
)
from games.draggmar.rules_rift import RIFTS, closed_places, rift_outcomes, rift_select_moves
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
    Bought,
    Cards,
    DraggFields,
    DraggState,
    Draw,
    freeze,
    frozen,
    new_state,
)

# --- set-up ---------------------------------------------------------------------------------------


def new_game(setup: Setup) -> DraggState:
    """Rulebook Setup: the first player, the solo market; then each seat chooses how many heroes
    its seven level-1 cards hold (D38)."""
    options: wire.Options = setup.options
    if options.first_player is not None and options.first_player >= setup.players:
        raise InvalidSetup(f"first_player {options.first_player} is not a seat of this game")
    d = new_state(setup.players, setup.mode, setup.seed, options).thaw()
    if options.first_player is None and setup.players > 1:
        d.push(new_draw("choose_first_player", "first"))
    else:  # D43: solo has no first player token, and no draw for it
        d.first_player = options.first_player or 0
    if options.trial_level is not None:  # every dungeon revealed before the one round
        d.push(*(new_draw("reveal_token", "token", location=loc) for loc in range(1, 16)))
    fill_market(d)
    return freeze(d)


# --- chance ---------------------------------------------------------------------------------------


def _outcomes(s: DraggFields) -> list[tuple[Any, int]]:
    if s.status != "ongoing" or not s.queue:
        return []
    draw = s.queue[0]
    kind = draw.type
    if kind == "choose_first_player":
        return [(made(wire.ChooseFirstPlayer, seat=seat), 1) for seat in range(s.players)]
    if kind == "reveal_token":
        return [
            (made(wire.RevealToken, location=draw.location, level=level), n)
            for level, n in sorted(Counter[int](s.tokens).items())
        ]
    if kind == "draw_room" and draw.group is not None and s.groups[draw.group].location == KEEP:
        return [(made(wire.DrawRoom, card=cid), n) for cid, n in keep_weights(s, draw.group)]
    deck = "curses" if kind == "draw_curse" else draw.deck
    assert deck is not None, "a card is drawn from a deck"
    if deck == RIFTS:  # the Undead Crusade's Rift deck keeps its expansion order (D53)
        return rift_outcomes(s)
    return list(_deck_outcomes(kind, draw.deck, s.decks[deck]))


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


def _memo(state: DraggState, name: str, value: Any) -> None:
    """Keep what was worked out from ``state`` with it (a memo: not part of its value)."""
    object.__setattr__(state, name, value)


def chance_outcomes(state: DraggState) -> list[tuple[Any, int]]:
    outcomes = state.outcomes
    if outcomes is None:
        outcomes = _outcomes(state)
        _memo(state, "outcomes", outcomes)
    return list(outcomes)


def _pending_text(s: DraggFields, draw: Draw) -> str:
    kind = draw.type
    if kind == "choose_first_player":
        return "choose the first player at random"
    if kind == "reveal_token":
        return f"reveal the level token of dungeon {draw.location}"
    if kind == "draw_room":
        assert draw.group is not None
        location = s.groups[draw.group].location
        verb = "look at" if draw.to == "ahead" else "draw"
        what = "Rift card" if draw.deck == RIFTS else "room"
        return f"{verb} the next {what} of the group at {place(location)}"
    if kind == "draw_curse":
        assert draw.seat is not None
        return f"{seat_name(draw.seat)} draws a curse"
    where = {"market": "the market", "reward": "the group's rewards"}.get(
        draw.to, f"{seat_name(draw.seat)}'s hand" if draw.seat is not None else "?"
    )
    return f"draw a card from {draw.deck} for {where}"


def pending_chance(state: DraggState) -> wire.PendingChance | None:
    if state.status != "ongoing" or not state.queue:
        return None
    draw = state.queue[0]
    deck = draw.deck
    if (
        draw.type == "draw_room"
        and draw.group is not None
        and state.groups[draw.group].location == KEEP
    ):
        deck = None
    return wire.PendingChance(
        type=draw.type,  # type: ignore[arg-type]  # a queued draw's type is a wire Draw's
        deck=deck,
        location=draw.location,
        text=_pending_text(state, draw),
    )


# --- a seat's moves, by phase ---------------------------------------------------------------------


def _seat_moves(s: DraggFields, seat: int) -> Sequence[LegalMove[Any]]:
    """A seat's moves now; a cached tuple comes as it is (``tuple()`` of it copies nothing)."""
    if cursed_discard(s, seat):  # D50: the item a curse takes, chosen first
        cards, curse = s.cards, s.curse_discards[seat][0]
        return [_curse_move(cards, seat, curse, cid) for cid in hand_items(s, seat)]
    if over_limit(s, seat):  # D40: down to 7 first, whatever the phase
        cards = s.cards
        return [_discard_move(cards, seat, cid) for cid in sorted(set(s.hands[seat]))]
    phase = s.phase
    if phase == "deal":
        return [] if s.starting_heroes[seat] is not None else list(_start_moves(seat))
    if phase == "scout":
        sent = s.scouts[seat]
        if len(sent) >= scouts_allowed(s) or s.done[seat]:
            return []
        closed = closed_places(s)  # the Undead Crusade's Rifts and blocked roads (D52)
        moves = [
            _scout_move(seat, loc)
            for loc, site in enumerate(s.sites, start=1)
            if site.token is None and loc not in sent and loc not in closed
        ]
        if sent:  # D43: the solo seat's second scout is its choice
            moves.append(_no_scout_move(seat))
        return moves
    if phase == "select":
        if s.standees[seat] != TOWN:
            return []
        if s.crusade is not None:  # a Rift is labelled as one (D52)
            return rift_select_moves(s, seat, select_options(s, seat))
        return [_select_move(seat, loc) for loc in select_options(s, seat)]
    if phase == "hire":
        return [] if s.done[seat] else hire_moves(s, seat)
    if phase == "run":
        return run_moves(s, seat)
    return []


# the moves of scouting, selection and discarding with their labels, made once: the same ones
# are listed at every step, for every seat (issue 13)


@lru_cache(maxsize=1 << 8)
def _scout_move(seat: int, location: int) -> LegalMove[Any]:
    scout = made(wire.Scout, seat=seat, location=location)
    return LegalMove(scout, seat, f"Scout dungeon {location}")


@lru_cache(maxsize=1 << 2)
def _start_moves(seat: int) -> tuple[LegalMove[Any], ...]:
    """D38: 1, 2 or 3 heroes, the rest of the seven cards items."""
    moves = []
    for heroes in STARTING_HEROES:
        items = HAND_LIMIT - heroes
        label = f"Start with {heroes} Hero{'es' * (heroes > 1)} and {items} Items"
        moves.append(LegalMove(made(wire.StartingHand, seat=seat, heroes=heroes), seat, label))
    return tuple(moves)


@lru_cache(maxsize=1 << 2)
def _no_scout_move(seat: int) -> LegalMove[Any]:
    return LegalMove(made(wire.Done, seat=seat), seat, "Send no second scout")


@lru_cache(maxsize=1 << 8)
def _select_move(seat: int, location: int) -> LegalMove[Any]:
    select = made(wire.Select, seat=seat, location=location)
    return LegalMove(select, seat, f"Go to {place(location)}")


@lru_cache(maxsize=1 << 12)
def _curse_move(cards: Cards, seat: int, curse: str, item: str) -> LegalMove[Any]:
    discard = made(wire.CurseDiscard, seat=seat, item=item)
    label = f"Discard {cards.by_id[item].name} to {cards.by_id[curse].name}"
    return LegalMove(discard, seat, label)


@lru_cache(maxsize=1 << 12)
def _discard_move(cards: Cards, seat: int, cid: str) -> LegalMove[Any]:
    discard = made(wire.Discard, seat=seat, card=cid)
    return LegalMove(discard, seat, f"Discard {cards.by_id[cid].name} (hand limit 7)")


# --- who moves now --------------------------------------------------------------------------------


def _moves_by_seat(state: DraggState) -> tuple[tuple[LegalMove[Any], ...], ...]:
    """Every seat's moves in ``state``: to_act, legal_moves and apply all ask, often in a row."""
    moves = state.moves
    if moves is None:
        if state.status != "ongoing" or state.queue:
            moves = ((),) * state.players
        else:
            moves = tuple(tuple(_seat_moves(state, seat)) for seat in range(state.players))
        _memo(state, "moves", moves)
    return moves


def to_act(state: DraggState) -> tuple[int, ...]:
    return tuple(seat for seat, moves in enumerate(_moves_by_seat(state)) if moves)


def legal_moves(state: DraggState) -> list[LegalMove[Any]]:
    if state.status != "ongoing":
        return []
    outcomes = chance_outcomes(state)
    if outcomes:
        total = sum(weight for _, weight in outcomes)
        return [
            LegalMove(move, None, _chance_label(state, move), weight / total)
            for move, weight in outcomes
        ]
    return list(chain.from_iterable(_moves_by_seat(state)))


def _chance_label(s: DraggFields, move: Any) -> str:
    if isinstance(move, wire.ChooseFirstPlayer):
        return f"Seat {move.seat} takes the first player token"
    if isinstance(move, wire.RevealToken):
        return f"Dungeon {move.location} is level {move.level}"
    return f"Draw {card_name(s, move.card)}"


# --- applying a move ------------------------------------------------------------------------------


def apply(state: DraggState, move: Any) -> tuple[DraggState, list[Event]]:
    if state.status != "ongoing":
        raise GameOver(f"the game is over ({state.status})")
    kind = type(move)
    if state.queue:
        draw = state.queue[0]
        if move.type != draw.type:  # a chance move of the pending draw's type
            raise IllegalMove(f"waiting for a chance event: {_pending_text(state, draw)}")
        if not _listed(move, [outcome for outcome, _ in chance_outcomes(state)]):
            raise IllegalMove(
                f"{move.type}: not a possible outcome now ({_pending_text(state, draw)})"
            )
        d = state.thaw()
        d.queue = d.queue[1:]
        d.draw_counter += 1
        _CHANCE[kind](d, draw, move)
    else:
        if kind in _CHANCE:
            raise IllegalMove("no chance event is pending: a seat must move")
        legal = _moves_by_seat(state)[move.seat] if move.seat < state.players else ()
        if kind is wire.Split:
            move = move.model_copy(update={"seats": sorted(move.seats)})
        if not _listed(move, [m.move for m in legal]):
            raise IllegalMove(_why_illegal(state, move, legal))
        d = state.thaw()
        d.turn += 1
        _SEAT[kind](d, move)
        if kind in OWN_PREPARATION and state.settled:
            return _prepared(state, d, move.seat)
    outcomes = _settle(d)
    after, events = frozen(d)
    _memo(after, "outcomes", outcomes)
    _memo(after, "settled", True)
    return after, events


#: a hero's preparation for its room that touches only its own seat: the items in its hand
#: and equipped, its Fame and ``fame_spent`` (rules_run). No automatic step reads these (the
#: run's step looks at heroes in hand, ``ready``, ``out``, requests, stages, decks; the other
#: phases' steps are not due in a run), nor does any other seat's listing (a seat's moves read
#: its own runner and hand, and of the others only ``out`` and ``asking``): after such a move
#: a settled state is still settled and only the mover's moves change (a third of the moves of
#: a random game, issue 13)
OWN_PREPARATION = frozenset({wire.Equip, wire.Unequip, wire.SpendFame})


def _prepared(state: DraggState, d: DraggFields, seat: int) -> tuple[DraggState, list[Event]]:
    """The state after an :data:`OWN_PREPARATION` move in ``state``, settled (the rules'
    ``apply`` marks the states it settles; a state from the wire may not be): no step to run,
    no chance event, and every other seat's moves as they were."""
    after, events = frozen(d)
    moves = list(_moves_by_seat(state))
    moves[seat] = tuple(_seat_moves(after, seat))
    _memo(after, "outcomes", [])
    _memo(after, "settled", True)
    _memo(after, "moves", tuple(moves))
    return after, events


def _listed(move: Any, moves: list[Any]) -> bool:
    """Whether ``move`` is one of ``moves``: the very object first (a move picked from the list
    is one, and pydantic's ``==`` is slow), else an equal one (a move sent by a client)."""
    return any(map(is_, moves, repeat(move))) or move in moves


def _why_illegal(s: DraggFields, move: Any, legal: Sequence[LegalMove[Any]]) -> str:
    if not legal:
        return f"seat {move.seat} has nothing to decide now (phase {s.phase})"
    kinds = sorted({m.move.type for m in legal})
    if move.type == "equip" and "enter" in kinds:
        return _why_not_equip(s, move)
    if move.type not in kinds:
        return f"seat {move.seat} may now send {', '.join(kinds)}, not {move.type}"
    return f"{move.type}: not allowed now; {legal[0].label!r} is one of the moves allowed"


def _why_not_equip(s: DraggFields, move: wire.Equip) -> str:
    """Why a hero in a room may not equip this item (D12, D36)."""
    cards = s.cards
    runner = s.runners[move.seat]
    if move.hero != runner.hero:
        return f"equip: seat {move.seat}'s hero in play is {runner.hero}, not {move.hero}"
    if move.item not in hand_items(s, move.seat):
        return f"equip: {move.item} is not an item in seat {move.seat}'s hand"
    hero, item = cards.by_id[move.hero], cards.by_id[move.item]
    if not set(hero.classes) & set(item.classes):
        allowed = ", ".join(item.classes)
        return f"equip: {item.name} is for {allowed}; {hero.name} cannot use it (D12)"
    total, _ = slot_limits(cards, runner.hero, runner.skill)
    if len(runner.equipped) >= total:
        return f"equip: {hero.name} is Encumbered, {total} items equipped (D12, D36)"
    return f"equip: {hero.name}'s {item.slot} slot is taken; unequip first (D12, D36)"


# --- cards drawn, the first player ----------------------------------------------------------------


def _first_player(d: DraggFields, draw: Draw, move: wire.ChooseFirstPlayer) -> None:
    d.first_player = move.seat
    d.event("first_player", f"Seat {move.seat} starts", seat=move.seat)


def _draw_card(d: DraggFields, draw: Draw, move: wire.DrawCard) -> None:
    d.from_deck(move.deck, move.card)
    to, seat = draw.to, draw.seat
    if to == "market":
        d.market = with_added(d.market, move.card)
        d.event("market", f"{card_name(d, move.card)} joins the market", card=move.card)
    elif to == "reward":
        assert draw.group is not None
        d.set_group(draw.group, rewards=(*d.groups[draw.group].rewards, move.card))
        d.event("reward", f"The group finds {card_name(d, move.card)}", card=move.card)
    else:
        assert seat is not None
        d.give(seat, move.card)
        if to == "hand":  # dealt face down
            d.event("dealt", f"Seat {seat} draws a card", seat=seat)
        else:  # bought cards stay on the table, face up, until the seat is done (D11)
            entry = Bought(card=move.card, redrawn=to == "redrawn", traded=False)
            d.bought = replaced(d.bought, seat, (*d.bought[seat], entry))
            text = f"Seat {seat} draws {card_name(d, move.card)}"
            d.event("bought", text, seat=seat, card=move.card)


#: the chance moves, by class: what the pending draw's outcome does
_CHANCE: dict[type[Any], Callable[[DraggFields, Draw, Any], None]] = {
    wire.ChooseFirstPlayer: _first_player,
    wire.DrawCard: _draw_card,
    wire.RevealToken: reveal,
    wire.DrawRoom: draw_room,
    wire.DrawCurse: draw_curse,
}


# --- keeping the game going (the run steps: rules_run) --------------------------------------------


def _settle(d: DraggFields) -> list[tuple[Any, int]]:
    """Run what follows by itself until a chance event or a seat's decision is due; returns the
    chance event's outcomes (none when a seat decides), which the next state keeps."""
    for _ in range(10_000):
        if d.status != "ongoing":
            return []
        if d.queue:
            outcomes = _outcomes(d)
            if outcomes:
                return outcomes
            d.queue = d.queue[1:]  # D18: an empty deck gives nothing
            continue
        if _step(d):
            continue
        return []
    raise AssertionError("the rules did not settle")


def _step(d: DraggFields) -> bool:
    """One automatic step; False when a seat must decide (or nothing is left to do)."""
    phase = d.phase
    if phase == "setup":
        start_round(d)
        return True
    if phase == "scout" and scouts_allowed(d) == 0:
        d.phase = "select"
        return True
    if phase == "run":
        return step_run(d)
    return False


#: the seat moves, by class
_SEAT: dict[type[Any], Callable[[DraggFields, Any], None]] = {**ROUND_MOVES, **RUN_MOVES}


# --- score ----------------------------------------------------------------------------------------


def score(state: DraggState) -> Score:
    """D14, D16: Fame, plus the Fame of the heads a seat kept; most wins once the Mage is dead."""
    cards = state.cards
    totals = [
        state.fame[seat] + sum(2 * cards.level_of(cid) for cid in state.kept[seat])
        for seat in range(state.players)
    ]
    best = max(totals)
    winners = [s for s, t in enumerate(totals) if t == best] if state.status == "won" else []
    return Score(
        status=state.status,
        winners=winners,
        scores={str(s): float(t) for s, t in enumerate(totals)},
        breakdown={
            "fame": list(state.fame),
            "kept_heads": [list(k) for k in state.kept],
            "trophies": list(state.trophies),
            "doom": state.doom,
            "round": state.round,
        },
    )
