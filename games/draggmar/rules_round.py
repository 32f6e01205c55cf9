"""Draggmar's round outside the dungeons: scouting and selection (D10), hiring and trades
(D11), the groups setting out, the end of round (Fame, doom and threat tokens; D15, D20), and
the game's end (D16, D39).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any, Literal

from games.core.game import LegalMove
from games.core.tuples import replaced, with_added, without
from games.draggmar import wire
from games.draggmar.content import ELITES, HAND_LIMIT
from games.draggmar.rules_common import (
    card_name,
    dungeon_level,
    fill_market,
    group_of,
    hand_items,
    keep_open,
    made,
    new_draw,
    new_group,
    order,
    place,
    solo,
)
from games.draggmar.rules_rift import (
    closed_places,
    enter_rifts,
    rift_options,
    rifts_open,
    rifts_press,
)
from games.draggmar.state import (
    KEEP,
    TOWN,
    Bought,
    Cards,
    DraggFields,
    Draw,
    Group,
    Offer,
    Runner,
    evolve_group,
    evolve_site,
)

# --- who decides what: scouting, selection, hiring ------------------------------------------------


def scouts_allowed(s: DraggFields) -> int:
    """How many dungeons each seat may still scout this round (solo: two)."""
    closed = closed_places(s)  # the Undead Crusade: under a Rift, or blocked (D52)
    face_down = sum(
        site.token is None and loc not in closed for loc, site in enumerate(s.sites, start=1)
    )
    return min(2 if solo(s) else 1, face_down)


def select_options(s: DraggFields, seat: int) -> list[int]:
    """D10: revealed, not visited last round, and (while tokens are face down) revealed now."""
    face_down = any(site.token is None for site in s.sites)
    options = []
    for location, site in enumerate(s.sites, start=1):
        if site.token is None or location == s.visited[seat]:
            continue
        if face_down and site.revealed_round != s.round:
            continue
        options.append(location)
    if keep_open(s):
        options.append(KEEP)
    if s.crusade is not None:  # the Undead Crusade: open Rifts, blocked roads (D52)
        return rift_options(s, options)
    return options


def hire_moves(s: DraggFields, seat: int) -> list[LegalMove[wire.AnyMove]]:
    """A seat's hiring moves: buys, redraws, trades, done (D11)."""
    cards = s.cards
    moves: list[LegalMove[wire.AnyMove]] = [_done_move(seat)]
    fame = s.fame[seat]
    decks = s.decks  # D40: a full hand buys, then discards
    moves += _buy_moves(seat, min(fame, _MOST_COST), decks.names, tuple(map(bool, decks.piles)))
    mine = s.offers[seat]
    offered = mine.give if mine is not None else None
    for entry in s.bought[seat]:
        cid = entry.card
        if entry.redrawn or entry.traded or cards.kind[cid] != "items" or cid == offered:
            continue
        if fame >= 1 and s.decks[cards.deck_of(cid)]:
            moves.append(_redraw_move(cards, seat, cid))
    if solo(s):
        moves += _market_moves(s, cards, seat)
    moves += _trade_moves(s, cards, seat, offered)
    return moves


def _market_moves(s: DraggFields, cards: Cards, seat: int) -> list[LegalMove[wire.AnyMove]]:
    """D42: any item of the solo hand (dealt, bought or found) for a market item of its level or
    lower, once per item per round: an item taken from the market is not traded again."""
    taken = {entry.card for entry in s.bought[seat] if entry.traded}
    market = sorted(set(s.market))
    return [
        _market_move(cards, seat, give, take)
        for give in hand_items(s, seat)
        if give not in taken
        for take in market
        if cards.level_of(take) <= cards.level_of(give)
    ]


