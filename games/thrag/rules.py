"""Thrag's rules (rulebook and rulings H5-H17) as pure functions of :class:`ThragState`.

A turn: draw the beasts (H5) -> roll the dice -> choose fights (H6, H7, H8) -> stop (H10)
-> heal (H9) -> reshuffle and advance (H5, H11). Every draw and roll is a chance event.

The turn is the flow :data:`FLOW` (:mod:`games.core.flow`): a step for each thing the game
waits for, read from the phase and the fight in progress (:func:`step_of`). Thrag's decisions
all go to the same handlers, which say why a move does not fit the moment (H5-H14).
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from games.core.errors import IllegalMove
from games.core.flow import Flow, Handling, Open, Step, on
from games.core.game import LegalMove, Score, Setup
from games.core.slots import new_legal_move
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
    ThragFields,
    ThragState,
    evolve_fight,
    new_state,
)

THRAG = 0


def new_game(setup: Setup) -> ThragState:
    """Set-up (rulebook, Setup): nothing drawn yet, the first turn's draws pending."""
    return new_state(setup.mode, setup.seed, setup.options)


# --- where the turn is ------------------------------------------------------------------------


def _next_draw_color(state: ThragFields) -> Color | None:
    drawn = {b.color for b in state.drawn}
    for i, color in enumerate(COLORS):
        if color not in drawn and state.draw_piles[i]:
            return color
    return None


def _next_die(state: ThragFields) -> Die | None:
    for beast in state.drawn:
        if beast.die is None:
            return beast.color
    return "black" if state.thrag_die is None else None


#: the step open in each phase but the fight's, made once
_OPEN: dict[str, Open] = {DRAW: (("draw", None),), ROLL: (("roll", None),), HEAL: (("heal", None),)}
_OPEN |= {CHOOSE: (("choose", None),)}
_REROLLING: Open = (("reroll", None),)
_FLIPPING: Open = (("coin", None),)
_PAYING: Open = (("pay", None),)
_FIGHTING: Open = (("fight", None),)


def step_of(state: ThragFields) -> Open:
    """The step the turn is at: the phase's, and in a fight what it waits for (H6-H8)."""
    fight = state.fight
    if fight is None:
        return _OPEN[state.phase]
    if fight.rerolling is not None:
        return _REROLLING
    if fight.coin_color is not None and fight.coin_value is None:
        return _FLIPPING
    return _PAYING if fight.damage else _FIGHTING


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


def _drawing(state: ThragFields) -> Color:
    color = _next_draw_color(state)
    assert color is not None, "the draw phase lasts while a pile is left to draw from"
    return color


def _rolling(state: ThragFields) -> Die:
    die = _next_die(state)
    assert die is not None, "the roll phase lasts while a die is left to roll"
    return die


def _fighting(state: ThragFields) -> Fight:
    fight = state.fight
    assert fight is not None, "a fight step has its fight"
    return fight


def _rerolled(state: ThragFields) -> Die:
    die = _fighting(state).rerolling
    assert die is not None, "a reroll names its die"
    return die


def _flipped(state: ThragFields) -> Color:
    color = _fighting(state).coin_color
    assert color is not None, "a coin is flipped of one colour"
    return color


def _draw_pending(state: ThragFields, _: None) -> wire.PendingChance:
    return _DRAW_PENDING[_drawing(state)]


def _draw_outcomes(state: ThragFields, _: None) -> list[tuple[wire.DrawBeast, int]]:
    color = _drawing(state)
    return [_DRAW_BEAST[color, v] for v in state.draw_piles[COLOR_INDEX[color]]]


def _roll_pending(state: ThragFields, _: None) -> wire.PendingChance:
    return _ROLL_PENDING[_rolling(state)]


def _roll_outcomes(state: ThragFields, _: None) -> tuple[tuple[wire.Roll, int], ...]:
    return _ROLLS[_rolling(state)]


def _reroll_pending(state: ThragFields, _: None) -> wire.PendingChance:
    return _REROLL_PENDING[_rerolled(state)]


def _reroll_outcomes(state: ThragFields, _: None) -> tuple[tuple[wire.Roll, int], ...]:
    return _ROLLS[_rerolled(state)]


def _coin_pending(state: ThragFields, _: None) -> wire.PendingChance:
    return _COIN_PENDING[_flipped(state)]


