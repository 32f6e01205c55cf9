"""Child processes that die with their parent: the embedded Redis and local rq workers.

``gamekeeper serve`` starts them; Linux's parent-death signal makes sure none is left behind
even if ``serve`` itself is killed with SIGKILL, and a normal stop terminates them in order.
"""

from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
from contextlib import suppress

PR_SET_PDEATHSIG = 1


def set_parent_death_signal(signum: int) -> None:
    """Ask Linux to send ``signum`` to this process when its parent dies (a no-op elsewhere)."""
    if not sys.platform.startswith("linux"):
        return
    with suppress(OSError):  # no libc.so.6: the explicit stop in ``stop`` still applies
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(PR_SET_PDEATHSIG, signum)


def _die_with_parent() -> None:  # runs in the child, between fork and exec
    set_parent_death_signal(signal.SIGTERM)


def spawn(command: list[str], **kwargs) -> subprocess.Popen:
    """Start ``command`` as a child that receives SIGTERM when this process dies.

    It gets a process group of its own, so a Ctrl-C in the terminal reaches only this process,
    which then stops its children in order (workers before the Redis they need).
    """
    return subprocess.Popen(command, preexec_fn=_die_with_parent, process_group=0, **kwargs)


def worker_command(redis_url: str, name: str) -> list[str]:
    """The command line of one hint worker (``gamekeeper worker``) in this Python."""
    return [sys.executable, "-m", "service.cli", "worker", "--redis-url", redis_url, "--name", name]


def stop(processes: list[subprocess.Popen], timeout: float = 10.0) -> None:
    """SIGTERM every process, wait up to ``timeout`` seconds, then SIGKILL the stragglers.

    For an rq worker the first SIGTERM is a warm shutdown (it finishes its job, which the
    solver's own budget bounds); a second one would be cold.
    """
    for process in processes:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
    for process in processes:
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
