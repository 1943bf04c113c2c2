"""Sichuan fan patterns, best split, base cap, payments and the ready-hand value."""

from __future__ import annotations

import pytest

from mahjong_desktop.engine.messages import Message, render
from mahjong_desktop.variants.mahjong.tiles import parse_kind, parse_kinds
from mahjong_desktop.variants.mahjong.win_situation import MeldShape, ScoredHand, WinSituation
from mahjong_desktop.variants.sichuan.scoring import (
    ADDED_KONG_CHARGE,
    CONCEALED_KONG_CHARGE,
    EXPOSED_KONG_CHARGE,
    MAX_POINTS,
    base_points,
    discard_win_payment,
    ready_value,
    score_hand,
    self_draw_payment,
)


def meld(kind: str, tiles: str) -> MeldShape:
    return MeldShape(kind, tuple(parse_kinds(tiles)))


def score(
    hand: str,
    win: str,
    melds: tuple[MeldShape, ...] = (),
    events: tuple[str, ...] = (),
    missing: str = "s",
    self_drawn: bool = False,
) -> ScoredHand:
    return score_hand(
        WinSituation(
            concealed=tuple(parse_kinds(hand)),
            melds=melds,
            win_tile=parse_kind(win),
            self_drawn=self_drawn,
            events=frozenset(events),
            missing_suit=missing,
        )
    )


def fan(scored: ScoredHand) -> dict[str, int]:
    return {p.code: p.value for p in scored.patterns}


# A plain mixed hand: chows, no terminals in every set, two suits, no root.
PLAIN = "123m 456m 234p 678p 55p"
# Four declared sets with two kongs (two roots), leaving a single tile or pair in hand.
FOUR_MELDS = (
    meld("pung", "333m"),
    meld("kong", "4444p"),
    meld("ckong", "6666p"),
    meld("pung", "777m"),
)


def test_basic_only() -> None:
    scored = score(PLAIN, "5p")
    assert scored.win and scored.valid
    assert fan(scored) == {"basic": 0}
    assert (scored.total, scored.points, scored.reason) == (0, 1, None)


def test_not_a_win() -> None:
    scored = score("123m 456m 234p 678p 59p", "9p")
    assert not scored.win and not scored.valid
    assert (scored.total, scored.points, scored.patterns) == (0, 0, ())


def test_all_pungs_and_near_miss() -> None:
    assert fan(score("111m 333m 444p 777p 99p", "9p")) == {"basic": 0, "all_pungs": 1}
    assert "all_pungs" not in fan(score("111m 333m 444p 789p 99p", "9p"))


def test_all_pungs_counts_declared_melds() -> None:
    melds = (meld("pung", "333m"), meld("kong", "4444p"))
    scored = score("111m 777p 99p", "9p", melds)
    assert fan(scored) == {"basic": 0, "all_pungs": 1, "root": 1}


def test_seven_pairs_and_near_miss() -> None:
    assert fan(score("11m 33m 77m 22p 44p 66p 99p", "9p")) == {"basic": 0, "seven_pairs": 2}
    assert not score("11m 33m 77m 22p 44p 66p 89p", "9p").win


def test_seven_pairs_with_a_quad_is_two_pairs_and_a_root() -> None:
    scored = score("3333m 77m 22p 44p 66p 99p", "9p")
    assert fan(scored) == {"basic": 0, "seven_pairs": 2, "root": 1}
    assert scored.points == 8


def test_outside_hand_and_near_miss() -> None:
    scored = score("111m 789m 123p 999p 99m", "9m")
    assert fan(scored) == {"basic": 0, "outside_hand": 2}
    assert "outside_hand" not in fan(score("111m 789m 234p 999p 99m", "9m"))
    # Every set has a terminal but the pair does not.
    assert "outside_hand" not in fan(score("111m 789m 123p 999p 55m", "5m"))


def test_outside_hand_counts_melds() -> None:
    scored = score("123p 789p 11p", "1p", (meld("pung", "999m"), meld("pung", "111m")))
    assert fan(scored) == {"basic": 0, "outside_hand": 2}
    near = score("123p 789p 11p", "1p", (meld("pung", "999m"), meld("pung", "222m")))
    assert "outside_hand" not in fan(near)


