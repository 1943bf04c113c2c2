"""The Paohuzi calc command: report, readable output and every malformed input."""

from __future__ import annotations

import json

import pytest

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.variants.calc.request import CalcRequest
from mahjong_desktop.variants.paohuzi.calc import calc, format_report

WINNING = "123d 270d 123x 270x 456x 456d 99x 9d"


def test_winning_hand_report() -> None:
    result = calc(CalcRequest(hand=WINNING))
    assert result["variant"] == "paohuzi"
    assert (result["win"], result["valid"], result["total"], result["points"]) == (
        True,
        True,
        18,
        2,
    )
    assert result["reason"] == ""
    assert {"code": "chi", "value": 6, "cards": "270d"} in result["patterns"]
    assert sum(p["value"] for p in result["patterns"]) == 18
    json.dumps(result)  # JSON-ready


def test_melds_and_win_card() -> None:
    result = calc(
        CalcRequest(
            hand="123d 270d 123x 270x 999x",
            melds="wei:333d, chi:456x",
            win_card="9x",
            source="own",
        )
    )
    codes = [(p["code"], p["cards"], p["value"]) for p in result["patterns"]]
    assert ("wei", "333d", 6) in codes and ("chi", "456x", 0) in codes
    assert ("wei", "999x", 3) in codes
    assert result["total"] == 27 and result["points"] == 5


def test_source_changes_the_group() -> None:
    hand = "9999x 123x 270x 123d 270d 456d 88d"
    own = calc(CalcRequest(hand=hand, win_card="9x", source="own"))
    other = calc(CalcRequest(hand=hand, win_card="9x", source="OTHER"))
    assert {"code": "ti", "value": 9, "cards": "9999x"} in own["patterns"]
    assert {"code": "pao", "value": 6, "cards": "9999x"} in other["patterns"]
    assert (own["total"], other["total"]) == (27, 24)


def test_below_fifteen_is_not_valid() -> None:
    result = calc(CalcRequest(hand="123d 270d 456x 789x 00x 0d", melds="peng:111x,peng:333x"))
    assert result["win"] is True and result["valid"] is False
    assert result["total"] == 14 and result["points"] == 0
    assert result["reason"] == "14 huxi, 15 needed"
    assert "14 huxi, 15 needed" in format_report(result)


def test_no_seven_groups() -> None:
    result = calc(CalcRequest(hand="123d 270d 123x 270x 456x 456d 13x 9d"))
    assert (result["win"], result["valid"], result["total"], result["patterns"]) == (
        False,
        False,
        0,
        [],
    )
    assert result["reason"]
    assert format_report(result).startswith("Paohuzi: not a win")


