"""Route shanten, useful draws and the odds of finishing, against the shared shanten code."""

from __future__ import annotations

import random

import pytest

from mahjong_desktop.ai.mahjong.hand import (
    NO_ROUTE,
    Form,
    HandRules,
    Route,
    route_shanten,
    useful_draws,
    win_chance,
)
from mahjong_desktop.ai.mahjong.lookahead import play_forward
from mahjong_desktop.variants.mahjong.shanten.distance import shanten, shanten_seven_pairs
from mahjong_desktop.variants.mahjong.tiles import counts_of, parse_kinds

RULES = HandRules()
ANY = Route("any", Form.STANDARD, None, 1.0)
PUNGS = Route("all_pungs", Form.PUNGS, None, 1.0)
PAIRS = Route("seven_pairs", Form.PAIRS, None, 1.0)


def counts(text: str) -> list[int]:
    return counts_of(parse_kinds(text))


@pytest.mark.parametrize("suits", ["mz", "p", "sz", "ps"])
def test_flush_routes_agree_with_the_restricted_shanten(suits: str) -> None:
    rng = random.Random(suits)
    route = Route("flush", Form.STANDARD, suits, 1.0)
    for _ in range(300):
        hand = counts_of(t // 4 for t in rng.sample(range(136), 13))
        expected = shanten(hand, 0, seven_pairs=False, thirteen_orphans=False, allowed_suits=suits)
        assert route_shanten(hand, 0, route, RULES) == expected


def test_pungs_and_pairs_routes() -> None:
    assert route_shanten(counts("111m 222p 333s 44z 55z"), 0, PUNGS, RULES) == 0
    assert route_shanten(counts("111m 222p 333s 444z 5z"), 0, PUNGS, RULES) == 0
    # One pair kept, four singles to grow into pungs: eight tiles to draw.
    assert route_shanten(counts("123m 456p 789s 11z 2z 3z"), 0, PUNGS, RULES) == 7
    assert route_shanten(counts("111m 222p 333s 444z 55z"), 0, PUNGS, RULES) == -1
    seven = counts("11m 22m 33p 44p 55s 66s 7z")
    assert route_shanten(seven, 0, PAIRS, RULES) == shanten_seven_pairs(seven) == 0
    assert route_shanten(counts("11m 22m 33p 44p 5s 6s 7z"), 1, PAIRS, RULES) == NO_ROUTE


def test_useful_draws_count_only_unseen_copies_that_help() -> None:
    hand = counts("123m 456p 789s 11z 23s")  # ready on 1s and 4s
    unseen = [4 - c for c in hand]
    total, kinds = useful_draws(hand, 0, ANY, RULES, unseen)
    assert kinds == parse_kinds("1s 4s") and total == 8
    unseen[parse_kinds("4s")[0]] = 0  # every 4s is in view
    assert useful_draws(hand, 0, ANY, RULES, unseen) == (4, parse_kinds("1s"))


def test_odds_grow_with_nearness_useful_tiles_and_time() -> None:
    assert win_chance(-1, 0, 100, 0) == 1.0
    assert win_chance(0, 0, 100, 10) == 0.0
    assert win_chance(0, 8, 100, 10) > win_chance(1, 8, 100, 10) > win_chance(2, 8, 100, 10)
    assert win_chance(1, 30, 100, 10) > win_chance(1, 10, 100, 10)
    assert win_chance(1, 10, 100, 18) > win_chance(1, 10, 100, 6)
    assert win_chance(1, 10, 100, 10, claims=True) > win_chance(1, 10, 100, 10, claims=False)


def test_the_odds_formula_tracks_sampled_play() -> None:
    """The fitted formula stays near what sampled play of the same hands finds."""
    rng = random.Random(5)
    formula = sampled = 0.0
    for _ in range(120):
        tiles = rng.sample(range(136), 13 + 18)
        hand = counts_of(t // 4 for t in tiles[:13])
        distance = route_shanten(hand, 0, ANY, RULES)
        useful, _ = useful_draws(hand, 0, ANY, RULES, [4 - c for c in hand])
        formula += win_chance(distance, useful, 123, 18, claims=False)
        sampled += play_forward(hand, 0, ANY, RULES, [t // 4 for t in tiles[13:]]) > 0
    assert 0.5 < formula / max(sampled, 1.0) < 2.0


CHOWS = Route("all_chows", Form.CHOWS, "mps", 1.0)


def _all_chows(hand: list[int], sets: int, pair: bool = False) -> bool:
    """Whether ``hand`` splits exactly into ``sets`` chows and a suit pair (plain search)."""
    first = next((k for k in range(34) if hand[k]), None)
    if first is None:
        return sets == 0 and pair
    if first >= 27:
        return False
    if not pair and hand[first] >= 2:
        hand[first] -= 2
        found = _all_chows(hand, sets, True)
        hand[first] += 2
        if found:
            return True
    if sets and first % 9 <= 6 and hand[first + 1] and hand[first + 2]:
        for k in (first, first + 1, first + 2):
            hand[k] -= 1
        found = _all_chows(hand, sets - 1, pair)
        for k in (first, first + 1, first + 2):
            hand[k] += 1
        return found
    return False


def test_the_all_chows_route_takes_four_chows_and_a_suit_pair_only() -> None:
    assert route_shanten(counts("123m 456m 789p 234s 55s"), 0, CHOWS, RULES) == -1
    assert route_shanten(counts("123m 456m 789p 23s 55s"), 0, CHOWS, RULES) == 0
    # A pung or an honour pair is no all-chows hand, however complete otherwise:
    # two tiles to change (the pair; two of the pung's three), or one chow a pung.
    assert route_shanten(counts("123m 456m 789p 234s 55z"), 0, CHOWS, RULES) == 1
    assert route_shanten(counts("111m 456m 789p 234s 55s"), 0, CHOWS, RULES) == 1
    assert route_shanten(counts("111m 444m 777p 234s 55s"), 0, CHOWS, RULES) == 5
    assert route_shanten(counts("789p 234s 55s"), 2, CHOWS, RULES) == -1
    rng = random.Random(11)
    suit_tiles = range(108)  # half the hands without honours, where chows are likelier
    for trial in range(600):
        melds = trial % 3
        pool = suit_tiles if trial % 2 else range(136)
        hand = counts_of(t // 4 for t in rng.sample(pool, 14 - 3 * melds))
        complete = route_shanten(hand, melds, CHOWS, RULES) == -1
        assert complete == _all_chows(list(hand), 4 - melds)
        # A 13-tile hand is ready exactly when some tile completes it.
        hand[next(k for k in range(34) if hand[k])] -= 1
        ready = route_shanten(hand, melds, CHOWS, RULES) == 0
        waits = []
        for kind in range(34):
            if hand[kind] < 4:
                hand[kind] += 1
                waits.append(_all_chows(list(hand), 4 - melds))
                hand[kind] -= 1
        assert ready == any(waits)
