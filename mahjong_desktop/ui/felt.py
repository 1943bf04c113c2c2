"""The bare table cloth, shown in the window's first frame until the table is built.

The table (``TableView``) imports the scene, the art and the layouts; the
window's first frame has only this cloth in the table's place, painted as the
empty table paints its background (``TableScene.drawBackground``: a radial
gradient and the grain), so swapping the table in shows no change.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QWidget

from mahjong_desktop.display import DisplaySettings
from mahjong_desktop.ui.display_filter import grain_texture

# The default cloth, as TableScene's FELT and FELT_EDGE (tests/ui/test_felt.py checks).
CENTRE = "#1f5e3b"
EDGE = "#143f28"
GRADIENT_REACH = 0.75  # the gradient's radius, as a share of the longer side


class Felt(QWidget):
    """An empty table: the cloth's gradient and grain, nothing on it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colours = (QColor(CENTRE), QColor(EDGE))
        self.display = DisplaySettings()
        self.setMinimumSize(320, 240)  # as the table's

    def set_table_colour(self, centre: QColor, edge: QColor) -> None:
        self.colours = (QColor(centre), QColor(edge))
        self.update()

    def set_display(self, display: DisplaySettings) -> None:
        self.display = display
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        area = self.rect()
        gradient = QRadialGradient(
            QPointF(area.center()), max(area.width(), area.height()) * GRADIENT_REACH
        )
        gradient.setColorAt(0.0, self.colours[0])
        gradient.setColorAt(1.0, self.colours[1])
        painter = QPainter(self)
        painter.fillRect(event.rect(), gradient)
        texture = grain_texture(self.display.grain)
        if texture is not None:
            size = texture.width()
            exposed = event.rect()
            offset = QPointF(exposed.x() % size, exposed.y() % size)  # seamless, as the table's
            painter.drawTiledPixmap(QRectF(exposed), texture, offset)
        painter.end()
