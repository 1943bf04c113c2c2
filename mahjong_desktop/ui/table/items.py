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


def round_name(wind: str) -> str:
    """The centre's line for the prevailing wind, written whole for each wind."""
    names = {
        "E": tr("East round"),
        "S": tr("South round"),
        "W": tr("West round"),
        "N": tr("North round"),
    }
    return names.get(wind, "")


def dealer_badge_text() -> str:
    return QCoreApplication.translate("TableView", "Dealer", "badge on the dealer's seat label")


def call_word(call: str) -> str:
    """The word a seat calls out as it claims or wins (``CalloutItem``)."""
    words = {
        "pung": tr("Pung"),
        "chow": tr("Chow"),
        "kong": tr("Kong"),
        "win": tr("Win"),
        "chi": tr("Chi"),
        "peng": tr("Peng"),
        "pao": tr("Pao"),
        "ti": tr("Ti"),
        "wei": tr("Wei"),
    }
    return words.get(call, "")


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
    extras: list[str] = []  # the dealer is the first line's badge (``DealerBadge``)
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
        self.badge = DealerBadge(self)
        self.badge.place(label)

    def set_label(self, label: SeatLabel) -> None:
        self.prepareGeometryChange()
        self.label = label
        self.setPos(label.rect.x, label.rect.y)
        self.badge.place(label)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.label.rect.w, self.label.rect.h).adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        label = self.label
        rect = QRectF(0, 0, label.rect.w, label.rect.h)
        line_h = label.line_height or rect.height() / LABEL_LINES
        rows = max(len(column) for column in _columns(label_lines(label), label.columns))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(TURN if label.on_turn else PANEL_EDGE, 2 if label.on_turn else 1))
        painter.setBrush(PANEL)
        panel_h = min(rect.height(), line_h * (rows + 0.7))
        panel = QRectF(0, (rect.height() - panel_h) / 2, rect.width(), panel_h)
        painter.drawRoundedRect(panel, line_h * 0.4, line_h * 0.4)
        for index, line in enumerate(label_line_boxes(label)):
            box, font = line.box, line.font
            if index == self.badge.line and self.badge.isVisible():
                # This line shares its room with the dealer's badge.
                box = QRectF(
                    box.x(),
                    box.y(),
                    max(1.0, self.badge.x() - box.x() - line_h * 0.2),
                    box.height(),
                )
                font = fitted_font(font, line.text, box.width())
            painter.setFont(font)
            painter.setPen(line.colour)
            metrics = QFontMetricsF(font)
            shown = metrics.elidedText(line.text, Qt.TextElideMode.ElideRight, box.width())
            painter.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, shown)


@dataclass(frozen=True)
class LabelLine:
    """One line of a seat label as painted: its words, colour, font and box."""

    text: str
    colour: QColor
    font: QFont
    box: QRectF


def label_line_boxes(label: SeatLabel) -> list[LabelLine]:
    """Where each line of ``label`` is written, in the label's coordinates.

    Two columns share the width as their widest lines need (the name column of
    the seat across is short, its totals and notes long), each a little smaller
    if it must be (``fitted_font``); only what still does not fit is elided.
    """
    rect_w, rect_h = label.rect.w, label.rect.h
    line_h = label.line_height or rect_h / LABEL_LINES
    columns = _columns(label_lines(label), label.columns)
    rows = max(len(column) for column in columns)
    panel_top = (rect_h - min(rect_h, line_h * (rows + 0.7))) / 2
    base = label_font_px(line_h)
    pad = line_h * 0.4
    fonts: list[list[QFont]] = []
    index = 0
    for column in columns:
        fonts.append([])
        for _text, colour in column:
            font = QFont()
            font.setBold(index == 0)
            # Notes under the total (huxi, missing suit) are a size smaller.
            font.setPixelSize(base if colour != DIM_TEXT else note_font_px(base))
            fonts[-1].append(font)
            index += 1
    needs = [
        max(QFontMetricsF(f).horizontalAdvance(t) for f, (t, _c) in zip(fs, column, strict=True))
        for fs, column in zip(fonts, columns, strict=True)
    ]
    room = rect_w - pad - pad * len(columns)  # the text's share, paddings off
    share = [room / len(columns)] * len(columns)
    if len(columns) > 1 and sum(needs) > 0:
        share = [room * need / sum(needs) for need in needs]
    out = []
    x = pad
    for column, column_fonts, text_w in zip(columns, fonts, share, strict=True):
        y = panel_top + line_h * 0.35
        for (text, colour), font in zip(column, column_fonts, strict=True):
            fitted = fitted_font(font, text, text_w)
            out.append(LabelLine(text, colour, fitted, QRectF(x, y, text_w, line_h)))
            y += line_h
        x += text_w + pad
    return out


