"""Tile deals (Hong Kong, Sichuan) started from a position written in notation.

For tests, tutorials and puzzles: hands per seat (``"123m 77z"``), the next
wall draws and loose tiles in order. A seat's tiles of a kind are taken lowest
id first, so the same text picks the same physical tiles; every tile not
written goes into the wall in the deal's own shuffled order, so all of them
stay accounted for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mahjong_desktop.variants.mahjong.deal import MahjongDeal
from mahjong_desktop.variants.mahjong.tiles import copies_of, parse_kinds

ALL_KINDS = 42  # suit, honour and bonus kinds


def arranged_position(
    deal: MahjongDeal,
    hands: Sequence[str],
    draws: str = "",
    *,
    current: int = 0,
    choices: str = "",
    replacements: str = "",
) -> dict[str, Any]:
    """The ``Deal.arrange`` position: ``current``'s turn starts, and it already holds
    its extra tile. Raises ValueError for more copies of a kind than the set has."""
    free = {kind: list(copies_of(kind)) for kind in range(ALL_KINDS)}

    def take(text: str) -> list[int]:
        kinds = parse_kinds(text)
        if any(kinds.count(k) > len(free[k]) for k in set(kinds)):
            raise ValueError(f"more copies of a tile than the set has in {text!r}")
        return [free[k].pop(0) for k in kinds]

    seat_hands = [take(text) for text in hands]
    ahead, spare = take(draws), take(replacements)
    allowed = set(deal.tile_ids)
    others = [t for k in range(ALL_KINDS) for t in free[k] if t in allowed]
    deal.rng.shuffle(others)
    return {
        "hands": seat_hands,
        "draws": ahead,
        "replacements": spare,
        "others": others,
        "current": current,
        "choices": choices,
    }