def _trade_moves(
    s: DraggFields, cards: Cards, seat: int, offered: str | None
) -> list[LegalMove[wire.AnyMove]]:
    """D41: answers to each offer made to the seat (an item of the hand in return, nothing for
    a gift, or no), then its own offer: one standing at a time, any number in a hiring phase."""
    moves: list[LegalMove[wire.AnyMove]] = []
    items = hand_items(s, seat)
    for offerer, offer in enumerate(s.offers):
        if offer is None or offer.to != seat:
            continue
        moves.append(_decline_move(cards, seat, offerer, offer.give))
        if offer.gift:
            moves.append(_accept_move(cards, seat, offerer, offer.give, None))
            continue
        for cid in items:
            if cid != offered:  # its own offer's item stays promised
                moves.append(_accept_move(cards, seat, offerer, offer.give, cid))
    mine = s.offers[seat]
    if mine is not None:
        moves.append(_withdraw_move(cards, seat, mine.to, mine.give))
        return moves
    done = s.done
    to = tuple(other for other in range(s.players) if other != seat and not done[other])
    moves += _offer_moves(cards, seat, to, items)
    return moves


#: D11: what a seat may buy, level by level (a hero, then an item): level, cost, kind, deck
_BUYS = tuple(
    (level, 0 if level == 1 else level, kind, f"{deck}-{level}")
    for level in (1, 2, 3)
    for kind, deck in (("hero", "heroes"), ("item", "items"))
)


#: the most a buy costs: more Fame buys nothing more
_MOST_COST = max(cost for _, cost, _, _ in _BUYS)


# the hiring moves with their labels, made once: the same ones are listed at every step of the
# hiring, for every seat (issue 13)


@lru_cache(maxsize=1 << 10)
def _buy_moves(
    seat: int, fame: int, decks: tuple[str, ...], stocked: tuple[bool, ...]
) -> tuple[LegalMove[Any], ...]:
    """The buys of a seat with ``fame`` (at most :data:`_MOST_COST`) while the decks ``decks``
    hold a card where ``stocked`` says so, in :data:`_BUYS`' order (issue 29: worked out once
    per value, not per seat and step)."""
    return tuple(
        _buy_move(seat, level, kind)
        for level, cost, kind, deck in _BUYS
        if fame >= cost and stocked[decks.index(deck)]
    )


@lru_cache(maxsize=1 << 12)
def _offer_moves(
    cards: Cards, seat: int, to: tuple[int, ...], items: tuple[str, ...]
) -> tuple[LegalMove[Any], ...]:
    """D41: the seat's offers and gifts of each of ``items`` to each seat of ``to``, in that
    order (issue 29: the same hands and seats come back at every step of a hiring)."""
    return tuple(
        _offer_move(cards, seat, other, cid, gift)
        for other in to
        for gift in (False, True)
        for cid in items
    )


@cache
def _done_move(seat: int) -> LegalMove[Any]:
    return LegalMove(made(wire.Done, seat=seat), seat, "Done hiring")


@lru_cache(maxsize=1 << 12)
def _decline_move(cards: Cards, seat: int, offerer: int, give: str) -> LegalMove[Any]:
    label = f"Decline {cards.by_id[give].name} from seat {offerer}"
    return LegalMove(made(wire.DeclineTrade, seat=seat, offerer=offerer), seat, label)


@lru_cache(maxsize=1 << 12)
def _withdraw_move(cards: Cards, seat: int, to: int, give: str) -> LegalMove[Any]:
    label = f"Withdraw the offer of {cards.by_id[give].name} to seat {to}"
    return LegalMove(made(wire.WithdrawTrade, seat=seat), seat, label)


@cache
def _buy_move(seat: int, level: int, kind: Literal["hero", "item"]) -> LegalMove[Any]:
    cost = 0 if level == 1 else level
    label = f"Buy a level-{level} {kind}" + (f" ({cost} Fame)" if cost else "")
    return LegalMove(made(wire.Buy, seat=seat, level=level, kind=kind), seat, label)


@lru_cache(maxsize=1 << 12)
def _redraw_move(cards: Cards, seat: int, item: str) -> LegalMove[Any]:
    label = f"Pay 1 Fame to redraw {cards.by_id[item].name}"
    return LegalMove(made(wire.Redraw, seat=seat, item=item), seat, label)


