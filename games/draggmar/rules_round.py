"""Draggmar's round outside the dungeons: scouting and selection (D10), hiring and trades
(D11), the groups setting out, the end of round (Fame, doom and threat tokens; D15, D20), and
the game's end (D16, D39).
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any, Literal

from games.core.game import Event, LegalMove
from games.core.slots import new_event
from games.draggmar import wire
from games.draggmar.content import ELITES, HAND_LIMIT
from games.draggmar.rules_common import (
    add,
    card_name,
    dungeon_level,
    fill_market,
    game_cards,
    group_of,
    hand_items,
    keep_open,
    made,
    new_draw,
    new_group,
    order,
    place,
    solo,
    to_deck,
)
from games.draggmar.state import KEEP, TOWN, Cards, Data

# --- who decides what: scouting, selection, hiring ------------------------------------------------


def scouts_allowed(g: Data) -> int:
    """How many dungeons each seat may still scout this round (solo: two)."""
    face_down = sum(site["token"] is None for site in g["sites"])
    return min(2 if solo(g) else 1, face_down)


def select_options(g: Data, seat: int) -> list[int]:
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


def hire_moves(g: Data, seat: int) -> list[LegalMove]:
    """A seat's hiring moves: buys, redraws, trades, done (D11)."""
    cards = game_cards(g)
    moves: list[LegalMove[wire.AnyMove]] = [_done_move(seat)]
    fame = g["fame"][seat]
    for level, cost, kind, deck in _BUYS:  # D40: a full hand buys, then discards
        if fame >= cost and g["decks"][deck]:
            moves.append(_buy_move(seat, level, kind))
    mine = g["offers"][seat]
    offered = mine["give"] if mine is not None else None
    for entry in g["bought"][seat]:
        cid = entry["card"]
        if entry["redrawn"] or entry["traded"] or cards.kind[cid] != "items" or cid == offered:
            continue
        if fame >= 1 and g["decks"][cards.deck_of(cid)]:
            moves.append(_redraw_move(cards, seat, cid))
    if solo(g):
        moves += _market_moves(g, cards, seat)
    moves += _trade_moves(g, cards, seat, offered)
    return moves


def _market_moves(g: Data, cards: Cards, seat: int) -> list[LegalMove]:
    """D42: any item of the solo hand (dealt, bought or found) for a market item of its level or
    lower, once per item per round: an item taken from the market is not traded again."""
    taken = {entry["card"] for entry in g["bought"][seat] if entry["traded"]}
    market = sorted(set(g["market"]))
    return [
        _market_move(cards, seat, give, take)
        for give in hand_items(g, seat)
        if give not in taken
        for take in market
        if cards.level_of(take) <= cards.level_of(give)
    ]


def _trade_moves(g: Data, cards: Cards, seat: int, offered: str | None) -> list[LegalMove]:
    """D41: answers to each offer made to the seat (an item of the hand in return, nothing for
    a gift, or no), then its own offer: one standing at a time, any number in a hiring phase."""
    moves: list[LegalMove[wire.AnyMove]] = []
    items = hand_items(g, seat)
    for offerer, offer in enumerate(g["offers"]):
        if offer is None or offer["to"] != seat:
            continue
        moves.append(_decline_move(cards, seat, offerer, offer["give"]))
        if offer["gift"]:
            moves.append(_accept_move(cards, seat, offerer, offer["give"], None))
            continue
        for cid in items:
            if cid != offered:  # its own offer's item stays promised
                moves.append(_accept_move(cards, seat, offerer, offer["give"], cid))
    if offered is not None:
        moves.append(_withdraw_move(cards, seat, g["offers"][seat]["to"], offered))
        return moves
    for other in range(g["players"]):
        if other != seat and not g["done"][other]:
            for gift in (False, True):
                moves.extend(_offer_move(cards, seat, other, cid, gift) for cid in items)
    return moves


#: D11: what a seat may buy, level by level (a hero, then an item): level, cost, kind, deck
_BUYS = tuple(
    (level, 0 if level == 1 else level, kind, f"{deck}-{level}")
    for level in (1, 2, 3)
    for kind, deck in (("hero", "heroes"), ("item", "items"))
)


