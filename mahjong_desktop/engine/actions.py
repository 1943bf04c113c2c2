"""Actions a seat can take: small frozen values that a record stores as JSON."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Act(StrEnum):
    """Action kinds shared by the games; a game uses the subset it needs."""

    DECLARE = "declare"  # a pre-play choice (Sichuan missing suit)
    DISCARD = "discard"
    WIN = "win"  # self-drawn win, or a win claim on a public tile
    PASS = "pass"  # decline every claim in a window
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"  # exposed kong from a discard
    CONCEALED_KONG = "ckong"
    ADDED_KONG = "added_kong"
    # Paohuzi claims
    CHI = "chi"
    PENG = "peng"
    PAO = "pao"


# Plain strings of the kinds: a dict lookup is far cheaper than ``Enum.value``,
# and legal actions are turned into data for every decision.
ACT_NAMES: dict[Act, str] = {kind: kind.value for kind in Act}


@dataclass(frozen=True)
class Action:
    """One decision of one seat.

    ``tiles`` are physical ids: the discarded tile, or the tiles from hand that a
    claim uses. ``groups`` carries extra groups laid at once (Paohuzi bi), and
    ``choice`` a named option (a declared suit).
    """

    seat: int
    kind: Act
    tiles: tuple[int, ...] = ()
    groups: tuple[tuple[int, ...], ...] = ()
    choice: str = ""

    def to_json(self) -> list[object]:
        data: list[object] = [self.seat, ACT_NAMES[self.kind], list(self.tiles)]
        if self.groups or self.choice:
            data += [[list(g) for g in self.groups], self.choice]
        return data

    @classmethod
    def from_json(cls, data: object) -> Action:
        if not isinstance(data, list) or len(data) not in (3, 5):
            raise ValueError(f"not an action: {data!r}")
        seat, kind, tiles = data[0], data[1], data[2]
        groups = data[3] if len(data) == 5 else []
        choice = data[4] if len(data) == 5 else ""
        if not isinstance(seat, int) or not isinstance(tiles, list) or not isinstance(choice, str):
            raise ValueError(f"not an action: {data!r}")
        return cls(
            seat,
            Act(kind),
            tuple(int(t) for t in tiles),
            tuple(tuple(int(t) for t in g) for g in groups),
            choice,
        )
