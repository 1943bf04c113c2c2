"""The header's room in the window's first frame, kept until the header is built.

The header (``ui.mainwindow.header``) takes longer to build than the first frame takes to
show: its sliders need the ``Qt`` namespace, whose first use builds its ~90
enums. A starting window shows this empty row of the header's height instead,
and the header takes its place a moment later, so nothing below it moves.

The header's height is that of its tallest controls, the language box, the
tool buttons and the product name, plus its margins: ``header_height``
measures the same kinds of widget in the same font and style, with a Chinese
glyph among them, and the header keeps that height in every language, so a
language switch moves nothing either.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QLabel, QToolButton, QWidget

from mahjong_desktop.desktop.identity import APP_NAME

PRODUCT_NAME = APP_NAME  # a name, the same in every language
MARGINS = (10, 4, 6, 4)  # the header row's left, top, right and bottom margins
PRODUCT_SCALE = 1.2  # the product name's size, relative to the window's text


def product_font(base: QFont) -> QFont:
    """The product name's font: ``base``, bold and larger."""
    font = QFont(base)
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * PRODUCT_SCALE)
    return font


def header_height(parent: QWidget) -> int:
    """The header row's height in ``parent``'s font and style."""
    language = QComboBox(parent)
    button = QToolButton(parent)
    button.setText("×牌")  # a CJK glyph: its fallback font is taller than Latin text
    product = QLabel(PRODUCT_NAME, parent)
    product.setFont(product_font(product.font()))
    probes = (language, button, product)
    tallest = max(probe.sizeHint().height() for probe in probes)
    for probe in probes:
        probe.setParent(None)  # gone with this function, before the window shows them
    return tallest + MARGINS[1] + MARGINS[3]


class HeaderSpace(QWidget):
    """An empty row as tall as the header, where the header will be."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("headerSpace")
        self.setFixedHeight(header_height(self))
