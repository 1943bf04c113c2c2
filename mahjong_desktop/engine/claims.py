"""The claim window: every eligible seat answers before a public tile is awarded.

The window knows nothing of any game: a game fills in each seat's options,
collects the answers, and resolves them with its own ladder (rank per action
kind) and tie rule (turn order from the seat that offered the tile).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from mahjong_desktop.engine.actions import Act, Action, pass_action
from mahjong_desktop.engine.phases import turn_order


@dataclass
class ClaimWindow:
    tile: int  # the physical tile on offer
    source: int  # the seat that discarded, revealed or added it
    reason: str  # "discard", "rob", "reveal"...
    seats: int  # players at the table, for turn order
    options: dict[int, list[Action]]  # seat -> its claims (a pass is always allowed)
    responses: dict[int, Action] = field(default_factory=dict)
    private: bool = False  # asked without events (the table is not told it opened)

    def copy(self) -> ClaimWindow:
        return ClaimWindow(
            self.tile,
            self.source,
            self.reason,
            self.seats,
            dict(self.options),
            dict(self.responses),
            self.private,
        )

    def legal_for(self, seat: int) -> list[Action]:
        if seat not in self.options or seat in self.responses:
            return []
        return [*self.options[seat], pass_action(seat)]

    def pending(self) -> list[int]:
        return [s for s in self.turn_order() if s in self.options and s not in self.responses]

    def answer(self, action: Action) -> None:
        self.responses[action.seat] = action

    @property
    def complete(self) -> bool:
        """Every seat with options has answered (``pending`` is empty), compared as
        key sets in C: every answer asks."""
        return self.options.keys() <= self.responses.keys()

    def turn_order(self) -> list[int]:
        """Seats from the source on (the source first: Paohuzi lets a revealer claim)."""
        return turn_order(self.source, self.seats)

    def resolve(
        self, rank: Callable[[Act], int], several: Callable[[Act], bool] = lambda _: False
    ) -> list[Action]:
        """The winning claims: the highest rank, ties to the first seat in turn order.

        ``several(kind)`` says when every claim of the top rank is awarded
        (Sichuan's several winners on one discard). Passes never win.
        """
        if len(self.responses) == 1:  # one seat was asked (most windows): its claim
            (only,) = self.responses.values()
            return [] if only.kind is Act.PASS else [only]
        claims = [
            self.responses[s]
            for s in self.turn_order()
            if s in self.responses and self.responses[s].kind is not Act.PASS
        ]
        if not claims:
            return []
        best = max(rank(c.kind) for c in claims)
        top = [c for c in claims if rank(c.kind) == best]
        return top if several(top[0].kind) else top[:1]

    def state(self) -> dict[str, object]:
        return {
            "tile": self.tile,
            "source": self.source,
            "reason": self.reason,
            "options": {s: [a.to_json() for a in acts] for s, acts in self.options.items()},
            "responses": {s: a.to_json() for s, a in self.responses.items()},
        }
