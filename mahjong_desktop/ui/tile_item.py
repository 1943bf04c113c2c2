"""One physical tile or card on the table: a QGraphicsObject that blits a cached pixmap.

``TilePixmaps`` hands out the art turned a quarter, half or three quarters,
made once from ``TileArt.pixmap`` and kept; an item never renders while it is
painted. Items are QGraphicsObjects so their ``pos`` runs in a
QPropertyAnimation.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from mahjong_desktop.display import DisplaySettings
from mahjong_desktop.ui.art import BACK, TileArt
from mahjong_desktop.ui.layout import TileKey, TilePlacement

MARK_COLOUR = QColor("#e8501c")  # the last discard, the card on offer
DIMMED_OPACITY = 0.62


class TilePixmaps:
    """Turned copies of the art's cached pixmaps, keyed by everything that changes pixels."""

    def __init__(self, art: TileArt) -> None:
        self.art = art
        self._turned: dict[tuple[object, ...], QPixmap] = {}

    def get(
        self,
        face: str | None,
        height: int,
        rotation: int,
        dpr: float,
        display: DisplaySettings,
        selected: bool = False,
    ) -> QPixmap:
        face_id = face if face is not None and face in self.art.art_set.faces else BACK
        base = self.art.pixmap(face_id, height, dpr, display, selected)
        if rotation % 360 == 0:
            return base
        key = (face_id, height, rotation, dpr, display, selected)
        found = self._turned.get(key)
        if found is None:
            found = base.transformed(QTransform().rotate(rotation))
            found.setDevicePixelRatio(dpr)
            self._turned[key] = found
        return found

    def clear(self) -> None:
        self._turned.clear()
        self.art.clear_cache()


class TileItem(QGraphicsObject):
    """A tile item keyed like its placement; the scene re-keys it when it changes hands."""

    def __init__(self, key: TileKey) -> None:
        super().__init__()
        self.key = key
        self.placement: TilePlacement | None = None
        self._pixmap = QPixmap()
        self._size = QRectF()
        self.marked = False
        self.selected_look = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_pixmap(self, pixmap: QPixmap) -> None:
        self.prepareGeometryChange()
        self._pixmap = pixmap
        dpr = pixmap.devicePixelRatio() or 1.0
        self._size = QRectF(0, 0, pixmap.width() / dpr, pixmap.height() / dpr)
        self.update()

    def set_marked(self, marked: bool) -> None:
        if marked != self.marked:
            self.marked = marked
            self.update()

    def target(self) -> QPointF:
        """Where the placement puts the item's top-left corner."""
        assert self.placement is not None
        return QPointF(self.placement.bounds.x, self.placement.bounds.y)

    def boundingRect(self) -> QRectF:
        return self._size.adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.drawPixmap(QPointF(0, 0), self._pixmap)
        if self.marked:
            pen = QPen(MARK_COLOUR, max(2.0, self._size.height() / 22))
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = min(self._size.width(), self._size.height()) * 0.12
            painter.drawRoundedRect(self._size.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
