"""``chi.chi_plans`` reads every hand's chi from plans made in advance: they must be the
search's options (``chi.chi_shapes``) in its order, with the cards each takes and
whether a card to discard is left, for hands holding the card none, once or twice."""

from __future__ import annotations

import random

from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS
from mahjong_desktop.variants.paohuzi.chi import ChiPlan, chi_plans, chi_shapes
from mahjong_desktop.variants.paohuzi.discard_rule import KAN_SIZE


def _plan_of(
    counts: list[int], card: int, main: tuple[int, ...], bi: tuple[tuple[int, ...], ...]
) -> ChiPlan:
    """The plan of one option, written out: the next unused card of each kind, the
    claimed card once aside; the kinds used held once or twice, and whether one of
    them is still held once or twice after."""
    taken: dict[int, int] = {}

    def slots(shape: tuple[int, ...], claimed: int | None) -> tuple[tuple[int, int], ...]:
        out = []
        for kind in shape:
            if kind == claimed:
                claimed = None
                continue
            out.append((kind, taken.get(kind, 0)))
            taken[kind] = taken.get(kind, 0) + 1
        return tuple(out)

    main_slots = slots(main, card)
    bi_slots = tuple(slots(shape, None) for shape in bi)
    lost = sum(0 < counts[kind] < KAN_SIZE for kind in taken)
    gains = any(0 < counts[kind] - n < KAN_SIZE for kind, n in taken.items())
    return ChiPlan(main_slots, bi_slots, lost, gains)


def test_plans_are_the_searchs_options_in_its_order() -> None:
    rng = random.Random(12)
    seen = {0: 0, 1: 0, 2: 0}
    with_plans = 0
    for _ in range(6000):
        counts = [rng.choice((0, 0, 0, 1, 1, 2, 3)) for _ in range(NUM_KINDS)]
        card = rng.randrange(NUM_KINDS)
        counts[card] = rng.choice((0, 1, 1, 2))
        expected = tuple(_plan_of(counts, card, main, bi) for main, bi in chi_shapes(counts, card))
        assert chi_plans(counts, card) == expected, (counts, card)
        seen[counts[card]] += 1
        with_plans += bool(expected)
    assert min(seen.values()) > 1000
    assert with_plans > 2000
