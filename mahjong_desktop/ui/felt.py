"""The bare table cloth, shown in the window's first frame until the table is built.

The table (``TableView``) imports the scene, the art and the layouts; the
window's first frame has only this cloth in the table's place. Both paint the
cloth with ``paint_cloth`` (a radial gradient and the grain; the scene in
``TableScene.drawBackground``), so swapping the table in shows no change.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QWidget

from mahjong_desktop.display import DisplaySettings
from mahjong_desktop.ui.display_filter import grain_texture

# The default cloth (TableScene's too).
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
        painter = QPainter(self)
        paint_cloth(painter, QRectF(self.rect()), QRectF(event.rect()), self.colours, self.display)
        painter.end()


def paint_cloth(
    painter: QPainter,
    area: QRectF,
    exposed: QRectF,
    colours: tuple[QColor, QColor],
    display: DisplaySettings,
) -> None:
    """The cloth over ``area`` (its gradient centred there), painted where ``exposed``."""
    gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * GRADIENT_REACH)
    gradient.setColorAt(0.0, colours[0])
    gradient.setColorAt(1.0, colours[1])
    painter.fillRect(exposed, gradient)
    texture = grain_texture(display.grain)
    if texture is not None:
        size = texture.width()
        offset = QPointF(exposed.x() % size, exposed.y() % size)  # seamless whatever is exposed
        painter.drawTiledPixmap(exposed, texture, offset)
