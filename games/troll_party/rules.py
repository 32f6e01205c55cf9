"""New Troll Party's rules (rulebook and rulings P3-P11) as pure functions of :class:`TrollState`.

A round (P3): (two seats: deal the dummy's three cards, P11) -> every seat places -> Purple
peeks and swaps or declines (P7) -> each table from the first player's, clockwise: reveal,
Orange may nullify (P8), ties are ordered (P9), the owner's highest or lowest card (P4, P5),
the middle card's goat -> the marker passes. After four rounds, final cards (P6); then the
middle total wins (P10). A seat is asked about a goat only when it has a real choice; a forced
goat move happens at once (its event says so).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any, TypeVar

from pydantic import BaseModel

from games.core.errors import GameOver, IllegalMove, InvalidSetup
from games.core.game import Event, LegalMove, Score, Setup
from games.core.slots import new_event, new_legal_move
from games.core.tuples import replaced, with_added, without
from games.troll_party import wire
from games.troll_party.content import ROUNDS, TABLES, card
from games.troll_party.state import (
    CENTER,
    CHOOSE_FIRST,
    DEAL,
    EMPTY_ROW,
    FINAL,
    MOVE_GOAT,
    ORANGE,
    ORDER,
    OVER,
    PLACE,
    PURPLE,
    REMOVE_GOAT,
    SWAP,
    TrollState,
    consistent_orders,
    evolve,
    new_state,
    table_names,
    update,
)

DUMMY = 2


def new_game(setup: Setup) -> TrollState:
    """Set-up (rulebook Setup, P2, P12): full hands, every goat in the centre."""
    try:
        return new_state(setup.players, setup.mode, setup.seed, setup.options)
    except ValueError as error:  # options the schema accepts but the rules cannot set up
        raise InvalidSetup(str(error)) from None


#: the seat move types each stage accepts
STAGE_MOVES = {
    PLACE: ("place_card", "place"),
    PURPLE: ("peek", "decline"),
    SWAP: ("swap",),
    ORANGE: ("nullify", "decline"),
    ORDER: ("order_ties",),
    MOVE_GOAT: ("move_goat",),
    REMOVE_GOAT: ("remove_goat",),
}
STAGE_TEXT = {
    PLACE: "P3: seats are placing their cards",
    PURPLE: "P7: Purple decides whether to peek",
    SWAP: "P7: Purple must swap at the table peeked",
    ORANGE: "P8: Orange decides whether to nullify this scuffle",
    ORDER: "P9: the tied cards are being ordered",
    MOVE_GOAT: "P4: the owner's highest card moves a goat",
    REMOVE_GOAT: "P4, P6: a goat returns to the centre",
}


# --- moves made once ------------------------------------------------------------------------

M = TypeVar("M", bound=BaseModel)


@cache
def _made(model: type[M], **fields: Any) -> M:
    """A move (or pending event) of plain values, made once and shared: they are frozen models,
    and pydantic's validation was a tenth of a random playout's time (issue 13). Its values
    are seats, tables, card ids and goats, so this holds a bounded few."""
    return model(**fields)


@cache
def _order_ties_move(seat: int, order: tuple[int, ...]) -> wire.OrderTies:
    """``order_ties`` for an order (a list on the wire, so not a key of ``_made``)."""
    return wire.OrderTies(seat=seat, order=list(order))


# --- what is pending -------------------------------------------------------------------------


def _next_deal_table(state: TrollState) -> int:
    return next(t for t in range(TABLES) if state.placements[t][DUMMY] is None)


def pending_chance(state: TrollState) -> wire.PendingChance | None:
    """The chance event the state waits for, if any."""
    if state.stage == CHOOSE_FIRST:
        return _made(
            wire.PendingChance,
            type="choose_first_player",
            text="P12: choose the first player at random",
        )
    if state.stage == DEAL:
        table = _next_deal_table(state)
        return _made(
            wire.PendingChance,
            type="deal_dummy",
            table=table,
            text=f"P11: deal a random {state.name(DUMMY)} card face down to"
            f" {state.table_name(table)}",
        )
    return None


def tie_orderer(state: TrollState, table: int) -> int:
    """P9, P11: Green; with Green the dummy, the seat not in the tie.

    When no single seat is outside the tie (only possible with replacement cards, or a
    three-way tie), the first player orders it.
    """
    green = state.seat_of("green")
    if green is not None:
        return green
    halves = state.halves_at(table)
    counts = Counter(halves)
    outside = [s for s in range(state.players) if counts[halves[s]] == 1]
    return outside[0] if len(outside) == 1 else state.first_seat()


def to_act(state: TrollState) -> tuple[int, ...]:
    stage = state.stage
    if stage == PLACE:
        return state.placing()
    if stage in (PURPLE, SWAP):
        return (state.power_seat("purple"),)
    if stage == ORANGE:
        return (state.power_seat("orange"),)
    if stage == ORDER:
        return (tie_orderer(state, state.resolving_table()),)
    if stage in (MOVE_GOAT, REMOVE_GOAT):
        return (state.resolving_table(),)
    return ()


def chance_outcomes(state: TrollState) -> list[tuple[wire.ChanceMove, int]]:
    if state.stage == CHOOSE_FIRST:
        return [(_made(wire.ChooseFirstPlayer, seat=s), 1) for s in range(state.players)]
    if state.stage == DEAL:
        table = _next_deal_table(state)
        counts = Counter(state.hands[DUMMY])
        return [(_made(wire.DealDummy, table=table, card=c), n) for c, n in sorted(counts.items())]
    return []


# --- goat choices (P4, P5) -------------------------------------------------------------------


def _goat_variants(tables: tuple[int, ...], golden: int, source: int) -> tuple[bool, ...]:
    """P5: from a table holding the Golden Goat the mover chooses which goat goes."""
    if golden == source:
        return (True, False) if tables[source] > 1 else (True,)
    return (False,)


def move_goat_options(state: TrollState, owner: int) -> tuple[tuple[int, int, bool], ...]:
    """P4: one goat from the owner's table to another, or from another table to the owner's."""
    return _goat_moves(owner, state.tables, state.golden)


@cache
def _goat_moves(
    owner: int, tables: tuple[int, ...], golden: int
) -> tuple[tuple[int, int, bool], ...]:
    """:func:`move_goat_options` of a goat layout, worked out once: asked to list, check and
    make every highest card's move, of at most 3 owners x 16^3 layouts x 4 Golden Goats."""
    options: list[tuple[int, int, bool]] = []
    others = [t for t in range(TABLES) if t != owner]
    if tables[owner]:
        for gold in _goat_variants(tables, golden, owner):
            options.extend((owner, to, gold) for to in others)
    for source in others:
        if tables[source]:
            options.extend((source, owner, gold) for gold in _goat_variants(tables, golden, source))
    return tuple(options)


