"""New Troll Party's rules (rulebook and rulings P3-P11) as pure functions of :class:`TrollState`.

A round (P3): (two seats: deal the dummy's three cards, P11) -> every seat places -> Purple
peeks and swaps or declines (P7) -> each table from the first player's, clockwise: reveal,
Orange may nullify (P8), ties are ordered (P9), the owner's highest or lowest card (P4, P5),
the middle card's goat -> the marker passes. After four rounds, final cards (P6); then the
middle total wins (P10). A seat is asked about a goat only when it has a real choice; a forced
goat move happens at once (its event says so).

The stages are the flow :data:`FLOW` (:mod:`games.core.flow`), one step each, with the seats
that act in it and the moves it takes. A move's handler changes the move's draft and goes on
through whatever follows at once (reveal, goats, discard, the next table, the next round) to
the next stage that waits for someone.
"""

from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache
from typing import Any, TypeVar

from pydantic import BaseModel

from games.core.errors import IllegalMove, InvalidSetup
from games.core.flow import Flow, Open, Step, on
from games.core.game import LegalMove, Score, Setup
from games.core.slots import new_legal_move
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
    TrollFields,
    TrollState,
    consistent_orders,
    new_state,
    table_names,
)

DUMMY = 2


def new_game(setup: Setup) -> TrollState:
    """Set-up (rulebook Setup, P2, P12): full hands, every goat in the centre."""
    try:
        return new_state(setup.players, setup.mode, setup.seed, setup.options)
    except ValueError as error:  # options the schema accepts but the rules cannot set up
        raise InvalidSetup(str(error)) from None


#: what each stage waits for, in words (said when a move does not fit it)
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


# --- chance: the first player, the dummy's cards -----------------------------------------------


def _next_deal_table(state: TrollFields) -> int:
    return next(t for t in range(TABLES) if state.placements[t][DUMMY] is None)


def _first_pending(state: TrollFields, _: None) -> wire.PendingChance:
    text = "P12: choose the first player at random"
    pending: wire.PendingChance = _made(wire.PendingChance, type="choose_first_player", text=text)
    return pending


def _first_outcomes(state: TrollFields, _: None) -> list[tuple[wire.ChooseFirstPlayer, int]]:
    return [(_made(wire.ChooseFirstPlayer, seat=s), 1) for s in range(state.players)]


def _deal_pending(state: TrollFields, _: None) -> wire.PendingChance:
    table = _next_deal_table(state)
    pending: wire.PendingChance = _made(
        wire.PendingChance,
        type="deal_dummy",
        table=table,
        text=f"P11: deal a random {state.name(DUMMY)} card face down to {state.table_name(table)}",
    )
    return pending


def _deal_outcomes(state: TrollFields, _: None) -> list[tuple[wire.DealDummy, int]]:
    table = _next_deal_table(state)
    counts = Counter(state.hands[DUMMY])
    return [(_made(wire.DealDummy, table=table, card=c), n) for c, n in sorted(counts.items())]


def chance_label(state: TrollFields, move: wire.ChanceMove) -> str:
    if isinstance(move, wire.ChooseFirstPlayer):
        return f"{state.name(move.seat)} (seat {move.seat}) takes the First Player Marker"
    return f"Deal the {card(move.card).name} to {state.table_name(move.table)}"


# --- who decides -----------------------------------------------------------------------------


def tie_orderer(state: TrollFields, table: int) -> int:
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


def _placing(state: TrollFields, _: None) -> tuple[int, ...]:
    return state.placing()


def _purple(state: TrollFields, _: None) -> tuple[int, ...]:
    return (state.power_seat("purple"),)


def _orange(state: TrollFields, _: None) -> tuple[int, ...]:
    return (state.power_seat("orange"),)


def _orderer(state: TrollFields, _: None) -> tuple[int, ...]:
    return (tie_orderer(state, state.resolving_table()),)


def _owner(state: TrollFields, _: None) -> tuple[int, ...]:
    return (state.resolving_table(),)


# --- goat choices (P4, P5) -------------------------------------------------------------------


def _goat_variants(tables: tuple[int, ...], golden: int, source: int) -> tuple[bool, ...]:
    """P5: from a table holding the Golden Goat the mover chooses which goat goes."""
    if golden == source:
        return (True, False) if tables[source] > 1 else (True,)
    return (False,)