BADGE = QColor("#f2b632")
BADGE_TEXT = QColor("#1b1b1b")


class DealerBadge(QGraphicsItem):
    """The dealer's badge: a gold tag at the right end of a line of its seat label.

    A child of the label, so it goes where the label goes; shown only on the
    dealer's label, so it follows the dealer from deal to deal. It takes the
    first line with room beside its words ("East", "Total 0" on a narrow
    Paohuzi label), the first line when none has.
    """

    def __init__(self, parent: SeatLabelItem) -> None:
        super().__init__(parent)
        self._size = (0.0, 0.0)
        self._px = MIN_TEXT_PX
        self.line = 0  # the label's line it shares

    def place(self, label: SeatLabel) -> None:
        self.setVisible(label.dealer)
        line_h = label.line_height or label.rect.h / LABEL_LINES
        self._px = note_font_px(label_font_px(line_h))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(self._px)
        text_w = QFontMetricsF(font).horizontalAdvance(dealer_badge_text())
        lines = label_line_boxes(label)
        left = lines[0].box.x()
        first = [line for line in lines if line.box.x() == left]  # the first column
        right = first[0].box.right()
        w = min(text_w + line_h * 0.5, (right - left) * 0.6)
        h = min(line_h * 0.9, self._px * 1.45)
        self.prepareGeometryChange()
        self._size = (w, h)
        room = right - left - w - line_h * 0.2  # from the text's left edge to the badge, less a gap
        self.line = next(
            (
                i
                for i, line in enumerate(first)
                if QFontMetricsF(line.font).horizontalAdvance(line.text) <= room
            ),
            0,
        )
        box = first[self.line].box
        self.setPos(right - w, box.y() + (box.height() - h) / 2)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self._size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        box = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BADGE)
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(self._px)
        text = dealer_badge_text()
        inner = box.width() - box.height() * 0.4
        font = fitted_font(font, text, inner)
        painter.setFont(font)
        painter.setPen(BADGE_TEXT)
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, inner)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, shown)


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


# Between the winds at the panel's sides: they stand 0.25-0.43 of the side out
# from the centre, so the caption keeps within half the side around it.
CAPTION_SPAN = 0.5
TWO_LINE_COUNT_TOP = 0.22  # with a two-line caption the count rises, below the top wind


@dataclass(frozen=True)
class CentreText:
    """Where the centre panel writes its count and caption, and at what pixel sizes.

    ``round`` is the round wind's line above the count (mahjong), else None.
    """

    count: QRectF
    count_px: int
    caption: QRectF
    caption_px: int
    caption_lines: int = 1  # 2: wrapped at a word, too long for one line between the winds
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


CALLOUT = QColor(20, 20, 20, 225)


class CalloutItem(QGraphicsItem):
    """A call said aloud: the word ("Pung", "Win") in a panel beside the calling seat.

    The view places it (``layout.geometry.call_spot``), moves it with the claimed
    tile and takes it away after a moment; it only paints.
    """

    def __init__(self, seat: int, call: str, px: int) -> None:
        super().__init__()
        self.seat = seat
        self.call = call
        self.setZValue(40)  # over every tile and label
        self._font = QFont()
        self._font.setBold(True)
        self._font.setPixelSize(max(MIN_TEXT_PX, px))
        self.text = call_word(call)
        metrics = QFontMetricsF(self._font)
        self._size = (metrics.horizontalAdvance(self.text) + px * 1.2, metrics.height() + px * 0.5)

    @property
    def size(self) -> tuple[float, float]:
        return self._size

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self._size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        box = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(TURN, 2))
        painter.setBrush(CALLOUT)
        painter.drawRoundedRect(box, box.height() * 0.3, box.height() * 0.3)
        painter.setFont(self._font)
        painter.setPen(TURN)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)


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
