"""Shanten and waits: known hands, melds, allowed suits, and checks against
independent references (the PyPI ``mahjong`` package, ``hand.decompositions``
and a brute-force distance over every complete shape for small hands)."""

from __future__ import annotations

import itertools
import random

import pytest
from mahjong.shanten import Shanten

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.variants.mahjong.shanten import overlaps as shanten_tables
from mahjong_desktop.variants.mahjong.shanten.distance import (
    shanten,
    shanten_seven_pairs,
    shanten_standard,
    shanten_thirteen_orphans,
    waits,
)
from mahjong_desktop.variants.mahjong.shapes import (
    decompositions,
    is_seven_pairs,
    is_thirteen_orphans,
)
from mahjong_desktop.variants.mahjong.tiles import (
    NUM_KINDS,
    TERMINALS_AND_HONOURS,
    counts_of,
    parse_kinds,
)


def hand(text: str) -> list[int]:
    return counts_of(parse_kinds(text))


def kinds(text: str) -> list[int]:
    return sorted(set(parse_kinds(text)))


# --- known hands -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["123m 456m 789m 123p 55s", "111m 222m 333m 444m 55m", "111z 222z 333z 444z 55z"],
)
def test_complete_standard_hands_are_minus_one(text: str) -> None:
    assert shanten_standard(hand(text)) == -1
    assert shanten(hand(text)) == -1


def test_nine_gates_waits_on_all_nine_characters() -> None:
    counts = hand("1112345678999m")
    assert shanten(counts) == 0
    assert waits(counts) == kinds("123456789m")


def test_thirteen_orphans_thirteen_sided_wait() -> None:
    counts = hand("19m 19p 19s 1234567z")
    assert shanten_thirteen_orphans(counts) == 0
    assert waits(counts) == sorted(TERMINALS_AND_HONOURS)
    assert waits(counts, thirteen_orphans=False) == []
    assert shanten(hand("19m 19p 19s 1234567z 7z")) == -1


def test_thirteen_orphans_shanten_counts_distinct_and_duplicate() -> None:
    assert shanten_thirteen_orphans(hand("19m 19p 19s 123456z 55m")) == 1
    assert shanten_thirteen_orphans(hand("119m 19p 19s 123456z 5m")) == 0


def test_seven_pairs_with_a_quad_depends_on_the_setting() -> None:
    ready = hand("1111m 55m 99p 22s 77s 4z")
    assert shanten_seven_pairs(ready, quads_as_two_pairs=True) == 0
    assert shanten_seven_pairs(ready) == 2  # five different pairs and a single
    assert waits(ready, quads_as_two_pairs=True) == kinds("4z")
    assert waits(ready) == []
    done = hand("1111m 55m 99p 22s 77s 44z")
    assert shanten(done, quads_as_two_pairs=True) == -1
    assert shanten_seven_pairs(done) == 1
    assert is_seven_pairs(done, quads_as_two_pairs=True)


def test_seven_pairs_can_be_switched_off() -> None:
    counts = hand("11m 33m 55p 77p 99s 22z 4z 6z")
    assert shanten(counts) == 0
    assert shanten(counts, seven_pairs=False) > 0


def test_no_wait_on_a_kind_the_hand_holds_four_of() -> None:
    counts = hand("1111m 234p 567p 789s")
    # The only finishing tile would be a fifth 1m, so the hand is not ready.
    assert shanten(counts) == 1
    assert waits(counts) == []
    assert Shanten.calculate_shanten(counts) == 1


def test_own_counts_exclude_a_wait_held_in_a_meld() -> None:
    concealed = hand("123p 456p 789p 5m")
    assert waits(concealed, melds=1) == kinds("5m")
    own = list(concealed)
    own[parse_kinds("5m")[0]] += 3  # a melded pung of 5m
    assert waits(concealed, melds=1, own_counts=own) == []


# --- melds -------------------------------------------------------------------


def test_melds_shrink_the_concealed_part() -> None:
    assert shanten_standard(hand("5m"), melds=4) == 0
    assert waits(hand("5m"), melds=4) == kinds("5m")
    assert shanten_standard(hand("55m"), melds=4) == -1
    assert shanten_standard(hand("1111m"), melds=3) == 1  # 111m + 11m would be five
    assert waits(hand("1111m"), melds=3) == []
    assert shanten(hand("23m 55p 7z"), melds=3) == 0  # discard 7z
    assert waits(hand("23m 55p"), melds=3) == kinds("14m")
    assert waits(hand("23m 7z 9s"), melds=3) == []
    assert shanten(hand("23m 7z 9s"), melds=3) == 1