def move_goat_options(state: TrollFields, owner: int) -> tuple[tuple[int, int, bool], ...]:
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


def _goat_words(state: TrollFields, source: int, golden: bool) -> str:
    if golden:
        return "the Golden Goat"
    return "a plain goat" if state.golden == source else "a goat"


def _take_from_center(d: TrollFields, band: int, why: str) -> None:
    """P5: the Golden Goat is the first goat taken from the centre."""
    golden = d.golden == CENTER
    d.center -= 1
    d.tables = replaced(d.tables, band, d.tables[band] + 1)
    if golden:
        d.golden = band
    goat = "the Golden Goat" if golden else "a goat"
    d.event(
        "goat_taken",
        f"{d.name(band)} takes {goat} from the centre ({why})",
        table=band,
        golden=golden,
    )


def _return_to_center(d: TrollFields, band: int, golden: bool, why: str) -> None:
    goat = _goat_words(d, band, golden)
    d.center += 1
    d.tables = replaced(d.tables, band, d.tables[band] - 1)
    if golden:
        d.golden = CENTER
    d.event(
        "goat_returned",
        f"{d.name(band)} returns {goat} to the centre ({why})",
        table=band,
        golden=golden,
    )


def _move_goat(d: TrollFields, source: int, to: int, golden: bool) -> None:
    goat = _goat_words(d, source, golden)
    d.event(
        "goat_moved",
        f"{goat[0].upper()}{goat[1:]} moves from {d.table_name(source)} to"
        f" {d.table_name(to)} (P4: highest card)",
        from_table=source,
        to_table=to,
        golden=golden,
    )
    d.tables = replaced(replaced(d.tables, source, d.tables[source] - 1), to, d.tables[to] + 1)
    if golden:
        d.golden = to


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


def _order_label(state: TrollFields, table: int, order: tuple[int, ...]) -> str:
    row = state.placements[table]
    ranked = " > ".join(f"{state.name(b)} {card(row[b]).short}" for b in order)
    return f"Rank {ranked}: {state.name(order[1])}'s card is the middle one"


def _place_moves(state: TrollFields, _: None) -> list[LegalMove[wire.AnyMove]]:
    """P3, P13: every placing seat's cards to its open tables (most moves of a game)."""
    moves: list[LegalMove[wire.AnyMove]] = []
    hands, bands, players = state.hands, state.bands, state.players
    for seat in state.placing():
        moves += _seat_place_moves(seat, state.open_tables(seat), hands[seat], bands, players)
    return moves


def _peek_moves(state: TrollFields, _: None) -> list[LegalMove[wire.AnyMove]]:
    """P7: peek where a card of Purple's hand differs from hers, or not."""
    seat = state.power_seat("purple")
    moves = [
        new_legal_move(_made(wire.Decline, seat=seat), seat, "Don't peek this round (P7)", None)
    ]
    for t in range(TABLES):
        if state.swap_cards(t):
            label = f"Peek at {state.table_name(t, seat)}, then swap your card there"
            moves.append(new_legal_move(_made(wire.Peek, seat=seat, table=t), seat, label, None))
    return moves


def _swap_moves(state: TrollFields, _: None) -> list[LegalMove[wire.AnyMove]]:
    """P7: a card of Purple's hand for hers at the table peeked."""
    seat = state.power_seat("purple")
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


def _nullify_moves(state: TrollFields, _: None) -> list[LegalMove[wire.AnyMove]]:
    """P8: Orange nullifies the scuffle, once a game, or lets it stand."""
    seat = state.power_seat("orange")
    table = state.resolving_table()
    where = state.table_name(table, seat)
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


def _order_moves(state: TrollFields, _: None) -> list[LegalMove[wire.AnyMove]]:
    """P9: every order of the tied cards the values allow."""
    table = state.resolving_table()
    seat = tie_orderer(state, table)
    return [
        new_legal_move(
            wire.OrderTies(seat=seat, order=list(o)), seat, _order_label(state, table, o), None
        )
        for o in consistent_orders(state.halves_at(table))
    ]


def _move_goat_moves(state: TrollFields, _: None) -> list[LegalMove[wire.AnyMove]]:
    """P4, P5: the goats the owner's highest card may move."""
    seat = state.resolving_table()
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


