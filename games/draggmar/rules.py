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
from typing import Any, TypeVar

from pydantic import BaseModel

from games.core.errors import InvalidSetup
from games.core.flow import Flow, Handling, Open, Refusal, Step, on
from games.core.game import LegalMove, Score, Setup
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
    HIRE_MOVES,
    STARTING_HEROES,
    discard,
    done,
    hire_moves,
    reveal,
    scout,
    scouts_allowed,
    select,
    select_options,
    start_round,
    starting_hand,
)
from games.draggmar.rules_run import (
    RUN_MOVES,
    curse_discard,
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
    new_state,
)

M = TypeVar("M", bound=BaseModel)

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


def _outcomes_of(s: DraggFields, draw: Draw) -> list[tuple[Any, int]]:
    """The pending draw's outcomes, kept with a state once worked out (not with a draft: it
    changes)."""
    if type(s) is not DraggState:
        return _outcomes(s)
    outcomes = s.outcomes
    if outcomes is None:
        outcomes = _outcomes(s)
        object.__setattr__(s, "outcomes", outcomes)
    return outcomes


def _can_draw(s: DraggFields, draw: Draw) -> bool:
    """Whether the draw has an outcome (what :func:`_outcomes` would list, not listed)."""
    kind = draw.type
    if kind == "choose_first_player":
        return True
    if kind == "reveal_token":
        return bool(s.tokens)
    if kind == "draw_room" and draw.group is not None and s.groups[draw.group].location == KEEP:
        return bool(keep_weights(s, draw.group))
    deck = "curses" if kind == "draw_curse" else draw.deck
    assert deck is not None, "a card is drawn from a deck"
    return bool(s.decks[deck])


def _nothing_to_draw(d: DraggFields, draw: Draw) -> bool:
    """D18: a draw from an empty deck gives nothing: it leaves the queue."""
    if _can_draw(d, draw):
        return False
    d.queue = d.queue[1:]
    return True


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


def _pending(s: DraggFields, draw: Draw) -> wire.PendingChance:
    deck = draw.deck
    group = s.groups[draw.group] if draw.group is not None else None
    if draw.type == "draw_room" and group is not None and group.location == KEEP:
        deck = None
    return wire.PendingChance(
        type=draw.type,  # type: ignore[arg-type]  # a queued draw's type is a wire Draw's
        deck=deck,
        location=draw.location,
        text=_pending_text(s, draw),
    )


def _chance_label(s: DraggFields, move: Any) -> str:
    if isinstance(move, wire.ChooseFirstPlayer):
        return f"Seat {move.seat} takes the first player token"
    if isinstance(move, wire.RevealToken):
        return f"Dungeon {move.location} is level {move.level}"
    return f"Draw {card_name(s, move.card)}"


# --- a seat's moves, by phase ---------------------------------------------------------------------


def _seat_moves(s: DraggFields, arg: None, seat: int) -> Sequence[LegalMove[Any]]:
    """A seat's moves at a phase's step (D9: every seat with a decision moves at once; the
    flow lists them seat by seat and keeps each seat's with the state)."""
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


#: a hero's preparation for its room that touches only its own seat: the items in its hand
#: and equipped, its Fame and ``fame_spent`` (rules_run). No automatic step reads these (the
#: run's step looks at heroes in hand, ``ready``, ``out``, requests, stages, decks; the other
#: phases' steps are not due in a run), nor does any other seat's listing (a seat's moves read
#: its own runner and hand, and of the others only ``out`` and ``asking``): after such a move
#: a settled state is still settled and only the mover's moves change (a third of the moves of
#: a random game, issue 13; the run step's ``own``)
OWN_PREPARATION: frozenset[type[BaseModel]] = frozenset({wire.Equip, wire.Unequip, wire.SpendFame})


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


# --- the flow: every step declared once -----------------------------------------------------------

#: the chance steps, by the type of the draw at the head of the queue
_DRAWS = {
    "choose_first_player": "first_player",
    "draw_card": "card",
    "reveal_token": "token",
    "draw_room": "room",
    "draw_curse": "curse",
}
_EVERY = frozenset({*_DRAWS.values(), "deal", "setup", "scout", "select", "hire", "run"})
_WAITING: Open = ()


def step_of(s: DraggFields) -> Open:
    """The step open now: the draw at the head of the queue (D9: every draw is a chance event,
    and no seat decides while one waits), else the phase's."""
    if s.queue:
        draw = s.queue[0]
        return ((_DRAWS[draw.type], draw),)
    if s.phase == "over":
        return _WAITING
    return ((s.phase, None),)


