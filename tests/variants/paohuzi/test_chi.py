"""Chi options: the shapes, bi groups, and kans that are never split."""

from __future__ import annotations

import random

import pytest

from mahjong_desktop.variants.paohuzi.cards import (
    NUM_KINDS,
    counts_of,
    format_cards,
    parse_card,
    parse_cards,
)
from mahjong_desktop.variants.paohuzi.chi import ChiOption, can_chi, chi_options, chi_possible
from mahjong_desktop.variants.paohuzi.groups import Group, GroupKind


def options(hand: str, card: str) -> set[tuple[str, ...]]:
    """Each option as (main group, sorted bi groups...) in notation."""
    return {
        (format_cards(o.main.kinds), *sorted(format_cards(b.kinds) for b in o.bi))
        for o in chi_options(parse_cards(hand), parse_card(card))
    }


@pytest.mark.parametrize(
    ("hand", "card", "main"),
    [
        ("46x", "5x", "456x"),  # three in a row, small
        ("89d", "0d", "890d"),  # three in a row, big, up to ten
        ("27x", "0x", "270x"),  # 2-7-10 small
        ("20d", "7d", "270d"),  # 2-7-10 big
        ("5d 5d", "5x", "5x 55d"),  # two big and one small
        ("5x 5d", "5x", "55x 5d"),  # two small and one big
    ],
)
def test_each_chi_shape(hand: str, card: str, main: str) -> None:
    assert options(hand, card) == {(main,)}


@pytest.mark.parametrize(
    ("hand", "card"),
    [
        ("45d", "6x"),  # mixed sizes in a row
        ("90x", "1x"),  # no wrap from ten to one
        ("2x 7d", "0x"),  # 2-7-10 of two sizes
        ("37x", "0x"),  # not 2-7-10
        ("5d", "5x"),  # only one small and one big
    ],
)
def test_not_a_chi(hand: str, card: str) -> None:
    assert not can_chi(parse_cards(hand), parse_card(card))
    assert chi_options(parse_cards(hand), parse_card(card)) == []


def test_every_way_is_a_separate_option() -> None:
    assert options("34x 67x 1d", "5x") == {("345x",), ("456x",), ("567x",)}


def test_bi_accepted() -> None:
    # A 5x stays in the hand, so it must go into its own chi group as well.
    found = options("34x 5x 67x", "5x")
    assert found == {("345x", "567x")}
    option = chi_options(parse_cards("34x 5x 67x"), parse_card("5x"))[0]
    assert option.hand_kinds_used(parse_card("5x")) == tuple(sorted(parse_cards("3456x 7x")))


def test_bi_with_two_copies_left() -> None:
    found = options("55x 34x 46x 67x", "5x")
    assert ("345x", "456x", "567x") in found
    assert all(len(o) == 3 for o in found)  # both remaining copies are grouped every time


def test_bi_refused_when_a_copy_can_not_be_grouped() -> None:
    assert not can_chi(parse_cards("46x 5x 1d"), parse_card("5x"))


def test_kan_is_never_split() -> None:
    # 333x is a kan: its 3x may not complete 345x, and nothing else works.
    assert not can_chi(parse_cards("333x 4x"), parse_card("5x"))
    # With a kan of the claimed card itself, the copies can never form bi groups.
    assert not can_chi(parse_cards("555x 46x"), parse_card("5x"))
    # Other cards still chi normally next to a kan.
    assert options("333x 46x", "5x") == {("456x",)}


def test_no_duplicate_options() -> None:
    raw = chi_options(parse_cards("34x 5x 67x 34x 67x"), parse_card("5x"))
    keys = [tuple(sorted(o.groups)) for o in raw]
    assert len(keys) == len(set(keys))


def test_option_groups_are_chi_groups() -> None:
    option = chi_options(parse_cards("46x"), parse_card("5x"))[0]
    assert option == ChiOption(Group(GroupKind.CHI, (3, 4, 5)))
    assert option.groups == (option.main,)


def test_the_quick_chi_test_never_rules_out_a_chi() -> None:
    """``chi_possible`` skips ``chi_options`` in play: it must say yes whenever a chi
    exists (and it should say no often, or it saves nothing)."""
    rng = random.Random(4)
    said_no = 0
    for _ in range(3000):
        kinds = rng.sample([k for k in range(NUM_KINDS) for _ in range(4)], rng.randint(1, 20))
        for card in range(NUM_KINDS):
            if counts_of(kinds)[card] == 4:
                continue
            possible = chi_possible(counts_of(kinds), card)
            assert possible or not chi_options(kinds, card), (kinds, card)
            said_no += not possible
    assert said_no > 10000
