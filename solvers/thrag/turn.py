"""Thrag's current turn, compactly: the solver's model of rulings H6-H11 between roll and heal.

The engine (``games/thrag/rules.py``) is the truth, but it builds events and pydantic moves at
every step (~25,000 moves/s). A turn's expectimax visits millions of positions, so the solver
keeps its own model of the only part of the state that changes during a turn:

    (phase, hit_points, coins, pawns, beasts, thrag_die, fought, fight)

- ``hit_points``: bitmask of Thrag's numbered black coins (bit v for value v; the null coin is
  implied while he lives);
- ``coins``: one bitmask of unflipped values (bits 0-5) per colour red, green, blue;
- ``pawns``: per colour ``NONE`` (not in play, H13), ``UNUSED``, ``SPENT`` or ``BLACK`` (H7);
- ``beasts``: per colour ``None`` (none drawn), ``(value, die, False)`` or ``SLAIN``;
- ``fought``: at least one fight finished this turn (Thrag may stop, H5);
- ``fight``: ``None`` or ``(colour, fresh, damage)``; ``fresh`` marks a fight just chosen when
  Thrag could have stopped instead (used by the dominance pruning below); ``damage`` > 0 only
  in the ``PAY`` phase.

End states are ``(WON,)``, ``(LOST,)`` and ``(HEAL, hit_points, coins, pawns, slain_flags)``:
the fighting is over and the healing draw is next (the end of the turn for the solver).

Everything constant during a turn (the turn number, beasts slain before it, the healing tiles,
``null_value``) lives in :class:`Context`. ``tests/solvers`` checks this model against the
engine move by move (same legal moves, same successor states) on random games.

Dominance pruning (``prune=True``), each a move that can never be better than another one:

- a plain strike that slays is the only move considered: coins, pawns and hit points are
  worth keeping (the evaluation is monotone in them) and a slain beast is better than a living
  one;
- a reroll that cannot improve the die (a beast's null, Thrag's 5) is not considered;
- in a *fresh* fight, stopping is the same as stopping before choosing the beast, and a
  losing plain strike leaves the same position with fewer hit points, so both are skipped.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from games.thrag import wire
from games.thrag.content import BEASTS_IN_ALL, BEASTS_PER_COLOR, COLORS, FACES
from games.thrag.state import CHOOSE as S_CHOOSE
from games.thrag.state import FIGHT as S_FIGHT
from games.thrag.state import ThragState

CHOOSE, FIGHT, PAY, HEAL, WON, LOST = range(6)
NONE, UNUSED, SPENT, BLACK = range(4)
PAWN_CODE = {None: NONE, "unused": UNUSED, "spent": SPENT, "black": BLACK}
PAWN_NAME = {UNUSED: "unused", SPENT: "spent", BLACK: "black"}
BLACK_DIE = 3  # index of Thrag's die in a reroll outcome (0-2 are the colours)

WON_STATE = (WON,)
#: a beast slain this turn: its value is in the context, its die no longer matters
SLAIN = (0, 0, True)
LOST_STATE = (LOST,)

#: kinds of successors of a decision
DETERMINISTIC, CHANCE = 0, 1

#: the actions and outcomes, built once
FIGHT_ACTION = tuple(("fight", c) for c in range(3))
PAWN_ACTION = tuple(("pawn", c) for c in range(3))
FLIP_ACTION = tuple(("flip", c) for c in range(3))
STRIKE_ACTION = ("strike",)
STOP_ACTION = ("stop",)
ROLL_OUTCOME = tuple(tuple(("roll", die, v) for v in FACES) for die in range(4))
COIN_OUTCOME = tuple(tuple(("coin", c, v) for v in FACES) for c in range(3))


@dataclass(frozen=True, slots=True)
class Context:
    """What stays fixed during the turn."""

    turn: int
    null_value: int
    #: beasts of each colour slain before this turn's drawn ones (a drawn beast slain this
    #: turn is counted by its ``slain`` flag instead)
    slain_before: tuple[int, int, int]
    slain_total_before: int
    #: bitmask (bits 1-5) of the values of those beasts
    slain_values_before: tuple[int, int, int]
    #: the drawn beast's value per colour, 0 when none was drawn
    drawn_values: tuple[int, int, int]
    healing_draw: tuple[int, ...]
    #: ThragState fields the model does not track, to rebuild a full state (tests, bench)
    root: ThragState


def mask(values: Iterable[int]) -> int:
    out = 0
    for v in values:
        out |= 1 << v
    return out


def per_color(values: Iterable[int]) -> tuple[int, int, int]:
    """Red's, green's and blue's values, in that order, as a triple."""
    red, green, blue = values
    return red, green, blue