def _goat_words(state: TrollState, source: int, golden: bool) -> str:
    if golden:
        return "the Golden Goat"
    return "a plain goat" if state.golden == source else "a goat"


def _take_from_center(draft: TrollState, band: int, events: list[Event], why: str) -> None:
    """P5: the Golden Goat is the first goat taken from the centre."""
    golden = draft.golden == CENTER
    update(
        draft,
        center=draft.center - 1,
        tables=replaced(draft.tables, band, draft.tables[band] + 1),
        golden=band if golden else draft.golden,
    )
    goat = "the Golden Goat" if golden else "a goat"
    events.append(
        new_event(
            "goat_taken",
            f"{draft.name(band)} takes {goat} from the centre ({why})",
            {"table": band, "golden": golden},
        )
    )


def _return_to_center(
    draft: TrollState, band: int, golden: bool, events: list[Event], why: str
) -> None:
    goat = _goat_words(draft, band, golden)
    update(
        draft,
        center=draft.center + 1,
        tables=replaced(draft.tables, band, draft.tables[band] - 1),
        golden=CENTER if golden else draft.golden,
    )
    events.append(
        new_event(
            "goat_returned",
            f"{draft.name(band)} returns {goat} to the centre ({why})",
            {"table": band, "golden": golden},
        )
    )


