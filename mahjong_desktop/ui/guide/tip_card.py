"""The guided deal's tip card: a small card over the table, where it hides least.

It shows the tips of one moment (a few short paragraphs) with two buttons:
Got it closes it, No more tips turns the tips off. Each moment's tips wait
their turn in a queue; a decision's tips also go once the decision is made
(``acted``). The buttons take no keyboard focus: the table keeps the keys.
The texts are made again when the language changes.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

Moment = Callable[[], list[str]]  # makes the moment's paragraphs in the current language
MARGIN = 12
WIDTH = 360
STYLE = (
    "QFrame#tipCard { background:#fbf4dc; border:1px solid #8a6d2b; border-radius:8px; }"
    " QLabel { color:#2b2210; }"
    " QLabel#tipTitle { font-weight:bold; }"
)


class TipCard(QFrame):
    """Over ``host`` (the table view); ``closed`` when the player has read a moment."""

    closed = Signal()  # Got it: the moment was read
    tipsOff = Signal()  # No more tips

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("tipCard")
        self.setStyleSheet(STYLE)
        self.setFixedWidth(WIDTH)
        self._queue: deque[tuple[Moment, bool]] = deque()  # (moment, goes once acted)
        self._moment: Moment | None = None
        self._until_acted = False
        self.right_side = False  # at the right edge, half way down; else the top left corner
        column = QVBoxLayout(self)
        column.setContentsMargins(12, 10, 12, 10)
        self.title = QLabel(self)
        self.title.setObjectName("tipTitle")
        self.text = QLabel(self)
        self.text.setObjectName("tipText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        row = QHBoxLayout()
        row.addStretch(1)
        self.off_button = QPushButton(self)
        self.off_button.setObjectName("tipsOffButton")
        self.got_it = QPushButton(self)
        self.got_it.setObjectName("gotItButton")
        for button in (self.off_button, self.got_it):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row.addWidget(self.off_button)
        row.addWidget(self.got_it)
        column.addWidget(self.title)
        column.addWidget(self.text)
        column.addLayout(row)
        self.got_it.clicked.connect(self.next)
        self.off_button.clicked.connect(self._tips_off)
        host.installEventFilter(self)  # follow the table's size
        self.hide()
        self.retranslate_ui()

    @property
    def moment(self) -> Moment | None:
        """The moment on show (None: the card is closed)."""
        return self._moment

    def add(self, moment: Moment, *, until_acted: bool = False) -> None:
        """Show ``moment`` now, or after the ones before it are read; ``until_acted``:
        it is about the decision in hand and goes once that is made."""
        if self._moment is None:
            self._show(moment, until_acted)
        else:
            self._queue.append((moment, until_acted))

    def acted(self) -> None:
        """The player made the decision in hand: its tips are done."""
        if self._moment is not None and self._until_acted:
            self.next()

    def next(self) -> None:
        """Got it: the next waiting moment, or close."""
        if self._queue:
            self._show(*self._queue.popleft())
            return
        self._moment = None
        self.hide()
        self.closed.emit()

    def clear(self) -> None:
        """Close with nothing waiting (a new deal, tips turned off)."""
        self._queue.clear()
        self._moment = None
        self.hide()

    def shown_text(self) -> str:
        return self.text.text()

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Tip"))
        self.got_it.setText(self.tr("Got it"))
        self.got_it.setAccessibleName(self.tr("Got it: close this tip"))
        self.off_button.setText(self.tr("No more tips"))
        self.off_button.setToolTip(
            self.tr("Turn the guided deal's tips off (Help menu turns them on)")
        )
        self.setAccessibleName(self.tr("Tip"))
        if self._moment is not None:
            self._fill(self._moment)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def _show(self, moment: Moment, until_acted: bool) -> None:
        self._moment, self._until_acted = moment, until_acted
        self._fill(moment)
        self.show()
        self.raise_()
        self._place()

    def _fill(self, moment: Moment) -> None:
        self.text.setText("\n\n".join(moment()))
        self._place()

    def set_side(self, *, right: bool) -> None:
        self.right_side = right
        if self.isVisible():
            self._place()

    def _place(self) -> None:
        """In its corner, as tall as the wrapped text needs (a label alone would guess)."""
        layout = self.layout()
        height = layout.totalHeightForWidth(WIDTH) if layout is not None else 0
        self.resize(WIDTH, height)
        host = self.parentWidget()
        if self.right_side and host is not None:
            self.move(host.width() - WIDTH - MARGIN, max(MARGIN, (host.height() - height) // 2))
        else:
            self.move(MARGIN, MARGIN)

    def _tips_off(self) -> None:
        self.clear()
        self.tipsOff.emit()
        self.closed.emit()
