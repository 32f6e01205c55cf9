"""The solvers' deadline: wall-clock by default, any clock a simulation passes."""

from __future__ import annotations

import time

from solvers.core import Deadline
from tests.conftest import FakeClock


def test_a_deadline_reads_the_clock_it_is_given():
    clock = FakeClock()
    deadline = Deadline(250, every=1, clock=clock)
    assert not deadline.poll() and deadline.left_ms() == 250
    clock.now += 0.2
    assert not deadline.poll() and round(deadline.elapsed_ms()) == 200
    clock.now += 0.05
    assert deadline.poll() and deadline.expired
    clock.now -= 1  # once expired, it stays expired
    assert deadline.poll()


def test_the_clock_is_read_once_every_so_many_polls():
    clock = FakeClock()
    deadline = Deadline(10, every=3, clock=clock)
    clock.now += 1
    assert not deadline.poll() and not deadline.poll()
    assert deadline.poll()


def test_by_default_a_deadline_is_wall_clock_time():
    deadline = Deadline(30, every=1)
    time.sleep(0.05)  # sleeping uses no CPU: only a wall-clock deadline passes
    assert deadline.poll()
    cpu = Deadline(30, every=1, clock=time.process_time)
    time.sleep(0.05)
    assert not cpu.poll()
