"""House rules in the window: they reach every deal of the match, its autosave and
Continue, the score sheet, the Full rules tab and the preferences; --option is checked."""

from __future__ import annotations

from pathlib import Path

from playing import Person, new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.autosave import AutosaveStore
from mahjong_desktop.storage.instance_lock import InstanceLock
from mahjong_desktop.storage.preferences import PreferencesStore
from mahjong_desktop.ui.dialogs.score_sheet import summary_html
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.game.deal_summary import summarise
from mahjong_desktop.ui.mainwindow.appearance import Appearance
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.rules_page import RulesPage

HOUSE = {"min_faan": 0, "limit": 8}
SHEET_LINE = "House rules: Minimum faan: 0 faan · Limit: 8 faan"


def test_the_options_reach_every_deal_the_score_sheet_and_the_rules_tab(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    window.start(SessionConfig("hongkong", seed=5, autoplay=True, options=HOUSE))
    controller = window.controller
    assert controller.match is not None and controller.match.options == HOUSE
    deal = controller.deal
    assert deal is not None and deal.options == HOUSE and deal.record()["format"] == 3
    assert window.observation is not None
    rules = window.observation["rules"]  # every option in force, the sheet's for the rest
    assert rules["min_faan"] == 0 and rules["limit"] == 8 and rules["flowers"] is True
    # The header names them beside the game, the tooltip says which.
    assert window.title.text() == "Hong Kong mahjong · deal 1 · House rules"
    assert window.title.toolTip() == "Minimum faan: 0 faan · Limit: 8 faan"
    box = window.rules.rules_box.text()
    assert window.rules.rules_box.isVisibleTo(window.rules)
    assert "<b>Minimum faan: 0 faan</b>" in box and "<b>Limit: 8 faan</b>" in box
    assert "Flowers and seasons: With" in box and "<b>Flowers" not in box
    qtbot.waitUntil(lambda: window.score_sheet is not None, timeout=60_000)
    assert window.score_sheet is not None
    assert SHEET_LINE in window.score_sheet.plain_text()
    window.next_deal()  # Next deal: the same house rules
    qtbot.waitUntil(lambda: controller.deal is not deal)
    assert controller.deal is not None and controller.deal.options == HOUSE
    assert controller.deal.seating.deal_index == 1


def test_the_sheets_rules_keep_the_sheet_silent_and_the_box_says_so(qtbot: QtBot) -> None:
    events = [{"type": "deal_end", "seat": None, "reason": "exhausted", "deltas": [0] * 4}]
    plain = summarise("hongkong", 0, events, [0, 1, 2, 3], [0] * 4)
    assert "House rules" not in summary_html(plain)
    window = new_window(qtbot)
    window.start(SessionConfig("hongkong", seed=5))
    assert window.title.text() == "Hong Kong mahjong · deal 1" and not window.title.toolTip()
    ruled = summarise("hongkong", 0, events, [0, 1, 2, 3], [0] * 4, options=HOUSE)
    assert SHEET_LINE in summary_html(ruled)
    sichuan = summarise("sichuan", 0, events, [0, 1, 2, 3], [0] * 4, options={"exchange": True})
    assert "House rules: Three-tile exchange: On" in summary_html(sichuan)
    page = RulesPage("sichuan")
    qtbot.addWidget(page)
    assert page.rules_box.isHidden()  # no match yet: nothing to say
    rules = {"exchange": False, "call_transfer": False, "fan_limit": 5, "self_draw": "base"}
    page.set_game("sichuan", rules)
    assert not page.rules_box.isHidden() and "<b>" not in page.rules_box.text()
    assert "Every option is the sheet's" in page.rules_box.text()
    page.set_game("paohuzi")  # another game's page: the match's box goes
    assert page.rules_box.isHidden()
    page.set_game("sichuan")
    assert "Fan limit: 5 fan" in page.rules_box.text()


def test_autosave_and_continue_keep_the_options(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot)
    keeper = AutosaveKeeper(
        window.controller, AutosaveStore(tmp_path), InstanceLock(tmp_path), window
    )
    window.start(SessionConfig("sichuan", seed=12, options={"fan_limit": 3, "self_draw": "fan"}))
    person = Person(window, qtbot)
    person.wait_for_turn()
    person.decide()
    person.wait_for_turn()
    saved = keeper.store.load()
    assert saved is not None and saved.deal.options == {"fan_limit": 3, "self_draw": "fan"}
    keeper.release()
    window.close()

    second = new_window(qtbot)
    resumer = AutosaveKeeper(
        second.controller, AutosaveStore(tmp_path), InstanceLock(tmp_path), second
    )
    found = resumer.saved_match()
    assert found is not None
    resumer.continue_match(found)
    qtbot.waitUntil(lambda: second.controller.awaiting_human)
    controller = second.controller
    assert controller.match is not None and controller.config is not None
    assert controller.match.options == {"fan_limit": 3, "self_draw": "fan"}
    assert controller.config.options == controller.match.options
    assert second.observation is not None and second.observation["rules"]["fan_limit"] == 3
    resumer.release()


def test_the_last_options_are_remembered_per_game(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    window = new_window(qtbot)
    store = PreferencesStore(tmp_path / "config")
    appearance = Appearance(window, LivePreferences(store, window), translations)
    appearance.attach_table()
    window.start(SessionConfig("paohuzi", seed=3, options={"min_huxi": 10}))
    qtbot.waitUntil(lambda: window.observation is not None)
    assert appearance.preferences.current.house_rules == {"paohuzi": {"min_huxi": 10}}
    window.start(SessionConfig("hongkong", seed=4, options=HOUSE))
    qtbot.waitUntil(
        lambda: window.observation is not None and window.observation["variant"] == "hongkong"
    )
    remembered = {"paohuzi": {"min_huxi": 10}, "hongkong": HOUSE}
    assert appearance.preferences.current.house_rules == remembered
    assert window.remembered_rules == remembered
    appearance.preferences.flush()
    assert PreferencesStore(tmp_path / "config").load().preferences.house_rules == remembered
    window.start(SessionConfig("hongkong", seed=4))  # the sheet's rules chosen: forgotten
    qtbot.waitUntil(
        lambda: window.controller.deal is not None and not window.controller.deal.options
    )
    assert appearance.preferences.current.house_rules == {"paohuzi": {"min_huxi": 10}}


def test_a_good_window_option_reaches_the_launch() -> None:
    from mahjong_desktop.cli import window as window_command
    from mahjong_desktop.cli.main import build_parser

    words = ["--variant", "hongkong", "--option", "min_faan=0", "--option", "flowers=off"]
    parser = build_parser(words)
    args = parser.parse_args(words)
    window_command.check_arguments(parser, args)
    assert window_command.launch_options(args).options == {"min_faan": 0, "flowers": False}


def test_a_guided_deal_plays_the_sheets_rules_and_keeps_the_remembered_ones(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    from mahjong_desktop.ui.guide.lessons import lesson_for

    window = new_window(qtbot)
    appearance = Appearance(
        window, LivePreferences(PreferencesStore(tmp_path / "config"), window), translations
    )
    appearance.attach_table()
    window.start(SessionConfig("sichuan", seed=3, options={"call_transfer": True}))
    qtbot.waitUntil(lambda: window.observation is not None)
    lesson = lesson_for("sichuan")
    window.controller.play_arranged(
        lesson.make(), SessionConfig("sichuan"), lesson.bots(), guided=True
    )
    deal = window.controller.deal
    assert deal is not None and deal.options == {} and window.controller.guided
    assert window.observation is not None and window.observation["rules"]["call_transfer"] is False
    assert appearance.preferences.current.house_rules == {"sichuan": {"call_transfer": True}}
