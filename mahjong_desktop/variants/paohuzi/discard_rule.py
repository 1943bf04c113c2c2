"""Paohuzi's discard rule: when a meld owes a discard, and which cards may go.

The rule book's decision keeps a player's cards (hand plus melds) at the count
from which the winning card completes seven groups: with ``k`` four-card
groups a discard is owed above 20 cards if ``k`` is 0, above ``19 + k``
otherwise. So chi, peng and wei always owe one, the first ti or pao too, and
later ones do not. A kan (three identical in the hand) is never split, so its
cards can not be discarded.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from mahjong_desktop.variants.paohuzi.cards import NUM_CARDS, kind_of

BASE_LIMIT = 20  # cards held with no four-card group
KAN_SIZE = 3


def card_limit(fours: int) -> int:
    """The most cards a player may hold without owing a discard."""
    return BASE_LIMIT if fours == 0 else BASE_LIMIT - 1 + fours


def owes_discard(cards: int, fours: int) -> bool:
    return cards > card_limit(fours)


_KINDS = tuple(kind_of(c) for c in range(NUM_CARDS))


def locked_kinds(hand: Sequence[int]) -> set[int]:
    """Kinds held as a kan (or more): their cards stay in the hand."""
    counts = Counter(map(_KINDS.__getitem__, hand))  # counted in C: every claim asks
    return {kind for kind, count in counts.items() if count >= KAN_SIZE}


def discard_choices(hand: Sequence[int]) -> list[int]:
    """The physical cards that may be discarded: any card not in a kan."""
    locked = locked_kinds(hand)
    if not locked:
        return sorted(hand)
    return sorted(c for c in hand if _KINDS[c] not in locked)


def discard_remains_counts(counts_after: Sequence[int], cards_after: int, fours_after: int) -> bool:
    """``discard_remains`` from the counts per kind of the hand after the meld: a card
    may go when its kind is held once or twice (three or more are a kan)."""
    # A kind held once or twice, looked for in C (no count is above four).
    return not owes_discard(cards_after, fours_after) or 1 in counts_after or 2 in counts_after


def discard_remains(hand_after: Sequence[int], cards_after: int, fours_after: int) -> bool:
    """Whether a meld leaving this position can be followed by a legal discard.

    True when no discard is owed at all, or when one is owed and some card may go.
    """
    return not owes_discard(cards_after, fours_after) or bool(discard_choices(hand_after))
