"""The claim bar's room below the table, held whether the bar shows or not.

A bar that took its room only when it appeared shrank the table by about an
eighth, so every tile jumped on each claim and jumped back after it. The room
is as tall as the bar with its tile pictures (``ICON_HEIGHT``), measured from a
button in the window's own font, and exists from the window's first frame
(before the bar's module, which needs the tile art, is imported), so neither
the bar's coming nor the table's building moves the table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

ICON_HEIGHT = 40  # the tiles drawn on the bar's buttons, in logical pixels
BAR_MARGINS = (8, 4, 8, 4)  # the bar's own contents margins: left, top, right, bottom


class ClaimRoom(QWidget):
    """A fixed-height place for the claim bar (``hold``), empty until the table is built."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("claimRoom")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._fit()

    def hold(self, bar: QWidget) -> None:
        """Put ``bar`` in the room; it shows and hides inside it, the room stays."""
        bar.setParent(self)
        self._layout.addWidget(bar)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit()  # a larger font makes taller buttons
        super().changeEvent(event)

    def _fit(self) -> None:
        self.setFixedHeight(room_height(self))


def room_height(widget: QWidget) -> int:
    """The height of a bar of buttons with ICON_HEIGHT pictures, in ``widget``'s font."""
    probe = QPushButton("1  Pung")
    probe.setFont(widget.font())
    blank = QPixmap(1, ICON_HEIGHT)
    blank.fill()
    probe.setIcon(QIcon(blank))
    probe.setIconSize(QSize(1, ICON_HEIGHT))
    return probe.sizeHint().height() + BAR_MARGINS[1] + BAR_MARGINS[3]
