"""No clipped words in any language: every label and button is as wide as its text.

Finnish and Czech words run longer than English ones, Chinese glyphs are wider:
at the window's smallest size the header, the claim bar with its longest row
of choices, the preferences dialog and the score sheet's buttons each get at
least the width their text needs.
"""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest
from observations import legal, mahjong_ids, observation
from playing import new_window
from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QTransform
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QMenuBar,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QTableWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot
from support.observations import mahjong_observation, paohuzi_observation

from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.i18n.languages import LANGUAGE_CODES
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.preferences import PreferencesStore
from mahjong_desktop.storage.statistics import BestHand, GameStatistics, Statistics, StatisticsStore
from mahjong_desktop.ui.calculator.window import HandCalculator
from mahjong_desktop.ui.dialogs.missing_suit import MissingSuitDialog
from mahjong_desktop.ui.dialogs.new_game import NewGameDialog
from mahjong_desktop.ui.dialogs.preferences import PreferencesDialog
from mahjong_desktop.ui.dialogs.replay_viewer import ReplayViewer
from mahjong_desktop.ui.dialogs.score_sheet import ScoreSheet
from mahjong_desktop.ui.dialogs.statistics import StatisticsDialog, StatisticsKeeper
from mahjong_desktop.ui.game.deal_summary import DealSummary, summarise
from mahjong_desktop.ui.mainwindow.appearance import Appearance
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.window import MIN_SIZE, MainWindow
from mahjong_desktop.ui.table.layout.geometry import PLACE_ROTATION, CentrePanel, SeatLabel
from mahjong_desktop.ui.table.layout.table import layout_table
from mahjong_desktop.ui.table.painted.centre import CentreText, centre_caption, centre_text_boxes
from mahjong_desktop.ui.table.painted.items import (
    MIN_TEXT_PX,
    compass_letter,
    label_line_boxes,
)
from mahjong_desktop.variants.registry import GAMES, VARIANTS, new_deal


def _plain(text: str) -> str:
    """A widget's text as shown: mnemonics' ``&`` gone, ``&&`` one ``&``."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _text_width(widget: QWidget, text: str) -> float:
    lines = text.splitlines() or [""]
    return max(widget.fontMetrics().horizontalAdvance(line) for line in lines)


def _label_problem(label: QLabel) -> str | None:
    text = _plain(label.text())
    if not text or "<" in text:
        return None  # empty, or rich text (which wraps)
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if label.height() < needed:
            return f"{text!r}: {label.height()} px tall < {needed}"
        return None
    needed = math.ceil(_text_width(label, text))
    if label.contentsRect().width() < needed:
        return f"{text!r}: {label.contentsRect().width()} < {needed}"
    return None


def _combo_problems(combo: QComboBox) -> list[str]:
    """Every item fits the box's text field, not only the one shown."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox,
        option,
        QStyle.SubControl.SC_ComboBoxEditField,
        combo,
    )
    found = []
    for index in range(combo.count()):
        text = combo.itemText(index)
        # The ink, as the box measures it: a full-width "）" ends in blank space.
        needed = combo.fontMetrics().boundingRect(text).right() + 1
        if not combo.itemIcon(index).isNull():
            needed += combo.iconSize().width() + 4
        if field.width() < needed:
            found.append(f"combo item {text!r}: {field.width()} < {needed}")
    return found


def _tab_problems(bar: QTabBar) -> list[str]:
    return [
        f"tab {bar.tabText(i)!r}: {bar.tabRect(i).width()} < {bar.tabSizeHint(i).width()}"
        for i in range(bar.count())
        if bar.tabRect(i).width() < bar.tabSizeHint(i).width()
        or bar.tabRect(i).right() > bar.width()
    ]


def _table_problems(table: QTableWidget) -> list[str]:
    """Every cell and header inside the view, each text within its cell."""
    found = []
    viewport = table.viewport().width()
    right = table.horizontalHeader().length()
    if right > viewport:
        found.append(f"columns {right} px wide in a {viewport} px view")
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        title = table.horizontalHeaderItem(column)
        text = title.text() if title is not None else ""
        needed = header.sectionSizeFromContents(column).width()
        if header.sectionSize(column) < needed:
            found.append(f"header {text!r}: {header.sectionSize(column)} < {needed}")
    vertical = table.verticalHeader()
    if vertical.isVisible():
        for row in range(table.rowCount()):
            needed = vertical.sectionSizeFromContents(row).width()
            if vertical.width() < needed:
                found.append(f"row title {row}: {vertical.width()} < {needed}")
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            if item is None or not item.text():
                continue
            cell = table.visualItemRect(item)
            margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
            if table.wordWrap():
                width = cell.width() - margin
                lines = table.fontMetrics().boundingRect(
                    QRect(0, 0, max(1, width), 10_000),
                    int(Qt.TextFlag.TextWordWrap),
                    item.text(),
                )
                if lines.width() > width or lines.height() > cell.height():
                    found.append(f"cell {item.text()!r}: {lines.size()} in {cell.size()}")
            elif table.fontMetrics().horizontalAdvance(item.text()) + margin > cell.width():
                found.append(f"cell {item.text()!r} wider than its {cell.width()} px column")
    return found


