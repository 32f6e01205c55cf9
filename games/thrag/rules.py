"""Thrag's rules (rulebook and rulings H5-H17) as pure functions of :class:`ThragState`.

A turn: draw the beasts (H5) -> roll the dice -> choose fights (H6, H7, H8) -> stop (H10)
-> heal (H9) -> reshuffle and advance (H5, H11). Every draw and roll is a chance event.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import combinations
from typing import Any

from games.core.errors import GameOver, IllegalMove
from games.core.game import Event, LegalMove, Score, Setup
from games.core.slots import new_event, new_legal_move
from games.core.tuples import replaced, with_added, without
from games.thrag import wire
from games.thrag.content import (
    BEASTS_IN_ALL,
    COLORS,
    DICE,
    FACES,
    TURNS,
    Color,
    Die,
    face_name,
)
from games.thrag.state import (
    CHOOSE,
    COLOR_INDEX,
    DRAW,
    FIGHT,
    HEAL,
    OVER,
    ROLL,
    TILES,
    Beast,
    Fight,
    ThragState,
    evolve,
    evolve_fight,
    new_state,
)

THRAG = 0


def new_game(setup: Setup) -> ThragState:
    """Set-up (rulebook, Setup): nothing drawn yet, the first turn's draws pending."""
    return new_state(setup.mode, setup.seed, setup.options)


# --- what is pending -------------------------------------------------------------------------


def _next_draw_color(state: ThragState) -> Color | None:
    drawn = {b.color for b in state.drawn}
    for i, color in enumerate(COLORS):
        if color not in drawn and state.draw_piles[i]:
            return color
    return None


def _next_die(state: ThragState) -> Die | None:
    for beast in state.drawn:
        if beast.die is None:
            return beast.color
    return "black" if state.thrag_die is None else None


#: every chance event the game can wait for, made once: the rules ask for it several times
#: a move, and a pydantic model is slow to make (issue 13)
_DRAW_PENDING = {
    c: wire.PendingChance(type="draw_beast", color=c, text=f"Draw a {c} beast") for c in COLORS
}
_ROLL_PENDING = {d: wire.PendingChance(type="roll", die=d, text=f"Roll the {d} die") for d in DICE}
_REROLL_PENDING = {
    d: wire.PendingChance(type="roll", die=d, text=f"Reroll the {d} die") for d in DICE
}
_COIN_PENDING = {
    c: wire.PendingChance(type="draw_coin", color=c, text=f"Flip a {c} coin") for c in COLORS
}
_HEAL_PENDING = wire.PendingChance(type="draw_healing", text="Draw a healing tile")

#: every chance outcome, made once, with its weight (each outcome is equally likely)
_DRAW_BEAST = {(c, v): (wire.DrawBeast(color=c, value=v), 1) for c in COLORS for v in TILES}
_ROLLS = {d: tuple((wire.Roll(die=d, value=v), 1) for v in FACES) for d in DICE}
_DRAW_COIN = {(c, v): (wire.DrawCoin(color=c, value=v), 1) for c in COLORS for v in FACES}
_DRAW_HEALING = {v: (wire.DrawHealing(value=v), 1) for v in TILES}


def pending_chance(state: ThragState) -> wire.PendingChance | None:
    """The chance event the state waits for, if any."""
    phase = state.phase
    if phase == DRAW:
        color = _next_draw_color(state)
        assert color is not None, "the draw phase lasts while a pile is left to draw from"
        return _DRAW_PENDING[color]
    if phase == ROLL:
        die = _next_die(state)
        assert die is not None, "the roll phase lasts while a die is left to roll"
        return _ROLL_PENDING[die]
    if phase == HEAL:
        return _HEAL_PENDING
    fight = state.fight
    if fight is not None:
        if fight.rerolling is not None:
            return _REROLL_PENDING[fight.rerolling]
        if fight.coin_color is not None and fight.coin_value is None:
            return _COIN_PENDING[fight.coin_color]
    return None


def to_act(state: ThragState) -> tuple[int, ...]:
    if state.phase in (CHOOSE, FIGHT) and pending_chance(state) is None:
        return (THRAG,)
    return ()


