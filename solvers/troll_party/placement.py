"""The ``placement`` hint of New Troll Party: the seat's next decision under hidden hands.

Placements are simultaneous and secret (P3, P13), so the seat's choice is searched over its
information set only (:mod:`solvers.troll_party.knowledge`), never over the cards it has not
seen. Each iteration deals a *world* from the seat's unseen cards, then plays every option still
in play from that same world with the same playout generator (common random numbers, so options
are compared on equal deals), every seat then following the rule of thumb
(:mod:`solvers.troll_party.greedy`) with a share of random moves. A win is the seat among the
winners (P10). Regret matching (RM+) turns the wins into a mixed strategy; options whose wins
fall clearly behind the best option's on the same worlds are dropped, so the playouts go to the
options that matter. The answer is that strategy, its most likely move and that move's
estimated win probability with its 95% interval.

It answers every decision of the seat: a card for a table (P13), Purple's peek and swap (P7),
Orange's nullify (P8), and the rarer ties, goat moves and returns (P4, P5, P9).

The budget is counted in playouts, so an answer depends only on the state the seat sees, the
budget and the seed (:func:`search`); the served hint converts its milliseconds into playouts
at a fixed rate and stops early only if the machine is slower than that rate assumes.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from games.core.game import LegalMove
from games.troll_party import wire
from games.troll_party.game import TrollParty
from games.troll_party.state import TrollState
from solvers.core import Deadline, HintResult, Unsolvable, estimate, stats, wilson
from solvers.troll_party import greedy
from solvers.troll_party.knowledge import determinise

GAME = TrollParty()
#: share of the playouts' moves drawn at random instead of by the rule of thumb
EXPLORE = 0.5
#: card placements searched: the ones the rule of thumb rates best (of up to 39)
CANDIDATES = 5
#: playouts a decision of the ``placement`` policy of ``gamekeeper simulate``
POLICY_PLAYOUTS = 40
#: playouts a millisecond of the served budget buys: a playout from the first round costs about
#: 1.4 ms of CPU on the 2-core reference machine, later ones less
PLAYOUTS_PER_MS = 0.5
#: an option is dropped once its wins on the same worlds trail the best's by this many standard
#: errors of the difference (and after at least MIN_WORLDS worlds)
PRUNE_Z, MIN_WORLDS = 3.0, 12
#: probabilities below this are left out of the answered strategy
SHOWN = 0.01
SOLVER = "determinised-regret-matching"


@dataclass(slots=True)
class Option:
    """One move of the seat, its wins on the worlds it was played in, and regret matching's."""

    offer: LegalMove[Any]
    wins: list[float]
    regret: float = 0.0
    weight: float = 0.0  # the strategy's sum over iterations, weighted by iteration (CFR+)
    live: bool = True

    @property
    def rate(self) -> float:
        return sum(self.wins) / len(self.wins) if self.wins else 0.0


@dataclass(frozen=True, slots=True)
class Searched:
    """What :func:`search` found: the options (best first) and its counters."""

    options: list[Option]
    strategy: dict[int, float]  # index into ``options`` -> probability
    worlds: int
    playouts: int
    stopped_by_time: bool


def check_solvable(state: TrollState, seat: int | None) -> int:
    """The seat whose decision is asked; Unsolvable when it has none to make."""
    if state.status != "ongoing":
        raise Unsolvable("the game is over", reason="game-over")
    to_act = GAME.to_act(state)
    if not to_act:
        raise Unsolvable("a chance event is pending: resolve it first", reason="chance-pending")
    if seat is None:
        if len(to_act) > 1:
            raise Unsolvable(
                f"seats {list(to_act)} are to act: name the seat the hint is for",
                reason="not-to-act",
            )
        seat = to_act[0]
    if seat not in to_act:
        raise Unsolvable(f"seat {seat} is not to act (to act: {list(to_act)})", reason="not-to-act")
    return seat


