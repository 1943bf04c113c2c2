"""The cycle every game runs: a turn brings the next tile into play, a public tile
is offered to the table and claimed or passed on.

A mahjong draw and a Paohuzi reveal are the same step (``next_turn``): a seat's
turn begins and the next tile comes into play from the game's supply (the
wall, the stock); with none left the deal is exhausted. What the tile does
then is the game's: a drawn tile joins the hand and the seat decides, a
revealed card is offered at once. A public tile (a discard, a reveal, an added
kong) goes through one claim window (``open_window``, ``answer_window``,
``close_window``); a tile nobody takes leaves play moving on to the next seat
(``play_on_from``). Which actions a seat has, and what an action does, follow
from the phase the same way in every game (``_legal_actions``, ``_perform``).
The games fill in the hooks; ``engine.deal.Deal`` holds the state these
methods read.

The phases (``Phase``) are every game's one vocabulary. The claim window
(``ClaimWindow``) knows nothing of any game: a game fills in each seat's
options, collects the answers, and resolves them with its own ladder (rank per
action kind) and tie rule (turn order from the seat that offered the tile).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar

from mahjong_desktop.engine.actions import Act, Action, pass_action


class Phase(StrEnum):
    SETUP = "setup"  # constructed, not yet dealt (``start`` deals)
    DECLARE = "declare"  # every seat makes a secret pre-play choice (Sichuan)
    TURN = "turn"  # the seat on turn discards, kongs or wins
    CLAIM = "claim"  # seats answer a public tile: a discard or a reveal
    ROB = "rob"  # seats may rob an added kong
    ENDED = "ended"


def turn_order(start: int, seats: int) -> list[int]:
    """Every seat once, from ``start`` on in playing order."""
    return [(start + i) % seats for i in range(seats)]


def next_seat(seat: int, seats: int) -> int:
    return (seat + 1) % seats


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


class TurnCycle(ABC):
    """The turn and claim cycle, as a part of ``Deal``."""

    seat_count: ClassVar[int]
    phase: Phase
    current: int
    window: ClaimWindow | None
    quiet: bool  # no events (``Deal.quiet``): nothing is built for them either

    @abstractmethod
    def emit(self, kind: str, seat: int | None = None, /, **data: object) -> None: ...

    # -- the phase: who may act, and what an action does --------------------

    def _legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now, worked out from the state."""
        phase = self.phase
        if phase is Phase.DECLARE:
            return self._declare_actions(seat)
        if phase is Phase.CLAIM or phase is Phase.ROB:
            assert self.window is not None
            return self.window.legal_for(seat)
        # A window being announced interrupts the turn: the discard is made.
        if phase is Phase.TURN and seat == self.current and self.window is None:
            return self._turn_actions(seat)
        return []

    def _perform(self, action: Action) -> None:
        """Carry out an action already known to be legal: an answer to the open
        window, or a move of the game's own (``_play``)."""
        if self.phase is Phase.CLAIM or self.phase is Phase.ROB:
            self.answer_window(action)
        else:
            self._play(action)

    def _declare_actions(self, seat: int) -> list[Action]:
        """``seat``'s choices before play (a game without a declaration has none)."""
        return []

    @abstractmethod
    def _turn_actions(self, seat: int) -> list[Action]:
        """What the seat on turn may do (discards, kongs, a self-drawn win)."""

    @abstractmethod
    def _play(self, action: Action) -> None:
        """Carry out a legal action that answers no window (a discard, a declaration...)."""

    # -- the turn: the next tile comes into play ---------------------------------

    def next_turn(self, seat: int) -> None:
        """``seat``'s turn begins and the next tile comes into play; with none left
        the deal is exhausted."""
        self.current = seat
        self.phase = Phase.TURN
        self._turn_begins(seat)
        if not self._supply_left():
            self._supply_exhausted()
            return
        self._bring_in(seat)

    def play_on_from(self, seat: int) -> None:
        """Play moves on: the turn of the seat after ``seat`` begins."""
        self.next_turn(self._next_to_play(seat))

    def _next_to_play(self, seat: int) -> int:
        """The seat whose turn follows ``seat``'s (a game may skip seats out of play)."""
        return next_seat(seat, self.seat_count)

    def _turn_begins(self, seat: int) -> None:  # noqa: B027 (optional: most keep nothing)
        """Forget what held for the turn before (before the supply is looked at)."""

    @abstractmethod
    def _supply_left(self) -> bool:
        """Whether a tile is left to come into play (the live wall, the stock)."""

    @abstractmethod
    def _supply_exhausted(self) -> None:
        """End the deal on an exhausted supply (settling what the game settles then)."""

    @abstractmethod
    def _bring_in(self, seat: int) -> None:
        """Take the next tile and put it into play for ``seat``: a draw into the hand,
        or a reveal that opens a claim window."""

    # -- the claim cycle: a public tile offered, answered, resolved ----------
    #
    # Every game runs its claim windows here: a discard, a reveal or an added
    # kong opens one; every seat with a claim answers (a pass included); the
    # game's ladder (``claim_rank``) and tie rule (turn order from the source,
    # ``several_win`` for more than one winner) decide; ``_window_closed`` says
    # what the award leads to.

    def claim_rank(self, kind: Act) -> int:
        """A claim's rung on the game's ladder (higher wins; 0 for a pass)."""
        return 0

    def several_win(self, kind: Act) -> bool:
        """Whether every top claim of ``kind`` is awarded at once (Sichuan's wins)."""
        return False

    @abstractmethod
    def _claim_options(self, seat: int, tile: int, source: int, reason: str) -> list[Action]:
        """What ``seat`` may claim of ``tile`` offered for ``reason`` (a pass aside)."""

    def _claimants(self, tile: int, source: int, reason: str) -> Iterable[int]:
        """The seats whose ``_claim_options`` may not be empty (a game may rule out
        the seats that plainly cannot claim, without building their options)."""
        return range(self.seat_count)

    def _window_options(self, tile: int, source: int, reason: str) -> dict[int, list[Action]]:
        """Every seat's ``_claim_options`` of ``tile``, the seats without any left out
        (a game may work them out for all seats in one go)."""
        options = {}
        for seat in self._claimants(tile, source, reason):
            claims = self._claim_options(seat, tile, source, reason)
            if claims:
                options[seat] = claims
        return options

    @abstractmethod
    def _window_closed(self, window: ClaimWindow, awarded: list[Action]) -> None:
        """Carry out the award (``awarded`` empty: nobody claimed)."""

    def _nobody_claims(self, tile: int, source: int, reason: str) -> None:
        """What ``_window_closed`` does with an empty window on ``tile`` (a quiet deal
        makes none: a game whose empty windows read nothing else says it directly)."""
        self._window_closed(ClaimWindow(tile, source, reason, self.seat_count, {}), [])

    def _window_phase(self, reason: str) -> Phase:
        return Phase.CLAIM

    def open_window(
        self,
        tile: int,
        source: int,
        reason: str,
        options: dict[int, list[Action]] | None = None,
        *,
        private: bool = False,
    ) -> None:
        """Offer ``tile``. A public window is announced on every offer, claimable or
        not, and closes at once when nobody can claim: who may claim stays private
        (it would tell the table who holds a pair). ``options`` default to each
        seat's ``_claim_options``."""
        if options is None:
            options = self._window_options(tile, source, reason)
        if not options and self.quiet:
            # Nobody to ask and nobody to tell (``close_window`` of an empty window
            # announces nothing in a quiet deal): no window is made.
            self.window = None
            self._nobody_claims(tile, source, reason)
            return
        self.window = ClaimWindow(tile, source, reason, self.seat_count, options, private=private)
        if not private and not self.quiet:
            self.emit("claim_window", source, source=source, tile=tile, reason=reason)
        if options:
            self.phase = self._window_phase(reason)
        else:
            self.close_window()

    def answer_window(self, action: Action) -> None:
        window = self.window
        assert window is not None
        window.answer(action)
        if window.complete:
            self.close_window()

    def close_window(self) -> None:
        window = self.window
        assert window is not None
        self.window = None
        awarded = window.resolve(self.claim_rank, self.several_win) if window.options else []
        if not window.private and not self.quiet:
            self.emit(
                "claim_closed",
                window.source,
                tile=window.tile,
                reason=window.reason,
                awarded=[{"seat": a.seat, "kind": a.kind.value} for a in awarded],
            )
        self._window_closed(window, awarded)

    def _resample_window(self, seat: int) -> None:
        """After the hands changed under an open window (a determinized state): ask
        every seat but ``seat`` again, from its new hand."""
        window = self.window
        if window is None or window.private:
            return
        for other in range(self.seat_count):
            if other == seat:
                continue
            window.responses.pop(other, None)
            claims = self._claim_options(other, window.tile, window.source, window.reason)
            if claims:
                window.options[other] = claims
            else:
                window.options.pop(other, None)
        if window.complete:
            self.close_window()
