"""The calc command's shared mahjong input parsing: melds, bonus tiles, counts and copies."""

from __future__ import annotations

import pytest

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.variants.calc.parsing import (
    hand_size,
    implied_win_tile,
    parse_bonus,
    parse_events,
    parse_hand,
    parse_meld,
    parse_melds,
    parse_seat,
)
from mahjong_desktop.variants.mahjong.tiles import parse_kinds
from mahjong_desktop.variants.mahjong.win_situation import MeldShape


def kinds(text: str) -> tuple[int, ...]:
    return tuple(parse_kinds(text))


def test_meld_kinds_and_shapes() -> None:
    assert parse_meld("chow:123m") == MeldShape("chow", kinds("123m"))
    assert parse_meld("chow:798p") == MeldShape("chow", kinds("789p"))
    assert parse_meld(" pung : 555s ") == MeldShape("pung", kinds("555s"))
    assert parse_meld("kong:1111z") == MeldShape("kong", kinds("1111z"))
    assert parse_meld("ckong:9999m") == MeldShape("ckong", kinds("9999m"))


@pytest.mark.parametrize(
    "text",
    [
        "chow:124m",  # not a run
        "chow:89m1p",  # across suits
        "chow:123z",  # honours never run
        "chow:111m",
        "chow:1234m",
        "pung:556m",
        "pung:5555m",
        "kong:555m",
        "ckong:5556m",
        "kong:1111f",  # bonus tiles are no meld
        "pung:",
        "pung555m",  # no colon
        "pong:555m",  # unknown kind
        "pung:555x",  # unknown tile
    ],
)
def test_invalid_melds(text: str) -> None:
    with pytest.raises(NotationError):
        parse_meld(text)


def test_allowed_meld_kinds() -> None:
    with pytest.raises(NotationError, match="unknown meld kind"):
        parse_meld("chow:123m", allowed=("pung", "kong", "ckong"))


def test_meld_lists() -> None:
    assert parse_melds(None) == ()
    assert parse_melds("  ") == ()
    assert parse_melds("pung:555m,ckong:1111z") == (
        MeldShape("pung", kinds("555m")),
        MeldShape("ckong", kinds("1111z")),
    )
    with pytest.raises(NotationError, match="empty meld"):
        parse_melds("pung:555m,,chow:123p")


def test_bonus_tiles() -> None:
    assert parse_bonus("5f 1f") == kinds("15f")
    assert parse_bonus(None) == ()
    with pytest.raises(NotationError, match="once"):
        parse_bonus("11f")
    with pytest.raises(NotationError, match="not a flower"):
        parse_bonus("1m")
    with pytest.raises(NotationError):
        parse_bonus("9f")


def test_seats_and_events() -> None:
    assert [parse_seat(s) for s in "ESWN"] == [0, 1, 2, 3]
    assert parse_seat("w") == 2
    for bad in ("X", "EN", ""):
        with pytest.raises(NotationError, match="seat"):
            parse_seat(bad)
    assert parse_events(["heavenly"], {"heavenly", "robbing_kong"}) == {"heavenly"}
    with pytest.raises(NotationError, match="unknown event"):
        parse_events(["lucky"], {"heavenly"})


def test_hand_size_counts_a_kong_as_three() -> None:
    melds = parse_melds("kong:1111z,chow:123m")
    assert hand_size(kinds("456p 789s 55m"), melds) == 14


def test_whole_hand_with_win_tile() -> None:
    parsed = parse_hand("456p 789s 55m 234s", "kong:1111z", "5m", "1f")
    assert parsed.concealed == kinds("456p 789s 55m 234s")
    assert parsed.melds == (MeldShape("kong", kinds("1111z")),)
    assert parsed.win_tile == kinds("5m")[0]
    assert parsed.bonus == kinds("1f")


def test_whole_hand_without_win_tile() -> None:
    parsed = parse_hand("123m 456p 789s 1z", "pung:555s")
    assert parsed.win_tile is None
    assert len(parsed.concealed) == 10


@pytest.mark.parametrize(
    ("hand", "melds", "win", "bonus", "message"),
    [
        ("123m 456p 789s 11z 22z", None, "1z", None, "expected 14"),  # 13 with a win tile
        ("123m 456p 789s 111z 22z", None, None, None, "expected 13"),  # 14 without one
        ("123m 456p 789s 11z", "pung:555s", None, None, "expected 13"),
        ("11111m 456p 789s 11z", None, "1m", None, "copies"),
        ("1m 456p 789s 11z 22z", "kong:1111m", "1m", None, "copies"),  # fifth across melds
        ("123m 456p 789s 11z 22z", None, "3z", None, "not in the hand"),
        ("123m 456p 789s 11z 2z 1f", None, "1z", None, "bonus"),
        ("123m 456p 789s 11z 22z", None, "1z", "1m", "not a flower"),
        ("123m 456p 789s 11z 22z", None, "1z", "11f", "once"),
        ("123m 456p 789s 11z 22z", None, "9z", None, "honours"),
        ("123q 456p 789s 11z 22z", None, "1z", None, "cannot read"),
        ("123m 456p 789s 11z 22z", None, "1z 2z", None, "one tile"),
    ],
)
def test_malformed_hands(
    hand: str, melds: str | None, win: str | None, bonus: str | None, message: str
) -> None:
    with pytest.raises(NotationError, match=message):
        parse_hand(hand, melds, win, bonus)


def test_bonus_refused_where_the_variant_has_none() -> None:
    with pytest.raises(NotationError, match="no flowers"):
        parse_hand("123m 456p 789s 11z 22z", None, "1z", "1f", allow_bonus=False)


@pytest.mark.parametrize(
    ("hand", "melds", "implied"),
    [
        ("123m 456m 789m 123p 55s", None, "5s"),  # 14: the last tile entered won
        ("123m 456m 789m 3p 3p", "pung:777z", "3p"),  # a meld counts 3
        ("123m 456m 789m 123p 5s", None, None),  # 13: a waiting hand
        ("123m 456m 789m 123p 55s 6s", None, None),  # 15: parse_hand says what is wrong
        ("12x", None, None),  # unreadable: parse_hand says so
        ("", None, None),
    ],
)
def test_a_complete_hand_without_a_winning_tile_wins_on_its_last(
    hand: str, melds: str | None, implied: str | None
) -> None:
    assert implied_win_tile(hand, melds) == implied