# the hiring moves with their labels, made once: the same ones are listed at every step of the
# hiring, for every seat (issue 13)


@cache
def _done_move(seat: int) -> LegalMove:
    return LegalMove(made(wire.Done, seat=seat), seat, "Done hiring")


@lru_cache(maxsize=1 << 12)
def _decline_move(cards: Cards, seat: int, offerer: int, give: str) -> LegalMove:
    label = f"Decline {cards.by_id[give].name} from seat {offerer}"
    return LegalMove(made(wire.DeclineTrade, seat=seat, offerer=offerer), seat, label)


@lru_cache(maxsize=1 << 12)
def _withdraw_move(cards: Cards, seat: int, to: int, give: str) -> LegalMove:
    label = f"Withdraw the offer of {cards.by_id[give].name} to seat {to}"
    return LegalMove(made(wire.WithdrawTrade, seat=seat), seat, label)


@cache
def _buy_move(seat: int, level: int, kind: Literal["hero", "item"]) -> LegalMove:
    cost = 0 if level == 1 else level
    label = f"Buy a level-{level} {kind}" + (f" ({cost} Fame)" if cost else "")
    return LegalMove(made(wire.Buy, seat=seat, level=level, kind=kind), seat, label)


@lru_cache(maxsize=1 << 12)
def _redraw_move(cards: Cards, seat: int, item: str) -> LegalMove:
    label = f"Pay 1 Fame to redraw {cards.by_id[item].name}"
    return LegalMove(made(wire.Redraw, seat=seat, item=item), seat, label)


@lru_cache(maxsize=1 << 12)
def _market_move(cards: Cards, seat: int, give: str, take: str) -> LegalMove:
    label = f"Trade {cards.by_id[give].name} for {cards.by_id[take].name} from the market"
    return LegalMove(made(wire.TradeMarket, seat=seat, give=give, take=take), seat, label)


@lru_cache(maxsize=1 << 12)
def _accept_move(
    cards: Cards, seat: int, offerer: int, offered: str, take: str | None
) -> LegalMove:
    what = " as a gift" if take is None else f", giving {cards.by_id[take].name}"
    label = f"Accept {cards.by_id[offered].name} from seat {offerer}{what}"
    accept = made(wire.AcceptTrade, seat=seat, offerer=offerer, take=take)
    return LegalMove(accept, seat, label)


@lru_cache(maxsize=1 << 12)
def _offer_move(cards: Cards, seat: int, to: int, give: str, gift: bool) -> LegalMove:
    name = cards.by_id[give].name
    label = f"Give {name} to seat {to}" if gift else f"Offer {name} to seat {to} for an item"
    return LegalMove(made(wire.OfferTrade, seat=seat, to=to, give=give, gift=gift), seat, label)


# --- a dungeon revealed ---------------------------------------------------------------------------


def reveal(g: Data, draw: dict, move: wire.RevealToken, events: list[Event]) -> None:
    """A dungeon's level token is turned face up; threats follow doom (D15, D20)."""
    g["tokens"].remove(move.level)
    site = g["sites"][move.location - 1]
    site.update(token=move.level, revealed_round=g["round"])
    _place_threats(g)
    text = f"Dungeon {move.location} is a level-{move.level} dungeon"
    events.append(
        new_event("token_revealed", text, {"location": move.location, "level": move.level})
    )


# --- seat moves: the starting hands, selection and hiring -----------------------------------------

#: D38: how many heroes a starting hand may hold
STARTING_HEROES = (1, 2, 3)


def _starting_hand(g: Data, move: wire.StartingHand, events: list[Event]) -> None:
    """D38: a seat's choice, secret until every seat has made its own; then every hand is dealt
    (its heroes from the level-1 heroes, the rest from the level-1 items)."""
    g["starting_heroes"][move.seat] = move.heroes
    events.append(new_event("hand_chosen", f"Seat {move.seat} chooses its hand", {}))
    if any(count is None for count in g["starting_heroes"]):
        return
    for seat, heroes in enumerate(g["starting_heroes"]):
        for deck, count in (("heroes-1", heroes), ("items-1", HAND_LIMIT - heroes)):
            g["queue"].extend(new_draw("draw_card", "hand", deck, seat) for _ in range(count))
    g["starting_heroes"] = [None] * g["players"]
    g["phase"] = "setup"
    text = "Every seat draws its seven level-1 cards"
    events.append(new_event("hands_dealt", text, {}))


