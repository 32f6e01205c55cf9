"""The turn: the agenda of tasks, what each task waits for, and how moves advance it.

A turn is ``start_turn -> [trade] -> draw (Troghammer cards: hammer, draw again) -> choose ->
[pre] -> actions -> [post] -> board_draw -> spawn -> [pouch] -> peasants -> knights ->
hammer_board -> archer -> end_turn`` (rulebooks, Phase One and Phase Two; T6, T9-T12, T18).
Distracto's Pouch (``pouch``) is decided after the spawn, once the Peasants that will move are
known, and only when another direction would move them elsewhere.
Burning Peasants (``burn``), reactive items (``pouch``, ``flask``, ``protect``) and Troghammer
re-moves (``hammer_move``) are pushed in front of the agenda when they happen.

Chance tasks wait for a draw, decision tasks for a seat's move; automatic tasks run at once in
:func:`run`, which also checks victory (T15) after every step.

Who decides (``to_act``: the active seat first, then the others in turn order):

- ``actions``: the active seat; in ``august-draft`` also every other seat whose action item
  (That Dog Tennis Ball Thing, Ring of Voip, Two Gross Beans, Disk of Healing, Baubles of
  Astray) has a use now, for as long as the actions are open (T49). The active seat ending
  the actions ends that chance too.
- ``pouch``, ``flask``, ``protect``: the owner of the reactive item that applies (Distracto's
  Pouch, Ye Flask of Denis, Shield of Cumberdale, Super Trinket), charged and not used this
  turn; in ``published`` only when the owner is the active seat (T19, T49). There is one of
  each item, so one seat is offered it: no order between holders is needed. Several hits at
  once (T52) are one offer: the Shield prevents one of them. Ye Flask of Denis is offered this
  way for a Peasant Trogdor set aflame himself this turn, when it burns out (T43).
- ``trade`` (before the draw): Yubbitz's seat; ``choose``: the active seat (and Yubbitz's,
  T50). Every other decision: the active seat.

Items are used at most once per turn each: the ids of the items used are in ``used`` (T49).
Recharging happens only on the owner's turn (T13).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from itertools import combinations

from games.trogdor import wire
from games.trogdor.cards import (
    POS,
    POST_CARDS,
    PRE_CARDS,
    apply_effect,
    apply_item,
    can_hide_here,
    during_moves,
    entry_cost,
    item_moves,
    mk,
    move_targets,
    name,
    post_moves,
    pouch_turns,
    pre_moves,
    reactive_moves,
    tunnels,
)
from games.trogdor.content import MAX_TURNS, TROGHAMMER, Ruleset, item_ids, keeper_ids
from games.trogdor.rules_board import (
    DIR_WORD,
    WRAP,
    Work,
    burn_everything_at,
    burninate,
    check_victory,
    cottage_eligible,
    enter,
    finish,
    heal,
    hurt,
    ignite_cottage,
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
from games.trogdor.state import bits, move_ids, pos_json, pos_text

MOVE_DRAWS = ("hammer_move", "path_o", "board_draw", "burn", "rage")
ACTION_DRAWS = ("draw", "deal_card")
CHANCE_TASKS = (*MOVE_DRAWS, *ACTION_DRAWS, "deal_keeper", "deal_item")
REACTIVE = ("pouch", "flask", "protect")
DECISIONS = ("trade", "choose", "pre", "actions", "post", "spawn_choice", *REACTIVE)


# --- the agenda ------------------------------------------------------------------------------


def run(w: Work) -> None:
    """Run automatic tasks until a draw or a seat's decision is needed, or the game ends."""
    while w.status == "ongoing":
        if check_victory(w):
            return
        name_, arg = w.tasks[0]
        if name_ in MOVE_DRAWS:
            if not w.move_deck:
                w.move_deck, w.move_discard = w.move_discard, 0
                w.event("movement_reshuffled", "The Movement discard pile becomes the deck")
            return
        if name_ in ACTION_DRAWS:
            if any(w.action_deck):
                return
            if w.variant == "august-draft" and any(w.action_discard):
                w.action_deck, w.action_discard = w.action_discard, tuple(0 for _ in w.action_deck)
                w.event("action_reshuffled", "T20: the action discard pile becomes the deck")
                return
            w.pop()
            w.event("no_card", "The action deck is empty: no card is drawn")
            if name_ == "draw":
                w.push(("choose", None))
            continue
        if name_ in ("deal_keeper", "deal_item"):
            return
        if name_ == "choose" and not w.seat.hand:
            w.pop()
            w.card = None
            w.ap = extra_ap(w)
            w.bonus_ap = 0
            w.event("no_card", f"No action card in hand: {w.ap} AP", ap=w.ap)
            w.push(("actions", None), ("board_draw", None))
            continue
        choices = {"trade": trade_moves, "pouch": pouch_turns}.get(name_)
        if choices is not None and not choices(w):
            w.pop()  # nothing to decide: no trade, no other way for the Peasants
            continue
        if name_ in DECISIONS:
            return
        w.pop()
        AUTOMATIC[name_](w, arg)