def _remove_goat_moves(state: TrollFields, _: None) -> list[LegalMove[wire.AnyMove]]:
    """P4, P5, P6: the Golden Goat or a plain goat back to the centre."""
    seat = state.resolving_table()
    return [
        new_legal_move(
            _made(wire.RemoveGoat, seat=seat, golden=golden),
            seat,
            f"Return {words} to the centre",
            None,
        )
        for golden, words in ((True, "the Golden Goat"), (False, "a plain goat"))
    ]


# --- applying a move: each handler changes the move's draft ----------------------------------


def _choose_first_player(d: TrollFields, _: None, move: wire.ChooseFirstPlayer) -> None:
    if move.seat >= d.players:
        raise IllegalMove(f"P12: seat {move.seat} is not a seat of a {d.players}-seat game")
    d.event("first_player", f"{d.name(move.seat)} takes the First Player Marker", seat=move.seat)
    d.first_player, d.stage = move.seat, DEAL if d.players == 2 else PLACE


def _deal_dummy(d: TrollFields, _: None, move: wire.DealDummy) -> None:
    table = _next_deal_table(d)
    if move.table != table:
        raise IllegalMove(f"P11: the dummy's next card goes to table {table}, not {move.table}")
    if move.card not in d.hands[DUMMY]:
        raise IllegalMove(f"P11: {move.card} is not among the dummy's undealt cards")
    d.hands = replaced(d.hands, DUMMY, without(d.hands[DUMMY], move.card))
    d.placements = replaced(d.placements, table, replaced(d.placements[table], DUMMY, move.card))
    d.event(
        "dummy_dealt",
        f"{d.name(DUMMY)} is dealt a card face down at {d.table_name(table)}",
        table=table,
    )
    if table == TABLES - 1:
        d.stage = PLACE


def _place_card(d: TrollFields, _: None, move: wire.PlaceCard) -> None:
    seat, table = move.seat, move.table
    if d.placements[table][seat] is not None:
        raise IllegalMove(
            f"P3: {d.name(seat)} has already placed a card at {d.table_name(table)} this round"
        )
    if move.card not in d.hands[seat]:
        raise IllegalMove(
            f"P3: {d.name(seat)} places cards from hand, and {move.card} is not in it"
        )
    d.hands = replaced(d.hands, seat, without(d.hands[seat], move.card))
    d.placements = replaced(d.placements, table, replaced(d.placements[table], seat, move.card))
    left = len(d.open_tables(seat))
    d.event(  # where it goes stays secret until the seat's three cards are down (P13)
        "card_placed",
        f"{d.name(seat)} places a card face down"
        + (f" ({left} to go)" if left else ": all three are down"),
        seat=seat,
        cards_left_to_place=left,
    )
    if not left:  # the round goes on only once this seat (and every other) is done
        _after_placing(d)


def _place(d: TrollFields, _: None, move: wire.Place) -> None:
    seat = move.seat
    if d.open_tables(seat) != tuple(range(TABLES)):
        raise IllegalMove(
            f"P13: {d.name(seat)} has begun placing one card at a time: go on with place_card"
        )
    cards = move.cards.as_tuple()
    have = Counter(d.hands[seat])
    for cid, needed in Counter(cards).items():
        if have[cid] < needed:
            what = "is not" if not have[cid] else f"is there only {have[cid]} time(s)"
            raise IllegalMove(f"P3: {d.name(seat)} places cards from hand, and {cid} {what} in it")
    d.hands = replaced(d.hands, seat, without(d.hands[seat], *cards))
    d.placements = tuple(
        replaced(row, seat, cid) for row, cid in zip(d.placements, cards, strict=True)
    )
    d.event("cards_placed", f"{d.name(seat)} places a card face down at each table", seat=seat)
    _after_placing(d)


def _after_placing(d: TrollFields) -> None:
    """P3, P7: once every seat has placed its three cards, Purple's power, then the scuffles."""
    if d.placing():
        return
    if d.seat_of("purple") is not None:
        d.stage = PURPLE
        return
    _next_scuffle(d)


def _peek(d: TrollFields, _: None, move: wire.Peek) -> None:
    if not d.swap_cards(move.table):
        mine = card(d.placements[move.table][move.seat]).short
        raise IllegalMove(
            f"P7: Purple may not peek at {d.table_name(move.table)}: no card in her hand"
            f" differs from her {mine} there, so the swap could change nothing"
        )
    d.event(
        "purple_peeked",
        f"Purple peeks at {d.table_name(move.table)} and must swap there",
        seat=move.seat,
        table=move.table,
    )
    d.stage, d.purple_peek = SWAP, move.table


