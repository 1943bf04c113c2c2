"""The score sheet draws every hand whole, says what happened, and leaves the table in view."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playing import Person, ScriptedBot, new_window
from PySide6.QtCore import QPoint, QRect, Qt, QUrl
from PySide6.QtGui import QPixmap, QTextDocument
from PySide6.QtWidgets import QApplication, QDockWidget
from pytestqt.qtbot import QtBot
from support.table import discard, find_action, lay_pung, pass_window, rig, tiles_of
from test_labels_fit import clipped

from mahjong_desktop.engine.actions import Act, Meld
from mahjong_desktop.i18n.languages import LANGUAGE_CODES
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.preferences import PreferencesStore
from mahjong_desktop.ui.dialogs.score_sheet import (
    TILE_HAND_HEIGHT,
    ScoreSheet,
    headline,
    summary_html,
)
from mahjong_desktop.ui.dialogs.sheet_hands import (
    MARK_COLOUR,
    hand_pixmap,
    picture_height,
    tile_positions,
)
from mahjong_desktop.ui.game.controller import GameController, SessionConfig
from mahjong_desktop.ui.game.deal_summary import DealSummary, summarise, summarise_deal
from mahjong_desktop.ui.mainwindow.appearance import Appearance
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.ui_scale import ui_scale
from mahjong_desktop.ui.mainwindow.window import MIN_SIZE, MainWindow
from mahjong_desktop.ui.table.tile_strip import art_for
from mahjong_desktop.variants.registry import new_deal

# East (the human) holds a pung of red dragons, a concealed kong of green ones and
# two flowers beside 123m 456m 5m; North throws the 5m that completes a half flush.
EAST = "123m 456m 5m 555z 6666z 1f 2f"
OTHERS = ("234s 4p5p6p 789s 44z 1p2p", "789m 123p 123s 99p 11s")
NORTH = "5m 2p3p4p 6p7p8p 4s5s6s 33z 7z 1z"


def _rigged_win() -> Any:
    game = new_deal("hongkong", 1)
    rig(game, [EAST, *OTHERS, NORTH], current=3)
    east = game.seats[0]
    for flower in tiles_of(game, 0, "1f2f"):
        east.hand.remove(flower)
        east.bonus.append(flower)
    lay_pung(game, 0, "5z", 2)
    kong = tiles_of(game, 0, "6666z")
    for tile in kong:
        east.hand.remove(tile)
    east.melds.append(Meld("ckong", kong))
    game.invalidate()
    return game


def _won_summary() -> tuple[Any, DealSummary]:
    game = _rigged_win()
    discard(game, 3, "5m")
    game.apply(find_action(game, 0, Act.WIN, "5m"))
    pass_window(game)
    assert game.end_reason == "win"
    return game, summarise_deal(game, game.events_for(0), [0, 1, 2, 3], game.deltas(), 0)


def _faces(summary: DealSummary, tiles: tuple[int, ...]) -> list[str]:
    return [summary.faces[str(t)] for t in tiles]


def test_the_winning_hand_shows_every_meld_the_flowers_and_the_marked_winning_tile(
    qtbot: QtBot,
) -> None:
    _, summary = _won_summary()
    (win,) = summary.wins
    groups = summary.shown_hand(0, win)
    by_kind = {g.kind: g for g in groups}
    assert set(by_kind) == {"hand", "win", "pung", "ckong", "flowers"}
    hand = ["1m", "2m", "3m", "4m", "5m", "5m", "6m"]
    assert sorted(_faces(summary, by_kind["hand"].tiles)) == hand
    assert _faces(summary, by_kind["win"].tiles) == ["5m"] and by_kind["win"].marked == win.tile
    assert _faces(summary, by_kind["pung"].tiles) == ["5z"] * 3
    assert _faces(summary, by_kind["ckong"].tiles) == ["6z"] * 4
    assert by_kind["ckong"].face_down == (0, 3), "a concealed kong lies with its ends down"
    assert sorted(_faces(summary, by_kind["flowers"].tiles)) == ["1f", "2f"]
    assert sum(len(g.tiles) for g in groups) == 7 + 1 + 3 + 4 + 2
    # Every other seat's hand is on the sheet too, each a picture.
    html = summary_html(summary, with_hands=True)
    assert "hand:0" in html and all(f"seat:{s}" in html for s in (1, 2, 3))
    sheet = ScoreSheet(summary)
    qtbot.addWidget(sheet)
    assert "Winning tile (marked): 5m" in sheet.plain_text()
    # The picture marks the winning tile, and only it, with the bar under it.
    art = art_for("hongkong")
    picture = hand_pixmap(art, groups, summary.faces, 44).toImage()
    width = art.width_for(44)
    marked = [x for x, group, _, tile in tile_positions(groups, width) if tile == group.marked]
    assert len(marked) == 1
    bar_y = 44 + 5
    assert picture.pixelColor(round(marked[0] + width / 2), bar_y) == MARK_COLOUR
    others = [x for x, group, _, tile in tile_positions(groups, width) if tile != group.marked]
    assert all(picture.pixelColor(round(x + width / 2), bar_y) != MARK_COLOUR for x in others)


def test_a_second_winner_on_one_discard_is_shown_the_winning_tile_too() -> None:
    """The claimed tile joins the first winner's hand only; both hands show it, marked."""
    win = {"type": "win", "tile": 40, "source": 2, "scoring": {}}
    events = [
        {**win, "seat": 1, "hand": [1, 2, 3, 40]},
        {**win, "seat": 3, "hand": [5, 6, 7]},
        {"type": "deal_end", "seat": None, "reason": "exhausted", "deltas": [0, 0, 0, 0]},
    ]
    summary = summarise("sichuan", 0, events, [0, 1, 2, 3], [0, 0, 0, 0])
    for shown in (summary.shown_hand(1, summary.wins[0]), summary.shown_hand(3, summary.wins[1])):
        assert [g.tiles for g in shown if g.kind == "win"] == [(40,)]
        assert all(40 not in g.tiles for g in shown if g.kind == "hand")


