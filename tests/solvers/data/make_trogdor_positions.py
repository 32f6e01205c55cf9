"""Make the committed suite of Trogdor phase-one positions for the turn planner's tests.

``uv run python tests/solvers/data/make_trogdor_positions.py`` rewrites
``trogdor_positions.json``: positions from seeded 2-seat games of both variants on the three
maps (played by a mix of the greedy rule and random moves, so that positions vary), then the
hand-made hard cases of issue 12 (10+ AP, Wraparound, tunnels, a Cottage one burn from eligible,
a win available this turn), each checked by the engine (``from_wire``) before it is written.
"""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from typing import Any

from games.core.chance import random_picker, resolve_chance
from games.core.game import Setup
from games.trogdor import GAME, wire
from games.trogdor.state import TrogState
from solvers.trogdor.plan import greedy_plan
from solvers.trogdor.search import in_phase_one

OUT = Path(__file__).with_name("trogdor_positions.json")
VARIANTS = ("published", "august-draft")
MAPS = ("easy", "normal", "hard")
PER_GAME_KIND = 36


def _play(variant: str, map_: str, seed: int, want: int) -> list[TrogState]:
    """Phase-one decision positions of seeded games, about one in three kept."""
    rng = random.Random(seed)
    pick = random_picker(rng)
    found: list[TrogState] = []
    game = 0
    while len(found) < want and game < 40:
        game += 1
        setup = Setup(2, variant, "table", seed * 100 + game, wire.Options(map=map_))
        state, _ = resolve_chance(GAME, GAME.new_game(setup), pick)
        for _ in range(400):
            if state.status != "ongoing" or len(found) >= want:
                break
            decision = in_phase_one(state) and state.tasks[0][0] in ("choose", "actions")
            if decision and rng.random() < 0.3:
                found.append(state)
            if in_phase_one(state) and rng.random() < 0.6:
                moves, _ = greedy_plan(state)
                moves = moves[:1] or [GAME.legal_moves(state)[0].move]
            else:
                moves = [rng.choice(GAME.legal_moves(state)).move]
            for move in moves:
                state, _ = GAME.apply(state, move)
            state, _ = resolve_chance(GAME, state, pick)
    return found


def _actions_state(variant: str, map_: str, seed: int) -> TrogState:
    """A first-turn position whose actions are open (a card played), to pose hard cases on."""
    rng = random.Random(seed)
    setup = Setup(1, variant, "table", seed, wire.Options(map=map_))
    state, _ = resolve_chance(GAME, GAME.new_game(setup), random_picker(rng))
    for legal in GAME.legal_moves(state):
        if legal.move.type == "discard_for_ap":
            state, _ = GAME.apply(state, legal.move)
            break
    assert state.tasks[0][0] == "actions", state.tasks
    return state


def _hand_made() -> list[tuple[str, list[str], TrogState]]:
    out: list[tuple[str, list[str], TrogState]] = []
    for map_ in MAPS:
        base = _actions_state("published", map_, 7)
        cottages = [p for p in range(25) if base.cottage_mask >> p & 1]
        tunnels = [p for p in range(25) if base.kinds[p] == "Tunnel"]
        out.append((f"ap10-{map_}", ["10+ AP"], dataclasses.replace(base, ap=10)))
        out.append((f"ap11-{map_}", ["10+ AP"], dataclasses.replace(base, ap=11)))
        out.append(
            (f"wrap-{map_}", ["wraparound"], dataclasses.replace(base, card="wraparound", ap=5))
        )
        out.append(
            (f"tunnel-{map_}", ["tunnels"], dataclasses.replace(base, trogdor=tunnels[0], ap=4))
        )
        # a Cottage one burn from eligible: its tile and all but one neighbour burned
        c = cottages[0]
        r, col = divmod(c, 5)
        around = [
            (r + dr) * 5 + col + dc
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if 0 <= r + dr < 5 and 0 <= col + dc < 5
        ]
        missing = next(p for p in around if p != c)
        burned = sum(1 << p for p in around if p != missing)
        near = dataclasses.replace(base, burned=burned, trogdor=missing, ap=4)
        out.append((f"cottage-near-{map_}", ["cottage one burn from eligible"], near))
        # a win available this turn: all burned but the last Cottage's tile, no Peasant left
        last = cottages[-1]
        everything = (1 << 25) - 1
        won = sum(1 << p for p in cottages[:-1])
        health = base.trog_meter
        win = dataclasses.replace(
            base,
            burned=everything & ~(1 << last),
            cottages_burning=won,
            peasants=(),
            void=7 - health,
            trogdor=last,
            ap=2,
            knights=tuple(p for p in base.knights),
        )
        out.append((f"win-{map_}", ["win available"], win))
        r, col = divmod(last, 5)
        step = (r - 1) * 5 + col if r > 0 else (r + 1) * 5 + col
        win_far = dataclasses.replace(win, burned=win.burned & ~(1 << step), trogdor=step, ap=4)
        out.append((f"win-step-{map_}", ["win available"], win_far))
    return out


def _entry(ident: str, tags: list[str], state: TrogState) -> dict[str, Any]:
    data = GAME.to_wire(state)
    GAME.from_wire(wire.State.model_validate(data))  # the engine accepts it as a whole state
    return {"id": ident, "tags": tags, "state": data}


def main() -> None:
    entries = []
    for variant in VARIANTS:
        for i, map_ in enumerate(MAPS):
            for n, state in enumerate(_play(variant, map_, 11 + i, PER_GAME_KIND)):
                tags = [variant, map_, state.phase]
                entries.append(_entry(f"{variant}-{map_}-{n}", tags, state))
    for ident, tags, state in _hand_made():
        entries.append(_entry(ident, ["hand-made", *tags], state))
    # one position a line: a change to one position is one line of diff
    lines = ",\n".join(json.dumps(entry, separators=(",", ":")) for entry in entries)
    OUT.write_text(f"[\n{lines}\n]\n")
    print(f"{len(entries)} positions written to {OUT}")


if __name__ == "__main__":
    main()