@lru_cache(maxsize=1 << 12)
def _market_move(cards: Cards, seat: int, give: str, take: str) -> LegalMove[Any]:
    label = f"Trade {cards.by_id[give].name} for {cards.by_id[take].name} from the market"
    return LegalMove(made(wire.TradeMarket, seat=seat, give=give, take=take), seat, label)


@lru_cache(maxsize=1 << 12)
def _accept_move(
    cards: Cards, seat: int, offerer: int, offered: str, take: str | None
) -> LegalMove[Any]:
    what = " as a gift" if take is None else f", giving {cards.by_id[take].name}"
    label = f"Accept {cards.by_id[offered].name} from seat {offerer}{what}"
    accept = made(wire.AcceptTrade, seat=seat, offerer=offerer, take=take)
    return LegalMove(accept, seat, label)


@lru_cache(maxsize=1 << 12)
def _offer_move(cards: Cards, seat: int, to: int, give: str, gift: bool) -> LegalMove[Any]:
    name = cards.by_id[give].name
    label = f"Give {name} to seat {to}" if gift else f"Offer {name} to seat {to} for an item"
    return LegalMove(made(wire.OfferTrade, seat=seat, to=to, give=give, gift=gift), seat, label)


# --- a dungeon revealed ---------------------------------------------------------------------------


def reveal(d: DraggFields, draw: Draw, move: wire.RevealToken) -> None:
    """A dungeon's level token is turned face up; threats follow doom (D15, D20)."""
    d.tokens = without(d.tokens, move.level)
    d.set_site(move.location, token=move.level, revealed_round=d.round)
    _place_threats(d)
    text = f"Dungeon {move.location} is a level-{move.level} dungeon"
    d.event("token_revealed", text, location=move.location, level=move.level)


# --- seat moves: the starting hands, selection and hiring -----------------------------------------

#: D38: how many heroes a starting hand may hold
STARTING_HEROES = (1, 2, 3)


def starting_hand(d: DraggFields, move: wire.StartingHand) -> None:
    """D38: a seat's choice, secret until every seat has made its own; then every hand is dealt
    (its heroes from the level-1 heroes, the rest from the level-1 items)."""
    d.starting_heroes = replaced(d.starting_heroes, move.seat, move.heroes)
    d.event("hand_chosen", f"Seat {move.seat} chooses its hand", seat=move.seat)
    if any(count is None for count in d.starting_heroes):
        return
    for seat, heroes in enumerate(d.starting_heroes):
        assert heroes is not None
        for deck, count in (("heroes-1", heroes), ("items-1", HAND_LIMIT - heroes)):
            d.push(*(new_draw("draw_card", "hand", deck, seat) for _ in range(count)))
    d.starting_heroes = (None,) * d.players
    d.phase = "setup"
    d.event("hands_dealt", "Every seat draws its seven level-1 cards")


def scout(d: DraggFields, move: wire.Scout) -> None:
    d.scouts = replaced(d.scouts, move.seat, (*d.scouts[move.seat], move.location))
    d.event("scout", f"Seat {move.seat} sends a scout", seat=move.seat)
    _scouts_report(d)


def _scouts_report(d: DraggFields) -> None:
    """Once every seat has sent its scouts (or, solo, stopped after one, D43), they report at
    once (D21) and the selection begins."""
    allowed = scouts_allowed(d)
    if not all(len(s) >= allowed or d.done[seat] for seat, s in enumerate(d.scouts)):
        return
    for location in sorted({loc for s in d.scouts for loc in s}):
        d.push(new_draw("reveal_token", "token", location=location))
    d.event("scouts_revealed", "Every scout reports", scouts=[list(s) for s in d.scouts])
    d.phase = "select"
    d.done = (False,) * d.players