def _no_peek(d: TrollFields, _: None, move: wire.Decline) -> None:
    d.event("purple_declined", "Purple does not peek this round", seat=move.seat)
    _next_scuffle(d)


def _swap(d: TrollFields, _: None, move: wire.Swap) -> None:
    seat, table = move.seat, d.peeked_table()
    hand = d.hands[seat]
    if move.card not in hand:
        raise IllegalMove(f"P7: Purple swaps in a card from hand, and {move.card} is not in it")
    back = d.placements[table][seat]
    assert back is not None, "P7: Purple swaps after every card is placed"
    if move.card == back:
        raise IllegalMove(
            f"P7: the swap must change something: {move.card} is the card Purple takes back;"
            f" put in one of {', '.join(d.swap_cards(table))}"
        )
    d.hands = replaced(d.hands, seat, with_added(without(hand, move.card), back))
    d.placements = replaced(d.placements, table, replaced(d.placements[table], seat, move.card))
    d.event(
        "purple_swapped",
        f"Purple swaps a card from hand with hers at {d.table_name(table)}",
        seat=seat,
        table=table,
    )
    _next_scuffle(d)


def _let_stand(d: TrollFields, _: None, move: wire.Decline) -> None:
    table = d.resolving_table()
    d.event(
        "orange_declined",
        f"Orange lets the scuffle at {d.table_name(table)} stand",
        seat=move.seat,
        table=table,
    )
    _after_orange(d)


def _nullify(d: TrollFields, _: None, move: wire.Nullify) -> None:
    table = d.resolving_table()
    if move.table != table:
        raise IllegalMove(
            f"P8: Orange may nullify only the scuffle being resolved, at {d.table_name(table)}"
        )
    d.event(
        "scuffle_nullified",
        f"Orange nullifies the scuffle at {d.table_name(table)}: no goats move",
        seat=move.seat,
        table=table,
    )
    d.orange_used = True
    _discard_table(d)
    _next_scuffle(d)


def _order_ties(d: TrollFields, _: None, move: wire.OrderTies) -> None:
    order = tuple(move.order)
    table = d.resolving_table()
    orders = consistent_orders(d.halves_at(table))
    if order not in orders:
        raise IllegalMove(
            f"P9: {list(order)} does not rank the cards at {d.table_name(table)} by value;"
            f" choose one of {[list(o) for o in orders]}"
        )
    d.event(
        "ties_ordered",
        f"{d.name(move.seat)} orders the tie: {_order_label(d, table, order)}",
        seat=move.seat,
        table=table,
        order=list(order),
    )
    _effects(d, order)


def _move_goat_move(d: TrollFields, _: None, move: wire.MoveGoat) -> None:
    choice = (move.from_table, move.to_table, move.golden)
    if choice not in move_goat_options(d, move.seat):
        raise IllegalMove(
            "P4, P5: the highest card moves one goat from the owner's table to another table, or"
            " from another table to the owner's; golden only when that goat is on the"
            " source table, plain only when a plain goat is there"
        )
    _move_goat(d, *choice)
    _middle(d)


def _remove_goat(d: TrollFields, _: None, move: wire.RemoveGoat) -> None:
    seat = move.seat
    if d.round == FINAL:
        _return_to_center(d, seat, move.golden, "P6: final card")
        _discard_final(d, seat)
        _advance_final(d)
        return
    _return_to_center(d, seat, move.golden, "P4: lowest card")
    _middle(d)


# --- resolving the tables --------------------------------------------------------------------


def _next_scuffle(d: TrollFields) -> None:
    """P3: the next table clockwise from the first player's that still holds cards."""
    for table in d.tables_in_order():
        if d.placements[table][0] is not None:
            _reveal(d, table)
            return
    _end_round(d)


def _reveal(d: TrollFields, table: int) -> None:
    row = d.placements[table]
    shown = ", ".join([f"{d.name(b)} {card(row[b]).short}" for b in range(TABLES)])
    d.event(
        "cards_revealed",
        f"The cards at {d.table_name(table)} are revealed: {shown}",
        table=table,
        cards=list(row),
    )
    d.resolving, d.order = table, None
    if d.seat_of("orange") is not None and not d.orange_used:
        d.stage = ORANGE
        return
    _after_orange(d)


