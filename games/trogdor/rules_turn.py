"""What each task of the turn does: the handlers the task table
(:mod:`games.trogdor.tasks`) declares, by kind. Every handler takes its task off the agenda
when the task is done (``w.pop()``), as the table's steps expect.

- automatic tasks (``start_turn``, ``hammer``, ``spawn``, ``peasants``, ``knight``,
  ``hammer_board``, ``archer``, ``end_turn``; ``victory``, the flow's step for T15) run at once;
- chance tasks apply the card or the keeper or item drawn (``board_draw``, ``burn`` ...), and
  refuse one their deck does not hold;
- decision tasks list every seat's moves (the active seat's first); each move class has its
  handler (``decline``, a reactive item's use, Trogdor's actions, ``choose``, ``trade`` ...),
  which the table pairs with the tasks that take it.

A task that has nothing to draw or decide settles itself before it waits (``no_trade``,
``empty_hand`` ...). Items are used at most once per turn each: the ids of the items used are
in ``used`` (T49). Recharging happens only on the owner's turn (T13).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from games.core.errors import IllegalMove
from games.trogdor import wire
from games.trogdor.cards import (
    POS,
    POST_CARDS,
    PRE_CARDS,
    Offer,
    can_hide_here,
    during_moves,
    entry_cost,
    item_moves,
    mk,
    mk_at,
    movement,
    name,
    offer,
    post_moves,
    pouch_turns,
    pre_moves,
    reactive_moves,
    targets_from,
    tunnels,
)
from games.trogdor.content import (
    MAX_TURNS,
    TROGHAMMER,
    ActionCard,
    MoveCard,
    Ruleset,
    item_ids,
    keeper_ids,
)
from games.trogdor.position import POS_TEXT, SeatInfo, TrogFields, bits, pos_json, pos_text
from games.trogdor.rules_board import (
    DIR_WORD,
    WRAP,
    burn_everything_at,
    burninate,
    cottage_eligible,
    enter,
    finish,
    heal,
    hurt,
    knights_mask,
    lake_eligible,
    move_archer,
    move_peasants,
    move_troghammer,
    place_troghammer,
    rage_burn,
    rage_walk,
    run_burning_peasant,
    spawn_at,
    spawnable,
    take_damage,
    take_peasants,
    victory_met,
    walk_knight,
)

# --- waiting: what a chance or decision task settles by itself before it waits ---------------


def reshuffle_movement(w: TrogFields, _arg: object) -> bool:
    """A Movement draw from an empty deck: the discard becomes the deck; the draw still waits.
    Every Movement draw settles here, whatever its task's argument (a seat, a burning Peasant)."""
    if not w.move_deck:
        w.move_deck, w.move_discard = w.move_discard, 0
        w.event("movement_reshuffled", "The Movement discard pile becomes the deck")
    return False


def no_action_card(w: TrogFields, _arg: object = None) -> bool:
    """An action draw from an empty deck: T20 reshuffles in ``august-draft`` (the draw waits);
    otherwise no card is drawn and the task is done."""
    if any(w.action_deck):
        return False
    if w.variant == "august-draft" and any(w.action_discard):
        w.action_deck, w.action_discard = w.action_discard, tuple(0 for _ in w.action_deck)
        w.event("action_reshuffled", "T20: the action discard pile becomes the deck")
        return False
    w.pop()
    w.event("no_card", "The action deck is empty: no card is drawn", ap=None)
    return True


def no_turn_card(w: TrogFields, _arg: None) -> bool:
    """The turn's draw finds no card: the active seat chooses from its hand all the same."""
    if not no_action_card(w):
        return False
    w.push(("choose", None))
    return True


def empty_hand(w: TrogFields, _arg: None) -> bool:
    """Nothing to choose: the actions go on with the extra AP only."""
    if w.seat.hand:
        return False
    w.pop()
    w.card = None
    w.ap = extra_ap(w)
    w.bonus_ap = 0
    w.event("no_card", f"No action card in hand: {w.ap} AP", ap=w.ap)
    w.push(("actions", None), ("board_draw", None))
    return True


