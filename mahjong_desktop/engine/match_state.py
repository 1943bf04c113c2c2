"""Where a deal sits in its match and who plays it: what a table shows around the
deal and what a record keeps so a saved game resumes as it was."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class MatchState:
    deal: int = 0  # index of the deal in its match, 0 first
    totals: list[int] = field(default_factory=list)  # per seat, before this deal
    players: list[int] = field(default_factory=list)  # match player at each seat (0 = human)
    dealer: int = 0  # the match player who deals
    human: int | None = 0  # the seat the person plays (None: bots only)
    bots: list[str] = field(default_factory=list)  # bot level per seat ("" for the human)

    def for_seats(self, seats: int) -> MatchState:
        """A copy with one total, one player and one bot level per seat filled in."""
        return MatchState(
            self.deal,
            list(self.totals) or [0] * seats,
            list(self.players) or list(range(seats)),
            self.dealer,
            self.human,
            list(self.bots) or [""] * seats,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "totals": list(self.totals),
            "players": list(self.players),
            "dealer": self.dealer,
            "human": self.human,
            "bots": list(self.bots),
        }

    @classmethod
    def from_json(cls, data: object, seats: int) -> MatchState:
        """Read a record's match state; raises ValueError for one that does not fit."""
        if not isinstance(data, dict):
            raise ValueError(f"not a match state: {data!r}")
        totals = [int(t) for t in data.get("totals", [])]
        players = [int(p) for p in data.get("players", [])]
        bots = [str(b) for b in data.get("bots", [])]
        if any(values and len(values) != seats for values in (totals, players, bots)):
            raise ValueError(f"a match state needs {seats} totals, players and bot levels")
        human = data.get("human", 0)
        if human is not None and not 0 <= int(human) < seats:
            raise ValueError(f"human seat {human} is not a seat")
        state = cls(int(data.get("deal", 0)), totals, players, int(data.get("dealer", 0)))
        state.human = None if human is None else int(human)
        state.bots = bots
        return state.for_seats(seats)
