"""Seeded random playouts of every registered game, every variant and every player count.

Written once for all games (``games.core.registry.all_games()``): a new game package is
tested by this file as soon as it registers, with nothing to add here.

Table mode: from ``new_game``, pick a chance outcome weighted by its integer weight, or else a
legal move uniformly, with a seeded ``random.Random``, until the game ends. At every step:

- no exception; ``check_invariants``; ``apply`` leaves the state it is given unchanged, all
  the way down (a deep :func:`~games.core.record.snapshot` taken before, compared after: a rule
  writing through a record or list its draft shares with its input fails here, which
  ``test_the_no_mutation_check_fails_*`` prove game by game);
- for a game whose rules are a :class:`~games.core.flow.Flow`, every move goes from the steps
  open before to steps their ``then`` declarations foresee;
- the state is plain JSON and round-trips through JSON and the API schema
  (``to_wire`` -> JSON text -> ``State.model_validate`` -> ``from_wire``) to an equal state
  with an equal wire dict (the JSON text is made and read by ``pydantic_core``: the same JSON
  as ``json.dumps``/``json.loads``, several times faster, which matters at every step);
- a chance node lists exactly its chance outcomes, with ``seat`` None and probabilities
  ``weight / total`` summing to 1, all of the game's ``chance_moves``, and nobody to act; a
  seat node lists moves of seats in ``to_act``, none a chance move, each re-validating through
  the game's move union to an equal object;
- ``status`` is ``ongoing`` exactly when there are legal moves;
- the draw counter counts chance events (+1 for an outcome, unchanged for a seat's move);

and at the end: the game ended within ``MAX_MOVES``, ``apply`` refuses with GameOver, the score
and views are available, and replaying the recorded moves from the same set-up gives the same
final state.

Digital mode: chance resolved by ``resolve_chance`` with ``keyed_picker(secret, game, seed)``;
same secret + seed + moves must give the same game, and another secret another game.

How many games: ``GAMEKEEPER_PLAYOUTS`` (default 2000) and ``GAMEKEEPER_DIGITAL_PLAYOUTS``
(default 300) per game, split across its variants and player counts; see ``conftest.py``.
Failure messages name the game, variant, players, seed and move index, so a failure replays
with ``play_table_game(game, variant, players, seed)``.
"""

from __future__ import annotations

import importlib
import itertools
import json
import math
import pkgutil
import random
import traceback
from dataclasses import dataclass
from typing import Any

import pydantic_core
import pytest
from pydantic import BaseModel, TypeAdapter

import games
from games.core.chance import keyed_picker, resolve_chance
from games.core.errors import GameOver
from games.core.flow import Flow
from games.core.game import Game, LegalMove, Setup
from games.core.record import snapshot
from games.core.registry import all_games
from tests.games.example_game import GAME as EXAMPLE

from .conftest import DIGITAL_PLAYOUTS, PLAYOUT_SHARE, PLAYOUTS

#: a generous bound on the moves (chance outcomes included) of one game
MAX_MOVES = 20_000
#: games per test item, so that failures are localised and ``-n`` spreads the work
BATCH = 250
#: games per game not marked ``slow``: the inner loop (branch coverage of ``games/`` is the
#: same at 120 playouts per game as at 1,200)
FAST_PLAYOUTS = 120
#: digital-mode games per game not marked ``slow``
FAST_DIGITAL_PLAYOUTS = 40
#: every how many steps the score, views and picture are also computed
SAMPLE_EVERY = 23
SECRET = b"secret"
OTHER_SECRET = b"another secret"


def _raised(exc: BaseException) -> str:
    """An exception and the line that raised it, for a one-line failure message."""
    frame = traceback.extract_tb(exc.__traceback__)[-1]
    return f"{type(exc).__name__}: {exc} (at {frame.filename}:{frame.lineno})"


def _registered() -> tuple[dict[str, Game], dict[str, str]]:
    """The registered games, and the game packages that do not import (name -> error).

    ``all_games()`` fails as a whole when one package is broken; then the packages are imported
    one by one, so that the others are still tested and the broken one is named.
    """
    try:
        return dict(all_games()), {}  # a copy: the example game is added below, not served
    except Exception:
        pass
    found: dict[str, Game] = {}
    broken: dict[str, str] = {}
    for module in sorted(pkgutil.iter_modules(games.__path__), key=lambda m: m.name):
        if not module.ispkg or module.name == "core":
            continue
        try:
            package = importlib.import_module(f"games.{module.name}")
        except Exception as exc:
            broken[module.name] = _raised(exc)
            continue
        game = getattr(package, "GAME", None)
        if isinstance(game, Game):
            found[game.id] = game
    return found, broken