def _after_orange(d: TrollFields) -> None:
    orders = consistent_orders(d.halves_at(d.resolving_table()))
    if len(orders) > 1:
        d.stage = ORDER
        return
    _effects(d, orders[0])


def _effects(d: TrollFields, order: tuple[int, ...]) -> None:
    """P4: the owner's highest card moves a goat, or the owner's lowest returns one."""
    d.order = order
    table = d.resolving_table()
    high, _, low = order
    if table not in (high, low):
        _middle(d)
        return
    which = "highest" if table == high else "lowest"
    if not d.is_seat(table):
        d.event(
            "no_effect", f"P11: the dummy's {which} card at its own table does nothing", table=table
        )
    elif table == high:
        options = move_goat_options(d, table)
        if len(options) > 1:
            d.stage = MOVE_GOAT
            return
        if options:
            _move_goat(d, *options[0])
        else:
            d.event("no_effect", "P4: the highest card has no goat to move", table=table)
    elif not d.tables[table]:
        d.event("no_effect", "P4: the lowest card's owner has no goat to return", table=table)
    else:
        choices = _goat_variants(d.tables, d.golden, table)
        if len(choices) > 1:
            d.stage = REMOVE_GOAT
            return
        _return_to_center(d, table, choices[0], "P4: lowest card")
    _middle(d)


def _middle(d: TrollFields) -> None:
    """P4: the middle card's band takes a goat from the centre; then the table is done."""
    order = d.order
    assert order is not None, "P4: the cards are ranked before the middle one takes a goat"
    middle = order[1]
    if d.center:
        _take_from_center(d, middle, "P4: middle card")
    else:
        d.event("no_effect", "P4: the centre has no goat for the middle card", table=middle)
    _discard_table(d)
    _next_scuffle(d)


def _discard_table(d: TrollFields) -> None:
    table = d.resolving_table()
    # every band has a card here: the table is resolved only once all are placed (P3)
    row = [cid for cid in d.placements[table] if cid is not None]
    d.discards = with_added(d.discards, *row)
    d.placements = replaced(d.placements, table, EMPTY_ROW)
    d.resolving = d.order = None


def _end_round(d: TrollFields) -> None:
    """P3: the marker passes clockwise; after four rounds the final cards (P6)."""
    first = (d.first_seat() + 1) % d.players
    d.first_player, d.round, d.purple_peek, d.resolving = first, d.round + 1, None, None
    d.event("marker_passed", f"The First Player Marker passes to {d.name(first)}", seat=first)
    if d.round <= ROUNDS:
        d.event("round_started", f"Round {d.round} begins", round=d.round)
        d.stage = DEAL if d.players == 2 else PLACE
        return
    d.event("final_cards", "P6: four rounds are over; the final cards are played")
    _advance_final(d)


def _discard_final(d: TrollFields, seat: int) -> None:
    (cid,) = d.hands[seat]
    d.hands = replaced(d.hands, seat, ())
    d.discards = with_added(d.discards, cid)
    d.resolving = None


def _advance_final(d: TrollFields) -> None:
    """P6: final cards clockwise from the first player; P11: the dummy's is not played."""
    for seat in d.seats_in_order():
        if not d.hands[seat]:
            continue
        final = card(d.hands[seat][0])
        d.event(
            "final_card",
            f"{d.name(seat)}'s final card: {final.short}",
            seat=seat,
            card=final.id,
        )
        if final.effect in ("gain", "gain2"):
            for _ in range(1 if final.effect == "gain" else 2):
                if d.center:
                    _take_from_center(d, seat, "P6: final card")
                else:
                    d.event("no_effect", "P6: the centre has no goat left", table=None)
        elif final.effect == "lose":
            choices = _goat_variants(d.tables, d.golden, seat) if d.tables[seat] else ()
            if len(choices) > 1:
                d.stage, d.resolving = REMOVE_GOAT, seat
                return
            if choices:
                _return_to_center(d, seat, choices[0], "P6: final card")
            else:
                d.event("no_effect", f"P6: {d.name(seat)} has no goat to return", table=seat)
        _discard_final(d, seat)
    d.stage, d.status, d.resolving = OVER, "finished", None
    result = score(d)
    if result.winners:
        who = " and ".join(d.name(s) for s in result.winners)
        text = f"{who} {'win' if len(result.winners) > 1 else 'wins'} with the middle total"
    elif d.tables.count(result.breakdown["middle_total"]) == 1:
        text = "The dummy alone holds the middle total: nobody wins"
    else:
        text = "The dummy, tied for the middle total, holds the Golden Goat: nobody wins"
    d.event("game_over", f"P10: {text}", winners=list(result.winners))


