"""Hong Kong scoring, row by row of the faan table: a hand that earns each pattern
and a near miss that does not; then best split, minimum, cap and payments."""

from __future__ import annotations

import pytest

from mahjong_desktop.engine.messages import Message, render
from mahjong_desktop.variants.calc.parsing import parse_hand
from mahjong_desktop.variants.hongkong.scoring import is_winning_shape, payments, score_hand
from mahjong_desktop.variants.mahjong.tiles import counts_of, parse_kinds
from mahjong_desktop.variants.mahjong.win_situation import MeldShape, ScoredHand, WinSituation


def score(
    hand: str,
    melds: str | None = None,
    *,
    win: str | None = None,
    self_drawn: bool = False,
    seat: int = 0,
    bonus: str | None = None,
    events: tuple[str, ...] = (),
    minimum: int = 3,
    limit: int = 13,
) -> ScoredHand:
    """Score a hand written in notation; the winning tile defaults to its last tile."""
    win_tile = win or hand.split()[-1][-2:]
    parsed = parse_hand(hand, melds, win_tile, bonus)
    assert parsed.win_tile is not None
    situation = WinSituation(
        concealed=parsed.concealed,
        melds=parsed.melds,
        win_tile=parsed.win_tile,
        self_drawn=self_drawn,
        seat_wind=seat,
        bonus=parsed.bonus,
        events=frozenset(events),
    )
    return score_hand(situation, minimum=minimum, limit=limit)


def codes(scored: ScoredHand) -> dict[str, int]:
    return {p.code: p.value for p in scored.patterns}


# --- ordinary patterns -------------------------------------------------------


def test_all_chows() -> None:
    scored = score("123m 456m 789p 234s 55s")
    assert codes(scored) == {"all_chows": 1, "concealed_hand": 1, "no_flowers": 1}
    assert (scored.win, scored.valid, scored.total, scored.points) == (True, True, 3, 8)


@pytest.mark.parametrize("hand", ["123m 456m 789p 234s 11z", "123m 456m 789p 222s 55s"])
def test_all_chows_near_misses(hand: str) -> None:
    assert "all_chows" not in codes(score(hand))


def test_concealed_hand_allows_concealed_kongs_and_a_discard_win() -> None:
    assert "concealed_hand" in codes(score("456m 789p 234s 55s", "ckong:1111m"))
    assert "concealed_hand" not in codes(score("456m 789p 234s 55s", "kong:1111m"))
    assert "concealed_hand" not in codes(score("456m 789p 55s", "chow:234s,ckong:1111m"))


def test_self_drawn() -> None:
    hand = "123m 456m 789p 234s 55s"
    assert "self_drawn" in codes(score(hand, self_drawn=True))
    assert "self_drawn" not in codes(score(hand))
    replaced = codes(score(hand, events=("kong_replacement",)))
    assert replaced["self_drawn"] == 1
    assert replaced["kong_replacement"] == 1


def test_no_flowers() -> None:
    hand = "123m 456m 789p 234s 55s"
    assert "no_flowers" in codes(score(hand))
    with_flower = codes(score(hand, bonus="2f"))  # South's flower, East wins
    assert "no_flowers" not in with_flower
    assert "seat_flower" not in with_flower


def test_dragon_pung_one_each() -> None:
    assert codes(score("555z 123m 456m 789p 11s"))["dragon_pung"] == 1
    assert codes(score("555z 666z 123m 456m 11s"))["dragon_pung"] == 2
    assert "dragon_pung" not in codes(score("123m 456m 789p 234s 55z"))


def test_seat_and_round_wind_pungs() -> None:
    south = codes(score("222z 123m 456m 789p 11s", seat=1))
    assert south["seat_wind_pung"] == 1
    assert "round_wind_pung" not in south
    assert (
        not {"seat_wind_pung", "round_wind_pung"}
        & codes(score("222z 123m 456m 789p 11s", seat=2)).keys()
    )
    east_for_south = codes(score("111z 123m 456m 789p 11s", seat=1))
    assert east_for_south["round_wind_pung"] == 1
    assert "seat_wind_pung" not in east_for_south
    east_for_east = codes(score("111z 123m 456m 789p 11s", seat=0))
    assert east_for_east["round_wind_pung"] == east_for_east["seat_wind_pung"] == 1


