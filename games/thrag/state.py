"""Thrag's internal state: a frozen dataclass of sorted tuples, indexed by colour.

Sorted tuples make the multisets canonical, so two states that mean the same are equal and
hash alike (the solver's transposition table relies on it). ``to_wire``/``from_wire`` convert
at the boundary and round-trip exactly.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from games.core.errors import InvalidState, require
from games.core.record import Fields, fields, record, replacer
from games.thrag import wire
from games.thrag.content import BEASTS_IN_ALL, COLORS, FACES, TURNS, Color, Die

COLOR_INDEX: dict[Color, int] = {color: index for index, color in enumerate(COLORS)}
TILES = (1, 2, 3, 4, 5)

#: phases of a turn; the pending chance event and who acts follow from the phase
DRAW, ROLL, CHOOSE, FIGHT, HEAL, OVER = "draw", "roll", "choose", "fight", "heal", "over"


@record
class Beast:
    """A beast drawn this turn; ``die`` is None until its colour's die is rolled."""

    color: Color
    value: int
    die: int | None = None
    slain: bool = False

    @property
    def strength(self) -> int:
        return self.value + (self.die or 0)


@record
class Fight:
    """The fight in progress (H6): pending reroll, coin flip, or damage to pay."""

    beast: Color
    rerolling: Die | None = None
    coin_color: Color | None = None
    coin_value: int | None = None
    damage: int = 0


@fields
class ThragFields(Fields):
    """A Thrag state's fields and what the rules read of them (a move's draft has them too)."""

    mode: str
    seed: int
    #: fixed for the whole game, so left out of the hash (its list of weapons has none)
    options: wire.Options = field(hash=False)
    draw_counter: int
    status: str
    end_reason: str | None
    phase: str
    turn: int
    hit_points: tuple[int, ...]
    healing_pool: tuple[int, ...]
    healing_draw: tuple[int, ...]
    healing_discard: tuple[int, ...]
    coins: tuple[tuple[int, ...], ...]
    pawns: tuple[str | None, ...]
    draw_piles: tuple[tuple[int, ...], ...]
    discards: tuple[tuple[int, ...], ...]
    slain: tuple[tuple[int, ...], ...]
    drawn: tuple[Beast, ...]
    thrag_die: int | None
    fight: Fight | None
    fights_this_turn: int

    @property
    def slain_count(self) -> int:
        return sum(len(values) for values in self.slain)

    def drawn_beast(self, color: Color) -> Beast | None:
        for beast in self.drawn:
            if beast.color == color:
                return beast
        return None


@record
class ThragState(ThragFields):  # type: ignore[misc]  # frozen fields of a writable declaration
    """A Thrag state: frozen (its draft, in a move being applied, is a ``ThragFields``)."""


#: a fight with a field changed (``dataclasses.replace``, faster)
evolve_fight = replacer(Fight)


def new_state(mode: str, seed: int, options: wire.Options) -> ThragState:
    """Set-up (rulebook, Setup; H2, H3): nothing drawn yet, the first turn's draws pending."""
    empty = ((), (), ())
    return ThragState(
        mode=mode,
        seed=seed,
        options=options,
        draw_counter=0,
        status="ongoing",
        end_reason=None,
        phase=DRAW,
        turn=1,
        hit_points=(0, 2, 4),
        healing_pool=(1, 3, 5),
        healing_draw=TILES,
        healing_discard=(),
        coins=(FACES, FACES, FACES),
        pawns=tuple("unused" if color in options.weapons else None for color in COLORS),
        draw_piles=(TILES, TILES, TILES),
        discards=empty,
        slain=empty,
        drawn=(),
        thrag_die=None,
        fight=None,
        fights_this_turn=0,
    )


# --- wire -> internal ------------------------------------------------------------------------


def _phase_of(model: wire.State) -> str:
    """The phase a wire state is in: its pending chance event and fight tell it apart."""
    if model.status != "ongoing":
        return OVER
    pending = model.pending_chance.type if model.pending_chance else None
    if pending == "draw_beast":
        return DRAW
    if pending == "draw_healing":
        return HEAL
    if pending == "roll" and model.fight is None:
        return ROLL
    if model.fight is not None:
        return FIGHT
    if pending is not None:
        raise InvalidState(f"pending chance {pending!r} does not fit a state with no fight")
    return CHOOSE


