"""Switching the language at run time: every open widget follows at once.

For each language the window, the claim bar on show, an open score sheet and
the rules page start in English, the player picks the language in the header,
and each one is then in that language, with no restart.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from observations import legal, mahjong_ids, observation
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTextBrowser
from pytestqt.qtbot import QtBot

from mahjong_desktop.i18n.languages import TRANSLATED_CODES
from mahjong_desktop.i18n.rules_text import rules_html
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.preferences import Preferences, PreferencesStore
from mahjong_desktop.ui.dialogs.score_sheet import ScoreSheet
from mahjong_desktop.ui.game.deal_summary import summarise
from mahjong_desktop.ui.mainwindow.appearance import Appearance
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.window import MainWindow

WIN_EVENTS = [
    {
        "type": "win",
        "seat": 0,
        "tile": 40,
        "source": 2,
        "hand": [],
        "scoring": {
            "patterns": [
                {"code": "full_flush", "value": 2, "label": {"code": "pattern.full_flush"}},
                {"code": "root", "value": 1, "label": {"code": "pattern.root"}},
            ],
            "total": 3,
            "unit": "fan",
            "points": 8,
        },
    },
    {
        "type": "payment",
        "seat": 2,
        "payer": 2,
        "receiver": 0,
        "amount": 8,
        "cause": {"code": "cause.win_on_discard", "args": {}},
    },
    {"type": "deal_end", "seat": None, "reason": "exhausted", "deltas": [8, 0, -8, 0]},
]


def claim_observation() -> dict:
    hand = mahjong_ids("34m 55m 666m 19p 1234s")
    offer_tile = mahjong_ids("5555m")[2]
    options = [legal(0, "pung", mahjong_ids("55m"), claimed=offer_tile), legal(1, "pass")]
    return observation(
        "hongkong",
        hand,
        legal=options,
        offer={"tile": offer_tile, "source": 3, "reason": "discard"},
    )


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def h1(html: str) -> str:
    found = re.search(r"<h1>(.*?)</h1>", html)
    assert found
    return found.group(1)


@pytest.mark.parametrize("code", TRANSLATED_CODES)
def test_everything_open_changes_language_at_once(
    qtbot: QtBot, tmp_path: Path, translations: Translations, code: str
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    store = PreferencesStore(tmp_path / "config")
    store.save(Preferences(language="en"))
    appearance = Appearance(window, LivePreferences(store, window), translations)
    window.rules.set_game("sichuan")
    window.claim_bar.show_options(claim_observation())
    summary = summarise("sichuan", 0, WIN_EVENTS, [0, 1, 2, 3], [8, 0, -8, 0])
    sheet = ScoreSheet(summary, window)
    sheet.show()

    english = {
        "tab": window.tabs.tabText(0),
        "menu": window.game_menu.title(),
        "buttons": [b.text() for b in window.claim_bar.buttons()],
        "sheet": sheet.plain_text(),
        "rules": window.rules.plain_text(),
    }
    assert english["tab"] == "&Table" and "Full flush" in english["sheet"]

    header = appearance.header
    header.language.activated.emit(header.language.findData(code))

    assert translations.current == code
    assert window.tabs.tabText(0) == tr("MainWindow", "&Table") != english["tab"]
    assert window.game_menu.title() == tr("MainWindow", "&Game") != english["menu"]
    assert window.windowTitle() == tr("MainWindow", "Mahjong Desktop")
    buttons = [b.text() for b in window.claim_bar.buttons()]
    assert buttons != english["buttons"]
    assert buttons[0].endswith(tr("ClaimBar", "Pung"))  # "1  碰 (pung)"
    assert buttons[1].startswith(tr("ClaimBar", "Pass"))
    text = sheet.plain_text()
    assert tr("Messages", "Full flush") in text and "Full flush" not in text
    assert tr("Messages", "win on discard").lower() in text.lower()  # capitalised on the sheet
    assert sheet.windowTitle() == tr("ScoreSheet", "Score sheet") != "Score sheet"
    assert window.rules.shown_language == code
    assert h1(rules_html("sichuan", code)[0]).split(" (")[0] in window.rules.plain_text()
    assert window.rules.plain_text() != english["rules"]
    assert appearance.header.contrast.caption.text() == tr("Header", "Contrast:")


def test_english_plurals_read_as_english(translations: Translations) -> None:
    translations.switch("en")
    assert [tr_n("TableView", "tile(s) left", n) for n in (1, 2)] == ["tile left", "tiles left"]
    translations.switch("cs")
    assert [tr_n("TableView", "tile(s) left", n) for n in (1, 3, 5)] == [
        "kámen zbývá",
        "kameny zbývají",
        "kamenů zbývá",
    ]


def tr_n(context: str, text: str, n: int) -> str:
    return QCoreApplication.translate(context, text, "", n)


def test_payment_causes_of_real_events_read_as_words(translations: Translations) -> None:
    """The engine names a cause bare in its events ("not_ready"); the sheet says it."""
    from mahjong_desktop.ui.dialogs.score_sheet import summary_html

    events = [
        {"type": "payment", "seat": 1, "receiver": 0, "amount": 4, "cause": "not_ready"},
        {"type": "deal_end", "seat": None, "reason": "exhausted", "deltas": [4, -4, 0, 0]},
    ]
    summary = summarise("sichuan", 0, events, [0, 1, 2, 3], [4, -4, 0, 0])
    translations.switch("cs")
    text = summary_html(summary)
    assert tr("Messages", "not ready").lower() in text.lower() and "Not ready" not in text


# --- every string of a game in play, through all five languages --------------------

LANGUAGE_ROUND = ("es", "fi", "cs", "zh_CN", "en")  # from English, through each, and back


def declare_observation() -> dict:
    hand = mahjong_ids("1234m 55p 123456789s")
    options = [legal(i, "declare", choice=s) for i, s in enumerate("mps")]
    obs = observation("sichuan", hand, legal=options)
    obs["phase"] = "declare"
    return obs


def _game_window(qtbot: QtBot, tmp_path: Path, translations: Translations) -> tuple:
    """The window as a player has it: header, Options, deal files, statistics, undo, Tools."""
    from playing import Person, new_window, start

    from mahjong_desktop.storage.statistics import StatisticsStore
    from mahjong_desktop.ui.calculator.window import install_tools
    from mahjong_desktop.ui.dialogs.statistics import install_statistics
    from mahjong_desktop.ui.game.deal_files import install_deal_files
    from mahjong_desktop.ui.mainwindow.undo_control import UndoControl

    window = new_window(qtbot)
    store = PreferencesStore(tmp_path / "config")
    store.save(Preferences(language="en"))
    live = LivePreferences(store, window)
    appearance = Appearance(window, live, translations)
    files = install_deal_files(window)
    install_statistics(window, StatisticsStore(tmp_path / "statistics.json"))
    UndoControl(window, live)
    install_tools(window)
    start(window, "hongkong", 8)
    Person(window, qtbot).wait_for_turn()
    return window, appearance, files, live


def test_every_shown_string_follows_each_language_at_once(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    """A game in play with its lines filled and dialogs open, switched through all five
    languages: no widget, tooltip, accessible name, menu or action keeps a string of the
    language before (found in every .ts file, so new strings are covered as they come)."""
    from support.shown_texts import Catalogues, shown_texts

    from mahjong_desktop.ui.calculator.window import HandCalculator
    from mahjong_desktop.ui.dialogs.missing_suit import MissingSuitDialog
    from mahjong_desktop.ui.dialogs.new_game import NewGameDialog
    from mahjong_desktop.ui.dialogs.preferences import PreferencesDialog
    from mahjong_desktop.ui.dialogs.statistics import StatisticsDialog, StatisticsKeeper

    window, appearance, files, live = _game_window(qtbot, tmp_path, translations)
    assert window.controller.awaiting_human
    hand = window.controller.observation()["hand"]
    window.view.select(hand[0])  # the discard line
    window.ask_hint()
    qtbot.waitUntil(lambda: window.advice.text() not in ("", tr("MainWindow", "Thinking…")))
    window.controller.discard(-5)  # refused: the error line
    assert window.error_line.isVisible()
    files.open(tmp_path / "no such deal.json")  # the refusal box
    summary = summarise("sichuan", 0, WIN_EVENTS, [0, 1, 2, 3], [8, 0, -8, 0])
    keeper = window.findChild(StatisticsKeeper)
    dialogs = [
        NewGameDialog(window.controller.config, window),
        MissingSuitDialog(declare_observation(), window),
        HandCalculator("hongkong", window),
        StatisticsDialog(keeper, window),
        ScoreSheet(summary, window),
        files.replay_current(),
        PreferencesDialog(live, window),
    ]
    for dialog in dialogs:
        dialog.show()
    dialogs[2].hand.setText("123m 456m 789m 123p 99s")  # a scored hand in the report
    dialogs[2].win.setText("9s")
    dialogs[2].calculate()
    catalogues = Catalogues()
    rules = window.rules.findChildren(QTextBrowser)
    english = shown_texts(rules)
    assert catalogues.stale(english, "en") == []
    expected = {  # a few by name; the walk below checks the rest
        "Tools menu": ("HandCalculator", "&Tools"),
        "Statistics…": ("StatisticsDialog", "S&tatistics…"),
    }
    for code in LANGUAGE_ROUND:
        appearance.header.language.activated.emit(appearance.header.language.findData(code))
        assert translations.current == code
        shown = shown_texts(rules)
        left = catalogues.stale(shown, code)
        assert left == [], "\n".join(f"{s.where} {s.what}: {s.text}" for s in left)
        texts = {s.text for s in shown}
        for context, source in expected.values():
            assert tr(context, source) in texts, (code, source)
        assert window.error_line.text() == tr(
            "GameController", "That tile cannot be discarded now."
        )
        assert window.statusBar().currentMessage() == window.error_line.text()
        assert window.advice.text() and window.hint.text()
