"""The kinds a seat rules out before searching for a win never hold a grouping.

``scoring.winning_kinds`` names the only kinds a winning card may be when the
hand's free cards hold an orphan (a single no chi of it can use): a seat then
skips the search for every other kind. So no card of a kind ruled out may
group the hand in any way, and the test must rule out many (or it saves nothing).
"""

from __future__ import annotations

import random

from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS, parse_card, parse_cards
from mahjong_desktop.variants.paohuzi.scoring import (
    Source,
    best_grouping,
    lock_identical,
    winning_kinds,
)
from tests.variants.paohuzi.test_huxi_ceiling import position


def test_no_kind_ruled_out_groups_the_hand() -> None:
    rng = random.Random(17)
    ruled_out = grouped = 0
    for _ in range(1500):
        melds, hand = position(rng)
        only = winning_kinds(lock_identical(melds, hand))
        for card in range(NUM_KINDS):
            if hand.count(card) == 4:
                continue
            for source in (Source.OWN, Source.OTHER):
                result = best_grouping(melds, hand, card, source)
                if only is not None and card not in only:
                    ruled_out += 1
                    assert result is None, (melds, hand, card, source)
                else:
                    grouped += result is not None
    assert ruled_out > 5000
    assert grouped > 500


def test_one_orphan_leaves_its_kind_two_leave_none() -> None:
    # 1x has no partner among 7x 8x 9x (its chi shapes hold 2x 3x 1d): only a 1x
    # may win, as the pair.
    assert winning_kinds(lock_identical([], parse_cards("1x 789x 789x"))) == {parse_card("1x")}
    assert winning_kinds(lock_identical([], parse_cards("1x 5d 789x"))) == frozenset()
    assert winning_kinds(lock_identical([], parse_cards("12x 789x"))) is None