GAMES, BROKEN = _registered()
#: the example game of docs/writing-a-game.md plays the same playouts; the service does not
#: serve it (``games.core.registry``: only where GAMEKEEPER_EXTRA_GAMES names it)
GAMES[EXAMPLE.id] = EXAMPLE
_ADAPTERS: dict[str, TypeAdapter] = {}


def _adapter(game: Game) -> TypeAdapter:
    if game.id not in _ADAPTERS:
        _ADAPTERS[game.id] = TypeAdapter(game.Move)
    return _ADAPTERS[game.id]


def _key(move: BaseModel) -> Any:
    """A hashable stand-in for a move: itself, or its type and repr (list fields)."""
    try:
        hash(move)
    except TypeError:
        return (type(move), repr(move))
    return move


#: moves (by game) already checked to re-validate through their game's move union
_VALIDATED: dict[str, set[Any]] = {}


def _combos(game: Game) -> list[tuple[str, int]]:
    return [
        (variant, players)
        for variant in game.variants
        for players in range(game.min_players, game.max_players + 1)
    ]


def _cases(total: int) -> list[Any]:
    """(game id, variant, players, first seed, last seed + 1): ``total`` games per game.

    The first ``FAST_PLAYOUTS`` games of each game are one item per variant and player count;
    the rest, in batches of ``BATCH``, are marked ``slow``. Both scale by the game's
    ``PLAYOUT_SHARE``.
    """
    cases = []
    for game in GAMES.values():
        combos = _combos(game)
        share = PLAYOUT_SHARE.get(game.id, 1.0)
        per_combo = math.ceil(total * share / len(combos))
        fast = min(per_combo, math.ceil(FAST_PLAYOUTS * share / len(combos)))
        bounds = [0, *range(fast, per_combo, BATCH), per_combo]
        for variant, players in combos:
            for start, stop in itertools.pairwise(bounds):
                case_id = f"{game.id}-{variant}-{players}p-seeds{start}-{stop - 1}"
                marks = [pytest.mark.slow] if start else []
                cases.append(
                    pytest.param(game.id, variant, players, start, stop, id=case_id, marks=marks)
                )
    return cases


@dataclass
class Where:
    """Where a playout is, for failure messages that say how to reproduce it."""

    game: Game
    variant: str
    players: int
    mode: str
    seed: int
    index: int = 0
    last_move: BaseModel | None = None
    what: str = ""

    def __str__(self) -> str:
        after = "" if self.last_move is None else f", after {self.last_move!r}"
        return (
            f"{self.game.id} variant={self.variant!r} players={self.players} mode={self.mode}"
            f" seed={self.seed}{self.what} move #{self.index}{after}"
        )

    def fail(self, detail: str) -> None:
        pytest.fail(f"{self}: {detail}", pytrace=False)


def _setup(
    game: Game, variant: str, players: int, mode: str, seed: int, options: str | None = None
) -> Setup:
    """The set-up, with the game's named option set ``options`` (``golden_options``) if given."""
    chosen = game.Options(**game.golden_options[options]) if options else game.Options()
    return Setup(players=players, variant=variant, mode=mode, seed=seed, options=chosen)


def _guard(where: Where, what: str, call, *args, move: BaseModel | None = None):
    """Call ``call(*args)``; an exception fails the test with where it happened (and with
    ``move``, formatted only then: a repr at every step costs more than the check)."""
    try:
        return call(*args)
    except Exception as exc:  # the message must say where, whatever the engine raised
        error = _raised(exc)
    about = "" if move is None else f" on {move!r}"
    where.fail(f"{what}{about} raised {error}")


# --- the checks of one state -------------------------------------------------------------------