def no_trade(w: TrogFields, _arg: None) -> bool:
    """No trade to offer: nothing to decide before the draw."""
    if next(_trades(w), None) is not None:
        return False
    w.pop()
    return True


def no_other_way(w: TrogFields, _arg: None) -> bool:
    """Distracto's Pouch cannot send the Peasants elsewhere: nothing to decide."""
    if pouch_turns(w):
        return False
    w.pop()
    return True


# --- automatic tasks: each takes itself off the agenda, then runs ------------------------------


def extra_ap(w: TrogFields) -> int:
    """Crangolev's extra AP and Smell the Daisies' bonus."""
    return (1 if w.keeper == "crangolev" else 0) + w.bonus_ap


def start_turn(w: TrogFields, _arg: None) -> None:
    w.pop()
    w.event("turn_started", f"Turn {w.turn}: seat {w.active} controls Trogdor", seat=w.active)
    w.push(("trade", None), ("draw", None))


def hammer(w: TrogFields, _arg: None) -> None:
    w.pop()
    if w.troghammer is None:
        place_troghammer(w)
    else:
        w.push(("hammer_move", None))


def spawn(w: TrogFields, _arg: None) -> None:
    w.pop()
    card = w.in_play
    wanted = card.peasants - len(w.peasants)
    if wanted <= 0:
        w.event("spawn_none", f"The card wants {card.peasants} Peasants: satisfied")
        return
    where = spawnable(w)
    n = min(wanted, len(where), w.trog_meter)
    if n <= 0:
        w.event("spawn_none", "No Peasant can spawn")
        return
    if n < len(where):
        w.push(("spawn_choice", n))
        return
    spawn_at(w, where)


def peasants(w: TrogFields, _arg: None) -> None:
    w.pop()
    move_peasants(w, w.arrow, w.in_play.repair)


def knight(w: TrogFields, i: int) -> None:
    w.pop()
    if i >= len(w.knights):
        return
    path = w.in_play.path
    pos, hit = walk_knight(w, w.knights[i], path, f"Knight {i + 1}")
    knights = list(w.knights)
    knights[i] = pos
    w.knights = tuple(knights)
    if hit:
        hurt(w, "knight")


def hammer_board(w: TrogFields, _arg: None) -> None:
    w.pop()
    if w.troghammer is not None:
        move_troghammer(w, w.in_play.path)


def archer(w: TrogFields, _arg: None) -> None:
    w.pop()
    move_archer(w, w.in_play.path)


def victory(w: TrogFields, _arg: None) -> None:
    """T15: the board's conditions met, Trogdor alive (checked after every step)."""
    finish(w, "victory", "Victory! The countryside, the Peasants and the Cottages burninated")


def end_turn(w: TrogFields, _arg: None) -> None:
    w.pop()
    assert w.board_card is not None, "the turn ends on the board phase's Movement card"
    w.move_discard |= 1 << w.board_card
    w.board_card = None
    w.board_arrow = None
    bonus = 0
    if w.card == "smell-the-daisies" and w.kinds[w.trogdor] == "Flowers":
        bonus = 3
        w.event("daisies", "Smell the Daisies: the next player gets 3 extra AP")
    w.bonus_ap = bonus
    w.hiding = False
    w.card = None
    w.used = frozenset()
    w.flips = 0
    w.ap = 0
    w.active = (w.active + 1) % w.players
    w.turn += 1
    if w.turn > MAX_TURNS:
        finish(w, "turn_limit", f"T48: {MAX_TURNS} turns are over: the game ends with no winner")
        return
    w.push(("start_turn", None))


# --- chance ----------------------------------------------------------------------------------

#: the moves that draw or deal
ChanceMove = wire.DrawActionCard | wire.DrawMovementCard | wire.DealKeeper | wire.DealItem


@dataclass(frozen=True, slots=True)
class Draws:
    """A ruleset's draws, made once: one outcome per card. Outcomes are picked from these by
    the deck in play, never memoised by deck: memos by deck held a million objects after a few
    thousand games, and the collector's full passes over them paused a move for up to a second."""

    #: per Movement card, in deck order: its draw and weight (one copy of each)
    movement: tuple[tuple[wire.DrawMovementCard, int], ...]
    #: per action card, in the ruleset's order: its draw
    action: tuple[wire.DrawActionCard, ...]


