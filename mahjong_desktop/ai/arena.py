"""Duplicate deals between bot levels: the same walls, the levels rotated through every seat.

Luck mostly cancels: each wall is played once per rotation, so every level
sits in every seat of it. A deal's figure for a level is its mean payment over
the seats it held in that wall's rotations; the 95% interval is over those
per-wall figures. An action a bot returns that is not legal (or a bot that
raises) is counted and replaced by the first legal action, so the run goes on
and the count shows the bug.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from mahjong_desktop.ai.bots import Bot, make_bot
from mahjong_desktop.ai.selfplay import deal_seed, decider, run_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.registry import facts_of, find_variant, new_deal

Z95 = 1.96


@dataclass
class LevelTally:
    """What one level did over the run."""

    plays: int = 0  # seat-deals played
    points: float = 0.0
    wins: int = 0
    deal_ins: int = 0  # wins paid by this seat's discard
    per_wall: list[float] = field(default_factory=list)  # mean points per duplicate deal
    decision_s: list[float] = field(default_factory=list)


@dataclass
class ArenaResult:
    variant: str
    deals: int
    tallies: dict[str, LevelTally]
    illegal_actions: int
    exhausted: int  # deals that ended with no win

    def to_json(self) -> dict[str, Any]:
        levels = sorted(self.tallies)
        t = self.tallies
        return {
            "variant": self.variant,
            "deals": self.deals,
            "mean_points": {lv: round(t[lv].points / max(1, t[lv].plays), 3) for lv in levels},
            "ci95": {lv: [round(x, 3) for x in interval(t[lv].per_wall)] for lv in levels},
            "win_rate": {lv: round(t[lv].wins / max(1, t[lv].plays), 4) for lv in levels},
            "deal_in_rate": {lv: round(t[lv].deal_ins / max(1, t[lv].plays), 4) for lv in levels},
            "illegal_actions": self.illegal_actions,
            "decision_ms": {lv: percentiles_ms(t[lv].decision_s) for lv in levels},
        }


def interval(values: Sequence[float]) -> tuple[float, float]:
    """The normal 95% interval of the mean of ``values``."""
    if not values:
        return (0.0, 0.0)
    mean = statistics.fmean(values)
    if len(values) < 2:
        return (mean, mean)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return (mean - half, mean + half)


def percentiles_ms(samples: Sequence[float]) -> dict[str, float]:
    if not samples:
        return {"p50": 0.0, "p99": 0.0}
    ordered = sorted(samples)
    at = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]  # noqa: E731
    return {"p50": round(1000 * at(0.50), 3), "p99": round(1000 * at(0.99), 3)}


def seat_count(variant: str) -> int:
    return find_variant(variant).seat_count


def rotations(levels: Sequence[str], seats: int) -> list[list[str]]:
    """Every distinct rotation of the seat levels (seat s plays ``levels[(s + r) % n]``).

    Rotations that seat the same levels alike would replay the very same deal
    (same wall, same bots), so each is played once.
    """
    if len(levels) != seats:
        raise ValueError(f"--seats needs {seats} levels for this game, got {len(levels)}")
    found: list[list[str]] = []
    for shift in range(seats):
        layout = [levels[(s + shift) % seats] for s in range(seats)]
        if layout not in found:
            found.append(layout)
    return found


def gap(result: ArenaResult, better: str, worse: str) -> tuple[float, float, float]:
    """(mean, low, high) of ``better``'s points minus ``worse``'s per duplicate deal."""
    diffs = [
        a - b
        for a, b in zip(
            result.tallies[better].per_wall, result.tallies[worse].per_wall, strict=True
        )
    ]
    low, high = interval(diffs)
    return statistics.fmean(diffs), low, high


class Referee:
    """Plays one deal, asking each bot as self-play does (``selfplay.decider``) and
    timing every choice."""

    def __init__(self, deal: Deal, bots: Sequence[Bot], levels: Sequence[str]) -> None:
        self.deal = deal
        self.levels = levels
        self.illegal = 0
        self.times: dict[str, list[float]] = {lv: [] for lv in levels}
        # Each bot asked as self-play asks it: a random bot with its legal actions alone.
        self.deciders = [decider(bot, deal) for bot in bots]

    def play(self) -> Deal:
        return run_deal(self.deal, lambda seat: self._ask(seat, self.deal.legal_actions(seat)))

    def _ask(self, seat: int, legal: list[Any]) -> Any:
        start = time.perf_counter()
        try:
            action = self.deciders[seat](seat)
        except Exception:  # a bot bug must not end the run: it is counted instead
            action = None
        self.times[self.levels[seat]].append(time.perf_counter() - start)
        if action not in legal:
            self.illegal += 1
            return legal[0]
        return action


def play_arena(
    variant: str,
    deals: int,
    seed: int,
    levels: Sequence[str],
    options: dict[str, Any] | None = None,
) -> ArenaResult:
    """``deals`` duplicate deals of ``variant`` with ``levels`` rotated through the seats."""
    if deals < 1:
        raise ValueError(f"deals must be at least 1, not {deals}")
    seats = seat_count(variant)
    layouts = rotations(list(levels), seats)
    for level in set(levels):
        make_bot(level, 0)  # an unknown level fails before any play
    tallies = {lv: LevelTally() for lv in levels}
    illegal = exhausted = 0
    for index in range(deals):
        dseed = deal_seed(seed, index)
        wall_points: dict[str, list[float]] = {lv: [] for lv in levels}
        for layout in layouts:
            deal = new_deal(variant, dseed, options)
            deal.quiet = True  # nobody watches: no events are built (the benchmark's path)
            seats_seed = bot_seed(dseed)  # not ``seed``: the next deal's wall comes from it
            bots = [make_bot(lv, seats_seed) for lv in layout]
            referee = Referee(deal, bots, layout)
            referee.play()
            illegal += referee.illegal
            for level, samples in referee.times.items():
                tallies[level].decision_s.extend(samples)
            wins = list(getattr(deal, "wins", []))
            exhausted += not wins
            for seat, delta in enumerate(deal.deltas()):
                tally = tallies[layout[seat]]
                tally.plays += 1
                tally.points += delta
                wall_points[layout[seat]].append(delta)
            for win in wins:
                tallies[layout[win.seat]].wins += 1
                if _paid_by_discard(variant, win):
                    tallies[layout[win.from_seat]].deal_ins += 1
        for level, points in wall_points.items():
            tallies[level].per_wall.append(statistics.fmean(points))
    return ArenaResult(variant, deals, tallies, illegal, exhausted)


def _paid_by_discard(variant: str, win: Any) -> bool:
    """A mahjong win on another seat's discard or robbed kong (Paohuzi has no deal-in)."""
    return facts_of(variant).tiles and getattr(win, "from_seat", None) is not None
