"""A seat's hand index follows its hand however the hand changes.

The counts are brought up to date from the tiles that came and went, so after
any sequence of draws, discards, claims and in-place swaps (a determinization)
they must equal a fresh count, and the tiles by kind must be the hand's.
"""

from __future__ import annotations

import random

from mahjong_desktop.variants.mahjong.hand_index import HandIndexes

KINDS = [tile // 4 for tile in range(144)]


def test_counts_follow_every_change_of_the_hand() -> None:
    rng = random.Random(3)
    indexes = HandIndexes(KINDS, 36)
    wall = list(range(144))
    rng.shuffle(wall)
    hand = [wall.pop() for _ in range(13)]
    for _ in range(3000):
        change = rng.randrange(4)
        if change == 0 and wall:  # a draw
            hand.append(wall.pop())
        elif change == 1 and len(hand) > 1:  # a discard
            hand.remove(rng.choice(hand))
        elif change == 2 and wall:  # a tile swapped in place, as a determinization does
            spot = rng.randrange(len(hand))
            wall.insert(0, hand[spot])
            hand[spot] = wall.pop()
        else:  # sorted again: the same tiles in another order
            hand.sort()
        index = indexes.of(0, hand)
        expected = [0] * 36
        for tile in hand:
            expected[KINDS[tile]] += 1
        assert index.counts == expected
        assert sorted(t for tiles in index.by_kind.values() for t in tiles) == sorted(hand)
        assert all(KINDS[t] == kind for kind, tiles in index.by_kind.items() for t in tiles)


def test_an_index_is_kept_while_the_hand_is_unchanged_and_copies_share_it() -> None:
    indexes = HandIndexes(KINDS, 36)
    hand = [0, 1, 5, 9]
    first = indexes.of(2, hand)
    assert indexes.of(2, list(hand)) is first  # an equal hand: the same answers
    twin = indexes.copy()
    assert twin.of(2, hand) is first
    hand.append(13)
    assert twin.of(2, hand) is not first and indexes.of(2, [0, 1, 5, 9]) is first
