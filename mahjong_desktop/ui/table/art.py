"""Tile and card faces from the SVG sets in ``resources/``, rendered once and cached.

One ``TileArt`` per set owns one QSvgRenderer; every face is an element of the
set's SVG, composed on the set's body element. Pixmaps are cached by every
input that changes their pixels, so the table only ever blits.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from mahjong_desktop.desktop.data_files import read_data_file
from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.ui.table.display_filter import apply_colour
from mahjong_desktop.variants.mahjong.tiles import NUM_ALL_KINDS, kind_name

BODY, BODY_SELECTED, BACK = "body", "body-selected", "back"
PAOHUZI_KINDS = 20
CACHE_LIMIT = 4096  # pixmaps; a table needs a few hundred, resizes add more
WIND_AND_DRAGON_INDEX = {
    "1z": "E",
    "2z": "S",
    "3z": "W",
    "4z": "N",
    "5z": "Wh",
    "6z": "G",
    "7z": "R",
}
NEUTRAL_DISPLAY = DisplaySettings()
SELECTION_COLOUR = QColor("#d98c00")
# Paohuzi's red cards (二 七 十, 貳 柒 拾) carry a frame besides their colour, so
# they read apart in greyscale and to colour-blind eyes; in the faces' own red.
RED_MARK_COLOUR = QColor("#c8102e")
RED_MARK_INSET, RED_MARK_WIDTH = 0.075, 0.05  # shares of the card's width
INDEX_PLATE = QColor(255, 253, 245, 225)


class UnknownFaceError(KeyError):
    """A face id that the set does not have."""


def mahjong_face_id(kind: int) -> str:
    """The face of a mahjong kind 0-41 (``5m``, ``7z``, ``3f``...)."""
    if not 0 <= kind < NUM_ALL_KINDS:
        raise ValueError(f"no mahjong kind {kind}")
    return kind_name(kind)


def paohuzi_face_id(kind: int) -> str:
    """The face of a Paohuzi card kind: 0-9 small 一..十 (``1x``..), 10-19 big 壹..拾."""
    if not 0 <= kind < PAOHUZI_KINDS:
        raise ValueError(f"no Paohuzi card kind {kind}")
    return f"{kind + 1}x" if kind < 10 else f"{kind - 9}d"


def _mahjong_index(face_id: str) -> str:
    return WIND_AND_DRAGON_INDEX.get(face_id, face_id)


@dataclass(frozen=True)
class ArtSet:
    """What differs between the sets: file, faces and where the corner index goes."""

    resource: str
    faces: tuple[str, ...]  # every face id callers may ask for
    index_height: float  # index line height, as a share of the tile height
    index_origin: tuple[float, float]  # top-left of the index, as shares of width, height
    index_centred: bool  # centre the index on the origin's x instead of starting there
    index_plate: bool  # an ivory plate behind the index, for faces drawn to the edge
    # With the index on, the face drawing shrinks by this factor towards its
    # bottom-right corner (given as shares of the tile), clearing the index's corner.
    index_face_scale: float = 1.0
    index_face_anchor: tuple[float, float] = (1.0, 1.0)
    # Faces printed red whose meaning is their redness: framed too (see RED_MARK_COLOUR).
    red_faces: frozenset[str] = frozenset()


MAHJONG = ArtSet(
    resource="mahjong_tiles.svg",
    faces=(*(mahjong_face_id(k) for k in range(NUM_ALL_KINDS)), BACK, BODY),
    index_height=0.18,
    index_origin=(0.05, 0.03),
    index_centred=False,
    index_plate=True,
    index_face_scale=0.84,
    index_face_anchor=(0.97, 0.9),
)
PAOHUZI = ArtSet(  # the middle of a long card is empty: the index goes there
    resource="paohuzi_cards.svg",
    faces=(*(paohuzi_face_id(k) for k in range(PAOHUZI_KINDS)), BACK, BODY),
    index_height=0.11,
    index_origin=(0.5, 0.445),
    index_centred=True,
    index_plate=False,
    red_faces=frozenset(f"{n}{size}" for n in (2, 7, 10) for size in "xd"),
)


def index_text(art_set: ArtSet, face_id: str) -> str:
    """The learner's label of a face: ``5m``, ``E``, ``Wh``, ``10x``; empty for no face."""
    if face_id in (BACK, BODY):
        return ""
    return _mahjong_index(face_id) if art_set is MAHJONG else face_id


