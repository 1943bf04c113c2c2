"""Small pictures of a few tiles or cards in a row, for buttons and dialogs.

Groups are drawn with a gap between them (a chi and its bi groups, a hand
with its drawn tile apart). Faces come from the cached ``TileArt`` pixmaps,
at the device pixel ratio of the widget that shows them. A long Paohuzi card
drawn small loses its numeral, so a button shows the head of each card (its
upright numeral, as the top of a card in a column shows) at twice the size.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPixmap

from mahjong_desktop.ui.table.art import BACK, TileArt
from mahjong_desktop.variants.registry import is_card_game

GAP_SHARE = 0.35  # the gap between groups, as a share of a tile's width
SPACING = 1  # logical pixels between tiles of one group
CARD_HEAD = 0.36  # of a card's height: the top part that holds its upright numeral
HEAD_ZOOM = 2.0  # a card head in a button: the card drawn this many times the height


def art_for(variant: str) -> TileArt:
    return TileArt.paohuzi() if is_card_game(variant) else TileArt.mahjong()


def option_pixmap(
    variant: str, groups: Sequence[Sequence[str]], height: int, dpr: float = 1.0
) -> QPixmap:
    """A claim's picture about ``height`` px tall: tiles whole, Paohuzi cards by their heads."""
    art = art_for(variant)
    if not is_card_game(variant):
        return strip_pixmap(art, groups, height, dpr)
    return strip_pixmap(art, groups, round(height * HEAD_ZOOM), dpr, head=CARD_HEAD)


def strip_pixmap(
    art: TileArt,
    groups: Sequence[Sequence[str]],
    height: int,
    dpr: float = 1.0,
    head: float = 1.0,
) -> QPixmap:
    """The faces of ``groups`` (face ids, ``"back"`` for a face-down one) in one row.

    ``head`` below 1 keeps only that top share of each face ``height`` px tall.
    """
    width = art.width_for(height)
    shown_h = max(1, round(height * head))
    gap = round(width * GAP_SHARE)
    count = sum(len(g) for g in groups)
    shown = [g for g in groups if g]
    total = count * width + max(0, count - len(shown)) * SPACING + max(0, len(shown) - 1) * gap
    pixmap = QPixmap(max(1, round(total * dpr)), max(1, round(shown_h * dpr)))
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
