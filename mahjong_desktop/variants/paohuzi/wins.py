"""A Paohuzi win as the game records it: who, on which card, and the scored grouping."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mahjong_desktop.variants.paohuzi.scoring import WinResult


@dataclass(frozen=True)
class PaohuziWin:
    seat: int
    card: int | None  # the physical winning card; None for a heavenly win
    from_seat: int | None  # the revealer of the winning card
    result: WinResult

    @property
    def huxi(self) -> int:
        return self.result.huxi

    @property
    def tun(self) -> int:
        return self.result.tun

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "card": self.card,
            "from": self.from_seat,
            "huxi": self.huxi,
            "tun": self.tun,
            "groups": [str(g) for g in self.result.groups],
        }