def _coin_outcomes(state: ThragFields, _: None) -> list[tuple[wire.DrawCoin, int]]:
    color = _flipped(state)
    return [_DRAW_COIN[color, v] for v in state.coins[COLOR_INDEX[color]]]


def _heal_pending(state: ThragFields, _: None) -> wire.PendingChance:
    return _HEAL_PENDING


def _heal_outcomes(state: ThragFields, _: None) -> list[tuple[wire.DrawHealing, int]]:
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


def flippable_colors(state: ThragFields, beast: Color) -> tuple[Color, ...]:
    """H6: the beast's colour while it has coins, else any colour with coins left."""
    if state.coins[COLOR_INDEX[beast]]:
        return (beast,)
    return tuple(color for i, color in enumerate(COLORS) if state.coins[i])


def spendable_pawns(state: ThragFields, beast: Color) -> tuple[Color, ...]:
    """H7: the fought beast's own pawn if unused, and every black pawn."""
    return tuple(
        color
        for i, color in enumerate(COLORS)
        if (color == beast and state.pawns[i] == "unused") or state.pawns[i] == "black"
    )


def _coin_value(state: ThragFields, value: int) -> int:
    """H13, H17: a coloured null coin adds ``null_value`` (black coins never come here)."""
    return state.options.null_value if value == 0 else value


# --- labels: what each choice is sure to do (H14, H15) ---------------------------------------


def _beast_name(beast: Beast) -> str:
    return f"the {beast.color} {face_name(beast.value)}"


