"""An unexpected exception: the game is autosaved first, a log holds the traceback
and the record, and a dialog names the log's path."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from playing import new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.atomic import write_atomic
from mahjong_desktop.storage.autosave import AutosaveStore
from mahjong_desktop.storage.instance_lock import InstanceLock
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.startup.crash_handler import CrashHandler


def _crash(handler: CrashHandler) -> None:
    try:
        raise RuntimeError("a bug in a slot")
    except RuntimeError:
        handler.handle(*sys.exc_info())  # type: ignore[arg-type]


def test_a_crash_saves_logs_and_tells_where(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot)
    keeper = AutosaveKeeper(
        window.controller, AutosaveStore(tmp_path / "data"), InstanceLock(tmp_path / "data"), window
    )
    store = keeper.demo_store  # the bots play the game saved
    window.start(SessionConfig("hongkong", seed=9, autoplay=True))
    qtbot.waitUntil(lambda: len(window.controller.deal.history) >= 5)
    window.controller.shutdown()  # hold the position still
    store.clear()
    handler = CrashHandler(window, keeper, tmp_path / "logs")
    handler.recent.append("QtWarningMsg: something Qt said")
    _crash(handler)
    game = window.controller.deal
    saved = store.load()
    assert saved is not None and saved.deal.record() == game.record()  # saved first
    log = handler.last_log
    assert log is not None and log.parent == tmp_path / "logs"
    text = log.read_text(encoding="utf-8")
    assert "RuntimeError: a bug in a slot" in text and "Traceback" in text
    assert "something Qt said" in text
    record_text = text[text.index("{") :]
    assert json.loads(record_text) == game.record()
    dialog = handler.dialog
    assert dialog is not None and dialog.isVisible()
    assert str(log) in dialog.text() and "was saved" in dialog.text()
    dialog.close()
    keeper.release()


def test_a_crash_with_nowhere_to_write_still_tells_the_player(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot)
    blocked = tmp_path / "file"
    write_atomic(blocked, "not a folder")
    keeper = AutosaveKeeper(
        window.controller, AutosaveStore(blocked / "data"), InstanceLock(tmp_path), window
    )
    handler = CrashHandler(window, keeper, blocked / "logs")
    _crash(handler)
    assert handler.last_log is None
    dialog = handler.dialog
    assert dialog is not None and "could not be saved" in dialog.text()
    dialog.close()
    keeper.release()


def test_an_exception_in_a_slot_reaches_the_handler(tmp_path: Path) -> None:
    """In a real process (no pytest-qt hook in between) Qt hands a slot's
    exception to ``sys.excepthook``: the handler logs it and the app goes on."""
    script = f"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from mahjong_desktop.storage.autosave import AutosaveStore
from mahjong_desktop.storage.instance_lock import InstanceLock
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.startup.crash_handler import CrashHandler
from mahjong_desktop.ui.mainwindow.window import MainWindow

app = QApplication([])
window = MainWindow()
folder = __import__("pathlib").Path({str(tmp_path)!r})
keeper = AutosaveKeeper(window.controller, AutosaveStore(), InstanceLock(folder), window)
handler = CrashHandler(window, keeper, folder / "logs")
handler.install()

def fail():
    raise ZeroDivisionError("slot failed")

def check():
    print("LOG", handler.last_log)
    print("DIALOG", handler.dialog is not None and handler.dialog.isVisible())
    app.quit()

QTimer.singleShot(0, fail)
QTimer.singleShot(200, check)
app.exec()
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, result.stderr
    assert "DIALOG True" in result.stdout
    logs = list((tmp_path / "logs").glob("crash-*.log"))
    assert len(logs) == 1 and "ZeroDivisionError: slot failed" in logs[0].read_text()