def playout(state: TrollState, seat: int, rng: random.Random) -> float:
    """1 if ``seat`` wins when everyone plays the rule of thumb from ``state``, else 0."""
    while state.status == "ongoing":
        outcomes = GAME.chance_outcomes(state)
        if outcomes:
            move = rng.choices([m for m, _ in outcomes], [w for _, w in outcomes])[0]
        else:
            mover = GAME.to_act(state)[0]
            offers = greedy.seat_offers(GAME, state, mover)
            if len(offers) == 1:
                move = offers[0].move
            elif rng.random() < EXPLORE:
                move = rng.choice(offers).move
            else:
                move = greedy.choose(state, mover, offers)
        state, _ = GAME.apply(state, move)
    return 1.0 if seat in GAME.score(state).winners else 0.0


def candidates(state: TrollState, seat: int) -> list[LegalMove[Any]]:
    """The seat's moves worth searching: every one, but only the card placements the rule of
    thumb rates best (P13 offers up to 39; most put a card where it can hardly be the middle)."""
    offers = greedy.seat_offers(GAME, state, seat)
    if len(offers) <= CANDIDATES or not isinstance(offers[0].move, wire.PlaceCard):
        return offers
    worths = greedy.card_worths(state, seat, [(o.move.table, o.move.card) for o in offers])
    ranked = sorted(range(len(offers)), key=lambda i: -worths[i])
    return [offers[i] for i in sorted(ranked[:CANDIDATES])]


def _regret_matching(options: list[Option]) -> list[float]:
    live = [o for o in options if o.live]
    positive = sum(o.regret for o in live)
    if positive <= 0:
        return [1.0 / len(live) if o.live else 0.0 for o in options]
    return [o.regret / positive if o.live else 0.0 for o in options]


