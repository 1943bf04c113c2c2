"""Game records on disk: JSON with a format version, replayed action by action."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.game import RECORD_FORMAT, Game
from mahjong_desktop.variants.registry import new_game


def replay(record: dict[str, Any]) -> Game:
    """A game rebuilt from a record; raises RecordError if it is malformed or does not replay."""
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise RecordError(f"not a game record of format {RECORD_FORMAT}")
    try:
        game = new_game(record["variant"], int(record["seed"]), record.get("options") or {})
        game.start()
        for index, data in enumerate(record["actions"]):
            try:
                game.apply(Action.from_json(data))
            except ValueError as error:
                raise RecordError(f"action {index + 1} does not replay: {error}") from None
    except (KeyError, TypeError) as error:
        raise RecordError(f"malformed record: {error}") from None
    except RecordError:
        raise
    except ValueError as error:
        raise RecordError(str(error)) from None
    return game


def save_record(game: Game, path: Path) -> None:
    path.write_text(json.dumps(game.record(), indent=1) + "\n", encoding="utf-8")


def load_record(path: Path) -> Game:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise RecordError(f"cannot read {path}: {error}") from None
    return replay(data)
