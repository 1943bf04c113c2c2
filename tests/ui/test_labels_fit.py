"""No clipped words in any language: every label and button is as wide as its text.

Finnish and Czech words run longer than English ones, Chinese glyphs are wider:
at the window's smallest size the header, the claim bar with its longest row
of choices, the preferences dialog and the score sheet's buttons each get at
least the width their text needs.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from observations import legal, mahjong_ids, observation
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from mahjong_desktop.i18n.languages import LANGUAGE_CODES
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.preferences import PreferencesStore
from mahjong_desktop.ui.dialogs.preferences import PreferencesDialog
from mahjong_desktop.ui.dialogs.score_sheet import ScoreSheet
from mahjong_desktop.ui.game.deal_summary import summarise
from mahjong_desktop.ui.mainwindow.appearance import Appearance
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.window import MIN_SIZE, MainWindow


def clipped(root: QWidget) -> list[str]:
    """The visible labels and buttons under ``root`` narrower than their own text."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # replaced buttons
    QApplication.processEvents()
    found = []
    widgets: list[QWidget] = [*root.findChildren(QLabel), *root.findChildren(QAbstractButton)]
    for widget in widgets:
        text = widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")  # type: ignore[attr-defined]
        if not widget.isVisibleTo(root) or not text or "<" in text:
            continue  # hidden, empty, or rich text (which wraps)
        if widget.width() < widget.minimumSizeHint().width():
            found.append(f"{text!r}: {widget.width()} < {widget.minimumSizeHint().width()}")
        elif isinstance(widget, QLabel) and not widget.wordWrap():
            needed = widget.fontMetrics().horizontalAdvance(text)
            if widget.contentsRect().width() < needed:
                found.append(f"{text!r}: {widget.contentsRect().width()} < {needed}")
    return found


def usual_claim() -> dict:
    """A discard that can be won on, chowed two ways, punged or passed."""
    hand = mahjong_ids("34m 55m 666m 19p 1234s")
    offer = mahjong_ids("5555m")[2]
    three, four = mahjong_ids("34m")
    sixes = mahjong_ids("666m")
    options = [
        legal(0, "win", [], claimed=offer),
        legal(1, "chow", [three, four], claimed=offer),
        legal(2, "chow", [four, sixes[0]], claimed=offer),
        legal(3, "pung", mahjong_ids("55m"), claimed=offer),
        legal(4, "pass"),
    ]
    return observation(
        "hongkong", hand, legal=options, offer={"tile": offer, "source": 3, "reason": "discard"}
    )


def longest_claim() -> dict:
    """A discard that can be won on, chowed three ways, punged and konged, or passed."""
    hand = mahjong_ids("23m 4m 6m 7m 555m 19p 12s")
    offer = mahjong_ids("5555m")[3]
    three, four, six, seven = mahjong_ids("3m 4m 6m 7m")
    fives = mahjong_ids("555m")
    options = [
        legal(0, "win", [], claimed=offer),
        legal(1, "chow", [three, four], claimed=offer),
        legal(2, "chow", [four, six], claimed=offer),
        legal(3, "chow", [six, seven], claimed=offer),
        legal(4, "pung", fives[:2], claimed=offer),
        legal(5, "kong", fives, claimed=offer),
        legal(6, "pass"),
    ]
    return observation(
        "hongkong", hand, legal=options, offer={"tile": offer, "source": 3, "reason": "discard"}
    )


def own_turn() -> dict:
    """The player's own turn with two concealed kongs, an added kong and a self-drawn win."""
    hand = mahjong_ids("1111m 9999p 23s 55z")
    drawn = mahjong_ids("6s")[0]
    ones, nines = hand[:4], hand[4:8]
    options = [
        legal(0, "win", []),
        legal(1, "ckong", ones),
        legal(2, "ckong", nines),
        legal(3, "added_kong", [drawn]),
        legal(4, "discard", [drawn]),
    ]
    return observation("hongkong", hand, drawn=drawn, legal=options)


# The window at its smallest with the usual choices; the longest row of seven
# needs more than the smallest window (its icons alone are ~1000 px in any
# language), so it is checked at the size the game is shown at, 1280x800.
SHOWN = [(usual_claim, MIN_SIZE[0]), (own_turn, MIN_SIZE[0]), (longest_claim, 1280)]


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_header_and_claim_bar_clip_no_word(
    qtbot: QtBot, tmp_path: Path, translations: Translations, code: str
) -> None:
    translations.switch(code)
    window = MainWindow()
    qtbot.addWidget(window)
    store = PreferencesStore(tmp_path / "config")
    appearance = Appearance(window, LivePreferences(store, window), translations)
    window.show()
    assert appearance.header.isVisibleTo(window)
    for make, width in SHOWN:
        assert window.claim_bar.show_options(make())
        window.resize(width, MIN_SIZE[1])
        assert clipped(window) == [], (code, make.__name__, width)


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_preferences_dialog_clips_no_word(
    qtbot: QtBot, tmp_path: Path, translations: Translations, code: str
) -> None:
    translations.switch(code)
    dialog = PreferencesDialog(LivePreferences(PreferencesStore(tmp_path / "config")))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(dialog.minimumSizeHint())
    assert clipped(dialog) == [], code


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_score_sheet_clips_no_word(qtbot: QtBot, translations: Translations, code: str) -> None:
    translations.switch(code)
    events = [
        {"type": "deal_end", "seat": None, "reason": "exhausted", "deltas": [0, 0, 0, 0]},
    ]
    sheet = ScoreSheet(summarise("hongkong", 0, events, [0, 1, 2, 3], [0, 0, 0, 0]))
    qtbot.addWidget(sheet)
    sheet.show()
    sheet.resize(sheet.minimumSizeHint())
    assert clipped(sheet) == [], code