def _move_goat(draft: TrollState, source: int, to: int, golden: bool, events: list[Event]) -> None:
    goat = _goat_words(draft, source, golden)
    events.append(
        new_event(
            "goat_moved",
            f"{goat[0].upper()}{goat[1:]} moves from {draft.table_name(source)} to"
            f" {draft.table_name(to)} (P4: highest card)",
            {"from_table": source, "to_table": to, "golden": golden},
        )
    )
    update(
        draft,
        tables=replaced(
            replaced(draft.tables, source, draft.tables[source] - 1), to, draft.tables[to] + 1
        ),
        golden=to if golden else draft.golden,
    )


# --- legal moves -----------------------------------------------------------------------------


class _PlaceCardOffers(dict[str, LegalMove[wire.AnyMove]]):
    """Each ``place_card`` of one seat at one table, by card, with its label: made when first
    asked and shared (a round lists up to 3 seats x 3 tables x 13 cards of them, each validated
    by pydantic when made)."""

    def __init__(self, seat: int, table: int, where: str) -> None:
        super().__init__()
        self.seat, self.table, self.where = seat, table, where

    def __missing__(self, cid: str) -> LegalMove[wire.AnyMove]:
        offer = new_legal_move(
            wire.PlaceCard(seat=self.seat, table=self.table, card=cid),
            self.seat,
            f"Put your {card(cid).short} at {self.where}",
            None,
        )
        self[cid] = offer
        return offer


@cache
def _place_card_offers(seat: int, table: int, where: str) -> _PlaceCardOffers:
    """Bounded: by the seatings' table names, and each by the possible ids of a band's cards."""
    return _PlaceCardOffers(seat, table, where)


@lru_cache(maxsize=512)
def _seat_place_moves(
    seat: int, tables: tuple[int, ...], hand: tuple[str, ...], bands: tuple[str, ...], players: int
) -> tuple[LegalMove[wire.AnyMove], ...]:
    """P3, P13: one card of the hand (equal ids once) to one table the seat has not filled.

    The same while that seat does not place, so one list serves the states where the other
    seats place theirs."""
    names = table_names(bands, players, seat)
    cards = dict.fromkeys(hand)  # the hand is sorted: its distinct ids, in order
    moves: list[LegalMove[wire.AnyMove]] = []
    for table in tables:
        offers = _place_card_offers(seat, table, names[table])
        moves += [offers[cid] for cid in cards]
    return tuple(moves)


def _order_label(state: TrollState, table: int, order: tuple[int, ...]) -> str:
    row = state.placements[table]
    ranked = " > ".join(f"{state.name(b)} {card(row[b]).short}" for b in order)
    return f"Rank {ranked}: {state.name(order[1])}'s card is the middle one"