def check_round_trip(game: Game, s: Any, where: Where) -> dict[str, Any]:
    wire = _guard(where, "to_wire", game.to_wire, s)
    text = _guard(where, "JSON encoding of to_wire(state)", pydantic_core.to_json, wire)
    plain = pydantic_core.from_json(text)
    if plain != wire:
        where.fail(f"to_wire is not plain JSON (tuples, non-str keys...): {wire!r}")
    model = _guard(where, "State.model_validate(wire)", game.State.model_validate, plain)
    back = _guard(where, "from_wire(State(wire))", game.from_wire, model)
    if back != s:
        where.fail(f"from_wire(to_wire(s)) != s:\n  {back!r}\n  {s!r}")
    again = _guard(where, "to_wire(from_wire(wire))", game.to_wire, back)
    if again != wire:
        where.fail(f"to_wire(from_wire(wire)) != wire:\n  {again!r}\n  {wire!r}")
    return wire


def check_legal_moves(
    game: Game, s: Any, where: Where
) -> tuple[list[LegalMove], list[tuple[BaseModel, int]]]:
    """The legal moves and chance outcomes of ``s``, checked against each other."""
    legal = _guard(where, "legal_moves", game.legal_moves, s)
    outcomes = _guard(where, "chance_outcomes", game.chance_outcomes, s)
    to_act = _guard(where, "to_act", game.to_act, s)
    status = _guard(where, "status", game.status, s)
    if (status == "ongoing") != bool(legal):
        where.fail(f"status {status!r} with {len(legal)} legal moves")
    pairs = [(_key(lm.move), lm.seat) for lm in legal]
    if len(set(pairs)) != len(pairs):
        where.fail(f"legal moves listed twice: {pairs}")
    if outcomes:
        if tuple(to_act):
            where.fail(f"to_act is {to_act} while a chance event is pending")
        weights = [weight for _, weight in outcomes]
        if any(not isinstance(w, int) or isinstance(w, bool) or w <= 0 for w in weights):
            where.fail(f"chance weights must be positive integers: {weights}")
        if [lm.move for lm in legal] != [move for move, _ in outcomes]:
            where.fail("at a chance node the legal moves are not the chance outcomes")
        total = sum(weights)
        for lm, weight in zip(legal, weights, strict=True):
            if lm.seat is not None:
                where.fail(f"chance outcome {lm.move!r} has seat {lm.seat}")
            if not game.is_chance_move(lm.move):
                where.fail(f"chance outcome {lm.move!r} is not one of the game's chance_moves")
            if lm.probability is None or abs(lm.probability - weight / total) > 1e-12:
                where.fail(f"{lm.move!r}: probability {lm.probability} != {weight}/{total}")
        if abs(sum(lm.probability for lm in legal) - 1.0) > 1e-9:
            where.fail(f"chance probabilities sum to {sum(lm.probability for lm in legal)}")
    else:
        if legal and not to_act:
            where.fail("moves are listed but nobody is to act")
        adapter = _adapter(game)
        validated = _VALIDATED.setdefault(game.id, set())
        for lm, (key, _) in zip(legal, pairs, strict=True):
            if lm.seat not in to_act:
                where.fail(f"{lm.move!r} is made by seat {lm.seat}, not in to_act {to_act}")
            if lm.probability is not None:
                where.fail(f"seat move {lm.move!r} has a probability")
            if game.is_chance_move(lm.move):
                where.fail(f"seat move {lm.move!r} is one of the game's chance_moves")
            if not isinstance(lm.label, str) or not lm.label:
                where.fail(f"{lm.move!r} has no label")
            if key in validated:
                continue  # re-validation depends on the move alone: done once per game
            sent = json.loads(json.dumps(lm.move.model_dump(mode="json")))
            parsed = _guard(where, f"the move union on {sent}", adapter.validate_python, sent)
            if parsed != lm.move:
                where.fail(f"{sent} validates to {parsed!r}, not {lm.move!r}")
            validated.add(key)
    return legal, outcomes


def check_extras(game: Game, s: Any, players: int, where: Where) -> None:
    """Score, views and picture are available at any time."""
    score = _guard(where, "score", game.score, s)
    if score.status != game.status(s):
        where.fail(f"score.status {score.status!r} != status {game.status(s)!r}")
    if any(seat not in range(players) for seat in score.winners):
        where.fail(f"winners {score.winners} are not seats of {players} players")
    for seat in range(players):
        view = _guard(where, f"view(seat={seat})", game.view, s, seat)
        _guard(where, f"json.dumps(view(seat={seat}))", json.dumps, view)
    svg = _guard(where, "render", game.render, s)
    if not (isinstance(svg, str) and "<svg" in svg):
        where.fail("render did not return an SVG")


