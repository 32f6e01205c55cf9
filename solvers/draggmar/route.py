"""The ``route`` hint of Draggmar: where the seat scouts and which location it selects (D10).

What a location is worth depends on the rooms, the bosses and the other seats' choices, none of
which the seat can see, so it is estimated by Monte Carlo over the seat's information set: each
iteration deals a *world* from what the seat has not seen (:mod:`solvers.draggmar.knowledge`),
then plays every option still in play from that same world to the end of the round (three
rounds once the Death Keep is open: the game's end is what decides there), every seat
playing the greedy rule of thumb (:mod:`solvers.draggmar.greedy`) and chance drawn from one
generator per world (common random numbers, so options are compared on the same luck). An
option is measured by the seat's change of score over the round (Fame and kept heads, D14, D15)
against the other seats' mean change, and by the round's doom change (D37); a world where doom
reaches 0 (everyone loses, D16) costs the seat its whole score, and one where the Death Mage
falls (the game ends, D16) adds or takes the seat's score (at least :data:`GAME_END`) as the
seat wins it or not, divided by the rounds it took (a win put off is a win risked: without
that, a seat sure to win within the rounds played out would put it off for ever); each
Boss head the Keep still lacked adds a sixth of that stake (at least :data:`HEAD`: the game is
won only at the Keep, which six heads open). With a round limit (D39, a house rule: no one
wins at it) a world that reaches it costs the game's stake (the seat's score, at least
:data:`GAME_END`), and the playouts run to the limit once it is within three rounds. Options
that trail the best beyond chance are dropped as the worlds accumulate.

With the Undead Crusade (D52-D56) the options include every open Rift (selecting its location,
D52), the worlds deal the Rift deck again like every deck (its set-up order is the public
``crusade.top``, D53), and the playouts run the Rifts as the greedy rule plays them. Doom is
then the game's clock: an open Rift presses it every round, a failed run costs 2 a seat and a
closed Rift gives 2 back (D56), and doom at 0 loses everything. So in a Crusade game a world
where doom reaches 0 costs the seat the game's stake (its score, at least :data:`GAME_END`),
and each point of doom gained or lost counts the share of that stake it brings losing nearer or
farther (the stake divided by the doom left), so a world near the loss is never worth less
than the loss itself.

The budget is counted in playouts, so an answer depends only on what the seat sees, the budget
and the seed; the served hint converts its milliseconds into playouts at a fixed rate and stops
early only if the machine is slower than that.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field
from itertools import chain
from typing import Any

from pydantic import BaseModel, Field

from games.core.game import LegalMove
from games.draggmar import wire
from games.draggmar.game import Draggmar
from games.draggmar.rules_common import keep_open
from games.draggmar.state import DraggState
from solvers.core import Deadline, HintResult, Unsolvable, estimate, stats
from solvers.draggmar.greedy import greedy_move
from solvers.draggmar.knowledge import determinise

GAME = Draggmar()
#: the route policy's playouts a decision in ``gamekeeper simulate`` (deterministic)
POLICY_PLAYOUTS = 30
#: playouts a millisecond of the served budget buys (a round's playout takes about 1 ms of CPU
#: on the 2-core reference machine)
PLAYOUTS_PER_MS = 0.5
#: an option is dropped once its utility trails the best's, world for world, by this many
#: standard errors of the difference (and after at least MIN_WORLDS worlds)
PRUNE_Z, MIN_WORLDS = 2.5, 6
#: the least the game ending in the round is worth (won: the seat has most Fame, D16; else
#: lost), in Fame: the seat's score, and at least about a whole game's
GAME_END = 100.0
#: what a Boss head the Death Keep still lacks is worth (D16: the game is won only there, and
#: a round's Fame alone would farm the low dungeons for ever), in Fame
HEAD = 15.0
#: the heads that open the Keep (two of each level, D16): each is worth at least this share
#: of what the game's end is worth, so that a rich seat still goes for the head it lacks
HEADS = 6
#: rounds played out once the Death Keep is open (D16): the Death Mage may take more than one
#: round to reach, and the game's end is what decides there
KEEP_ROUNDS = 3
DECISIONS = ("scout", "select")
SOLVER = "determinised-monte-carlo"


@dataclass(slots=True)
class Option:
    """One scout or selection of the seat and what it did in each world it was played in."""

    offer: LegalMove[Any]
    fame: list[float] = field(default_factory=list)  # the seat's score change
    doom: list[float] = field(default_factory=list)  # the round's doom change
    utility: list[float] = field(default_factory=list)
    live: bool = True

    @property
    def mean(self) -> float:
        return statistics.fmean(self.utility) if self.utility else -math.inf


@dataclass(frozen=True, slots=True)
class Searched:
    options: list[Option]  # best first
    worlds: int
    playouts: int
    stopped_by_time: bool
    rounds: int  # rounds each playout ran (KEEP_ROUNDS once the Keep is open)


def _route_moves(state: DraggState, seat: int) -> list[LegalMove[Any]]:
    return [o for o in GAME.legal_moves(state) if o.seat == seat and o.move.type in DECISIONS]


def _deciding(state: DraggState, seat: int) -> bool:
    return state.phase in DECISIONS and bool(_route_moves(state, seat))


def check_solvable(state: DraggState, seat: int | None) -> int:
    """The seat scouting or selecting; Unsolvable when it is not."""
    if state.status != "ongoing":
        raise Unsolvable("the game is over", reason="game-over")
    if state.queue:
        raise Unsolvable("a chance event is pending: resolve it first", reason="chance-pending")
    if seat is None:
        deciding = [s for s in GAME.to_act(state) if _deciding(state, s)]
        if len(deciding) != 1:
            raise Unsolvable(
                "name the seat the hint is for (seats scouting or selecting:"
                f" {deciding or 'none'})",
                reason="not-to-act",
            )
        seat = deciding[0]
    if not _deciding(state, seat):
        raise Unsolvable(
            f"seat {seat} is not scouting or selecting a location (D10): the route hint answers"
            " in the selection phase; in a room, ask the equip hint",
            reason="not-to-act",
        )
    return seat


def _score(state: DraggState, seat: int) -> int:
    cards = state.cards
    return state.fame[seat] + sum(2 * cards.level_of(cid) for cid in state.kept[seat])


def playout(state: DraggState, rng: random.Random, rounds: int = 1) -> DraggState:
    """``rounds`` rounds played out by the greedy rule of thumb for every seat, chance from
    ``rng``."""
    end = state.round + rounds
    while state.status == "ongoing" and state.round < end:
        outcomes = GAME.chance_outcomes(state)
        if outcomes:
            move = rng.choices([m for m, _ in outcomes], [w for _, w in outcomes])[0]
        else:
            move = greedy_move(GAME, state, rng)
        state, _ = GAME.apply(state, move)
    return state


def _horizon(state: DraggState) -> int:
    """Rounds a playout runs: KEEP_ROUNDS once the Keep is open, to the round limit (D39) when
    it falls within them (the game's end decides there), else the round."""
    if keep_open(state):
        return KEEP_ROUNDS
    limit = state.options.round_limit
    if limit is not None and limit - state.round < KEEP_ROUNDS:
        return 1 + limit - state.round
    return 1


def _lacking(state: DraggState) -> int:
    """Boss heads the Death Keep still lacks (two of each level open it, D16)."""
    cards = state.cards
    heads = Counter(cards.level_of(cid) for cid in chain(state.trophies, *state.kept))
    return sum(max(0, 2 - heads[level]) for level in (1, 2, 3))


def _measure(before: DraggState, after: DraggState, seat: int) -> tuple[float, float, float]:
    """The seat's score change, the doom change and the option's utility in one world."""
    gains = [_score(after, s) - _score(before, s) for s in range(before.players)]
    own = gains[seat]
    others = [g for s, g in enumerate(gains) if s != seat]
    doom = after.doom - before.doom
    stake = max(GAME_END, float(_score(before, seat)))
    crusade = before.crusade is not None
    if after.status == "round_limit":  # D39: no one wins at the limit: the game's stake lost
        return own, doom, -stake
    if after.status == "lost":  # doom 0 (D16); with the Crusade, the game's stake as the doom
        return own, doom, -(stake if crusade else float(_score(before, seat)))  # term nears it
    edge = own - (statistics.fmean(others) if others else 0.0)
    edge += max(HEAD, stake / HEADS) * (_lacking(before) - _lacking(after))
    if crusade:  # D56: the Rifts make doom the Crusade's clock
        edge += stake * doom / max(1, before.doom)
    if after.status == "won":  # D16: the Death Mage slain ends the game, most Fame wins
        end = stake / (1 + after.round - before.round)
        edge += end if seat in GAME.score(after).winners else -end
    return own, doom, edge


def _prune(options: list[Option]) -> None:
    """Drop the options whose utility trails the best's, world for world, beyond chance."""
    live = [o for o in options if o.live]
    best = max(live, key=lambda o: o.mean)
    for option in live:
        if option is best:
            continue
        n = min(len(option.utility), len(best.utility))
        diffs = [b - a for a, b in zip(option.utility[-n:], best.utility[-n:], strict=True)]
        mean = statistics.fmean(diffs)
        sd = statistics.stdev(diffs) if n > 1 else math.inf
        if mean > 0 and mean > PRUNE_Z * sd / math.sqrt(n):
            option.live = False


def search(
    state: DraggState, seat: int, playouts: int, seed: int = 0, deadline: Deadline | None = None
) -> Searched:
    """Every option of the seat on worlds dealt from what it has not seen, to the round's end."""
    rng = random.Random(f"route|{seed}")
    options = [Option(offer) for offer in _route_moves(state, seat)]
    rounds = _horizon(state)
    spent = worlds = 0
    timed_out = False
    while spent < playouts:
        if deadline is not None and deadline.check_now():
            timed_out = True
            break
        world = determinise(state, seat, rng)
        salt = rng.getrandbits(64)
        worlds += 1
        for option in options:
            if not option.live:
                continue
            after, _ = GAME.apply(world, option.offer.move)
            end = playout(after, random.Random(salt), rounds)
            fame, doom, utility = _measure(world, end, seat)
            option.fame.append(fame)
            option.doom.append(doom)
            option.utility.append(utility)
            spent += 1
        if worlds >= MIN_WORLDS:
            if sum(o.live for o in options) == 1:
                break  # one option left: nothing more to choose between
            _prune(options)
    ranked = sorted(options, key=lambda o: (not o.live, -o.mean))
    return Searched(ranked, worlds, spent, timed_out, rounds)


def best_move(state: DraggState, seat: int, playouts: int, seed: int) -> Any:
    """The search's best option (the only one, without a search, when there is one)."""
    offers = _route_moves(state, seat)
    if len(offers) == 1:
        return offers[0].move
    return search(state, seat, playouts, seed).options[0].offer.move


def _interval(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


class DraggmarRouteOption(BaseModel):
    """One location the seat may scout or select, and how it played out over the worlds."""

    move: wire.Move
    label: str
    fame: float = Field(description="the seat's mean change of score over the worlds (Fame)")
    fame_interval95: list[float] = Field(min_length=2, max_length=2)
    doom: float = Field(description="the mean change of the doom tracker")
    doom_interval95: list[float] = Field(min_length=2, max_length=2)
    edge: float = Field(description="the ranking's mean: the seat's change against the others'")
    worlds: int = Field(description="the worlds this option was played out in")
    kept: bool = Field(description="whether the option was still in play when the search ended")


class DraggmarRoutePlan(BaseModel):
    """A route hint's ``plan``: every option, best first."""

    locations: list[DraggmarRouteOption]


def _row(option: Option) -> dict[str, Any]:
    fame, fame_lo, fame_hi = _interval(option.fame)
    doom, doom_lo, doom_hi = _interval(option.doom)
    return {
        "move": option.offer.move.model_dump(mode="json"),
        "label": option.offer.label,
        "fame": round(fame, 4),
        "fame_interval95": [round(fame_lo, 4), round(fame_hi, 4)],
        "doom": round(doom, 4),
        "doom_interval95": [round(doom_lo, 4), round(doom_hi, 4)],
        "edge": round(option.mean, 4),
        "worlds": len(option.utility),
        "kept": option.live,
    }


def _answer(found: Searched, budget: int, ms: float) -> HintResult:
    best = found.options[0]
    rows = [_row(o) for o in found.options]
    fame, lo, hi = _interval(best.fame)
    doom = statistics.fmean(best.doom)
    others = "; ".join(
        f"{row['label']}: {row['fame']:+.1f} Fame" for row in rows[1:4] if row["worlds"]
    )
    horizon = "to the round's end" if found.rounds == 1 else f"over {found.rounds} rounds"
    explanation = (
        f"{best.offer.label}: over {len(best.fame)} deals of the cards you have not seen,"
        f" played out {horizon},"
        f" you gain {fame:+.1f} Fame ({lo:+.1f} to {hi:+.1f})"
        f" and doom moves {doom:+.1f}"
        + (f". Next best: {others}" if others else "")
        + ". Every seat then plays a rule of thumb."
    )
    tied = [o for o in found.options[1:] if o.utility == best.utility]
    if tied:
        explanation += (
            f" {len(tied)} other option{'s' * (len(tied) > 1)} played out exactly alike in every"
            " deal: here the choice hardly matters, the first is given."
        )
    return {
        "moves": [best.offer.move.model_dump(mode="json")],
        "value": {
            "amount": round(fame, 4),
            "unit": "fame",
            "meaning": "the seat's expected change of score (Fame and kept heads, D14, D15) by"
            " the end of this round (of the third, once the Keep is open; of the last, once a"
            " round limit is that near) after this move, every"
            " seat then playing the rule of thumb"
            " of solvers/draggmar/greedy.py, over deals of the cards the seat has not seen;"
            " options are ranked by it against the other seats' mean change, a world where"
            " doom reaches 0 costing the seat its whole score, one where the round limit ends"
            f" the game (D39) its score and at least {GAME_END:g}, and one where the game ends"
            " adding the seat's score if the seat wins it, taking as much if not (D16), and"
            f" a Boss head the Keep lacks a sixth of it (at least {HEAD:g}); with the Undead"
            f" Crusade doom 0 costs that stake (at least {GAME_END:g}) and each point of doom"
            " counts it divided by the doom left (D56)",
        },
        "quality": estimate(
            lo,
            hi,
            len(best.fame),
            "determinised-playouts",
            "95% normal interval of the mean over the worlds: the sampling error only; how well"
            " the rule of thumb stands for the players is not in it",
        ),
        "explanation": explanation,
        "stats": stats(
            SOLVER,
            found.worlds,
            found.playouts,
            ms,
            False,
            options=len(found.options),
            options_in_play=sum(o.live for o in found.options),
            budget_playouts=budget,
            stopped_by_time=found.stopped_by_time,
        ),
        "plan": {"locations": rows},
    }


def answer(
    state: DraggState, seat: int, playouts: int, seed: int = 0, deadline: Deadline | None = None
) -> HintResult:
    """The hint for ``seat`` with ``playouts`` playouts: a function of what the seat knows,
    ``playouts`` and ``seed`` (unless ``deadline`` stops the search first)."""
    started = time.perf_counter()
    found = search(state, seat, playouts, seed, deadline)
    return _answer(found, playouts, (time.perf_counter() - started) * 1000)


def solve_route(state: DraggState, seat: int | None, budget_ms: int) -> HintResult:
    """The ``route`` hint: ``budget_ms`` buys ``PLAYOUTS_PER_MS`` playouts a millisecond,
    stopped at the wall-clock budget if the machine is slower than that."""
    asking = check_solvable(state, seat)
    playouts = max(1, int(budget_ms * PLAYOUTS_PER_MS))
    return answer(state, asking, playouts, 0, Deadline(budget_ms))
