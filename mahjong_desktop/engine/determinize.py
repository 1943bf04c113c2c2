"""Determinization for search: a full state a seat cannot tell from the real one.

Every tile or card the seat has not seen is dealt again at random into the
places unseen tiles lie (other hands, the wall or stock). What the seat knows
stays as it is; what it does not know (others' hands, their answers to an open
window, their passes) is sampled or forgotten. The algorithm is written once
here; where the unseen tiles lie, and what a game must bring in line after they
moved, is each game's ``Unseen`` (``Deal.unseen``). A sample is a function of the
seat's view and the random numbers alone: two states the seat cannot tell apart
give the same sample, so a search reading only samples never reads a hidden
hand (the one exception: a window that no sample in SAMPLE_ATTEMPTS keeps open
keeps the hands of the seats still to answer).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, Generic, Protocol, Self, TypeVar

from mahjong_desktop.engine.cycle import ClaimWindow, Phase

SAMPLE_ATTEMPTS = 64  # draws of a determinized state before keeping claimants' hands

Slot = tuple[list[int], int]  # a list holding a hidden tile, and its index there


class SampledDeal(Protocol):
    """What ``determinize`` reads of a deal: it serves the deal without importing it."""

    phase: Phase
    current: int
    window: ClaimWindow | None

    @property
    def unseen(self) -> Unseen[Any]: ...

    def clone(self) -> Self: ...

    def invalidate(self) -> None: ...


D = TypeVar("D", bound=SampledDeal)


class Unseen(ABC, Generic[D]):
    """A game's hooks for ``determinize``: the hidden places, and the fix-ups."""

    @abstractmethod
    def slots(self, deal: D, seat: int, keep: frozenset[int] = frozenset()) -> list[Slot]:
        """Every place holding a tile ``seat`` has not seen, as (list, index), but
        the hands of the seats in ``keep``."""

    def refusals(self, deal: D, seat: int) -> dict[int, Callable[[int], bool]]:
        """Hands known to hold no tile of some sort, by ``id`` of the hand list: what
        the table can infer (a Sichuan seat that has thrown its missing suit away)."""
        return {}

    @abstractmethod
    def after_redistribution(
        self, deal: D, seat: int, moved: dict[int, int], rng: random.Random
    ) -> None:
        """Bring references to moved tiles (``moved``: old id -> new id) in line, and
        forget (or sample again with ``rng``) what ``seat`` cannot know."""


def determinize(deal: D, seat: int, rng: random.Random) -> D:
    """A clone of ``deal`` in which every tile or card ``seat`` has not seen is dealt
    again at random (see the module's docstring)."""
    # An open window tells ``seat`` that someone may still claim: a sample in
    # which nobody could is drawn again.
    for _ in range(SAMPLE_ATTEMPTS):
        twin = _redealt(deal, seat, rng, frozenset())
        if _moment(twin) == _moment(deal):
            return twin
    # Rarely: keep the hands of the seats still to answer, so their claims stand.
    waiting = frozenset(deal.window.pending()) if deal.window is not None else frozenset()
    return _redealt(deal, seat, rng, waiting)


def _moment(deal: SampledDeal) -> tuple[Any, ...]:
    """Where the deal stands, as everybody sees it."""
    window = deal.window
    offer = (window.tile, window.source, window.reason) if window is not None else None
    return (deal.phase, deal.current, offer)


def _redealt(deal: D, seat: int, rng: random.Random, keep: frozenset[int]) -> D:
    """A clone with the tiles ``seat`` has not seen shuffled (``keep``: seats whose
    hands stay as they are)."""
    twin = deal.clone()
    unseen = twin.unseen
    slots = unseen.slots(twin, seat, keep)
    tiles = [row[i] for row, i in slots]
    pool = sorted(tiles)  # by id, not by place: a shuffle of where they lay would tell
    rng.shuffle(pool)
    refuses = unseen.refusals(twin, seat)
    # Places with a known restriction are filled first, each with the first tile
    # of the shuffled pool it may hold; the rest take the pool in order.
    order = sorted(range(len(slots)), key=lambda k: id(slots[k][0]) not in refuses)
    dealt = [0] * len(slots)
    for k in order:
        row = slots[k][0]
        refused = refuses.get(id(row))
        pick = next((j for j, t in enumerate(pool) if refused is None or not refused(t)), 0)
        dealt[k] = pool.pop(pick)
    for (row, i), tile in zip(slots, dealt, strict=True):
        row[i] = tile
    unseen.after_redistribution(twin, seat, dict(zip(tiles, dealt, strict=True)), rng)
    twin.invalidate()
    return twin
