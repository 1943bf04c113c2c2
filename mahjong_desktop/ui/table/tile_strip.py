"""Small pictures of a few tiles or cards in a row, for buttons and dialogs.

Groups are drawn with a gap between them (a chi and its bi groups, a hand
with its drawn tile apart). Faces come from the cached ``TileArt`` pixmaps,
at the device pixel ratio of the widget that shows them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPixmap

from mahjong_desktop.ui.table.art import BACK, TileArt
from mahjong_desktop.variants.registry import is_card_game

GAP_SHARE = 0.35  # the gap between groups, as a share of a tile's width
SPACING = 1  # logical pixels between tiles of one group


def art_for(variant: str) -> TileArt:
    return TileArt.paohuzi() if is_card_game(variant) else TileArt.mahjong()


def strip_pixmap(
    art: TileArt, groups: Sequence[Sequence[str]], height: int, dpr: float = 1.0
) -> QPixmap:
    """The faces of ``groups`` (face ids, ``"back"`` for a face-down one) in one row."""
    width = art.width_for(height)
    gap = round(width * GAP_SHARE)
    count = sum(len(g) for g in groups)
    shown = [g for g in groups if g]
    total = count * width + max(0, count - len(shown)) * SPACING + max(0, len(shown) - 1) * gap
    pixmap = QPixmap(max(1, round(total * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    x = 0.0
    for index, group in enumerate(shown):
        if index:
            x += gap - SPACING
        for face in group:
            painter.drawPixmap(QPointF(x, 0), art.pixmap(face or BACK, height, dpr))
            x += width + SPACING
    painter.end()
    return pixmap