def _scout(g: Data, move: wire.Scout, events: list[Event]) -> None:
    g["scouts"][move.seat].append(move.location)
    events.append(new_event("scout", f"Seat {move.seat} sends a scout", {"seat": move.seat}))
    _scouts_report(g, events)


def _scouts_report(g: Data, events: list[Event]) -> None:
    """Once every seat has sent its scouts (or, solo, stopped after one, D43), they report at
    once (D21) and the selection begins."""
    allowed = scouts_allowed(g)
    if not all(len(s) >= allowed or g["done"][seat] for seat, s in enumerate(g["scouts"])):
        return
    for location in sorted({loc for s in g["scouts"] for loc in s}):
        g["queue"].append(new_draw("reveal_token", "token", location=location))
    events.append(new_event("scouts_revealed", "Every scout reports", {"scouts": g["scouts"]}))
    g["phase"] = "select"
    g["done"] = [False] * g["players"]


def _select(g: Data, move: wire.Select, events: list[Event]) -> None:
    g["standees"][move.seat] = move.location
    text = f"Seat {move.seat} goes to {place(move.location)}"
    events.append(new_event("select", text, {"seat": move.seat, "location": move.location}))
    if TOWN not in g["standees"]:
        g["phase"] = "hire"


def _buy(g: Data, move: wire.Buy, events: list[Event]) -> None:
    cost = 0 if move.level == 1 else move.level
    g["fame"][move.seat] -= cost
    deck = f"{'heroes' if move.kind == 'hero' else 'items'}-{move.level}"
    g["queue"].append(new_draw("draw_card", "bought", deck, move.seat))


def _redraw(g: Data, move: wire.Redraw, events: list[Event]) -> None:
    seat = move.seat
    g["fame"][seat] -= 1
    g["bought"][seat] = [e for e in g["bought"][seat] if e["card"] != move.item]
    g["hands"][seat].remove(move.item)
    to_deck(g, move.item)
    deck = game_cards(g).deck_of(move.item)
    g["queue"].append(new_draw("draw_card", "redrawn", deck, seat))
    events.append(
        new_event("redraw", f"Seat {seat} redraws {card_name(g, move.item)}", {"seat": seat})
    )


def _offer(g: Data, move: wire.OfferTrade, events: list[Event]) -> None:
    """D41: the seat's one standing offer (it may make another once this one is answered)."""
    g["offers"][move.seat] = {"to": move.to, "give": move.give, "gift": move.gift}
    what = "gives" if move.gift else "offers"
    text = f"Seat {move.seat} {what} {card_name(g, move.give)} to seat {move.to}"
    if not move.gift:
        text += " for an item"
    events.append(new_event("trade_offered", text, {"seat": move.seat, "to": move.to}))


def _accept(g: Data, move: wire.AcceptTrade, events: list[Event]) -> None:
    """D41: the exchange both seats agreed to (a gift: one way); a hand over 7 discards (D40)."""
    seat, other = move.seat, move.offerer
    give = g["offers"][other]["give"]
    g["offers"][other] = None
    _hand_over(g, other, seat, give)
    if move.take is None:
        text = f"Seat {seat} accepts seat {other}'s {card_name(g, give)} as a gift"
    else:
        _hand_over(g, seat, other, move.take)
        text = (
            f"Seat {seat} trades {card_name(g, move.take)} for seat {other}'s {card_name(g, give)}"
        )
    events.append(new_event("trade", text, {"seat": seat, "with": other}))


def _hand_over(g: Data, owner: int, to: int, cid: str) -> None:
    """A traded item leaves its owner's hand (and the table, if just bought) for ``to``'s."""
    g["hands"][owner].remove(cid)
    add(g["hands"][to], cid)
    if any(entry["card"] == cid for entry in g["bought"][owner]):
        g["bought"][owner] = [e for e in g["bought"][owner] if e["card"] != cid]


