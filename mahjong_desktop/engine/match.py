"""A series of independent deals at one table, with the optional dealer rotation.

Each deal is complete in itself (its own seed and record); the match only
decides who sits in which seat and keeps the running totals per player.
Player 0 is the human. Seat 0 of every deal is its dealer (East).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.match_state import MatchState
from mahjong_desktop.engine.rng import derive_seed


@dataclass
class Match:
    variant: str
    seed: int
    players: int
    rotate_dealer: bool = False
    deal_index: int = 0
    totals: list[int] = field(default_factory=list)

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

    def state(self) -> MatchState:
        """The current deal's place in the match, by seat (what its record keeps)."""
        return MatchState(
            deal=self.deal_index,
            totals=[self.totals[self.player_at(seat)] for seat in range(self.players)],
            players=[self.player_at(seat) for seat in range(self.players)],
            dealer=self.dealer,
            human=self.seat_of(0),
        )

    def new_deal(
        self, factory: Callable[[str, int, dict[str, Any] | None, MatchState], Game]
    ) -> Game:
        """The next deal, not dealt yet (``start()`` it after subscribing)."""
        return factory(self.variant, self.deal_seed(), None, self.state())

    def finish_deal(self, game: Game) -> None:
        """Add a finished deal's deltas to the players' totals and move on."""
        for seat, delta in enumerate(game.deltas()):
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
        }
