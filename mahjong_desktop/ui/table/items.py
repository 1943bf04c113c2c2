"""The table's drawn furniture other than tiles: seat labels, the centre panel, marks.

Each item paints itself from a layout value (``SeatLabel``, ``CentrePanel``,
``Mark``); the text a player reads is translated here, in the ``TableView``
context, so nothing in the layout is English.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from mahjong_desktop.ui.table.layout.geometry import (
    LABEL_LINES,
    PLACE_ROTATION,
    RIGHT,
    CentrePanel,
    Mark,
    Rect,
    SeatLabel,
)

PANEL = QColor(12, 40, 28, 200)
PANEL_EDGE = QColor(255, 255, 255, 40)
TEXT = QColor("#f4efe0")
DIM_TEXT = QColor(244, 239, 224, 170)
TURN = QColor("#f2b632")
WON = QColor("#8fe08a")
DEAD = QColor("#ff8a7a")
DEAD_WALL = QColor(0, 0, 0, 60)
MIN_FIT = 0.72  # a label line shrinks at most to this share of its size, then elides
# The smallest text on the table, in px: 8 pt at 96 dpi, still readable on a 1024x700 window.
MIN_TEXT_PX = 11
_Line = tuple[str, QColor]
CAPTION_BOTTOM, DICE_TOP = 0.62, 0.625  # shares of the centre panel's side


def tr(text: str) -> str:
    return QCoreApplication.translate("TableView", text)


def wind_name(wind: str | None) -> str:
    names = {"E": tr("East"), "S": tr("South"), "W": tr("West"), "N": tr("North")}
    return names.get(wind or "", "")


def compass_letter(wind: str) -> str:
    """A seat's wind round the centre panel: the language's own short form (N/S/O/E, 东)."""
    letters = {
        "E": QCoreApplication.translate("TableView", "E", "compass letter of East"),
        "S": QCoreApplication.translate("TableView", "S", "compass letter of South"),
        "W": QCoreApplication.translate("TableView", "W", "compass letter of West"),
        "N": QCoreApplication.translate("TableView", "N", "compass letter of North"),
    }
    return letters.get(wind, wind)


def suit_name(suit: str | None) -> str:
    names = {"m": tr("Characters"), "p": tr("Dots"), "s": tr("Bamboo")}
    return names.get(suit or "", suit or "")


def player_name(player: int) -> str:
    return tr("You") if player == 0 else tr("Computer %1").replace("%1", str(player))


def label_lines(label: SeatLabel) -> list[_Line]:
    """The lines of a seat label, each with its colour: seat, player, total, state."""
    heading = wind_name(label.wind) if label.wind else player_name(label.player)
    lines = [(heading, TURN if label.on_turn else TEXT)]
    if label.wind:
        lines.append((player_name(label.player), TEXT))
    total = tr("Total %1").replace("%1", str(label.total))
    if label.delta:
        total += f" ({label.delta:+d})"
    lines.append((total, TEXT))
    extras: list[str] = []
    if label.dealer and not label.wind:  # a mahjong dealer is East: the wind says it
        extras.append(tr("Dealer"))
    if label.huxi is not None:
        extras.append(tr("Huxi %1").replace("%1", str(label.huxi)))
    if label.missing:
        extras.append(tr("Missing: %1").replace("%1", suit_name(label.missing)))
    if extras:
        # A Paohuzi seat's huxi on show is what its opponents count: full size and bright.
        lines.append((" · ".join(extras), TEXT if label.huxi is not None else DIM_TEXT))
    if label.won:
        lines.append((tr("Won"), WON))
    if label.dead:
        lines.append((tr("Dead hand"), DEAD))
    return lines


def fitted_font(font: QFont, text: str, width: float) -> QFont:
    """``font``, smaller (down to MIN_FIT of its size) if ``text`` is wider than ``width``.

    Labels are laid out for English; a longer translation ("Chybí: Znaky",
    "Počítač 2 · Rozdávající") shrinks a little instead of being cut short.
    """
    needed = QFontMetricsF(font).horizontalAdvance(text)
    if needed <= width or needed <= 0:
        return font
    smaller = QFont(font)
    size = max(font.pixelSize() * MIN_FIT, font.pixelSize() * width / needed)
    smaller.setPixelSize(max(MIN_TEXT_PX, int(size)))
    return smaller


def _qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


class SeatLabelItem(QGraphicsItem):
    """A rounded panel naming the seat, its wind, match total and state; lit on its turn."""

    def __init__(self, label: SeatLabel) -> None:
        super().__init__()
        self.label = label
        self.setZValue(20)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # text is slow to lay out
        self.setPos(label.rect.x, label.rect.y)

    def set_label(self, label: SeatLabel) -> None:
        self.prepareGeometryChange()
        self.label = label
        self.setPos(label.rect.x, label.rect.y)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.label.rect.w, self.label.rect.h).adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        label = self.label
        rect = QRectF(0, 0, label.rect.w, label.rect.h)
        lines = label_lines(label)
        # One line size on every label of a table: the layout's, or room for five lines.
        line_h = label.line_height or rect.height() / LABEL_LINES
        columns = _columns(lines, label.columns)
        rows = max(len(column) for column in columns)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(TURN if label.on_turn else PANEL_EDGE, 2 if label.on_turn else 1))
        painter.setBrush(PANEL)
        panel_h = min(rect.height(), line_h * (rows + 0.7))
        panel = QRectF(0, (rect.height() - panel_h) / 2, rect.width(), panel_h)
        painter.drawRoundedRect(panel, line_h * 0.4, line_h * 0.4)
        base = label_font_px(line_h)
        column_w = (rect.width() - line_h * 0.4) / len(columns)
        text_w = column_w - line_h * 0.4
        font = QFont()
        index = 0
        for number, column in enumerate(columns):
            y = panel.y() + line_h * 0.35
            x = line_h * 0.4 + number * column_w
            for text, colour in column:
                font.setBold(index == 0)
                # Notes under the total (huxi, missing suit) are a size smaller.
                font.setPixelSize(base if colour != DIM_TEXT else note_font_px(base))
                line_font = fitted_font(font, text, text_w)
                painter.setFont(line_font)
                painter.setPen(colour)
                metrics = QFontMetricsF(line_font)
                shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, text_w)
                painter.drawText(
                    QRectF(x, y, text_w, line_h),
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                    shown,
                )
                y += line_h
                index += 1


def _columns(lines: list[_Line], columns: int) -> list[list[_Line]]:
    """The lines top to bottom, split into ``columns`` columns, the first the longest."""
    if columns <= 1 or len(lines) < 2:
        return [lines]
    rows = math.ceil(len(lines) / columns)
    return [lines[i : i + rows] for i in range(0, len(lines), rows)]


def label_font_px(line_h: float) -> int:
    """A label line's pixel size: a share of the line, never under MIN_TEXT_PX."""
    return max(MIN_TEXT_PX, round(line_h * 0.74))


