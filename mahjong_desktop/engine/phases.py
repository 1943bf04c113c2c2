"""The one phase vocabulary of every game on the engine."""

from __future__ import annotations

from enum import StrEnum


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
