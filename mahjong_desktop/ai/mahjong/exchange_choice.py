"""Which three tiles a bot passes in the Sichuan three-tile exchange.

The tiles come from the suit the bot is most likely to give up as its missing
suit: the fewest tiles of it (at least three), then the weakest shape. Of that
suit it passes the loosest three and keeps its pairs and runs, in case what it
receives changes the plan. Every level plays it the same way: it is one
decision a deal, made before anything is known of the others' hands.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.mahjong.tiles import format_kinds, suit_of


def shape_value(counts: Sequence[int]) -> float:
    """How much a suit's nine counts build: pungs, pairs, runs and their halves."""
    value = 0.0
    for i, count in enumerate(counts):
        if count >= 3:
            value += 3
        elif count == 2:
            value += 2
        if count and i + 1 < len(counts) and counts[i + 1]:
            value += 1.5 if i + 2 < len(counts) and counts[i + 2] else 1
        elif count and i + 2 < len(counts) and counts[i + 2]:
            value += 0.5
    return value


def _suit_counts(kinds: Sequence[int], suit: str) -> list[int]:
    counts = [0] * 9
    for kind in kinds:
        if suit_of(kind) == suit:
            counts[kind % 9] += 1
    return counts


def choose_exchange(
    options: Sequence[Action], hand: Sequence[int], kind_of: Callable[[int], int]
) -> tuple[Action, Message]:
    """The exchange to make of ``options`` (all of ``hand``), with the Hint's reason."""
    kinds = [kind_of(t) for t in hand]

    def suit_cost(suit: str) -> tuple[int, float, str]:
        counts = _suit_counts(kinds, suit)
        return (sum(counts), shape_value(counts), suit)

    suits = {suit_of(kind_of(a.tiles[0])) for a in options}
    suit = min(suits, key=suit_cost)
    held = [t for t in hand if suit_of(kind_of(t)) == suit]

    def kept_value(action: Action) -> tuple[float, tuple[int, ...]]:
        rest = [kind_of(t) for t in held if t not in action.tiles]
        return (-shape_value(_suit_counts(rest, suit)), action.tiles)

    best = min((a for a in options if suit_of(kind_of(a.tiles[0])) == suit), key=kept_value)
    tiles = format_kinds(kind_of(t) for t in best.tiles)
    reason = Message("ai.exchange", {"tiles": tiles, "suit": suit, "count": len(held)})
    return best, reason