def note_font_px(base: int) -> int:
    return max(MIN_TEXT_PX, round(base * 0.88))


def caption_font_px(side: float) -> int:
    """The centre panel's caption under the count ("tiles left"), never under MIN_TEXT_PX."""
    return max(MIN_TEXT_PX, round(side * 0.075))


@dataclass(frozen=True)
class CentreText:
    """Where the centre panel writes its count and caption, and at what pixel sizes."""

    count: QRectF
    count_px: int
    caption: QRectF
    caption_px: int


def centre_text_boxes(panel: CentrePanel) -> CentreText:
    """The count above its caption, neither over the other, the winds nor the dice.

    The mahjong panel is a square with the winds round its edge and the dice
    below the caption; the Paohuzi stock's is a low box holding only the two.
    The caption is anchored on its bottom edge: at its smallest readable size
    it grows up and the count makes room, never down over the dice.
    """
    w, h = panel.rect.w, panel.rect.h
    side = min(w, h)
    caption_px = caption_font_px(side)
    if panel.winds:
        count_top, caption_bottom, count_cap = side * 0.3, side * CAPTION_BOTTOM, side * 0.2
    else:
        count_top, caption_bottom, count_cap = h * 0.08, h * 0.92, h * 0.4
    caption_h = max(side * 0.1, caption_px * 1.3)
    caption = QRectF(0, caption_bottom - caption_h, w, caption_h)
    count = QRectF(0, count_top, w, max(1.0, caption.top() - count_top))
    count_px = max(MIN_TEXT_PX, min(round(count_cap), int(count.height() * 0.85)))
    return CentreText(count, count_px, caption, caption_px)


