"""Sichuan's missing-suit dialog shows the hand and offers the legal declarations."""

from __future__ import annotations

from observations import legal, mahjong_ids, observation
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from mahjong_desktop.ui.dialogs.missing_suit import HAND_HEIGHT, MissingSuitDialog
from mahjong_desktop.ui.table.tile_strip import art_for


def declare_observation() -> dict:
    hand = mahjong_ids("1234m 55p 123456789s")
    options = [legal(i, "declare", choice=s) for i, s in enumerate("mps")]
    obs = observation("sichuan", hand, legal=options)
    obs["phase"] = "declare"
    return obs


def test_the_dialog_counts_each_suit_in_the_hand(qtbot: QtBot) -> None:
    dialog = MissingSuitDialog(declare_observation())
    qtbot.addWidget(dialog)
    texts = [b.text() for b in dialog.buttons]
    assert texts == [
        "1  Characters (4 in hand)",
        "2  Dots (2 in hand)",
        "3  Bamboo (9 in hand)",
    ]
    hand = dialog.findChild(QLabel, "missingSuitHand")
    art = art_for("sichuan")
    fifteen_tiles = 15 * art.width_for(HAND_HEIGHT)
    assert hand.pixmap().width() / hand.pixmap().devicePixelRatio() > fifteen_tiles


def test_choosing_a_suit_emits_its_legal_id_and_closes(qtbot: QtBot) -> None:
    dialog = MissingSuitDialog(declare_observation())
    qtbot.addWidget(dialog)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    with qtbot.wait_signal(dialog.chosen) as blocker:
        qtbot.keyClick(dialog, Qt.Key.Key_2)
    assert blocker.args == [1]
    assert not dialog.isVisible()