def test_all_258_pungs_replaces_all_pungs() -> None:
    scored = score("222m 555m 888m 222p 55p", "5p")
    assert fan(scored) == {"basic": 0, "all_258_pungs": 3}
    assert scored.total == 3


def test_all_258_near_misses() -> None:
    # A 2-5-8 pair but one pung of 3s: plain all pungs.
    assert fan(score("222m 555m 333m 222p 55p", "5p")) == {"basic": 0, "all_pungs": 1}
    # 2-5-8 pungs but the pair is 4s.
    assert fan(score("222m 555m 888m 222p 44p", "4p")) == {"basic": 0, "all_pungs": 1}


def test_full_flush_and_near_miss() -> None:
    assert fan(score("123m 456m 234m 678m 55m", "5m")) == {"basic": 0, "full_flush": 2}
    assert "full_flush" not in fan(score(PLAIN, "5p"))


def test_full_flush_counts_melds() -> None:
    scored = score("123m 456m 55m", "5m", (meld("pung", "777m"), meld("pung", "222p")))
    assert "full_flush" not in fan(scored)


def test_golden_single_wait_and_near_miss() -> None:
    melds = FOUR_MELDS
    scored = score("55p", "5p", melds)
    assert fan(scored) == {"basic": 0, "all_pungs": 1, "golden_single_wait": 1, "root": 2}
    # Three declared sets and a pair wait: no golden single wait.
    near = score("555p 22m", "2m", melds[:3])
    assert "golden_single_wait" not in fan(near)


def test_root_from_a_kong() -> None:
    scored = score("123m 456m 234p 55p", "5p", (meld("kong", "8888p"),))
    assert fan(scored)["root"] == 1


def test_root_from_four_concealed() -> None:
    scored = score("1111m 23m 456m 234p 55p", "5p")
    assert fan(scored) == {"basic": 0, "root": 1}


def test_root_from_a_pung_and_the_fourth_copy_elsewhere() -> None:
    scored = score("345m 456m 234p 55p", "5p", (meld("pung", "333m"),))
    assert fan(scored)["root"] == 1


def test_two_roots_and_none() -> None:
    scored = score("1111m 23m 2222p 34p 55p", "5p")
    assert fan(scored)["root"] == 2
    assert "root" not in fan(score(PLAIN, "5p"))


def test_events_add_one_each() -> None:
    every = ("kong_replacement", "robbing_kong", "last_tile")
    for event in every:
        assert fan(score(PLAIN, "5p", events=(event,))) == {"basic": 0, event: 1}
    assert score(PLAIN, "5p", events=every).total == 3


def test_self_drawn_adds_no_fan() -> None:
    assert score(PLAIN, "5p", self_drawn=True).total == 0


def test_best_split_wins() -> None:
    # 111222333m splits into three pungs (all pungs, 1) or three 123m chows
    # (outside hand, 2): the higher split counts.
    scored = score("111m 222m 333m 999m 11p", "1p")
    assert fan(scored) == {"basic": 0, "outside_hand": 2}
    # Both a seven-pairs and a chow split: seven pairs (2) beats nothing.
    pairs = score("112233m 445566p 77p", "7p")
    assert fan(pairs) == {"basic": 0, "seven_pairs": 2}


def test_cap_at_five_fan() -> None:
    # Full flush 2 + seven pairs 2 + two roots 2 = 6 fan, base capped at 32.
    scored = score("1111m 3333m 55m 77m 99m", "9m")
    assert scored.total == 6
    assert scored.points == MAX_POINTS == 32
    assert base_points(4) == 16
    assert base_points(5) == 32
    assert base_points(9) == 32


def test_missing_suit_makes_a_win_invalid() -> None:
    scored = score(PLAIN, "5p", missing="m")
    assert scored.win and not scored.valid
    assert (scored.points, scored.reason) == (0, Message("hand.holds_missing_suit"))
    assert render(scored.reason) == "holds the missing suit"
    assert fan(scored) == {"basic": 0}  # the patterns stay, to explain the hand


