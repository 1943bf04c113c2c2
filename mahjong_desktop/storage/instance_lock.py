"""One app instance owns the autosave: a lock file holding its process id.

A second instance finds the lock held by a live process and leaves the
autosave alone. A lock left by a process that died (a crash, ``kill -9``) is
stale and taken over. The file is created with ``O_EXCL``, so two instances
starting together cannot both win.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

LOCK_NAME = "instance.lock"
FRESH_SECONDS = 2.0  # an empty lock file this young is being written, not abandoned
_HELD_HERE: set[Path] = (
    set()
)  # locks this process holds (a pid alone cannot tell two windows apart)


def process_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, but somebody else's
        return True
    except OSError:
        return False
    return True


class InstanceLock:
    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self.held = False

    def acquire(self) -> bool:
        """True if this process now holds the lock (or already did)."""
        if self.held:
            return True
        for _ in range(2):  # at most one stale lock to clear
            if self._create():
                self.held = True
                _HELD_HERE.add(self.path)
                return True
            owner = self.owner()
            if owner == os.getpid():
                if self.path in _HELD_HERE:
                    return False  # another window of this very process holds it
                # else left by an earlier process that had our pid (a container's pid 1)
            elif owner is not None and process_alive(owner):
                return False
            if owner is None and self._just_created():
                return False  # another instance is writing its pid this instant
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.path)  # stale, or not even a pid: nobody holds it
        return False

    def owner(self) -> int | None:
        """The pid written in the lock file, or None if there is none readable."""
        try:
            text = self.path.read_text(encoding="ascii", errors="replace")[:32]
        except OSError:
            return None
        try:
            return int(text.strip())
        except ValueError:
            return None

    def _just_created(self) -> bool:
        try:
            age = time.time() - self.path.stat().st_mtime
        except OSError:
            return False
        return age < FRESH_SECONDS

    def release(self) -> None:
        if self.held and self.owner() == os.getpid():
            with contextlib.suppress(OSError):
                os.unlink(self.path)
        if self.held:
            _HELD_HERE.discard(self.path)
        self.held = False

    def _create(self) -> bool:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            return False
        except OSError:
            return False
        with os.fdopen(descriptor, "w", encoding="ascii") as out:
            out.write(f"{os.getpid()}\n")
        return True
