"""The table's drawn furniture other than tiles: seat labels, the centre panel, marks.

Each item paints itself from a layout value (``SeatLabel``, ``CentrePanel``,
``Mark``); the text a player reads is translated here, in the ``TableView``
context, so nothing in the layout is English.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from mahjong_desktop.ui.table.layout.geometry import (
    LABEL_LINES,
    RIGHT,
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
        self._tell_whole(label)

    def set_label(self, label: SeatLabel) -> None:
        self.prepareGeometryChange()
        self.label = label
        self.setPos(label.rect.x, label.rect.y)
        self.badge.place(label)
        self._tell_whole(label)
        self.update()

    def _tell_whole(self, label: SeatLabel) -> None:
        # Every line in full on hover: on a small table (a docked score sheet beside
        # the smallest window) a long line is cut short with "…".
        self.setToolTip("\n".join(text for text, _colour in label_lines(label)))

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
    Paohuzi label), the roomiest when none has, and never covers words.
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
        wanted = text_w + line_h * 0.5
        gap = line_h * 0.2
        # Each line's room beside its words; the badge takes the first line with room
        # for all of it, else the roomiest, and shrinks to that room (its font with it)
        # rather than cover words, down to a third of the line.
        rooms = [
            right - left - QFontMetricsF(line.font).horizontalAdvance(line.text) - gap
            for line in first
        ]
        fits = [i for i, room in enumerate(rooms) if room >= wanted]
        self.line = fits[0] if fits else max(range(len(rooms)), key=rooms.__getitem__)
        w = max(min(wanted, rooms[self.line]), (right - left) / 3)
        h = min(line_h * 0.9, self._px * 1.45)
        self.prepareGeometryChange()
        self._size = (w, h)
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
        font, shown = self.lettering()
        painter.setFont(font)
        painter.setPen(BADGE_TEXT)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, shown)

    def lettering(self) -> tuple[QFont, str]:
        """The badge's font and its word as painted (elided only if even the smallest
        font leaves it too wide)."""
        box = self.boundingRect()
        font = QFont()
        font.setBold(True)
        font.setPixelSize(self._px)
        text = dealer_badge_text()
        inner = box.width() - box.height() * 0.4
        font = fitted_font(font, text, inner)
        return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, inner)


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