def extra_ap(w: Work) -> int:
    """Crangolev's extra AP and Smell the Daisies' bonus."""
    return (1 if w.keeper == "crangolev" else 0) + w.bonus_ap


def _start_turn(w: Work, _) -> None:
    w.event("turn_started", f"Turn {w.turn}: seat {w.active} controls Trogdor", seat=w.active)
    w.push(("trade", None), ("draw", None))


def _hammer(w: Work, _) -> None:
    if w.troghammer is None:
        place_troghammer(w)
    else:
        w.push(("hammer_move", None))


def _spawn(w: Work, _) -> None:
    card = w.rs.move_cards[w.board_card]
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


def _peasants(w: Work, _) -> None:
    card = w.rs.move_cards[w.board_card]
    move_peasants(w, w.board_arrow, card.repair)


def _knight(w: Work, i: int) -> None:
    if i >= len(w.knights):
        return
    path = w.rs.move_cards[w.board_card].path
    pos, hit = walk_knight(w, w.knights[i], path, f"Knight {i + 1}")
    knights = list(w.knights)
    knights[i] = pos
    w.knights = tuple(knights)
    if hit:
        hurt(w, "knight")


def _hammer_board(w: Work, _) -> None:
    if w.troghammer is not None:
        move_troghammer(w, w.rs.move_cards[w.board_card].path)


def _archer(w: Work, _) -> None:
    move_archer(w, w.rs.move_cards[w.board_card].path)


def _end_turn(w: Work, _) -> None:
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


AUTOMATIC = {
    "start_turn": _start_turn,
    "hammer": _hammer,
    "spawn": _spawn,
    "peasants": _peasants,
    "knight": _knight,
    "hammer_board": _hammer_board,
    "archer": _archer,
    "end_turn": _end_turn,
}


# --- chance ----------------------------------------------------------------------------------


def pending(w) -> tuple[str, int | None, str, str] | None:
    """(move type, seat, reason, text) of the pending chance event, if any."""
    if w.status != "ongoing" or not w.tasks:
        return None
    name_, arg = w.tasks[0]
    if name_ == "deal_keeper":
        return ("deal_keeper", arg, "set-up", f"Deal a keeper to seat {arg}")
    if name_ == "deal_item":
        return ("deal_item", arg, "set-up", f"Deal an item to seat {arg}")
    if name_ == "deal_card":
        return ("draw_action_card", arg, "set-up", f"Deal an action card to seat {arg}")
    if name_ == "draw":
        return ("draw_action_card", w.active, "turn", "Draw an action card")
    reason = {
        "hammer_move": ("troghammer", "Draw a Movement card to move the Troghammer"),
        "path_o": ("path-o-burnination", "Draw a Movement card for Path o' Burnination"),
        "board_draw": ("board", "Draw the Movement card for the board's phase"),
        "burn": ("burning-peasant", "Draw a Movement card for the burning Peasant"),
        "rage": ("fiery-rage", f"Draw Fiery Rage card {arg} of 5"),
    }.get(name_)
    if reason is None:
        return None
    return ("draw_movement_card", None, reason[0], reason[1])


@lru_cache(maxsize=20_000)
def movement_draws(rs: Ruleset, deck: int) -> tuple[tuple[wire.DrawMovementCard, int], ...]:
    """The Movement cards a draw from ``deck`` may give, one each (memo by value: decks recur)."""
    return tuple((mk(wire.DrawMovementCard, card=card), 1) for card in move_ids(rs, deck))


@lru_cache(maxsize=20_000)
def action_draws(rs: Ruleset, deck: tuple[int, ...]) -> tuple[tuple[wire.DrawActionCard, int], ...]:
    """The action cards a draw from ``deck`` may give, weighted by their copies (memo)."""
    return tuple((mk(wire.DrawActionCard, card=rs.cards[i].id), n) for i, n in enumerate(deck) if n)