def test_wind_pung_counts_as_a_kong_meld() -> None:
    assert codes(score("123m 456m 789p 11s", "kong:2222z", seat=1))["seat_wind_pung"] == 1


def test_small_three_dragons_replaces_dragon_pungs() -> None:
    scored = codes(score("555z 666z 77z 123m 456m"))
    assert scored["small_three_dragons"] == 5
    assert "dragon_pung" not in scored
    near = codes(score("555z 666z 77m 123m 456m"))
    assert "small_three_dragons" not in near
    assert near["dragon_pung"] == 2


def test_all_pungs_with_melds_and_kongs() -> None:
    scored = codes(score("333s 444m 55s", "pung:111m,kong:2222p"))
    assert scored["all_pungs"] == 3
    assert "concealed_hand" not in scored
    assert "all_pungs" not in codes(score("333s 456m 55s", "pung:111m,kong:2222p"))


def test_half_flush() -> None:
    assert codes(score("123m 456m 789m 111z 22z"))["half_flush"] == 3
    assert "half_flush" not in codes(score("123m 456m 789p 111z 22z"))
    assert "half_flush" not in codes(score("123m 456m 789p 234p 55p"))  # two suits, no honour
    assert "half_flush" not in codes(score("123m 456m 789m 234m 55m"))  # no honour: a full flush


def test_full_flush() -> None:
    assert codes(score("123m 456m 789m 234m 55m"))["full_flush"] == 7
    assert "full_flush" not in codes(score("123m 456m 789m 234m 55z"))


def test_seven_pairs() -> None:
    scored = codes(score("11m 33m 55p 77p 99s 11z 22z"))
    assert scored == {"concealed_hand": 1, "no_flowers": 1, "seven_pairs": 4}


def test_seven_pairs_need_different_pairs() -> None:
    assert not score("11m 11m 55p 77p 99s 11z 22z", win="1m").win


def test_seven_pairs_may_be_a_flush() -> None:
    scored = codes(score("11m 33m 55m 77m 99m 11z 22z"))
    assert scored["seven_pairs"] == 4
    assert scored["half_flush"] == 3


def test_seat_flower_and_season() -> None:
    assert codes(score("123m 456m 789p 234s 55s", seat=1, bonus="2f"))["seat_flower"] == 1
    assert codes(score("123m 456m 789p 234s 55s", seat=2, bonus="7f"))["seat_season"] == 1
    assert (
        not {"seat_flower", "seat_season"}
        & codes(score("123m 456m 789p 234s 55s", seat=3, bonus="2f 7f")).keys()
    )


def test_all_flowers_replaces_seat_flower() -> None:
    scored = codes(score("123m 456m 789p 234s 55s", bonus="1234f"))
    assert scored["all_flowers"] == 2
    assert "seat_flower" not in scored
    near = codes(score("123m 456m 789p 234s 55s", bonus="123f"))
    assert "all_flowers" not in near
    assert near["seat_flower"] == 1


def test_all_seasons_replaces_seat_season() -> None:
    scored = codes(score("123m 456m 789p 234s 55s", seat=3, bonus="5678f"))
    assert scored["all_seasons"] == 2
    assert "seat_season" not in scored
    near = codes(score("123m 456m 789p 234s 55s", seat=3, bonus="678f"))
    assert "all_seasons" not in near
    assert near["seat_season"] == 1


@pytest.mark.parametrize(
    "event", ["kong_replacement", "robbing_kong", "last_tile_draw", "last_discard"]
)
def test_winning_moment_events(event: str) -> None:
    hand = "123m 456m 789p 234s 55s"
    assert codes(score(hand, events=(event,)))[event] == 1
    assert event not in codes(score(hand))


def test_patterns_in_table_order() -> None:
    scored = score("111z 555z 123m 456m 22z", seat=0, self_drawn=True, events=("last_tile_draw",))
    assert [p.code for p in scored.patterns] == [
        "concealed_hand",
        "self_drawn",
        "no_flowers",
        "dragon_pung",
        "seat_wind_pung",
        "round_wind_pung",
        "half_flush",
        "last_tile_draw",
    ]


# --- limit hands -------------------------------------------------------------