def chance_outcomes(state: ThragState) -> list[tuple[wire.ChanceMove, int]]:
    pending = pending_chance(state)
    if pending is None:
        return []
    # the invariants leave a pile to draw from and a die to roll while one is pending
    color, die = pending.color, pending.die
    if pending.type == "draw_beast":
        assert color is not None, "a beast is drawn from a colour's pile"
        return [_DRAW_BEAST[color, v] for v in state.draw_piles[COLOR_INDEX[color]]]
    if pending.type == "roll":
        assert die is not None, "a roll names its die"
        return list(_ROLLS[die])
    if pending.type == "draw_coin":
        assert color is not None, "a coin is flipped of one colour"
        return [_DRAW_COIN[color, v] for v in state.coins[COLOR_INDEX[color]]]
    return [_DRAW_HEALING[v] for v in state.healing_draw]


# --- what Thrag may do -----------------------------------------------------------------------


def payment_options(hit_points: tuple[int, ...], damage: int) -> list[tuple[int, ...]]:
    """H8: sets of numbered coins that cover ``damage`` with no coin to spare."""
    return list(_payment_options(hit_points, damage))


@cache
def _payment_options(hit_points: tuple[int, ...], damage: int) -> tuple[tuple[int, ...], ...]:
    """``payment_options``, once per value: hit points are a set of null-5 and damage at most
    10, so this holds at most a few hundred small tuples.

    Coins are positive, so a set has a coin to spare exactly when dropping one of its coins
    still covers the damage.
    """
    numbered = [coin for coin in hit_points if coin > 0]
    options: list[tuple[int, ...]] = []
    for size in range(1, len(numbered) + 1):
        for coins in combinations(numbered, size):
            total = sum(coins)
            if total >= damage and all(total - coin < damage for coin in coins):
                options.append(coins)
    return tuple(options)


def flippable_colors(state: ThragState, beast: Color) -> tuple[Color, ...]:
    """H6: the beast's colour while it has coins, else any colour with coins left."""
    if state.coins[COLOR_INDEX[beast]]:
        return (beast,)
    return tuple(color for i, color in enumerate(COLORS) if state.coins[i])


def spendable_pawns(state: ThragState, beast: Color) -> tuple[Color, ...]:
    """H7: the fought beast's own pawn if unused, and every black pawn."""
    return tuple(
        color
        for i, color in enumerate(COLORS)
        if (color == beast and state.pawns[i] == "unused") or state.pawns[i] == "black"
    )


def _coin_value(state: ThragState, value: int) -> int:
    """H13, H17: a coloured null coin adds ``null_value`` (black coins never come here)."""
    return state.options.null_value if value == 0 else value


# --- labels: what each choice is sure to do (H14, H15) ---------------------------------------


def _beast_name(beast: Beast) -> str:
    return f"the {beast.color} {face_name(beast.value)}"


