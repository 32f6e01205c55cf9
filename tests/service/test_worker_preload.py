"""A hint worker loads the hint jobs' code before its first job (``workers.worker.preload``):
rq forks a work horse per job, and a horse that had to import every game, the solvers and
OR-Tools itself spent seconds on it before each hint began (a 100 ms Thrag hint took 3.7 s
end to end on a loaded machine, 0.15 s with the preload)."""

from __future__ import annotations

import subprocess
import sys

FRESH_WORKER = """
import gc, sys
from workers.worker import preload
assert "workers.jobs" not in sys.modules and "ortools" not in sys.modules
preload()
loaded = [m for m in ("workers.jobs", "solvers.trogdor.cpsat", "solvers.thrag.fight_plan",
                      "ortools.sat.python.cp_model") if m in sys.modules]
print(len(loaded), gc.get_freeze_count())
"""


def test_a_worker_has_the_hint_code_loaded_and_frozen_before_its_first_fork():
    done = subprocess.run(
        [sys.executable, "-c", FRESH_WORKER], capture_output=True, text=True, check=True
    )
    loaded, frozen = map(int, done.stdout.split())
    assert loaded == 4
    assert frozen > 50_000
