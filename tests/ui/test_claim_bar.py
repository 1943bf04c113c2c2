"""The claim bar: one button per legal choice, drawn tiles, number keys and Space."""

from __future__ import annotations

from observations import card_ids, legal, mahjong_ids, observation
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mahjong_desktop.ui.table.claim_bar import ClaimBar, claim_options


def claim_observation() -> dict:
    hand = mahjong_ids("34m 55m 666m 19p 1234s")
    offer_tile = mahjong_ids("5555m")[2]
    three, four = mahjong_ids("34m")
    fives = mahjong_ids("55m")
    sixes = mahjong_ids("666m")
    options = [
        legal(0, "win", [], claimed=offer_tile),
        legal(1, "chow", [three, four], claimed=offer_tile),
        legal(2, "chow", [four, sixes[0]], claimed=offer_tile),
        legal(3, "pung", fives, claimed=offer_tile),
        legal(4, "pass"),
    ]
    return observation(
        "hongkong",
        hand,
        legal=options,
        offer={"tile": offer_tile, "source": 3, "reason": "discard"},
    )


def test_every_claim_is_a_button_with_its_tiles_and_pass_comes_last(qtbot: QtBot) -> None:
    bar = ClaimBar()
    qtbot.addWidget(bar)
    assert bar.show_options(claim_observation())
    kinds = [b.property("kind") for b in bar.buttons()]
    assert kinds == ["win", "chow", "chow", "pung", "pass"]
    chow = bar.options[1]
    assert chow.groups == (("3m", "4m", "5m"),)
    assert bar.options[2].groups == (("4m", "5m", "6m"),)
    assert bar.options[3].groups == (("5m", "5m", "5m"),)
    for button in bar.buttons():
        assert button.accessibleName()
    assert not bar.buttons()[1].icon().isNull()


def test_clicking_a_button_emits_its_legal_id(qtbot: QtBot) -> None:
    bar = ClaimBar()
    qtbot.addWidget(bar)
    bar.show_options(claim_observation())
    bar.show()
    with qtbot.wait_signal(bar.chosen) as blocker:
        qtbot.mouseClick(bar.buttons()[3], Qt.MouseButton.LeftButton)
    assert blocker.args == [3]


def test_number_keys_and_space_press_the_buttons(qtbot: QtBot) -> None:
    bar = ClaimBar()
    qtbot.addWidget(bar)
    bar.show_options(claim_observation())
    with qtbot.waitActive(bar):
        bar.show()
        bar.activateWindow()
    with qtbot.wait_signal(bar.chosen) as blocker:
        qtbot.keyClick(bar, Qt.Key.Key_2)
    assert blocker.args == [1]  # the second button: the first chow
    with qtbot.wait_signal(bar.chosen) as blocker:
        qtbot.keyClick(bar, Qt.Key.Key_Space)
    assert blocker.args == [4]


def test_nothing_to_claim_means_no_bar(qtbot: QtBot) -> None:
    bar = ClaimBar()
    qtbot.addWidget(bar)
    hand = mahjong_ids("123m 456m 789m 234p 5p")
    only_discards = observation(
        "hongkong", hand, legal=[legal(i, "discard", [t]) for i, t in enumerate(hand)]
    )
    assert not bar.show_options(only_discards)
    assert bar.isHidden()
    assert claim_options(observation("hongkong", hand, legal=[legal(0, "pass")])) == []


def test_turn_options_offer_kongs_and_a_self_drawn_win_without_pass() -> None:
    hand = mahjong_ids("1111m 456m 789m 234p")
    drawn = mahjong_ids("5555p")[0]
    options = [
        legal(0, "win"),
        legal(1, "ckong", mahjong_ids("1111m")),
        legal(2, "added_kong", [mahjong_ids("222s")[2]]),
        *[legal(3 + i, "discard", [t]) for i, t in enumerate(hand)],
    ]
    found = claim_options(observation("hongkong", hand, drawn=drawn, legal=options))
    assert [o.kind for o in found] == ["win", "ckong", "added_kong"]
    assert found[0].text == "Win (self-drawn)"
    assert found[1].groups == (("1m", "1m", "1m", "1m"),)


def test_a_paohuzi_chi_shows_its_bi_groups_apart() -> None:
    hand = card_ids("34x 3x 12x 45x 9d")
    offer = card_ids("555x")[2]  # a revealed 5x; the hand holds two more 5x
    threes, fours = card_ids("34x")
    entry = legal(
        0,
        "chi",
        [threes, fours],
        claimed=offer,
        groups=[
            card_ids("555x")[:1] + card_ids("34x 34x")[2:4],
        ],
    )
    obs = observation(
        "paohuzi",
        hand,
        legal=[entry, legal(1, "pass")],
        offer={"tile": offer, "source": 2, "reason": "reveal"},
    )
    found = claim_options(obs)
    assert found[0].kind == "chi"
    assert found[0].groups[0] == ("3x", "4x", "5x")
    assert len(found[0].groups) == 2  # the bi group, drawn apart
