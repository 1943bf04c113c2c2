"""One physical tile or card on the table: a QGraphicsObject that blits a cached pixmap.

``TilePixmaps`` hands out the art turned a quarter, half or three quarters,
made once from ``TileArt.pixmap`` and kept; an item never renders while it is
painted.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsPixmapItem

from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.ui.table.art import BACK, TileArt
from mahjong_desktop.ui.table.layout.geometry import TileKey, TilePlacement

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
        corner_index: bool = False,
    ) -> QPixmap:
        face_id = face if face is not None and face in self.art.art_set.faces else BACK
        base = self.art.pixmap(face_id, height, dpr, display, selected, corner_index)
        if rotation % 360 == 0:
            return base
        key = (face_id, height, rotation, dpr, display, selected, corner_index)
        found = self._turned.get(key)
        if found is None:
            found = base.transformed(QTransform().rotate(rotation))
            found.setDevicePixelRatio(dpr)
            self._turned[key] = found
        return found

    def clear(self) -> None:
        self._turned.clear()
        self.art.clear_cache()


class TileItem(QGraphicsPixmapItem):
    """A tile item keyed like its placement; the scene re-keys it when it changes hands.

    Painting stays in C++ (no Python ``paint``): a table of 150 items repaints
    in a few milliseconds. The mark of the last discard is a child outline.
    """

    def __init__(self, key: TileKey) -> None:
        super().__init__()
        self.key = key
        self.placement: TilePlacement | None = None
        self._outline: QGraphicsPathItem | None = None
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setTransformationMode(Qt.TransformationMode.FastTransformation)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def marked(self) -> bool:
        return self._outline is not None and self._outline.isVisible()

    def set_tile_pixmap(self, pixmap: QPixmap) -> None:
        if pixmap.cacheKey() != self.pixmap().cacheKey():
            self.setPixmap(pixmap)
            if self._outline is not None:
                self._outline.setPath(self._outline_path())

    def set_marked(self, marked: bool) -> None:
        if marked and self._outline is None:
            self._outline = QGraphicsPathItem(self._outline_path(), self)
            pen = QPen(MARK_COLOUR, max(2.0, self._size().height() / 22))
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            self._outline.setPen(pen)
        if self._outline is not None:
            self._outline.setVisible(marked)

    def _size(self) -> QRectF:
        pixmap = self.pixmap()
        dpr = pixmap.devicePixelRatio() or 1.0
        return QRectF(0, 0, pixmap.width() / dpr, pixmap.height() / dpr)

    def _outline_path(self) -> QPainterPath:
        box = self._size().adjusted(0.5, 0.5, -0.5, -0.5)
        radius = min(box.width(), box.height()) * 0.12
        path = QPainterPath()
        path.addRoundedRect(box, radius, radius)
        return path

    def target(self) -> QPointF:
        """Where the placement puts the item's top-left corner."""
        assert self.placement is not None
        return QPointF(self.placement.bounds.x, self.placement.bounds.y)
