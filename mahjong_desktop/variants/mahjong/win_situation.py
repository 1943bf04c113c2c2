"""The facts a mahjong scorer needs about one winning moment, and its verdict.

Shared by Hong Kong and Sichuan scoring, by the ``calc`` command and by the
games themselves, so a hand is scored the same way everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mahjong_desktop.engine.messages import Message


@dataclass(frozen=True)
class MeldShape:
    """A meld on the table by kinds: ``kind`` is chow, pung, kong (exposed) or ckong."""

    kind: str
    kinds: tuple[int, ...]


@dataclass(frozen=True)
class WinSituation:
    concealed: tuple[int, ...]  # kinds of the concealed hand, the winning tile included
    melds: tuple[MeldShape, ...]
    win_tile: int  # kind of the winning tile (it is also in ``concealed``)
    self_drawn: bool
    seat_wind: int = 0  # 0 East ... 3 North
    bonus: tuple[int, ...] = ()  # Hong Kong flowers and seasons (kinds 34-41)
    events: frozenset[str] = frozenset()  # kong_replacement, robbing_kong, ...
    missing_suit: str | None = None  # Sichuan: "m", "p" or "s"


@dataclass(frozen=True)
class Pattern:
    code: str
    value: int


@dataclass(frozen=True)
class ScoredHand:
    win: bool  # a legal winning shape
    valid: bool  # a win worth at least the minimum (and otherwise allowed)
    total: int  # faan or fan
    patterns: tuple[Pattern, ...] = field(default_factory=tuple)
    points: int = 0  # base points, 0 when not valid
    reason: Message | None = None  # why not valid


def scoring_data(hand: ScoredHand, unit: str) -> dict[str, Any]:
    """A scored hand as the table protocol's ``Scoring`` (the score sheet reads it)."""
    return {
        "patterns": [
            {"code": p.code, "value": p.value, "label": Message(f"pattern.{p.code}").to_json()}
            for p in hand.patterns
        ],
        "total": hand.total,
        "unit": unit,
        "points": hand.points,
    }