def _drawn(
    handler: Callable[[DraggFields, Draw, M], None],
) -> Callable[[DraggFields, Draw, M], None]:
    """A chance move's handler: the draw leaves the queue, then its outcome applies."""

    def drawn(d: DraggFields, draw: Draw, move: M) -> None:
        d.queue = d.queue[1:]
        handler(d, draw, move)

    return drawn


def _draw(
    name: str, move: type[M], handler: Callable[[DraggFields, Draw, M], None]
) -> Step[DraggFields, Draw]:
    return Step(
        name,
        "chance",
        on=(on(move, _drawn(handler)),),
        then=_EVERY,
        pending=_pending,
        outcomes=_outcomes_of,
        label=_chance_label,
        listed=True,
        settle=_nothing_to_draw,
    )


def _seat(move: type[M], handler: Callable[[DraggFields, M], None]) -> Handling[DraggFields, None]:
    """A seat's move and its handler (no step argument: the move says what it is about)."""
    return on(move, lambda d, arg, m: handler(d, m))


#: D40, D50: a seat owing a discard makes it first, whatever the phase
_DISCARDS = (_seat(wire.Discard, discard), _seat(wire.CurseDiscard, curse_discard))


def _phase(
    name: str,
    moves: tuple[Handling[DraggFields, None], ...],
    then: frozenset[str],
    text: str,
    settle: Callable[[DraggFields, None], bool] | None = None,
    own: frozenset[type[BaseModel]] = frozenset(),
) -> Step[DraggFields, None]:
    return Step(
        name,
        "decision",
        on=moves + _DISCARDS,
        then=then,
        text=text,
        seat_moves=_seat_moves,
        listed=True,
        settle=settle,
        own=own,
    )


def _scouting_over(d: DraggFields, arg: None) -> bool:
    """No dungeon left face down: the selection begins."""
    if scouts_allowed(d) > 0:
        return False
    d.phase = "select"
    return True


STEPS: tuple[Step[DraggFields, Any], ...] = (
    _draw("first_player", wire.ChooseFirstPlayer, _first_player),
    _draw("card", wire.DrawCard, _draw_card),
    _draw("token", wire.RevealToken, reveal),
    _draw("room", wire.DrawRoom, draw_room),
    _draw("curse", wire.DrawCurse, draw_curse),
    _phase(
        "deal",
        (_seat(wire.StartingHand, starting_hand),),
        frozenset({"deal", "card", "setup"}),
        "every seat chooses its starting hand (D38)",
    ),
    Step("setup", "automatic", then=frozenset({"scout"}), run=lambda d, arg: start_round(d)),
    _phase(
        "scout",
        (_seat(wire.Scout, scout), _seat(wire.Done, done)),
        frozenset({"scout", "token", "select"}),
        "every seat scouts a dungeon (D10)",
        settle=_scouting_over,
    ),
    _phase(
        "select",
        (_seat(wire.Select, select),),
        frozenset({"select", "hire"}),
        "every seat places its standee (D10)",
    ),
    _phase(
        "hire",
        tuple(_seat(move, handler) for move, handler in HIRE_MOVES.items()),
        frozenset({"hire", "card", "run"}),
        "the seats hire and trade (D11)",
    ),
    _phase(
        "run",
        (*(_seat(move, handler) for move, handler in RUN_MOVES.items()), _seat(wire.Done, done)),
        _EVERY,
        "the groups run their dungeons (D12-D14, D35)",
        settle=lambda d, arg: step_run(d),
        own=OWN_PREPARATION,
    ),
)


def _why(s: DraggFields, move: Any, reason: Refusal, words: str) -> str:
    """A refused move, in Draggmar's words."""
    if reason == "chance-awaited":
        return f"waiting for a chance event: {_pending_text(s, s.queue[0])}"
    if reason == "not-listed" and s.queue:
        return f"{move.type}: not a possible outcome now ({_pending_text(s, s.queue[0])})"
    if reason == "no-chance":
        return "no chance event is pending: a seat must move"
    legal = [m for m in FLOW.decisions(s) if m.seat == move.seat]
    return _why_illegal(s, move, legal)


def _canonical(move: Any) -> Any:
    """A split's seats in order, as the moves list them."""
    if type(move) is wire.Split:
        return move.model_copy(update={"seats": sorted(move.seats)})
    return move


FLOW: Flow[DraggState, DraggFields] = Flow(
    DraggState,
    STEPS,
    step_of,
    chance_moves=wire.CHANCE_MOVES,
    over=lambda s: f"the game is over ({s.status})",
    counts_moves=True,
    memo=True,
    canonical=_canonical,
    why=_why,
    players=lambda s: s.players,
)
legal_moves = FLOW.legal_moves  # the rules' facade, read from the flow
chance_outcomes = FLOW.chance_outcomes
pending_chance = FLOW.pending_chance
to_act = FLOW.to_act
apply = FLOW.apply


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