class TileArt:
    """One set of faces; ``TileArt.mahjong()`` and ``TileArt.paohuzi()`` are shared."""

    def __init__(self, art_set: ArtSet, svg: bytes) -> None:
        self.art_set = art_set
        self._svg = svg
        self._loaded: tuple[QSvgRenderer, float] | None = None
        self._cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self._neutral_images: OrderedDict[tuple[object, ...], QImage] = OrderedDict()

    def _load(self) -> tuple[QSvgRenderer, float]:
        """The renderer and the body's aspect, parsed on first use: a window shows
        its empty table before any tile is drawn. ValueError for a bad set."""
        if self._loaded is None:
            renderer = QSvgRenderer(QByteArray(self._svg))
            if not renderer.isValid():
                raise ValueError(f"{self.art_set.resource} is not a valid SVG")
            faces = (*self.art_set.faces, BODY_SELECTED)
            missing = [f for f in faces if not renderer.elementExists(f)]
            if missing:
                raise ValueError(f"{self.art_set.resource} lacks faces {missing}")
            body = renderer.boundsOnElement(BODY)
            self._loaded = (renderer, body.width() / body.height())
        return self._loaded

    def prepare(self) -> None:
        """Parse the set now (the table does so in an idle turn after its first paint,
        so the first deal's layout does not pay for it)."""
        self._load()

    @property
    def _renderer(self) -> QSvgRenderer:
        return self._load()[0]

    @property
    def aspect(self) -> float:
        """Width over height of a face."""
        return self._load()[1]

    @staticmethod
    @cache
    def mahjong() -> TileArt:
        return TileArt.from_resource(MAHJONG)

    @staticmethod
    @cache
    def paohuzi() -> TileArt:
        return TileArt.from_resource(PAOHUZI)

    @classmethod
    def from_resource(cls, art_set: ArtSet) -> TileArt:
        return cls(art_set, read_data_file("resources", art_set.resource))

    def face_ids(self) -> tuple[str, ...]:
        return self.art_set.faces

    def width_for(self, height: int) -> int:
        """The width in logical pixels of a face ``height`` pixels tall."""
        return max(1, round(height * self.aspect))

    def pixmap(
        self,
        face_id: str,
        height: int,
        dpr: float = 1.0,
        display: DisplaySettings = NEUTRAL_DISPLAY,
        selected: bool = False,
        corner_index: bool = False,
    ) -> QPixmap:
        """The face ``height`` logical pixels tall, rendered at ``height * dpr``
        device pixels; the same object for the same arguments until evicted."""
        key = (face_id, height, dpr, display, selected, corner_index)
        found = self._cache.get(key)
        if found is not None:
            self._cache.move_to_end(key)
            return found
        # A display change (a slider step) re-filters the neutral render kept
        # below instead of drawing the SVG again: a drag stays smooth.
        neutral_key = (face_id, height, dpr, selected, corner_index)
        neutral = self._neutral_images.get(neutral_key)
        if neutral is None:
            neutral = self.image(face_id, height, dpr, NEUTRAL_DISPLAY, selected, corner_index)
            self._neutral_images[neutral_key] = neutral
            if len(self._neutral_images) > CACHE_LIMIT:
                self._neutral_images.popitem(last=False)
        else:
            self._neutral_images.move_to_end(neutral_key)
        image = apply_colour(neutral, display)
        image.setDevicePixelRatio(dpr)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._cache[key] = pixmap
        if len(self._cache) > CACHE_LIMIT:
            self._cache.popitem(last=False)
        return pixmap

    def clear_cache(self) -> None:
        self._cache.clear()
        self._neutral_images.clear()

    def image(
        self,
        face_id: str,
        height: int,
        dpr: float = 1.0,
        display: DisplaySettings = NEUTRAL_DISPLAY,
        selected: bool = False,
        corner_index: bool = False,
    ) -> QImage:
        """The uncached render behind ``pixmap`` (a QImage, so usable off the GUI thread)."""
        if face_id not in self.art_set.faces:
            raise UnknownFaceError(f"no face {face_id!r} in {self.art_set.resource}")
        if height <= 0 or dpr <= 0:
            raise ValueError(f"height {height} and dpr {dpr} must be positive")
        device_h = max(1, round(height * dpr))
        image = QImage(
            max(1, round(device_h * self.aspect)),
            device_h,
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bounds = QRectF(image.rect())
        self._paint_face(painter, face_id, bounds, selected, corner_index)
        if corner_index:
            self._paint_index(painter, index_text(self.art_set, face_id), bounds)
        painter.end()
        image = apply_colour(image, display)
        image.setDevicePixelRatio(dpr)
        return image

    def _paint_face(
        self, painter: QPainter, face_id: str, bounds: QRectF, selected: bool, corner_index: bool
    ) -> None:
        if face_id == BACK:
            self._renderer.render(painter, BACK, bounds)
            if selected:  # a back has no light body to tint: outline it instead
                width = max(2.0, bounds.height() / 30)
                painter.setPen(QPen(SELECTION_COLOUR, width))
                half = width / 2
                radius = bounds.width() * 0.1
                painter.drawRoundedRect(bounds.adjusted(half, half, -half, -half), radius, radius)
            return
        self._renderer.render(painter, BODY_SELECTED if selected else BODY, bounds)
        if face_id in self.art_set.red_faces:
            _paint_red_mark(painter, bounds)
        if face_id != BODY:
            self._renderer.render(
                painter, face_id, self._face_bounds(bounds) if corner_index else bounds
            )

    def _face_bounds(self, bounds: QRectF) -> QRectF:
        scale = self.art_set.index_face_scale
        ax = bounds.width() * self.art_set.index_face_anchor[0]
        ay = bounds.height() * self.art_set.index_face_anchor[1]
        return QRectF(
            ax * (1 - scale), ay * (1 - scale), bounds.width() * scale, bounds.height() * scale
        )

    def _paint_index(self, painter: QPainter, text: str, bounds: QRectF) -> None:
        """The index from the set's ``idx-*`` outline elements, so no font is used."""
        if not text:
            return
        line_h = bounds.height() * self.art_set.index_height
        boxes = [self._renderer.boundsOnElement(f"idx-{char}") for char in text]
        widths = [box.width() * line_h / box.height() for box in boxes]
        x = bounds.width() * self.art_set.index_origin[0]
        y = bounds.height() * self.art_set.index_origin[1]
        if self.art_set.index_centred:
            x -= sum(widths) / 2
        if self.art_set.index_plate:
            pad = line_h * 0.12
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(INDEX_PLATE)
            painter.drawRoundedRect(
                QRectF(x - pad, y - pad * 0.5, sum(widths) + 2 * pad, line_h + pad),
                pad * 2,
                pad * 2,
            )
        for char, width in zip(text, widths, strict=True):
            self._renderer.render(painter, f"idx-{char}", QRectF(x, y, width, line_h))
            x += width


def _paint_red_mark(painter: QPainter, bounds: QRectF) -> None:
    """A red frame just inside the card's edge: on every side, so a card half hidden
    under the next one in a column still shows it; never thinner than a device pixel."""
    width = max(1.0, bounds.width() * RED_MARK_WIDTH)
    inset = bounds.width() * RED_MARK_INSET
    painter.setPen(QPen(RED_MARK_COLOUR, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = bounds.width() * 0.07
    painter.drawRoundedRect(bounds.adjusted(inset, inset, -inset, -inset), radius, radius)
