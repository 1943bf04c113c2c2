"""Huxi of every group, tun, the best seven-group grouping, the winning card, heavenly."""

from __future__ import annotations

from collections import Counter

import pytest

from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.variants.paohuzi.cards import parse_card, parse_cards
from mahjong_desktop.variants.paohuzi.groups import Group, GroupKind, is_chi_shape
from mahjong_desktop.variants.paohuzi.scoring import (
    Source,
    best_grouping,
    best_win,
    heavenly,
    is_winning,
    tun,
)


def g(kind: str, cards: str) -> Group:
    return Group(GroupKind(kind), tuple(parse_cards(cards)))


def melds_of(*specs: str) -> list[Group]:
    return [g(*spec.split(":")) for spec in specs]


@pytest.mark.parametrize(
    ("kind", "small", "big", "huxi_small", "huxi_big"),
    [
        ("ti", "5555x", "5555d", 9, 12),
        ("pao", "5555x", "5555d", 6, 9),
        ("wei", "555x", "555d", 3, 6),
        ("kan", "555x", "555d", 3, 6),
        ("peng", "555x", "555d", 1, 3),
        ("chi", "123x", "123d", 3, 6),
        ("chi", "270x", "270d", 3, 6),
        ("chi", "456x", "890d", 0, 0),  # any other sequence
        ("chi", "55x 5d", "5x 55d", 0, 0),  # mixed-size groups
        ("pair", "55x", "55d", 0, 0),
    ],
)
def test_huxi_table(kind: str, small: str, big: str, huxi_small: int, huxi_big: int) -> None:
    assert g(kind, small).huxi == huxi_small
    assert g(kind, big).huxi == huxi_big


@pytest.mark.parametrize(
    ("kind", "cards"),
    [("ti", "555x"), ("peng", "55x 5d"), ("chi", "45x 6d"), ("chi", "2x 7d 0x"), ("pair", "56x")],
)
def test_invalid_group_shape(kind: str, cards: str) -> None:
    with pytest.raises(IllegalActionError, match=f"is not a valid {kind}"):
        g(kind, cards)


def test_chi_shapes() -> None:
    assert is_chi_shape(parse_cards("890x")) and is_chi_shape(parse_cards("270d"))
    assert is_chi_shape(parse_cards("5x 55d")) and is_chi_shape(parse_cards("55x 5d"))
    assert not is_chi_shape(parse_cards("555x")) and not is_chi_shape(parse_cards("555d"))
    assert not is_chi_shape(parse_cards("901x"))


@pytest.mark.parametrize(
    ("huxi", "expected"), [(0, 0), (14, 0), (15, 1), (17, 1), (18, 2), (20, 2), (21, 3), (30, 6)]
)
def test_tun(huxi: int, expected: int) -> None:
    assert tun(huxi) == expected


@pytest.mark.parametrize(
    ("melds", "hand", "huxi", "tun_"),
    [
        (("peng:111x", "peng:333x"), "123d 270d 456x 789x 00x 0d", 14, 0),
        ((), "123d 270d 123x 456x 789x 456d 00x 0d", 15, 1),
        (("peng:444x", "peng:555x"), "123d 270d 270x 789d 99x 9d", 17, 1),
        ((), "123d 270d 123x 270x 456x 456d 99x 9d", 18, 2),
        (("peng:555x", "peng:888x"), "123d 270d 123x 270x 456d", 20, 2),
        (("wei:555x", "chi:678x"), "123d 270d 123x 270x 456d", 21, 3),
    ],
)
def test_tun_boundaries_on_whole_hands(
    melds: tuple[str, ...], hand: str, huxi: int, tun_: int
) -> None:
    result = best_grouping(melds_of(*melds), parse_cards(hand))
    assert result is not None and len(result.groups) == 7
    assert (result.huxi, result.tun, result.valid) == (huxi, tun_, huxi >= 15)
    assert is_winning(melds_of(*melds), parse_cards(hand)) == (huxi >= 15)
    assert (best_win(melds_of(*melds), parse_cards(hand)) is not None) == (huxi >= 15)


def test_best_grouping_is_chosen() -> None:
    # 112233x 123d also splits into three mixed groups worth nothing.
    result = best_win([], parse_cards("112233x 123d 456d 789d 270d 00x 0d"))
    assert result is not None
    assert result.huxi == 18
    assert Counter(result.groups)[g("chi", "123x")] == 2


def test_kan_in_hand_is_never_split() -> None:
    # Splitting 333x into 123x 123x 3x33d would give 18 huxi; the kan can not group.
    assert best_grouping(melds_of("wei:999d"), parse_cards("333x 1122x 33d 270d 456d 789x")) is None


def test_kan_in_hand_scores_as_kan() -> None:
    result = best_win([], parse_cards("333d 123x 270x 456x 789x 270d 8x 88d"))
    assert result is not None and g("kan", "333d") in result.groups and result.huxi == 18