def select(d: DraggFields, move: wire.Select) -> None:
    d.standees = replaced(d.standees, move.seat, move.location)
    text = f"Seat {move.seat} goes to {place(move.location)}"
    d.event("select", text, seat=move.seat, location=move.location)
    if TOWN not in d.standees:
        d.phase = "hire"


def _buy(d: DraggFields, move: wire.Buy) -> None:
    cost = 0 if move.level == 1 else move.level
    d.add_fame(move.seat, -cost)
    deck = f"{'heroes' if move.kind == 'hero' else 'items'}-{move.level}"
    d.push(new_draw("draw_card", "bought", deck, move.seat))


def _unbought(d: DraggFields, seat: int, cid: str) -> None:
    """``cid`` leaves the cards the seat bought this round (if it is one)."""
    entries = d.bought[seat]
    if any(entry.card == cid for entry in entries):
        kept = tuple(e for e in entries if e.card != cid)
        d.bought = replaced(d.bought, seat, kept)


def _redraw(d: DraggFields, move: wire.Redraw) -> None:
    seat = move.seat
    d.add_fame(seat, -1)
    _unbought(d, seat, move.item)
    d.take(seat, move.item)
    d.to_deck(move.item)
    deck = d.cards.deck_of(move.item)
    d.push(new_draw("draw_card", "redrawn", deck, seat))
    d.event("redraw", f"Seat {seat} redraws {card_name(d, move.item)}", seat=seat, item=move.item)


def _offer(d: DraggFields, move: wire.OfferTrade) -> None:
    """D41: the seat's one standing offer (it may make another once this one is answered)."""
    d.offers = replaced(d.offers, move.seat, Offer(to=move.to, give=move.give, gift=move.gift))
    what = "gives" if move.gift else "offers"
    text = f"Seat {move.seat} {what} {card_name(d, move.give)} to seat {move.to}"
    if not move.gift:
        text += " for an item"
    d.event("trade_offered", text, seat=move.seat, to=move.to)


def _accept(d: DraggFields, move: wire.AcceptTrade) -> None:
    """D41: the exchange both seats agreed to (a gift: one way); a hand over 7 discards (D40)."""
    seat, other = move.seat, move.offerer
    offer = d.offers[other]
    assert offer is not None, "D41: only a standing offer is accepted"
    give = offer.give
    d.offers = replaced(d.offers, other, None)
    _hand_over(d, other, seat, give)
    if move.take is None:
        text = f"Seat {seat} accepts seat {other}'s {card_name(d, give)} as a gift"
    else:
        _hand_over(d, seat, other, move.take)
        text = (
            f"Seat {seat} trades {card_name(d, move.take)} for seat {other}'s {card_name(d, give)}"
        )
    d.event("trade", text, **{"seat": seat, "with": other})


def _hand_over(d: DraggFields, owner: int, to: int, cid: str) -> None:
    """A traded item leaves its owner's hand (and the table, if just bought) for ``to``'s."""
    d.take(owner, cid)
    d.give(to, cid)
    _unbought(d, owner, cid)


def _decline(d: DraggFields, move: wire.DeclineTrade) -> None:
    d.offers = replaced(d.offers, move.offerer, None)
    text = f"Seat {move.seat} declines seat {move.offerer}'s offer"
    d.event("trade_declined", text, seat=move.seat)


def _withdraw(d: DraggFields, move: wire.WithdrawTrade) -> None:
    d.offers = replaced(d.offers, move.seat, None)
    d.event("trade_withdrawn", f"Seat {move.seat} withdraws its offer", seat=move.seat)


def _trade_market(d: DraggFields, move: wire.TradeMarket) -> None:
    seat = move.seat
    d.take(seat, move.give)
    d.to_deck(move.give)
    d.market = without(d.market, move.take)
    d.give(seat, move.take)
    entries = tuple(e for e in d.bought[seat] if e.card != move.give)
    entry = Bought(card=move.take, redrawn=True, traded=True)
    d.bought = replaced(d.bought, seat, (*entries, entry))
    text = f"Seat {seat} trades {card_name(d, move.give)} for {card_name(d, move.take)}"
    d.event("trade", text, **{"seat": seat, "with": None})  # with the market