def legal_moves(state: TrollState) -> list[LegalMove[wire.AnyMove]]:
    stage = state.stage
    if stage == PLACE:  # first: most moves of a game are placements
        moves: list[LegalMove[wire.AnyMove]] = []
        hands, bands, players = state.hands, state.bands, state.players
        for seat in state.placing():
            moves += _seat_place_moves(seat, state.open_tables(seat), hands[seat], bands, players)
        return moves
    if stage == OVER:
        return []
    outcomes = chance_outcomes(state)
    if outcomes:
        total = sum(weight for _, weight in outcomes)
        return [
            new_legal_move(m, None, chance_label(state, m), weight / total)
            for m, weight in outcomes
        ]
    (seat,) = to_act(state)
    if stage == PURPLE:
        moves = [
            new_legal_move(_made(wire.Decline, seat=seat), seat, "Don't peek this round (P7)", None)
        ]
        for t in range(TABLES):
            if state.swap_cards(t):
                label = f"Peek at {state.table_name(t, seat)}, then swap your card there"
                moves.append(
                    new_legal_move(_made(wire.Peek, seat=seat, table=t), seat, label, None)
                )
        return moves
    if stage == SWAP:
        peeked = state.peeked_table()
        placed = card(state.placements[peeked][seat]).short
        where = state.table_name(peeked, seat)
        return [
            new_legal_move(
                _made(wire.Swap, seat=seat, card=cid),
                seat,
                f"Put your {card(cid).short} at {where} and take back your {placed}",
                None,
            )
            for cid in state.swap_cards(peeked)
        ]
    table = state.resolving_table()
    where = state.table_name(table, seat)
    if stage == ORANGE:
        return [
            new_legal_move(
                _made(wire.Nullify, seat=seat, table=table),
                seat,
                f"Nullify the scuffle at {where} (once per game)",
                None,
            ),
            new_legal_move(
                _made(wire.Decline, seat=seat), seat, f"Let the scuffle at {where} stand", None
            ),
        ]
    if stage == ORDER:
        return [
            new_legal_move(_order_ties_move(seat, o), seat, _order_label(state, table, o), None)
            for o in consistent_orders(state.halves_at(table))
        ]
    if stage == MOVE_GOAT:
        return [
            new_legal_move(
                _made(wire.MoveGoat, seat=seat, from_table=source, to_table=to, golden=golden),
                seat,
                f"Move {_goat_words(state, source, golden)} from {state.table_name(source, seat)}"
                f" to {state.table_name(to, seat)}",
                None,
            )
            for source, to, golden in move_goat_options(state, seat)
        ]
    return [
        new_legal_move(
            _made(wire.RemoveGoat, seat=seat, golden=golden),
            seat,
            f"Return {words} to the centre",
            None,
        )
        for golden, words in ((True, "the Golden Goat"), (False, "a plain goat"))
    ]


def chance_label(state: TrollState, move: wire.ChanceMove) -> str:
    if isinstance(move, wire.ChooseFirstPlayer):
        return f"{state.name(move.seat)} (seat {move.seat}) takes the First Player Marker"
    return f"Deal the {card(move.card).name} to {state.table_name(move.table)}"


# --- applying a move -------------------------------------------------------------------------
#
# ``apply`` checks who may move, then copies the state once (counting the turn or the draw);
# the handlers and the steps they chain (reveal, goats, discard, the next table, the next
# round) change that draft in place with ``update``, and ``apply`` hands it back.


def apply(state: TrollState, move: wire.AnyMove) -> tuple[TrollState, list[Event]]:
    if state.stage == OVER:
        raise GameOver("the game is over: the final cards are played and the goats counted")
    pending = pending_chance(state)
    if pending is not None:
        if not isinstance(move, wire.CHANCE_MOVES) or move.type != pending.type:
            raise IllegalMove(f"waiting for a chance event: {pending.text} ({pending.type})")
        draft = evolve(state, draw_counter=state.draw_counter + 1)
    elif isinstance(move, wire.CHANCE_MOVES):
        raise IllegalMove(f"no chance event is pending: {STAGE_TEXT[state.stage]}")
    else:
        actors = to_act(state)
        if move.seat not in actors:
            raise IllegalMove(
                f"seat {move.seat} may not move now: {STAGE_TEXT[state.stage]}, waiting for"
                f" seat(s) {', '.join(map(str, actors))}"
            )
        if move.type not in STAGE_MOVES[state.stage]:
            allowed = " or ".join(STAGE_MOVES[state.stage])
            raise IllegalMove(f"{STAGE_TEXT[state.stage]}: send {allowed}, not {move.type}")
        draft = evolve(state, turn=state.turn + 1)
    events: list[Event] = []
    _HANDLERS[move.type](draft, move, events)
    return draft, events


def _choose_first_player(draft, move: wire.ChooseFirstPlayer, events) -> None:
    if move.seat >= draft.players:
        raise IllegalMove(f"P12: seat {move.seat} is not a seat of a {draft.players}-seat game")
    events.append(
        new_event(
            "first_player",
            f"{draft.name(move.seat)} takes the First Player Marker",
            {"seat": move.seat},
        )
    )
    update(draft, first_player=move.seat, stage=DEAL if draft.players == 2 else PLACE)


