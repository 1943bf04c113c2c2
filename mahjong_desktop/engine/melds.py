"""Melds laid down (or declared) by a seat: a value with physical tiles.

The engine keeps meld kinds as plain strings so each game names its own
(mahjong ``chow``/``pung``/``kong``/``ckong``, Paohuzi ``chi``/``peng``/``wei``...).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Meld:
    kind: str
    tiles: tuple[int, ...]  # physical ids
    claimed: int | None = None  # the physical tile taken from another seat, if any
    from_seat: int | None = None  # the seat it was taken from

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "tiles": list(self.tiles),
            "claimed": self.claimed,
            "from": self.from_seat,
        }