def done(d: DraggFields, move: wire.Done) -> None:
    seat = move.seat
    if d.phase == "run":  # D14: no upgrade
        index = group_of(d, seat)
        d.set_group(index, upgraders=without(d.groups[index].upgraders, seat))
        return
    if d.phase == "scout":  # D43: no second scout
        d.done = replaced(d.done, seat, True)
        _scouts_report(d)
        return
    d.done = replaced(d.done, seat, True)
    d.bought = replaced(d.bought, seat, ())  # taken behind the shield
    d.offers = tuple(
        None if s == seat or (offer is not None and offer.to == seat) else offer
        for s, offer in enumerate(d.offers)
    )
    d.event("done", f"Seat {seat} is done hiring", seat=seat)
    if all(d.done):
        _start_runs(d)


def discard(d: DraggFields, move: wire.Discard) -> None:
    """D40: one card of a hand over 7 goes back to its deck (off the table if just bought)."""
    seat = move.seat
    d.take(seat, move.card)
    _unbought(d, seat, move.card)
    offer = d.offers[seat]
    if offer is not None and offer.give == move.card and move.card not in d.hands[seat]:
        d.offers = replaced(d.offers, seat, None)
    d.to_deck(move.card)
    deck = d.cards.deck_of(move.card)  # it goes back face down, onto the deck it came from
    d.event("card_discarded", f"Seat {seat} discards a card to {deck}", seat=seat, deck=deck)


# --- the groups set out ---------------------------------------------------------------------------


def _start_runs(d: DraggFields) -> None:
    """D12: seats at the same place form a group, in turn order."""
    d.phase = "run"
    places = sorted(set(d.standees))
    groups: list[Group] = []
    at: dict[int, int] = {}
    for location in places:
        seats = tuple(s for s in order(d) if d.standees[s] == location)
        level = 3 if location == KEEP else dungeon_level(d, location)
        if d.options.trial_level is not None:
            level = d.options.trial_level
        group = new_group(location, level, seats)
        if location == KEEP:
            group = evolve_group(group, keep_rooms=2 + len(seats), keep_elites=ELITES)
        for seat in seats:
            at[seat] = len(groups)
        groups.append(group)
        d.event("run", f"Seats {list(seats)} enter {place(location)}", location=location)
    d.runners = tuple(
        Runner(
            group=at[seat],
            hero=None,
            damage=0,
            skills_used=(),
            equipped=(),
            ready=False,
            skill=0,
            fame_spent=None,
            out=False,
            curses=d.carried_curses[seat],
            deciding=False,
            asking=None,
            split_off=False,
            refused_by=(),
        )
        for seat in range(d.players)
    )
    d.carried_curses = ((),) * d.players
    d.groups = tuple(groups)
    if d.crusade is not None:
        enter_rifts(d)


# --- end of round and the game's end --------------------------------------------------------------


def start_round(d: DraggFields) -> None:
    """A round begins with scouting; the hiring records start empty."""
    d.phase = "scout"
    d.scouts = ((),) * d.players
    d.done = (False,) * d.players
    d.bought = ((),) * d.players
    d.offers = (None,) * d.players
    d.event("round", f"Round {d.round} begins", round=d.round)