def _prune(options: list[Option]) -> None:
    """Drop the options whose wins trail the best's, world for world, beyond chance."""
    live = [o for o in options if o.live]
    best = max(live, key=lambda o: o.rate)
    for option in live:
        if option is best:
            continue
        n = min(len(option.wins), len(best.wins))
        diffs = [b - a for a, b in zip(option.wins[-n:], best.wins[-n:], strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean > PRUNE_Z * math.sqrt(var / n) and mean > 0:
            option.live = False


def search(
    state: TrollState,
    seat: int,
    playouts: int,
    seed: int = 0,
    deadline: Deadline | None = None,
) -> Searched:
    """Regret matching over the seat's moves, on worlds dealt from what it has not seen."""
    rng = random.Random(f"placement|{seed}")
    offers = candidates(state, seat)
    options = [Option(offer, []) for offer in offers]
    spent = worlds = 0
    timed_out = False
    while spent < playouts:
        if deadline is not None and deadline.check_now():
            timed_out = True
            break
        world = determinise(state, seat, rng)
        salt = rng.getrandbits(64)
        sigma = _regret_matching(options)
        worlds += 1
        rewards: dict[int, float] = {}
        for index, option in enumerate(options):
            if option.live:
                after, _ = GAME.apply(world, option.offer.move)
                rewards[index] = playout(after, seat, random.Random(salt))
                option.wins.append(rewards[index])
                spent += 1
        expected = sum(sigma[i] * r for i, r in rewards.items())
        for index, reward in rewards.items():
            option = options[index]
            option.regret = max(0.0, option.regret + reward - expected)
            option.weight += worlds * sigma[index]
        if worlds >= MIN_WORLDS and sum(o.live for o in options) > 1:
            _prune(options)
    live = [o for o in options if o.live]
    total = sum(o.weight for o in live)
    shares = [(o.weight / total if total else 1 / len(live)) if o.live else 0.0 for o in options]
    order = sorted(range(len(options)), key=lambda i: (-shares[i], -options[i].rate, i))
    ranked = [options[i] for i in order]
    kept = {i: shares[order[i]] for i in range(len(order)) if shares[order[i]] >= SHOWN}
    norm = sum(kept.values())
    strategy = {i: p / norm for i, p in kept.items()}
    return Searched(ranked, strategy, worlds, spent, timed_out)


def best_move(state: TrollState, seat: int, playouts: int, seed: int) -> Any:
    """The search's most likely move (the only one, without a search, when there is one)."""
    offers = greedy.seat_offers(GAME, state, seat)
    if len(offers) == 1:
        return offers[0].move
    return search(state, seat, playouts, seed).options[0].offer.move


def placement_for(game: Any, state: TrollState, rng: random.Random, seat: int) -> Any:
    """The ``placement`` policy: the hint's move with ``POLICY_PLAYOUTS`` playouts, seeded by
    the game's policy generator (so every simulated game is reproducible)."""
    return best_move(state, seat, POLICY_PLAYOUTS, rng.getrandbits(32))


def placement_move(game: Any, state: TrollState, rng: random.Random) -> Any:
    """The ``placement`` policy's move for the first seat to act."""
    return placement_for(game, state, rng, GAME.to_act(state)[0])


class TrollPartyMixedMove(BaseModel):
    """One move of a mixed strategy: how often to play it, and how it fared."""

    move: wire.Move
    label: str
    probability: float
    win_rate: float
    worlds: int


class TrollPartyPlacementPlan(BaseModel):
    """A placement hint's ``plan``: the mixed strategy, its first move the hint's ``moves``."""

    strategy: list[TrollPartyMixedMove]


def _answer(found: Searched, budget: int, ms: float) -> HintResult:
    best = found.options[0]
    n = len(best.wins)
    wins = round(sum(best.wins))
    lo, hi = wilson(wins, n)
    mix = [
        {
            "move": found.options[i].offer.move.model_dump(mode="json"),
            "label": found.options[i].offer.label,
            "probability": round(p, 4),
            "win_rate": round(found.options[i].rate, 4),
            "worlds": len(found.options[i].wins),
        }
        for i, p in found.strategy.items()
    ]
    others = "; ".join(
        f"{m['label'][0].lower()}{m['label'][1:]} {m['probability']:.0%}" for m in mix[1:]
    )
    explanation = (
        f"{best.offer.label}"
        + (f" ({mix[0]['probability']:.0%} of a mixed strategy; also {others})" if others else "")
        + f". The estimated chance of winning is {best.rate:.0%} ({lo:.0%}-{hi:.0%}), over"
        f" {n} deals of the cards you have not seen, every seat then playing a rule of thumb."
    )
    return {
        "moves": [best.offer.move.model_dump(mode="json")],
        "value": {
            "amount": round(best.rate, 4),
            "unit": "probability",
            "meaning": "the chance the seat wins the game (P10) after this move, when every seat"
            " then plays the rule of thumb of solvers/troll_party/greedy.py with a share of"
            " random moves, over deals of the cards the seat has not seen",
        },
        "quality": estimate(
            lo,
            hi,
            n,
            "determinised-playouts",
            "95% Wilson interval of the playouts' win rate: the sampling error only; how well"
            " the rule of thumb stands for the other players is not in it",
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
        "plan": {"strategy": mix},
    }


def answer(
    state: TrollState, seat: int, playouts: int, seed: int = 0, deadline: Deadline | None = None
) -> HintResult:
    """The hint for ``seat`` with ``playouts`` playouts: a function of what the seat knows,
    ``playouts`` and ``seed`` (unless ``deadline`` stops the search first)."""
    started = time.perf_counter()
    found = search(state, seat, playouts, seed, deadline)
    return _answer(found, playouts, (time.perf_counter() - started) * 1000)


def solve_placement(state: TrollState, seat: int | None, budget_ms: int) -> HintResult:
    """The ``placement`` hint: ``budget_ms`` buys ``PLAYOUTS_PER_MS`` playouts a millisecond,
    stopped at the wall-clock budget if the machine is slower than that."""
    asking = check_solvable(state, seat)
    playouts = max(1, int(budget_ms * PLAYOUTS_PER_MS))
    return answer(state, asking, playouts, 0, Deadline(budget_ms))