PAIR_HAND = "123x 270x 567x 123d 270d 456d 99x"
KAN_HAND = "999x 123x 270x 123d 270d 456d 88d"


def test_own_card_on_a_pair_is_a_wei_another_players_a_peng() -> None:
    hand, card = parse_cards(PAIR_HAND), parse_card("9x")
    own = best_win([], hand, card, Source.OWN)
    other = best_win([], hand, card, Source.OTHER)
    assert own is not None and g("wei", "999x") in own.groups and own.huxi == 21
    assert other is not None and g("peng", "999x") in other.groups and other.huxi == 19


def test_own_card_on_a_kan_is_a_ti_another_players_a_pao() -> None:
    hand, card = parse_cards(KAN_HAND), parse_card("9x")
    own = best_win([], hand, card, Source.OWN)
    other = best_win([], hand, card, Source.OTHER)
    assert own is not None and g("ti", "9999x") in own.groups and own.huxi == 27
    assert other is not None and g("pao", "9999x") in other.groups and other.huxi == 24
    assert g("pair", "88d") in own.groups


def test_own_wei_is_mandatory_another_players_peng_is_not() -> None:
    # With 1x from another player, 1x may make 123x and 11x 1d instead of a peng;
    # one's own 1x must make the wei, which leaves 23x 1d ungrouped.
    hand, card = parse_cards("11x 23x 1d 123d 270d 456x 789x 00x 0d"), parse_card("1x")
    other = best_win([], hand, card, Source.OTHER)
    assert other is not None and other.huxi == 15
    assert best_grouping([], hand, card, Source.OWN) is None


def test_wei_on_the_table_takes_the_card_as_pao() -> None:
    melds = melds_of("wei:999d")
    hand = parse_cards("123d 270d 123x 270x 456x 88x")
    result = best_win(melds, hand, parse_card("9d"), Source.OTHER)
    assert result is not None and g("pao", "9999d") in result.groups and result.huxi == 27


def test_four_card_group_needs_exactly_one_pair() -> None:
    ti = melds_of("ti:5555x")
    with_pair = best_win(ti, parse_cards("123d 270d 123x 456d 789x 88d"))
    assert with_pair is not None and with_pair.huxi == 24
    assert sum(grp.kind is GroupKind.PAIR for grp in with_pair.groups) == 1
    assert best_grouping(ti, parse_cards("123d 270d 123x 456d 789x 678d")) is None  # no pair
    assert best_grouping(ti, parse_cards("123d 270d 123x 456d 88d 99x")) is None  # two pairs


def test_no_pair_without_a_four_card_group() -> None:
    assert best_grouping([], parse_cards("123d 270d 123x 270x 456d 789x 88d")) is None


def test_bad_arguments() -> None:
    with pytest.raises(IllegalActionError):
        best_grouping([g("kan", "555x")], [])
    with pytest.raises(IllegalActionError):
        best_grouping([], parse_cards(PAIR_HAND), parse_card("9x"))


def test_heavenly_three_ti() -> None:
    result = heavenly(parse_cards("1111x 2222x 3333d 4567890x 12d"))
    assert result is not None
    assert result.huxi == 9 + 9 + 12 and result.tun == 6
    assert set(result.groups) == {g("ti", "1111x"), g("ti", "2222x"), g("ti", "3333d")}


def test_heavenly_five_kan() -> None:
    result = heavenly(parse_cards("111x 222x 333x 444x 555d 67890x"))
    assert result is not None and result.huxi == 18 and len(result.groups) == 5


def test_four_kan_is_not_heavenly() -> None:
    assert heavenly(parse_cards("111x 222x 333x 555d 4567890x 1d")) is None
    assert heavenly(parse_cards("1111x 2222x 333x 444x 567890x 12d")) is None


def test_grouping_refuses_a_kan_as_a_meld_and_a_card_without_its_source() -> None:
    hand = parse_cards("46x 789x 345d 678d 00x")
    with pytest.raises(IllegalActionError, match="kan is not a meld on the table"):
        best_grouping(melds_of("kan:555x"), hand)
    melds = melds_of("ti:1111d", "wei:222d")
    for card, source in ((parse_card("5x"), None), (None, Source.OTHER)):
        with pytest.raises(
            IllegalActionError, match=r"^a winning card and its source go together$"
        ):
            best_grouping(melds, hand, card, source)


def test_is_winning_judges_the_winning_card() -> None:
    # ti 1d 12 + wei 2d 6 + 789x 0 + 345d 0 + 678d 0 + 456x 0 + pair 0x = 18 huxi on a 5x.
    melds = melds_of("ti:1111d", "wei:222d")
    hand = parse_cards("46x 789x 345d 678d 00x")
    assert is_winning(melds, hand, parse_card("5x"), Source.OTHER)
    assert not is_winning(melds, hand, parse_card("9d"), Source.OTHER)