def _deal_dummy(draft, move: wire.DealDummy, events) -> None:
    table = _next_deal_table(draft)
    if move.table != table:
        raise IllegalMove(f"P11: the dummy's next card goes to table {table}, not {move.table}")
    if move.card not in draft.hands[DUMMY]:
        raise IllegalMove(f"P11: {move.card} is not among the dummy's undealt cards")
    update(
        draft,
        hands=replaced(draft.hands, DUMMY, without(draft.hands[DUMMY], move.card)),
        placements=replaced(
            draft.placements, table, replaced(draft.placements[table], DUMMY, move.card)
        ),
    )
    events.append(
        new_event(
            "dummy_dealt",
            f"{draft.name(DUMMY)} is dealt a card face down at {draft.table_name(table)}",
            {"table": table},
        )
    )
    if table == TABLES - 1:
        update(draft, stage=PLACE)


def _place_card(draft, move: wire.PlaceCard, events) -> None:
    seat, table = move.seat, move.table
    if draft.placements[table][seat] is not None:
        raise IllegalMove(
            f"P3: {draft.name(seat)} has already placed a card at {draft.table_name(table)}"
            " this round"
        )
    if move.card not in draft.hands[seat]:
        raise IllegalMove(
            f"P3: {draft.name(seat)} places cards from hand, and {move.card} is not in it"
        )
    update(
        draft,
        hands=replaced(draft.hands, seat, without(draft.hands[seat], move.card)),
        placements=replaced(
            draft.placements, table, replaced(draft.placements[table], seat, move.card)
        ),
    )
    left = len(draft.open_tables(seat))
    events.append(  # where it goes stays secret until the seat's three cards are down (P13)
        new_event(
            "card_placed",
            f"{draft.name(seat)} places a card face down"
            + (f" ({left} to go)" if left else ": all three are down"),
            {"seat": seat, "cards_left_to_place": left},
        )
    )
    if not left:  # the round goes on only once this seat (and every other) is done
        _after_placing(draft, events)


def _place(draft, move: wire.Place, events) -> None:
    seat = move.seat
    if draft.open_tables(seat) != tuple(range(TABLES)):
        raise IllegalMove(
            f"P13: {draft.name(seat)} has begun placing one card at a time: go on with place_card"
        )
    cards = move.cards.as_tuple()
    have = Counter(draft.hands[seat])
    for cid, needed in Counter(cards).items():
        if have[cid] < needed:
            what = "is not" if not have[cid] else f"is there only {have[cid]} time(s)"
            raise IllegalMove(
                f"P3: {draft.name(seat)} places cards from hand, and {cid} {what} in it"
            )
    update(
        draft,
        hands=replaced(draft.hands, seat, without(draft.hands[seat], *cards)),
        placements=tuple(
            replaced(row, seat, cid) for row, cid in zip(draft.placements, cards, strict=True)
        ),
    )
    events.append(
        new_event(
            "cards_placed",
            f"{draft.name(seat)} places a card face down at each table",
            {"seat": seat},
        )
    )
    _after_placing(draft, events)


def _after_placing(draft: TrollState, events: list[Event]) -> None:
    """P3, P7: once every seat has placed its three cards, Purple's power, then the scuffles."""
    if draft.placing():
        return
    if draft.seat_of("purple") is not None:
        update(draft, stage=PURPLE)
        return
    _next_scuffle(draft, events)


def _peek(draft, move: wire.Peek, events) -> None:
    if not draft.swap_cards(move.table):
        mine = card(draft.placements[move.table][move.seat]).short
        raise IllegalMove(
            f"P7: Purple may not peek at {draft.table_name(move.table)}: no card in her hand"
            f" differs from her {mine} there, so the swap could change nothing"
        )
    events.append(
        new_event(
            "purple_peeked",
            f"Purple peeks at {draft.table_name(move.table)} and must swap there",
            {"seat": move.seat, "table": move.table},
        )
    )
    update(draft, stage=SWAP, purple_peek=move.table)


