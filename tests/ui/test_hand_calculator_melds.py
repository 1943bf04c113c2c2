"""The calculator's melds: offered and accepted exactly as the game's calc reads them."""

from __future__ import annotations

import pytest

from mahjong_desktop.ui.calculator.melds import (
    MeldError,
    all_melds,
    check_room,
    make_meld,
    meld_kinds,
    melds_holding,
    melds_notation,
    parse_typed_melds,
)
from mahjong_desktop.variants.calc import parsing as calc_parsing
from mahjong_desktop.variants.paohuzi import calc as paohuzi_calc
from mahjong_desktop.variants.paohuzi.groups import CHI_SHAPES

PARSERS = {
    "hongkong": calc_parsing.parse_melds,
    "sichuan": lambda text: calc_parsing.parse_melds(text, ("pung", "kong", "ckong")),
    "paohuzi": paohuzi_calc.parse_melds,
}


@pytest.mark.parametrize("variant", sorted(PARSERS))
def test_every_offered_meld_is_read_by_the_game_calc(variant: str) -> None:
    for kind in meld_kinds(variant):
        melds = all_melds(variant, kind.code)
        assert melds and all(len(m.faces) == kind.size for m in melds)
        text = melds_notation(variant, melds)
        assert text is not None and len(PARSERS[variant](text)) == len(melds)


def test_each_game_offers_its_own_kinds_and_shapes() -> None:
    assert [k.code for k in meld_kinds("hongkong")] == ["chow", "pung", "kong", "ckong"]
    assert len(all_melds("hongkong", "chow")) == 21 and len(all_melds("hongkong", "pung")) == 34
    assert [k.code for k in meld_kinds("sichuan")] == ["pung", "kong", "ckong"]
    assert all(not m.faces[0].endswith("z") for m in all_melds("sichuan", "pung"))
    assert len(all_melds("paohuzi", "chi")) == len(CHI_SHAPES) == 38


def test_melds_holding_counts_repeated_tiles() -> None:
    assert [m.faces for m in melds_holding("paohuzi", "chi", ["2d", "2d"])] == [("2x", "2d", "2d")]
    assert melds_holding("hongkong", "chow", ["5m", "5m"]) == ()
    assert melds_holding("hongkong", "chow", ["1z"]) == ()


def test_bad_melds_and_too_many_copies_are_refused() -> None:
    with pytest.raises(MeldError, match="not a valid chow"):
        make_meld("hongkong", "chow", ["1m", "2m", "4m"])
    with pytest.raises(MeldError, match="holds 4"):
        make_meld("paohuzi", "ti", ["3d", "3d", "3d"])
    with pytest.raises(MeldError, match="unknown meld kind"):
        parse_typed_melds("sichuan", "chow:123m")
    pung = make_meld("hongkong", "pung", ["5m", "5m", "5m"])
    check_room("hongkong", "5m", [pung])
    with pytest.raises(MeldError, match="5m"):
        check_room("hongkong", "5m 5m", [pung])
    check_room("hongkong", "not a hand", [pung])  # the calculation names a bad hand


def test_typed_melds_come_back_in_the_game_notation() -> None:
    melds = parse_typed_melds("paohuzi", "chi: 10x 2x 7x , wei:3d3d3d")
    assert melds_notation("paohuzi", melds) == "chi:270x,wei:333d"
    assert melds_notation("paohuzi", []) is None
