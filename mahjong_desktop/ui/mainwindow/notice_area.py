"""Notices that stay until the player dismisses them: bad files, saving turned off,
a translation rebuilt. Several at once each keep a line of their own.

A start-up can find several bad files (the preferences, the autosave, the
statistics, a translation cache): each one's notice stays readable, the newest
``MAX_NOTICES`` of them, each with a button that dismisses it. The same text
twice is one notice (moved to the newest place). Each line keeps the maker of
its text and is made again when the language changes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from mahjong_desktop.ui.texts.live import Text, as_text

MAX_NOTICES = 5
CONTEXT = "NoticeArea"
STYLE = "QFrame#noticeArea { background:#5c3a12; } QLabel { color:white; padding:2px 4px; }"


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class _Notice(QWidget):
    """One notice: its text and the button that dismisses it."""

    def __init__(self, area: NoticeArea, make: Text) -> None:
        # Here, not at the top: the window imports this module before its first frame,
        # and the Qt namespace takes tens of ms to build (a notice comes later).
        from PySide6.QtCore import Qt

        super().__init__(area)
        self.setObjectName("notice")
        self.make = make
        self.shown = make()
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 0, 2, 0)
        self.label = QLabel(self.shown, self)
        self.label.setObjectName("noticeText")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.dismiss = QToolButton(self)
        self.dismiss.setObjectName("dismissNotice")
        self.dismiss.setText("×")
        self.dismiss.setAutoRaise(True)
        self.dismiss.clicked.connect(lambda: area.dismiss(self))
        row.addWidget(self.label, 1)
        row.addWidget(self.dismiss, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.shown = self.make()
        self.label.setText(self.shown)
        self.dismiss.setToolTip(_t("Dismiss this notice"))
        self.dismiss.setAccessibleName(_t("Dismiss this notice"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class NoticeArea(QFrame):
    """The stack of standing notices above the table (hidden while it is empty)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeArea")
        self.setStyleSheet(STYLE)
        self._rows = QVBoxLayout(self)
        self._rows.setContentsMargins(0, 2, 0, 2)
        self._rows.setSpacing(0)
        self.notices: list[_Notice] = []  # oldest first
        self.hide()

    def add(self, text: str | Text) -> None:
        """Show ``text`` as the newest notice (the oldest goes past ``MAX_NOTICES``)."""
        make = as_text(text)
        shown = make()
        for old in [n for n in self.notices if n.shown == shown]:
            self._remove(old)
        notice = _Notice(self, make)
        self.notices.append(notice)
        self._rows.addWidget(notice)
        notice.show()  # at once: a layout shows a child of a visible widget only later
        while len(self.notices) > MAX_NOTICES:
            self._remove(self.notices[0])
        self.show()

    def texts(self) -> list[str]:
        """What the notices say, oldest first."""
        return [n.shown for n in self.notices]

    def dismiss(self, notice: _Notice) -> None:
        self._remove(notice)
        if not self.notices:
            self.hide()

    def clear(self) -> None:
        for notice in list(self.notices):
            self._remove(notice)
        self.hide()

    def _remove(self, notice: _Notice) -> None:
        self.notices.remove(notice)
        self._rows.removeWidget(notice)
        notice.hide()
        notice.deleteLater()
