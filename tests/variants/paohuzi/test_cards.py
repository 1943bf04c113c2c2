"""Paohuzi card notation: parsing, tens, copies, formatting, names."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.variants.paohuzi.cards import (
    NUM_CARDS,
    card_glyph,
    card_name,
    check_copies,
    copies_of,
    counts_of,
    format_cards,
    is_big,
    kind_from,
    kind_of,
    parse_card,
    parse_cards,
    value_of,
)


def test_kinds_and_physical_ids() -> None:
    assert NUM_CARDS == 80
    assert copies_of(19) == (76, 77, 78, 79)
    assert {kind_of(c) for c in copies_of(7)} == {7}
    assert kind_from(10, big=False) == 9 and kind_from(1, big=True) == 10
    assert value_of(9) == 10 and value_of(10) == 1
    assert not is_big(9) and is_big(10)


def test_parse_small_big_and_ten_inside_a_group() -> None:
    assert parse_cards("270x") == [1, 6, 9]
    assert parse_cards("123d") == [10, 11, 12]
    assert parse_cards("10x") == [9]
    assert parse_cards("10d") == [19]
    assert parse_cards("110x") == [0, 0, 9]  # only a group of exactly "10" is one ten
    assert parse_cards("00x") == [9, 9]
    assert parse_cards(" 2 7 0x  5d ") == [1, 6, 9, 14]
    assert parse_cards("") == []


def test_parse_card_needs_exactly_one() -> None:
    assert parse_card("7d") == 16
    with pytest.raises(NotationError):
        parse_card("77d")


@pytest.mark.parametrize("text", ["5", "5m", "x", "12y", "5x?", "ab", "x5"])
def test_unreadable_notation(text: str) -> None:
    with pytest.raises(NotationError):
        parse_cards(text)


def test_copy_check() -> None:
    check_copies(parse_cards("5555x 5555d"))
    with pytest.raises(NotationError, match="5 copies of 5x"):
        check_copies(parse_cards("55555x"))


def test_format_is_sorted_with_tens_as_zero() -> None:
    assert format_cards(parse_cards("0x 72x 3d1d")) == "270x 13d"
    assert format_cards([9]) == "10x"
    assert format_cards([19, 19]) == "00d"
    assert format_cards([10, 19]) == "1d 10d"  # not "10d", which is one ten
    assert format_cards([0, 0, 9]) == "110x"
    assert format_cards([]) == ""


def test_names_and_glyphs() -> None:
    assert card_name(0) == "1x" and card_name(19) == "10d"
    assert card_glyph(0) == "一" and card_glyph(9) == "十"
    assert card_glyph(10) == "壹" and card_glyph(19) == "拾"


def test_counts() -> None:
    counts = counts_of([0, 0, 19])
    assert len(counts) == 20 and counts[0] == 2 and counts[19] == 1 and sum(counts) == 3


@given(st.lists(st.integers(0, 19), max_size=21))
def test_format_parses_back(kinds: list[int]) -> None:
    assert sorted(parse_cards(format_cards(kinds))) == sorted(kinds)