# --- the stages ------------------------------------------------------------------------------

#: after a scuffle's decision: the next scuffle's, the next round's, or the final cards'
_RESOLVING = frozenset({ORANGE, ORDER, MOVE_GOAT, REMOVE_GOAT, DEAL, PLACE})

#: the round (P3-P13): each stage declared once, with who acts, its moves and what may follow
STEPS: tuple[Step[TrollFields, None], ...] = (
    Step(
        CHOOSE_FIRST,
        "chance",
        on=(on(wire.ChooseFirstPlayer, _choose_first_player),),
        then=frozenset({DEAL, PLACE}),
        pending=_first_pending,
        outcomes=_first_outcomes,
        label=chance_label,
    ),
    Step(
        DEAL,
        "chance",
        on=(on(wire.DealDummy, _deal_dummy),),
        then=frozenset({DEAL, PLACE}),
        pending=_deal_pending,
        outcomes=_deal_outcomes,
        label=chance_label,
    ),
    Step(
        PLACE,
        "decision",
        on=(on(wire.PlaceCard, _place_card), on(wire.Place, _place)),
        then=frozenset({PURPLE}) | _RESOLVING,
        text=STAGE_TEXT[PLACE],
        moves=_place_moves,
        seats=_placing,
    ),
    Step(
        PURPLE,
        "decision",
        on=(on(wire.Peek, _peek), on(wire.Decline, _no_peek)),
        then=frozenset({SWAP}) | _RESOLVING,
        text=STAGE_TEXT[PURPLE],
        moves=_peek_moves,
        seats=_purple,
    ),
    Step(
        SWAP,
        "decision",
        on=(on(wire.Swap, _swap),),
        then=_RESOLVING,
        text=STAGE_TEXT[SWAP],
        moves=_swap_moves,
        seats=_purple,
    ),
    Step(
        ORANGE,
        "decision",
        on=(on(wire.Nullify, _nullify), on(wire.Decline, _let_stand)),
        then=_RESOLVING,
        text=STAGE_TEXT[ORANGE],
        moves=_nullify_moves,
        seats=_orange,
    ),
    Step(
        ORDER,
        "decision",
        on=(on(wire.OrderTies, _order_ties),),
        then=_RESOLVING,
        text=STAGE_TEXT[ORDER],
        moves=_order_moves,
        seats=_orderer,
    ),
    Step(
        MOVE_GOAT,
        "decision",
        on=(on(wire.MoveGoat, _move_goat_move),),
        then=_RESOLVING,
        text=STAGE_TEXT[MOVE_GOAT],
        moves=_move_goat_moves,
        seats=_owner,
    ),
    Step(
        REMOVE_GOAT,
        "decision",
        on=(on(wire.RemoveGoat, _remove_goat),),
        then=_RESOLVING,
        text=STAGE_TEXT[REMOVE_GOAT],
        moves=_remove_goat_moves,
        seats=_owner,
    ),
)
#: the one step open at each stage, made once
_OPEN: dict[str, Open] = {step.name: ((step.name, None),) for step in STEPS}


def stage_of(state: TrollFields) -> Open:
    """The step open: the stage's."""
    return _OPEN[state.stage]


def _over(state: TrollFields) -> str:
    return "the game is over: the final cards are played and the goats counted"


FLOW: Flow[TrollState, TrollFields] = Flow(
    TrollState,
    STEPS,
    stage_of,
    chance_moves=wire.CHANCE_MOVES,
    over=_over,
    counts_moves=True,
)

#: the rules' facade (:class:`games.core.game.RulesModule`), read from the flow
legal_moves = FLOW.legal_moves
chance_outcomes = FLOW.chance_outcomes
to_act = FLOW.to_act
apply = FLOW.apply


def pending_chance(state: TrollFields) -> wire.PendingChance | None:
    """The chance event the state waits for, if any."""
    pending: wire.PendingChance | None = FLOW.pending_chance(state)
    return pending


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


def score(state: TrollFields) -> Score:
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
