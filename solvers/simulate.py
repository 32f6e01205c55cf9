"""Whole games played by a policy, in parallel processes: how strong is a policy, and how does a
content pack play (win rate with its 95% interval, length, how games end).

Game ``i`` of a run is set up with seed ``seed + i`` in table mode, and its chance events are
drawn by a ``random.Random`` seeded from the game's seed alone, so two policies run with the same
``seed`` meet the same set-ups (the draws still depend on what the policy does). A game is
*won* when its score has winners: every seat wins together in a cooperative or single-player
game; in a competitive game the winners' seats are counted instead (``wins_by_seat``).

With ``opponents``, the policy plays one seat, ``seed % players`` (so it meets every seat and
colour alike), and the opponents' policy every other seat; a run of the opponents alone on the
same seeds is the paired baseline. The win rate is then the policy's seat's (``policy_wins``):
a shared win counts as a win.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from games.core.game import Game, Setup
from games.core.registry import all_games
from solvers import run_record
from solvers.core import wilson
from solvers.policies import Chooser, policies_for

#: games handed to a worker process at a time: large enough to amortise the hand-over (a
#: recorded run hands over one game at a time, so that each is recorded as soon as it ends)
CHUNK = 10
#: a bound on the moves of one game, so a policy that never ends a game cannot hang a run
MAX_MOVES = 20_000


@dataclass(frozen=True, slots=True)
class Run:
    """What to simulate: ``games`` games of ``game``/``variant`` with ``players`` seats."""

    game: str
    policy: str
    games: int
    seed: int = 0
    players: int | None = None
    variant: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    #: the policy of every seat but ``seed % players`` (None: the policy plays every seat)
    opponents: str | None = None


@dataclass(frozen=True, slots=True)
class GameResult:
    """How one game ended."""

    won: bool
    winners: tuple[int, ...]
    status: str
    end_reason: str | None
    turns: int
    moves: int
    #: the game's own score at the end (the mean over seats): a finer figure than the win rate
    score: float
    #: the seat the policy played against ``opponents`` (None: it played every seat)
    policy_seat: int | None = None

    @classmethod
    def from_fields(cls, fields: dict[str, Any]) -> GameResult:
        """Back from :func:`~dataclasses.asdict` through JSON (a record's line)."""
        return cls(**{**fields, "winners": tuple(fields["winners"])})


@dataclass(frozen=True, slots=True)
class Summary:
    """A run's figures."""

    run: Run
    players: int
    #: every game of the run's seeds, in seed order (those read from a record included)
    results: tuple[GameResult, ...]
    seconds: float
    #: how many of ``results`` came from the record instead of being played now
    recorded: int = 0
    #: lines of the record that could not be read (a write cut off when a run was stopped)
    unreadable: int = 0

    @property
    def competitive(self) -> bool:
        """Seats play against each other: count wins by seat, not a win rate."""
        return all_games()[self.run.game].game_type.utility == "competitive"

    @property
    def wins(self) -> int:
        return sum(r.won for r in self.results)

    @property
    def win_rate(self) -> float:
        return self.wins / len(self.results) if self.results else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The win rate's 95% Wilson interval."""
        return wilson(self.wins, len(self.results))

    @property
    def mean_turns(self) -> float:
        return sum(r.turns for r in self.results) / len(self.results) if self.results else 0.0

    @property
    def mean_score(self) -> float:
        return statistics.fmean(r.score for r in self.results) if self.results else 0.0

    @property
    def score_interval(self) -> tuple[float, float]:
        """The mean score's 95% interval (normal approximation; a point with under two games)."""
        n = len(self.results)
        if n < 2:
            return self.mean_score, self.mean_score
        half = 1.96 * statistics.stdev(r.score for r in self.results) / math.sqrt(n)
        return self.mean_score - half, self.mean_score + half

    @property
    def endings(self) -> Counter[str]:
        """How games ended: ``status`` or ``status: end_reason``."""
        return Counter(
            f"{r.status}: {r.end_reason}" if r.end_reason else r.status for r in self.results
        )

    @property
    def wins_by_seat(self) -> Counter[int]:
        return Counter(seat for r in self.results for seat in r.winners)

    @property
    def policy_wins(self) -> int:
        """Games the policy's seat won, against ``opponents`` (shared wins included)."""
        return sum(r.policy_seat in r.winners for r in self.results)

    @property
    def policy_interval(self) -> tuple[float, float]:
        """The policy's seat's win rate's 95% Wilson interval."""
        return wilson(self.policy_wins, len(self.results))


def _setup(game: Game[Any, Any], run: Run, players: int, seed: int) -> Setup:
    options = game.Options.model_validate(run.options)
    return Setup(players, run.variant or game.default_variant, "table", seed, options)


def _chooser(game: Game[Any, Any], run: Run, players: int, seed: int) -> Chooser:
    """Who moves: ``run.policy`` for every seat, or for one seat against ``run.opponents``."""
    known = policies_for(game.id)
    policy = known[run.policy]
    if run.opponents is None:
        return policy.choose
    hero, others = policy.choose_for, known[run.opponents].choose_for
    if hero is None or others is None:
        raise KeyError(f"{run.policy} and {run.opponents} must both choose for a given seat")
    seat = seed % players

    def choose(game: Game[Any, Any], state: Any, rng: random.Random) -> Any:
        mover = game.to_act(state)[0]
        return (hero if mover == seat else others)(game, state, rng, mover)

    return choose


def play_one(game: Game[Any, Any], run: Run, players: int, seed: int) -> GameResult:
    """One whole game by ``run.policy`` for every seat (or one, against ``run.opponents``),
    chance drawn from ``seed``."""
    choose = _chooser(game, run, players, seed)
    rng = random.Random(f"policy|{seed}")
    chance = random.Random(f"chance|{seed}")
    state = game.new_game(_setup(game, run, players, seed))
    moves = 0
    while not game.is_over(state):
        if moves >= MAX_MOVES:
            raise RuntimeError(f"{game.id} seed {seed}: no end within {MAX_MOVES} moves")
        outcomes = game.chance_outcomes(state)
        if outcomes:
            move = chance.choices([m for m, _ in outcomes], [w for _, w in outcomes])[0]
        else:
            move = choose(game, state, rng)
        state, _ = game.apply(state, move)
        moves += 1
    score = game.score(state)
    wire = game.to_wire(state)
    return GameResult(
        won=bool(score.winners) and game.game_type.utility != "competitive",
        winners=tuple(score.winners),
        status=score.status,
        end_reason=wire.get("end_reason"),
        turns=int(wire.get("turn", 0)),
        moves=moves,
        score=statistics.fmean(score.scores.values()) if score.scores else 0.0,
        policy_seat=None if run.opponents is None else seed % players,
    )


Played = tuple[int, GameResult, float]  # seed, result, CPU seconds


def _play_chunk(run: Run, players: int, seeds: Sequence[int]) -> list[Played]:
    game = all_games()[run.game]
    played = []
    for seed in seeds:
        cpu = time.process_time()
        result = play_one(game, run, players, seed)
        played.append((seed, result, time.process_time() - cpu))
    return played


def _chunks(seeds: list[int], size: int) -> Iterator[list[int]]:
    for start in range(0, len(seeds), size):
        yield seeds[start : start + size]


def _identity(game: Game[Any, Any], run: Run, players: int) -> run_record.Identity:
    known = policies_for(run.game)
    name, description = run.policy, known[run.policy].description
    if run.opponents is not None:
        name = f"{run.policy} vs {run.opponents}"
        description = f"{description}; against {known[run.opponents].description}"
    variant = run.variant or game.default_variant
    return run_record.identity(run.game, variant, players, run.options, name, description)


def simulate(
    run: Run,
    processes: int = 1,
    progress: Callable[[int], None] | None = None,
    configure: Callable[[], None] | None = None,
    record: Path | None = None,
) -> Summary:
    """Play ``run`` in ``processes`` worker processes; ``progress(n)`` after every ``n`` games.

    ``configure`` runs first in every process that plays (this one when ``processes`` is 1): a
    tuning run sets a policy's parameters with it (:mod:`solvers.trogdor.tune`). With
    ``record`` (:mod:`solvers.run_record`), the seeds the record holds for this run are not
    played again, and each game played is added to it as soon as it ends."""
    game = all_games().get(run.game)
    if game is None:
        raise KeyError(f"no game {run.game!r}; games: {', '.join(all_games())}")
    for name in (run.policy, run.opponents):
        if name is not None and name not in policies_for(run.game):
            known = ", ".join(policies_for(run.game))
            raise KeyError(f"no policy {name!r} for {run.game}; policies: {known}")
    players = run.players or game.min_players
    started = time.perf_counter()
    who = _identity(game, run, players)
    seeds = range(run.seed, run.seed + run.games)
    held: run_record.Recorded[GameResult] = (
        run_record.read(record, who, GameResult.from_fields)
        if record
        else run_record.Recorded({}, 0)
    )
    results = {s: held.results[s] for s in seeds if s in held.results}
    if progress and results:
        progress(len(results))
    todo = [s for s in seeds if s not in results]
    size = 1 if record else CHUNK
    code = run_record.code_version() if record else None  # before the code can change

    def finished(played: list[Played]) -> None:
        for seed, result, cpu in played:
            results[seed] = result
            if record:
                run_record.append(record, who, seed, asdict(result), cpu, code)
        if progress:
            progress(len(played))

    if processes <= 1:
        if configure:
            configure()
        for chunk in _chunks(todo, size):
            finished(_play_chunk(run, players, chunk))
    else:
        with ProcessPoolExecutor(processes, initializer=configure) as pool:
            futures = [pool.submit(_play_chunk, run, players, c) for c in _chunks(todo, size)]
            for future in as_completed(futures):
                finished(future.result())
    return Summary(
        run,
        players,
        tuple(results[s] for s in seeds),
        time.perf_counter() - started,
        recorded=len(seeds) - len(todo),
        unreadable=held.unreadable,
    )