@lru_cache(maxsize=256)  # as many as the rulesets content keeps
def draws(rs: Ruleset) -> Draws:
    return Draws(
        movement=tuple((mk(wire.DrawMovementCard, card=c.id), 1) for c in rs.move_cards),
        action=tuple(mk(wire.DrawActionCard, card=c.id) for c in rs.cards),
    )


def movement_draws(rs: Ruleset, deck: int) -> list[tuple[wire.DrawMovementCard, int]]:
    """The Movement cards a draw from ``deck`` may give, one each."""
    movement = draws(rs).movement
    return [movement[i] for i in bits(deck)]


def action_draws(rs: Ruleset, deck: tuple[int, ...]) -> list[tuple[wire.DrawActionCard, int]]:
    """The action cards a draw from ``deck`` may give, weighted by their copies."""
    action = draws(rs).action
    return [(action[i], n) for i, n in enumerate(deck) if n]


def movement_outcomes(w: TrogFields, _arg: object) -> list[tuple[wire.DrawMovementCard, int]]:
    return movement_draws(w.rs, w.move_deck)


def action_outcomes(w: TrogFields, _arg: object) -> list[tuple[wire.DrawActionCard, int]]:
    return action_draws(w.rs, w.action_deck)


def dealt_keepers(w: TrogFields, seat: int) -> tuple[tuple[wire.DealKeeper, int], ...]:
    return _keeper_deals(seat, frozenset(s.keeper for s in w.seats))


def dealt_items(w: TrogFields, seat: int) -> tuple[tuple[wire.DealItem, int], ...]:
    return _item_deals(seat, frozenset(s.item for s in w.seats))


@lru_cache(maxsize=4096)
def _keeper_deals(
    seat: int, taken: frozenset[str | None]
) -> tuple[tuple[wire.DealKeeper, int], ...]:
    """The keepers ``seat`` may be dealt, ``taken`` dealt already: made once per value."""
    return tuple(
        (mk(wire.DealKeeper, to_seat=seat, keeper=k), 1) for k in keeper_ids() if k not in taken
    )


@lru_cache(maxsize=4096)
def _item_deals(seat: int, taken: frozenset[str | None]) -> tuple[tuple[wire.DealItem, int], ...]:
    """The items ``seat`` may be dealt, ``taken`` dealt already: made once per value."""
    return tuple((mk(wire.DealItem, to_seat=seat, item=i), 1) for i in item_ids() if i not in taken)


def _dealt(w: TrogFields, seat: int, move: wire.DealKeeper | wire.DealItem, listed: bool) -> None:
    """A deal is one the pending deal can give (``listed``): it takes the task off the agenda."""
    if not listed:
        if move.to_seat != seat:
            raise IllegalMove(f"the deal is for seat {seat}")
        raise IllegalMove("that keeper or item is unknown or already dealt")
    w.pop()


def deal_keeper(w: TrogFields, seat: int, move: wire.DealKeeper) -> None:
    _dealt(w, seat, move, _is_outcome(move, dealt_keepers(w, seat)))
    s = w.seats[seat]
    w.put_seat(seat, SeatInfo(move.keeper, s.item, s.charged, s.hand))
    w.event("keeper_dealt", f"Seat {seat} is {name(move.keeper)}", seat=seat, keeper=move.keeper)


def deal_item(w: TrogFields, seat: int, move: wire.DealItem) -> None:
    _dealt(w, seat, move, _is_outcome(move, dealt_items(w, seat)))
    s = w.seats[seat]
    w.put_seat(seat, SeatInfo(s.keeper, move.item, s.charged, s.hand))
    w.event("item_dealt", f"Seat {seat} gets {name(move.item)}", seat=seat, item=move.item)


