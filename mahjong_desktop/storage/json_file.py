"""Reading a JSON file as data only: bounded in size, never pickle or eval.

Every failure is a ``BadFileError`` with its ``FileProblem``; a missing file
is ``FileNotFoundError`` (no file is not a bad file). Only a regular file is
read: a FIFO, a device or a folder in its place is refused at once (opened
without waiting for a writer), never read until it ends.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from mahjong_desktop.storage.problems import BadFileError, FileProblem

MAX_BYTES = 4 * 1024 * 1024  # a long deal's record is ~50 KB; far beyond is not ours


def read_json(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """The parsed contents of ``path``; ``BadFileError`` for anything not plain JSON."""
    return parse_json(read_regular(path, max_bytes), path)


def read_regular(path: Path, max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file ``path``, at most ``max_bytes`` of them.

    ``FileNotFoundError`` if there is none (also when a file stands where a
    folder of its path should be); ``BadFileError`` otherwise.
    """
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (FileNotFoundError, NotADirectoryError):
        raise FileNotFoundError(path) from None
    except OSError as error:
        raise BadFileError(FileProblem.UNREADABLE, path, str(error)) from None
    try:
        regular = stat.S_ISREG(os.fstat(descriptor).st_mode)
    except OSError:
        regular = False
    if not regular:
        os.close(descriptor)
        raise BadFileError(FileProblem.UNREADABLE, path, "not a regular file")
    with os.fdopen(descriptor, "rb") as source:
        try:
            raw = source.read(max_bytes + 1)
        except OSError as error:
            raise BadFileError(FileProblem.UNREADABLE, path, str(error)) from None
    if len(raw) > max_bytes:
        raise BadFileError(FileProblem.TOO_LARGE, path, f"over {max_bytes} bytes")
    return raw


def parse_json(raw: bytes, path: Path) -> Any:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise BadFileError(FileProblem.CORRUPT, path, str(error)) from None
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        # Cut short: the parser ran out of text, at the end or inside a string
        # that never closes (no closing quote anywhere after it).
        ran_out = error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated string")
        cut_short = ran_out and bool(text.strip())
        problem = FileProblem.TRUNCATED if cut_short else FileProblem.CORRUPT
        raise BadFileError(problem, path, str(error)) from None
    except (ValueError, RecursionError) as error:  # NaN, Infinity, absurd nesting
        raise BadFileError(FileProblem.CORRUPT, path, str(error) or type(error).__name__) from None


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")
