"""Events: what happened, in order, for the table, the log and the tests.

An event is plain data (``to_json`` gives ``{"type": ..., "seat": ..., ...}``).
``secret`` holds what only the ``private`` seat may see (its drawn tile, its
dealt tiles, its concealed kong's end tiles); every other seat gets ``data``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    private: int | None = None
    secret: dict[str, Any] = field(default_factory=dict)

    def seen_by(self, seat: int) -> Event:
        """The event as ``seat`` sees it: secrets only for the private seat."""
        if self.private is None or not self.secret:
            return self
        if self.private == seat:
            return Event(self.kind, self.seat, {**self.data, **self.secret})
        return Event(self.kind, self.seat, self.data)

    def to_json(self) -> dict[str, Any]:
        return {"type": self.kind, "seat": self.seat, **self.data}