def values_of(m: int) -> tuple[int, ...]:
    return tuple(v for v in FACES if m >> v & 1)


#: the sum of the values of a bitmask, by mask
MASK_SUM = tuple(sum(v for v in FACES if m >> v & 1) for m in range(64))


def hp_total(hp: int) -> int:
    return MASK_SUM[hp]


@cache
def payments(hp: int, damage: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """H8: (coins paid, hit points left) for each set that covers ``damage`` with none to spare.

    Same order as ``rules.payment_options`` (by size, then combinations order).
    """
    numbered = [v for v in values_of(hp) if v > 0]
    out = []
    for size in range(1, len(numbered) + 1):
        for coins in combinations(numbered, size):
            total = sum(coins)
            if total >= damage and all(total - c < damage for c in coins):
                out.append((coins, hp & ~mask(coins)))
    return tuple(out)


def from_state(s: ThragState) -> tuple[Context, tuple]:
    """The context and model state of a ThragState in which Thrag has a decision to make."""
    if s.phase not in (S_CHOOSE, S_FIGHT):
        raise ValueError(f"no decision in phase {s.phase}")
    beasts: list = [None, None, None]
    drawn_values = [0, 0, 0]
    for b in s.drawn:
        i = COLORS.index(b.color)
        beasts[i] = SLAIN if b.slain else (b.value, b.die, False)
        drawn_values[i] = b.value
    slain_before, slain_values = [], []
    for i in range(3):
        values = list(s.slain[i])
        b = beasts[i]
        if b is not None and b[2]:
            values.remove(drawn_values[i])
        slain_before.append(len(values))
        slain_values.append(mask(values))
    ctx = Context(
        turn=s.turn,
        null_value=s.options.null_value,
        slain_before=per_color(slain_before),
        slain_total_before=sum(slain_before),
        slain_values_before=per_color(slain_values),
        drawn_values=per_color(drawn_values),
        healing_draw=s.healing_draw,
        root=s,
    )
    hp = mask(v for v in s.hit_points if v > 0)
    coins = tuple(mask(c) for c in s.coins)
    pawns = tuple(PAWN_CODE[p] for p in s.pawns)
    fought = s.fights_this_turn > 0
    if s.fight is None:
        return ctx, (CHOOSE, hp, coins, pawns, tuple(beasts), s.thrag_die, fought, None)
    f = s.fight
    if f.rerolling is not None or (f.coin_color is not None and f.coin_value is None):
        raise ValueError("a chance event is pending")
    c = COLORS.index(f.beast)
    phase = PAY if f.damage else FIGHT
    return ctx, (phase, hp, coins, pawns, tuple(beasts), s.thrag_die, fought, (c, False, f.damage))


# --- successors ---------------------------------------------------------------------------


def slain_flags(beasts: tuple) -> tuple[bool, bool, bool]:
    b0, b1, b2 = beasts
    return (b0 is not None and b0[2], b1 is not None and b1[2], b2 is not None and b2[2])


def _end_fight(hp, coins, pawns, beasts, die):
    b0, b1, b2 = beasts
    if (b0 is None or b0[2]) and (b1 is None or b1[2]) and (b2 is None or b2[2]):
        return (HEAL, hp, coins, pawns, (b0 is not None, b1 is not None, b2 is not None))
    return (CHOOSE, hp, coins, pawns, beasts, die, True, None)


def _compare(ctx: Context, hp, coins, pawns, beasts, die, fought, c, strength):
    """H6 then H11: slay or take damage; victory, death and exhaustion end the game at once."""
    value, bdie, _ = beasts[c]
    foe = value + bdie
    damage = 0
    if strength >= foe:
        beasts = (*beasts[:c], SLAIN, *beasts[c + 1 :])
        if ctx.slain_before[c] + 1 == BEASTS_PER_COLOR and pawns[c] == UNUSED:
            pawns = (*pawns[:c], BLACK, *pawns[c + 1 :])  # H7: the pawn turns black
        if ctx.slain_total_before + sum(slain_flags(beasts)) == BEASTS_IN_ALL:
            return WON_STATE
    else:
        damage = foe - strength
        if MASK_SUM[hp] < damage:
            return LOST_STATE  # H8: he cannot absorb it and dies
    if not (coins[0] or coins[1] or coins[2]):
        return LOST_STATE  # H11: exhausted
    if damage:
        return (PAY, hp, coins, pawns, beasts, die, fought, (c, False, damage))
    return _end_fight(hp, coins, pawns, beasts, die)


def _stop(hp, coins, pawns, beasts):
    return (HEAL, hp, coins, pawns, slain_flags(beasts))


def options(ctx: Context, t: tuple, prune: bool = True) -> list:
    """Thrag's moves in a decision state: ``(action, kind, successor)``.

    ``kind`` is DETERMINISTIC (successor is a state) or CHANCE (successor is a list of
    ``(weight, outcome, state)``). Actions: ``("fight", c)``, ``("pawn", c)``, ``("flip", c)``,
    ``("strike",)``, ``("pay", coins)``, ``("stop",)``; outcomes ``("roll", die, v)`` (die 3 is
    Thrag's) and ``("coin", c, v)``.
    """
    phase, hp, coins, pawns, beasts, die, fought, fight = t
    out: list = []
    if phase == CHOOSE:
        for c in range(3):
            b = beasts[c]
            if b is not None and not b[2]:
                nxt = (FIGHT, hp, coins, pawns, beasts, die, fought, (c, fought, 0))
                out.append((FIGHT_ACTION[c], DETERMINISTIC, nxt))
        if fought:
            out.append((STOP_ACTION, DETERMINISTIC, _stop(hp, coins, pawns, beasts)))
        return out
    c, fresh, damage = fight
    if phase == PAY:
        for paid, left in payments(hp, damage):
            out.append((("pay", paid), DETERMINISTIC, _end_fight(left, coins, pawns, beasts, die)))
        return out
    value, bdie, _ = beasts[c]
    strike = _compare(ctx, hp, coins, pawns, beasts, die, fought, c, die)
    strike_wins = die >= value + bdie
    if prune and strike_wins:
        return [(STRIKE_ACTION, DETERMINISTIC, strike)]
    for p in range(3):
        status = pawns[p]
        if status == BLACK:
            if prune and die == FACES[-1]:
                continue  # Thrag's die cannot get better
            spent = (*pawns[:p], SPENT, *pawns[p + 1 :])
            after = (c, False, 0)
            rolls = [
                (1, ROLL_OUTCOME[BLACK_DIE][v], (FIGHT, hp, coins, spent, beasts, v, fought, after))
                for v in FACES  # worst first (the search prunes best by the remaining mass)
            ]
            out.append((PAWN_ACTION[p], CHANCE, rolls))
        elif p == c and status == UNUSED:
            if prune and bdie == FACES[0]:
                continue  # the beast's die cannot get better
            spent = (*pawns[:p], SPENT, *pawns[p + 1 :])
            after = (c, False, 0)
            rolls = []
            for v in reversed(FACES):  # worst first
                bs = (*beasts[:c], (value, v, False), *beasts[c + 1 :])
                rolls.append(
                    (1, ROLL_OUTCOME[c][v], (FIGHT, hp, coins, spent, bs, die, fought, after))
                )
            out.append((PAWN_ACTION[p], CHANCE, rolls))
    flippable = (c,) if coins[c] else tuple(k for k in range(3) if coins[k])
    null_value = ctx.null_value
    for k in flippable:
        draws = []
        for v in FACES:
            if coins[k] >> v & 1:
                unflipped = (*coins[:k], coins[k] & ~(1 << v), *coins[k + 1 :])
                strength = die + (null_value if v == 0 else v)
                nxt = _compare(ctx, hp, unflipped, pawns, beasts, die, fought, c, strength)
                draws.append((1, COIN_OUTCOME[k][v], nxt))  # worst first
        out.append((FLIP_ACTION[k], CHANCE, draws))
    if not (prune and fresh):
        out.append((STRIKE_ACTION, DETERMINISTIC, strike))
        if fought:
            out.append((STOP_ACTION, DETERMINISTIC, _stop(hp, coins, pawns, beasts)))
    return out


def optimistic_end(ctx: Context, t: tuple) -> tuple | None:
    """An end of turn at least as good as any reachable from decision state ``t``.

    Every drawn beast slain, nothing more spent (for a payment, only the coins every payment
    option spends): by the evaluation's monotonicity, its value bounds the value of ``t``.
    None when it is the victory (the bound is then 1).
    """
    phase, hp, coins, pawns, (b0, b1, b2) = t[:5]
    drawn = (b0 is not None, b1 is not None, b2 is not None)
    if ctx.slain_total_before + drawn[0] + drawn[1] + drawn[2] == BEASTS_IN_ALL:
        return None
    if phase == PAY:
        common = -1
        for paid, _ in payments(hp, t[7][2]):
            common &= mask(paid)
        hp &= ~common
    return (HEAL, hp, coins, pawns, drawn)


# --- the boundary -------------------------------------------------------------------------


def wire_move(action: tuple) -> wire.AnyMove:
    """The engine's move for a model action or chance outcome."""
    kind = action[0]
    if kind == "fight":
        return wire.FightMove(beast=COLORS[action[1]])
    if kind == "pawn":
        return wire.SpendPawn(pawn=COLORS[action[1]])
    if kind == "flip":
        return wire.FlipCoin(color=COLORS[action[1]])
    if kind == "strike":
        return wire.Strike()
    if kind == "pay":
        return wire.Pay(coins=list(action[1]))
    if kind == "stop":
        return wire.Stop()
    if kind == "roll":
        die = "black" if action[1] == BLACK_DIE else COLORS[action[1]]
        return wire.Roll(die=die, value=action[2])
    if kind == "coin":
        return wire.DrawCoin(color=COLORS[action[1]], value=action[2])
    raise ValueError(f"unknown action {action!r}")


def model_of(ctx: Context, s: ThragState) -> tuple:
    """The model state of an engine state reached during the turn of ``ctx``.

    Decision states, the end of the turn (phase ``heal``) and finished games; ``fresh`` is not
    known to the engine and reads False. Used by the tests to check the model against the engine.
    """
    if s.status == "victory":
        return WON_STATE
    if s.status != "ongoing":
        return LOST_STATE
    if s.phase == "heal":
        hp = mask(v for v in s.hit_points if v > 0)
        coins = tuple(mask(c) for c in s.coins)
        pawns = tuple(PAWN_CODE[p] for p in s.pawns)
        flags = tuple(
            ctx.drawn_values[i] != 0 and len(s.slain[i]) > ctx.slain_before[i] for i in range(3)
        )
        return (HEAL, hp, coins, pawns, flags)
    return from_state(s)[1]