def _coin_values(coins: wire.CoinsByColor, color: str) -> tuple[int, ...]:
    values = getattr(coins, color)
    if isinstance(values, int):
        raise InvalidState(
            f"H13: the {color} coins are only counted ({values}): a whole state lists their"
            " values (a view, or the readable part of a sealed state, cannot be played on)"
        )
    return tuple(sorted(values))


def from_wire(model: wire.State) -> ThragState:
    assert model.seed is not None, "Game.from_wire takes whole states only, seed included"
    fight = None
    if model.fight is not None:
        coin = model.fight.coin
        fight = Fight(
            beast=model.fight.beast,
            rerolling=model.fight.rerolling,
            coin_color=coin.color if coin else None,
            coin_value=coin.value if coin else None,
            damage=model.fight.damage,
        )
    stacks = [getattr(model.beasts, color) for color in COLORS]
    return ThragState(
        mode=model.mode,
        seed=model.seed,
        options=model.options,
        draw_counter=model.draw_counter,
        status=model.status,
        end_reason=model.end_reason,
        phase=_phase_of(model),
        turn=model.turn,
        hit_points=tuple(sorted(model.hit_points)),
        healing_pool=tuple(sorted(model.healing_pool)),
        healing_draw=tuple(sorted(model.healing_tiles.draw_pile)),
        healing_discard=tuple(sorted(model.healing_tiles.discard)),
        coins=tuple(_coin_values(model.coins, color) for color in COLORS),
        pawns=tuple(model.pawns.get(color) for color in COLORS),
        draw_piles=tuple(tuple(sorted(s.draw_pile)) for s in stacks),
        discards=tuple(tuple(sorted(s.discard)) for s in stacks),
        slain=tuple(tuple(sorted(s.slain)) for s in stacks),
        drawn=tuple(Beast(b.color, b.value, b.die, b.slain) for b in model.drawn),
        thrag_die=model.thrag_die,
        fight=fight,
        fights_this_turn=model.fights_this_turn,
    )


# --- internal -> wire ------------------------------------------------------------------------


def to_wire(
    state: ThragState, pending_chance: dict[str, Any] | None, to_act: tuple[int, ...]
) -> dict[str, Any]:
    fight = None
    if state.fight is not None:
        f = state.fight
        coin = None if f.coin_color is None else {"color": f.coin_color, "value": f.coin_value}
        fight = {"beast": f.beast, "rerolling": f.rerolling, "coin": coin, "damage": f.damage}
    return {
        "game": "thrag",
        "variant": "standard",
        "mode": state.mode,
        "seed": state.seed,
        "status": state.status,
        "end_reason": state.end_reason,
        "to_act": list(to_act),
        "pending_chance": pending_chance,
        "turn": state.turn,
        "draw_counter": state.draw_counter,
        "options": state.options.model_dump(mode="json"),
        "hit_points": list(state.hit_points),
        "healing_pool": list(state.healing_pool),
        "healing_tiles": {
            "draw_pile": list(state.healing_draw),
            "discard": list(state.healing_discard),
        },
        "coins": {color: list(state.coins[i]) for i, color in enumerate(COLORS)},
        "pawns": {c: p for c, p in zip(COLORS, state.pawns, strict=True) if p is not None},
        "beasts": {
            color: {
                "draw_pile": list(state.draw_piles[i]),
                "discard": list(state.discards[i]),
                "slain": list(state.slain[i]),
            }
            for i, color in enumerate(COLORS)
        },
        "drawn": [
            {"color": b.color, "value": b.value, "die": b.die, "slain": b.slain}
            for b in state.drawn
        ],
        "thrag_die": state.thrag_die,
        "fight": fight,
        "fights_this_turn": state.fights_this_turn,
    }


# --- invariants ------------------------------------------------------------------------------


