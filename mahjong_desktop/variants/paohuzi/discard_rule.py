"""Paohuzi's discard rule: when a meld owes a discard, and which cards may go.

The rule book's decision keeps a player's cards (hand plus melds) at the count
from which the winning card completes seven groups: with ``k`` four-card
groups a discard is owed above 20 cards if ``k`` is 0, above ``19 + k``
otherwise. So chi, peng and wei always owe one, the first ti or pao too, and
later ones do not. A kan (three identical in the hand) is never split, so its
cards can not be discarded.

The same rule bounds an arranged position (a record's, a puzzle's), checked
before a seat is built from it so hand-edited data is refused with a
ValueError, never left to fail in the middle of play: melds are laid kinds
(chi, peng, wei, pao, ti) of their shape, and no seat holds more cards (hand
plus melds) than ``card_limit`` for its four-card groups (a dealt four in the
hand becomes a ti at once, so it counts), one more for the dealer, who may owe
the first discard. Fewer are allowed: puzzles set out only the cards that matter.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from mahjong_desktop.variants.paohuzi.cards import NUM_CARDS, kind_of
from mahjong_desktop.variants.paohuzi.groups import (
    FOUR_CARD_KINDS,
    MELD_KINDS,
    GroupKind,
    has_shape,
)

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


# -- arranged positions ----------------------------------------------------------

_LAID = {str(kind): kind for kind in MELD_KINDS}


def meld_entries(seat_melds: Any) -> list[tuple[GroupKind, Any]]:
    """One seat's melds as (kind, tiles as written); the tiles are checked later
    with the rest of the position (``position_tiles``)."""
    if not isinstance(seat_melds, list):
        raise ValueError(f"a seat's melds must be a list, not {str(seat_melds)[:40]!r}")
    entries = []
    for meld in seat_melds:
        name = meld.get("kind") if isinstance(meld, dict) else None
        kind = _LAID.get(name) if isinstance(name, str) else None
        if kind is None:
            raise ValueError(f"a meld must be a chi, peng, wei, pao or ti, not {str(meld)[:40]!r}")
        entries.append((kind, meld.get("tiles")))
    return entries


def check_meld_shapes(kinds: Sequence[GroupKind], tiles: Sequence[list[int]]) -> None:
    for kind, cards in zip(kinds, tiles, strict=True):
        if not has_shape(kind, [kind_of(card) for card in cards]):
            raise ValueError(f"cards {cards[:6]} are not a {kind}")


def check_card_totals(
    hands: Sequence[list[int]], melds: Sequence[Sequence[tuple[GroupKind, list[int]]]], dealer: int
) -> None:
    """Refuse a seat holding more cards than the game ever lets it hold."""
    for seat, (hand, seat_melds) in enumerate(zip(hands, melds, strict=True)):
        held_fours = sum(1 for count in Counter(map(kind_of, hand)).values() if count == 4)
        fours = held_fours + sum(1 for kind, _ in seat_melds if kind in FOUR_CARD_KINDS)
        most = card_limit(fours) + (1 if seat == dealer else 0)
        total = len(hand) + sum(len(cards) for _, cards in seat_melds)
        if total > most:
            raise ValueError(f"seat {seat} holds {total} cards, at most {most} in this game")