def chance_label(w: TrogFields, move: ChanceMove) -> str:
    """What a table player reads: the card drawn (a Movement card's content, to match the
    physical card), or the keeper or item dealt."""
    rs = w.rs
    if move.type == "draw_action_card":
        return f"Draw {rs.card(move.card).name}"
    if move.type == "draw_movement_card":
        return movement_label(rs.move_cards[rs.move_index[move.card]])
    if move.type == "deal_keeper":
        return f"Seat {move.to_seat} is dealt {name(move.keeper)}"
    return f"Seat {move.to_seat} is dealt {name(move.item)}"


@lru_cache(maxsize=4096)
def movement_label(card: MoveCard) -> str:
    """A Movement card as printed, "M17: 2 Peasants N, Repair, path E E S" (cached by content:
    a custom deck may give an id other content)."""
    peasants = f"{card.peasants} Peasant{'' if card.peasants == 1 else 's'} {card.arrow}"
    repair = ", Repair" if card.repair else ""
    return f"{card.id}: {peasants}{repair}, path {' '.join(card.path)}"


def _is_outcome(move: object, outcomes: Iterable[tuple[object, int]]) -> bool:
    """Whether ``move`` is one of the ``outcomes``: by identity first (outcomes are made once),
    then equality (a move a client sent)."""
    listed = [m for m, _ in outcomes]
    return any(m is move for m in listed) or move in listed


def deal_card(w: TrogFields, seat: int, move: wire.DrawActionCard) -> None:
    _take_action_card(w, seat, move.card)


def draw(w: TrogFields, _arg: None, move: wire.DrawActionCard) -> None:
    if _take_action_card(w, w.active, move.card):
        w.push(("choose", None))


def _take_action_card(w: TrogFields, seat: int, card: str) -> bool:
    """``card`` leaves the action deck for ``seat``'s hand; a Troghammer card (T12) goes to the
    discard instead, brings the Troghammer and another draw. Whether the seat got the card.
    The draw takes its task off the agenda; a card not in the deck is refused."""
    i = w.rs.card_index.get(card)
    if i is None or not w.action_deck[i]:
        raise IllegalMove(f"{card} is not in the action deck")
    w.pop()
    deck = list(w.action_deck)
    deck[i] -= 1
    w.action_deck = tuple(deck)
    if card == TROGHAMMER:
        discard = list(w.action_discard)
        discard[i] += 1
        w.action_discard = tuple(discard)
        w.event("card_drawn", "A Troghammer card!", card=card, seat=None)
        w.push(("hammer", None), ("draw", None))
        return False
    w.set_hand(seat, tuple(sorted((*w.seats[seat].hand, card))))
    w.event("card_drawn", f"Seat {seat} draws {name(card)}", card=card, seat=seat)
    return True


def _movement_card(w: TrogFields, move: wire.DrawMovementCard, reason: str) -> MoveCard:
    """The Movement card drawn leaves the deck; to the discard unless it stays in play. The draw
    takes its task off the agenda; a card not in the deck is refused."""
    i = w.rs.move_index.get(move.card)
    if i is None or not w.move_deck >> i & 1:
        raise IllegalMove(f"Movement card {move.card} is not in the Movement deck")
    w.pop()
    card = w.rs.move_cards[i]
    w.move_deck &= ~(1 << i)
    w.event("movement_drawn", f"Movement card {card.id}", card=card.id, reason=reason)
    if reason != "board_draw":
        w.move_discard |= 1 << i
    return card


def board_draw(w: TrogFields, _arg: None, move: wire.DrawMovementCard) -> None:
    """Phase Two: the card stays in play for the board's steps, in order."""
    card = _movement_card(w, move, "board_draw")
    w.board_card = w.rs.move_index[card.id]
    w.board_arrow = card.arrow
    steps = [("knight", k) for k in range(len(w.knights))]
    w.push(
        ("spawn", None),
        *((("pouch", None),) if w.item_seat("distractos-pouch") is not None else ()),
        ("peasants", None),
        *steps,
        ("hammer_board", None),
        ("archer", None),
        ("end_turn", None),
    )


def hammer_move(w: TrogFields, _arg: None, move: wire.DrawMovementCard) -> None:
    move_troghammer(w, _movement_card(w, move, "hammer_move").path)