def check_invariants(state: ThragState) -> None:
    """Conservation and consistency: what any reachable (or hand-posed) state satisfies."""
    for i, color in enumerate(COLORS):
        unslain_drawn = [b.value for b in state.drawn if b.color == color and not b.slain]
        every = state.draw_piles[i] + state.discards[i] + state.slain[i] + tuple(unslain_drawn)
        require(
            sorted(every) == list(TILES),
            f"H1: the {color} beasts (draw pile, discard, slain, drawn) must be ace-5 once each,"
            f" found {sorted(every)}",
        )
        for beast in state.drawn:
            if beast.color == color and beast.slain:
                require(beast.value in state.slain[i], f"slain {color} {beast.value} not in slain")
        coins = state.coins[i]
        require(
            len(set(coins)) == len(coins) and set(coins) <= set(FACES),
            f"H3: {color} coins must be distinct values null-5, found {list(coins)}",
        )
        pawn = state.pawns[i]
        require(
            (pawn is None) == (color not in state.options.weapons),
            f"H13: the {color} pawn is in play exactly when options.weapons lists it",
        )
        all_slain = len(state.slain[i]) == len(TILES)
        require(
            not (pawn == "black" and not all_slain) and not (pawn == "unused" and all_slain),
            f"H7: the {color} pawn turns black exactly when every {color} beast is slain unspent",
        )
    require(
        sorted(state.hit_points + state.healing_pool) == list(FACES),
        "H3: the black coins (hit points and healing pool) must be null-5 once each",
    )
    require(
        0 in state.hit_points or state.status != "ongoing", "Thrag's null coin is his last breath"
    )
    require(
        sorted(state.healing_draw + state.healing_discard) == list(TILES),
        "H2: the healing tiles (draw pile and discard) must be ace-5 once each",
    )
    colors_drawn = [b.color for b in state.drawn]
    require(len(set(colors_drawn)) == len(colors_drawn), "H5: at most one beast per colour a turn")
    require(1 <= state.turn <= TURNS, "H2: turns run from 1 to 12")
    won = state.slain_count == BEASTS_IN_ALL
    require(won == (state.status == "victory"), "H11: victory exactly when all 15 beasts are slain")
    require((state.status == "ongoing") == (state.phase != OVER), "status and phase disagree")
    _check_end(state)
    if state.phase in (DRAW, ROLL, CHOOSE, FIGHT):
        _check_draws(state)
    if state.phase in (DRAW, ROLL):
        require(not any(b.slain for b in state.drawn), "H6: no beast is slain before the fights")
    if state.phase == ROLL:
        # H5: the beasts' dice are rolled in draw order, Thrag's black die last
        require(state.fights_this_turn == 0, "H5: the dice are rolled before any fight")
        require(state.thrag_die is None, "H5: Thrag's black die is rolled last")
    if state.phase in (CHOOSE, FIGHT) and not state.fights_this_turn:
        require(not any(b.slain for b in state.drawn), "H6: a beast is slain only by a fight")
    if state.phase in (CHOOSE, FIGHT):
        require(
            bool(state.drawn) and state.thrag_die is not None, "fighting needs drawn, rolled beasts"
        )
        require(all(b.die is not None for b in state.drawn), "every drawn beast's die is rolled")
        require(not all(b.slain for b in state.drawn), "H5: fighting is over once all are slain")
    if state.phase in (DRAW, HEAL):
        require(state.fight is None, "no fight while drawing")
    if state.phase == DRAW:
        require(state.thrag_die is None and state.fights_this_turn == 0, "a new turn has no die")
        require(all(b.die is None for b in state.drawn), "dice are rolled after the draws")
    if state.phase == HEAL:
        require(not state.drawn, "H10: drawn beasts are slain or discarded before healing")
        require(state.fights_this_turn > 0, "H5: Thrag must fight at least once per turn")
    fight = state.fight
    if fight is not None:
        fought = state.drawn_beast(fight.beast)
        if fought is None or fought.slain:
            raise InvalidState("the fight's beast is a living drawn beast")
        require(state.phase == FIGHT, "a fight exists only in the fight phase")
        if fight.coin_color is not None and fight.coin_value is None:
            require(
                fight.coin_color in COLORS and bool(state.coins[COLOR_INDEX[fight.coin_color]]),
                "a pending flip needs coins of its colour",
            )
        require(
            sum(
                (
                    fight.rerolling is not None,
                    fight.coin_value is None and fight.coin_color is not None,
                    fight.damage > 0,
                )
            )
            <= 1,
            "a fight waits for one thing at a time",
        )
        _check_fight(state, fight, fought)


