"""The table's text: every caption readable at the smallest window, labels in their lines."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot
from support.observations import mahjong_observation, paohuzi_observation

from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.ui.table.layout.geometry import LABEL_LINES, Rect, SeatLabel, label_line_count
from mahjong_desktop.ui.table.layout.table import layout_table
from mahjong_desktop.ui.table.painted.centre import caption_font_px, centre_text_boxes
from mahjong_desktop.ui.table.painted.items import (
    DICE_TOP,
    MIN_TEXT_PX,
    SeatLabelItem,
    compass_letter,
    label_font_px,
    label_lines,
    note_font_px,
    wind_name,
)

# The table part of a 1024x700 and a 1280x800 window (menus, header, tabs and bars taken off).
TABLE_SIZES = [(1020, 545), (1276, 645), (1020, 470)]
OBSERVATIONS = [
    ("hongkong", mahjong_observation("hongkong", turns=14, melds=True)),
    ("sichuan", mahjong_observation("sichuan", seed=2, turns=11, melds=True)),
    ("paohuzi", paohuzi_observation(reveals=5, melds=True)),
]
CASES = [
    pytest.param(obs, size, id=f"{name} {size[0]}x{size[1]}")
    for name, obs in OBSERVATIONS
    for size in TABLE_SIZES
]


@pytest.mark.parametrize(("obs", "size"), CASES)
def test_the_centre_caption_is_readable_and_fits_its_panel(
    qtbot: QtBot, obs: dict[str, Any], size: tuple[int, int]
) -> None:
    layout = layout_table(obs, *size)
    assert layout.centre is not None
    rect = layout.centre.rect
    px = caption_font_px(min(rect.w, rect.h))
    assert px >= MIN_TEXT_PX
    font = QFont()
    font.setPixelSize(px)
    source = "tile(s) left" if layout.centre.label == "tiles" else "card(s) in the stock"
    caption = QCoreApplication.translate("TableView", source, "", 12)
    assert QFontMetricsF(font).horizontalAdvance(caption) <= rect.w * 0.95, (caption, rect)


@pytest.mark.parametrize(("obs", "size"), CASES)
def test_label_text_is_never_under_the_smallest_size(
    qtbot: QtBot, obs: dict[str, Any], size: tuple[int, int]
) -> None:
    layout = layout_table(obs, *size)
    for label in layout.labels:
        line_h = label.line_height or label.rect.h / LABEL_LINES
        assert note_font_px(label_font_px(line_h)) >= MIN_TEXT_PX
        rows = -(-label_line_count(label) // label.columns)
        assert line_h * (rows + 0.7) <= label.rect.h + 0.5, "every line within the label"


def test_the_layout_counts_the_lines_the_label_shows(qtbot: QtBot) -> None:
    label = layout_table(mahjong_observation("sichuan", seed=2, turns=11), 1280, 800).labels[0]
    variants = [
        label,
        replace(label, missing="p"),
        replace(label, missing="p", won=True),
        replace(label, wind=None, dealer=True),
        replace(label, wind=None, huxi=12, dead=True),
    ]
    for case in variants:
        assert len(label_lines(case)) == label_line_count(case)


def test_a_two_column_label_paints_its_notes_beside_its_name(qtbot: QtBot) -> None:
    """The wide label of the seat across: the right half carries ink too."""
    obs = mahjong_observation("sichuan", seed=2, turns=11, melds=True)
    layout = layout_table(obs, 1276, 645)
    across = next(label for label in layout.labels if label.place == 2)
    assert across.columns == 2
    image = QImage(round(across.rect.w), round(across.rect.h), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    SeatLabelItem(across).paint(painter, None)  # type: ignore[arg-type]
    painter.end()

    def bright(x0: int, x1: int) -> int:
        return sum(
            1
            for x in range(x0, x1)
            for y in range(image.height())
            if image.pixelColor(x, y).lightness() > 180
        )

    half = image.width() // 2
    assert bright(0, half) > 20 and bright(half, image.width()) > 20


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize(("obs", "size"), CASES)
def test_the_count_and_its_caption_keep_apart_inside_the_panel(
    qtbot: QtBot, obs: dict[str, Any], size: tuple[int, int], scale: float
) -> None:
    """The caption once ran into the dice, and into the count on a small Paohuzi panel."""
    layout = layout_table(obs, *size, scale=scale)
    assert layout.centre is not None
    panel = layout.centre.rect
    boxes = centre_text_boxes(layout.centre)
    assert boxes.count_px >= MIN_TEXT_PX and boxes.caption_px >= MIN_TEXT_PX
    font = QFont()
    font.setPixelSize(boxes.count_px)
    assert QFontMetricsF(font).capHeight() <= boxes.count.height()
    assert boxes.count.bottom() <= boxes.caption.top() + 0.01
    assert boxes.count.top() >= 0 and boxes.caption.bottom() <= panel.h
    if layout.centre.winds:  # mahjong: the dice lie below the caption
        assert boxes.caption.bottom() <= DICE_TOP * min(panel.w, panel.h)


COMPASS = {
    "en": "ESWN",
    "es": "ESON",  # Este, Sur, Oeste, Norte
    "fi": "IELP",  # Itä, Etelä, Länsi, Pohjoinen
    "cs": "VJZS",  # Východ, Jih, Západ, Sever
    "zh_CN": "东南西北",
}


@pytest.mark.parametrize("code", sorted(COMPASS))
def test_the_centre_compass_reads_in_the_interface_language(
    translations: Translations, code: str
) -> None:
    translations.switch(code)
    letters = "".join(compass_letter(wind) for wind in "ESWN")
    assert letters == COMPASS[code]
    # Each letter is the start of the seat label's wind word in that language.
    assert all(wind_name(w).startswith(compass_letter(w)) for w in "ESWN")


def test_a_seat_label_tells_every_line_whole_on_hover(qtbot: QtBot) -> None:
    """Beside a docked score sheet at 1024x700 "Missing: Characters" is cut short."""
    label = SeatLabel(
        seat=1,
        place=1,
        rect=Rect(0, 0, 60, 80),
        wind="S",
        player=1,
        you=False,
        dealer=False,
        on_turn=False,
        total=12,
        delta=4,
        missing="m",
        won=True,
    )
    item = SeatLabelItem(label)
    lines = item.toolTip().splitlines()
    assert lines == [text for text, _colour in label_lines(label)]
    assert any("Characters" in line for line in lines)
    item.set_label(replace(label, missing="p"))
    assert "Characters" not in item.toolTip() and "Dots" in item.toolTip()
