"""The waits of a hand are exactly the kinds whose one more tile passes the shape test.

The games look a claimed tile up in the hand's waits instead of testing its
shape on every discard, so each waits function must agree with the shape test
it stands for on every hand: random hands of every size, pair- and run-heavy
ones and near-complete ones, compared kind by kind.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from mahjong_desktop.variants.mahjong.shapes import (
    has_standard_shape,
    is_seven_pairs,
    is_thirteen_orphans,
    seven_pairs_waits,
    standard_waits,
    thirteen_orphans_waits,
)
from mahjong_desktop.variants.mahjong.tiles import NUM_KINDS, TERMINALS_AND_HONOURS


def hands(seed: int, count: int) -> list[list[int]]:
    rng = random.Random(seed)
    found = []
    for index in range(count):
        size = rng.choice((1, 4, 7, 10, 13, 13, 13))
        pool = [k for k in range(NUM_KINDS) for _ in range(4)]
        if index % 3 == 1:  # few kinds: pairs, pungs and runs everywhere
            kinds = rng.sample(range(NUM_KINDS), 6)
            pool = [k for k in kinds for _ in range(4)]
        elif index % 3 == 2:  # terminals and honours: seven pairs and orphans
            pool = [k for k in TERMINALS_AND_HONOURS for _ in range(2)]
        counts = [0] * NUM_KINDS
        for kind in rng.sample(pool, min(size, len(pool))):
            counts[kind] += 1
        found.append(counts)
    return found


def complete_minus_one(seed: int, count: int) -> list[list[int]]:
    """Winning hands with one tile taken out: every one of them waits on something."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        counts = [0] * NUM_KINDS
        for _ in range(4):
            if rng.random() < 0.5:
                first = rng.choice([k for k in range(27) if k % 9 <= 6])
                run = (first, first + 1, first + 2)
            else:
                run = (rng.randrange(NUM_KINDS),) * 3
            for kind in run:
                counts[kind] += 1
        counts[rng.randrange(NUM_KINDS)] += 2
        if max(counts) > 4:
            continue
        held = [k for k in range(NUM_KINDS) for _ in range(counts[k])]
        counts[rng.choice(held)] -= 1
        found.append(counts)
    return found


def brute(counts: Sequence[int], shaped: Callable[[Sequence[int]], bool]) -> set[int]:
    waits = set()
    for kind in range(NUM_KINDS):
        work = list(counts)
        work[kind] += 1
        if shaped(work):
            waits.add(kind)
    return waits


CASES = hands(1, 1500) + complete_minus_one(2, 800)


def test_standard_waits_match_the_shape_test() -> None:
    for counts in CASES:
        assert standard_waits(counts) == brute(counts, has_standard_shape), counts


@pytest.mark.parametrize("quads", [False, True])
def test_seven_pairs_waits_match_the_shape_test(quads: bool) -> None:
    pairs = [c for c in CASES if sum(c) == 13]
    for counts in pairs:
        want = brute(counts, lambda c: is_seven_pairs(c, quads))
        assert seven_pairs_waits(counts, quads) == want, counts


def test_thirteen_orphans_waits_match_the_shape_test() -> None:
    for counts in CASES:
        assert thirteen_orphans_waits(counts) == brute(counts, is_thirteen_orphans), counts


def test_some_cases_wait_on_each_form() -> None:
    """The cases reach every form (a test of the test data)."""
    assert sum(bool(standard_waits(c)) for c in CASES) > 1000
    assert any(seven_pairs_waits(c) for c in CASES)
    assert any(thirteen_orphans_waits(c) for c in CASES)