def burn(w: TrogFields, arg: tuple[int, str | None], move: wire.DrawMovementCard) -> None:
    start, lit_by = arg
    run_burning_peasant(w, start, lit_by, _movement_card(w, move, "burn").path)


def path_o(w: TrogFields, _arg: None, move: wire.DrawMovementCard) -> None:
    """Path o' Burnination: Trogdor burns everything along the card's path (T17)."""
    card = _movement_card(w, move, "path_o")
    pos = w.trogdor
    burn_everything_at(w, pos, by_trogdor=True)
    for d in card.path:
        pos = WRAP[d][pos]
        burn_everything_at(w, pos, by_trogdor=True)


def rage(w: TrogFields, n: int, move: wire.DrawMovementCard) -> None:
    """T16, T53: Fiery Rage card ``n`` of 5."""
    card = _movement_card(w, move, "rage")
    if n == 1:
        rage_burn(w, w.trogdor)
        w.event(
            "rage_burn",
            f"T53: Fiery Rage burns {pos_text(w.trogdor)}, where Trogdor died, first",
            pos=pos_json(w.trogdor),
        )
    rage_walk(w, card.path)
    if victory_met(w):
        finish(w, "petite_victory", "Fiery Rage meets the victory conditions: petite victory!")
    elif n >= 5:
        finish(w, "defeat", "Fiery Rage is over: defeat")
    else:
        w.push(("rage", n + 1))


# --- decisions -------------------------------------------------------------------------------


def yubbitz(w: TrogFields) -> int | None:
    for i, s in enumerate(w.seats):
        if s.keeper == "yubbitz":
            return i
    return None


def trade_moves(w: TrogFields) -> list[Offer]:
    """T19, T50: Yubbitz swaps a card with the active seat, or with anyone on Yubbitz's turn;
    one trade a turn, before the active seat chooses its card (before or after the draw)."""
    return list(_trades(w))


def _trades(w: TrogFields) -> Iterator[Offer]:
    """:func:`trade_moves` one by one (whether there is one needs only the first)."""
    y = yubbitz(w)
    if y is None or not w.seats[y].hand or "trade" in w.used:
        return
    partners = [s for s in range(w.players) if s != y] if y == w.active else [w.active]
    for s in partners:
        if s == y:
            continue
        for give in sorted(set(w.seats[y].hand)):
            for take in sorted(set(w.seats[s].hand)):
                if give != take:
                    yield _trade_offer(y, s, give, take)


@lru_cache(maxsize=65_536)  # seats x seats x cards x cards
def _trade_offer(y: int, s: int, give: str, take: str) -> Offer:
    """Yubbitz's trade with its label, made once per value."""
    move = mk(wire.Trade, seat=y, with_seat=s, give=give, take=take)
    return offer(move, f"Yubbitz: trade {name(give)} for seat {s}'s {name(take)}")


@lru_cache(maxsize=4096)
def _decline(seat: int, label: str) -> Offer:
    """Passing on a decision with its label, made once per value."""
    return offer(mk(wire.Decline, seat=seat), label)


def trade_or_not(w: TrogFields, _arg: None) -> list[Offer]:
    """Before the draw: Yubbitz's trades, or none (T50)."""
    trades = trade_moves(w)
    return [*trades, _decline(trades[0].seat, "No trade before the draw")] if trades else []


def choose_moves(w: TrogFields, _arg: None) -> list[Offer]:
    """Play a card, or discard one for 5 AP; Yubbitz may still trade (T50)."""
    seat = w.active
    extra = extra_ap(w)
    cards = sorted(set(w.seat.hand))
    out = [_play_offer(seat, w.rs.card(card), extra) for card in cards]
    out += [_discard_offer(seat, card, extra) for card in cards]
    return [*out, *trade_moves(w)]


@lru_cache(maxsize=4096)
def _play_offer(seat: int, card: ActionCard, extra: int) -> Offer:
    """Playing ``card`` with its label, made once per value (``extra``: the extra AP)."""
    ap = 0 if card.id == "path-o-burnination" else card.ap + extra
    return offer(mk(wire.ChooseCard, seat=seat, card=card.id), f"Play {card.name} ({ap} AP)")


