"""The keyboard goes back to the table when a dialog of the window closes.

Without it the closed dialog stays Qt's active window (offscreen, or with no
window manager) and no widget has the focus, so H, Enter, the arrows, the claim
bar's number keys, Space and Ctrl+Q did nothing until the player clicked the
table. Every dialog the window owns (missing suit, score sheet, preferences,
new game, statistics, message boxes) is watched once it is first shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget


class FocusReturn(QObject):
    """Watches the window's dialogs; when the last one shown closes, the window is
    activated again and the table (on the Table tab) takes the keyboard."""

    def __init__(self, window: QWidget, target: Callable[[], QWidget | None]) -> None:
        """``target`` names the widget that takes the keys (the table), if any now."""
        super().__init__(window)
        self.window, self.target = window, target
        window.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):  # a late activation of a closed dialog, too
            app.focusWindowChanged.connect(self._focus_moved)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window and kind == QEvent.Type.ChildPolished:
            child = event.child()  # type: ignore[attr-defined]
            if isinstance(child, QDialog):  # polished when first shown: fully built
                child.installEventFilter(self)
        elif kind == QEvent.Type.Hide and isinstance(watched, QDialog):
            QTimer.singleShot(0, self, self.give_back)  # once the dialog is really gone
        return False

    def _focus_moved(self, _focus: object) -> None:
        active = QApplication.activeWindow()
        closed = isinstance(active, QDialog) and not active.isVisible()
        if closed and active is not None and active.parent() is self.window:
            QTimer.singleShot(0, self, self.give_back)  # a closed dialog never keeps the keys

    def _open_dialog(self) -> QWidget | None:
        for child in self.window.findChildren(QDialog):
            if child.isVisible() and child.isWindow():
                return child
        return None

    def give_back(self) -> None:
        """Activate the window and give the table the focus, unless a dialog is still open."""
        window = self.window
        if not window.isVisible() or self._open_dialog() is not None:
            return
        if QApplication.activeWindow() is not window:
            window.activateWindow()
        target = self.target()
        if target is not None:
            from PySide6.QtCore import Qt  # not at import: the first frame is built without it

            target.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