def outcomes(w) -> list[tuple[wire.BaseModel, int]]:
    p = pending(w)
    if p is None:
        return []
    kind, seat, _, _ = p
    rs = w.rs
    if kind == "draw_movement_card":
        return list(movement_draws(rs, w.move_deck))
    if kind == "draw_action_card":
        return list(action_draws(rs, w.action_deck))
    if kind == "deal_keeper":
        taken = {s.keeper for s in w.seats}
        return [
            (mk(wire.DealKeeper, to_seat=seat, keeper=k), 1) for k in keeper_ids() if k not in taken
        ]
    taken = {s.item for s in w.seats}
    return [(mk(wire.DealItem, to_seat=seat, item=i), 1) for i in item_ids() if i not in taken]


def apply_chance(w: Work, move) -> None:
    name_, arg = w.pop()
    w.draw_counter += 1
    if name_ == "deal_keeper":
        _set_seat(w, arg, keeper=move.keeper)
        w.event("keeper_dealt", f"Seat {arg} is {name(move.keeper)}", seat=arg, keeper=move.keeper)
        return
    if name_ == "deal_item":
        _set_seat(w, arg, item=move.item)
        w.event("item_dealt", f"Seat {arg} gets {name(move.item)}", seat=arg, item=move.item)
        return
    if name_ in ACTION_DRAWS:
        i = w.rs.card_index[move.card]
        deck = list(w.action_deck)
        deck[i] -= 1
        w.action_deck = tuple(deck)
        seat = arg if name_ == "deal_card" else w.active
        if move.card == TROGHAMMER:
            discard = list(w.action_discard)
            discard[i] += 1
            w.action_discard = tuple(discard)
            w.event("card_drawn", "A Troghammer card!", card=move.card)
            w.push(("hammer", None), ("draw", None))
            return
        _set_seat(w, seat, hand=tuple(sorted((*w.seats[seat].hand, move.card))))
        w.event("card_drawn", f"Seat {seat} draws {name(move.card)}", card=move.card, seat=seat)
        if name_ == "draw":
            w.push(("choose", None))
        return
    i = w.rs.move_index[move.card]
    card = w.rs.move_cards[i]
    w.move_deck &= ~(1 << i)
    w.event("movement_drawn", f"Movement card {card.id}", card=card.id, reason=name_)
    if name_ == "board_draw":
        w.board_card = i
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
        return
    w.move_discard |= 1 << i
    if name_ == "hammer_move":
        move_troghammer(w, card.path)
    elif name_ == "burn":
        run_burning_peasant(w, *arg, card.path)
    elif name_ == "path_o":
        pos = w.trogdor
        burn_everything_at(w, pos, by_trogdor=True)
        for d in card.path:
            pos = WRAP[d][pos]
            burn_everything_at(w, pos, by_trogdor=True)
    elif name_ == "rage":
        if arg == 1:
            rage_burn(w, w.trogdor)
            w.event(
                "rage_burn",
                f"T53: Fiery Rage burns {pos_text(w.trogdor)}, where Trogdor died, first",
                pos=pos_json(w.trogdor),
            )
        rage_walk(w, card.path)
        if victory_met(w):
            finish(w, "petite_victory", "Fiery Rage meets the victory conditions: petite victory!")
        elif arg >= 5:
            finish(w, "defeat", "Fiery Rage is over: defeat")
        else:
            w.push(("rage", arg + 1))


def _set_seat(w: Work, seat: int, **changes) -> None:
    seats = list(w.seats)
    seats[seat] = replace(seats[seat], **changes)
    w.seats = tuple(seats)


# --- decisions -------------------------------------------------------------------------------


def yubbitz(w) -> int | None:
    for i, s in enumerate(w.seats):
        if s.keeper == "yubbitz":
            return i
    return None


def trade_moves(w) -> list[tuple[wire.BaseModel, str]]:
    """T19, T50: Yubbitz swaps a card with the active seat, or with anyone on Yubbitz's turn;
    one trade a turn, before the active seat chooses its card (before or after the draw)."""
    y = yubbitz(w)
    if y is None or not w.seats[y].hand or "trade" in w.used:
        return []
    partners = [s for s in range(w.players) if s != y] if y == w.active else [w.active]
    out = []
    for s in partners:
        if s == y:
            continue
        for give in sorted(set(w.seats[y].hand)):
            for take in sorted(set(w.seats[s].hand)):
                if give != take:
                    move = mk(wire.Trade, seat=y, with_seat=s, give=give, take=take)
                    label = f"Yubbitz: trade {name(give)} for seat {s}'s {name(take)}"
                    out.append((move, label))
    return out