def assert_limit(scored: ScoredHand, *limit_codes: str) -> None:
    assert scored.valid
    assert scored.total == 13
    assert scored.points == 8192
    assert codes(scored) == dict.fromkeys(limit_codes, 13)


def assert_no_limit(scored: ScoredHand) -> None:
    assert scored.win
    assert all(p.value < 13 for p in scored.patterns)


def test_thirteen_orphans() -> None:
    assert_limit(score("19m 19p 19s 1234567z 9s"), "thirteen_orphans")
    assert not score("19m 19p 19s 123456z 2m 9s").win


def test_all_honours() -> None:
    assert_limit(score("111z 222z 333z 555z 66z"), "all_honours")
    assert_no_limit(score("111z 222z 333z 555z 11m"))


def test_all_honours_as_seven_pairs() -> None:
    assert_limit(score("11223344556677z"), "all_honours")


def test_every_limit_that_applies_is_listed() -> None:
    assert_limit(score("111z 222z 333z 444z 55z"), "all_honours", "big_four_winds")


def test_all_terminals() -> None:
    assert_limit(score("111m 999m 111p 999p 11s"), "all_terminals")
    assert_no_limit(score("111m 999m 111p 999p 11z"))


def test_big_three_dragons() -> None:
    assert_limit(score("555z 666z 777z 123m 44m"), "big_three_dragons")
    assert_no_limit(score("555z 666z 77z 123m 444m"))


def test_big_four_winds() -> None:
    assert_limit(score("222z 333z 55m", "pung:111z,kong:4444z"), "big_four_winds")
    assert_no_limit(score("111z 222z 333z 44z 555m"))


def test_four_kongs() -> None:
    melds = "kong:1111m,kong:2222p,ckong:3333s,kong:5555z"
    assert_limit(score("11z", melds), "four_kongs")
    assert_no_limit(score("555z 11z", "kong:1111m,kong:2222p,ckong:3333s"))


def test_nine_gates() -> None:
    assert_limit(score("1112345678999m 5m"), "nine_gates")
    assert_limit(score("1112345678999p 9p"), "nine_gates")


def test_nine_gates_near_misses() -> None:
    assert_no_limit(score("5678999m 5m", "chow:234m,pung:111m"))  # not concealed
    assert_no_limit(score("111m 234m 567m 888m 99m"))  # only two 9s
    assert_no_limit(score("2345678999m 5m", "ckong:1111m"))  # a kong is no part of the gates


def test_four_concealed_pungs() -> None:
    assert_limit(score("111m 222p 333s 555z 77z", self_drawn=True), "four_concealed_pungs")
    drawn_kong = score("222p 333s 555z 77z", "ckong:1111m", events=("kong_replacement",))
    assert_limit(drawn_kong, "four_concealed_pungs")


def test_four_concealed_pungs_near_misses() -> None:
    on_discard = score("111m 222p 333s 555z 77z")  # the discard may complete a pung
    assert_no_limit(on_discard)
    assert codes(on_discard)["all_pungs"] == 3
    assert_no_limit(score("222p 333s 555z 77z", "pung:111m", self_drawn=True))


def test_heavenly_hand() -> None:
    assert_limit(score("123m 456m 789p 234s 55s", events=("heavenly",)), "heavenly_hand")
    assert_no_limit(score("123m 456m 789p 234s 55s"))
    assert not score("123m 456m 789p 234s 59s", events=("heavenly",)).win


# --- best split, minimum, cap ------------------------------------------------


def test_best_split_pungs_over_chows() -> None:
    scored = score("111m 222m 333m 999s 55p")  # 123m x3 is the poorer split
    assert codes(scored) == {"concealed_hand": 1, "no_flowers": 1, "all_pungs": 3}


def test_best_reading_seven_pairs_over_chows() -> None:
    scored = score("112233m 445566p 77s")  # also 123m 123m 456p 456p 77s: all chows
    assert "seven_pairs" in codes(scored)
    assert scored.total == 6


def test_not_a_winning_hand() -> None:
    scored = score("123m 456m 789p 234s 59s")
    assert (scored.win, scored.valid, scored.total, scored.points) == (False, False, 0, 0)
    assert scored.patterns == ()
    assert scored.reason == Message("hand.not_a_win")
    assert render(scored.reason) == "not a winning hand"