def _listing(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _stop_label(state: ThragFields) -> str:
    """H10, H14: stopping sends every living beast drawn this turn to its colour's discards."""
    living = [_beast_name(b) for b in state.drawn if not b.slain]
    goes = "goes to its discard pile" if len(living) == 1 else "go to their discard piles"
    return f"Stop fighting for this turn: {_listing(living)} {goes}"


def _certain_loss(state: ThragFields, damages: list[int]) -> str:
    """H15: a loss whatever happens: its damage, and Thrag's death if even the least kills."""
    least, most = min(damages), max(damages)
    text = f"a certain loss: {least if least == most else f'{least} to {most}'} damage"
    if not _payment_options(state.hit_points, least):
        text += " kills Thrag"
    return text


def _strike_label(state: ThragFields, beast: Beast, thrag: int) -> str:
    """H15: a strike's outcome is certain; the label says which. ``thrag``: his die."""
    head = f"Strike {_beast_name(beast)}: Thrag {thrag} against {beast.strength}"
    if thrag >= beast.strength:
        return f"{head}, a certain win"
    return f"{head}, {_certain_loss(state, [beast.strength - thrag])}"


def _flip_label(state: ThragFields, beast: Beast, thrag: int, color: Color) -> str:
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


def _choose_moves(state: ThragFields, _: None) -> list[LegalMove[wire.AnyMove]]:
    """H6, H14: fight a living beast drawn this turn; stop once a fight is resolved."""
    moves: list[LegalMove[wire.AnyMove]] = []
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


def _pay_moves(state: ThragFields, _: None) -> list[LegalMove[wire.AnyMove]]:
    """H8: every set of numbered coins that pays the damage with no coin to spare."""
    damage = _fighting(state).damage
    moves: list[LegalMove[wire.AnyMove]] = []
    for coins in _payment_options(state.hit_points, damage):
        listed = " and ".join(str(c) for c in coins)
        noun = "coin" if len(coins) == 1 else "coins"
        label = f"Pay {damage} damage with the {listed} {noun}"
        moves.append(new_legal_move(wire.Pay(coins=list(coins)), THRAG, label, None))
    return moves


def _fight_moves(state: ThragFields, _: None) -> list[LegalMove[wire.AnyMove]]:
    """H6, H7, H14: spend a pawn, flip a coin, strike, or abandon the fight."""
    fight = _fighting(state)
    beast, thrag = _fought(state, fight)
    moves: list[LegalMove[wire.AnyMove]] = []
    for pawn in spendable_pawns(state, fight.beast):
        if state.pawns[COLOR_INDEX[pawn]] == "black":
            label = f"Spend the {pawn} pawn (black): reroll Thrag's die (now {face_name(thrag)})"
        else:
            die = face_name(beast.die) if beast.die is not None else "not rolled"
            label = f"Spend the {pawn} pawn: the {pawn} beast rerolls its die (now {die})"
        moves.append(new_legal_move(_SPEND[pawn], THRAG, label, None))
    for color in flippable_colors(state, fight.beast):
        label = _flip_label(state, beast, thrag, color)
        moves.append(new_legal_move(_FLIP[color], THRAG, label, None))
    moves.append(new_legal_move(_STRIKE, THRAG, _strike_label(state, beast, thrag), None))
    if state.fights_this_turn:  # H14: a fight may be abandoned once one is resolved this turn
        moves.append(new_legal_move(_STOP, THRAG, _stop_label(state), None))
    return moves


def _fought(state: ThragFields, fight: Fight) -> tuple[Beast, int]:
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


def _chance_label(state: ThragFields, move: wire.ChanceMove) -> str:
    return chance_label(move)


# --- applying a move: each handler changes the move's draft ----------------------------------


def _draw_beast(d: ThragFields, _: None, move: wire.DrawBeast) -> None:
    color = _drawing(d)
    pile = d.draw_piles[COLOR_INDEX[color]]
    if move.color != color:
        raise IllegalMove(f"H5: the next beast to draw is {color}, not {move.color}")
    if move.value not in pile:
        raise IllegalMove(f"the {color} draw pile holds {list(pile)}, not {move.value}")
    i = COLOR_INDEX[color]
    d.draw_piles = replaced(d.draw_piles, i, without(pile, move.value))
    d.event(
        "beast_drawn",
        f"A {color} {face_name(move.value)} beast appears",
        color=color,
        value=move.value,
    )
    d.drawn = (*d.drawn, Beast(color, move.value))
    # H5: drawn red, green, blue: the next draw is from a later colour's pile, if any is left
    drawing = any(d.draw_piles[later] for later in range(i + 1, len(COLORS)))
    d.phase = DRAW if drawing else ROLL


def _rolled(d: ThragFields, die: Die, move: wire.Roll, reroll: bool) -> None:
    """``die`` shows ``move.value``: Thrag's die, or its colour's beast's."""
    if move.die != die:
        raise IllegalMove(f"the die to roll is {die}, not {move.die}")
    d.event(
        "die_rolled",
        f"The {die} die {'rerolls' if reroll else 'rolls'} {face_name(move.value)}",
        die=die,
        value=move.value,
        reroll=reroll,
    )
    if die == "black":
        d.thrag_die = move.value
    else:
        d.drawn = tuple(
            Beast(b.color, b.value, move.value, b.slain) if b.color == die else b for b in d.drawn
        )


def _roll(d: ThragFields, _: None, move: wire.Roll) -> None:
    """H5: the beasts' dice in draw order, then Thrag's black die, the last roll of the phase."""
    die = _rolling(d)
    _rolled(d, die, move, reroll=False)
    d.phase = CHOOSE if die == "black" else ROLL


def _reroll(d: ThragFields, _: None, move: wire.Roll) -> None:
    """H7: the die a spent pawn rerolls."""
    fight = _fighting(d)
    _rolled(d, _rerolled(d), move, reroll=True)
    d.fight = evolve_fight(fight, rerolling=None)


def _fight(d: ThragFields, _: None, move: wire.FightMove) -> None:
    if d.phase != CHOOSE:
        raise IllegalMove("H6: finish the fight in progress before choosing another beast")
    beast = d.drawn_beast(move.beast)
    if beast is None:
        raise IllegalMove(f"H5: no {move.beast} beast was drawn this turn")
    if beast.slain:
        raise IllegalMove(f"H6: the {move.beast} beast is already slain")
    d.event(
        "fight_started",
        f"Thrag fights the {move.beast} beast",
        beast=move.beast,
        strength=beast.strength,
    )
    d.phase, d.fight = FIGHT, Fight(beast=move.beast)


def _require_before_flip(state: ThragFields, what: str) -> Fight:
    fight = state.fight
    if state.phase != FIGHT or fight is None:
        raise IllegalMove(f"H6: {what} only during a fight: choose a beast to fight first")
    if fight.damage:
        raise IllegalMove(f"H8: pay the {fight.damage} damage first")
    return fight


def _spend_pawn(d: ThragFields, _: None, move: wire.SpendPawn) -> None:
    fight = _require_before_flip(d, "pawns are spent")
    i = COLOR_INDEX[move.pawn]
    status = d.pawns[i]
    if status is None:
        raise IllegalMove(f"H13: the {move.pawn} pawn is not in play (options.weapons)")
    if status == "spent":
        raise IllegalMove(f"H7: the {move.pawn} pawn was already spent")
    if status == "unused" and move.pawn != fight.beast:
        raise IllegalMove(
            f"H7: the {move.pawn} pawn rerolls the {move.pawn} beast's die, and Thrag is"
            f" fighting the {fight.beast} beast"
        )
    target: Die = "black" if status == "black" else move.pawn
    whose = "Thrag's" if target == "black" else f"the {target} beast's"
    d.event(
        "pawn_spent",
        f"Thrag spends the {move.pawn} pawn: {whose} die rerolls",
        pawn=move.pawn,
        die=target,
    )
    d.pawns = replaced(d.pawns, i, "spent")
    d.fight = evolve_fight(fight, rerolling=target)


def _flip_coin(d: ThragFields, _: None, move: wire.FlipCoin) -> None:
    fight = _require_before_flip(d, "coins are flipped")
    allowed = flippable_colors(d, fight.beast)
    if move.color not in allowed:
        if not allowed:
            raise IllegalMove("H6: no coins are left")
        raise IllegalMove(
            f"H6: against the {fight.beast} beast Thrag flips a {fight.beast} coin while any"
            f" remain; {move.color} is not allowed"
        )
    d.event("coin_flipped", f"Thrag flips a {move.color} coin", color=move.color)
    d.fight = evolve_fight(fight, coin_color=move.color)


def _draw_coin(d: ThragFields, _: None, move: wire.DrawCoin) -> None:
    fight = _fighting(d)
    color = _flipped(d)
    i = COLOR_INDEX[color]
    if move.color != color:
        raise IllegalMove(f"the coin being flipped is {color}, not {move.color}")
    if move.value not in d.coins[i]:
        raise IllegalMove(f"the {move.color} coins left are {list(d.coins[i])}")
    d.event(
        "coin_drawn",
        f"The {move.color} coin shows {face_name(move.value)}",
        color=move.color,
        value=move.value,
    )
    d.coins = replaced(d.coins, i, without(d.coins[i], move.value))
    d.fight = evolve_fight(fight, coin_value=move.value)
    _compare(d, _coin_value(d, move.value))


def _strike(d: ThragFields, _: None, move: wire.Strike) -> None:
    _require_before_flip(d, "Thrag strikes")
    _compare(d, 0)


def _compare(d: ThragFields, coin: int) -> None:
    """H6: resolve the fight; then H11's end conditions, at once."""
    fight = _fighting(d)
    beast, thrag = _fought(d, fight)
    strength = thrag + coin
    details = {"beast": beast.color, "thrag": strength, "foe": beast.strength}
    if strength >= beast.strength:
        d.event(
            "beast_slain",
            f"Thrag slays the {beast.color} beast, {strength}-{beast.strength}",
            **details,
        )
        _slay(d, beast)
        if d.slain_count == BEASTS_IN_ALL:
            d.event(
                "game_over",
                "All fifteen beasts are slain: victory!",
                **_ended("victory", "victory"),
            )
            d.status, d.end_reason, d.phase, d.fight = "victory", "victory", OVER, None
            return
        damage = 0
    else:
        damage = beast.strength - strength
        d.event(
            "fight_lost",
            f"Thrag loses {strength}-{beast.strength} and takes {damage} damage",
            **details,
            damage=damage,
        )
        if not _payment_options(d.hit_points, damage):
            d.event(
                "game_over",
                f"H8: Thrag cannot absorb {damage} damage and dies",
                **_ended("defeat", "died"),
            )
            _defeat(d, "died")
            return
    if not any(d.coins):
        d.event(
            "game_over",
            "H11: the last coin is flipped with beasts alive: Thrag goes home to nap",
            **_ended("defeat", "exhausted"),
        )
        _defeat(d, "exhausted")
        return
    if damage:
        d.fight = evolve_fight(fight, damage=damage)
        return
    _end_fight(d)


def _slay(d: ThragFields, beast: Beast) -> None:
    i = COLOR_INDEX[beast.color]
    d.slain = replaced(d.slain, i, with_added(d.slain[i], beast.value))
    if len(d.slain[i]) == 5 and d.pawns[i] == "unused":
        d.pawns = replaced(d.pawns, i, "black")  # H7: the pawn turns black
    d.drawn = tuple(
        Beast(b.color, b.value, b.die, True) if b.color == beast.color else b for b in d.drawn
    )


def _ended(status: str, end_reason: str) -> dict[str, str]:
    """A ``game_over`` event's fields (games/thrag/events.py)."""
    return {"status": status, "end_reason": end_reason}


def _defeat(d: ThragFields, reason: str) -> None:
    d.status, d.end_reason, d.phase, d.fight = "defeat", reason, OVER, None


def _end_fight(d: ThragFields) -> None:
    d.fight, d.phase, d.fights_this_turn = None, CHOOSE, d.fights_this_turn + 1
    if all(b.slain for b in d.drawn):
        d.event("fighting_over", "Every beast drawn this turn is slain")
        d.drawn, d.phase = (), HEAL


def _pay(d: ThragFields, _: None, move: wire.Pay) -> None:
    fight = d.fight
    if d.phase != FIGHT or fight is None or not fight.damage:
        raise IllegalMove("H8: there is no damage to pay")
    coins = tuple(sorted(move.coins))
    options = _payment_options(d.hit_points, fight.damage)
    if coins not in options:
        listed = "; ".join(", ".join(map(str, o)) for o in options)
        raise IllegalMove(
            f"H8: {list(coins)} does not pay {fight.damage} damage with no coin to spare;"
            f" choose one of: {listed}"
        )
    hit_points, pool = d.hit_points, d.healing_pool
    for coin in coins:
        hit_points, pool = without(hit_points, coin), with_added(pool, coin)
    d.event(
        "damage_paid",
        f"Thrag pays {fight.damage} damage with {list(coins)}",
        coins=list(coins),
        damage=fight.damage,
    )
    d.hit_points, d.healing_pool = hit_points, pool
    d.fight = evolve_fight(fight, damage=0)
    _end_fight(d)


def _stop(d: ThragFields, _: None, move: wire.Stop) -> None:
    if d.phase not in (CHOOSE, FIGHT):
        raise IllegalMove("Thrag can stop only while fighting")
    if not d.fights_this_turn:
        raise IllegalMove(
            "H5: Thrag must fight at least once per turn; an abandoned fight does not count (H14)"
        )
    abandoned = None
    if d.fight is not None:  # H14: abandoned after the pawns, before a coin or strike
        _require_before_flip(d, "Thrag stops")
        abandoned = d.fight.beast
    discards = d.discards
    for beast in d.drawn:
        if not beast.slain:
            i = COLOR_INDEX[beast.color]
            discards = replaced(discards, i, with_added(discards[i], beast.value))
    gone = [f"{b.color} {face_name(b.value)}" for b in d.drawn if not b.slain]
    quits = "Thrag stops fighting" if abandoned is None else f"Thrag abandons the {abandoned} fight"
    d.event(
        "fighting_stopped",
        f"{quits}; to the discards: " + ", ".join(gone),
        discarded=gone,
        abandoned=abandoned,
    )
    d.discards, d.drawn, d.fight, d.phase = discards, (), None, HEAL


def _draw_healing(d: ThragFields, _: None, move: wire.DrawHealing) -> None:
    if move.value not in d.healing_draw:
        raise IllegalMove(f"the healing pile holds {list(d.healing_draw)}, not {move.value}")
    d.healing_draw = without(d.healing_draw, move.value)
    d.healing_discard = with_added(d.healing_discard, move.value)
    if move.value in d.healing_pool:
        d.healing_pool = without(d.healing_pool, move.value)
        d.hit_points = with_added(d.hit_points, move.value)
        text = f"Healing tile {move.value}: Thrag takes the {move.value} coin back"
    else:
        text = f"Healing tile {move.value}: Thrag already has that coin, nothing happens"
    d.event("healed", text, value=move.value)
    _end_turn(d)


def _end_turn(d: ThragFields) -> None:
    """H5: reshuffle empty stacks from their discards, then advance the turn (H11)."""
    draw_piles, discards = list(d.draw_piles), list(d.discards)
    for i, color in enumerate(COLORS):
        if not draw_piles[i] and discards[i]:
            draw_piles[i], discards[i] = discards[i], ()
            d.event("reshuffled", f"The {color} discards become its draw pile", stack=color)
    if not d.healing_draw:
        d.healing_draw, d.healing_discard = d.healing_discard, ()
        d.event("reshuffled", "The healing discards become the healing pile", stack="healing")
    d.draw_piles, d.discards = tuple(draw_piles), tuple(discards)
    d.thrag_die, d.fights_this_turn = None, 0
    if d.turn == TURNS:
        d.event(
            "game_over",
            "H11: the twelfth turn ends with beasts alive: breakfast is missed",
            **_ended("defeat", "breakfast-missed"),
        )
        d.status, d.end_reason, d.phase = "defeat", "breakfast-missed", OVER
        return
    d.event("turn_started", f"Turn {d.turn + 1} begins", turn=d.turn + 1)
    d.turn, d.phase = d.turn + 1, DRAW


# --- the turn's steps ------------------------------------------------------------------------

#: what Thrag may send at each of his decisions: every move, each handler saying why it does
#: not fit the moment (H5-H14)
_DECISIONS: tuple[Handling[ThragFields, None], ...] = (
    on(wire.FightMove, _fight),
    on(wire.SpendPawn, _spend_pawn),
    on(wire.FlipCoin, _flip_coin),
    on(wire.Strike, _strike),
    on(wire.Pay, _pay),
    on(wire.Stop, _stop),
)
_THRAG_MOVES = "it is Thrag's move"


def _thrag(state: ThragFields, _: None) -> tuple[int, ...]:
    return (THRAG,)


#: the turn (H5-H11): each step declared once, with what it waits for and what may follow
STEPS: tuple[Step[ThragFields, None], ...] = (
    Step(
        "draw",
        "chance",
        on=(on(wire.DrawBeast, _draw_beast),),
        then=frozenset({"draw", "roll"}),
        pending=_draw_pending,
        outcomes=_draw_outcomes,
        label=_chance_label,
    ),
    Step(
        "roll",
        "chance",
        on=(on(wire.Roll, _roll),),
        then=frozenset({"roll", "choose"}),
        pending=_roll_pending,
        outcomes=_roll_outcomes,
        label=_chance_label,
    ),
    Step(
        "choose",
        "decision",
        on=_DECISIONS,
        then=frozenset({"fight", "heal"}),
        text=_THRAG_MOVES,
        moves=_choose_moves,
        seats=_thrag,
    ),
    Step(
        "fight",
        "decision",
        on=_DECISIONS,
        then=frozenset({"reroll", "coin", "pay", "choose", "heal"}),
        text=_THRAG_MOVES,
        moves=_fight_moves,
        seats=_thrag,
    ),
    Step(
        "reroll",
        "chance",
        on=(on(wire.Roll, _reroll),),
        then=frozenset({"fight"}),
        pending=_reroll_pending,
        outcomes=_reroll_outcomes,
        label=_chance_label,
    ),
    Step(
        "coin",
        "chance",
        on=(on(wire.DrawCoin, _draw_coin),),
        then=frozenset({"pay", "choose", "heal"}),
        pending=_coin_pending,
        outcomes=_coin_outcomes,
        label=_chance_label,
    ),
    Step(
        "pay",
        "decision",
        on=_DECISIONS,
        then=frozenset({"choose", "heal"}),
        text=_THRAG_MOVES,
        moves=_pay_moves,
        seats=_thrag,
    ),
    Step(
        "heal",
        "chance",
        on=(on(wire.DrawHealing, _draw_healing),),
        then=frozenset({"draw"}),
        pending=_heal_pending,
        outcomes=_heal_outcomes,
        label=_chance_label,
    ),
)


def _over(state: ThragFields) -> str:
    return f"the game is over ({state.status}, {state.end_reason})"


FLOW: Flow[ThragState, ThragFields] = Flow(
    ThragState, STEPS, step_of, chance_moves=wire.CHANCE_MOVES, over=_over
)

#: the rules' facade (:class:`games.core.game.RulesModule`), read from the flow
legal_moves = FLOW.legal_moves
chance_outcomes = FLOW.chance_outcomes
to_act = FLOW.to_act
apply = FLOW.apply


def pending_chance(state: ThragFields) -> wire.PendingChance | None:
    """The chance event the state waits for, if any."""
    pending: wire.PendingChance | None = FLOW.pending_chance(state)
    return pending


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
