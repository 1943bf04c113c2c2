"""The bare table cloth, shown in the window's first frame until the table is built.

The table (``TableView``) imports the scene, the art and the layouts; the
window's first frame has only this cloth in the table's place. Both paint the
cloth with ``paint_cloth`` (a radial gradient and the grain; the scene in
``TableScene.drawBackground``), so swapping the table in shows no change.
``TABLE_COLOURS`` gives the gradient of each table colour the player can choose.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QWidget

from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.storage.preferences import TableColour
from mahjong_desktop.ui.table.grain import grain_texture

# The cloth of each table colour: centre and edge of its radial gradient.
TABLE_COLOURS: dict[TableColour, tuple[str, str]] = {
    TableColour.GREEN: ("#1f5e3b", "#143f28"),
    TableColour.BLUE: ("#1f4a6e", "#132f47"),
    TableColour.RED: ("#6e1f2a", "#47131b"),
    TableColour.WOOD: ("#7a5230", "#4f331c"),
    TableColour.SLATE: ("#3d4650", "#262c33"),
}
CENTRE, EDGE = TABLE_COLOURS[TableColour.GREEN]  # the default cloth (TableScene's too)
GRADIENT_REACH = 0.75  # the gradient's radius, as a share of the longer side


def cloth_colours(colour: TableColour) -> tuple[QColor, QColor]:
    """The centre and edge of the cloth of ``colour``."""
    centre, edge = TABLE_COLOURS[colour]
    return QColor(centre), QColor(edge)


class Felt(QWidget):
    """An empty table: the cloth's gradient and grain, nothing on it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colours = (QColor(CENTRE), QColor(EDGE))
        self.display = DisplaySettings()
        self.setMinimumSize(320, 240)  # as the table's

    def set_table_colour(self, centre: QColor, edge: QColor) -> None:
        # copy.copy, not QColor(centre): that overload check builds the Qt namespace's enums.
        self.colours = (copy.copy(centre), copy.copy(edge))
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
    # A rectangle path fills as fillRect does (the raster engine takes the same
    # path), but fillRect's overload check builds the Qt namespace's ~90 enums,
    # tens of milliseconds in the window's first frame.
    cloth = QPainterPath()
    cloth.addRect(exposed)
    painter.fillPath(cloth, QBrush(gradient))
    texture = grain_texture(display.grain)
    if texture is not None:
        size = texture.width()
        offset = QPointF(exposed.x() % size, exposed.y() % size)  # seamless whatever is exposed
        painter.drawTiledPixmap(exposed, texture, offset)
