"""Writing a file so that a crash or a full disk never leaves half of it.

The text goes to a temporary file in the same folder, is flushed and fsynced,
then ``os.replace``d over the old file: a reader sees the old file whole or
the new file whole. If anything fails the temporary file is removed and the
old file is untouched.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path


class AtomicWriteError(OSError):
    """The file could not be written; the previous version is untouched."""


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` by ``text`` (UTF-8) in one step; ``AtomicWriteError`` on failure."""
    folder = path.parent
    temporary: str | None = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}-", suffix=".tmp", dir=folder)
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
        temporary = None
        sync_folder(folder)
    except OSError as error:
        raise AtomicWriteError(f"could not save {path}: {error}") from error
    finally:
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX); a no-op where folders cannot be opened."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def move_aside(path: Path) -> Path | None:
    """Rename a bad file to ``NAME.bad-YYYYmmdd-HHMMSS`` beside it; the new path,
    or None if it could not be moved (then the caller must not overwrite it)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.bad-{stamp}")
    counter = 1
    while backup.exists():
        backup = path.with_name(f"{path.name}.bad-{stamp}-{counter}")
        counter += 1
    try:
        os.replace(path, backup)
    except OSError:
        return None
    return backup