class CentreItem(QGraphicsItem):
    """The middle of the table: each seat's wind facing it, the count left, the dice."""

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
        boxes = centre_text_boxes(info)
        font.setPixelSize(boxes.count_px)
        painter.setFont(font)
        painter.setPen(TEXT)
        painter.drawText(boxes.count, Qt.AlignmentFlag.AlignCenter, str(info.tiles_left))
        font.setBold(False)
        font.setPixelSize(boxes.caption_px)
        painter.setFont(font)
        painter.setPen(DIM_TEXT)
        # Numerus forms: the caption agrees with the number above it (cs: 1 / 2-4 / 5+).
        caption = (
            QCoreApplication.translate("TableView", "tile(s) left", "", info.tiles_left)
            if info.label == "tiles"
            else QCoreApplication.translate(
                "TableView", "card(s) in the stock", "", info.tiles_left
            )
        )
        painter.drawText(boxes.caption, Qt.AlignmentFlag.AlignCenter, caption)
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


class MarkItem(QGraphicsItem):
    """A shadow under the dead wall, so the loose tiles' corner of the wall reads apart."""

    def __init__(self, mark: Mark) -> None:
        super().__init__()
        self.mark = mark
        self.setZValue(0.4)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return _qrect(self.mark.rect).adjusted(-6, -6, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DEAD_WALL)
        box = _qrect(self.mark.rect).adjusted(-4, -4, 4, 4)
        painter.drawRoundedRect(box, 5, 5)


DEALER_CARD_MARK = "dealer_card"  # ``layout.paohuzi.DEALER_CARD``
DRAWN_MARKS = frozenset({"dead_wall", DEALER_CARD_MARK})  # the marks the scene draws


def mark_item(mark: Mark) -> QGraphicsItem:
    """The item drawing ``mark``: a caption for the dealer's card, else a shadow."""
    return CaptionItem(mark) if mark.kind == DEALER_CARD_MARK else MarkItem(mark)


def caption_text(mark: Mark) -> str:
    return tr("Dealer's face-up card") if mark.kind == DEALER_CARD_MARK else ""


class CaptionItem(QGraphicsItem):
    """Words the layout puts beside a card (the dealer's face-up one), wrapped to its box.

    The text starts at the card's side: left of the box, or right for the seat at
    the right, whose cards run in from the right edge.
    """

    def __init__(self, mark: Mark) -> None:
        super().__init__()
        self.mark = mark
        self.setZValue(20)

    def text(self) -> str:
        return caption_text(self.mark)

    def boundingRect(self) -> QRectF:
        return _qrect(self.mark.rect)

    def font(self) -> QFont:
        """The largest size up to two lines' worth of the box at which the words fit it."""
        box = _qrect(self.mark.rect)
        font = QFont()
        px = max(MIN_TEXT_PX, round(min(box.height() / 2.4, MIN_TEXT_PX * 1.6)))
        while True:
            font.setPixelSize(px)
            needed = QFontMetricsF(font).boundingRect(box, self._flags(), self.text())
            if px <= MIN_TEXT_PX or (
                needed.height() <= box.height() and needed.width() <= box.width()
            ):
                return font
            px -= 1

    def _flags(self) -> int:
        side = (
            Qt.AlignmentFlag.AlignRight if self.mark.place == RIGHT else Qt.AlignmentFlag.AlignLeft
        )
        return int(side | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setFont(self.font())
        painter.setPen(TEXT)
        painter.drawText(_qrect(self.mark.rect), self._flags(), self.text())
