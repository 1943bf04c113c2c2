"""The base of every game: seeded deal, legal actions, apply, events, payments, records.

A game subclass enumerates ``legal_actions`` and performs an action in
``_perform``; ``apply`` checks legality first, so an illegal action raises
``IllegalActionError`` and leaves the state untouched.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.errors import IllegalActionError, PaymentError
from mahjong_desktop.engine.events import Event, Payment
from mahjong_desktop.engine.rng import make_rng

RECORD_FORMAT = 1


class Game(ABC):
    variant: ClassVar[str]
    seat_count: ClassVar[int]
    seat_names: ClassVar[tuple[str, ...]]

    def __init__(self, seed: int, options: dict[str, Any] | None = None) -> None:
        self.seed = seed
        self.options: dict[str, Any] = dict(options or {})
        self.rng = make_rng(seed, self.variant, "deal")
        self.events: list[Event] = []
        self.history: list[Action] = []
        self.ledger: list[Payment] = []
        self.end_reason: str | None = None
        self._listeners: list[Callable[[Event], None]] = []

    # -- the interface seen by players, bots and the UI ---------------------

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (empty when it is not asked)."""

    @abstractmethod
    def _perform(self, action: Action) -> None:
        """Carry out an action already known to be legal."""

    @abstractmethod
    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see: its own hand and the public table, as plain data."""

    @abstractmethod
    def state(self) -> dict[str, Any]:
        """The complete state as plain data (for replay checks and bug reports)."""

    def base_state(self) -> dict[str, Any]:
        """The part of ``state()`` every game shares: payments, end, event count."""
        return {
            "ledger": [vars(p).copy() for p in self.ledger],
            "end": self.end_reason,
            "events": len(self.events),
        }

    def base_observation(self, seat: int) -> dict[str, Any]:
        """The part of ``observation()`` every game shares, legal actions included."""
        return {
            "variant": self.variant,
            "seat": seat,
            "deltas": self.deltas(),
            "legal": self.legal_actions(seat),
        }

    def explain(self, action: Action) -> str:
        """Why ``action`` is not legal; games override this with rule-specific reasons."""
        if self.is_over:
            return "the deal is over"
        if not self.legal_actions(action.seat):
            return f"it is not {self.seat_names[action.seat]}'s move"
        return f"{action.kind.value} is not a legal move now"

    def to_act(self) -> list[int]:
        """Seats that must answer now (several during a claim window)."""
        return [s for s in range(self.seat_count) if self.legal_actions(s)]

    def apply(self, action: Action) -> None:
        if not 0 <= action.seat < self.seat_count:  # a tampered record or a bad caller
            raise IllegalActionError(f"there is no seat {action.seat}")
        if self.is_over or action not in self.legal_actions(action.seat):
            raise IllegalActionError(self.explain(action))
        self.history.append(action)
        self._perform(action)

    @property
    def is_over(self) -> bool:
        return self.end_reason is not None

    # -- events and payments ------------------------------------------------

    def subscribe(self, listener: Callable[[Event], None]) -> None:
        self._listeners.append(listener)

    def emit(self, kind: str, seat: int | None = None, /, **data: Any) -> None:
        self._publish(Event(kind, seat, data))

    def emit_private(self, kind: str, seat: int, hidden: tuple[str, ...], /, **data: Any) -> None:
        """An event whose ``hidden`` data only ``seat`` may see (a drawn tile)."""
        self._publish(Event(kind, seat, data, private=seat, hidden=hidden))

    def _publish(self, event: Event) -> None:
        self.events.append(event)
        for listener in self._listeners:
            listener(event)

    def pay(self, payer: int, receiver: int, amount: int, cause: str) -> None:
        # Refused loudly: a wrongly computed amount must fail, not vanish from the sheet.
        if amount <= 0 or payer == receiver:
            raise PaymentError(f"seat {payer} cannot pay seat {receiver} {amount} ({cause})")
        payment = Payment(payer, receiver, amount, cause)
        self.ledger.append(payment)
        self.emit("payment", payer, receiver=receiver, amount=amount, cause=cause)

    def deltas(self) -> list[int]:
        totals = [0] * self.seat_count
        for p in self.ledger:
            totals[p.payer] -= p.amount
            totals[p.receiver] += p.amount
        return totals

    def end(self, reason: str) -> None:
        self.end_reason = reason
        self.emit("end", None, reason=reason, deltas=self.deltas())

    # -- records --------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "variant": self.variant,
            "options": self.options,
            "seed": self.seed,
            "actions": [a.to_json() for a in self.history],
        }

    def state_json(self) -> str:
        return json.dumps(self.state(), sort_keys=True)