@lru_cache(maxsize=4096)
def _discard_offer(seat: int, card: str, extra: int) -> Offer:
    """Discarding ``card`` for 5 AP (and ``extra``) with its label, made once per value."""
    label = f"Discard {name(card)} for {5 + extra} AP"
    return offer(mk(wire.DiscardForAp, seat=seat, card=card), label)


def pre_or_not(w: TrogFields, _arg: None) -> list[Offer]:
    return [*pre_moves(w, w.active), _decline(w.active, f"Don't use {_card_name(w)}")]


def post_or_done(w: TrogFields, _arg: None) -> list[Offer]:
    return [*post_moves(w, w.active), _decline(w.active, f"Done with {_card_name(w)}")]


def _card_name(w: TrogFields) -> str:
    assert w.card is not None, "a card is in play before and after the actions"
    return name(w.card)


def open_actions(w: TrogFields, _arg: None) -> list[Offer]:
    """The active seat's actions, then the other seats' action items (T49), in turn order."""
    seat = w.active
    if w.variant == "published":  # T49: items are used on their owner's turn only
        return action_moves(w, seat)
    out = action_moves(w, seat)
    for i in range(1, w.players):
        out += item_moves(w, (seat + i) % w.players)
    return out


def pouch_offer(w: TrogFields, arg: None) -> list[Offer]:
    return reactive_moves(w, "pouch", arg)


def flask_offer(w: TrogFields, arg: None) -> list[Offer]:
    return reactive_moves(w, "flask", arg)


def protect_offer(w: TrogFields, arg: tuple[str, int]) -> list[Offer]:
    return reactive_moves(w, "protect", arg)


def spawn_choices(w: TrogFields, n: int) -> list[Offer]:
    """T9: fewer Peasants than free Cottages: the active seat picks where ``n`` spawn."""
    return [
        offer(
            mk(wire.Spawn, seat=w.active, cottages=tuple(POS[p] for p in combo)),
            "Spawn at the Cottage"
            + ("s" if len(combo) > 1 else "")
            + " at "
            + " and ".join(pos_text(p) for p in combo),
        )
        for combo in combinations(spawnable(w), n)
    ]


def action_moves(w: TrogFields, seat: int) -> list[Offer]:
    """Trogdor's actions: AP actions, the card's 'during' power, items, end."""
    out: list[Offer] = []
    here = w.trogdor
    if w.ap >= 1:
        steps = _steps(seat, here, *movement(w))
        if steps.reached & knights_mask(w):  # its label says what entering costs
            out += [_step(seat, q, d, entry_cost(w, q)) for q, d in steps.targets]
        else:
            out += steps.free
        if here in w.peasants:
            out.append(_chomp(seat, here))
        if not w.burned >> here & 1 and (not w.is_lake(here) or lake_eligible(w, here)):
            out.append(_burn_tile(seat, here, w.kinds[here]))
        if here in w.peasants and not w.is_lake(here):  # T57: a Peasant there cannot burn
            out.append(_burn_peasant(seat, here))
        bit = 1 << here
        if w.cottage_mask & bit and not w.cottages_burning & bit and cottage_eligible(w, here):
            out.append(_burn_cottage(seat, here))
        links = tunnels(w)
        if links >> here & 1:
            # a crawl to a tile a step reaches is that step
            for q in bits(links & ~bit & ~steps.reached):
                out.append(_crawl(seat, q, w.kinds[q], entry_cost(w, q)))
        if can_hide_here(w):
            out.append(_hide(seat, here))
    out.extend(during_moves(w, seat))
    out.extend(item_moves(w, seat))
    out.append(_end_actions(seat, w.ap))
    return out


# Trogdor's actions offered with their labels, each offer made once per value: a decision lists
# mostly what earlier ones did, and ``rules.legal_moves`` gives out these very offers.


class Steps(NamedTuple):
    """Trogdor's steps from a tile for a seat: where they go, as a mask, and as offered where
    no Knight stands (nothing to pay)."""

    targets: tuple[tuple[int, str], ...]
    reached: int
    free: tuple[Offer, ...]


