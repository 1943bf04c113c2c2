"""A hand on the score sheet as one picture: concealed tiles, melds, flowers.

Groups (``deal_summary.ShownGroup``) are drawn in a row with a gap between
them, as they lie on the table: a concealed kong with its ends face down. The
winning tile is drawn highlighted with a bar under it, so it is found by shape
as well as by colour.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from mahjong_desktop.ui.game.deal_summary import ShownGroup
from mahjong_desktop.ui.table.art import BACK, TileArt
from mahjong_desktop.ui.table.tile_strip import GAP_SHARE, SPACING

MARK_COLOUR = QColor(200, 40, 30)  # the bar under the winning tile
MARK_SHARE = 0.12  # the bar's height, as a share of a tile's height


def marker_rect(tile_x: float, width: float, height: int) -> QRectF:
    """Where the winning tile's bar lies under a tile drawn at ``tile_x``."""
    bar = max(3.0, height * MARK_SHARE)
    return QRectF(tile_x, height + bar / 2, width, bar)


def picture_height(height: int) -> int:
    """The picture's height: the tiles and the room for the winning tile's bar."""
    return height + round(2 * max(3.0, height * MARK_SHARE))


def tile_positions(
    groups: Sequence[ShownGroup], width: float
) -> list[tuple[float, ShownGroup, int, int]]:
    """Each tile's left edge with its group, its position there and its id."""
    gap = round(width * GAP_SHARE)
    placed = []
    x = 0.0
    for index, group in enumerate(g for g in groups if g.tiles):
        if index:
            x += gap - SPACING
        for position, tile in enumerate(group.tiles):
            placed.append((x, group, position, tile))
            x += width + SPACING
    return placed


def picture_width(groups: Sequence[ShownGroup], width: float) -> float:
    """The picture's width with tiles ``width`` wide."""
    placed = tile_positions(groups, width)
    return placed[-1][0] + width if placed else 1.0


def fitting_height(
    art: TileArt, hands: Sequence[Sequence[ShownGroup]], most: int, room: float, least: int
) -> int:
    """The tallest tile height up to ``most`` at which the widest hand fits ``room``
    pixels; never below ``least`` (a narrower sheet scrolls instead)."""
    height = most
    while height > least and any(
        picture_width(groups, art.width_for(height)) > room for groups in hands
    ):
        height -= 1
    return height


def hand_pixmap(
    art: TileArt,
    groups: Sequence[ShownGroup],
    faces: Mapping[str, str],
    height: int,
    dpr: float = 1.0,
) -> QPixmap:
    """The picture of one hand, ``height`` logical pixels a tile."""
    width = art.width_for(height)
    placed = tile_positions(groups, width)
    total = picture_width(groups, width)
    full = picture_height(height)
    pixmap = QPixmap(max(1, round(total * dpr)), max(1, round(full * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    for x, group, position, tile in placed:
        down = position in group.face_down
        face = BACK if down else faces.get(str(tile), BACK)
        marked = tile == group.marked
        painter.drawPixmap(QPointF(x, 0), art.pixmap(face, height, dpr, selected=marked))
        if marked:
            painter.fillRect(marker_rect(x, width, height), MARK_COLOUR)
    painter.end()
    return pixmap
