"""An unexpected exception: save the game, log it, and tell the player where the log is.

``sys.excepthook`` catches what escapes a slot or the event loop; Qt's own
warnings and errors go through ``qInstallMessageHandler`` into a bounded list
of recent messages that the crash log includes (and to stderr as before).
Order matters: the autosave is written first, so whatever the dialog or the
log does next, the game is safe. Unless the game came from a file (the
autosave continued, a deal file played on): then the file may be what fails,
and a start that continued it would fail the same way, so its autosave is
moved aside (kept for a bug report) and not written again.
"""

from __future__ import annotations

import sys
import traceback
from collections import deque
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QMessageLogContext,
    Qt,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QMessageBox, QWidget

from mahjong_desktop.storage.atomic import AtomicWriteError
from mahjong_desktop.storage.crash_log import crash_log_text, write_crash_log
from mahjong_desktop.storage.locations import log_dir
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper

CONTEXT = "CrashHandler"
RECENT_MESSAGES = 50
ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class CrashHandler:
    def __init__(self, window: QWidget, keeper: AutosaveKeeper, folder: Path | None = None):
        self.window, self.keeper = window, keeper
        self.folder = folder if folder is not None else log_dir()
        self.recent: deque[str] = deque(maxlen=RECENT_MESSAGES)
        self.dialog: QMessageBox | None = None
        self.last_log: Path | None = None
        self.set_aside: Path | None = None  # the autosave of a game from a file that crashed
        self._handling = False

    def install(self) -> None:
        sys.excepthook = self.handle
        qInstallMessageHandler(self.qt_message)

    def qt_message(self, kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        self.recent.append(f"{kind.name}: {text}")
        print(text, file=sys.stderr)

    def handle(
        self,
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        if self._handling:  # failing while reporting a failure: just print it
            sys.__excepthook__(kind, error, trace)
            return
        self._handling = True
        try:
            self._report("".join(traceback.format_exception(kind, error, trace)))
        finally:
            self._handling = False

    def _report(self, traceback_text: str) -> None:
        print(traceback_text, file=sys.stderr)
        try:
            saved = self.keeper.save_now()
        except Exception as save_error:  # a game too broken to write: the log still comes
            saved = False
            print(f"mahjong-desktop: not saved: {save_error!r}", file=sys.stderr)
        # A game read from a file that fails would fail again on every start that
        # continues it: its autosave goes aside (kept), and the next start begins anew.
        from_file = self.keeper.crashed_from_file()
        self.set_aside = self.keeper.set_aside_after_crash() if from_file else None
        text = crash_log_text(traceback_text, self._record(), self.recent)
        try:
            self.last_log = write_crash_log(self.folder, text)
        except AtomicWriteError as write_error:
            self.last_log = None
            print(f"mahjong-desktop: no crash log: {write_error}", file=sys.stderr)
        self._show(continued=saved and not from_file)

    def _record(self) -> dict[str, Any] | None:
        deal = self.keeper.controller.deal
        try:
            return deal.record() if deal is not None else None
        except Exception as record_error:
            print(f"mahjong-desktop: no record for the log: {record_error!r}", file=sys.stderr)
            return None

    def _show(self, continued: bool) -> None:
        """The dialog; ``continued``: the game was saved and the next start offers it."""
        box = QMessageBox(
            QMessageBox.Icon.Critical, _t("Something went wrong"), "", parent=self.window
        )
        box.setObjectName("crashDialog")
        lines = [_t("Mahjong Desktop met an unexpected error.")]
        if self.set_aside is not None:
            lines.append(
                _t(
                    "The game came from a file and may be what failed: its save was set aside "
                    "as {path}, so the next start does not run into the same error."
                ).format(path=str(self.set_aside))
            )
        elif continued:
            lines.append(_t("Your game was saved: Continue offers it on the next start."))
        else:
            lines.append(_t("The game could not be saved."))
        if self.last_log is not None:
            lines.append(
                _t("The details are in {path} (please attach it to a bug report).").format(
                    path=str(self.last_log)
                )
            )
        box.setText("\n\n".join(lines))
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # copy the path
        self.dialog = box
        box.open()


def install_crash_handler(window: QWidget, keeper: AutosaveKeeper) -> CrashHandler:
    handler = CrashHandler(window, keeper)
    handler.install()
    return handler
