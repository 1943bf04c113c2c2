"""The window fills 1024x700 to 4K without parts overlapping, and has its two tabs."""

from __future__ import annotations

import pytest
from playing import Person, new_window, start
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from mahjong_desktop.ui.mainwindow.window import MainWindow


def box(widget: QWidget, window: MainWindow) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def assert_no_overlap(window: MainWindow) -> None:
    parts = [window.header, window.view, window.hint, window.claim_bar, window.statusBar()]
    shown = [p for p in parts if p.isVisible()]
    inside = window.rect()
    for index, part in enumerate(shown):
        assert inside.contains(box(part, window)), part.objectName()
        for other in shown[index + 1 :]:
            assert not box(part, window).intersects(box(other, window)), (
                part.objectName(),
                other.objectName(),
            )
    buttons = window.claim_bar.buttons()
    for index, button in enumerate(buttons):
        assert inside.contains(box(button, window)), button.text()
        for other in buttons[index + 1 :]:
            assert not box(button, window).intersects(box(other, window))
    layout = window.view.table_layout()
    assert layout is not None
    viewport = window.view.viewport().rect()
    assert layout.width <= viewport.width() + 1 and layout.height <= viewport.height() + 1


def wait_until_apart(window: MainWindow, qtbot: QtBot) -> None:
    """Let the window finish laying out, then hold it to ``assert_no_overlap``.

    A claim bar or a resize moves the parts through Qt's posted layout requests
    and the table's resize settling, turns a loaded machine may take late: the
    check is retried until it holds, and fails with its own message if it never does.
    """
    qtbot.waitUntil(lambda: assert_no_overlap(window), timeout=10_000)


@pytest.mark.parametrize("size", [(1024, 700), (3840, 2160)])
@pytest.mark.parametrize("variant", ["hongkong", "paohuzi"])
def test_resizing_keeps_every_part_apart(qtbot: QtBot, size: tuple[int, int], variant: str) -> None:
    window = new_window(qtbot)
    person = Person(window, qtbot)
    start(window, variant, 41)
    person.wait_for_turn()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    wait_until_apart(window, qtbot)
    for tile in window.view.table_layout().placements.values():  # type: ignore[union-attr]
        bounds = tile.bounds
        assert bounds.x >= 0 and bounds.y >= 0
        assert bounds.x + bounds.w <= window.view.viewport().width() + 1


def test_the_tabs_hold_the_table_and_readable_rules(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    start(window, "sichuan", 42)
    qtbot.waitUntil(lambda: bool(window.observation))
    assert [window.tabs.tabText(i).replace("&", "") for i in range(2)] == ["Table", "Full rules"]
    rules = window.rules.plain_text()  # the game on the table first (issue 12's rules page)
    assert rules.startswith("Sichuan mahjong")
    for words in ("missing suit", "flower pig", "Space"):
        assert words.lower() in rules.lower(), words
    assert len(rules) > 3000
    choice = window.rules.game_choice
    games = [choice.itemText(i) for i in range(choice.count())]
    assert games == ["Hong Kong mahjong", "Sichuan mahjong", "Paohuzi"]  # the others one click away


def test_a_full_claim_bar_fits_the_smallest_window(qtbot: QtBot) -> None:
    from playing import ScriptedBot
    from test_claims_in_window import hongkong, offered, play

    window = new_window(qtbot, (1024, 700))
    game = hongkong("34m 555m 67m 19p 19s 12z", "5m 2p3p4p 6p7p8p 4s5s6s 33z 7z 6z")
    play(window, game, {3: ScriptedBot(("discard", "5m"))})
    assert len(offered(window, qtbot)) == 6
    wait_until_apart(window, qtbot)
    assert window.width() == 1024, "the bar fits without widening the window"


def test_the_menus_have_their_shortcuts_and_pace_and_motion_live_in_preferences(
    qtbot: QtBot,
) -> None:
    """Game > New game / Next deal / Quit with their keys; the computers' pace and the
    animation speed are preferences (Options > Preferences, saved; issue 12)."""
    window = new_window(qtbot)
    menus = {a.text().replace("&", ""): a.menu() for a in window.menuBar().actions()}
    assert {"Game", "View"} <= set(menus)
    game_actions = {a.text().replace("&", ""): a for a in menus["Game"].actions()}
    assert game_actions["New game…"].shortcut().toString() == "Ctrl+N"
    assert game_actions["Quit"].shortcut().toString() == "Ctrl+Q"
    assert game_actions["Next deal"].shortcut().toString() == "Ctrl+D"


def test_the_first_window_fits_a_screen_smaller_than_its_default_size(qtbot: QtBot) -> None:
    """On a 1024x700 screen a 1280x800 window hid the header's end and the table's edge."""

    from mahjong_desktop.ui.startup.launch import DEFAULT_SIZE, initial_size

    widget = QWidget()
    qtbot.addWidget(widget)
    screen = widget.screen()
    room = screen.availableGeometry()
    width, height = initial_size(widget)
    assert (width, height) == (
        min(DEFAULT_SIZE[0], room.width()),
        min(DEFAULT_SIZE[1], room.height()),
    )
    assert width <= room.width() and height <= room.height()
