"""The player's statistics per game, kept in ``statistics.json`` in the data folder.

Qt-free. A deal counts when it ends with the person at the table (not a
bot-only demo, whose record names no person's seat); a deal where the person
took a move back (undo), took their seat from a bot partway, or played on from
a replay counts only as practice. A bad file is moved aside and the statistics start again from
zero, with the reason given to the caller to show.

Two windows may share the data folder: ``StatisticsStore.update`` reads the
file, adds the deal and writes it back under a lock (``statistics.lock``), so
each window's deals add up; the ids of the last deals counted make counting
the same deal again a no-op.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.storage.atomic import AtomicWriteError, move_aside, write_atomic
from mahjong_desktop.storage.file_lock import exclusive
from mahjong_desktop.storage.json_file import read_json
from mahjong_desktop.storage.locations import data_dir
from mahjong_desktop.storage.problems import BadFileError, FileProblem

FILE_NAME = "statistics.json"
LOCK_NAME = "statistics.lock"
FORMAT_VERSION = 1
# Deal ids remembered besides the last: enough for every window's deals between
# a kill and the Continue that finishes the same deal again.
EARLIER_DEALS = 100
DEAL_ID_LIMIT = 64  # characters, as the autosave's
# A game's counts in the file, each a whole number of at least 0.
COUNTS = ("deals", "won", "dealt_in", "drawn", "score_sum", "practice", "reviewed", "rating_sum")
REVIEWS_KEPT = 1000  # reviewed records remembered, so a review counts its rating once


@dataclass(frozen=True)
class BestHand:
    """The person's highest-scoring win: its patterns as message labels, its tiles."""

    total: int  # in the game's unit: faan, fan or huxi
    unit: str
    points: int
    patterns: tuple[tuple[dict[str, Any], int], ...]  # (label message, value)
    faces: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "unit": self.unit,
            "points": self.points,
            "patterns": [{"label": label, "value": value} for label, value in self.patterns],
            "faces": list(self.faces),
        }

    @classmethod
    def from_json(cls, data: Any) -> BestHand:
        """ValueError if the data does not fit (a hand-edited file)."""
        if not isinstance(data, dict):
            raise ValueError("not a best hand")
        patterns = []
        for entry in _list(data.get("patterns")):
            label = entry.get("label") if isinstance(entry, dict) else None
            if not isinstance(label, dict) or not isinstance(label.get("code"), str):
                raise ValueError("a pattern without a label")
            if not isinstance(label.get("args", {}), dict):
                raise ValueError("a pattern label's arguments are not an object")
            patterns.append((label, _int(entry.get("value"))))
        faces = _list(data.get("faces"))
        if not all(isinstance(face, str) for face in faces):
            raise ValueError("tile faces are names")
        unit = data.get("unit")
        if not isinstance(unit, str):
            raise ValueError("no unit")
        return cls(
            _int(data.get("total")), unit, _int(data.get("points")), tuple(patterns), tuple(faces)
        )


@dataclass(frozen=True)
class GameStatistics:
    deals: int = 0
    won: int = 0
    dealt_in: int = 0  # deals where the person's discard made someone win
    drawn: int = 0  # deals nobody won
    points: int = 0  # the person's net points over all counted deals
    score_sum: int = 0  # faan, fan or huxi of the person's wins, summed
    practice: int = 0  # deals with an undo: played, not counted
    best: BestHand | None = None
    reviewed: int = 0  # deals whose review (issue 27) counted its rating
    rating_sum: int = 0  # those reviews' ratings (0-100), summed

    @property
    def mean_rating(self) -> float | None:
        """The mean review rating; None before the first reviewed deal."""
        return self.rating_sum / self.reviewed if self.reviewed else None

    @property
    def average_score(self) -> float | None:
        """Average faan (fan, huxi) of the person's wins; None before the first win."""
        return self.score_sum / self.won if self.won else None

    def with_deal(self, deal: Deal, seat: int, practice: bool = False) -> GameStatistics:
        """These statistics with one more finished deal, played at ``seat``."""
        if practice:
            return replace(self, practice=self.practice + 1)
        wins = deal.win_outcomes()
        mine = [w for w in wins if w.seat == seat]
        best = self.best
        score_sum = self.score_sum
        for win in mine:
            total = int(win.scoring.get("total", 0))
            score_sum += total
            if best is None or total > best.total:
                best = _best_hand(deal, win.seat, win.scoring)
        return replace(
            self,
            deals=self.deals + 1,
            won=self.won + (1 if mine else 0),
            dealt_in=self.dealt_in + (1 if any(w.source == seat for w in wins) else 0),
            drawn=self.drawn + (0 if wins else 1),
            points=self.points + deal.deltas()[seat],
            score_sum=score_sum,
            best=best,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "deals": self.deals,
            "won": self.won,
            "dealt_in": self.dealt_in,
            "drawn": self.drawn,
            "points": self.points,
            "score_sum": self.score_sum,
            "practice": self.practice,
            "best": self.best.to_json() if self.best is not None else None,
            "reviewed": self.reviewed,
            "rating_sum": self.rating_sum,
        }

    @classmethod
    def from_json(cls, data: Any) -> GameStatistics:
        if not isinstance(data, dict):
            raise ValueError("not statistics")
        counts = {
            key: _int(data.get(key, 0))
            for key in COUNTS  # a file from before the reviews has no ratings: 0
        }
        if any(value < 0 for value in counts.values()):
            raise ValueError("a negative count")
        if max(counts["won"], counts["dealt_in"], counts["drawn"]) > counts["deals"]:
            raise ValueError("more wins, deal-ins or draws than deals")
        if counts["rating_sum"] > 100 * counts["reviewed"]:
            raise ValueError("ratings above 100")
        best = data.get("best")
        return cls(
            points=_int(data.get("points", 0)),
            best=None if best is None else BestHand.from_json(best),
            **counts,
        )