def _decline(seat: int) -> wire.Decline:
    return mk(wire.Decline, seat=seat)


def decision_moves(w) -> list[tuple[wire.BaseModel, str]]:
    """Every seat's moves for the decision the agenda waits for, the active seat's first (see
    the module docstring for who decides what)."""
    if w.status != "ongoing" or not w.tasks or w.tasks[0][0] not in DECISIONS:
        return []
    name_, arg = w.tasks[0]
    seat = w.active
    if name_ == "trade":
        trades = trade_moves(w)
        return (
            [*trades, (_decline(trades[0][0].seat), "No trade before the draw")] if trades else []
        )
    if name_ == "choose":
        out = []
        for card in sorted(set(w.seat.hand)):
            c = w.rs.card(card)
            ap = 0 if card == "path-o-burnination" else c.ap + extra_ap(w)
            out.append(
                (
                    mk(wire.ChooseCard, seat=seat, card=card),
                    f"Play {c.name} ({ap} AP)",
                )
            )
        for card in sorted(set(w.seat.hand)):
            out.append(
                (
                    mk(wire.DiscardForAp, seat=seat, card=card),
                    f"Discard {name(card)} for {5 + extra_ap(w)} AP",
                )
            )
        return [*out, *trade_moves(w)]
    if name_ == "pre":
        return [*pre_moves(w, seat), (_decline(seat), f"Don't use {name(w.card)}")]
    if name_ == "post":
        return [*post_moves(w, seat), (_decline(seat), f"Done with {name(w.card)}")]
    if name_ == "actions":
        others = ((seat + i) % w.players for i in range(1, w.players))
        return [*action_moves(w, seat), *(m for s in others for m in item_moves(w, s))]
    if name_ in REACTIVE:
        return reactive_moves(w, name_, arg)
    if name_ == "spawn_choice":
        where = spawnable(w)
        return [
            (
                mk(wire.Spawn, seat=seat, cottages=tuple(POS[p] for p in combo)),
                "Spawn at the Cottage"
                + ("s" if len(combo) > 1 else "")
                + " at "
                + " and ".join(pos_text(p) for p in combo),
            )
            for combo in combinations(where, arg)
        ]
    raise AssertionError(name_)


def action_moves(w: Work, seat: int) -> list[tuple[wire.BaseModel, str]]:
    """Trogdor's actions: AP actions, the card's 'during' power, items, end."""
    out: list[tuple[wire.BaseModel, str]] = []
    here = w.trogdor
    if w.ap >= 1:
        targets = move_targets(w)
        for q, d in targets:
            label = f"Move {DIR_WORD[d]} to {pos_text(q)}{entry_cost(w, q)}"
            out.append((mk(wire.MoveTo, seat=seat, to=POS[q]), label))
        if here in w.peasants:
            out.append((mk(wire.Chomp, seat=seat), f"Chomp the Peasant at {pos_text(here)}"))
        if not w.burned >> here & 1 and (not w.is_lake(here) or lake_eligible(w, here)):
            label = f"Burninate the {w.kinds[here]} tile at {pos_text(here)}"
            out.append((mk(wire.Burninate, seat=seat, target="tile"), label))
        if here in w.peasants:
            label = f"Burninate a Peasant at {pos_text(here)}"
            out.append((mk(wire.Burninate, seat=seat, target="peasant"), label))
        bit = 1 << here
        if w.cottage_mask & bit and not w.cottages_burning & bit and cottage_eligible(w, here):
            label = f"Burninate the Cottage at {pos_text(here)}"
            out.append((mk(wire.Burninate, seat=seat, target="cottage"), label))
        links = tunnels(w)
        if links >> here & 1:
            steps = {q for q, _ in targets}  # a crawl to a tile a step reaches is that step
            for q in bits(links & ~bit):
                if q in steps:
                    continue
                label = (
                    f"Crawl through the tunnel to the {w.kinds[q]} at {pos_text(q)}"
                    f"{entry_cost(w, q)}"
                )
                out.append((mk(wire.Jump, seat=seat, to=POS[q]), label))
        if can_hide_here(w):
            out.append((mk(wire.Hide, seat=seat), f"Hide at {pos_text(here)}"))
    out.extend(during_moves(w, seat))
    out.extend(item_moves(w, seat))
    label = "End Trogdor's actions" + (f" ({w.ap} AP unused)" if w.ap else "")
    out.append((mk(wire.EndActions, seat=seat), label))
    return out


