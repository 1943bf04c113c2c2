"""A short exclusive lock across processes, for a read-modify-write of a shared file.

Two windows of the app may share one data folder; a file both update (the
statistics) is read, changed and written back while this lock is held, so
neither overwrites what the other just added. The lock is an OS lock on an
open file (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows, as
``instance_lock`` takes), dropped by the system if the process dies. Waiting
is bounded: a holder that never lets go (a stopped process) costs at most
``timeout`` seconds, then the update goes ahead unlocked rather than hang the
window or lose the update.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt
else:
    import fcntl

POLL_SECONDS = 0.01
# Windows locks are per process: two stores of one process take this first.
_IN_PROCESS = threading.Lock()


@contextlib.contextmanager
def exclusive(path: Path, timeout: float = 2.0) -> Iterator[bool]:
    """Hold the lock on ``path`` (created if missing) while the block runs.

    Yields whether the lock is held: False when the file cannot be opened or
    the wait ran out (the caller goes on; it never raises for the lock).
    """
    with _IN_PROCESS:
        descriptor = _open(path)
        locked = descriptor is not None and _wait_for(descriptor, timeout)
        try:
            yield locked
        finally:
            if descriptor is not None:
                if locked:
                    with contextlib.suppress(OSError):
                        _unlock(descriptor)
                with contextlib.suppress(OSError):
                    os.close(descriptor)


def _open(path: Path) -> int | None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o644)
    except OSError:  # a read-only folder, a folder in the lock's place
        return None


def _wait_for(descriptor: int, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while True:
        try:
            if sys.platform == "win32":  # pragma: no cover
                msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
            else:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except (BlockingIOError, PermissionError):
            if time.monotonic() >= deadline:
                return False
            time.sleep(POLL_SECONDS)
        except OSError:  # a file system without locks
            return False


def _unlock(descriptor: int) -> None:
    if sys.platform == "win32":  # pragma: no cover
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)
    else:
        fcntl.flock(descriptor, fcntl.LOCK_UN)