@lru_cache(maxsize=1024)  # seats x tiles x (diagonal, wrap)
def _steps(seat: int, here: int, diagonal: bool, wrap: bool) -> Steps:
    """The :class:`Steps` of ``seat`` from ``here``, made once per value: one look-up a
    decision, keyed by plain values (a key of the targets hashed them at every decision)."""
    targets = targets_from(here, diagonal, wrap)
    reached = 0
    for q, _ in targets:
        reached |= 1 << q
    return Steps(targets, reached, tuple(_step(seat, q, d, "") for q, d in targets))


@lru_cache(maxsize=4096)
def _step(seat: int, to: int, d: str, cost: str) -> Offer:
    return offer(mk_at(wire.MoveTo, to, seat=seat), f"Move {DIR_WORD[d]} to {POS_TEXT[to]}{cost}")


@lru_cache(maxsize=1024)
def _chomp(seat: int, here: int) -> Offer:
    return offer(mk(wire.Chomp, seat=seat), f"Chomp the Peasant at {pos_text(here)}")


@lru_cache(maxsize=1024)
def _burn_tile(seat: int, here: int, kind: str) -> Offer:
    label = f"Burninate the {kind} tile at {pos_text(here)}"
    return offer(mk(wire.Burninate, seat=seat, target="tile"), label)


@lru_cache(maxsize=1024)
def _burn_peasant(seat: int, here: int) -> Offer:
    label = f"Burninate a Peasant at {pos_text(here)}"
    return offer(mk(wire.Burninate, seat=seat, target="peasant"), label)


@lru_cache(maxsize=1024)
def _burn_cottage(seat: int, here: int) -> Offer:
    label = f"Burninate the Cottage at {pos_text(here)}"
    return offer(mk(wire.Burninate, seat=seat, target="cottage"), label)


@lru_cache(maxsize=4096)
def _crawl(seat: int, to: int, kind: str, cost: str) -> Offer:
    label = f"Crawl through the tunnel to the {kind} at {pos_text(to)}{cost}"
    return offer(mk_at(wire.Jump, to, seat=seat), label)


@lru_cache(maxsize=1024)
def _hide(seat: int, here: int) -> Offer:
    return offer(mk(wire.Hide, seat=seat), f"Hide at {pos_text(here)}")


@lru_cache(maxsize=1024)
def _end_actions(seat: int, ap: int) -> Offer:
    label = "End Trogdor's actions" + (f" ({ap} AP unused)" if ap else "")
    return offer(mk(wire.EndActions, seat=seat), label)


def spawn_chosen(w: TrogFields, _n: int, move: wire.Spawn) -> None:
    """T9: the Peasants spawn at the Cottages the active seat chose."""
    w.pop()
    spawn_at(w, [p.row * 5 + p.col for p in move.cottages])


def trade(w: TrogFields, _arg: None, move: wire.Trade) -> None:
    """T19, T50: Yubbitz swaps a card with a seat."""
    y, s = move.seat, move.with_seat
    hy = list(w.seats[y].hand)
    hs = list(w.seats[s].hand)
    hy.remove(move.give)
    hs.remove(move.take)
    w.set_hand(y, tuple(sorted((*hy, move.take))))
    w.set_hand(s, tuple(sorted((*hs, move.give))))
    w.used = w.used | {"trade"}
    if w.tasks[0][0] == "trade":  # before the draw; after it (T50), the choice is still to make
        w.pop()
    w.event(
        "trade",
        f"Yubbitz trades {name(move.give)} for seat {s}'s {name(move.take)}",
        seat=y,
        with_seat=s,
    )


def decline(w: TrogFields, _arg: object, _move: wire.Decline) -> None:
    """The seat passes: the task is done."""
    w.pop()


def burn_out(w: TrogFields, _arg: None, _move: wire.Decline) -> None:
    """Ye Flask of Denis kept: the burning Peasant burns out."""
    w.pop()
    w.void += 1
    w.event("peasant_burned_out", "The burning Peasant burns out", pos=None)