def test_special_forms_need_a_fully_concealed_hand() -> None:
    counts = hand("11m 33m 55p 77p 99s 2z")
    assert shanten(counts, melds=1) == shanten_standard(counts, melds=1)


# --- allowed suits -------------------------------------------------------------


def test_a_tile_outside_the_allowed_suits_costs_an_exchange() -> None:
    counts = hand("123p 456p 789p 123s 5z")
    assert shanten(counts) == 0
    assert waits(counts) == kinds("5z")
    assert shanten(counts, allowed_suits="ps") == 1
    assert waits(counts, allowed_suits="ps") == []
    assert shanten(counts, allowed_suits="psz") == 0


def test_allowed_suits_filter_waits_and_counts_each_foreign_tile() -> None:
    counts = hand("123p 456p 789p 11s 5m 9m")
    assert shanten(counts, allowed_suits="ps") == 2
    ready = hand("123p 456p 789p 23s 55s")
    assert waits(ready, allowed_suits="ps") == kinds("14s")
    assert waits(ready, allowed_suits="ps") == waits(ready)


def test_a_single_allowed_suit_must_hold_every_set() -> None:
    assert shanten(hand("11112222333344p"), allowed_suits="p") == -1
    # Both characters must go when only dots are allowed.
    assert shanten(hand("123p 456p 789p 55p 12m"), allowed_suits="p") == 2
    assert shanten(hand("123p 456p 789p 55p 12m"), allowed_suits="mp") == 0
    assert waits(hand("1111222233334p"), allowed_suits="p") == kinds("45p")


def test_thirteen_orphans_impossible_with_a_missing_suit() -> None:
    counts = hand("19m 19p 19s 1234567z")
    assert shanten(counts, allowed_suits="mpsz") == 0
    assert shanten(counts, allowed_suits="psz") > 0


def test_bad_input_raises_notation_error() -> None:
    with pytest.raises(NotationError):
        shanten(hand("123m"))
    with pytest.raises(NotationError):
        shanten([0] * 33)
    with pytest.raises(NotationError):
        shanten(hand("123p 456p 789p 11m 1s"), allowed_suits="px")
    with pytest.raises(NotationError):
        waits(hand("123p 456p 789p 11m"))


# --- properties against independent references -----------------------------------


