"""Deal reviews kept with their deals: a finished review is saved once, reopened at once.

A review is filed under the fingerprint of its record (a hash of the record's
JSON) and the seat reviewed, in the data folder's ``reviews``: whichever way
the deal is opened again (its score sheet, the replay viewer, Open deal...),
the same record finds the same review. It is written atomically when it is
complete, so a cancelled or crashed review leaves no file. A saved review that
does not read (damaged, or made by another judge) is simply made again.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mahjong_desktop.ai.review.deal_review import DealReview, review_deal
from mahjong_desktop.ai.review.judge import Judge
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.storage.atomic import write_atomic
from mahjong_desktop.storage.json_file import read_json
from mahjong_desktop.storage.locations import data_dir
from mahjong_desktop.storage.problems import BadFileError
from mahjong_desktop.storage.records import start_of


def fingerprint(record: dict[str, Any]) -> str:
    """A short hash of what the record holds, whatever its key order or spacing."""
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def review_path(record: dict[str, Any], seat: int, folder: Path | None = None) -> Path:
    return (folder or data_dir() / "reviews") / f"{fingerprint(record)}-{seat}.json"


def saved_review(
    record: dict[str, Any], seat: int, folder: Path | None = None
) -> DealReview | None:
    """The review saved for this record and seat, or None (none, or not readable)."""
    try:
        return DealReview.from_json(read_json(review_path(record, seat, folder)))
    except (FileNotFoundError, BadFileError, KeyError, TypeError, ValueError, AttributeError):
        return None


def save_review(record: dict[str, Any], review: DealReview, folder: Path | None = None) -> None:
    """Keep ``review`` with its record (an OSError if the folder cannot be written)."""
    path = review_path(record, review.seat, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps(review.to_json(), indent=1) + "\n")


def review_record(
    record: dict[str, Any],
    seat: int,
    judge: Judge | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> DealReview:
    """The review of ``seat``'s decisions in the record (``RecordError`` for a record
    that does not replay or a seat it has not; ``Cancelled`` if stopped)."""
    start = start_of(record, quiet=True)
    if not 0 <= seat < start.seat_count:
        raise RecordError(f"the deal has seats 0 to {start.seat_count - 1}, not {seat}")
    try:
        actions = [Action.from_json(data) for data in record["actions"]]
    except (KeyError, TypeError, ValueError, OverflowError) as error:
        raise RecordError(f"malformed record: {error}") from None
    try:
        return review_deal(start, actions, seat, judge or Judge(), progress, cancelled)
    except (ValueError, KeyError, IndexError) as error:
        raise RecordError(f"the record's actions do not replay: {error}") from None