def _decline(g: Data, move: wire.DeclineTrade, events: list[Event]) -> None:
    g["offers"][move.offerer] = None
    text = f"Seat {move.seat} declines seat {move.offerer}'s offer"
    events.append(new_event("trade_declined", text, {"seat": move.seat}))


def _withdraw(g: Data, move: wire.WithdrawTrade, events: list[Event]) -> None:
    g["offers"][move.seat] = None
    text = f"Seat {move.seat} withdraws its offer"
    events.append(new_event("trade_withdrawn", text, {"seat": move.seat}))


def _trade_market(g: Data, move: wire.TradeMarket, events: list[Event]) -> None:
    seat = move.seat
    g["hands"][seat].remove(move.give)
    to_deck(g, move.give)
    g["market"].remove(move.take)
    add(g["hands"][seat], move.take)
    g["bought"][seat] = [e for e in g["bought"][seat] if e["card"] != move.give]
    g["bought"][seat].append({"card": move.take, "redrawn": True, "traded": True})
    text = f"Seat {seat} trades {card_name(g, move.give)} for {card_name(g, move.take)}"
    events.append(new_event("trade", text, {"seat": seat}))


def _done(g: Data, move: wire.Done, events: list[Event]) -> None:
    seat = move.seat
    if g["phase"] == "run":  # D14: no upgrade
        group_of(g, seat)["upgraders"].remove(seat)
        return
    if g["phase"] == "scout":  # D43: no second scout
        g["done"][seat] = True
        _scouts_report(g, events)
        return
    g["done"][seat] = True
    g["bought"][seat] = []  # taken behind the shield
    for s, offer in enumerate(g["offers"]):
        if s == seat or (offer is not None and offer["to"] == seat):
            g["offers"][s] = None
    events.append(new_event("done", f"Seat {seat} is done hiring", {"seat": seat}))
    if all(g["done"]):
        _start_runs(g, events)


def _discard(g: Data, move: wire.Discard, events: list[Event]) -> None:
    """D40: one card of a hand over 7 goes back to its deck (off the table if just bought)."""
    seat = move.seat
    g["hands"][seat].remove(move.card)
    if any(entry["card"] == move.card for entry in g["bought"][seat]):
        g["bought"][seat] = [e for e in g["bought"][seat] if e["card"] != move.card]
    offer = g["offers"][seat]
    if offer is not None and offer["give"] == move.card and move.card not in g["hands"][seat]:
        g["offers"][seat] = None
    to_deck(g, move.card)
    deck = game_cards(g).deck_of(move.card)  # it goes back face down, onto the deck it came from
    text = f"Seat {move.seat} discards a card to {deck}"
    events.append(new_event("card_discarded", text, {"seat": move.seat, "deck": deck}))


# --- the groups set out ---------------------------------------------------------------------------


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
        seats = [s for s in order(g) if g["standees"][s] == location]
        level = 3 if location == KEEP else dungeon_level(g, location)
        if g["options"]["trial_level"] is not None:
            level = g["options"]["trial_level"]
        group = new_group(location, level, seats)
        if location == KEEP:
            group["keep_rooms"] = 2 + len(seats)
            group["keep_elites"] = list(ELITES)
        for seat in seats:
            g["runners"][seat]["group"] = len(g["groups"])
        g["groups"].append(group)
        events.append(
            new_event("run", f"Seats {seats} enter {place(location)}", {"location": location})
        )


# --- end of round and the game's end --------------------------------------------------------------


def start_round(g: Data, events: list[Event]) -> None:
    """A round begins with scouting; the hiring records start empty."""
    g["phase"] = "scout"
    g["scouts"] = [[] for _ in range(g["players"])]
    g["done"] = [False] * g["players"]
    g["bought"] = [[] for _ in range(g["players"])]
    g["offers"] = [None] * g["players"]
    events.append(new_event("round", f"Round {g['round']} begins", {"round": g["round"]}))


