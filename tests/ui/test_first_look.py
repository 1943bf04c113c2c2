"""A starting window's first frame: the player's language and cloth, the header's room kept.

The header comes a moment after the first frame (``FirstLook.attach``); it must
take exactly the room kept for it, so nothing below it moves.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.preferences import Preferences, PreferencesStore, TableColour
from mahjong_desktop.ui.mainwindow.header import Header
from mahjong_desktop.ui.mainwindow.header_space import HeaderSpace
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.ui.startup.first_look import FirstLook
from mahjong_desktop.ui.table.felt import TABLE_COLOURS

LOOKS: list[FirstLook] = []  # the looks a test started, English again after it


@pytest.fixture
def config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[PreferencesStore]:
    """A scratch preferences folder and translation cache."""
    monkeypatch.setenv("MAHJONG_DESKTOP_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("MAHJONG_DESKTOP_CACHE_DIR", str(tmp_path / "cache"))
    yield PreferencesStore(tmp_path / "config")
    while LOOKS:
        LOOKS.pop().translations.switch("en")  # never leave another test a foreign interface


def started(qtbot: QtBot) -> tuple[FirstLook, MainWindow]:
    look = FirstLook(PreferencesStore())
    LOOKS.append(look)
    window = MainWindow(table_later=True)
    qtbot.addWidget(window)
    look.dress(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return look, window


def place(widget: QWidget, window: QWidget) -> tuple[QPoint, int, int]:
    return widget.mapTo(window, QPoint(0, 0)), widget.width(), widget.height()


@pytest.mark.parametrize("points", [None, 7.0, 16.0])
def test_the_header_s_room_is_as_tall_as_the_header(qtbot: QtBot, points: float | None) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    if points is not None:
        font = parent.font()
        font.setPointSizeF(points)
        parent.setFont(font)
    header = Header(parent)
    assert HeaderSpace(parent).height() == header.height() >= header.sizeHint().height()


@pytest.mark.parametrize("code", ["en", "zh_CN"])
def test_the_header_takes_its_room_and_nothing_below_it_moves(
    qtbot: QtBot, config: PreferencesStore, code: str
) -> None:
    config.save(Preferences(language=code, table_colour=TableColour.WOOD))
    look, window = started(qtbot)
    assert look.translations.current == code
    assert [c.name() for c in window.table_surface().colours] == list(
        TABLE_COLOURS[TableColour.WOOD]
    )
    space = window.findChild(HeaderSpace)
    assert space is not None and space.isVisible()
    tabs, felt = place(window.tabs, window), place(window.table_surface(), window)
    appearance = look.attach()
    qtbot.waitUntil(lambda: window.findChild(HeaderSpace) is None)
    assert appearance.header.isVisible()
    assert place(appearance.header, window)[0] == QPoint(0, window.menuBar().height())
    assert place(window.tabs, window) == tabs
    assert place(window.table_surface(), window) == felt


def test_a_hidden_header_keeps_no_room_and_stays_hidden(
    qtbot: QtBot, config: PreferencesStore
) -> None:
    config.save(Preferences(language="en", header_hidden=True))
    look, window = started(qtbot)
    assert window.findChild(HeaderSpace) is None
    tabs = place(window.tabs, window)
    appearance = look.attach()
    qtbot.wait(10)
    assert not appearance.header.isVisible()
    assert place(window.tabs, window) == tabs


def test_attaching_applies_nothing_twice_and_then_follows_changes(
    qtbot: QtBot, config: PreferencesStore
) -> None:
    config.save(Preferences(language="en"))
    look, window = started(qtbot)
    switches: list[str] = []
    switch = look.translations.switch
    look.translations.switch = lambda code: switches.append(code) or switch(code)  # type: ignore[method-assign]
    appearance = look.attach()
    assert switches == [], "the first frame is in the player's language already"
    appearance.preferences.update(table_colour=TableColour.BLUE)
    assert window.table_surface().colours == (QColor("#1f4a6e"), QColor("#132f47"))
    appearance.preferences.update(language="fi")
    assert switches == ["fi"]


def test_the_game_being_started_keeps_its_name_until_its_deal(qtbot: QtBot) -> None:
    from mahjong_desktop.ui.texts.names import variant_name

    window = MainWindow(table_later=True)
    qtbot.addWidget(window)
    window.show_starting("sichuan")
    window.build_table()  # its texts are set again: the name stays
    assert window.title.text() == variant_name("sichuan")
    window.show_starting("")  # a saved game: a blank keeps the row's height
    window.retranslate_ui()
    assert window.title.text() == " "
