"""A simulation's record: one JSON line per finished game, so that a long run can stop and go on
later, and runs of one set-up made on several machines (other seed ranges) can be merged by
concatenating their files.

Trogdor's ``plan`` policy needs about a second a decision: a thousand games take hours on one
core, more than a session or a CI job. With a record, ``gamekeeper simulate ... --record FILE``
plays only the seeds the file lacks and reports over all of them.

A line holds the run's identity (game, variant, seats, options, policy, and the policy's
description, which states its settings such as the plan's budget), the game's seed, the
fields of its :class:`~solvers.simulate.GameResult`, the CPU seconds the game took, and the
commit of the code that played it (``+dirty`` with uncommitted changes to it). A run reads only the
lines of its own identity: change a policy's settings, and its old games no longer count.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
from collections.abc import Callable
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any, Generic, TypeVar

Identity = dict[str, Any]
R = TypeVar("R")


def identity(
    game: str, variant: str, players: int, options: dict[str, Any], policy: str, description: str
) -> Identity:
    """What makes two games comparable: the same set-up rules and the same policy settings."""
    return {
        "game": game,
        "variant": variant,
        "players": players,
        "options": dict(sorted(options.items())),
        "policy": policy,
        "policy_settings": description,
    }


@dataclasses.dataclass(frozen=True, slots=True)
class Recorded(Generic[R]):
    """The games a record holds for one identity, by seed, and the lines it could not read (a
    run stopped in the middle of a write leaves half a line; an edited file, a bad one)."""

    results: dict[int, R]
    unreadable: int


def read(path: Path, who: Identity, parse: Callable[[dict[str, Any]], R]) -> Recorded[R]:
    """The games of ``who`` in the record at ``path`` (none when there is no file yet), each
    result made by ``parse`` from its fields; a line ``parse`` refuses (ValueError, KeyError,
    TypeError) counts as unreadable, so a bad line is never a crash in the middle of a run."""
    results: dict[int, R] = {}
    unreadable = 0
    if not path.exists():
        return Recorded(results, 0)
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            if entry["run"] != who:
                continue
            results[int(entry["seed"])] = parse(dict(entry["result"]))
        except (ValueError, KeyError, TypeError):
            unreadable += 1
    return Recorded(results, unreadable)


#: what a game's play depends on: a change elsewhere (a record being written, the docs) does not
#: make the code that plays "dirty"
CODE = ("games", "solvers", "service", "workers", "pyproject.toml", "uv.lock")


@cache
def code_version(where: Path = Path(__file__).parent) -> str | None:
    """The commit the code at ``where`` was checked out at, ``+dirty`` if its :data:`CODE`
    changed since (None outside git): a policy's strength changes with its code, not only with
    its settings."""
    try:
        head = _git(where, "rev-parse", "--short=12", "HEAD")
        paths = [f":(top){path}" for path in CODE]
        changes = _git(where, "status", "--porcelain", "--untracked-files=no", "--", *paths)
    except (OSError, subprocess.CalledProcessError):
        return None
    return head + ("+dirty" if changes else "")


def _git(where: Path, *args: str) -> str:
    """What a git command prints, run in ``where``."""
    done = subprocess.run(["git", *args], cwd=where, capture_output=True, text=True, check=True)
    return done.stdout.strip()


def append(
    path: Path,
    who: Identity,
    seed: int,
    result: dict[str, Any],
    cpu_seconds: float,
    code: str | None,
) -> None:
    """Add one finished game (its result's fields, and the :func:`code_version` the run started
    with) to the record, written at once."""
    entry = {
        "run": who,
        "seed": seed,
        "result": result,
        "cpu_seconds": round(cpu_seconds, 3),
        "code": code,
        "finished": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(entry, separators=(",", ":")) + "\n")