def _best_hand(deal: Deal, seat: int, scoring: dict[str, Any]) -> BestHand:
    hand = deal.state()["seats"][seat].get("hand", [])
    patterns = tuple(
        (dict(p.get("label", {"code": p.get("code", "")})), int(p.get("value", 0)))
        for p in scoring.get("patterns", [])
    )
    return BestHand(
        int(scoring.get("total", 0)),
        str(scoring.get("unit", "")),
        int(scoring.get("points", 0)),
        patterns,
        tuple(deal.face_of(t) for t in sorted(hand)),
    )


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {value!r}")
    return value


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"not a list: {value!r}")
    return value


@dataclass(frozen=True)
class Statistics:
    games: dict[str, GameStatistics] = field(default_factory=dict)
    # The id of the last deal counted (the autosave's name for it). The
    # statistics are written before the autosave that marks a deal finished, so
    # after a kill between the two the deal is finished again on Continue: this
    # id says it was counted already.
    last_deal: str | None = None
    # The ids counted before it, oldest first: another window's deals may have
    # been counted in between.
    earlier_deals: tuple[str, ...] = ()
    # The fingerprints of the records whose review rating was counted, oldest first.
    reviews: tuple[str, ...] = ()

    def of(self, variant: str) -> GameStatistics:
        return self.games.get(variant, GameStatistics())

    def counted(self, deal_id: str) -> bool:
        return deal_id == self.last_deal or deal_id in self.earlier_deals

    def with_deal(
        self, deal: Deal, seat: int, practice: bool = False, deal_id: str | None = None
    ) -> Statistics:
        """One more finished deal; the same statistics if ``deal_id`` was counted already,
        or if nobody sat at the deal (its record names no person's seat: a demo)."""
        if deal_id is not None and self.counted(deal_id):
            return self
        if deal.seating.human is None:
            return self
        updated = self.of(deal.variant).with_deal(deal, seat, practice)
        games = {**self.games, deal.variant: updated}
        if deal_id is None:  # nothing to remember it by
            return Statistics(games, self.last_deal, self.earlier_deals, self.reviews)
        earlier = self.earlier_deals
        if self.last_deal is not None:
            earlier = (*earlier, self.last_deal)[-EARLIER_DEALS:]
        return Statistics(games, deal_id, earlier, self.reviews)

    def with_rating(self, variant: str, record: str, rating: int) -> Statistics:
        """One more reviewed deal of ``variant``; the same statistics if the record
        (its ``storage.reviews.fingerprint``) was counted already."""
        if record in self.reviews:
            return self
        stats = self.of(variant)
        rated = replace(
            stats,
            reviewed=stats.reviewed + 1,
            rating_sum=stats.rating_sum + max(0, min(100, rating)),
        )
        return replace(
            self,
            games={**self.games, variant: rated},
            reviews=(*self.reviews, record)[-REVIEWS_KEPT:],
        )

    def reset(self, variant: str | None = None) -> Statistics:
        """Zero one game's statistics, or every game's (the deals counted stay counted)."""
        if variant is None:
            return Statistics(
                last_deal=self.last_deal, earlier_deals=self.earlier_deals, reviews=self.reviews
            )
        kept = {v: s for v, s in self.games.items() if v != variant}
        return Statistics(kept, self.last_deal, self.earlier_deals, self.reviews)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": FORMAT_VERSION,
            "games": {variant: stats.to_json() for variant, stats in self.games.items()},
            "last_deal": self.last_deal,
            "earlier_deals": list(self.earlier_deals),
            "reviews": list(self.reviews),
        }

    @classmethod
    def from_json(cls, data: Any, path: Path) -> Statistics:
        if not isinstance(data, dict):
            raise BadFileError(FileProblem.NOT_OURS, path, "not a JSON object")
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
            raise BadFileError(FileProblem.FUTURE_VERSION, path, f"version {version}")
        games = data.get("games")
        if version != FORMAT_VERSION or not isinstance(games, dict):
            raise BadFileError(FileProblem.NOT_OURS, path, "no statistics")
        last_deal = data.get("last_deal")
        if last_deal is not None and not isinstance(last_deal, str):
            raise BadFileError(FileProblem.NOT_OURS, path, "the last deal is not named")
        earlier = data.get("earlier_deals", [])
        if not _deal_ids(earlier):
            raise BadFileError(FileProblem.NOT_OURS, path, "the earlier deals are not named")
        try:
            counted = {str(v): GameStatistics.from_json(s) for v, s in games.items()}
        except ValueError as error:
            raise BadFileError(FileProblem.NOT_OURS, path, str(error)) from None
        reviews = data.get("reviews", [])  # none in a file from before the reviews
        if not _fingerprints(reviews):
            raise BadFileError(FileProblem.NOT_OURS, path, "the reviewed deals are not named")
        # Earlier than no last deal means nothing (a file from before the ids).
        earlier_ids = tuple(earlier) if last_deal is not None else ()
        return cls(counted, last_deal, earlier_ids, tuple(reviews))


