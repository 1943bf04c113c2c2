"""The claim bar comes and goes without moving the table (issue 23)."""

from __future__ import annotations

from typing import Any

import pytest
from playing import Person, ScriptedBot, new_window
from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_claims_in_window import hongkong, offered, play

from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.ui.table.claim_room import ClaimRoom


def _table(window: MainWindow) -> tuple[QRect, dict[Any, QPointF]]:
    QApplication.processEvents()
    view = window.view
    view._resized()  # a pending resize settles now, as its timer would
    return view.geometry(), {k: i.pos() for k, i in view.table_scene().tiles.items()}


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_claim_bar_s_coming_and_going_moves_no_tile(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = new_window(qtbot, size)
    game = hongkong("34m 555m 67m 19p 19s 12z", "5m 2p3p4p 6p7p8p 4s5s6s 33z 7z 6z")
    play(window, game, {3: ScriptedBot(("discard", "5m"))})
    assert "pung" in offered(window, qtbot)
    bar = window.claim_bar
    assert bar.isVisible()
    shown_geometry, shown = _table(window)
    observation = window.observation
    bar.clear()  # the bar goes: the same table without it
    assert not bar.isVisible()
    window.view.show_observation(observation)
    hidden_geometry, hidden = _table(window)
    assert hidden_geometry == shown_geometry
    assert hidden == shown, "every tile stays where it lay"
    assert bar.show_options(observation)
    assert _table(window) == (shown_geometry, shown)
    assert bar.height() <= window.claim_room.height(), "the bar fits its room unclipped"
    assert bar.sizeHint().height() <= window.claim_room.height()


def test_the_room_is_kept_from_the_first_frame(qtbot: QtBot) -> None:
    """The window's first frame already leaves the bar's room: building the table moves nothing."""
    window = MainWindow(table_later=True)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    room = window.findChild(ClaimRoom)
    assert room is not None and room.height() > 0
    before = window.table_surface().geometry()
    window.build_table()
    QApplication.processEvents()
    assert window.view.geometry() == before
    assert window.claim_bar.parent() is room
    assert not window.claim_bar.isVisible() and room.isVisible()
    window.controller.shutdown()


def test_a_person_sees_the_table_hold_still_while_claiming(qtbot: QtBot) -> None:
    """Passing the claim takes the bar away and the table stays the same size."""
    window = new_window(qtbot, (1024, 700))
    game = hongkong("34m 555m 67m 19p 19s 12z", "5m 2p3p4p 6p7p8p 4s5s6s 33z 7z 6z")
    play(window, game, {3: ScriptedBot(("discard", "5m"))})
    offered(window, qtbot)
    size = window.view.size()
    Person(window, qtbot).press(window.claim_bar.buttons()[-1])  # Pass
    qtbot.waitUntil(lambda: not window.claim_bar.isVisible())
    qtbot.wait(50)  # the window's layout runs from posted events
    assert window.view.size() == size


def test_the_tray_under_the_table_has_the_window_s_colour_not_a_white_page(
    qtbot: QtBot,
) -> None:
    window = new_window(qtbot)
    tab = window.table_tab
    # The tab page's own base is white under some styles: the tray paints itself.
    assert tab.autoFillBackground() and tab.backgroundRole() == QPalette.ColorRole.Window
    spot = window.claim_room.mapTo(tab, window.claim_room.rect().center())
    colour = tab.grab().toImage().pixelColor(spot)
    assert colour == tab.palette().color(QPalette.ColorRole.Window)
