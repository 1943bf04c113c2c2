"""Game records as files: saved atomically, opened as data and replayed.

A record that does not replay is refused at its first bad action, named by
its index; one of a newer format than this version reads is named as such.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.storage.json_file import read_json
from mahjong_desktop.storage.problems import BadFileError, FileProblem
from mahjong_desktop.storage.records import READABLE_FORMATS, replay, write_record

# What hand-edited data can make the engine raise while it replays; anything
# else is a bug in the engine and is left to the crash handler.
REPLAY_ERRORS = (
    ValueError,
    KeyError,
    TypeError,
    IndexError,
    AttributeError,
    RecursionError,
    OverflowError,
)


def save_record_file(record: dict[str, Any], path: Path) -> None:
    """Write ``record`` to ``path`` atomically (``AtomicWriteError`` on failure)."""
    write_record(record, path)


def open_record_file(path: Path) -> Deal:
    """The deal a record file holds, replayed to its last action.

    ``FileNotFoundError`` if there is no file, ``BadFileError`` for a bad one.
    """
    return deal_from_record(read_json(path), path)


def deal_from_record(data: Any, path: Path) -> Deal:
    """Replay parsed record data; ``BadFileError`` names what is wrong."""
    check_format(data, path)
    try:
        return replay(data)
    except RecordError as error:
        problem = FileProblem.NOT_OURS if error.index is None else FileProblem.ILLEGAL_ACTION
        raise BadFileError(problem, path, str(error), index=error.index) from None
    except REPLAY_ERRORS as error:
        raise BadFileError(FileProblem.NOT_OURS, path, repr(error)) from None


def check_format(data: Any, path: Path) -> None:
    """Refuse data that is not a record, or a record of a format still to come."""
    if not isinstance(data, dict):
        raise BadFileError(FileProblem.NOT_OURS, path, "not a JSON object")
    version = data.get("format")
    if isinstance(version, int) and not isinstance(version, bool):
        if version > max(READABLE_FORMATS):
            raise BadFileError(FileProblem.FUTURE_VERSION, path, f"format {version}")
        if version in READABLE_FORMATS:
            return
    raise BadFileError(FileProblem.NOT_OURS, path, f"no known record format: {version!r}")
