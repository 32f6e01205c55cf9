"""New Troll Party's internal state: a frozen dataclass of tuples indexed by band.

A *band* is numbered like its table: seats 0, 1 (and 2) own tables 0, 1 (and 2); in a two-seat
game band 2 is the dummy (P11), whose undealt cards are ``hands[2]``. Hands, decks and discards
are sorted tuples of card ids (multisets), so equal states are equal and hash alike.
``to_wire``/``from_wire`` convert at the boundary and round-trip exactly.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import field
from functools import cache
from itertools import permutations
from typing import Any

from games.core.errors import InvalidState, require
from games.core.record import Fields, fields, record
from games.troll_party import wire
from games.troll_party.content import (
    BANDS,
    CARDS_PER_BAND,
    GOATS,
    ROUNDS,
    TABLES,
    card,
    deck_of,
    default_deck,
)

FINAL = ROUNDS + 1  # the round of final cards
CENTER = -1  # where the Golden Goat is when on no table

#: stages (wire ``stage``): what the game waits for
CHOOSE_FIRST, DEAL, PLACE, PURPLE, SWAP = (
    "choose_first_player",
    "deal_dummy",
    "place",
    "purple",
    "swap",
)
ORANGE, ORDER, MOVE_GOAT, REMOVE_GOAT, OVER = (
    "orange",
    "order_ties",
    "move_goat",
    "remove_goat",
    "over",
)
CHANCE_STAGES = (CHOOSE_FIRST, DEAL)
#: stages in which the resolving table's cards are face up
REVEALED_STAGES = (ORANGE, ORDER, MOVE_GOAT, REMOVE_GOAT)

#: a table's cards, one per band (None: not placed yet)
Row = tuple[str | None, ...]
EMPTY_ROW: Row = (None, None, None)


@fields
class TrollFields(Fields):
    """A Troll Party state's fields and what the rules read of them (a move's draft has them
    too)."""

    mode: str
    seed: int
    options: wire.Options = field(hash=False)
    players: int
    bands: tuple[str, ...]  # colour of each of the three bands (seats first, then the dummy)
    decks: tuple[tuple[str, ...], ...]  # each band's 13 cards
    draw_counter: int
    turn: int
    status: str
    stage: str
    round: int  # 1-4, FINAL
    first_player: int | None
    hands: tuple[tuple[str, ...], ...]  # per band; the dummy's is its undealt deck
    placements: tuple[Row, ...]  # [table][band]
    center: int
    tables: tuple[int, ...]  # goats per table, the Golden Goat included
    golden: int  # a table, or CENTER
    orange_used: bool
    discards: tuple[str, ...]
    purple_peek: int | None
    resolving: int | None
    order: tuple[int, ...] | None  # the resolving table's bands, highest card first

    # --- who is who ----------------------------------------------------------------------------

    def seat_of(self, color: str) -> int | None:
        """The seat playing ``color``; None for the dummy band (its power is lost, P11)."""
        band = self.bands.index(color)
        return band if band < self.players else None

    def is_seat(self, band: int) -> bool:
        return band < self.players

    def name(self, band: int) -> str:
        return _names(self.bands, self.players)[0][band]

    def table_name(self, table: int, seat: int | None = None) -> str:
        if table == seat:
            return "your table"
        return _names(self.bands, self.players)[1][table]

    def tables_in_order(self) -> tuple[int, ...]:
        """Tables clockwise from the first player's (P3)."""
        start = self.first_player or 0
        return tuple((start + k) % TABLES for k in range(TABLES))

    def seats_in_order(self) -> tuple[int, ...]:
        """Seats clockwise from the first player (P6)."""
        start = self.first_player or 0
        return tuple((start + k) % self.players for k in range(self.players))

    def open_tables(self, band: int) -> tuple[int, ...]:
        """The tables where ``band`` has not placed its card this round (P3, P13)."""
        first, second, third = self.placements  # TABLES rows: asked for every legal-move list
        return _OPEN[first[band] is None, second[band] is None, third[band] is None]

    def placing(self) -> tuple[int, ...]:
        """The seats that have not placed their three cards this round (P3)."""
        first, second, third = self.placements
        return tuple(  # a list first: twice as fast as a generator (Python 3.11)
            [
                b
                for b in range(self.players)
                if first[b] is None or second[b] is None or third[b] is None
            ]
        )

    # --- what a stage relies on: present in that stage, as the invariants check -------------

    def power_seat(self, color: str) -> int:
        """The seat using ``color``'s power (P7, P8): its stages come only when it is a seat."""
        seat = self.seat_of(color)
        assert seat is not None, f"P11: the dummy's {color} power is lost"
        return seat

    def first_seat(self) -> int:
        """The first player (P12): chosen before anything but the choice itself happens."""
        assert self.first_player is not None, "P12: the first player is chosen first"
        return self.first_player

    def resolving_table(self) -> int:
        """The table whose scuffle resolves; in the final round the band whose card does (P6)."""
        assert self.resolving is not None, "a scuffle or final card is being resolved"
        return self.resolving

    def peeked_table(self) -> int:
        """P7: the table Purple peeked at, where she must swap."""
        assert self.purple_peek is not None, "P7: Purple swaps where she peeked"
        return self.purple_peek

    def halves_at(self, table: int) -> tuple[int, ...]:
        return tuple([card(cid).halves for cid in self.placements[table]])

    def swap_cards(self, table: int) -> tuple[str, ...]:
        """P7: the cards Purple may put in at ``table``: those of her hand unlike hers there.

        Equal ids are equal in value and final effect, so a different id is a real change. The
        hand is sorted, so its distinct ids come sorted.
        """
        purple = self.power_seat("purple")
        mine = self.placements[table][purple]
        assert mine is not None, "P7: Purple's power comes after every card is placed"
        distinct = dict.fromkeys(self.hands[purple])
        distinct.pop(mine, None)
        return tuple(distinct)


