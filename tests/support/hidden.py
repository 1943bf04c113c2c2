"""Shuffling what one seat can not see: other seats' concealed tiles and the live wall or stock.

The result is another deal that seat could be sitting in: its observation is
the same, so a bot that reads only the observation must choose the same.
Writes into the game's internals on purpose (it is a test of hidden information).
"""

from __future__ import annotations

import copy
import random

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.wall import EMPTY, StockPile, Wall


def hidden_world(game: Deal, seat: int, rng: random.Random) -> Deal:
    """A deep copy of ``game`` with every tile hidden from ``seat`` dealt out afresh."""
    other = copy.deepcopy(game)
    seats = other.seats  # type: ignore[attr-defined]
    # A Sichuan winner's hand is laid open: it is no longer hidden.
    hands = [s.hand for i, s in enumerate(seats) if i != seat and getattr(s, "active", True)]
    pile = other.wall if hasattr(other, "wall") else other.stock  # type: ignore[attr-defined]
    slots: list[tuple[list[int], int]] = [(hand, i) for hand in hands for i in range(len(hand))]
    if isinstance(pile, Wall):
        for row in (pile._top, pile._bottom):
            slots += [(row, i) for i, t in enumerate(row) if t != EMPTY]
    elif isinstance(pile, StockPile):
        slots += [(pile._cards, i) for i in range(len(pile._cards))]
    shown = getattr(other, "shown", None)  # the Paohuzi dealer's face-up card stays put
    slots = [(row, i) for row, i in slots if row[i] != shown]
    tiles = [row[i] for row, i in slots]
    rng.shuffle(tiles)
    for (row, i), tile in zip(slots, tiles, strict=True):
        row[i] = tile
    return other
