"""What the ``calc`` command asks of a variant: one hand to score or to analyse.

Each variant exposes ``calc(request) -> dict`` returning the JSON object the
command prints; malformed input raises ``NotationError`` (exit code 2).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class CalcRequest:
    hand: str
    melds: str | None = None  # "pung:555m,ckong:1111z"
    win_tile: str | None = None  # mahjong --win-tile, or Paohuzi --win-card
    self_drawn: bool = False
    seat: str = "E"  # E S W N
    bonus: str | None = None  # Hong Kong flowers and seasons
    events: tuple[str, ...] = field(default_factory=tuple)
    missing: str | None = None  # Sichuan missing suit: m, p or s
    source: str | None = None  # Paohuzi win-card source: own or other