def flow_of(game: Game) -> Flow[Any, Any] | None:
    """The game's flow, if its rules are one (:mod:`games.core.flow`)."""
    flow = getattr(game.modules.rules, "FLOW", None)
    return flow if isinstance(flow, Flow) else None


def check_flow(game: Game, before: Any, after: Any, where: Where) -> None:
    """The move went from the steps open ``before`` to steps their ``then`` foresee."""
    flow = flow_of(game)
    if flow is None or game.is_over(after):
        return
    opened = flow.at(before)
    unforeseen = flow.unforeseen(opened, flow.at(after))
    if unforeseen:
        where.fail(
            f"the move went from {[name for name, _ in opened]} to {unforeseen}, which no"
            " step's then declares"
        )


def test_every_game_package_imports():
    """``games.core.registry.all_games()`` finds every game; a package that fails is named."""
    assert not BROKEN, "game packages that do not import: " + "; ".join(
        f"games.{name}: {error}" for name, error in BROKEN.items()
    )
    assert "thrag" in GAMES


# --- table mode --------------------------------------------------------------------------------


def play_table_game(
    game: Game, variant: str, players: int, seed: int, options: str | None = None
) -> None:
    """One checked random playout in table mode (with a named option set), then its replay."""
    where = Where(game, variant, players, "table", seed, what=f" options={options}" * bool(options))
    rng = random.Random(f"{game.id}|{variant}|{players}|{seed}")
    setup = _guard(where, "Options()", _setup, game, variant, players, "table", seed, options)
    s = _guard(where, "new_game", game.new_game, setup)
    if game.mode(s) != "table" or game.seed(s) != seed:
        where.fail(f"new_game gave mode {game.mode(s)!r} and seed {game.seed(s)}")
    record: list[BaseModel] = []
    while True:
        _guard(where, "check_invariants", game.check_invariants, s)
        check_round_trip(game, s, where)
        legal, outcomes = check_legal_moves(game, s, where)
        if where.index % SAMPLE_EVERY == 0:
            check_extras(game, s, players, where)
        if not legal:
            break
        if where.index >= MAX_MOVES:
            where.fail(f"the game did not end within {MAX_MOVES} moves")
        if outcomes:
            move = rng.choices([m for m, _ in outcomes], weights=[w for _, w in outcomes])[0]
        else:
            move = rng.choice(legal).move
        counter = game.draw_counter(s)
        before, taken = s, snapshot(s)
        s, events = _guard(where, "apply", game.apply, s, move, move=move)
        if snapshot(before) != taken:
            where.fail("apply changed the state it was given")
        check_flow(game, before, s, where)
        if not isinstance(events, list):
            where.fail(f"apply returned events of type {type(events).__name__}")
        expected = counter + 1 if outcomes else counter
        if game.draw_counter(s) != expected:
            where.fail(f"draw counter went {counter} -> {game.draw_counter(s)}, not {expected}")
        record.append(move)
        where.index += 1
        where.last_move = move
    check_extras(game, s, players, where)
    error = "nothing"
    try:
        game.apply(s, record[-1])
    except GameOver:
        error = None
    except Exception as exc:
        error = _raised(exc)
    if error is not None:
        where.fail(f"apply on a finished game raised {error}, not GameOver")
    replay = Where(game, variant, players, "table", seed, what=" (replay)")
    replayed = _guard(replay, "new_game", game.new_game, setup)
    for move in record:
        replayed, _ = _guard(replay, "apply", game.apply, replayed, move, move=move)
        replay.index += 1
        replay.last_move = move
    if replayed != s or game.to_wire(replayed) != game.to_wire(s):
        replay.fail(f"replaying the {len(record)} recorded moves gave another final state")


@pytest.mark.parametrize(("game_id", "variant", "players", "start", "stop"), _cases(PLAYOUTS))
def test_random_playouts_table_mode(
    game_id: str, variant: str, players: int, start: int, stop: int
) -> None:
    game = GAMES[game_id]
    for seed in range(start, stop):
        play_table_game(game, variant, players, seed)


