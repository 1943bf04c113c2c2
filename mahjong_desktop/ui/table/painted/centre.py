"""The middle of the table: each seat's wind facing it, the round wind, the count
of tiles or cards left with its caption, and the dice.

``centre_text_boxes`` lays the texts out so none runs over another, the wind
letters or the dice, down to the small panel beside a docked score sheet.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from mahjong_desktop.ui.table.layout.geometry import PLACE_ROTATION, CentrePanel
from mahjong_desktop.ui.table.painted.items import (
    CAPTION_BOTTOM,
    DICE_TOP,
    DIM_TEXT,
    MIN_TEXT_PX,
    PANEL,
    PANEL_EDGE,
    TEXT,
    TURN,
    compass_letter,
    fitted_font,
    round_name,
)


def caption_font_px(side: float) -> int:
    """The centre panel's caption under the count ("tiles left"), never under MIN_TEXT_PX."""
    return max(MIN_TEXT_PX, round(side * 0.075))


# Between the winds at the panel's sides: they stand 0.25-0.43 of the side out
# from the centre, so the caption keeps within half the side around it.
CAPTION_SPAN = 0.5
TWO_LINE_COUNT_TOP = 0.22  # with a two-line caption the count rises, below the top wind
COUNT_LINE = 1.4  # the count's least room, in lines of the smallest text


@dataclass(frozen=True)
class CentreText:
    """Where the centre panel writes its count and caption, and at what pixel sizes.

    ``round`` is the round wind's line above the count (mahjong), else None.
    """

    count: QRectF
    count_px: int
    caption: QRectF
    caption_px: int
    caption_lines: int = 1  # 2: wrapped at a word, too long for one line; 0: no room for it
    round: QRectF | None = None


ROUND_TOP, ROUND_BOTTOM = 0.23, 0.33  # shares of the side: under the top seat's wind letter


def caption_width(panel: CentrePanel) -> float:
    """How wide the caption may run: between the side winds, or the whole stock panel."""
    side = min(panel.rect.w, panel.rect.h)
    return side * CAPTION_SPAN if panel.winds else panel.rect.w * 0.95


def _caption_fit(text: str, px: int, width: float) -> tuple[int, int]:
    """The caption's pixel size and line count: smaller (not under MIN_TEXT_PX) to fit
    one line, else two lines broken at a space."""
    if not text:
        return px, 1
    font = QFont()
    font.setPixelSize(px)
    needed = QFontMetricsF(font).horizontalAdvance(text)
    if needed <= width:
        return px, 1
    smaller = max(MIN_TEXT_PX, math.floor(px * width / needed))
    font.setPixelSize(smaller)
    if QFontMetricsF(font).horizontalAdvance(text) <= width or " " not in text.strip():
        return smaller, 1
    return smaller, 2


def centre_text_boxes(panel: CentrePanel, caption: str = "") -> CentreText:
    """The count above its caption, neither over the other, the winds nor the dice.

    The mahjong panel is a square with the winds round its edge and the dice
    below the caption; the Paohuzi stock's is a low box holding only the two.
    The caption is anchored on its bottom edge: at its smallest readable size
    it grows up and the count makes room, never down over the dice. A caption
    too long for one line between the winds ("fichas restantes") takes two.
    The round wind's line goes between the top seat's wind and the count,
    which starts lower for it; its words run across the side seats' columns,
    whose letters stand lower, at the middle.
    """
    w, h = panel.rect.w, panel.rect.h
    side = min(w, h)
    width = caption_width(panel)
    caption_px, lines = _caption_fit(caption, caption_font_px(side), width)
    round_box = None
    if panel.winds:
        count_top = side * (0.3 if lines == 1 else TWO_LINE_COUNT_TOP)
        caption_bottom, count_cap = side * CAPTION_BOTTOM, side * 0.2
        if panel.round_wind:
            top, bottom = side * ROUND_TOP, side * ROUND_BOTTOM
            round_box = QRectF(w * 0.08, top, w * 0.84, max(bottom - top, caption_px * 1.15))
            count_top = round_box.bottom()
    else:
        count_top, caption_bottom, count_cap = h * 0.08, h * 0.92, h * 0.4
    font = QFont()
    font.setPixelSize(caption_px)
    # As the text is drawn, in its lines (a fallback CJK font's lines are taller).
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    drawn = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, side), flags, caption)
    caption_h = max(side * 0.1, caption_px * 1.3, drawn.height())
    box = QRectF((w - width) / 2, caption_bottom - caption_h, width, caption_h)
    if round_box is not None and box.top() - count_top < MIN_TEXT_PX * 1.3:
        # A panel too small for all three (the largest tiles on the smallest
        # window, a two-line caption): the count comes first, the round wind is left out.
        round_box, count_top = None, side * (0.3 if lines == 1 else TWO_LINE_COUNT_TOP)
    if box.top() - count_top < MIN_TEXT_PX * COUNT_LINE and panel.winds:
        # Smaller still (a docked score sheet beside the smallest window): the
        # count matters most, then the round; the caption is left out.
        lines, box = 0, QRectF(box.left(), caption_bottom, width, 0)
        count_top = side * 0.3
        if panel.round_wind:
            top, bottom = side * ROUND_TOP, side * ROUND_BOTTOM
            shown = QRectF(w * 0.08, top, w * 0.84, max(bottom - top, caption_px * 1.15))
            if caption_bottom - shown.bottom() >= MIN_TEXT_PX * COUNT_LINE:
                round_box, count_top = shown, shown.bottom()
    count = QRectF(0, count_top, w, max(1.0, box.top() - count_top))
    count_px = max(MIN_TEXT_PX, min(round(count_cap), int(count.height() * 0.85)))
    return CentreText(count, count_px, box, caption_px, caption_lines=lines, round=round_box)


