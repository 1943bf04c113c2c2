"""A match: a series of independent deals, with the optional dealer rotation.

Each deal is complete in itself (its own seed and record); the match only
decides who sits in which seat and keeps the running totals per player.
Player 0 is the human. Seat 0 of every deal is its dealer (East). A deal's
``Seating`` is what it knows of its match: what a table shows around the deal
and what a record keeps so a saved deal resumes as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from mahjong_desktop.engine.rng import derive_seed

T = TypeVar("T")  # what a deal factory makes


class FinishedDeal(Protocol):
    """What ``Match.finish_deal`` reads of a deal: it serves the deal without importing it."""

    def deltas(self) -> list[int]: ...


@dataclass
class Seating:
    """One deal's place in its match and who plays it, by seat."""

    deal_index: int = 0  # index of the deal in its match, 0 first
    totals: list[int] = field(default_factory=list)  # per seat, before this deal
    players: list[int] = field(default_factory=list)  # match player at each seat (0 = human)
    dealer: int = 0  # the match player who deals
    human: int | None = 0  # the seat the person plays (None: bots only)
    bots: list[str] = field(default_factory=list)  # bot level per seat ("" for the human)

    def for_seats(self, seats: int) -> Seating:
        """A copy with one total, one player and one bot level per seat filled in."""
        return Seating(
            self.deal_index,
            list(self.totals) or [0] * seats,
            list(self.players) or list(range(seats)),
            self.dealer,
            self.human,
            list(self.bots) or [""] * seats,
        )

    def to_json(self) -> dict[str, Any]:
        """The record's ``match`` entry (its key ``deal`` is the deal index)."""
        return {
            "deal": self.deal_index,
            "totals": list(self.totals),
            "players": list(self.players),
            "dealer": self.dealer,
            "human": self.human,
            "bots": list(self.bots),
        }

    @classmethod
    def from_json(cls, data: object, seats: int) -> Seating:
        """Read a record's ``match`` entry; raises ValueError for one that does not fit:
        every field of its type and in range, so nothing fails later on a hand edit."""
        if not isinstance(data, dict):
            raise ValueError(f"not a match state: {str(data)[:40]!r}")
        totals = [_whole(t, "a total") for t in _listed(data, "totals")]
        players = [_whole(p, "a player", seats) for p in _listed(data, "players")]
        bots = _listed(data, "bots")
        if not all(isinstance(b, str) and len(b) <= NAME_LIMIT for b in bots):
            raise ValueError("a bot level must be a name")
        if any(values and len(values) != seats for values in (totals, players, bots)):
            raise ValueError(f"a match state needs {seats} totals, players and bot levels")
        if len(set(players)) != len(players):
            raise ValueError("a player sits at two seats")
        human = data.get("human", 0)
        state = cls(
            _whole(data.get("deal", 0), "the deal index", DEAL_LIMIT),
            totals,
            players,
            _whole(data.get("dealer", 0), "the dealer", seats),
        )
        state.human = None if human is None else _whole(human, "the human seat", seats)
        state.bots = bots
        return state.for_seats(seats)


NAME_LIMIT = 32  # characters of a bot level's name
DEAL_LIMIT = 1 << 31  # deals in a match: far beyond any real one
TOTAL_LIMIT = 1 << 53  # a running total: well past any score, still exact in JSON readers


def _listed(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise ValueError(f"the match's {key} must be a list")
    return value


def _whole(value: object, what: str, below: int | None = None) -> int:
    """``value`` if it is a whole number (not a flag) from 0 below ``below``, or any
    total if ``below`` is None; ValueError naming ``what`` otherwise."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number, not {str(value)[:40]!r}")
    if below is None and abs(value) < TOTAL_LIMIT:
        return value
    if below is not None and 0 <= value < below:
        return value
    raise ValueError(f"{what} {str(value)[:40]} is out of range")


@dataclass
class Match:
    variant: str
    seed: int
    players: int
    rotate_dealer: bool = False
    deal_index: int = 0
    totals: list[int] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)  # house rules, every deal the same

    def __post_init__(self) -> None:
        if not self.totals:
            self.totals = [0] * self.players

    @property
    def dealer(self) -> int:
        """The player who is East in the current deal."""
        return self.deal_index % self.players if self.rotate_dealer else 0

    def seat_of(self, player: int) -> int:
        return (player - self.dealer) % self.players

    def player_at(self, seat: int) -> int:
        return (seat + self.dealer) % self.players

    def deal_seed(self) -> int:
        return derive_seed(self.seed, "deal", self.deal_index)

    def seating(self) -> Seating:
        """The current deal's place in the match, by seat (what its record keeps)."""
        return Seating(
            deal_index=self.deal_index,
            totals=[self.totals[self.player_at(seat)] for seat in range(self.players)],
            players=[self.player_at(seat) for seat in range(self.players)],
            dealer=self.dealer,
            human=self.seat_of(0),
        )

    def new_deal(self, factory: Callable[[str, int, dict[str, Any] | None, Seating], T]) -> T:
        """The next deal, not dealt yet (``start()`` it after subscribing)."""
        return factory(self.variant, self.deal_seed(), dict(self.options), self.seating())

    def finish_deal(self, deal: FinishedDeal) -> None:
        """Add a finished deal's deltas to the players' totals and move on."""
        for seat, delta in enumerate(deal.deltas()):
            self.totals[self.player_at(seat)] += delta
        self.deal_index += 1

    def to_json(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "seed": self.seed,
            "players": self.players,
            "rotate_dealer": self.rotate_dealer,
            "deal_index": self.deal_index,
            "totals": list(self.totals),
            "options": dict(self.options),
        }