def end_round(d: DraggFields) -> None:
    """D15: Fame for the hand (kept to 7 cards, D40; the runs' Fame came as they ended, D47),
    rooms back to their decks, doom and threat tokens (D37); then the next round."""
    cards = d.cards
    groups = d.groups
    mage_dead = any(group.result == "death_mage" for group in groups)
    for group in groups:
        for cid in group.passed + group.ahead + ((group.room,) if group.room else ()):
            if cid not in ELITES:
                d.to_deck(cid)
        for cid in group.rewards:
            d.to_deck(cid)
    carried = list(d.carried_curses)
    for seat, runner in enumerate(d.runners):  # a seat out before its first room
        for cid in runner.curses:
            carried[seat] = with_added(carried[seat], cid)
    d.carried_curses = tuple(carried)
    d.curse_discards = ((),) * d.players  # owed with no item left to give
    for seat in range(d.players):  # D15: 1 per 2 items, 1 per surviving hero (in hand)
        hand = d.hands[seat]
        items = sum(cards.kind[cid] == "items" for cid in hand)
        heroes = sum(cards.kind[cid] == "heroes" for cid in hand)
        gained = items // 2 + heroes
        d.add_fame(seat, gained)
        d.event("fame", f"Seat {seat} gains {gained} Fame for its hand", seat=seat, fame=gained)
    d.runners, d.groups = (), ()
    d.visited = d.standees
    d.standees = (TOWN,) * d.players
    if d.options.trial_level is not None:
        cleared = all(group.result in ("boss", "left") for group in groups)
        text = "every group killed its Boss" if cleared else "a group did not kill its Boss"
        _finish(d, "won" if cleared else "lost", f"balance trial: {text}")
    elif mage_dead:  # D37: the game ends here; the round's doom is not applied
        _finish(d, "won", "D16: the Death Mage is dead; most Fame wins")
    elif _move_doom(d) <= 0:
        _finish(d, "lost", "D16, D37: doom reaches 0; everyone loses")
    else:
        next_round(d)


def _move_doom(d: DraggFields) -> int:
    """D37: the round's doom changes, summed, move the tracker once (within 0 and its top);
    threat tokens follow it (D15, D20); with the Undead Crusade, open Rifts press it down and
    Rifts open on the green spaces it passes (rules_rift)."""
    if d.crusade is not None:
        rifts_press(d)
    before = d.doom
    change, d.doom_change = d.doom_change, 0
    top = d.cards.pack.doom.top
    d.doom = max(0, min(top, d.doom + change))
    _place_threats(d)
    if change:
        text = f"Doom moves {change:+d} this round, to {d.doom}"
        d.event("doom", text, change=change, doom=d.doom)
    if d.crusade is not None:
        rifts_open(d, before)
    return d.doom


def _place_threats(d: DraggFields) -> None:
    """D15, D20: one threat token per red threshold doom is below, on every revealed dungeon."""
    pack = d.cards.pack
    wanted = sum(d.doom < red for red in pack.doom.red)
    left = pack.threat_tokens
    sites = list(d.sites)
    for index, site in enumerate(sites):
        if site.token is None:
            continue
        threats = min(wanted, 3 - site.token, left)
        if threats != site.threats:
            sites[index] = evolve_site(site, threats=threats)
        left -= threats
    d.sites = tuple(sites)


def next_round(d: DraggFields) -> None:
    """The next round, or the round limit (an option, D39) ends the game with no winner."""
    limit = d.options.round_limit
    if limit is not None and d.round >= limit:
        _finish(d, "round_limit", f"D39: round {limit}, the round limit, is over: no one wins")
        return
    d.round += 1
    assert d.first_player is not None
    d.first_player = (d.first_player + 1) % d.players
    fill_market(d)
    start_round(d)


def _finish(d: DraggFields, status: str, text: str) -> None:
    d.status, d.phase = status, "over"
    d.queue = ()
    d.event("game_over", text, status=status)


# --- the moves, by kind ---------------------------------------------------------------------------


#: the hiring's moves (D11, D41, D42), by class (:data:`games.draggmar.rules.STEPS` declares them)
HIRE_MOVES: dict[type[wire.AnyMove], Callable[[DraggFields, Any], None]] = {
    wire.Buy: _buy,
    wire.Redraw: _redraw,
    wire.OfferTrade: _offer,
    wire.AcceptTrade: _accept,
    wire.DeclineTrade: _decline,
    wire.WithdrawTrade: _withdraw,
    wire.TradeMarket: _trade_market,
    wire.Done: done,
}
