"""The dealer's badge never covers a seat label's words, and shows its whole word in
every language at the usual window size (at the smallest, 1024x700, the Czech
"Rozdává" may still be shortened on a Hong Kong or Sichuan label: it gives way to
the words)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from playing import new_window
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot
from support.observations import mahjong_observation, paohuzi_observation

from mahjong_desktop.i18n.languages import LANGUAGE_CODES
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.ui.mainwindow.window import MIN_SIZE
from mahjong_desktop.ui.table.layout.table import layout_table
from mahjong_desktop.ui.table.painted.items import (
    SeatLabelItem,
    dealer_badge_text,
    label_line_boxes,
)

TABLES = [
    ("hongkong", mahjong_observation("hongkong", turns=14, melds=True)),
    ("sichuan", mahjong_observation("sichuan", seed=2, turns=11, melds=True)),
    ("paohuzi", paohuzi_observation(reveals=5, melds=True)),
]


USUAL_SIZE = (1280, 800)


@pytest.mark.parametrize("code", LANGUAGE_CODES)
@pytest.mark.parametrize(("variant", "obs"), TABLES, ids=[t[0] for t in TABLES])
@pytest.mark.parametrize("window_size", [USUAL_SIZE, MIN_SIZE], ids=["usual", "smallest"])
def test_the_dealer_badge_leaves_the_words_whole_and_is_whole_itself(
    qtbot: QtBot,
    translations: Translations,
    code: str,
    variant: str,
    obs: dict,
    window_size: tuple[int, int],
) -> None:
    """ "Repartidor" was painted "Repa…" on a Paohuzi label at 1280x800."""
    translations.switch(code)
    window = new_window(qtbot, window_size)
    size = window.view.viewport().size()
    for label in layout_table(obs, size.width(), size.height()).labels:
        item = SeatLabelItem(replace(label, dealer=True, total=-288))
        badge = item.badge
        font, shown = badge.lettering()
        if window_size == USUAL_SIZE:
            assert shown == dealer_badge_text(), (code, variant, shown)
        assert QFontMetricsF(font).horizontalAdvance(shown) <= badge.boundingRect().width()
        # The line it shares keeps its words whole to the badge's left.
        line = label_line_boxes(replace(label, dealer=True, total=-288))[badge.line]
        room = badge.x() - line.box.x()
        assert QFontMetricsF(line.font).horizontalAdvance(line.text) <= room, (code, line.text)
