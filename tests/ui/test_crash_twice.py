"""A continued game that crashes the window is not continued into the same crash:
its autosave is moved aside (kept), the crash dialog says so, and the next start
begins anew instead of failing again."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from playing import Person, new_window
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.autosave import AutosaveStore
from mahjong_desktop.storage.instance_lock import InstanceLock
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.ui.startup.crash_handler import CrashHandler


def keeper_of(window: MainWindow, folder: Path) -> AutosaveKeeper:
    return AutosaveKeeper(window.controller, AutosaveStore(folder), InstanceLock(folder), window)


def saved_game(qtbot: QtBot, folder: Path) -> None:
    """A game of a few actions left in the autosave, as a quit would leave it."""
    window = new_window(qtbot)
    keeper = keeper_of(window, folder)
    window.start(SessionConfig("hongkong", seed=4))
    person = Person(window, qtbot)
    person.wait_for_turn()
    person.decide()
    person.wait_for_turn()
    assert keeper.store.exists()
    keeper.release()
    window.close()


@pytest.mark.qt_no_exception_capture  # the crash handler catches it, as in the app
def test_a_continued_game_that_crashes_is_set_aside(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    saved_game(qtbot, data)
    window = new_window(qtbot)
    keeper = keeper_of(window, data)
    handler = CrashHandler(window, keeper, tmp_path / "logs")
    monkeypatch.setattr(sys, "excepthook", handler.handle)

    def broken_table(*_args: Any) -> None:
        raise RuntimeError("the table cannot draw this hand")

    monkeypatch.setattr(window.view, "show_observation", broken_table)
    saved = keeper.saved_match()
    assert saved is not None
    QTimer.singleShot(0, lambda: keeper.continue_match(saved))  # as the start does
    qtbot.waitUntil(lambda: handler.dialog is not None, timeout=10_000)
    dialog = handler.dialog
    assert dialog is not None
    assert not keeper.store.exists()
    (kept,) = data.glob("autosave.json.bad-*")  # kept for a bug report
    assert str(kept) in dialog.text() and "next start" in dialog.text()
    assert "Continue offers it" not in dialog.text()
    assert handler.set_aside == kept
    assert handler.last_log is not None and "cannot draw this hand" in handler.last_log.read_text()
    assert not keeper.save_now() and not keeper.store.exists()  # play on: never saved again
    dialog.close()
    keeper.release()
    window.close()

    later = new_window(qtbot)  # the next start
    again = keeper_of(later, data)
    assert again.saved_match() is None  # nothing to continue into the same crash
    again.release()


@pytest.mark.qt_no_exception_capture
def test_a_crash_in_a_new_game_still_saves_it_for_continue(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only a game read from a file is set aside: a new game's crash keeps its autosave."""
    window = new_window(qtbot)
    keeper = keeper_of(window, tmp_path / "data")
    handler = CrashHandler(window, keeper, tmp_path / "logs")
    monkeypatch.setattr(sys, "excepthook", handler.handle)
    window.start(SessionConfig("hongkong", seed=4))
    Person(window, qtbot).wait_for_turn()

    def fail() -> None:
        raise RuntimeError("a bug in a slot")

    QTimer.singleShot(0, fail)
    qtbot.waitUntil(lambda: handler.dialog is not None, timeout=10_000)
    assert keeper.store.exists() and not list((tmp_path / "data").glob("*.bad-*"))
    assert handler.dialog is not None and "Continue offers it" in handler.dialog.text()
    handler.dialog.close()
    keeper.release()
