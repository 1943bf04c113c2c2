"""Game records on disk: JSON with a format version, replayed action by action.

Format 2 holds the app version, variant, options, seed, the match state (deal
index, totals, dealer, the human's seat and the bot levels), the creation time,
an arranged start position if the deal did not start from a shuffle, and the
actions. Format 3 is the same with house rules in its options (only those that
differ from the sheet, ``variants.house_rules``); a deal of the sheet's rules
is still written as format 2, so earlier versions read it, and they refuse a
format 3 record rather than replay it by the wrong rules. Format 1 (variant,
options, seed, actions) still loads; formats 1 and 2 load with the sheet's
rules. A record naming an option its game lacks is refused with the name. A
record whose action does not replay is refused with a ``RecordError`` naming
that action's index (0 first).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mahjong_desktop.ai.level_names import BOT_LEVEL_NAMES
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.deal import HOUSE_RULES_FORMAT, Deal
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.storage.atomic import write_atomic
from mahjong_desktop.variants.registry import find_variant

READABLE_FORMATS = (1, 2, 3)


def replay(record: dict[str, Any], upto: int | None = None, *, quiet: bool = False) -> Deal:
    """A deal rebuilt from its record, after its first ``upto`` actions (all by default).

    ``quiet`` replays without events (for undo and search: faster). Raises
    RecordError if the record is malformed or an action is not legal.
    """
    deal = start_of(record, quiet)
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise RecordError("malformed record: no list of actions")
    for index, data in enumerate(actions[:upto]):
        try:
            action = Action.from_json(data)
        except (ValueError, TypeError, OverflowError) as error:  # OverflowError: 1e999
            raise RecordError(f"action {index} is not an action: {error}", index) from None
        try:
            deal.apply(action)
        except ValueError as error:
            raise RecordError(f"action {index} ({data}) is not legal: {error}", index) from None
    if quiet:
        deal.quiet = False
    return deal


def start_of(record: Any, quiet: bool = False) -> Deal:
    """The record's deal, dealt or arranged, before its first action."""
    version = record.get("format") if isinstance(record, dict) else None
    if isinstance(version, bool) or version not in READABLE_FORMATS:  # True == 1
        *earlier, last = map(str, READABLE_FORMATS)
        known = f"{', '.join(earlier)} or {last}"
        raise RecordError(f"not a game record of format {known}")
    try:
        cls = find_variant(str(record["variant"]))
        seating = Seating.from_json(record.get("match") or {}, cls.seat_count)
        unknown = [level for level in seating.bots if level and level not in BOT_LEVEL_NAMES]
        if unknown:  # resumed, the match asks these levels for bots
            raise ValueError(f"no bot level is called {unknown[0][:32]!r}")
        options = record.get("options") or {}
        if not isinstance(options, dict):
            raise ValueError("options must be an object")
        if version != HOUSE_RULES_FORMAT and options:  # house rules came with format 3
            raise ValueError(f"a format {version} record cannot name options ({str(options)[:40]})")
        seed = record["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"the seed must be a whole number, not {seed!r}")
        deal = cls(seed, options, seating)
        if isinstance(record.get("created"), str):
            deal.created = record["created"]
        deal.quiet = quiet
        position = record.get("position")
        if position is None:
            deal.start()
        else:
            deal.arrange(position)
    except (KeyError, TypeError, ValueError, OverflowError) as error:
        raise RecordError(f"malformed record: {error}") from None
    return deal


def write_record(record: dict[str, Any], path: Path) -> None:
    """Write ``record`` to ``path`` atomically (``AtomicWriteError``, an OSError, on failure).

    The one way a record reaches a file: a failed write leaves any previous file whole.
    """
    write_atomic(path, json.dumps(record, indent=1) + "\n")


def save_record(deal: Deal, path: Path) -> None:
    write_record(deal.record(), path)


def load_record(path: Path) -> Deal:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise RecordError(f"cannot read {path}: {error}") from None
    return replay(data)


def undo(deal: Deal, seat: int) -> Deal:
    """The deal back at ``seat``'s previous decision, for an undo button.

    The deal is replayed from its record up to, not including, the last action
    ``seat`` took; bots decide from (seed, seat, action index), so everything
    after replays the same way. Raises RecordError when ``seat`` has not acted.
    """
    taken = [index for index, action in enumerate(deal.history) if action.seat == seat]
    if not taken:
        raise RecordError(f"seat {seat} has made no decision to undo")
    return replay(deal.record(), taken[-1])