def apply_decision(w: Work, move) -> None:
    """A legal seat move (checked by the caller)."""
    name_, arg = w.tasks[0]
    t = move.type
    if t == "decline":
        w.pop()
        if name_ == "flask":
            w.void += 1
            w.event("peasant_burned_out", "The burning Peasant burns out")
        elif name_ == "protect":
            take_damage(w, *arg)
        return
    if t == "trade":
        y, s = move.seat, move.with_seat
        hy = list(w.seats[y].hand)
        hs = list(w.seats[s].hand)
        hy.remove(move.give)
        hs.remove(move.take)
        _set_seat(w, y, hand=tuple(sorted((*hy, move.take))))
        _set_seat(w, s, hand=tuple(sorted((*hs, move.give))))
        w.used = w.used | {"trade"}
        if name_ == "trade":  # before the draw; after it (T50), the choice is still to make
            w.pop()
        w.event(
            "trade",
            f"Yubbitz trades {name(move.give)} for seat {s}'s {name(move.take)}",
            seat=y,
            with_seat=s,
        )
        return
    if t in ("choose_card", "discard_for_ap"):
        _choose(w, move)
        return
    if t == "spawn":
        w.pop()
        spawn_at(w, [p.row * 5 + p.col for p in move.cottages])
        return
    if t == "card_effect":
        apply_effect(w, move)
        return
    if t == "use_item":
        _use_item(w, move, name_, arg)
        return
    _action(w, move)


def _choose(w: Work, move) -> None:
    w.pop()
    hand = list(w.seat.hand)
    hand.remove(move.card)
    _set_seat(w, w.active, hand=tuple(hand))
    i = w.rs.card_index[move.card]
    discard = list(w.action_discard)
    discard[i] += 1
    w.action_discard = tuple(discard)
    extra = extra_ap(w)
    w.bonus_ap = 0
    if move.type == "discard_for_ap":
        w.card = "discard"
        w.ap = 5 + extra
        w.event("card_discarded", f"{name(move.card)} discarded for {w.ap} AP", ap=w.ap)
        w.push(("actions", None), ("board_draw", None))
        return
    card = w.rs.cards[i]
    w.card = card.id
    if card.id == "path-o-burnination":
        w.ap = 0
        w.event("card_played", "Path o' Burnination: no actions this turn", card=card.id)
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


def _use_item(w: Work, move, task: str, arg) -> None:
    if task == "actions":
        apply_item(w, move)
        return
    w.pop()
    w.use_item(move.seat, move.item)
    w.event("item_used", f"{name(move.item)} is used", item=move.item, seat=move.seat)
    if task == "pouch":
        w.board_arrow = move.direction
    elif task == "flask":
        heal(w, "Ye Flask of Denis: the burned Peasant joins Trogdor's health")
    else:
        kind, hits = arg
        w.event("damage_prevented", f"{name(move.item)} prevents 1 damage")
        take_damage(w, kind, hits - 1)


def _action(w: Work, move) -> None:
    t = move.type
    here = w.trogdor
    if t == "end_actions":
        w.pop()
        w.event("actions_ended", "Trogdor's actions end")
        return
    w.ap -= 1
    if t == "move":
        to = move.to.row * 5 + move.to.col
        w.event(
            "trogdor_moved",
            f"Trogdor moves to {pos_text(to)}",
            to={"row": move.to.row, "col": move.to.col},
        )
        enter(w, to)
    elif t == "jump":
        to = move.to.row * 5 + move.to.col
        w.event("trogdor_jumped", f"Trogdor crawls through the tunnel to {pos_text(to)}")
        enter(w, to)
    elif t == "chomp":
        take_peasants(w, here, 1)
        heal(w, f"Trogdor chomps the Peasant at {pos_text(here)}")
    elif t == "burninate":
        burninate(w, here, move.target)
    elif t == "hide":
        w.hiding = True
        w.pop()
        w.event("hide", f"Trogdor hides at {pos_text(here)}")
    else:
        raise AssertionError(t)


__all__ = ["DECISIONS", "burn_everything_at", "ignite_cottage"]