def random_hand(rng: random.Random, size: int) -> list[int]:
    counts = [0] * NUM_KINDS
    for tile in rng.sample(range(136), size):
        counts[tile // 4] += 1
    return counts


def near_complete(rng: random.Random, sets: int) -> list[int]:
    """``sets`` random sets and a pair (at most 4 copies), sometimes with a tile swapped."""
    groups = [(k, k, k) for k in range(34)] + [(k, k + 1, k + 2) for k in range(27) if k % 9 < 7]
    while True:
        counts = [0] * NUM_KINDS
        for group in rng.choices(groups, k=sets):
            for k in group:
                counts[k] += 1
        counts[rng.randrange(NUM_KINDS)] += 2
        if rng.random() < 0.5:
            held = [k for k in range(NUM_KINDS) if counts[k]]
            counts[rng.choice(held)] -= 1
            counts[rng.randrange(NUM_KINDS)] += 1
        if max(counts) <= 4:
            return counts


def test_agrees_with_the_mahjong_package() -> None:
    rng = random.Random(7)
    for index in range(400):
        counts = random_hand(rng, 13 + index % 2) if index % 3 else near_complete(rng, 4)
        if sum(counts) == 14 and index % 2:
            counts[max(range(NUM_KINDS), key=counts.__getitem__)] -= 1
        assert shanten_standard(counts) == Shanten.calculate_shanten_for_regular_hand(counts)
        assert shanten_seven_pairs(counts) == Shanten.calculate_shanten_for_chiitoitsu_hand(counts)
        assert shanten_thirteen_orphans(counts) == Shanten.calculate_shanten_for_kokushi_hand(
            counts
        )
        assert shanten(counts) == Shanten.calculate_shanten(counts)


@pytest.mark.parametrize("melds", [0, 1, 2, 3, 4])
def test_complete_iff_some_decomposition(melds: int) -> None:
    rng = random.Random(11 + melds)
    seen_complete = 0
    for _ in range(300):
        counts = near_complete(rng, 4 - melds)
        complete = bool(decompositions(counts))
        seen_complete += complete
        assert (shanten_standard(counts, melds) == -1) == complete
    assert 0 < seen_complete < 300


def test_waits_match_the_decomposition_reference() -> None:
    rng = random.Random(5)
    checked_ready = 0
    for _ in range(300):
        counts = near_complete(rng, 4)
        counts[rng.choice([k for k in range(NUM_KINDS) if counts[k]])] -= 1
        expected = []
        for kind in range(NUM_KINDS):
            if counts[kind] == 4:
                continue
            counts[kind] += 1
            if decompositions(counts) or is_seven_pairs(counts) or is_thirteen_orphans(counts):
                expected.append(kind)
            counts[kind] -= 1
        assert waits(counts) == expected
        assert (shanten(counts) == 0) == bool(expected)
        checked_ready += bool(expected)
    assert checked_ready > 50


def _complete_shapes(sets: int) -> list[list[int]]:
    """Every complete concealed shape of ``sets`` sets and a pair, at most 4 copies each."""
    groups = [(k, k, k) for k in range(34)] + [(k, k + 1, k + 2) for k in range(27) if k % 9 < 7]
    shapes = []
    for chosen in itertools.combinations_with_replacement(groups, sets):
        for pair in range(NUM_KINDS):
            counts = [0] * NUM_KINDS
            counts[pair] = 2
            for group in chosen:
                for k in group:
                    counts[k] += 1
            if max(counts) <= 4:
                shapes.append(counts)
    return shapes


@pytest.mark.parametrize("melds", [3, 4])
def test_shanten_is_the_exact_distance_for_small_hands(melds: int) -> None:
    """Shanten + 1 = fewest tiles to draw to reach some complete shape."""
    shapes = _complete_shapes(4 - melds)
    rng = random.Random(melds)
    for _ in range(150):
        size = 14 - 3 * melds - rng.randint(0, 1)
        counts = random_hand(rng, size) if rng.random() < 0.5 else _clustered(rng, size)
        lack = min(
            sum(max(0, w - c) for w, c in zip(shape, counts, strict=True)) for shape in shapes
        )
        assert shanten_standard(counts, melds) == lack - 1


def _clustered(rng: random.Random, size: int) -> list[int]:
    """Tiles from a few neighbouring kinds, so quads and four-copy limits come up."""
    start = rng.randrange(25)
    pool = [4 * k + i for k in range(start, start + 3) for i in range(4)]
    counts = [0] * NUM_KINDS
    for tile in rng.sample(pool, size):
        counts[tile // 4] += 1
    return counts


# --- the per-suit tables: blocks and runs against the whole-suit DP ---------------


def _whole_suit_table(counts: tuple[int, ...]) -> tuple[int, ...]:
    """The at-most table of a suit from one DP over all nine kinds (no blocks)."""
    return shanten_tables.at_most_table(shanten_tables._tail(bytes(counts), 0, 0, False))


def _suit_table(counts: tuple[int, ...]) -> tuple[int, ...]:
    return shanten_tables._tables[shanten_tables._new_suit_id(counts)]


def _suits(size: int) -> list[tuple[int, ...]]:
    """Every suit (nine kinds, 0-4 copies each) holding at most ``size`` tiles."""
    found: list[tuple[int, ...]] = []

    def extend(prefix: tuple[int, ...], left: int) -> None:
        if len(prefix) == 9:
            found.append(prefix)
            return
        for held in range(min(4, left) + 1):
            extend((*prefix, held), left - held)

    extend((), size)
    return found


def test_suit_tables_match_the_whole_suit_dp_for_every_small_suit() -> None:
    # Splitting into blocks and runs, mirroring, and ignoring a suit's edge
    # unless a quad sits near it must all leave the table unchanged. (The same
    # check over all 405,350 suits of up to 14 tiles passes too; it takes a minute.)
    shanten_tables.clear_caches()
    for counts in _suits(7):
        assert _suit_table(counts) == _whole_suit_table(counts), counts


def test_suit_tables_match_the_whole_suit_dp_for_crowded_suits() -> None:
    rng = random.Random(3)
    shanten_tables.clear_caches()
    for _ in range(3000):
        counts = [0] * 9
        # Few kinds, many copies: quads and triples next to edges and gaps.
        for kind in rng.choices(range(9), k=rng.randint(8, 14)):
            if counts[kind] < 4:
                counts[kind] += 1
        suit = tuple(counts)
        assert _suit_table(suit) == _whole_suit_table(suit), suit


def test_clear_caches_keeps_results() -> None:
    counts = hand("1112345678999m")
    before = shanten(counts)
    shanten_tables.clear_caches()
    # Only the empty table, interned again, or what the precomputed store seeds.
    store = shanten_tables.store_in_use()
    seeded = (
        len(store.tables) + len(store.pairs) + len(store.honours) + len(store.finals)
        if store is not None
        else 1
    )
    assert shanten_tables.cache_size() == seeded
    assert shanten(counts) == before
