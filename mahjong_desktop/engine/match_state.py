"""Where a deal sits in its match: what a table shows around the deal and a record keeps."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class MatchState:
    deal: int = 0  # index of the deal in its match, 0 first
    totals: list[int] = field(default_factory=list)  # per seat, before this deal
    players: list[int] = field(default_factory=list)  # match player at each seat (0 = human)
    dealer: int = 0  # the match player who deals

    def for_seats(self, seats: int) -> MatchState:
        """A copy with one total and one player per seat filled in."""
        return MatchState(
            self.deal,
            list(self.totals) or [0] * seats,
            list(self.players) or list(range(seats)),
            self.dealer,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "totals": list(self.totals),
            "players": list(self.players),
            "dealer": self.dealer,
        }

    @classmethod
    def from_json(cls, data: object, seats: int) -> MatchState:
        if not isinstance(data, dict):
            raise ValueError(f"not a match state: {data!r}")
        totals = [int(t) for t in data.get("totals", [])]
        players = [int(p) for p in data.get("players", [])]
        if (totals and len(totals) != seats) or (players and len(players) != seats):
            raise ValueError(f"a match state needs {seats} totals and players")
        return cls(int(data.get("deal", 0)), totals, players, int(data.get("dealer", 0))).for_seats(
            seats
        )