def _swap(draft, move: wire.Swap, events) -> None:
    seat, table = move.seat, draft.purple_peek
    hand = draft.hands[seat]
    if move.card not in hand:
        raise IllegalMove(f"P7: Purple swaps in a card from hand, and {move.card} is not in it")
    back = draft.placements[table][seat]
    if move.card == back:
        raise IllegalMove(
            f"P7: the swap must change something: {move.card} is the card Purple takes back;"
            f" put in one of {', '.join(draft.swap_cards(table))}"
        )
    update(
        draft,
        hands=replaced(draft.hands, seat, with_added(without(hand, move.card), back)),
        placements=replaced(
            draft.placements, table, replaced(draft.placements[table], seat, move.card)
        ),
    )
    events.append(
        new_event(
            "purple_swapped",
            f"Purple swaps a card from hand with hers at {draft.table_name(table)}",
            {"seat": seat, "table": table},
        )
    )
    _next_scuffle(draft, events)


def _decline(draft, move: wire.Decline, events) -> None:
    if draft.stage == PURPLE:
        events.append(
            new_event("purple_declined", "Purple does not peek this round", {"seat": move.seat})
        )
        _next_scuffle(draft, events)
        return
    events.append(
        new_event(
            "orange_declined",
            f"Orange lets the scuffle at {draft.table_name(draft.resolving)} stand",
            {"seat": move.seat, "table": draft.resolving},
        )
    )
    _after_orange(draft, events)


def _nullify(draft, move: wire.Nullify, events) -> None:
    table = draft.resolving
    if move.table != table:
        raise IllegalMove(
            f"P8: Orange may nullify only the scuffle being resolved, at {draft.table_name(table)}"
        )
    events.append(
        new_event(
            "scuffle_nullified",
            f"Orange nullifies the scuffle at {draft.table_name(table)}: no goats move",
            {"seat": move.seat, "table": table},
        )
    )
    update(draft, orange_used=True)
    _discard_table(draft)
    _next_scuffle(draft, events)


def _order_ties(draft, move: wire.OrderTies, events) -> None:
    order = tuple(move.order)
    table = draft.resolving
    orders = consistent_orders(draft.halves_at(table))
    if order not in orders:
        raise IllegalMove(
            f"P9: {list(order)} does not rank the cards at {draft.table_name(table)} by value;"
            f" choose one of {[list(o) for o in orders]}"
        )
    events.append(
        new_event(
            "ties_ordered",
            f"{draft.name(move.seat)} orders the tie: {_order_label(draft, table, order)}",
            {"seat": move.seat, "table": table, "order": list(order)},
        )
    )
    _effects(draft, order, events)


def _move_goat_move(draft, move: wire.MoveGoat, events) -> None:
    choice = (move.from_table, move.to_table, move.golden)
    if choice not in move_goat_options(draft, move.seat):
        raise IllegalMove(
            "P4, P5: the highest card moves one goat from the owner's table to another table, or"
            " from another table to the owner's; golden only when that goat is on the"
            " source table, plain only when a plain goat is there"
        )
    _move_goat(draft, *choice, events)
    _middle(draft, events)


def _remove_goat(draft, move: wire.RemoveGoat, events) -> None:
    seat = move.seat
    if draft.round == FINAL:
        _return_to_center(draft, seat, move.golden, events, "P6: final card")
        _discard_final(draft, seat)
        _advance_final(draft, events)
        return
    _return_to_center(draft, seat, move.golden, events, "P4: lowest card")
    _middle(draft, events)


# --- resolving the tables --------------------------------------------------------------------


def _next_scuffle(draft: TrollState, events: list[Event]) -> None:
    """P3: the next table clockwise from the first player's that still holds cards."""
    for table in draft.tables_in_order():
        if draft.placements[table][0] is not None:
            _reveal(draft, table, events)
            return
    _end_round(draft, events)


