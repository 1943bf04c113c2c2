"""The huxi ceiling a seat checks before searching for a win is never below a win.

A seat skips the grouping search when ``huxi_ceiling`` says no grouping can
reach 15 huxi; so on every hand, with every winning card and source, the best
grouping must score at most the ceiling, and the ceiling must rule out many
hands (or it saves nothing).
"""

from __future__ import annotations

import random

from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS
from mahjong_desktop.variants.paohuzi.groups import CHI_SHAPES, Group, GroupKind, identical
from mahjong_desktop.variants.paohuzi.scoring import (
    MIN_HUXI,
    Source,
    best_grouping,
    huxi_ceiling,
    lock_identical,
)

TABLE_MELDS = (GroupKind.PENG, GroupKind.WEI, GroupKind.PAO, GroupKind.TI)


def position(rng: random.Random) -> tuple[list[Group], list[int]]:
    """Melds and hand kinds of seven groups (a chi, an identical group or a pair each),
    so that many positions group and some win."""
    left = [4] * NUM_KINDS
    melds: list[Group] = []
    hand: list[int] = []
    for index in range(7):
        if rng.random() < 0.6:
            kinds = list(rng.choice(CHI_SHAPES))
            as_meld = GroupKind.CHI
        else:
            kind = rng.randrange(NUM_KINDS)
            as_meld = rng.choice(TABLE_MELDS)
            kinds = list(identical(as_meld, kind).kinds)
        if any(kinds.count(k) > left[k] for k in kinds):
            continue
        for k in kinds:
            left[k] -= 1
        if index < 3 and rng.random() < 0.5:
            melds.append(Group(as_meld, tuple(kinds)))
        else:
            hand += kinds
    pair = rng.randrange(NUM_KINDS)
    if left[pair] >= 2 and rng.random() < 0.5:
        hand += [pair, pair]
    rng.shuffle(hand)
    return melds, hand[: len(hand) - rng.randint(0, 2)]


def test_no_grouping_scores_above_the_ceiling() -> None:
    rng = random.Random(9)
    ruled_out = grouped = 0
    for _ in range(2500):
        melds, hand = position(rng)
        if not hand:
            continue
        card = hand.pop(rng.randrange(len(hand)))
        locked = lock_identical(melds, hand)
        for source in (Source.OWN, Source.OTHER):
            result = best_grouping(melds, hand, card, source)
            if result is not None:
                grouped += 1
                assert result.huxi <= huxi_ceiling(locked, card), (melds, hand, card, source)
        standing = best_grouping(melds, hand)
        if standing is not None:
            assert standing.huxi <= huxi_ceiling(locked), (melds, hand)
        ruled_out += huxi_ceiling(locked, card) < MIN_HUXI
    assert grouped > 200
    assert ruled_out > 200