def _deal_ids(value: Any) -> bool:
    """Whether ``value`` is a list of deal ids as this version writes them."""
    return (
        isinstance(value, list)
        and len(value) <= EARLIER_DEALS
        and all(isinstance(i, str) and len(i) <= DEAL_ID_LIMIT for i in value)
    )


def _fingerprints(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) <= REVIEWS_KEPT
        and all(isinstance(i, str) and len(i) <= DEAL_ID_LIMIT for i in value)
    )


@dataclass(frozen=True)
class StatisticsLoad:
    statistics: Statistics
    problem: BadFileError | None = None  # the bad file, moved aside (``backup``)


class StatisticsStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir()
        self.path = self.folder / FILE_NAME
        self.writable = True  # False once a bad file could not be moved: never overwrite it

    def load(self) -> StatisticsLoad:
        """The kept statistics (empty if none); never raises for a bad file."""
        try:
            return StatisticsLoad(Statistics.from_json(read_json(self.path), self.path))
        except FileNotFoundError:
            return StatisticsLoad(Statistics())
        except BadFileError as error:
            backup = move_aside(self.path)
            self.writable = backup is not None
            return StatisticsLoad(Statistics(), error.moved_to(backup))

    def save(self, statistics: Statistics) -> None:
        """Atomically; ``AtomicWriteError`` keeps the previous file."""
        if not self.writable:
            raise AtomicWriteError(f"{self.path} was kept as it could not be moved aside")
        write_atomic(self.path, json.dumps(statistics.to_json(), indent=1) + "\n")

    def update(
        self, change: Callable[[Statistics], Statistics], current: Statistics
    ) -> StatisticsUpdate:
        """Apply ``change`` to the statistics in the file and write them back, under the
        folder's lock: what another window added meanwhile is kept. Never raises.

        ``current`` (what the caller holds) is changed instead when the file cannot be
        used: a bad file that could not be moved aside must not be overwritten.
        """
        with exclusive(self.folder / LOCK_NAME):
            loaded = self.load() if self.writable else StatisticsLoad(current)
            base = loaded.statistics if self.writable else current
            changed = change(base)
            if changed is base:
                return StatisticsUpdate(changed, False, loaded.problem)
            try:
                self.save(changed)
            except AtomicWriteError as error:
                return StatisticsUpdate(changed, True, loaded.problem, error)
            return StatisticsUpdate(changed, True, loaded.problem)


@dataclass(frozen=True)
class StatisticsUpdate:
    statistics: Statistics  # as the file now holds them (or would, had saving worked)
    changed: bool  # False: the deal was counted already, nothing written
    problem: BadFileError | None = None  # a bad file found, moved aside: counting restarts
    save_error: AtomicWriteError | None = None  # the file could not be written
