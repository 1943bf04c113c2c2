"""A per-seat memory of refused kinds: claims a seat gave up may bar it later.

Some games forbid claiming a kind that a seat earlier turned down or threw
away (Paohuzi's stinking cards). The memory only records which kinds each
seat refused and why (the first reason is kept); each game decides which
claims a refusal bars.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Refusal(StrEnum):
    PASSED = "passed"  # the seat passed on a chance to claim the kind
    DISCARDED = "discarded"  # the seat discarded the kind itself


@dataclass
class RefusalMemory:
    seats: int
    _refused: list[dict[int, Refusal]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self._refused:
            self._refused = [{} for _ in range(self.seats)]

    def remember(self, seat: int, kind: int, why: Refusal) -> None:
        self._refused[seat].setdefault(kind, why)

    def refused(self, seat: int, kind: int) -> bool:
        return kind in self._refused[seat]

    def why(self, seat: int, kind: int) -> Refusal | None:
        return self._refused[seat].get(kind)

    def kinds(self, seat: int) -> list[int]:
        return sorted(self._refused[seat])

    def copy(self) -> RefusalMemory:
        return RefusalMemory(self.seats, [dict(seat) for seat in self._refused])

    def forget_passes(self, seat: int) -> None:
        """Drop ``seat``'s passes, which only it knows (its discards are public)."""
        self._refused[seat] = {
            k: v for k, v in self._refused[seat].items() if v is not Refusal.PASSED
        }

    def clear(self) -> None:
        self._refused = [{} for _ in range(self.seats)]

    def state(self) -> list[dict[int, str]]:
        return [{k: str(v) for k, v in sorted(seat.items())} for seat in self._refused]