# --- digital mode ------------------------------------------------------------------------------


def play_digital_game(
    game: Game,
    variant: str,
    players: int,
    seed: int,
    secret: bytes,
    seat_moves: list[BaseModel] | None = None,
    options: str | None = None,
) -> tuple[Any, list[BaseModel]]:
    """A digital game: chance by the keyed generator, seat moves at random or as given."""
    what = f" options={options}" * bool(options)
    where = Where(game, variant, players, "digital", seed, what=what)
    pick = keyed_picker(secret, game.id, seed)
    rng = random.Random(f"digital|{game.id}|{variant}|{players}|{seed}")
    setup = _guard(where, "Options()", _setup, game, variant, players, "digital", seed, options)
    s = _guard(where, "new_game", game.new_game, setup)
    s, _ = _guard(where, "resolve_chance", resolve_chance, game, s, pick)
    made: list[BaseModel] = []
    while True:
        _guard(where, "check_invariants", game.check_invariants, s)
        if game.mode(s) != "digital":
            where.fail(f"mode is {game.mode(s)!r}")
        legal = _guard(where, "legal_moves", game.legal_moves, s)
        if not legal:
            break
        if game.chance_outcomes(s):
            where.fail("resolve_chance left a chance event pending")
        if where.index >= MAX_MOVES:
            where.fail(f"the game did not end within {MAX_MOVES} seat moves")
        if seat_moves is None:
            move = rng.choice(legal).move
        elif where.index < len(seat_moves):
            move = seat_moves[where.index]
        else:
            where.fail(f"the recorded {len(seat_moves)} seat moves ran out")
        s, _ = _guard(where, "apply", game.apply, s, move, move=move)
        s, _ = _guard(where, "resolve_chance", resolve_chance, game, s, pick)
        made.append(move)
        where.index += 1
        where.last_move = move
    if seat_moves is not None and len(made) != len(seat_moves):
        where.fail(f"the game ended after {len(made)} of {len(seat_moves)} recorded seat moves")
    return s, made


def _digital_cases() -> list[Any]:
    """(game id, variant, players, first seed, last seed + 1): ``GAMEKEEPER_DIGITAL_PLAYOUTS``
    games per game; the first ``FAST_DIGITAL_PLAYOUTS`` of each game are not ``slow``."""
    cases = []
    for game in GAMES.values():
        combos = _combos(game)
        share = PLAYOUT_SHARE.get(game.id, 1.0)
        per_combo = math.ceil(DIGITAL_PLAYOUTS * share / len(combos))
        fast = min(per_combo, math.ceil(FAST_DIGITAL_PLAYOUTS * share / len(combos)))
        for variant, players in combos:
            for start, stop in itertools.pairwise(sorted({0, fast, per_combo})):
                case_id = f"{game.id}-{variant}-{players}p-seeds{start}-{stop - 1}"
                marks = [pytest.mark.slow] if start else []
                cases.append(
                    pytest.param(game.id, variant, players, start, stop, id=case_id, marks=marks)
                )
    return cases


@pytest.mark.parametrize(("game_id", "variant", "players", "start", "stop"), _digital_cases())
def test_digital_mode_is_deterministic(
    game_id: str, variant: str, players: int, start: int, stop: int
):
    """Same secret + seed + moves => same final state; another secret => other draws."""
    game = GAMES[game_id]
    with_chance = differs = 0
    for seed in range(start, stop):
        final, made = play_digital_game(game, variant, players, seed, SECRET)
        again, _ = play_digital_game(game, variant, players, seed, SECRET, seat_moves=made)
        if again != final or game.to_wire(again) != game.to_wire(final):
            pytest.fail(
                f"{game.id} variant={variant!r} players={players} mode=digital seed={seed}:"
                f" replaying {len(made)} seat moves with the same secret gave another game"
            )
        first = game.new_game(_setup(game, variant, players, "digital", seed))
        if game.chance_outcomes(first):
            with_chance += 1
            mine, _ = resolve_chance(game, first, keyed_picker(SECRET, game.id, seed))
            theirs, _ = resolve_chance(game, first, keyed_picker(OTHER_SECRET, game.id, seed))
            differs += mine != theirs
    if with_chance >= 20 and differs == 0:
        pytest.fail(
            f"{game.id} variant={variant!r} players={players}: the set-up draws of"
            f" {with_chance} games are the same under two secrets: the secret does not key"
            " the generator"
        )