def _reveal(draft: TrollState, table: int, events: list[Event]) -> None:
    row = draft.placements[table]
    shown = ", ".join([f"{draft.name(b)} {card(row[b]).short}" for b in range(TABLES)])
    events.append(
        new_event(
            "cards_revealed",
            f"The cards at {draft.table_name(table)} are revealed: {shown}",
            {"table": table, "cards": list(row)},
        )
    )
    if draft.seat_of("orange") is not None and not draft.orange_used:
        update(draft, resolving=table, order=None, stage=ORANGE)
        return
    update(draft, resolving=table, order=None)
    _after_orange(draft, events)


def _after_orange(draft: TrollState, events: list[Event]) -> None:
    orders = consistent_orders(draft.halves_at(draft.resolving_table()))
    if len(orders) > 1:
        update(draft, stage=ORDER)
        return
    _effects(draft, orders[0], events)


def _effects(draft: TrollState, order: tuple[int, ...], events: list[Event]) -> None:
    """P4: the owner's highest card moves a goat, or the owner's lowest returns one."""
    update(draft, order=order)
    table = draft.resolving
    high, _, low = order
    if table not in (high, low):
        _middle(draft, events)
        return
    which = "highest" if table == high else "lowest"
    if not draft.is_seat(table):
        events.append(
            new_event(
                "no_effect",
                f"P11: the dummy's {which} card at its own table does nothing",
                {"table": table},
            )
        )
    elif table == high:
        options = move_goat_options(draft, table)
        if len(options) > 1:
            update(draft, stage=MOVE_GOAT)
            return
        if options:
            _move_goat(draft, *options[0], events)
        else:
            events.append(
                new_event("no_effect", "P4: the highest card has no goat to move", {"table": table})
            )
    elif not draft.tables[table]:
        events.append(
            new_event(
                "no_effect", "P4: the lowest card's owner has no goat to return", {"table": table}
            )
        )
    else:
        choices = _goat_variants(draft.tables, draft.golden, table)
        if len(choices) > 1:
            update(draft, stage=REMOVE_GOAT)
            return
        _return_to_center(draft, table, choices[0], events, "P4: lowest card")
    _middle(draft, events)


def _middle(draft: TrollState, events: list[Event]) -> None:
    """P4: the middle card's band takes a goat from the centre; then the table is done."""
    order = draft.order
    assert order is not None, "P4: the cards are ranked before the middle one takes a goat"
    middle = order[1]
    if draft.center:
        _take_from_center(draft, middle, events, "P4: middle card")
    else:
        events.append(
            new_event(
                "no_effect", "P4: the centre has no goat for the middle card", {"table": middle}
            )
        )
    _discard_table(draft)
    _next_scuffle(draft, events)


def _discard_table(draft: TrollState) -> None:
    table = draft.resolving_table()
    # every band has a card here: the table is resolved only once all are placed (P3)
    row = [cid for cid in draft.placements[table] if cid is not None]
    update(
        draft,
        discards=with_added(draft.discards, *row),
        placements=replaced(draft.placements, table, EMPTY_ROW),
        resolving=None,
        order=None,
    )


def _end_round(draft: TrollState, events: list[Event]) -> None:
    """P3: the marker passes clockwise; after four rounds the final cards (P6)."""
    first = (draft.first_seat() + 1) % draft.players
    update(draft, first_player=first, round=draft.round + 1, purple_peek=None, resolving=None)
    events.append(
        new_event(
            "marker_passed",
            f"The First Player Marker passes to {draft.name(first)}",
            {"seat": first},
        )
    )
    if draft.round <= ROUNDS:
        events.append(
            new_event("round_started", f"Round {draft.round} begins", {"round": draft.round})
        )
        update(draft, stage=DEAL if draft.players == 2 else PLACE)
        return
    events.append(
        new_event("final_cards", "P6: four rounds are over; the final cards are played", {})
    )
    _advance_final(draft, events)


