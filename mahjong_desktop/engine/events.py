"""Events: what happened, in order, for the UI, the log and the tests."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    ``private`` names the only seat allowed to see ``data`` in full (a draw);
    others see the event with ``hidden`` keys removed.
    """

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    private: int | None = None
    hidden: tuple[str, ...] = ()

    def seen_by(self, seat: int) -> Event:
        if self.private is None or self.private == seat:
            return self
        data = {k: v for k, v in self.data.items() if k not in self.hidden}
        return Event(self.kind, self.seat, data)


@dataclass(frozen=True)
class Payment:
    payer: int
    receiver: int
    amount: int
    cause: str