def end_round(g: Data, events: list[Event]) -> None:
    """D15: Fame for the hand (kept to 7 cards, D40; the runs' Fame came as they ended, D47),
    rooms back to their decks, doom and threat tokens (D37); then the next round."""
    cards = game_cards(g)
    mage_dead = any(group["result"] == "death_mage" for group in g["groups"])
    for group in g["groups"]:
        for cid in group["passed"] + group["ahead"] + ([group["room"]] if group["room"] else []):
            if cid not in ELITES:
                to_deck(g, cid)
        for cid in group["rewards"]:
            to_deck(g, cid)
    for seat, runner in enumerate(g["runners"]):  # a seat out before its first room
        for cid in runner["curses"]:
            add(g["carried_curses"][seat], cid)
    g["curse_discards"] = [[] for _ in range(g["players"])]  # owed with no item left to give
    for seat in range(g["players"]):  # D15: 1 per 2 items, 1 per surviving hero (in hand)
        hand = g["hands"][seat]
        items = sum(cards.kind[cid] == "items" for cid in hand)
        heroes = sum(cards.kind[cid] == "heroes" for cid in hand)
        gained = items // 2 + heroes
        g["fame"][seat] += gained
        text = f"Seat {seat} gains {gained} Fame for its hand"
        events.append(new_event("fame", text, {"seat": seat, "fame": gained}))
    trial_groups = g["groups"]
    g["runners"], g["groups"] = [], []
    g["visited"] = list(g["standees"])
    g["standees"] = [TOWN] * g["players"]
    if g["options"]["trial_level"] is not None:
        cleared = all(group["result"] in ("boss", "left") for group in trial_groups)
        text = "every group killed its Boss" if cleared else "a group did not kill its Boss"
        _finish(g, "won" if cleared else "lost", f"balance trial: {text}", events)
    elif mage_dead:  # D37: the game ends here; the round's doom is not applied
        _finish(g, "won", "D16: the Death Mage is dead; most Fame wins", events)
    elif _move_doom(g, events) <= 0:
        _finish(g, "lost", "D16, D37: doom reaches 0; everyone loses", events)
    else:
        next_round(g, events)


def _move_doom(g: Data, events: list[Event]) -> int:
    """D37: the round's doom changes, summed, move the tracker once (within 0 and its top);
    threat tokens follow it (D15, D20)."""
    change, g["doom_change"] = g["doom_change"], 0
    top = game_cards(g).pack.doom.top
    g["doom"] = max(0, min(top, g["doom"] + change))
    _place_threats(g)
    if change:
        text = f"Doom moves {change:+d} this round, to {g['doom']}"
        events.append(new_event("doom", text, {"change": change, "doom": g["doom"]}))
    return int(g["doom"])


def _place_threats(g: Data) -> None:
    """D15, D20: one threat token per red threshold doom is below, on every revealed dungeon."""
    pack = game_cards(g).pack
    wanted = sum(g["doom"] < red for red in pack.doom.red)
    left = pack.threat_tokens
    for site in g["sites"]:
        if site["token"] is None:
            continue
        site["threats"] = min(wanted, 3 - site["token"], left)
        left -= site["threats"]


def next_round(g: Data, events: list[Event]) -> None:
    """The next round, or the round limit (an option, D39) ends the game with no winner."""
    limit = g["options"]["round_limit"]
    if limit is not None and g["round"] >= limit:
        text = f"D39: round {limit}, the round limit, is over: no one wins"
        _finish(g, "round_limit", text, events)
        return
    g["round"] += 1
    g["first_player"] = (g["first_player"] + 1) % g["players"]
    fill_market(g)
    start_round(g, events)


def _finish(g: Data, status: str, text: str, events: list[Event]) -> None:
    g["status"], g["phase"] = status, "over"
    g["queue"] = []
    events.append(new_event("game_over", text, {"status": status}))


# --- the moves, by kind ---------------------------------------------------------------------------


#: the seat moves decided here, by move type (:func:`games.draggmar.rules.apply` dispatches)
ROUND_MOVES: dict[str, Any] = {
    "starting_hand": _starting_hand,
    "scout": _scout,
    "select": _select,
    "buy": _buy,
    "redraw": _redraw,
    "offer_trade": _offer,
    "accept_trade": _accept,
    "decline_trade": _decline,
    "withdraw_trade": _withdraw,
    "trade_market": _trade_market,
    "done": _done,
    "discard": _discard,
}