def test_format_report_lists_groups() -> None:
    text = format_report(calc(CalcRequest(hand=WINNING)))
    lines = text.splitlines()
    assert lines[0] == "Paohuzi: win, 18 huxi, 2 tun"
    assert len(lines) == 1 + 7 + 1
    assert any("270d" in line and " 6 huxi" in line for line in lines)


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (CalcRequest(hand="123q 270d 123x 270x 456x 456d 99x 9d"), "cannot read"),
        (CalcRequest(hand="55555d 123x"), "5 copies of 5d"),
        (CalcRequest(hand="123d 270d 123x 270x", melds="peng:1111x"), "not a valid peng"),
        (CalcRequest(hand="123d 270d 123x 270x 456d 789d 000x", melds="wei:333d"), "has 24"),
        (CalcRequest(hand=WINNING, melds="chi:124x"), "not a valid chi"),
        (CalcRequest(hand=WINNING, melds="kan:555x"), "unknown meld kind"),
        (CalcRequest(hand=WINNING, melds="555x"), "KIND:CARDS"),
        (CalcRequest(hand=WINNING, melds="chi:789x,"), "empty meld"),
        (CalcRequest(hand=WINNING[:-3]), "has 20 cards"),
        (CalcRequest(hand=WINNING, source="own"), "go together"),
        (CalcRequest(hand=WINNING, win_card="5x"), "go together"),
        (CalcRequest(hand=WINNING, win_card="9d", source="mine"), "unknown source"),
        (CalcRequest(hand=WINNING, win_card="99d", source="own"), "one card"),
        (CalcRequest(hand=WINNING + " 8x", win_card="8x", source="own"), "has 22 cards"),
        (CalcRequest(hand=WINNING, win_card="8x", source="own"), "8x is not in the hand"),
        (CalcRequest(hand="9999x 123d 270d 123x 270x 456x 5d"), "expected 21"),
    ],
)
def test_malformed_input(request_: CalcRequest, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        calc(request_)


def test_four_in_the_hand_is_a_dealt_ti() -> None:
    result = calc(CalcRequest(hand="9999x 123d 270d 123x 270x 456x 5d 5d"))
    assert {"code": "ti", "value": 9, "cards": "9999x"} in result["patterns"]
    assert {"code": "pair", "value": 0, "cards": "55d"} in result["patterns"]
    assert result["valid"] and result["total"] == 27


def test_error_messages_are_one_line() -> None:
    with pytest.raises(NotationError) as info:
        calc(CalcRequest(hand=WINNING[:-3]))
    assert "\n" not in str(info.value)


# The rule book's count: 20 cards before the winning card, or 19 + k with k
# four-card groups (ti or pao), and the winning card on top; all in --hand.
@pytest.mark.parametrize(
    ("melds", "hand", "win_card"),
    [
        pytest.param("", "123x 270x 123d 270d 456d 789x 888d", None, id="k=0, no win card"),
        pytest.param("", "123x 270x 123d 270d 456d 789x 888d", "8d", id="k=0"),
        pytest.param("ti:1111d", "88x 123x 270x 270d 456d 456x", "6x", id="k=1"),
        pytest.param("ti:1111d,pao:5555x", "77x 123x 270d 456d 890x", "10x", id="k=2"),
        pytest.param("ti:1111d,pao:5555x,ti:3333x", "77x 270d 456d 890x", "10x", id="k=3"),
        pytest.param("", "9999x 123x 270x 123d 270d 456d 88d", "9x", id="win card makes a ti"),
    ],
)
def test_the_rule_book_count_is_accepted_and_one_card_off_is_malformed(
    melds: str, hand: str, win_card: str | None
) -> None:
    source = None if win_card is None else "own"
    request = CalcRequest(hand=hand, melds=melds, win_card=win_card, source=source)
    assert calc(request)["win"] is True
    more = CalcRequest(hand=hand + " 4x", melds=melds, win_card=win_card, source=source)
    with pytest.raises(NotationError, match="cards with its melds, expected"):
        calc(more)
    shorter = hand.replace("270d", "27d", 1)
    with pytest.raises(NotationError, match="cards with its melds, expected"):
        calc(CalcRequest(hand=shorter, melds=melds, win_card=win_card, source=source))


def test_one_card_short_is_malformed_not_a_quiet_no_win() -> None:
    # The example: two four-card groups, so 21 cards before the winning
    # card and 22 with it; this hand holds 21 with the winning card counted.
    request = CalcRequest(
        hand="77x 123x 270d 456d 89x", melds="ti:1111d,pao:5555x", win_card="9x", source="own"
    )
    with pytest.raises(NotationError, match="has 21 cards with its melds, expected 22"):
        calc(request)


# Decision (pao win), rules/paohuzi.md: the winning revealed card may turn one's
# laid-down peng or wei of its kind into a pao and win with it; the four-card
# group then requires the pair.
@pytest.mark.parametrize("meld", ["peng:999x", "wei:999x"])
@pytest.mark.parametrize("source", ["own", "other"])
def test_a_winning_card_turns_a_laid_down_peng_or_wei_into_a_pao(meld: str, source: str) -> None:
    request = CalcRequest(
        hand="123d 270d 123x 270x 456d 88d 9x", melds=meld, win_card="9x", source=source
    )
    result = calc(request)
    groups = [(p["code"], p["cards"], p["value"]) for p in result["patterns"]]
    assert ("pao", "9999x", 6) in groups and ("pair", "88d", 0) in groups
    assert (result["win"], result["valid"], result["total"]) == (True, True, 24)


@pytest.mark.parametrize("meld", ["peng:999x", "wei:999x"])
def test_the_pao_made_by_the_winning_card_requires_the_pair(meld: str) -> None:
    # Same count, but 8d 9d make no pair: the pao leaves the hand one group short.
    request = CalcRequest(
        hand="123d 270d 123x 270x 456d 8d 9d 9x", melds=meld, win_card="9x", source="other"
    )
    assert calc(request)["win"] is False