def _listing(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _stop_label(state: ThragState) -> str:
    """H10, H14: stopping sends every living beast drawn this turn to its colour's discards."""
    living = [_beast_name(b) for b in state.drawn if not b.slain]
    goes = "goes to its discard pile" if len(living) == 1 else "go to their discard piles"
    return f"Stop fighting for this turn: {_listing(living)} {goes}"


def _certain_loss(state: ThragState, damages: list[int]) -> str:
    """H15: a loss whatever happens: its damage, and Thrag's death if even the least kills."""
    least, most = min(damages), max(damages)
    text = f"a certain loss: {least if least == most else f'{least} to {most}'} damage"
    if not _payment_options(state.hit_points, least):
        text += " kills Thrag"
    return text


def _strike_label(state: ThragState, beast: Beast, thrag: int) -> str:
    """H15: a strike's outcome is certain; the label says which. ``thrag``: his die."""
    head = f"Strike {_beast_name(beast)}: Thrag {thrag} against {beast.strength}"
    if thrag >= beast.strength:
        return f"{head}, a certain win"
    return f"{head}, {_certain_loss(state, [beast.strength - thrag])}"


def _flip_label(state: ThragState, beast: Beast, thrag: int, color: Color) -> str:
    """H15: what is certain of a flip, and with ``track_coins`` its exact chance to win.

    Labels are seen by the seat, so without ``track_coins`` the label reasons only from what
    ``view`` shows (how many coins are left): the coin may be any of null-5.
    """
    left = state.coins[COLOR_INDEX[color]]
    tracked = state.options.track_coins
    shortfalls = [
        beast.strength - thrag - _coin_value(state, value) for value in (left if tracked else FACES)
    ]
    wins = sum(1 for shortfall in shortfalls if shortfall <= 0)
    label = (
        f"Flip a {color} coin ({len(left)} left) for {_beast_name(beast)}:"
        f" Thrag {thrag} + coin against {beast.strength}"
    )
    if wins == len(shortfalls):
        label += ", a certain win"
    elif not wins:
        label += ", " + _certain_loss(state, shortfalls)
    elif tracked:
        label += f", {wins} in {len(shortfalls)} to win"
    if sum(map(len, state.coins)) == 1 and state.slain_count < BEASTS_IN_ALL - 1:
        label += "; the last coin with beasts left: the game is lost (H11)"
    return label


#: Thrag's moves, made once (frozen models, so shared by every legal-move list)
_FIGHT = {c: wire.FightMove(beast=c) for c in COLORS}
_SPEND = {c: wire.SpendPawn(pawn=c) for c in COLORS}
_FLIP = {c: wire.FlipCoin(color=c) for c in COLORS}
_STRIKE = wire.Strike()
_STOP = wire.Stop()


@cache
def _pay_move(coins: tuple[int, ...]) -> wire.Pay:
    """The ``pay`` move of a set of numbered coins (at most 31 of them)."""
    return wire.Pay(coins=list(coins))


def legal_moves(state: ThragState) -> list[LegalMove[wire.AnyMove]]:
    if state.phase == OVER:
        return []
    outcomes = chance_outcomes(state)
    if outcomes:
        total = sum(weight for _, weight in outcomes)
        return [new_legal_move(m, None, chance_label(m), weight / total) for m, weight in outcomes]
    moves: list[LegalMove[wire.AnyMove]] = []
    if state.phase == CHOOSE:
        for beast in state.drawn:
            if not beast.slain:
                assert beast.die is not None, "the dice are rolled before Thrag chooses"
                label = (
                    f"Fight the {beast.color} beast ({face_name(beast.value)} + die"
                    f" {face_name(beast.die)} = {beast.strength})"
                )
                moves.append(new_legal_move(_FIGHT[beast.color], THRAG, label, None))
        if state.fights_this_turn:
            moves.append(new_legal_move(_STOP, THRAG, _stop_label(state), None))
        return moves
    fight = state.fight
    assert fight is not None, "not over, not choosing, no chance pending: fighting"
    if fight.damage:
        for coins in _payment_options(state.hit_points, fight.damage):
            listed = " and ".join(str(c) for c in coins)
            noun = "coin" if len(coins) == 1 else "coins"
            label = f"Pay {fight.damage} damage with the {listed} {noun}"
            moves.append(new_legal_move(_pay_move(coins), THRAG, label, None))
        return moves
    beast, thrag = _fought(state, fight)
    for pawn in spendable_pawns(state, fight.beast):
        if state.pawns[COLOR_INDEX[pawn]] == "black":
            label = f"Spend the {pawn} pawn (black): reroll Thrag's die ({thrag})"
        else:
            label = f"Spend the {pawn} pawn: the {pawn} beast rerolls its die ({beast.die})"
        moves.append(new_legal_move(_SPEND[pawn], THRAG, label, None))
    for color in flippable_colors(state, fight.beast):
        label = _flip_label(state, beast, thrag, color)
        moves.append(new_legal_move(_FLIP[color], THRAG, label, None))
    moves.append(new_legal_move(_STRIKE, THRAG, _strike_label(state, beast, thrag), None))
    if state.fights_this_turn:  # H14: a fight may be abandoned once one is resolved this turn
        moves.append(new_legal_move(_STOP, THRAG, _stop_label(state), None))
    return moves


def _fought(state: ThragState, fight: Fight) -> tuple[Beast, int]:
    """The beast fought and Thrag's die: a fight has both (the invariants say so)."""
    beast, thrag = state.drawn_beast(fight.beast), state.thrag_die
    assert beast is not None and thrag is not None, "a fight has its beast and Thrag's die"
    return beast, thrag


def chance_label(move: wire.ChanceMove) -> str:
    if isinstance(move, wire.DrawBeast):
        return f"Draw the {move.color} {face_name(move.value)}"
    if isinstance(move, wire.Roll):
        return f"The {move.die} die rolls {face_name(move.value)}"
    if isinstance(move, wire.DrawCoin):
        return f"The {move.color} coin turns up {face_name(move.value)}"
    return f"Draw healing tile {face_name(move.value)}"


# --- applying a move -------------------------------------------------------------------------


def apply(state: ThragState, move: wire.AnyMove) -> tuple[ThragState, list[Event]]:
    if state.phase == OVER:
        raise GameOver(f"the game is over ({state.status}, {state.end_reason})")
    pending = pending_chance(state)
    handler = _HANDLERS[move.type]
    if pending is not None:
        if not isinstance(move, wire.CHANCE_MOVES) or move.type != pending.type:
            raise IllegalMove(f"waiting for a chance event: {pending.text} ({pending.type})")
    elif isinstance(move, wire.CHANCE_MOVES):
        raise IllegalMove("no chance event is pending: it is Thrag's move")
    events: list[Event] = []
    state = handler(state, move, events)
    return state, events


def _draw_beast(state: ThragState, move: wire.DrawBeast, events: list[Event]) -> ThragState:
    color = _next_draw_color(state)
    assert color is not None, "a draw is pending only while a pile is left to draw from"
    pile = state.draw_piles[COLOR_INDEX[color]]
    if move.color != color:
        raise IllegalMove(f"H5: the next beast to draw is {color}, not {move.color}")
    if move.value not in pile:
        raise IllegalMove(f"the {color} draw pile holds {list(pile)}, not {move.value}")
    i = COLOR_INDEX[color]
    draw_piles = replaced(state.draw_piles, i, without(pile, move.value))
    events.append(
        new_event(
            "beast_drawn",
            f"A {color} {face_name(move.value)} beast appears",
            {"color": color, "value": move.value},
        )
    )
    # H5: drawn red, green, blue: the next draw is from a later colour's pile, if any is left
    drawing = any(draw_piles[later] for later in range(i + 1, len(COLORS)))
    return evolve(
        state,
        draw_counter=state.draw_counter + 1,
        draw_piles=draw_piles,
        drawn=(*state.drawn, Beast(color, move.value)),
        phase=DRAW if drawing else ROLL,
    )


def _roll(state: ThragState, move: wire.Roll, events: list[Event]) -> ThragState:
    fight = state.fight
    die = fight.rerolling if fight is not None else _next_die(state)
    if move.die != die:
        raise IllegalMove(f"the die to roll is {die}, not {move.die}")
    reroll = "rerolls" if fight is not None else "rolls"
    events.append(
        new_event(
            "die_rolled",
            f"The {die} die {reroll} {face_name(move.value)}",
            {"die": die, "value": move.value, "reroll": fight is not None},
        )
    )
    counter = state.draw_counter + 1
    thrag_die: int | None
    if die == "black":
        thrag_die, drawn = move.value, state.drawn
    else:
        thrag_die = state.thrag_die
        drawn = tuple(
            Beast(b.color, b.value, move.value, b.slain) if b.color == die else b
            for b in state.drawn
        )
    if fight is not None:
        rerolled = evolve_fight(fight, rerolling=None)
        return evolve(state, draw_counter=counter, thrag_die=thrag_die, drawn=drawn, fight=rerolled)
    # H5: the beasts' dice in draw order, then Thrag's black die, the last roll of the phase
    phase = CHOOSE if die == "black" else ROLL
    return evolve(state, draw_counter=counter, thrag_die=thrag_die, drawn=drawn, phase=phase)


def _fight(state: ThragState, move: wire.FightMove, events: list[Event]) -> ThragState:
    if state.phase != CHOOSE:
        raise IllegalMove("H6: finish the fight in progress before choosing another beast")
    beast = state.drawn_beast(move.beast)
    if beast is None:
        raise IllegalMove(f"H5: no {move.beast} beast was drawn this turn")
    if beast.slain:
        raise IllegalMove(f"H6: the {move.beast} beast is already slain")
    events.append(
        new_event(
            "fight_started",
            f"Thrag fights the {move.beast} beast",
            {"beast": move.beast, "strength": beast.strength},
        )
    )
    return evolve(state, phase=FIGHT, fight=Fight(beast=move.beast))


def _require_before_flip(state: ThragState, what: str) -> Fight:
    fight = state.fight
    if state.phase != FIGHT or fight is None:
        raise IllegalMove(f"H6: {what} only during a fight: choose a beast to fight first")
    if fight.damage:
        raise IllegalMove(f"H8: pay the {fight.damage} damage first")
    return fight


def _spend_pawn(state: ThragState, move: wire.SpendPawn, events: list[Event]) -> ThragState:
    fight = _require_before_flip(state, "pawns are spent")
    i = COLOR_INDEX[move.pawn]
    status = state.pawns[i]
    if status is None:
        raise IllegalMove(f"H13: the {move.pawn} pawn is not in play (options.weapons)")
    if status == "spent":
        raise IllegalMove(f"H7: the {move.pawn} pawn was already spent")
    if status == "unused" and move.pawn != fight.beast:
        raise IllegalMove(
            f"H7: the {move.pawn} pawn rerolls the {move.pawn} beast's die, and Thrag is"
            f" fighting the {fight.beast} beast"
        )
    target = "black" if status == "black" else move.pawn
    whose = "Thrag's" if target == "black" else f"the {target} beast's"
    events.append(
        new_event(
            "pawn_spent",
            f"Thrag spends the {move.pawn} pawn: {whose} die rerolls",
            {"pawn": move.pawn, "die": target},
        )
    )
    return evolve(
        state,
        pawns=replaced(state.pawns, i, "spent"),
        fight=evolve_fight(fight, rerolling=target),
    )


def _flip_coin(state: ThragState, move: wire.FlipCoin, events: list[Event]) -> ThragState:
    fight = _require_before_flip(state, "coins are flipped")
    allowed = flippable_colors(state, fight.beast)
    if move.color not in allowed:
        if not allowed:
            raise IllegalMove("H6: no coins are left")
        raise IllegalMove(
            f"H6: against the {fight.beast} beast Thrag flips a {fight.beast} coin while any"
            f" remain; {move.color} is not allowed"
        )
    events.append(
        new_event("coin_flipped", f"Thrag flips a {move.color} coin", {"color": move.color})
    )
    return evolve(state, fight=evolve_fight(fight, coin_color=move.color))


def _draw_coin(state: ThragState, move: wire.DrawCoin, events: list[Event]) -> ThragState:
    fight = state.fight
    assert fight is not None and fight.coin_color is not None, "a coin flip is pending"
    i = COLOR_INDEX[fight.coin_color]
    if move.color != fight.coin_color:
        raise IllegalMove(f"the coin being flipped is {fight.coin_color}, not {move.color}")
    if move.value not in state.coins[i]:
        raise IllegalMove(f"the {move.color} coins left are {list(state.coins[i])}")
    events.append(
        new_event(
            "coin_drawn",
            f"The {move.color} coin shows {face_name(move.value)}",
            {"color": move.color, "value": move.value},
        )
    )
    state = evolve(
        state,
        draw_counter=state.draw_counter + 1,
        coins=replaced(state.coins, i, without(state.coins[i], move.value)),
        fight=evolve_fight(fight, coin_value=move.value),
    )
    return _compare(state, _coin_value(state, move.value), events)


def _strike(state: ThragState, move: wire.Strike, events: list[Event]) -> ThragState:
    _require_before_flip(state, "Thrag strikes")
    return _compare(state, 0, events)


def _compare(state: ThragState, coin: int, events: list[Event]) -> ThragState:
    """H6: resolve the fight; then H11's end conditions, at once."""
    fight = state.fight
    assert fight is not None, "a fight is being resolved"
    beast, thrag = _fought(state, fight)
    strength = thrag + coin
    details = {"beast": beast.color, "thrag": strength, "foe": beast.strength}
    if strength >= beast.strength:
        events.append(
            new_event(
                "beast_slain",
                f"Thrag slays the {beast.color} beast, {strength}-{beast.strength}",
                details,
            )
        )
        state = _slay(state, beast)
        if state.slain_count == BEASTS_IN_ALL:
            events.append(new_event("game_over", "All fifteen beasts are slain: victory!", {}))
            return evolve(state, status="victory", end_reason="victory", phase=OVER, fight=None)
        damage = 0
    else:
        damage = beast.strength - strength
        events.append(
            new_event(
                "fight_lost",
                f"Thrag loses {strength}-{beast.strength} and takes {damage} damage",
                {**details, "damage": damage},
            )
        )
        if not _payment_options(state.hit_points, damage):
            events.append(
                new_event("game_over", f"H8: Thrag cannot absorb {damage} damage and dies", {})
            )
            return _defeat(state, "died")
    if not any(state.coins):
        events.append(
            new_event(
                "game_over",
                "H11: the last coin is flipped with beasts alive: Thrag goes home to nap",
                {},
            )
        )
        return _defeat(state, "exhausted")
    if damage:
        return evolve(state, fight=evolve_fight(fight, damage=damage))
    return _end_fight(state, events)


def _slay(state: ThragState, beast: Beast) -> ThragState:
    i = COLOR_INDEX[beast.color]
    slain = replaced(state.slain, i, with_added(state.slain[i], beast.value))
    pawns = state.pawns
    if len(slain[i]) == 5 and pawns[i] == "unused":
        pawns = replaced(pawns, i, "black")  # H7: the pawn turns black
    drawn = tuple(
        Beast(b.color, b.value, b.die, True) if b.color == beast.color else b for b in state.drawn
    )
    return evolve(state, slain=slain, pawns=pawns, drawn=drawn)


def _defeat(state: ThragState, reason: str) -> ThragState:
    return evolve(state, status="defeat", end_reason=reason, phase=OVER, fight=None)


def _end_fight(state: ThragState, events: list[Event]) -> ThragState:
    state = evolve(state, fight=None, phase=CHOOSE, fights_this_turn=state.fights_this_turn + 1)
    if all(b.slain for b in state.drawn):
        events.append(new_event("fighting_over", "Every beast drawn this turn is slain", {}))
        return evolve(state, drawn=(), phase=HEAL)
    return state


def _pay(state: ThragState, move: wire.Pay, events: list[Event]) -> ThragState:
    fight = state.fight
    if state.phase != FIGHT or fight is None or not fight.damage:
        raise IllegalMove("H8: there is no damage to pay")
    coins = tuple(sorted(move.coins))
    options = _payment_options(state.hit_points, fight.damage)
    if coins not in options:
        listed = "; ".join(", ".join(map(str, o)) for o in options)
        raise IllegalMove(
            f"H8: {list(coins)} does not pay {fight.damage} damage with no coin to spare;"
            f" choose one of: {listed}"
        )
    hit_points, pool = state.hit_points, state.healing_pool
    for coin in coins:
        hit_points, pool = without(hit_points, coin), with_added(pool, coin)
    events.append(
        new_event(
            "damage_paid",
            f"Thrag pays {fight.damage} damage with {list(coins)}",
            {"coins": list(coins), "damage": fight.damage},
        )
    )
    state = evolve(
        state, hit_points=hit_points, healing_pool=pool, fight=evolve_fight(fight, damage=0)
    )
    return _end_fight(state, events)


def _stop(state: ThragState, move: wire.Stop, events: list[Event]) -> ThragState:
    if state.phase not in (CHOOSE, FIGHT):
        raise IllegalMove("Thrag can stop only while fighting")
    if not state.fights_this_turn:
        raise IllegalMove(
            "H5: Thrag must fight at least once per turn; an abandoned fight does not count (H14)"
        )
    abandoned = None
    if state.fight is not None:  # H14: abandoned after the pawns, before a coin or strike
        _require_before_flip(state, "Thrag stops")
        abandoned = state.fight.beast
    discards = state.discards
    for beast in state.drawn:
        if not beast.slain:
            i = COLOR_INDEX[beast.color]
            discards = replaced(discards, i, with_added(discards[i], beast.value))
    gone = [f"{b.color} {face_name(b.value)}" for b in state.drawn if not b.slain]
    quits = "Thrag stops fighting" if abandoned is None else f"Thrag abandons the {abandoned} fight"
    events.append(
        new_event(
            "fighting_stopped",
            f"{quits}; to the discards: " + ", ".join(gone),
            {"discarded": gone, "abandoned": abandoned},
        )
    )
    return evolve(state, discards=discards, drawn=(), fight=None, phase=HEAL)


def _draw_healing(state: ThragState, move: wire.DrawHealing, events: list[Event]) -> ThragState:
    if move.value not in state.healing_draw:
        raise IllegalMove(f"the healing pile holds {list(state.healing_draw)}, not {move.value}")
    state = evolve(
        state,
        draw_counter=state.draw_counter + 1,
        healing_draw=without(state.healing_draw, move.value),
        healing_discard=with_added(state.healing_discard, move.value),
    )
    if move.value in state.healing_pool:
        state = evolve(
            state,
            healing_pool=without(state.healing_pool, move.value),
            hit_points=with_added(state.hit_points, move.value),
        )
        text = f"Healing tile {move.value}: Thrag takes the {move.value} coin back"
    else:
        text = f"Healing tile {move.value}: Thrag already has that coin, nothing happens"
    events.append(new_event("healed", text, {"value": move.value}))
    return _end_turn(state, events)


def _end_turn(state: ThragState, events: list[Event]) -> ThragState:
    """H5: reshuffle empty stacks from their discards, then advance the turn (H11)."""
    draw_piles, discards = list(state.draw_piles), list(state.discards)
    for i, color in enumerate(COLORS):
        if not draw_piles[i] and discards[i]:
            draw_piles[i], discards[i] = discards[i], ()
            events.append(
                new_event(
                    "reshuffled", f"The {color} discards become its draw pile", {"stack": color}
                )
            )
    healing_draw, healing_discard = state.healing_draw, state.healing_discard
    if not healing_draw:
        healing_draw, healing_discard = healing_discard, ()
        events.append(
            new_event(
                "reshuffled", "The healing discards become the healing pile", {"stack": "healing"}
            )
        )
    state = evolve(
        state,
        draw_piles=tuple(draw_piles),
        discards=tuple(discards),
        healing_draw=healing_draw,
        healing_discard=healing_discard,
        thrag_die=None,
        fights_this_turn=0,
    )
    if state.turn == TURNS:
        events.append(
            new_event(
                "game_over",
                "H11: the twelfth turn ends with beasts alive: breakfast is missed",
                {},
            )
        )
        return evolve(state, status="defeat", end_reason="breakfast-missed", phase=OVER)
    events.append(
        new_event("turn_started", f"Turn {state.turn + 1} begins", {"turn": state.turn + 1})
    )
    return evolve(state, turn=state.turn + 1, phase=DRAW)


#: keyed by the move's ``type``, so each handler is given the move model it declares
_HANDLERS: dict[str, Callable[[ThragState, Any, list[Event]], ThragState]] = {
    "draw_beast": _draw_beast,
    "roll": _roll,
    "fight": _fight,
    "spend_pawn": _spend_pawn,
    "flip_coin": _flip_coin,
    "draw_coin": _draw_coin,
    "strike": _strike,
    "pay": _pay,
    "stop": _stop,
    "draw_healing": _draw_healing,
}


# --- score -----------------------------------------------------------------------------------


def score(state: ThragState) -> Score:
    """H12: a victory scores the turns left plus one per special weapon never spent.

    H16: a weapon left out by ``options.weapons`` (pawn None) was never spent either.
    """
    slain = state.slain_count
    unspent = sum(1 for p in state.pawns if p != "spent")
    turns_left = TURNS - state.turn
    won = state.status == "victory"
    total = turns_left + unspent if won else 0
    return Score(
        status=state.status,
        winners=[THRAG] if won else [],
        scores={"0": total},
        breakdown={
            "beasts_slain": slain,
            "turns_used": state.turn,
            "turns_left": turns_left if won else 0,
            "unspent_weapons": unspent if won else 0,
            "end_reason": state.end_reason,
        },
    )