def _check_end(state: ThragState) -> None:
    """H11: how a game ended, and what an ongoing game still has."""
    reason = state.end_reason
    if state.status == "ongoing":
        require(reason is None, f"H11: an ongoing game has no end_reason, found {reason!r}")
        require(
            any(state.coins),
            "H11: the last coloured coin is flipped with beasts alive: the game is over",
        )
        # H5: an empty healing stack is reshuffled at the end of the turn it empties in
        require(bool(state.healing_draw), "H5: the healing draw pile is never empty in play")
    elif state.status == "victory":
        require(reason == "victory", f"H11: a victory's end_reason is victory, not {reason!r}")
    else:
        require(
            reason in ("died", "exhausted", "breakfast-missed"),
            f"H11: a defeat's end_reason is died, exhausted or breakfast-missed, not {reason!r}",
        )
        require(
            reason != "exhausted" or not any(state.coins),
            "H11: exhausted means every red, green and blue coin is flipped",
        )
        require(
            reason != "breakfast-missed" or state.turn == TURNS,
            "H11: breakfast is missed when the twelfth turn ends",
        )


def _check_draws(state: ThragState) -> None:
    """H5: this turn's beasts are drawn red, green, blue, one from each non-empty pile.

    Empty piles were reshuffled from their discards when the last turn ended, so a colour
    left undrawn has neither a draw pile nor a discard: all its beasts are slain.
    """
    order = [COLOR_INDEX[b.color] for b in state.drawn]
    require(order == sorted(order), "H5: the beasts are drawn (and listed) red, green, blue")
    still_to_draw = [
        i for i in range(len(COLORS)) if state.draw_piles[i] and i > max(order, default=-1)
    ]
    for i, color in enumerate(COLORS):
        if i in order:
            continue
        if state.phase != DRAW or i < max(order, default=-1):
            require(
                not state.draw_piles[i],
                f"H5: a {color} beast is drawn every turn while the {color} pile is not empty",
            )
        require(
            bool(state.draw_piles[i]) or not state.discards[i],
            f"H5: the empty {color} draw pile was reshuffled from its discards",
        )
    if state.phase == DRAW:
        require(bool(still_to_draw), "H5: a draw is pending but no pile is left to draw from")


def _check_fight(state: ThragState, fight: Fight, beast: Beast) -> None:
    """H6-H8: the fight in progress is one the rules can reach."""
    require(
        fight.rerolling in (None, fight.beast, "black"),
        f"H7: a pawn rerolls the {fight.beast} beast's die or Thrag's, not {fight.rerolling}",
    )
    if fight.coin_color is not None:
        own = state.coins[COLOR_INDEX[fight.beast]]
        require(
            fight.coin_color == fight.beast or not own,
            f"H6: against the {fight.beast} beast a {fight.beast} coin is flipped while any"
            f" remain, not a {fight.coin_color} one",
        )
    if fight.coin_value is not None:
        require(fight.damage > 0, "H7: once a coin is flipped the fight is resolved at once")
    if fight.damage:
        coin = fight.coin_value or 0
        if fight.coin_value == 0:
            coin = state.options.null_value
        assert state.thrag_die is not None, "checked for every fight phase above"
        strength = state.thrag_die + coin
        require(
            fight.damage == beast.strength - strength,
            f"H6: the damage is the difference of strengths, {beast.strength} - {strength},"
            f" not {fight.damage}",
        )
        require(
            sum(state.hit_points) >= fight.damage,
            f"H8: Thrag cannot pay {fight.damage} damage with {list(state.hit_points)}: he is dead",
        )
