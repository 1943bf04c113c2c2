"""Reading a JSON file as data only: bounded in size, never pickle or eval.

Every failure is a ``BadFileError`` with its ``FileProblem``; a missing file
is ``FileNotFoundError`` (no file is not a bad file).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mahjong_desktop.storage.problems import BadFileError, FileProblem

MAX_BYTES = 4 * 1024 * 1024  # a long deal's record is ~50 KB; far beyond is not ours


def read_json(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """The parsed contents of ``path``; ``BadFileError`` for anything not plain JSON."""
    try:
        with open(path, "rb") as source:
            raw = source.read(max_bytes + 1)
    except FileNotFoundError:
        raise
    except OSError as error:
        raise BadFileError(FileProblem.UNREADABLE, path, str(error)) from None
    if len(raw) > max_bytes:
        raise BadFileError(FileProblem.TOO_LARGE, path, f"over {max_bytes} bytes")
    return parse_json(raw, path)


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
