"""At 4K without HiDPI scaling the header, the dialogs and the score sheet grow with the
table; up to full HD, and once the window is gone, the desktop's own size."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication, QTextDocument
from PySide6.QtWidgets import QApplication, QStyle
from pytestqt.qtbot import QtBot
from test_labels_fit import clipped, won_summary

from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.preferences import PreferencesStore
from mahjong_desktop.ui.dialogs.preferences import PreferencesDialog
from mahjong_desktop.ui.dialogs.score_sheet import TILE_HAND_HEIGHT, ScoreSheet
from mahjong_desktop.ui.dialogs.sheet_hands import picture_height
from mahjong_desktop.ui.mainwindow.appearance import Appearance
from mahjong_desktop.ui.mainwindow.header import SLIDER_WIDTHS
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.ui_scale import scale_for, ui_scale
from mahjong_desktop.ui.mainwindow.window import MIN_SIZE, MainWindow


@pytest.mark.parametrize(
    ("size", "scale"),
    [
        (MIN_SIZE, 1.0),
        ((1280, 800), 1.0),
        ((1920, 1080), 1.0),
        ((2560, 1440), 1.25),  # 1.33: whole quarter steps only
        ((3840, 2160), 2.0),
        ((3840, 1200), 1.0),  # a wide, low window: the table grows with its height
        ((7680, 4320), 3.0),  # at most
    ],
)
def test_the_scale_follows_the_window_beyond_full_hd(size: tuple[int, int], scale: float) -> None:
    assert scale_for(*size) == scale


def test_a_4k_window_scales_its_header_dialogs_and_score_sheet(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    desktop = QGuiApplication.font().pointSizeF()
    window = MainWindow()
    qtbot.addWidget(window)
    appearance = Appearance(window, LivePreferences(PreferencesStore(tmp_path)), translations)
    window.resize(1280, 800)
    window.show()
    header = appearance.header
    small = (header.sizeHint().height(), header.product.font().pointSizeF())
    small_box = window.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
    small_sheet = ScoreSheet(won_summary())
    qtbot.addWidget(small_sheet)

    window.resize(3840, 2160)
    QApplication.processEvents()  # the font reaches the widgets in posted events
    assert ui_scale() == 2.0
    assert QGuiApplication.font().pointSizeF() == pytest.approx(2 * desktop)
    assert header.language_label.font().pointSizeF() == pytest.approx(2 * desktop)
    assert header.product.font().pointSizeF() == pytest.approx(2 * small[1])
    assert header.sizeHint().height() >= 1.4 * small[0]  # its margins stay as they are
    contrast = header.contrast
    assert contrast.slider.maximumWidth() == 2 * SLIDER_WIDTHS[1]
    caption = contrast.caption
    words_end = caption.x() + caption.fontMetrics().horizontalAdvance(caption.text())
    assert contrast.slider.x() - words_end <= 3 * contrast.layout().spacing()  # no gap
    assert (
        contrast.percent.x() - contrast.slider.geometry().right() <= 3 * contrast.layout().spacing()
    )
    assert clipped(window) == []

    dialog = PreferencesDialog(appearance.preferences, window)
    dialog.show()
    QApplication.processEvents()
    assert dialog.font().pointSizeF() == pytest.approx(2 * desktop)
    sheet = ScoreSheet(won_summary(), window)
    sheet.show()
    assert sheet.text.font().pointSizeF() == pytest.approx(2 * desktop)
    assert sheet.width() >= 2 * small_sheet.width()
    image = QTextDocument.ResourceType.ImageResource
    hand = sheet.text.document().resource(image, QUrl("hand:0"))  # the winner's tiles grow
    # The picture is the tiles and the winning tile's bar under them (sheet_hands).
    expected = picture_height(2 * TILE_HAND_HEIGHT)
    assert hand.height() / hand.devicePixelRatio() == pytest.approx(expected, abs=1)
    assert clipped(sheet) == [] and clipped(dialog) == []
    indicator = QStyle.PixelMetric.PM_IndicatorWidth
    assert dialog.style().pixelMetric(indicator) == 2 * small_box  # the check boxes too

    window.resize(1280, 800)
    assert ui_scale() == 1.0 and QGuiApplication.font().pointSizeF() == desktop
    assert window.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) == small_box
    window.resize(3840, 2160)
    window.hide()  # closed: the desktop's font back, for whatever runs next
    assert ui_scale() == 1.0 and QGuiApplication.font().pointSizeF() == desktop