def _menu_problems(bar: QMenuBar) -> list[str]:
    """Every menu title on the bar (none pushed into its overflow), every item inside its menu."""
    found = []
    for action in bar.actions():
        geometry = bar.actionGeometry(action)
        if geometry.isEmpty() or geometry.right() > bar.width():
            found.append(f"menu {_plain(action.text())!r} off the menu bar")
        menu = action.menu()
        if isinstance(menu, QMenu):
            found += _menu_item_problems(menu)
    return found


def _menu_item_problems(menu: QMenu) -> list[str]:
    found = []
    menu.ensurePolished()
    menu.adjustSize()
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        text = _plain(action.text()).split("\t")[0]
        needed = menu.fontMetrics().horizontalAdvance(text)
        if menu.actionGeometry(action).width() < needed:
            found.append(f"menu item {text!r}: {menu.actionGeometry(action).width()} < {needed}")
        if isinstance(action.menu(), QMenu):
            found += _menu_item_problems(action.menu())
    return found


def clipped(root: QWidget) -> list[str]:
    """Every label, button, check box, combo box, group title, tab, table and menu under
    ``root`` that shows less than its text."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # replaced buttons
    QApplication.processEvents()
    found = []
    for label in root.findChildren(QLabel):
        if label.isVisibleTo(root) and (problem := _label_problem(label)) is not None:
            found.append(problem)
    for button in root.findChildren(QAbstractButton):
        text = _plain(button.text())
        if button.isVisibleTo(root) and text and button.width() < button.minimumSizeHint().width():
            found.append(f"{text!r}: {button.width()} < {button.minimumSizeHint().width()}")
    for combo in root.findChildren(QComboBox):
        if combo.isVisibleTo(root):
            found += _combo_problems(combo)
    for group in root.findChildren(QGroupBox):
        if group.isVisibleTo(root) and group.width() < group.minimumSizeHint().width():
            found.append(
                f"group {group.title()!r}: {group.width()} < {group.minimumSizeHint().width()}"
            )
    for bar in root.findChildren(QTabBar):
        if bar.isVisibleTo(root):
            found += _tab_problems(bar)
    for table in root.findChildren(QTableWidget):
        if table.isVisibleTo(root):
            found += _table_problems(table)
    if isinstance(root, QMainWindow):
        found += _menu_problems(root.menuBar())
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


# -- every dialog, in every language, at the window's smallest size ---------------

SCREEN = QSize(*MIN_SIZE)  # the smallest screen the game supports


def fits_the_screen(dialog: QWidget) -> None:
    """Shown at its smallest (never above the smallest screen), with nothing clipped."""
    smallest = dialog.minimumSizeHint().expandedTo(dialog.minimumSize())
    assert smallest.width() <= SCREEN.width() and smallest.height() <= SCREEN.height(), smallest
    dialog.resize(smallest)


def test_the_open_preferences_dialog_clips_no_word_through_language_switches(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    """The box kept the width of the first names it showed: after a switch or two
    it cut "Tapete ver…", "Punainen huopa"."""
    dialog = PreferencesDialog(LivePreferences(PreferencesStore(tmp_path / "config")))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(dialog.minimumSizeHint())  # as small as English allows; it grows itself
    for code in [*LANGUAGE_CODES, *LANGUAGE_CODES]:  # each one after every other
        translations.switch(code)
        assert clipped(dialog) == [], code
    fits_the_screen(dialog)


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_new_game_dialog_clips_no_word(
    qtbot: QtBot, translations: Translations, code: str
) -> None:
    translations.switch(code)
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    fits_the_screen(dialog)
    assert clipped(dialog) == [], code


def long_best_hand() -> BestHand:
    codes = ["all_pungs", "half_flush", "dragon_pung", "kong_replacement", "last_tile_draw"]
    patterns = tuple(({"code": f"pattern.{c}"}, 1) for c in codes)
    return BestHand(9, "faan", 512, patterns, ("5z",) * 3 + ("1m",) * 3 + ("9m",) * 8)


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_a_long_best_hand_keeps_every_statistics_column_in_view(
    qtbot: QtBot, tmp_path: Path, translations: Translations, code: str
) -> None:
    translations.switch(code)
    window = new_window(qtbot, MIN_SIZE)
    keeper = StatisticsKeeper(window, StatisticsStore(tmp_path / "data"))
    played = GameStatistics(deals=3, won=1, score_sum=9, points=512, best=long_best_hand())
    keeper.statistics = Statistics(dict.fromkeys(VARIANTS, played))
    dialog = StatisticsDialog(keeper, window)
    dialog.show()
    fits_the_screen(dialog)
    assert clipped(dialog) == [], code
    dialog.resize(SCREEN)  # larger, and still in view
    assert clipped(dialog) == [], code


def won_summary() -> DealSummary:
    hand = mahjong_ids("123m 456m 789m 123p 55s")
    events = [
        {
            "type": "win",
            "seat": 2,
            "source": 0,
            "tile": hand[-1],
            "scoring": {
                "total": 4,
                "unit": "faan",
                "points": 16,
                "patterns": [
                    {"code": "full_flush", "value": 3, "label": {"code": "pattern.full_flush"}},
                    {"code": "self_drawn", "value": 1, "label": {"code": "pattern.self_drawn"}},
                ],
            },
        },
        {"type": "deal_end", "seat": 2, "reason": "win", "deltas": [-16, 0, 16, 0]},
    ]
    return summarise("hongkong", 0, events, [0, 1, 2, 3], [-16, 0, 16, 0])


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_a_won_score_sheet_clips_no_word(
    qtbot: QtBot, translations: Translations, code: str
) -> None:
    translations.switch(code)
    sheet = ScoreSheet(won_summary())
    qtbot.addWidget(sheet)
    sheet.show()
    fits_the_screen(sheet)
    assert clipped(sheet) == [], code


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_missing_suit_dialog_clips_no_word(
    qtbot: QtBot, translations: Translations, code: str
) -> None:
    translations.switch(code)
    hand = mahjong_ids("1234m 55p 123456789s")
    obs = observation(
        "sichuan", hand, legal=[legal(i, "declare", choice=s) for i, s in enumerate("mps")]
    )
    obs["phase"] = "declare"
    dialog = MissingSuitDialog(obs)
    qtbot.addWidget(dialog)
    dialog.show()
    fits_the_screen(dialog)
    assert clipped(dialog) == [], code


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_replay_viewer_clips_no_word(
    qtbot: QtBot, translations: Translations, code: str
) -> None:
    translations.switch(code)
    game = new_deal("sichuan", 3)
    played = play_deal(game, bots_for(game, ["greedy"] * game.seat_count))
    viewer = ReplayViewer(played.record())
    qtbot.addWidget(viewer)
    viewer.show()
    fits_the_screen(viewer)
    viewer.slider.setValue(viewer.total // 2)  # the longest captions: an action of a seat
    assert clipped(viewer) == [], code
    viewer.slider.setValue(viewer.total)
    viewer.open_score_sheet()
    assert viewer.score_sheet is not None
    fits_the_screen(viewer.score_sheet)
    assert clipped(viewer.score_sheet) == [], code


@pytest.mark.parametrize("variant", [g.name for g in GAMES])
@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_hand_calculator_clips_no_word(
    qtbot: QtBot, translations: Translations, code: str, variant: str
) -> None:
    translations.switch(code)
    calculator = HandCalculator(variant)
    qtbot.addWidget(calculator)
    calculator.show()
    fits_the_screen(calculator)
    assert clipped(calculator) == [], (code, variant)


# -- the table's painted text ---------------------------------------------------


def _letter_ink(panel: CentrePanel, place: int, letter: str) -> QRectF:
    """Where ``CentreItem`` inks a seat's compass letter, in the panel's coordinates."""
    side = min(panel.rect.w, panel.rect.h)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, round(side * 0.14)))
    metrics = QFontMetricsF(font)
    box = QRectF(-side * 0.2, side * 0.25, side * 0.4, side * 0.18)
    line = metrics.boundingRect(box, int(Qt.AlignmentFlag.AlignCenter), letter)
    ink = metrics.tightBoundingRect(letter).translated(line.left(), line.top() + metrics.ascent())
    turn = QTransform().translate(panel.rect.w / 2, panel.rect.h / 2)
    return turn.rotate(PLACE_ROTATION[place]).mapRect(ink)


def _caption_ink(panel: CentrePanel) -> tuple[QRectF, CentreText]:
    caption = centre_caption(panel)
    boxes = centre_text_boxes(panel, caption)
    font = QFont()
    font.setPixelSize(boxes.caption_px)
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    return QFontMetricsF(font).boundingRect(boxes.caption, flags, caption), boxes


TABLES = [
    ("hongkong", mahjong_observation("hongkong", turns=14, melds=True)),
    ("sichuan", mahjong_observation("sichuan", seed=2, turns=11, melds=True)),
    ("paohuzi", paohuzi_observation(reveals=5, melds=True)),
]


@pytest.mark.parametrize("code", LANGUAGE_CODES)
@pytest.mark.parametrize(("variant", "obs"), TABLES, ids=[t[0] for t in TABLES])
def test_the_count_caption_keeps_clear_of_the_compass_letters(
    qtbot: QtBot, translations: Translations, code: str, variant: str, obs: dict
) -> None:
    """ "fichas restantes" ran into the W and E of the compass at 1024x700."""
    translations.switch(code)
    window = new_window(qtbot, MIN_SIZE)
    qtbot.waitUntil(lambda: window.view.width() > 0)
    size = window.view.viewport().size()
    for left in (144, 83, 9, 1):  # numerus forms: the longest is not always the plural
        panel = layout_table(obs, size.width(), size.height()).centre
        assert panel is not None
        panel = replace(panel, tiles_left=left)
        ink, boxes = _caption_ink(panel)
        assert boxes.caption_px >= MIN_TEXT_PX and boxes.count_px >= MIN_TEXT_PX
        assert ink.width() <= boxes.caption.width() + 0.5, (centre_caption(panel), ink)
        assert ink.height() <= boxes.caption.height() + 0.5, (centre_caption(panel), ink)
        assert boxes.count.bottom() <= boxes.caption.top() + 0.01
        letters = [(place, compass_letter(wind)) for place, wind in panel.winds]
        for place, letter in letters:
            assert not ink.intersects(_letter_ink(panel, place, letter)), (
                code,
                centre_caption(panel),
                letter,
            )


def _elided_lines(label: SeatLabel) -> list[str]:
    """The lines ``SeatLabelItem`` would cut short with "…"."""
    return [
        f"{line.text!r} wider than {line.box.width():.0f} px"
        for line in label_line_boxes(label)
        if QFontMetricsF(line.font).horizontalAdvance(line.text) > line.box.width()
    ]


@pytest.mark.parametrize("code", LANGUAGE_CODES)
@pytest.mark.parametrize(("variant", "obs"), TABLES, ids=[t[0] for t in TABLES])
def test_no_seat_label_line_is_cut_short(
    qtbot: QtBot, translations: Translations, code: str, variant: str, obs: dict
) -> None:
    """Every line of every seat, with the notes its game gives and three-digit totals."""
    translations.switch(code)
    window = new_window(qtbot, MIN_SIZE)
    size = window.view.viewport().size()
    layout = layout_table(obs, size.width(), size.height())
    # The most a seat of each game carries: a match some deals in, its notes.
    # A Sichuan seat is checked with each missing suit: "Characters" runs longest.
    notes = {
        "hongkong": [{"won": True}],
        "sichuan": [{"missing": suit, "won": True} for suit in "mps"],
        "paohuzi": [{"huxi": 88, "dealer": True, "dead": True}],
    }[variant]
    found = []
    for label in layout.labels:
        for note in notes:
            found += _elided_lines(replace(label, total=-288, delta=-128, **note))
    assert found == [], code


def test_the_full_rules_tab_clips_no_word_through_language_switches(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    """Its game box, filled in one language, once kept that language's width."""
    window = new_window(qtbot, MIN_SIZE)
    window.tabs.setCurrentWidget(window.rules)
    for code in [*LANGUAGE_CODES, *LANGUAGE_CODES]:
        translations.switch(code)
        assert clipped(window) == [], code


@pytest.mark.parametrize("code", LANGUAGE_CODES)
@pytest.mark.parametrize("size", [(606, 495), (520, 420), (420, 330)])
def test_a_small_centre_still_shows_the_count_whole(
    qtbot: QtBot, translations: Translations, code: str, size: tuple[int, int]
) -> None:
    """Beside a docked score sheet at 1024x700 the count shrank to a sliver under
    "East round" and a two-line caption: the count comes first, the caption goes."""
    translations.switch(code)
    for variant, obs in TABLES[:2]:
        panel = layout_table(obs, *size).centre
        assert panel is not None
        for left in (144, 9, 1):
            panel = replace(panel, tiles_left=left)
            boxes = centre_text_boxes(panel, centre_caption(panel))
            assert boxes.count.height() >= MIN_TEXT_PX * 1.4, (variant, size, left)
            if boxes.round is not None:
                assert boxes.round.bottom() <= boxes.count.top() + 0.01
            if boxes.caption_lines:
                ink, _ = _caption_ink(panel)
                assert boxes.count.bottom() <= boxes.caption.top() + 0.01
                assert ink.height() <= boxes.caption.height() + 0.5