# --- option sets that change the rules ---------------------------------------------------------

#: named option sets (a game's ``golden_options``) that add rules of their own, played out here
#: as well: one checked table game and one digital game (replayed) per seat count, to keep the
#: suite's time (the Undead Crusade, issue 32: ~1 s a seat count)
OPTION_PLAYOUTS = {"draggmar": ("undead_crusade",)}


def _option_cases() -> list[Any]:
    return [
        pytest.param(game_id, option, players, id=f"{game_id}-{option}-{players}p")
        for game_id, options in OPTION_PLAYOUTS.items()
        for option in options
        for players in range(GAMES[game_id].min_players, GAMES[game_id].max_players + 1)
    ]


@pytest.mark.parametrize(("game_id", "option", "players"), _option_cases())
def test_random_playouts_with_an_option_set(game_id: str, option: str, players: int) -> None:
    game = GAMES[game_id]
    variant = game.default_variant
    play_table_game(game, variant, players, seed=players, options=option)
    final, made = play_digital_game(game, variant, players, players, SECRET, options=option)
    again, _ = play_digital_game(
        game, variant, players, players, SECRET, seat_moves=made, options=option
    )
    if again != final or game.to_wire(again) != game.to_wire(final):
        pytest.fail(f"{game.id} options={option} players={players}: the digital replay differs")


# --- the no-mutation check fails when a rule writes into its input ----------------------------


def _fails_for_a_changed_input(game: Game, players: int) -> None:
    with pytest.raises(pytest.fail.Exception, match="apply changed the state it was given"):
        play_table_game(game, game.default_variant, players, seed=0)


def test_the_no_mutation_check_fails_when_a_thrag_handler_writes_into_its_input(monkeypatch):
    """A roll's handler writes through a beast record its draft shares with the input."""
    from games.thrag import rules, wire

    handlers = rules.FLOW.handlers["roll"]
    roll = handlers[wire.Roll]

    def writes_through(draft, arg, move):
        object.__setattr__(draft.drawn[0], "slain", not draft.drawn[0].slain)
        roll(draft, arg, move)

    monkeypatch.setitem(handlers, wire.Roll, writes_through)
    _fails_for_a_changed_input(GAMES["thrag"], 1)


def test_the_no_mutation_check_fails_when_a_troll_party_handler_writes_into_its_input(
    monkeypatch,
):
    """A placement's handler writes into the options its draft shares with the input."""
    from games.troll_party import rules, wire

    handlers = rules.FLOW.handlers["place"]
    place_card = handlers[wire.PlaceCard]

    def writes_through(draft, arg, move):
        object.__setattr__(draft.options, "first_player", 2)
        place_card(draft, arg, move)

    monkeypatch.setitem(handlers, wire.PlaceCard, writes_through)
    _fails_for_a_changed_input(GAMES["troll-party"], 3)


def test_the_no_mutation_check_fails_when_a_trogdor_handler_writes_into_its_input(monkeypatch):
    """A keeper's deal writes through a seat record its draft shares with the input."""
    from games.trogdor import rules, wire

    handlers = rules.FLOW.handlers["deal_keeper"]
    deal = handlers[wire.DealKeeper]

    def writes_through(draft, arg, move):
        object.__setattr__(draft.seats[0], "charged", not draft.seats[0].charged)
        deal(draft, arg, move)

    monkeypatch.setitem(handlers, wire.DealKeeper, writes_through)
    _fails_for_a_changed_input(GAMES["trogdor"], 1)


def test_the_no_mutation_check_fails_when_a_draggmar_handler_writes_into_its_input(monkeypatch):
    """A card draw's handler writes through a dungeon's site record its draft shares with the
    input."""
    from games.draggmar import rules, wire

    handlers = rules.FLOW.handlers["card"]
    draw_card = handlers[wire.DrawCard]

    def writes_through(draft, draw, move):
        object.__setattr__(draft.sites[0], "threats", draft.sites[0].threats + 1)
        draw_card(draft, draw, move)

    monkeypatch.setitem(handlers, wire.DrawCard, writes_through)
    _fails_for_a_changed_input(GAMES["draggmar"], 1)
