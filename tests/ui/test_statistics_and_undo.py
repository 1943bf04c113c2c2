"""Statistics counted from the deals the person plays, shown and reset; undo only
when allowed, and the deal then counted as practice."""

from __future__ import annotations

from pathlib import Path

from playing import Person, new_window
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.preferences import PreferencesStore
from mahjong_desktop.storage.statistics import BestHand, GameStatistics, StatisticsStore
from mahjong_desktop.ui.dialogs.score_sheet import pattern_name
from mahjong_desktop.ui.dialogs.statistics import (
    StatisticsDialog,
    StatisticsKeeper,
    best_hand_text,
)
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.undo_control import UndoControl
from mahjong_desktop.ui.mainwindow.window import MainWindow


def _window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, StatisticsKeeper, UndoControl]:
    window = new_window(qtbot)
    keeper = StatisticsKeeper(window, StatisticsStore(tmp_path / "data"))
    preferences = LivePreferences(PreferencesStore(tmp_path / "config"), window)
    return window, keeper, UndoControl(window, preferences)


def _play_to_the_end(window: MainWindow, qtbot: QtBot) -> None:
    person = Person(window, qtbot)
    while not window.controller.deal_over:
        person.wait_for_turn()
        if window.controller.awaiting_human:
            person.decide()


def test_a_played_deal_is_counted_and_shown(qtbot: QtBot, tmp_path: Path) -> None:
    window, keeper, _undo = _window(qtbot, tmp_path)
    window.start(SessionConfig("hongkong", seed=21))
    _play_to_the_end(window, qtbot)
    game = window.controller.deal
    stats = keeper.statistics.of("hongkong")
    assert stats.deals == 1 and stats.practice == 0
    assert stats.points == game.deltas()[window.controller.human_seat]
    assert StatisticsStore(tmp_path / "data").load().statistics == keeper.statistics
    dialog = StatisticsDialog(keeper, window)
    assert dialog.cell("deals", "hongkong") == "1" and dialog.cell("deals", "sichuan") == "0"
    dialog.reset_button.click()
    box = dialog.confirm
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    assert keeper.statistics.of("hongkong").deals == 0
    assert dialog.cell("deals", "hongkong") == "0"
    assert StatisticsStore(tmp_path / "data").load().statistics == keeper.statistics


def test_undo_is_off_by_default_and_when_on_the_deal_is_practice(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, keeper, undo = _window(qtbot, tmp_path)
    window.start(SessionConfig("sichuan", seed=8))
    person = Person(window, qtbot)
    for _ in range(2):
        person.wait_for_turn()
        person.decide()
    person.wait_for_turn()
    assert not undo.undo_action.isEnabled() and not undo.undo()  # off by default
    undo.allow_action.setChecked(True)
    assert undo.preferences.current.undo_allowed and undo.undo_action.isEnabled()
    controller = window.controller
    before = controller.deal.history
    human = controller.human_seat
    last = max(i for i, a in enumerate(before) if a.seat == human)
    assert undo.undo()
    qtbot.waitUntil(lambda: controller.awaiting_human)
    assert controller.deal.history == before[:last] and controller.practice
    _play_to_the_end(window, qtbot)
    stats = keeper.statistics.of("sichuan")
    assert (stats.deals, stats.practice) == (0, 1)


def test_the_best_hand_names_its_patterns_as_the_score_sheet_does() -> None:
    patterns = (({"code": "pattern.dragon_pung"}, 1), ({"code": "pattern.all_pungs"}, 3))
    best = BestHand(4, "faan", 16, patterns, ("5z", "5z", "5z"))
    text = best_hand_text(GameStatistics(deals=1, won=1, score_sum=4, best=best))
    assert text == "4 faan (16): Dragon pung 1, All pungs 3 — 5z 5z 5z"
    assert pattern_name({"code": 7}) == "7"  # a label edited by hand: its code, no crash
    assert pattern_name(None, "basic") == "basic"