def take_hits(w: TrogFields, arg: tuple[str, int], _move: wire.Decline) -> None:
    """The Shield or the Trinket kept: every hit lands."""
    w.pop()
    take_damage(w, *arg)


def _reactive_use(w: TrogFields, move: wire.UseItem) -> None:
    w.pop()
    w.use_item(move.seat, move.item)
    w.event("item_used", f"{name(move.item)} is used", item=move.item, seat=move.seat)


def use_pouch(w: TrogFields, _arg: None, move: wire.UseItem) -> None:
    _reactive_use(w, move)
    w.board_arrow = move.direction


def use_flask(w: TrogFields, _arg: None, move: wire.UseItem) -> None:
    _reactive_use(w, move)
    heal(w, "Ye Flask of Denis: the burned Peasant joins Trogdor's health")


def use_protection(w: TrogFields, arg: tuple[str, int], move: wire.UseItem) -> None:
    _reactive_use(w, move)
    kind, hits = arg
    w.event("damage_prevented", f"{name(move.item)} prevents 1 damage", source=kind)
    take_damage(w, kind, hits - 1)


def choose(w: TrogFields, _arg: None, move: wire.ChooseCard | wire.DiscardForAp) -> None:
    w.pop()
    hand = list(w.seat.hand)
    hand.remove(move.card)
    w.set_hand(w.active, tuple(hand))
    i = w.rs.card_index[move.card]
    discard = list(w.action_discard)
    discard[i] += 1
    w.action_discard = tuple(discard)
    extra = extra_ap(w)
    w.bonus_ap = 0
    if move.type == "discard_for_ap":
        w.card = "discard"
        w.ap = 5 + extra
        text = f"{name(move.card)} discarded for {w.ap} AP"
        w.event("card_discarded", text, card=move.card, ap=w.ap)
        w.push(("actions", None), ("board_draw", None))
        return
    card = w.rs.cards[i]
    w.card = card.id
    if card.id == "path-o-burnination":
        w.ap = 0
        text = "Path o' Burnination: no actions this turn"
        w.event("card_played", text, card=card.id, ap=0)
        w.push(("path_o", None), ("board_draw", None))
        return
    w.ap = card.ap + extra
    w.event("card_played", f"{card.name}: {w.ap} AP", card=card.id, ap=w.ap)
    tasks = []
    if card.id in PRE_CARDS:
        tasks.append(("pre", None))
    tasks.append(("actions", None))
    if card.id in POST_CARDS:
        tasks.append(("post", None))
    tasks.append(("board_draw", None))
    w.push(*tasks)


# Trogdor's actions (T2-T5, T14): 1 AP each, but ending them


def end_actions(w: TrogFields, _arg: None, _move: wire.EndActions) -> None:
    w.pop()
    w.event("actions_ended", "Trogdor's actions end")


def move_to(w: TrogFields, _arg: None, move: wire.MoveTo) -> None:
    w.ap -= 1
    to = move.to.row * 5 + move.to.col
    w.event(
        "trogdor_moved",
        f"Trogdor moves to {pos_text(to)}",
        to={"row": move.to.row, "col": move.to.col},
    )
    enter(w, to)


def jump(w: TrogFields, _arg: None, move: wire.Jump) -> None:
    w.ap -= 1
    to = move.to.row * 5 + move.to.col
    w.event(
        "trogdor_jumped", f"Trogdor crawls through the tunnel to {pos_text(to)}", to=pos_json(to)
    )
    enter(w, to)


def chomp(w: TrogFields, _arg: None, _move: wire.Chomp) -> None:
    w.ap -= 1
    here = w.trogdor
    take_peasants(w, here, 1)
    heal(w, f"Trogdor chomps the Peasant at {pos_text(here)}")


def burninate_here(w: TrogFields, _arg: None, move: wire.Burninate) -> None:
    w.ap -= 1
    burninate(w, w.trogdor, move.target)


def hide(w: TrogFields, _arg: None, _move: wire.Hide) -> None:
    w.ap -= 1
    w.hiding = True
    w.pop()
    w.event("hide", f"Trogdor hides at {pos_text(w.trogdor)}", pos=pos_json(w.trogdor))
