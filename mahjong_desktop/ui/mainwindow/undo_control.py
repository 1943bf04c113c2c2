"""Undo of the human's last decision: a preference (off by default) and a Game menu entry.

With the preference off, the entry is disabled and Ctrl+Z does nothing; with
it on, taking a decision back marks the deal as practice in the statistics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence

from mahjong_desktop.storage.preferences import Preferences
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences

if TYPE_CHECKING:
    from mahjong_desktop.ui.mainwindow.window import MainWindow


class UndoControl(QObject):
    def __init__(self, window: MainWindow, preferences: LivePreferences) -> None:
        super().__init__(window)
        self.window, self.preferences = window, preferences
        self.undo_action = QAction(window)
        self.undo_action.setObjectName("undoAction")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.allow_action = QAction(window)
        self.allow_action.setObjectName("allowUndoAction")
        self.allow_action.setCheckable(True)
        self.allow_action.setChecked(preferences.current.undo_allowed)
        self.allow_action.toggled.connect(lambda on: preferences.update(undo_allowed=on))
        menu = window.game_menu
        before = next((a for a in menu.actions() if a.isSeparator()), None)
        for action in (self.undo_action, self.allow_action):
            if before is not None:
                menu.insertAction(before, action)
            else:
                menu.addAction(action)
        c = window.controller
        for signal in (c.dealStarted, c.humanToAct, c.humanActed, c.dealEnded):
            signal.connect(self.refresh)
        preferences.changed.connect(self._preferences_changed)
        window.installEventFilter(self)
        self.retranslate_ui()
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def retranslate_ui(self) -> None:
        self.undo_action.setText(self.tr("&Undo my last decision"))
        self.allow_action.setText(self.tr("Allow &undo (the deal counts as practice)"))

    def _preferences_changed(self, preferences: Preferences) -> None:
        if self.allow_action.isChecked() != preferences.undo_allowed:
            self.allow_action.setChecked(preferences.undo_allowed)
        self.refresh()

    def refresh(self, *_args: object) -> None:
        allowed = self.preferences.current.undo_allowed
        self.undo_action.setEnabled(allowed and self.window.controller.can_undo)

    def undo(self) -> bool:
        if not self.preferences.current.undo_allowed:
            return False
        self.window.close_score_sheet()
        done = self.window.controller.undo()
        if done:
            self.window.show_status(
                lambda: self.tr("Your last decision was taken back: this deal is practice.")
            )
        self.refresh()
        return done