def test_below_the_minimum() -> None:
    scored = score("123m 456p 789s 234m 55p", bonus="2f")
    assert (scored.win, scored.valid, scored.total, scored.points) == (True, False, 2, 0)
    assert scored.reason == Message(
        "hand.below_minimum", {"total": 2, "minimum": 3, "unit": "faan"}
    )
    assert render(scored.reason) == "2 faan, 3 needed"
    relaxed = score("123m 456p 789s 234m 55p", bonus="2f", minimum=2)
    assert (relaxed.valid, relaxed.points, relaxed.reason) == (True, 4, None)


def test_total_capped_at_the_limit() -> None:
    scored = score("11m 22m 44m 55m 77m 88m 99m", self_drawn=True)  # 4+7+1+1+1 = 14 faan
    assert sum(p.value for p in scored.patterns) == 14
    assert (scored.total, scored.points) == (13, 8192)
    assert score("11m 22m 44m 55m 77m 88m 99m", limit=10).total == 10


@pytest.mark.parametrize(
    ("melds", "seat", "message"),
    [((), 4, "seat"), ((MeldShape("peng", tuple(parse_kinds("555z"))),), 0, "meld kind")],
)
def test_impossible_situations_are_programming_errors(
    melds: tuple[MeldShape, ...], seat: int, message: str
) -> None:
    situation = WinSituation(
        concealed=tuple(parse_kinds("123m 456m 789p 55s")),
        melds=melds,
        win_tile=parse_kinds("5s")[0],
        self_drawn=False,
        seat_wind=seat,
    )
    with pytest.raises(ValueError, match=message):
        score_hand(situation)


# --- shapes and payments -----------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "melds", "expected"),
    [
        ("123m 456m 789p 234s 55s", 0, True),
        ("11m 33m 55p 77p 99s 11z 22z", 0, True),
        ("19m 19p 19s 1234567z 1m", 0, True),
        ("789p 234s 55s", 2, True),
        ("11m 11m 55p 77p 99s 11z 22z", 0, False),
        ("11m 33m 55p 77p 11z", 1, False),  # seven pairs need all 14 concealed
        ("123m 456m 789p 234s 5s", 0, False),
        ("123m 456m 789p 234s 59s", 0, False),
    ],
)
def test_is_winning_shape(hand: str, melds: int, expected: bool) -> None:
    assert is_winning_shape(counts_of(parse_kinds(hand)), melds) is expected


def test_self_drawn_payments() -> None:
    assert payments(8, winner=1, self_drawn=True, discarder=None) == {0: -8, 1: 24, 2: -8, 3: -8}


def test_discard_payments() -> None:
    deltas = payments(16, winner=2, self_drawn=False, discarder=0)
    assert deltas == {0: -48, 1: 0, 2: 48, 3: 0}
    assert sum(deltas.values()) == 0


@pytest.mark.parametrize(
    ("winner", "discarder", "reason"),
    [
        (1, None, "needs another seat as discarder, not None"),
        (1, 1, "needs another seat as discarder, not 1"),
        (1, 4, "needs another seat as discarder, not 4"),
        (5, 0, "winner 5 is not a seat"),
    ],
)
def test_payments_reject_impossible_seats(winner: int, discarder: int | None, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        payments(8, winner=winner, self_drawn=False, discarder=discarder)


def test_a_limit_reading_beats_a_regular_one_capped_at_the_same_13() -> None:
    # As pungs: four concealed pungs, the limit. As three 123m chows: full_flush 7 +
    # concealed_hand 1 + self_drawn 1 + all_flowers 2 + all_seasons 2 + last_tile_draw 1
    # = 14, capped at 13. At equal faan the limit hand is the one scored.
    scored = score(
        "111m 222m 333m 444m 55m",
        self_drawn=True,
        bonus="1f 2f 3f 4f 5f 6f 7f 8f",
        events=("last_tile_draw",),
    )
    assert codes(scored) == {"four_concealed_pungs": 13}
    assert (scored.total, scored.points) == (13, 8192)


def test_payments_reject_the_seat_just_past_the_table() -> None:
    with pytest.raises(ValueError, match="winner 4 is not a seat"):
        payments(8, winner=4, self_drawn=True, discarder=None)