def _discard_final(draft: TrollState, seat: int) -> None:
    (cid,) = draft.hands[seat]
    update(
        draft,
        hands=replaced(draft.hands, seat, ()),
        discards=with_added(draft.discards, cid),
        resolving=None,
    )


def _advance_final(draft: TrollState, events: list[Event]) -> None:
    """P6: final cards clockwise from the first player; P11: the dummy's is not played."""
    for seat in draft.seats_in_order():
        if not draft.hands[seat]:
            continue
        final = card(draft.hands[seat][0])
        events.append(
            new_event(
                "final_card",
                f"{draft.name(seat)}'s final card: {final.short}",
                {"seat": seat, "card": final.id},
            )
        )
        if final.effect in ("gain", "gain2"):
            for _ in range(1 if final.effect == "gain" else 2):
                if draft.center:
                    _take_from_center(draft, seat, events, "P6: final card")
                else:
                    events.append(new_event("no_effect", "P6: the centre has no goat left", {}))
        elif final.effect == "lose":
            choices = _goat_variants(draft.tables, draft.golden, seat) if draft.tables[seat] else ()
            if len(choices) > 1:
                update(draft, stage=REMOVE_GOAT, resolving=seat)
                return
            if choices:
                _return_to_center(draft, seat, choices[0], events, "P6: final card")
            else:
                events.append(
                    new_event("no_effect", f"P6: {draft.name(seat)} has no goat to return", {})
                )
        _discard_final(draft, seat)
    update(draft, stage=OVER, status="finished", resolving=None)
    result = score(draft)
    if result.winners:
        who = " and ".join(draft.name(s) for s in result.winners)
        text = f"{who} {'win' if len(result.winners) > 1 else 'wins'} with the middle total"
    elif draft.tables.count(result.breakdown["middle_total"]) == 1:
        text = "The dummy alone holds the middle total: nobody wins"
    else:
        text = "The dummy, tied for the middle total, holds the Golden Goat: nobody wins"
    events.append(new_event("game_over", f"P10: {text}", {"winners": list(result.winners)}))


#: keyed by the move's ``type``, so each handler is given the move model it declares; each
#: changes the draft ``apply`` made
_HANDLERS: dict[str, Callable[[TrollState, Any, list[Event]], None]] = {
    "choose_first_player": _choose_first_player,
    "deal_dummy": _deal_dummy,
    "place_card": _place_card,
    "place": _place,
    "peek": _peek,
    "swap": _swap,
    "decline": _decline,
    "nullify": _nullify,
    "order_ties": _order_ties,
    "move_goat": _move_goat_move,
    "remove_goat": _remove_goat,
}


# --- score -----------------------------------------------------------------------------------


def winners(totals: tuple[int, ...], golden: int, players: int) -> list[int]:
    """P10: the middle total wins; ties go to the Golden Goat's holder or are shared.

    The dummy (band 2 of a two-seat game) is tied like any band, but never wins: holding the
    middle total alone, or tied for it with the Golden Goat, it leaves nobody winning.
    """
    middle = sorted(totals)[1]
    tied = [band for band in range(TABLES) if totals[band] == middle]
    if golden in tied:
        tied = [golden]
    return [band for band in tied if band < players]


def score(state: TrollState) -> Score:
    """P10: goats per table; winners once the game is over (``leaders`` meanwhile)."""
    totals = state.tables
    middle = sorted(totals)[1]
    leaders = winners(totals, state.golden, state.players)
    finished = state.status == "finished"
    return Score(
        status=state.status,
        winners=leaders if finished else [],
        scores={str(s): totals[s] for s in range(state.players)},
        breakdown={
            "goats": {state.bands[b]: totals[b] for b in range(TABLES)},
            "center": state.center,
            "golden": "center" if state.golden == CENTER else state.bands[state.golden],
            "middle_total": middle,
            "tied_for_middle": [state.bands[b] for b in range(TABLES) if totals[b] == middle],
            "dummy": state.bands[DUMMY] if state.players == 2 else None,
            "leaders": leaders,
            "round": "final" if state.round == FINAL else state.round,
        },
    )
