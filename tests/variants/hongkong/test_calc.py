"""The ``calc --variant hongkong`` report: scoring, waiting hands, malformed input, text."""

from __future__ import annotations

import json
import re

import pytest

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.variants.calc.request import CalcRequest
from mahjong_desktop.variants.hongkong.calc import calc, format_report


def test_scores_a_winning_hand() -> None:
    result = calc(CalcRequest(hand="123m 456m 789p 234s 55s", win_tile="5s"))
    assert result == {
        "variant": "hongkong",
        "win": True,
        "valid": True,
        "total": 3,
        "patterns": [
            {"code": "all_chows", "value": 1},
            {"code": "concealed_hand", "value": 1},
            {"code": "no_flowers", "value": 1},
        ],
        "points": 8,
        "reason": "",
    }
    json.dumps(result)  # the command prints it as JSON


def test_spaces_are_optional() -> None:
    spaced = calc(CalcRequest(hand="123m 456m 789p 234s 55s", win_tile="5s"))
    assert calc(CalcRequest(hand="123m456m789p234s55s", win_tile="5s")) == spaced


def test_melds_seat_bonus_and_self_draw() -> None:
    result = calc(
        CalcRequest(
            hand="456m 789m 22z",
            melds="pung:333z,chow:123m",
            win_tile="2z",
            self_drawn=True,
            seat="W",
            bonus="3f 7f 1f",
        )
    )
    codes = {p["code"]: p["value"] for p in result["patterns"]}
    assert codes == {
        "self_drawn": 1,
        "seat_wind_pung": 1,
        "half_flush": 3,
        "seat_flower": 1,
        "seat_season": 1,
    }
    assert (result["total"], result["points"]) == (7, 128)


def test_events_score_and_kong_replacement_counts_as_self_drawn() -> None:
    result = calc(
        CalcRequest(
            hand="456m 789p 234s 55s",
            melds="kong:1111m",
            win_tile="5s",
            events=("kong_replacement",),
        )
    )
    codes = [p["code"] for p in result["patterns"]]
    assert codes == ["self_drawn", "no_flowers", "kong_replacement"]
    assert result["valid"]


def test_limit_hand() -> None:
    result = calc(CalcRequest(hand="19m 19p 19s 1234567z 1z", win_tile="1z"))
    assert result["patterns"] == [{"code": "thirteen_orphans", "value": 13}]
    assert (result["total"], result["points"]) == (13, 8192)


def test_heavenly_hand() -> None:
    result = calc(CalcRequest(hand="123m 456m 789p 234s 55s", win_tile="5s", events=("heavenly",)))
    assert result["patterns"] == [{"code": "heavenly_hand", "value": 13}]


def test_hand_below_the_minimum_is_not_an_error() -> None:
    result = calc(CalcRequest(hand="123m 456p 789s 234m 55p", win_tile="5p", bonus="2f"))
    assert (result["win"], result["valid"], result["total"], result["points"]) == (
        True,
        False,
        2,
        0,
    )
    assert result["reason"] == "2 faan, 3 needed"


def test_hand_that_does_not_win_is_not_an_error() -> None:
    result = calc(CalcRequest(hand="123m 456m 789p 234s 59s", win_tile="9s"))
    assert (result["win"], result["valid"], result["patterns"]) == (False, False, [])
    assert result["reason"] == "not a winning hand"


def test_waiting_hand_lists_its_waits() -> None:
    result = calc(CalcRequest(hand="23m 456m 789p 234s 55s"))
    assert result == {"variant": "hongkong", "shanten": 0, "waits": ["1m", "4m", "7m"]}


def test_waits_with_melds_in_notation_order() -> None:
    result = calc(CalcRequest(hand="11z 55s", melds="pung:111m,pung:999p,chow:789s"))
    assert result["waits"] == ["5s", "1z"]


def test_waits_skip_a_kind_whose_four_copies_are_held() -> None:
    # 3m or 6m would finish 45m, but every 6m is already on the table.
    result = calc(CalcRequest(hand="45m 789p 55s 123s", melds="kong:6666m"))
    assert result["waits"] == ["3m"]


