"""One app instance owns the autosave: an OS-level lock on an open file.

The first instance opens ``instance.lock`` and locks it (``fcntl.flock`` on
POSIX, ``msvcrt.locking`` on Windows); the system drops the lock when the
process ends in any way (a crash, ``kill -9``), so it cannot go stale, and a
pid written in the file by anybody (a live unrelated process) means nothing.
The pid is still written, for a person looking, when the disk has room.

``acquire`` answers with a ``LockState``: held, busy (another window of the
app holds it) or ``NO_SAVING`` when the data folder cannot be written at all
(it is a file, read-only, unreadable): then nothing is saved, but an intact
autosave can still be read and continued. It never raises.
"""

from __future__ import annotations

import contextlib
import enum
import os
import sys
import tempfile
from pathlib import Path

from mahjong_desktop.storage.atomic import move_aside

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt
else:
    import fcntl

LOCK_NAME = "instance.lock"
PID_LIMIT = 32  # characters of the file read back: a pid is short
# Locks this process holds: Windows locks are per process, so two windows of
# one process must tell each other apart here.
_HELD_HERE: set[Path] = set()


class LockState(enum.Enum):
    HELD = "held"  # this instance saves
    BUSY = "busy"  # another window of the app saves into this folder
    NO_SAVING = "no_saving"  # the folder cannot be written: nobody saves here


class InstanceLock:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / LOCK_NAME
        self.state: LockState | None = None  # not asked yet
        self._descriptor: int | None = None

    @property
    def held(self) -> bool:
        return self.state is LockState.HELD

    def acquire(self) -> bool:
        """True if this process now holds the lock (or already did); see ``state``."""
        if self.state is None or self.state is LockState.BUSY:
            self.state = self._acquire()
        return self.held

    def _acquire(self) -> LockState:
        if self.path in _HELD_HERE:
            return LockState.BUSY  # another window of this very process
        if not _folder_writable(self.folder):
            return LockState.NO_SAVING
        if self.path.is_dir() and move_aside(self.path) is None:  # not ours: out of the way
            return LockState.NO_SAVING
        try:
            descriptor = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return LockState.NO_SAVING
        if not _lock(descriptor):
            os.close(descriptor)
            return LockState.BUSY
        self._descriptor = descriptor
        _HELD_HERE.add(self.path)
        _write_pid(descriptor)
        return LockState.HELD

    def owner(self) -> int | None:
        """The pid written in the lock file, if a readable one (information only)."""
        try:
            with open(self.path, "rb") as source:
                text = source.read(PID_LIMIT).decode("ascii")
        except (OSError, UnicodeDecodeError):
            return None
        digits = text.strip()
        if not digits.isascii() or not digits.isdigit() or len(digits) > 10:
            return None
        return int(digits)

    def release(self) -> None:
        """Give the lock up (the file stays: removing it would race the next owner)."""
        if self._descriptor is not None:
            with contextlib.suppress(OSError):
                _unlock(self._descriptor)
            with contextlib.suppress(OSError):
                os.close(self._descriptor)
            self._descriptor = None
            _HELD_HERE.discard(self.path)
        self.state = None


def _folder_writable(folder: Path) -> bool:
    """Whether files can be created in ``folder`` (made if missing): tried, not guessed."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, probe = tempfile.mkstemp(prefix=".probe-", dir=folder)
    except OSError:
        return False
    os.close(handle)
    with contextlib.suppress(OSError):
        os.unlink(probe)
    return True


def _lock(descriptor: int) -> bool:
    """Lock the open file without waiting; False if another process holds it."""
    try:
        if sys.platform == "win32":  # pragma: no cover
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except (BlockingIOError, PermissionError):
        return False
    except OSError:
        return True  # a file system without locks: saving beats losing the game
    return True


def _unlock(descriptor: int) -> None:
    if sys.platform == "win32":  # pragma: no cover
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)
    else:
        fcntl.flock(descriptor, fcntl.LOCK_UN)


def _write_pid(descriptor: int) -> None:
    """Note our pid in the file; a full disk only leaves it empty."""
    with contextlib.suppress(OSError):
        os.ftruncate(descriptor, 0)
        os.lseek(descriptor, 0, os.SEEK_SET)
        os.write(descriptor, f"{os.getpid()}\n".encode("ascii"))