def centre_caption(panel: CentrePanel) -> str:
    """The words under the count, agreeing with it (numerus forms: cs 1 / 2-4 / 5+)."""
    if panel.label == "tiles":
        return QCoreApplication.translate("TableView", "tile(s) left", "", panel.tiles_left)
    return QCoreApplication.translate("TableView", "card(s) in the stock", "", panel.tiles_left)


class CentreItem(QGraphicsItem):
    """The middle of the table: the round wind, each seat's wind facing it, the count, the dice."""

    def __init__(self, panel: CentrePanel) -> None:
        super().__init__()
        self.info = panel
        self.setZValue(0.5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setPos(panel.rect.x, panel.rect.y)

    def set_panel(self, panel: CentrePanel) -> None:
        self.prepareGeometryChange()
        self.info = panel
        self.setPos(panel.rect.x, panel.rect.y)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.info.rect.w, self.info.rect.h).adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        info = self.info
        side = min(info.rect.w, info.rect.h)
        rect = QRectF(0, 0, info.rect.w, info.rect.h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(PANEL_EDGE, 1))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        centre = rect.center()
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(side * 0.14)))
        for place, text in info.winds:
            painter.save()
            painter.translate(centre)
            painter.rotate(PLACE_ROTATION[place])
            lit = place == info.current_place
            if lit:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(TURN)
                bar = QRectF(-side * 0.22, side * 0.44, side * 0.44, side * 0.04)
                painter.drawRoundedRect(bar, side * 0.02, side * 0.02)
            painter.setFont(font)
            painter.setPen(TURN if lit else DIM_TEXT)
            box = QRectF(-side * 0.2, side * 0.25, side * 0.4, side * 0.18)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, compass_letter(text))
            painter.restore()
        caption = centre_caption(info)
        boxes = centre_text_boxes(info, caption)
        if boxes.round is not None and info.round_wind:
            font.setPixelSize(boxes.caption_px)
            text = round_name(info.round_wind)
            fitted = fitted_font(font, text, boxes.round.width())
            painter.setFont(fitted)
            painter.setPen(TEXT)
            shown = QFontMetricsF(fitted).elidedText(
                text, Qt.TextElideMode.ElideRight, boxes.round.width()
            )
            painter.drawText(boxes.round, Qt.AlignmentFlag.AlignCenter, shown)
        font.setPixelSize(boxes.count_px)
        painter.setFont(font)
        painter.setPen(TEXT)
        painter.drawText(boxes.count, Qt.AlignmentFlag.AlignCenter, str(info.tiles_left))
        font.setBold(False)
        font.setPixelSize(boxes.caption_px)
        painter.setFont(font)
        painter.setPen(DIM_TEXT)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        if boxes.caption_lines:
            painter.drawText(boxes.caption, flags, caption)
        if info.dice:
            self._paint_dice(painter, rect, side)

    def _paint_dice(self, painter: QPainter, rect: QRectF, side: float) -> None:
        values = [v for pair in self.info.dice for v in pair]
        die = side * 0.11
        gap = die * 0.35
        width = len(values) * die + (len(values) - 1) * gap + gap  # a wider gap between throws
        x = rect.center().x() - width / 2
        y = rect.top() + side * DICE_TOP  # between the caption and the bottom seat's wind
        for index, value in enumerate(values):
            if index == 2:
                x += gap
            _paint_die(painter, QRectF(x, y, die, die), value)
            x += die + gap


PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.28, 0.28), (0.72, 0.72)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
    5: ((0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)),
    6: ((0.28, 0.22), (0.72, 0.22), (0.28, 0.5), (0.72, 0.5), (0.28, 0.78), (0.72, 0.78)),
}


def _paint_die(painter: QPainter, box: QRectF, value: int) -> None:
    painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
    painter.setBrush(QColor("#fbf7ec"))
    painter.drawRoundedRect(box, box.width() * 0.18, box.width() * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#c8102e") if value in (1, 4) else QColor("#1b1b1b"))
    radius = box.width() * 0.09
    for px, py in PIPS.get(value, ()):
        painter.drawEllipse(
            QPointF(box.x() + px * box.width(), box.y() + py * box.height()), radius, radius
        )
