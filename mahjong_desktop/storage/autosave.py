"""The match in progress, saved after every action and offered back on the next start.

The file is a game record of format 2, or 3 with house rules (it opens in
the replay viewer like any saved deal; its options are the match's house
rules, the same for every deal of it) with one more key, ``session``: what the match needs beyond
its current deal to go on (its seed, the dealer rotation, the bots' level,
the players' totals after the finished deals). Bots decide from (seed, seat,
action index), so replaying the record and asking the same bots gives the
same game: the same tiles still to come, the same bot choices.

A demo (a bot in the person's seat too) is saved apart, in ``DEMO_FILE_NAME``:
it is never offered as the person's game and never overwrites their autosave.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.storage.atomic import move_aside, write_atomic
from mahjong_desktop.storage.json_file import read_json
from mahjong_desktop.storage.locations import data_dir
from mahjong_desktop.storage.problems import BadFileError, FileProblem
from mahjong_desktop.storage.record_file import deal_from_record

FILE_NAME = "autosave.json"
DEMO_FILE_NAME = "demo-autosave.json"  # a bot-only demo's, resumed by --continue --autoplay
SESSION_VERSION = 1
DEAL_ID_LIMIT = 64  # characters: an id is a short token, anything longer is not ours


@dataclass(frozen=True)
class AutosaveSession:
    """The match around the saved deal (by match player, not by seat)."""

    level: str
    match_seed: int
    deal_index: int  # the match's next deal to finish (the saved deal's, until it ends)
    totals: list[int] = field(default_factory=list)
    rotate_dealer: bool = False
    autoplay: bool = False
    practice: bool = False  # a decision was taken back in this deal
    deal_id: str = ""  # names this play of the deal for the statistics ("" in older files)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": SESSION_VERSION,
            "level": self.level,
            "match_seed": self.match_seed,
            "deal_index": self.deal_index,
            "totals": list(self.totals),
            "rotate_dealer": self.rotate_dealer,
            "autoplay": self.autoplay,
            "practice": self.practice,
            "deal_id": self.deal_id,
        }

    @classmethod
    def from_json(cls, data: Any, path: Path) -> AutosaveSession:
        if not isinstance(data, dict):
            raise BadFileError(FileProblem.NOT_OURS, path, "no session")
        version = _value(data, "version")
        if _is_int(version) and version > SESSION_VERSION:
            raise BadFileError(FileProblem.FUTURE_VERSION, path, f"session version {version}")
        level, seed, deal, totals = (
            _value(data, k) for k in ("level", "match_seed", "deal_index", "totals")
        )
        flags = tuple(_value(data, k, False) for k in ("rotate_dealer", "autoplay", "practice"))
        deal_id = _value(data, "deal_id", "")
        valid = (
            version == SESSION_VERSION
            and isinstance(level, str)
            and _is_int(seed)
            and _is_int(deal)
            and deal >= 0
            and isinstance(totals, list)
            and all(_is_int(t) for t in totals)
            and all(isinstance(f, bool) for f in flags)
            and isinstance(deal_id, str)
            and len(deal_id) <= DEAL_ID_LIMIT
        )
        if not valid:
            raise BadFileError(FileProblem.NOT_OURS, path, "the session does not fit")
        rotate_dealer, autoplay, practice = flags
        return cls(level, seed, deal, list(totals), rotate_dealer, autoplay, practice, deal_id)


def _value(data: dict[str, Any], key: str, default: Any = None) -> Any:
    """A field of parsed JSON, of whatever type the file holds (checked by the caller)."""
    return data.get(key, default)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass
class Autosave:
    deal: Deal  # the saved deal, replayed to its last action
    session: AutosaveSession


class AutosaveStore:
    """Reads and writes the autosave file in one folder."""

    def __init__(self, folder: Path | None = None, name: str = FILE_NAME) -> None:
        self.folder = folder if folder is not None else data_dir()
        self.path = self.folder / name

    def exists(self) -> bool:
        return self.path.is_file()

    def save(self, record: dict[str, Any], session: AutosaveSession) -> None:
        """Write atomically; ``AtomicWriteError`` leaves the previous autosave whole."""
        text = json.dumps({**record, "session": session.to_json()}, separators=(",", ":"))
        write_atomic(self.path, text + "\n")

    def load(self) -> Autosave | None:
        """The saved match, or None if there is none.

        A bad file raises ``BadFileError`` after it was moved aside (its
        ``backup``), so the next start does not trip over it again.
        """
        try:
            data = read_json(self.path)
            deal = deal_from_record(data, self.path)
            session = AutosaveSession.from_json(data.get("session"), self.path)
            _check_fits(deal, session, self.path)
        except FileNotFoundError:
            return None
        except BadFileError as error:
            raise error.moved_to(move_aside(self.path)) from None
        return Autosave(deal, session)

    def clear(self) -> None:
        """Forget the autosave (the player chose a new game instead)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


def _check_fits(deal: Deal, session: AutosaveSession, path: Path) -> None:
    """The session must describe the deal's match: one total per player, a deal
    the match has reached."""
    if len(session.totals) != deal.seat_count:
        raise BadFileError(FileProblem.NOT_OURS, path, "one total per player expected")
    if session.deal_index not in (deal.seating.deal_index, deal.seating.deal_index + 1):
        raise BadFileError(FileProblem.NOT_OURS, path, "the session is of another deal")
