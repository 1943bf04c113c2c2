"""The interface grows with the table: fonts, and with them the header, dialogs and score sheet.

The table is drawn to fill the window; the widgets around it use the desktop's
font, which on a 4K screen at 100 % (no HiDPI scaling) is a quarter of the size
the table's text has grown to. Up to a full-HD window the interface keeps the
desktop's size; beyond it the application font grows as the window does, by
quarter steps (a drag does not re-lay every widget at every pixel). Qt's own
HiDPI scaling already multiplies logical pixels by the screen's ratio, so a
4K screen at 200 % is a full-HD window here and stays at 1.

Every widget that keeps the application font follows (menus, tooltips and
message boxes too); fixed pixel sizes of the dialogs (their first size, the
tiles of a score sheet) multiply by ``ui_scale()``. A window that is hidden
(closed) gives the desktop its font back.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QWidget,
)

FULL_HD = (1920, 1080)  # logical px: up to this window the interface keeps its size
STEP = 0.25
LARGEST = 3.0

_current = 1.0  # the scale of the shown window's interface


def scale_for(width: int, height: int) -> float:
    """The interface's scale in a window of ``width`` x ``height`` logical pixels."""
    grown = min(width / FULL_HD[0], height / FULL_HD[1])
    return min(LARGEST, max(1.0, math.floor(grown / STEP + 1e-9) * STEP))


def ui_scale() -> float:
    """The scale the interface has now (1 at full HD and below)."""
    return _current


def scaled(width: int, height: int) -> QSize:
    """A dialog's first size, designed at scale 1, at the interface's scale."""
    return QSize(round(width * _current), round(height * _current))


# The style's sizes drawn beside text: check boxes, radio buttons, sliders, scroll bars, icons.
PM = QStyle.PixelMetric
SCALED_METRICS = frozenset(
    {
        PM.PM_IndicatorWidth,
        PM.PM_IndicatorHeight,
        PM.PM_ExclusiveIndicatorWidth,
        PM.PM_ExclusiveIndicatorHeight,
        PM.PM_SliderThickness,
        PM.PM_SliderLength,
        PM.PM_SliderControlThickness,
        PM.PM_ScrollBarExtent,
        PM.PM_ScrollBarSliderMin,
        PM.PM_SmallIconSize,
        PM.PM_ButtonIconSize,
        PM.PM_ListViewIconSize,
    }
)


class ScaledStyle(QProxyStyle):
    """The desktop's style with its indicator, slider and icon sizes at the interface's scale."""

    def pixelMetric(
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        size = super().pixelMetric(metric, option, widget)
        return round(size * _current) if metric in SCALED_METRICS and _current != 1.0 else size


_style: list[ScaledStyle] = []  # installed once, at the first scale above 1; kept alive here


def _scale_the_style() -> None:
    if not _style:
        style = ScaledStyle(QApplication.style().name())
        _style.append(style)
        QApplication.setStyle(style)


class UiScale(QObject):
    """Follows ``window``'s size with the application font."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.base = QFont(QApplication.font())  # the desktop's, at scale 1
        window.installEventFilter(self)
        if window.isVisible():
            self.apply(scale_for(window.width(), window.height()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            kind = event.type()
            if kind in (QEvent.Type.Resize, QEvent.Type.Show):
                self.apply(scale_for(self.window.width(), self.window.height()))
            elif kind == QEvent.Type.Hide:
                self.apply(1.0)
        return False

    def apply(self, scale: float) -> None:
        global _current
        if scale == _current:
            return
        _current = scale
        if scale != 1.0:
            _scale_the_style()
        font = QFont(self.base)
        if self.base.pointSizeF() > 0:
            font.setPointSizeF(self.base.pointSizeF() * scale)
        else:  # a pixel-sized desktop font
            font.setPixelSize(round(self.base.pixelSize() * scale))
        QApplication.setFont(font)  # QGuiApplication's would not tell the widgets