@record
class TrollState(TrollFields):  # type: ignore[misc]  # frozen fields of a writable declaration
    """A Troll Party state: frozen (its draft, in a move being applied, is a ``TrollFields``)."""


assert TABLES == 3, "open_tables and placing read the three rows by name"
#: the open tables for each combination of (table 0 open, table 1 open, table 2 open)
_OPEN = {
    (a, b, c): tuple(t for t, is_open in enumerate((a, b, c)) if is_open)
    for a in (False, True)
    for b in (False, True)
    for c in (False, True)
}


@cache
def _names(bands: tuple[str, ...], players: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Each band's name and each table's, as labels and events say them: one pair a seating
    (at most 12), so not worded again for every label of a legal-move list."""
    colors = [color.capitalize() for color in bands]
    return (
        tuple(c if band < players else f"{c} (dummy)" for band, c in enumerate(colors)),
        tuple(
            f"{c}'s table" if table < players else f"the {c} dummy's table"
            for table, c in enumerate(colors)
        ),
    )


@cache
def table_names(bands: tuple[str, ...], players: int, seat: int | None) -> tuple[str, ...]:
    """Every table's :meth:`TrollFields.table_name` as ``seat`` says it, in a seating."""
    names = _names(bands, players)[1]
    return tuple("your table" if table == seat else name for table, name in enumerate(names))


def colors_of(players: int, options: wire.Options) -> tuple[str, ...]:
    """Seats' colours (P12) followed by the dummy's in a two-seat game."""
    seats = tuple(options.colors) if options.colors is not None else BANDS[:players]
    if len(seats) != players:
        raise ValueError(f"P12: options.colors names {len(seats)} bands for {players} seats")
    return (*seats, *(b for b in BANDS if b not in seats))


def decks_of(bands: tuple[str, ...], options: wire.Options) -> tuple[tuple[str, ...], ...]:
    """Each band's 13 cards: the content's, or the replacement of ``options.cards`` (P1)."""
    custom = options.cards or {}
    return tuple(
        deck_of(b, [(c.value, c.effect) for c in custom[b]]) if b in custom else default_deck(b)
        for b in bands
    )


@cache
def consistent_orders(halves: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Orders of the three bands (highest first) the values allow; more than one means a tie.

    Asked at every reveal, of at most 27 x 27 x 27 value triples: each is worked out once."""
    return tuple(
        order
        for order in permutations(range(TABLES))
        if halves[order[0]] >= halves[order[1]] >= halves[order[2]]
    )


def new_state(players: int, mode: str, seed: int, options: wire.Options) -> TrollState:
    """Set-up (rulebook Setup, P2, P12): full hands, every goat in the centre."""
    bands = colors_of(players, options)
    decks = decks_of(bands, options)
    first = options.first_player
    if first is not None and first >= players:
        raise ValueError(f"P12: first_player {first} is not a seat of a {players}-seat game")
    stage = CHOOSE_FIRST if first is None else DEAL if players == 2 else PLACE
    return TrollState(
        mode=mode,
        seed=seed,
        options=options,
        players=players,
        bands=bands,
        decks=decks,
        draw_counter=0,
        turn=0,
        status="ongoing",
        stage=stage,
        round=1,
        first_player=first,
        hands=decks,
        placements=(EMPTY_ROW, EMPTY_ROW, EMPTY_ROW),
        center=GOATS,
        tables=(0, 0, 0),
        golden=CENTER,
        orange_used=False,
        discards=(),
        purple_peek=None,
        resolving=None,
        order=None,
    )


# --- wire -> internal ------------------------------------------------------------------------


def _check_ids(ids: Iterable[str | None], where: str) -> None:
    for cid in ids:
        if cid == "hidden":
            raise InvalidState(
                f"{where}: 'hidden' stands for a card the reader may not see (a view, or the"
                " readable part of a sealed state): a state to play on names every card"
            )
        if cid is not None:
            try:
                card(cid)
            except ValueError as error:
                raise InvalidState(f"{where}: {error}") from None


def from_wire(model: wire.State) -> TrollState:
    assert model.seed is not None, "Game.from_wire takes whole states only, seed included"
    players = len(model.colors)
    try:
        bands = colors_of(players, model.options)
        decks = decks_of(bands, model.options)
    except ValueError as error:
        raise InvalidState(str(error)) from None
    if list(bands[:players]) != model.colors:
        raise InvalidState(f"P12: colors {model.colors} are not those options.colors gives")
    if len(model.hands) != players:
        raise InvalidState(f"hands lists {len(model.hands)} seats, colors {players}")
    if (model.dummy_deck is None) != (players == 3):
        raise InvalidState("P11: dummy_deck is given exactly in a two-seat game")
    hands = [*model.hands, *([model.dummy_deck] if model.dummy_deck is not None else [])]
    for band, hand in enumerate(hands):
        _check_ids(hand, f"hands[{band}]")
    for table, row in enumerate(model.placements):
        _check_ids(row, f"placements[{table}]")
    _check_ids(model.discards, "discards")
    golden = CENTER if model.goats.golden == "center" else model.goats.golden
    return TrollState(
        mode=model.mode,
        seed=model.seed,
        options=model.options,
        players=players,
        bands=bands,
        decks=decks,
        draw_counter=model.draw_counter,
        turn=model.turn,
        status=model.status,
        stage=model.stage,
        round=FINAL if model.round == "final" else model.round,
        first_player=model.first_player,
        hands=tuple(tuple(sorted(hand)) for hand in hands),
        placements=tuple(tuple(row) for row in model.placements),
        center=model.goats.center,
        tables=tuple(model.goats.tables),
        golden=golden,
        orange_used=model.orange_nullify_used,
        discards=tuple(sorted(model.discards)),
        purple_peek=model.purple_peek,
        resolving=model.resolving,
        order=None if model.order is None else tuple(model.order),
    )


# --- internal -> wire ------------------------------------------------------------------------


def to_wire(
    state: TrollState, pending_chance: dict[str, Any] | None, to_act: tuple[int, ...]
) -> dict[str, Any]:
    players = state.players
    return {
        "game": "troll-party",
        "variant": "standard",
        "mode": state.mode,
        "seed": state.seed,
        "status": state.status,
        "to_act": list(to_act),
        "pending_chance": pending_chance,
        "turn": state.turn,
        "draw_counter": state.draw_counter,
        "options": state.options.model_dump(mode="json"),
        "round": "final" if state.round == FINAL else state.round,
        "stage": state.stage,
        "first_player": state.first_player,
        "colors": list(state.bands[:players]),
        "dummy": state.bands[2] if players == 2 else None,
        "hands": [list(hand) for hand in state.hands[:players]],
        "dummy_deck": list(state.hands[2]) if players == 2 else None,
        "placements": [list(row) for row in state.placements],
        "purple_peek": state.purple_peek,
        "resolving": state.resolving,
        "order": None if state.order is None else list(state.order),
        "goats": {
            "center": state.center,
            "tables": list(state.tables),
            "golden": "center" if state.golden == CENTER else state.golden,
        },
        "orange_nullify_used": state.orange_used,
        "discards": list(state.discards),
    }


# --- invariants ------------------------------------------------------------------------------


def _check_cards(state: TrollState) -> None:
    """P1, P3: each band's 13 cards are in hand, on a table or discarded, once each."""
    discarded: dict[str, list[str]] = {band: [] for band in BANDS}
    for cid in state.discards:
        discarded[card(cid).band].append(cid)
    for band, color in enumerate(state.bands):
        for cid in state.hands[band]:
            require(card(cid).band == color, f"{color}'s hand holds {cid}")
        placed = [placed_id for row in state.placements if (placed_id := row[band]) is not None]
        for cid in placed:
            require(card(cid).band == color, f"{color}'s placement {cid} is not a {color} card")
        every = sorted([*state.hands[band], *placed, *discarded[color]])
        require(
            every == sorted(state.decks[band]),
            f"P1: {color}'s {CARDS_PER_BAND} cards must be in hand, on a table or discarded once"
            f" each: found {every}, expected {list(state.decks[band])}",
        )


def _check_goats(state: TrollState) -> None:
    """P2, P5: 15 goats, the Golden Goat at a place holding at least one goat."""
    require(
        state.center + sum(state.tables) == GOATS and state.center >= 0 and min(state.tables) >= 0,
        f"P2: the centre and the tables must hold {GOATS} goats, found centre {state.center}"
        f" and tables {list(state.tables)}",
    )
    where = state.center if state.golden == CENTER else state.tables[state.golden]
    require(where >= 1, "P5: the Golden Goat is counted where it is, which holds no goat")


def _check_round(state: TrollState) -> None:
    """Four rounds of placements, scuffles resolved one table at a time, then final cards."""
    rnd, stage, players = state.round, state.stage, state.players
    require(1 <= rnd <= FINAL, "rounds run from 1 to 4, then final")
    require(
        (state.status == "finished") == (stage == OVER) and state.status in ("ongoing", "finished"),
        "status is finished exactly when the stage is over",
    )
    require(
        (state.first_player is None) == (stage == CHOOSE_FIRST),
        "P12: the first player is unknown exactly while it is being chosen",
    )
    if state.first_player is not None:
        require(state.first_player < players, "the first player must be a seat")
    if stage == CHOOSE_FIRST:
        require(rnd == 1 and state.draw_counter == 0 and state.turn == 0, "P12: chosen at setup")
    require(stage != DEAL or players == 2, "P11: only a two-seat game deals to a dummy")
    if rnd == FINAL:
        require(stage in (REMOVE_GOAT, OVER), f"the final round has no {stage} stage")
        require(state.placements == (EMPTY_ROW,) * 3, "no placements after four rounds")
        for band in range(players):
            require(len(state.hands[band]) <= 1, "P6: a seat keeps one final card")
        if players == 2:
            require(len(state.hands[2]) == 1, "P11: the dummy's final card is not played")
        if stage == OVER:
            require(not any(state.hands[:players]), "every final card is played at the end")
        require(state.purple_peek is None and state.order is None, "P6: no scuffle is left")
        _check_final_choice(state)
        return
    require(stage != OVER, "the game ends after the final cards")
    before = CARDS_PER_BAND - 3 * (rnd - 1)
    if stage in (CHOOSE_FIRST, DEAL, PLACE):
        _check_before_reveal(state, before)
        return
    for band in range(TABLES):
        require(len(state.hands[band]) == before - 3, f"band {band} has placed its three cards")
    purple = state.seat_of("purple")
    if stage in (PURPLE, SWAP):
        require(purple is not None, "P7: Purple's power needs a Purple seat")
        require(
            all(c is not None for row in state.placements for c in row),
            "P7: Purple's power comes after every card is placed",
        )
        require((state.purple_peek is not None) == (stage == SWAP), "P7: swap after a peek")
        require(
            stage != SWAP
            or (state.purple_peek is not None and bool(state.swap_cards(state.purple_peek))),
            "P7: Purple peeks only where a card in her hand differs from hers (the swap must"
            " change something)",
        )
        require(state.resolving is None and state.order is None, "P7: before any reveal")
        return
    # a scuffle is being resolved
    require(purple is not None or state.purple_peek is None, "P7: only Purple peeks")
    table = state.resolving
    if table is None:
        raise InvalidState("a scuffle stage needs the resolving table")
    order = state.tables_in_order()
    position = order.index(table)
    for k, other in enumerate(order):
        row = state.placements[other]
        full = all(c is not None for c in row)
        empty = all(c is None for c in row)
        require(
            full if k >= position else empty,
            f"P3: tables resolve clockwise from the first player's; table {other} is wrong",
        )
    halves = state.halves_at(table)
    orders = consistent_orders(halves)
    if stage == ORANGE:
        require(state.seat_of("orange") is not None and not state.orange_used, "P8: used")
        require(state.order is None, "P8: Orange decides before ties are ordered")
    elif stage == ORDER:
        require(len(orders) > 1 and state.order is None, "P9: ordering needs a tie")
    else:
        ranked = state.order
        if ranked is None or ranked not in orders:
            raise InvalidState(f"the order {ranked} does not fit the values")
        require(table < players, "P11: the dummy's own highest or lowest card does nothing")
        hi, _, lo = ranked
        if stage == MOVE_GOAT:
            require(hi == table, "P4: only the owner's highest card moves a goat")
        else:
            require(lo == table, "P4: only the owner's lowest card returns a goat")
            _check_remove_choice(state, table)


def _check_before_reveal(state: TrollState, before: int) -> None:
    """P3, P11, P13: the dummy is dealt, then seats place one card per table; hands shrink."""
    players, stage = state.players, state.stage
    placed = []
    for band in range(players):
        count = TABLES - len(state.open_tables(band))
        placed.append(count == TABLES)
        size = before - count
        require(len(state.hands[band]) == size, f"seat {band} must hold {size} cards now")
    require(not all(placed), "P3: once every seat has placed, the round goes on")
    started = [len(state.open_tables(band)) < TABLES for band in range(players)]
    if players == 2:
        dealt = [row[2] is not None for row in state.placements]
        require(dealt == sorted(dealt, reverse=True), "P11: the dummy is dealt tables 0, 1, 2")
        require(len(state.hands[2]) == before - sum(dealt), "P11: the dummy's deck size")
        require(stage != PLACE or all(dealt), "P11: the dummy is dealt before seats place")
        require(stage == PLACE or not any(started), "P11: seats place after the dummy's deal")
        require(stage != DEAL or not all(dealt), "P11: the dummy's deal is complete")
        require(stage != CHOOSE_FIRST or not any(dealt), "P12: the first player comes first")
    else:
        require(stage != CHOOSE_FIRST or not any(started), "P12: the first player comes first")
    require(state.purple_peek is None and state.resolving is None, "nothing resolves yet")
    require(state.order is None, "no order before a reveal")


def _check_remove_choice(state: TrollState, band: int) -> None:
    require(
        state.golden == band and state.tables[band] > 1,
        "P5: a goat choice is asked only of a table holding the Golden Goat and another goat",
    )


def _check_final_choice(state: TrollState) -> None:
    if state.stage != REMOVE_GOAT:
        require(state.resolving is None, "nothing resolves once the game is over")
        return
    band = state.resolving
    if band is None or band >= state.players:
        raise InvalidState("P6: a seat's final card resolves")
    hand = state.hands[band]
    require(len(hand) == 1 and card(hand[0]).effect == "lose", "P6: a lose card resolves")
    _check_remove_choice(state, band)


def check_invariants(state: TrollState) -> None:
    """Conservation and consistency: what any reachable (or hand-posed) state satisfies."""
    require(state.players in (2, 3), "New Troll Party has two or three seats")
    require(sorted(state.bands) == sorted(BANDS), "three distinct bands")
    _check_cards(state)
    _check_goats(state)
    _check_round(state)
    require(not state.orange_used or state.seat_of("orange") is not None, "P11: no Orange power")
