"""The Sichuan ``calc`` report: scoring, hand analysis, readable output, malformed input."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.variants.calc.request import CalcRequest
from mahjong_desktop.variants.mahjong.tiles import format_kinds, parse_kinds
from mahjong_desktop.variants.sichuan.calc import calc, format_report
from mahjong_desktop.variants.sichuan.scoring import ready_value

FOUR_MELDS = "pung:333m,kong:4444p,ckong:6666p,pung:777m"
HAND = "123m 456m 234p 678p 55p"


def test_scored_win_report() -> None:
    result = calc(CalcRequest("1111m 3333m 55m 77m 99m", win_tile="9m", missing="p"))
    assert result == {
        "variant": "sichuan",
        "win": True,
        "valid": True,
        "total": 6,
        "patterns": [
            {"code": "basic", "value": 0},
            {"code": "seven_pairs", "value": 2},
            {"code": "full_flush", "value": 2},
            {"code": "root", "value": 2},
        ],
        "points": 32,
        "reason": "",
    }
    json.dumps(result)  # the --json output must serialise


def test_melds_and_events_are_scored() -> None:
    result = calc(
        CalcRequest(
            "55p",
            melds=FOUR_MELDS,
            win_tile="5p",
            self_drawn=True,
            events=("kong_replacement", "last_tile"),
            missing="s",
        )
    )
    codes = {p["code"]: p["value"] for p in result["patterns"]}
    assert codes == {
        "basic": 0,
        "all_pungs": 1,
        "golden_single_wait": 1,
        "root": 2,
        "kong_replacement": 1,
        "last_tile": 1,
    }
    assert (result["total"], result["points"]) == (6, 32)


def test_holding_the_missing_suit_is_not_valid() -> None:
    result = calc(CalcRequest("123m 456m 234p 678p 55p", win_tile="5p", missing="m"))
    assert result["win"] is True
    assert result["valid"] is False
    assert result["points"] == 0
    assert result["reason"] == "holds the missing suit"


def test_not_a_win() -> None:
    result = calc(CalcRequest("123m 456m 234p 678p 59p", win_tile="9p", missing="s"))
    assert (result["win"], result["valid"], result["points"]) == (False, False, 0)
    assert result["reason"] == "not a winning hand"


def test_a_valid_win_has_an_empty_reason() -> None:
    result = calc(CalcRequest("123m 456m 234p 678p 55p", win_tile="5p", missing="s"))
    assert result["reason"] == ""
    assert (result["total"], result["points"]) == (0, 1)


def test_ready_hand_waits_in_notation_order() -> None:
    result = calc(CalcRequest("123m 456m 789m 55m 88p", missing="s"))
    assert result == {"variant": "sichuan", "shanten": 0, "waits": ["5m", "8p"]}


def test_analysis_respects_the_missing_suit() -> None:
    result = calc(CalcRequest("123m 456m 789m 55m 88p", missing="p"))
    assert result["shanten"] > 0
    assert result["waits"] == []


def test_analysis_counts_melds_and_excludes_a_fifth_copy() -> None:
    # The only shape wait, 5m, is a kind already held four times.
    result = calc(CalcRequest("5m 123p 456p 789p", melds="pung:555m", missing="s"))
    assert result["shanten"] == 1
    assert result["waits"] == []
    ready = calc(CalcRequest("5p", melds=FOUR_MELDS, missing="s"))
    assert (ready["shanten"], ready["waits"]) == (0, ["5p"])


def test_seven_pairs_with_a_quad_is_ready() -> None:
    result = calc(CalcRequest("1111m 3333m 55m 77m 9m", missing="s"))
    assert (result["shanten"], result["waits"]) == (0, ["9m"])


def test_far_hand_lists_no_waits() -> None:
    result = calc(CalcRequest("147m 258m 369p 1p 4p 7p 9p", missing="s"))
    assert result["shanten"] >= 2
    assert result["waits"] == []


def test_missing_suit_is_read_in_any_case() -> None:
    assert calc(CalcRequest("123m 456m 789m 55m 88p", missing="S"))["shanten"] == 0


def test_even_seat_e_is_refused() -> None:
    # Sichuan scoring has no seat wind: any --seat is an option that does not apply.
    with pytest.raises(NotationError, match="--seat does not apply to Sichuan"):
        calc(CalcRequest("123m 456m 789m 55m 88p", seat="E", missing="s"))


def test_format_report_of_a_win() -> None:
    text = format_report(calc(CalcRequest("55p", melds=FOUR_MELDS, win_tile="5p", missing="s")))
    lines = text.splitlines()
    assert lines[0] == "Sichuan win"
    assert [line.split() for line in lines[1:]] == [
        ["basic", "0", "fan"],
        ["all_pungs", "1", "fan"],
        ["golden_single_wait", "1", "fan"],
        ["root", "2", "fan"],
        ["total", "4", "fan"],
        ["base", "points", "16"],
    ]


def test_format_report_of_an_invalid_win_and_no_win() -> None:
    invalid = calc(CalcRequest("123m 456m 234p 678p 55p", win_tile="5p", missing="m"))
    lines = format_report(invalid).splitlines()
    assert lines[0] == "No valid win: holds the missing suit"
    assert lines[-1].split() == ["total", "0", "fan"]
    none = calc(CalcRequest("123m 456m 234p 678p 59p", win_tile="9p", missing="s"))
    assert format_report(none) == "No win: not a winning hand"


def test_format_report_of_an_analysis() -> None:
    ready = calc(CalcRequest("123m 456m 789m 55m 88p", missing="s"))
    assert format_report(ready) == "Ready (shanten 0), waiting on 5m 8p"
    far = calc(CalcRequest("123m 456m 789m 55m 88p", missing="p"))
    assert far["shanten"] == 2
    assert format_report(far) == "Shanten 2: 2 tile(s) from ready"


def test_kong_replacement_implies_a_drawn_tile() -> None:
    result = calc(CalcRequest(HAND, win_tile="5p", missing="s", events=("kong_replacement",)))
    assert (result["total"], result["points"]) == (1, 2)


@pytest.mark.parametrize(
    ("request_", "fragment"),
    [
        pytest.param(CalcRequest(HAND, win_tile="5p"), "--missing", id="no missing suit"),
        pytest.param(
            CalcRequest(HAND, win_tile="5p", missing="z"), "missing suit", id="honour missing suit"
        ),
        pytest.param(
            CalcRequest(HAND, win_tile="5p", missing="mp"), "missing suit", id="two missing suits"
        ),
        pytest.param(
            CalcRequest(HAND, win_tile="5p", missing=""), "missing suit", id="empty missing suit"
        ),
        pytest.param(
            CalcRequest("123m 456m 234p 678p 5x", missing="s"), "cannot read", id="unknown tile"
        ),
        pytest.param(
            CalcRequest("023m 456m 234p 678p 55p", missing="s"), "no tile 0m", id="tile zero"
        ),
        pytest.param(
            CalcRequest("11111m 456m 234p 678p", missing="s"), "copies of 1m", id="fifth copy"
        ),
        pytest.param(
            CalcRequest("11m 456m 234p 678p 5p", melds="kong:1111m", missing="s"),
            "copies of 1m",
            id="fifth copy with a meld",
        ),
        pytest.param(
            CalcRequest("123m 456m 234p 67p 5p", missing="s"), "12 tiles", id="twelve tiles"
        ),
        pytest.param(CalcRequest(HAND, missing="s"), "14 tiles", id="fourteen without a win tile"),
        pytest.param(
            CalcRequest("123m 456m 234p 678p", win_tile="4p", missing="s"), "12 tiles", id="short"
        ),
        pytest.param(
            CalcRequest("123m 456m 5p", melds="chow:234p,pung:777p", missing="s"),
            "meld kind 'chow'",
            id="chow meld",
        ),
        pytest.param(
            CalcRequest("123m 456m 5p", melds="pung:224p,pung:777p", missing="s"),
            "not a valid pung",
            id="bad pung",
        ),
        pytest.param(
            CalcRequest("123m 456m 5p", melds="pong:222p,pung:777p", missing="s"),
            "meld kind 'pong'",
            id="meld kind",
        ),
        pytest.param(
            CalcRequest("123m 456m 5p", melds="pung 222p,pung:777p", missing="s"),
            "KIND:TILES",
            id="no colon",
        ),
        pytest.param(
            CalcRequest("123m 456m 234p 678p 5z", missing="s"),
            "108 suit tiles",
            id="honour in hand",
        ),
        pytest.param(
            CalcRequest("123m 456m 234p 5p", melds="pung:111z", missing="s"),
            "108 suit tiles",
            id="honour meld",
        ),
        pytest.param(
            CalcRequest(HAND, win_tile="5p", missing="s", bonus="1f"), "--bonus", id="bonus"
        ),
        pytest.param(
            CalcRequest("123m 456m 234p 678p 5p 1f", missing="s"), "bonus tiles", id="bonus in hand"
        ),
        pytest.param(CalcRequest(HAND, win_tile="5p", missing="s", seat="S"), "--seat", id="seat"),
        pytest.param(
            CalcRequest(HAND, win_tile="9p", missing="s"),
            "not in the hand",
            id="win tile not in hand",
        ),
        pytest.param(
            CalcRequest(HAND, win_tile="55p", missing="s"), "one tile", id="two win tiles"
        ),
        pytest.param(
            CalcRequest(HAND, win_tile="5p", missing="s", events=("self_drawn",)),
            "unknown event",
            id="unknown event",
        ),
        pytest.param(
            CalcRequest(HAND, win_tile="5p", missing="s", events=("last_tile_draw",)),
            "unknown event",
            id="hong kong event",
        ),
        pytest.param(
            CalcRequest("123m 456m 234p 678p 5p", missing="s", events=("last_tile",)),
            "--win-tile",
            id="event without a win tile",
        ),
        pytest.param(
            CalcRequest("123m 456m 234p 678p 5p", missing="s", self_drawn=True),
            "--win-tile",
            id="self-drawn without a win tile",
        ),
        pytest.param(
            CalcRequest(
                HAND, win_tile="5p", missing="s", self_drawn=True, events=("robbing_kong",)
            ),
            "robbing_kong",
            id="self-drawn robbed kong",
        ),
        pytest.param(
            CalcRequest(
                HAND, win_tile="5p", missing="s", events=("kong_replacement", "robbing_kong")
            ),
            "robbing_kong",
            id="robbed kong on a replacement tile",
        ),
    ],
)
def test_malformed_input_raises_a_one_line_notation_error(
    request_: CalcRequest, fragment: str
) -> None:
    with pytest.raises(NotationError, match=re.escape(fragment)) as caught:
        calc(request_)
    assert "\n" not in str(caught.value)


def _set_kinds(start: int, chow: bool) -> list[int]:
    if chow:
        start = start - start % 9 + min(start % 9, 6)  # keep the run inside its suit
        return [start, start + 1, start + 2]
    return [start] * 3


@st.composite
def near_complete_hands(draw: st.DrawFn) -> list[int]:
    """A complete hand of characters and dots, less one tile: ready by construction."""
    sets = draw(st.lists(st.tuples(st.integers(0, 17), st.booleans()), min_size=4, max_size=4))
    pair = draw(st.integers(0, 17))
    kinds = [k for start, chow in sets for k in _set_kinds(start, chow)] + [pair, pair]
    assume(max(kinds.count(k) for k in kinds) <= 4)
    del kinds[draw(st.integers(0, 13))]
    return kinds


@st.composite
def spoiled_hands(draw: st.DrawFn) -> list[int]:
    """A ready hand with one tile swapped for another kind: ready or not, by chance."""
    kinds = draw(near_complete_hands())
    kinds[draw(st.integers(0, 12))] = draw(st.integers(0, 17))
    assume(max(kinds.count(k) for k in kinds) <= 4)
    return kinds


# A ready hand is worth a base of the fan table: 2 ** fan, capped at 5 fan.
BASES = {1, 2, 4, 8, 16, 32}


@given(st.one_of(near_complete_hands(), spoiled_hands()))
@settings(max_examples=150, deadline=None)
def test_ready_value_agrees_with_the_reported_waits(kinds: list[int]) -> None:
    result = calc(CalcRequest(format_kinds(kinds), missing="s"))
    value = ready_value(kinds, (), "s")
    assert (value is not None) == bool(result["waits"]) == (result["shanten"] == 0)
    if value is not None:
        assert value in BASES


@pytest.mark.parametrize(
    "hand, value",
    [
        ("123m 456m 234p 678p 5p", 1),  # basic on 2p, 5p or 8p: base 1
        ("111m 222m 333p 555p 9p", 2),  # waits on 9p alone: all_pungs 1 fan, base 2
        ("11m 22m 33m 44m 55m 66m 7m", 16),  # seven pairs 2 + full flush 2 = 4 fan
        ("123m 456m 234p 679p 1m", None),  # two singles: one tile short of ready
        ("13579m 2468p 1357p", None),  # nothing near a hand
    ],
)
def test_ready_value_of_written_hands(hand: str, value: int | None) -> None:
    kinds = parse_kinds(hand)
    assert ready_value(kinds, (), "s") == value
    assert bool(calc(CalcRequest(hand, missing="s"))["waits"]) == (value is not None)
