"""A contact sheet of every tile and card face, to look the artwork over in one image.

``mahjong-desktop --contact-sheet FILE.png`` calls ``write_contact_sheet``. Labels
use the system font: they annotate the sheet and are not part of the art.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from mahjong_desktop.desktop.data_files import read_data_file
from mahjong_desktop.ui.table.art import BACK, BODY, TileArt

TABLE_GREEN = QColor("#2f5d45")
LABEL_COLOUR = QColor("#f2efe6")
PER_ROW = 16
MARGIN, GAP, LABEL_H, TITLE_H = 16, 8, 16, 26
CARD_SCALE = 1.5  # cards are drawn taller than tiles so both are about as wide
ICON = "icons/mahjong-desktop.svg"


@dataclass(frozen=True)
class Item:
    image: QPixmap
    label: str


@dataclass(frozen=True)
class Section:
    title: str
    items: list[Item]


def _tiles(height: int, corner_index: bool = False) -> list[Item]:
    art = TileArt.mahjong()
    items = [Item(art.pixmap(f, height, corner_index=corner_index), f) for f in art.face_ids()]
    if not corner_index:
        items += [
            Item(art.pixmap(f, height, selected=True), f"{f} sel") for f in ("5m", BACK, BODY)
        ]
    return items


def _cards(height: int, corner_index: bool = False) -> list[Item]:
    art = TileArt.paohuzi()
    items = [Item(art.pixmap(f, height, corner_index=corner_index), f) for f in art.face_ids()]
    if not corner_index:
        items += [Item(art.pixmap(f, height, selected=True), f"{f} sel") for f in ("10d", BACK)]
    return items


def _icon(height: int) -> Item:
    renderer = QSvgRenderer(read_data_file("resources", ICON))
    image = QImage(height, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return Item(QPixmap.fromImage(image), "icon")


def sections(height: int) -> list[Section]:
    card_h = round(height * CARD_SCALE)
    small = 32
    return [
        Section(f"Mahjong tiles, {height} px", _tiles(height)),
        Section(f"Paohuzi cards, {card_h} px", _cards(card_h)),
        Section(
            f"Smallest table size: tiles {small} px, cards {round(small * CARD_SCALE)} px",
            _tiles(small) + _cards(round(small * CARD_SCALE)),
        ),
        Section("Corner index on", _tiles(height, True) + _cards(card_h, True)),
        Section("Application icon", [_icon(height * 2), _icon(48), _icon(32), _icon(16)]),
    ]


def _row_heights(section: Section) -> list[int]:
    rows = [section.items[i : i + PER_ROW] for i in range(0, len(section.items), PER_ROW)]
    return [max(item.image.height() for item in row) + LABEL_H for row in rows]


def _cell_width(all_sections: list[Section]) -> int:
    """Wide enough for a tile, a card or a label; a wider item (the big icon) takes more."""
    widest = max(item.image.width() for s in all_sections[:-1] for item in s.items)
    return max(widest, 52) + GAP


def write_contact_sheet(path: Path, height: int = 64) -> None:
    """Render every face (and the selected and corner-index variants) to a PNG."""
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - keep alive
    all_sections = sections(height)
    cell_w = _cell_width(all_sections)
    total_h = MARGIN + sum(TITLE_H + sum(_row_heights(s)) + GAP for s in all_sections)
    image = QImage(2 * MARGIN + PER_ROW * cell_w, total_h, QImage.Format.Format_RGB32)
    image.fill(TABLE_GREEN)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(LABEL_COLOUR)
    y = MARGIN
    for section in all_sections:
        painter.drawText(
            QRectF(MARGIN, y, image.width(), TITLE_H), Qt.AlignmentFlag.AlignVCenter, section.title
        )
        y += TITLE_H
        for row, row_h in enumerate(_row_heights(section)):
            x = MARGIN
            for item in section.items[row * PER_ROW : (row + 1) * PER_ROW]:
                width = max(cell_w, item.image.width() + GAP)
                painter.drawPixmap(x + (width - GAP - item.image.width()) // 2, y, item.image)
                painter.drawText(
                    QRectF(x, y + row_h - LABEL_H, width - GAP, LABEL_H),
                    Qt.AlignmentFlag.AlignHCenter,
                    item.label,
                )
                x += width
            y += row_h
        y += GAP
    painter.end()
    if not image.save(str(path)):
        raise OSError(f"could not write {path}")