def test_waits_for_seven_pairs_and_thirteen_orphans() -> None:
    assert calc(CalcRequest(hand="11m 33m 55p 77p 99s 11z 2z"))["waits"] == ["2z"]
    orphans = calc(CalcRequest(hand="19m 19p 19s 1234567z"))
    assert len(orphans["waits"]) == 13


def test_hand_far_from_ready() -> None:
    result = calc(CalcRequest(hand="159m 159p 159s 1357z"))
    assert result["shanten"] > 0
    assert result["waits"] == []


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (CalcRequest(hand="123m 456m 789p 234s 55x", win_tile="5s"), "cannot read"),
        (CalcRequest(hand="11111m 456m 789p 55s", win_tile="5s"), "copies"),
        (CalcRequest(hand="1m 456m 789p 55s", melds="kong:1111m", win_tile="5s"), "copies"),
        (CalcRequest(hand="123m 456m 789p 234s 55s", win_tile="5s", bonus="1f 1f"), "once"),
        (CalcRequest(hand="123m 456m 789p 234s 5s 1f", win_tile="5s"), "bonus"),
        (CalcRequest(hand="123m 456m 789p 55s", melds="pung:111f", win_tile="5s"), "meld"),
        (CalcRequest(hand="123m 456m 789p 234s 5s", win_tile="5s"), "expected 14"),
        (CalcRequest(hand="123m 456m 789p 234s 55s"), "expected 13"),
        (CalcRequest(hand="456m 789p 234s 55s", melds="chow:124m", win_tile="5s"), "chow"),
        (CalcRequest(hand="456m 789p 234s 55s", melds="pung:112m", win_tile="5s"), "pung"),
        (CalcRequest(hand="456m 789p 234s 55s", melds="kong:111m", win_tile="5s"), "kong"),
        (CalcRequest(hand="456m 789p 234s 55s", melds="peng:111m", win_tile="5s"), "meld kind"),
        (CalcRequest(hand="123m 456m 789p 234s 55s", win_tile="6s"), "not in the hand"),
        (CalcRequest(hand="123m 456m 789p 234s 55s", win_tile="5s", events=("x",)), "event"),
        (CalcRequest(hand="123m 456m 789p 234s 55s", win_tile="5s", seat="X"), "seat"),
    ],
)
def test_malformed_input(request_: CalcRequest, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        calc(request_)


@pytest.mark.parametrize(
    ("self_drawn", "events", "seat"),
    [
        (True, ("robbing_kong",), "E"),
        (False, ("kong_replacement", "last_discard"), "E"),
        (False, ("robbing_kong", "last_discard"), "E"),
        (False, ("heavenly",), "S"),
        (False, ("heavenly", "last_tile_draw"), "E"),
    ],
)
def test_impossible_winning_moments(self_drawn: bool, events: tuple[str, ...], seat: str) -> None:
    request = CalcRequest(
        hand="123m 456m 789p 234s 55s",
        win_tile="5s",
        self_drawn=self_drawn,
        events=events,
        seat=seat,
    )
    with pytest.raises(NotationError):
        calc(request)


def test_report_of_a_valid_win() -> None:
    text = format_report(calc(CalcRequest(hand="123m 456m 789p 234s 55s", win_tile="5s")))
    assert "all_chows" in text
    assert "total" in text and "3 faan" in text
    assert re.search(r"^\s*base points\s+8$", text, re.MULTILINE)


def test_report_of_a_hand_below_the_minimum() -> None:
    result = calc(CalcRequest(hand="123m 456p 789s 234m 55p", win_tile="5p", bonus="2f"))
    text = format_report(result)
    assert "2 faan, 3 needed" in text
    assert "base points" not in text


def test_report_of_no_win() -> None:
    result = calc(CalcRequest(hand="123m 456m 789p 234s 59s", win_tile="9s"))
    assert format_report(result) == "No win: not a winning hand"


def test_report_of_a_waiting_hand() -> None:
    assert format_report(calc(CalcRequest(hand="23m 456m 789p 234s 55s"))) == (
        "Ready (shanten 0), waiting on 1m 4m 7m"
    )
    far = format_report(calc(CalcRequest(hand="159m 159p 159s 1357z")))
    assert far.startswith("Shanten ")
