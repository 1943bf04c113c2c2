"""A mahjong deal's seats and turn as data: hands, melds, rivers, the turn's facts,
the wins and the moments a win may score (``deal.MahjongDeal`` changes them)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from mahjong_desktop.engine.actions import Meld

CHOW, PUNG, KONG, CKONG = "chow", "pung", "kong", "ckong"  # meld kinds


class Moment(StrEnum):
    """Facts of the deal at the moment of a win, in no game's words: each game
    maps them to its own scoring events (``moment_names`` of the mahjong games)."""

    KONG_REPLACEMENT = "kong_replacement"  # self-drawn on a kong's replacement tile
    ROBBING_KONG = "robbing_kong"  # on the tile of another seat's added kong
    LAST_TILE_DRAW = "last_tile_draw"  # self-drawn on the live wall's last tile
    LAST_DISCARD = "last_discard"  # on the discard after the live wall ran out
    DEALER_FIRST_TURN = "dealer_first_turn"  # East's dealt fourteen, before any meld


@dataclass
class Win:
    seat: int
    tile: int  # physical winning tile (a shared discard is in the first winner's hand)
    from_seat: int | None  # None for a self-drawn win
    moments: frozenset[str]
    score: Any  # the game's scored hand
    order: int = 0  # 1 for the first win of the deal...

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "tile": self.tile,
            "from": self.from_seat,
            "moments": sorted(self.moments),
            "total": self.score.total,
        }


@dataclass
class TurnState:
    """Facts about the current turn that limit what the seat may do."""

    began_with_draw: bool = True  # not a chow or pung: wins and kongs are allowed
    after_kong: bool = False  # the last tile in hand is a kong replacement
    from_wall_end: bool = False  # the last draw emptied the live wall
    drawn: int | None = None  # the tile drawn this turn


@dataclass
class SeatState:
    hand: list[int] = field(default_factory=list)
    melds: list[Meld] = field(default_factory=list)
    bonus: list[int] = field(default_factory=list)
    river: list[int] = field(default_factory=list)  # discards lying in front of the seat
    discarded: list[int] = field(default_factory=list)  # every discard in order, claimed too
    active: bool = True  # not yet won (games that play on after a win)
    choice: str = ""  # the pre-play declaration, if the game has one
    draws: list[int] = field(default_factory=list)  # tiles drawn in play, in order
    pung_draws: dict[int, int] = field(default_factory=dict)  # pung kind -> len(draws) then
    claimed: set[int] = field(default_factory=set)  # own discards later claimed

    def copy(self) -> SeatState:
        return SeatState(
            list(self.hand),
            list(self.melds),
            list(self.bonus),
            list(self.river),
            list(self.discarded),
            self.active,
            self.choice,
            list(self.draws),
            dict(self.pung_draws),
            set(self.claimed),
        )

    def drawn_since_pung(self, kind: int, tiles: Sequence[int]) -> list[int]:
        """Those of ``tiles`` drawn after the pung of ``kind`` was made (added kong rule)."""
        since = self.draws[self.pung_draws.get(kind, len(self.draws)) :]
        return [t for t in tiles if t in since]