def test_missing_suit_in_a_meld() -> None:
    scored = score("123m 456m 234m 55m", "5m", (meld("pung", "777p"),), missing="p")
    assert scored.win and not scored.valid
    assert scored.reason == Message("hand.holds_missing_suit")


@pytest.mark.parametrize(
    "situation, reason",
    [
        (
            WinSituation((0,) * 2, (), 0, False, missing_suit=None),
            "^missing suit must be m, p or s, not None$",
        ),
        (
            WinSituation(
                tuple(parse_kinds("123m 456m 234p 678p 55z")), (), 31, False, missing_suit="s"
            ),
            r"^Sichuan has only suit tiles \(kinds 0-26\)$",
        ),
        (
            WinSituation(tuple(parse_kinds(PLAIN)), (), 8, False, missing_suit="s"),
            "^the winning tile must be part of the concealed hand$",
        ),
        (
            WinSituation(
                tuple(parse_kinds(PLAIN)),
                (),
                13,
                False,
                missing_suit="s",
                events=frozenset({"self_drawn", "lucky"}),
            ),
            "^unknown Sichuan events: lucky, self_drawn$",
        ),
        (
            WinSituation(
                tuple(parse_kinds("123m 456m 55p")),
                (MeldShape("chow", (9, 10, 11)),) * 2,
                13,
                False,
                missing_suit="s",
            ),
            "^Sichuan melds are pung, kong, ckong$",
        ),
        (
            WinSituation(tuple(parse_kinds("123m 55p")), (), 13, False, missing_suit="s"),
            "^5 concealed tiles with 0 melds$",
        ),
    ],
)
def test_impossible_situations_raise(situation: WinSituation, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        score_hand(situation)


def test_payments() -> None:
    assert discard_win_payment(8) == 8
    assert self_draw_payment(8) == 9
    assert self_draw_payment(32) == 33
    assert (EXPOSED_KONG_CHARGE, ADDED_KONG_CHARGE, CONCEALED_KONG_CHARGE) == (2, 1, 2)


def test_ready_value_takes_the_best_wait() -> None:
    # Waits 5m (its fourth copy: a root, 2) and 8p (basic, 1).
    assert ready_value(parse_kinds("123m 456m 789m 55m 88p"), (), "s") == 2
    # Nine gates in characters: the best wait is 1m or 9m (full flush + root = 3 fan).
    assert ready_value(parse_kinds("1112345678999m"), (), "s") == 8


def test_ready_value_is_a_discard_win_capped_at_32() -> None:
    # 9m completes seven pairs + full flush + two roots = 6 fan, paid as 5.
    assert ready_value(parse_kinds("1111m 3333m 55m 77m 9m"), (), "s") == 32


def test_ready_value_with_melds_and_seven_pairs() -> None:
    # Golden single wait on 5p with two kongs: all pungs 1 + golden 1 + roots 2 = 4 -> 16.
    melds = FOUR_MELDS
    assert ready_value(parse_kinds("5p"), melds, "s") == 16
    # Six pairs and a single: seven pairs 2 + full flush 2 = 16.
    assert ready_value(parse_kinds("11m 33m 55m 77m 99m 22m 4m"), (), "p") == 16


def test_ready_value_not_ready_is_none() -> None:
    assert ready_value(parse_kinds("123m 456m 789m 13p 59p"), (), "s") is None


def test_ready_value_holding_the_missing_suit_is_none() -> None:
    assert ready_value(parse_kinds("123m 456m 789m 55m 88s"), (), "s") is None
    assert ready_value(parse_kinds("123m 456m 55m 88p"), (meld("pung", "222s"),), "s") is None


def test_ready_value_ignores_a_kind_held_four_times() -> None:
    # The only shape wait is a fifth 5m: not ready.
    melds = (meld("pung", "555m"),)
    assert ready_value(parse_kinds("5m 123p 456p 789p"), melds, "s") is None


def test_ready_value_wrong_count_raises() -> None:
    with pytest.raises(ValueError, match="3 concealed tiles with 0 melds"):
        ready_value(parse_kinds("123m"), (), "s")