def _sichuan(reason: str, winners: list[int]) -> DealSummary:
    events: list[dict[str, Any]] = [
        {"type": "win", "seat": s, "tile": 40, "source": None, "hand": [], "scoring": {}}
        for s in winners
    ]
    events.append({"type": "deal_end", "seat": None, "reason": reason, "deltas": [0, 0, 0, 0]})
    return summarise("sichuan", 0, events, [0, 1, 2, 3], [0, 0, 0, 0])


def test_a_sichuan_headline_names_the_winners_and_the_wall_that_ran_out_after_them() -> None:
    after_wins = headline(_sichuan("exhausted", [1, 3]))
    assert after_wins == (
        "South (Computer 1), North (Computer 3) won; play went on until the wall ran out."
    )
    assert "draw" not in after_wins
    three = headline(_sichuan("three_won", [2, 0, 1]))
    assert three.startswith("West (Computer 2), East (You), South (Computer 1) have won")
    assert headline(_sichuan("exhausted", [])) == "The wall is exhausted: a draw."
    assert "won; play went on" in summary_html(_sichuan("exhausted", [2]))


def test_the_sheet_is_docked_beside_the_table_not_modal_and_enter_deals_again(
    qtbot: QtBot,
) -> None:
    window = new_window(qtbot)
    window.resize(1024, 700)
    game = _rigged_win()
    window.controller.play_arranged(game, SessionConfig("hongkong"), {3: ScriptedBot()})
    window.controller._bots[3].steps = [("discard", "5m")]  # type: ignore[attr-defined]
    person = Person(window, qtbot)
    person.wait_for_turn()
    button = next(b for b in window.claim_bar.buttons() if b.property("kind") == "win")
    person.press(button)
    qtbot.waitUntil(lambda: window.score_sheet is not None)
    sheet = window.score_sheet
    assert sheet is not None
    qtbot.waitUntil(sheet.isVisible)
    assert not sheet.isModal() and not sheet.isWindow()
    assert QApplication.activeModalWidget() is None
    dock = window.findChild(QDockWidget, "scoreSheetDock")
    assert dock is not None and dock.widget() is sheet and not dock.isFloating()
    assert dock.features() & QDockWidget.DockWidgetFeature.DockWidgetMovable
    # The table stays in view beside the sheet, at a useful size.
    view = window.view
    assert view.isVisible()
    table = QRect(view.mapTo(window, QPoint(0, 0)), view.size())
    shown = QRect(sheet.mapTo(window, QPoint(0, 0)), sheet.size())
    assert not table.intersects(shown)
    assert table.width() >= window.width() // 2
    assert dock.windowTitle() == "Score sheet"
    # The keyboard still works: Enter on the sheet asks for the next deal.
    with qtbot.wait_signal(sheet.nextDealRequested):
        qtbot.keyClick(sheet.next_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.findChild(QDockWidget, "scoreSheetDock") is None)


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_docked_sheet_cuts_no_header_word_and_shows_each_hand_whole_at_1024(
    qtbot: QtBot, tmp_path: Path, translations: Translations, code: str
) -> None:
    """Docked in the window, the sheet took the header's width: "Contra", "Color t"
    at 1024x700, and the hands ran off the sheet's side behind a scroll bar."""
    translations.switch(code)
    window = MainWindow(GameController(bot_pace_ms=0), animation_speed=0.0)
    qtbot.addWidget(window)
    appearance = Appearance(
        window, LivePreferences(PreferencesStore(tmp_path), window), translations
    )
    window.resize(*MIN_SIZE)
    with qtbot.waitExposed(window):
        window.show()
    _, summary = _won_summary()
    sheet = ScoreSheet(summary, window)
    assert window.dock_area is not None
    dock = sheet.dock_in(window.dock_area)
    qtbot.waitUntil(sheet.isVisible)
    QApplication.processEvents()
    assert clipped(appearance.header) == [], code
    assert appearance.header.width() == window.width()  # above the dock, not beside it
    assert dock.width() >= MIN_SIZE[0] * 0.3
    assert not sheet.text.horizontalScrollBar().isVisible()
    room = sheet.text.viewport().width()
    document = sheet.text.document()
    for name in ("hand:0", "seat:1", "seat:2", "seat:3"):
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
        assert isinstance(image, QPixmap) and image.deviceIndependentSize().width() < room, name
        assert image.deviceIndependentSize().height() >= 22, "tiles stay readable"


def test_a_wider_sheet_draws_the_hands_larger(qtbot: QtBot) -> None:
    _, summary = _won_summary()
    sheet = ScoreSheet(summary)
    qtbot.addWidget(sheet)
    heights = []
    for width in (260, 700):
        sheet.resize(width, 600)
        sheet.show()
        QApplication.processEvents()
        image = sheet.text.document().resource(
            QTextDocument.ResourceType.ImageResource, QUrl("hand:0")
        )
        heights.append(image.deviceIndependentSize().height())
    assert heights[0] < heights[1] == picture_height(round(TILE_HAND_HEIGHT * ui_scale()))
