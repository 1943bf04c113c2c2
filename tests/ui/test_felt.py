"""The first frame's cloth looks as the empty table's, and the window swaps one for the other."""

from __future__ import annotations

from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.ui.table.felt import CENTRE, EDGE, Felt
from mahjong_desktop.ui.table.scene import FELT, FELT_EDGE


def test_the_default_cloth_is_the_table_s() -> None:
    assert (QColor(CENTRE), QColor(EDGE)) == (FELT, FELT_EDGE)


def test_the_cloth_paints_its_colour(qtbot: QtBot) -> None:
    felt = Felt()
    qtbot.addWidget(felt)
    felt.resize(200, 100)
    felt.set_table_colour(QColor("#6e1f2a"), QColor("#6e1f2a"))
    centre = felt.grab().toImage().pixelColor(100, 50)
    red = QColor("#6e1f2a")
    # The grain lightens or darkens a speck a little, never to another colour.
    assert abs(centre.red() - red.red()) <= 12
    assert abs(centre.green() - red.green()) <= 12
    assert abs(centre.blue() - red.blue()) <= 12


def test_a_first_frame_has_no_table_until_it_is_built(qtbot: QtBot) -> None:
    window = MainWindow(table_later=True)
    qtbot.addWidget(window)
    assert not window.has_table
    assert isinstance(window.table_surface(), Felt)
    assert not window.new_action.isEnabled()  # New game needs the controller
    window.table_surface().set_table_colour(QColor("#1f4a6e"), QColor("#132f47"))
    window.tabs.setCurrentIndex(1)  # the player pressed F1 before the table came
    window.build_table()
    assert window.has_table
    assert window.felt is None
    assert window.table_surface() is window.view
    assert window.view.table_scene().felt == (QColor("#1f4a6e"), QColor("#132f47"))
    assert window.tabs.widget(1) is window.rules
    assert window.tabs.currentIndex() == 1
    assert window.new_action.isEnabled()
    assert window.view.parent() is window.table_tab
