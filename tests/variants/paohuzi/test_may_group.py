"""The grouping test a seat makes before searching never rules out a hand that groups.

``scoring.may_group`` looks two steps into the search: a card it rules out must
group the hand in no way (with either source), and it must rule out many cards
(or it saves nothing).
"""

from __future__ import annotations

import random

from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS, parse_card, parse_cards
from mahjong_desktop.variants.paohuzi.groups import CHI_SHAPES
from mahjong_desktop.variants.paohuzi.scoring import (
    GROUPS_TO_WIN,
    Source,
    _best_free,
    _starts,
    best_grouping,
    lock_identical,
    may_group,
)
from tests.variants.paohuzi.test_huxi_ceiling import position


def test_no_card_ruled_out_groups_the_hand() -> None:
    rng = random.Random(23)
    ruled_out = grouped = 0
    for _ in range(1500):
        melds, hand = position(rng)
        locked = lock_identical(melds, hand)
        for card in range(NUM_KINDS):
            if hand.count(card) == 4:
                continue
            results = [best_grouping(melds, hand, card, s) for s in (Source.OWN, Source.OTHER)]
            if not may_group(locked, card):
                ruled_out += 1
                assert results == [None, None], (melds, hand, card)
            else:
                grouped += any(r is not None for r in results)
    assert ruled_out > 5000
    assert grouped > 300


def test_a_card_no_chi_can_start_from_is_ruled_out_and_a_pair_is_searched() -> None:
    orphan = lock_identical([], parse_cards("1x 456x 789x"))  # no 2x, 3x or 1d for the 1x
    assert not may_group(orphan, parse_card("5d"))
    run = lock_identical([], parse_cards("12x 456x 789x"))
    assert may_group(run, parse_card("3x"))  # 123x, then 456x: the search tells
    pair = lock_identical([], parse_cards("1x 456x 789x 5d 5d"))
    assert may_group(pair, parse_card("5d"))  # the card grows the pair: searched


def test_a_hand_the_search_groups_is_never_ruled_out_before_the_search() -> None:
    # ``scoring._complete`` tries ``_starts`` all the way down before searching.
    rng = random.Random(41)
    ruled_out = grouped = 0
    for _ in range(3000):
        counts = [0] * NUM_KINDS
        need_pair = rng.random() < 0.4
        # Chi shapes (and the pair) that group, one card in two hands moved at random.
        for shape in rng.sample(CHI_SHAPES, rng.randint(1, 5)):
            for kind in shape:
                counts[kind] += 1
        if need_pair:
            counts[rng.randrange(NUM_KINDS)] += 2
        if rng.random() < 0.5:
            counts[rng.choice([k for k in range(NUM_KINDS) if counts[k]])] -= 1
            counts[rng.randrange(NUM_KINDS)] += 1
        found = _best_free(tuple(counts), need_pair)
        if not _starts(list(counts), need_pair, GROUPS_TO_WIN):
            ruled_out += 1
            assert found is None, (counts, need_pair)
        grouped += found is not None
    assert ruled_out > 500 and grouped > 500
