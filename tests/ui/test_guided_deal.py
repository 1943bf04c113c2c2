"""The guided first deal in the window: started from Help or New game, its tips on
the table, played to its end with real clicks, and kept out of the player's game.

The person follows the lesson's plan (its steps when offered, else pass or
the first tile) and presses Got it whenever a tip holds play, as a player would.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playing import TURN_TIMEOUT_MS, Chooser, Person, new_window
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.scripted import ScriptedBot
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.autosave import AutosaveStore
from mahjong_desktop.storage.instance_lock import InstanceLock
from mahjong_desktop.storage.preferences import PreferencesStore
from mahjong_desktop.ui.dialogs.new_game import NewGameDialog
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.guide.guided_play import GuidedPlay, install_guide
from mahjong_desktop.ui.guide.lessons import LESSONS, lesson_for
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.window import MainWindow

MOST_STEPS = 600


def guided_window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, GuidedPlay]:
    window = new_window(qtbot)
    preferences = LivePreferences(PreferencesStore(tmp_path / "config"), window)
    return window, install_guide(window, preferences)


def plan_chooser(variant: str) -> Chooser:
    bot = ScriptedBot(*lesson_for(variant).plan)

    def choose(observation: dict) -> int:
        action = bot.choose(observation)
        return next(
            int(e["id"]) for e in observation["legal"] if Action.from_json(e["action"]) == action
        )

    return choose


def play_through(window: MainWindow, guide: GuidedPlay, qtbot: QtBot, variant: str) -> list[str]:
    """Play the guided deal to its end; the card's texts, in the order shown."""
    person = Person(window, qtbot, plan_chooser(variant))
    controller, card = window.controller, guide.card
    shown: list[str] = []

    def note() -> None:
        if card.isVisible() and (not shown or shown[-1] != card.shown_text()):
            shown.append(card.shown_text())

    for _ in range(MOST_STEPS):
        qtbot.waitUntil(
            lambda: controller.awaiting_human or controller.deal_over or controller.held,
            timeout=TURN_TIMEOUT_MS,
        )
        note()
        if controller.held:
            assert card.isVisible(), "play is held only while a tip is read"
            person.press(card.got_it)
        elif controller.deal_over:
            qtbot.wait(10)
            note()
            return shown
        else:
            person.decide()
    raise AssertionError("the guided deal never ended")


@pytest.mark.parametrize("variant", sorted(LESSONS))
def test_each_guided_deal_plays_to_its_end_with_its_tips(
    qtbot: QtBot, tmp_path: Path, variant: str
) -> None:
    window, guide = guided_window(qtbot, tmp_path)
    action = guide.lesson_actions[variant]
    action.trigger()  # Help > Guided first deal > the game
    shown = play_through(window, guide, qtbot, variant)
    said = guide.guide.said if guide.guide is not None else set()
    assert window.controller.deal_over and window.score_sheet is not None
    texts = {**guide.guide.lesson.texts()} if guide.guide is not None else {}
    assert len(shown) >= 4 and said
    for code in said:  # every tip said reached the card (the ones with values, formatted)
        template = texts.get(code)
        if template is not None and "{" not in template:
            assert any(template in text for text in shown), code
    assert window.controller.practice  # counted apart in the statistics


def test_hong_kong_tips_name_the_minimum_and_the_hand_s_faan(qtbot: QtBot, tmp_path: Path) -> None:
    window, guide = guided_window(qtbot, tmp_path)
    guide.start("hongkong")
    shown = play_through(window, guide, qtbot, "hongkong")
    ready = next(text for text in shown if "3 faan" in text)
    assert "would score 5" in ready and "4s" in ready


def test_new_game_s_guided_button_starts_the_chosen_game_s_lesson(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, guide = guided_window(qtbot, tmp_path)

    def choose_in_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.game.setCurrentIndex(dialog.game.findData("hongkong"))
        qtbot.mouseClick(dialog.guided_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, choose_in_dialog)
    window.ask_new_game()
    qtbot.waitUntil(lambda: window.controller.awaiting_human)
    assert window.controller.guided and guide.guide is not None
    assert guide.guide.lesson.variant == "hongkong" and guide.card.isVisible()


def test_a_guided_deal_leaves_the_player_s_autosave_alone_and_next_deal_is_their_own(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, guide = guided_window(qtbot, tmp_path)
    folder = tmp_path / "data"
    keeper = AutosaveKeeper(window.controller, AutosaveStore(folder), InstanceLock(folder), window)
    window.start(SessionConfig("sichuan", seed=5))
    Person(window, qtbot).wait_for_turn()
    saved = (folder / "autosave.json").read_bytes()
    guide.start("hongkong")
    play_through(window, guide, qtbot, "hongkong")
    assert (folder / "autosave.json").read_bytes() == saved  # the Sichuan game is still theirs
    assert keeper.saved_match() is not None
    window.next_deal()
    qtbot.waitUntil(lambda: window.controller.awaiting_human)
    controller = window.controller
    assert not controller.guided and not controller.practice
    assert controller.match is not None and controller.match.deal_index == 0  # a match of their own
    assert not guide.card.isVisible()
    assert (folder / "autosave.json").read_bytes() != saved  # and it is saved


def test_no_more_tips_turns_them_off_and_play_goes_on_unheld(qtbot: QtBot, tmp_path: Path) -> None:
    window, guide = guided_window(qtbot, tmp_path)
    guide.start("hongkong")
    qtbot.waitUntil(lambda: guide.card.isVisible())
    qtbot.mouseClick(guide.card.off_button, Qt.MouseButton.LeftButton)
    assert not guide.card.isVisible()
    assert not guide.preferences.current.guide_tips and not guide.tips_action.isChecked()
    shown = play_through(window, guide, qtbot, "hongkong")
    assert shown == [] and window.controller.deal_over
    guide.tips_action.setChecked(True)  # Help > Show tips turns them back on
    assert guide.preferences.current.guide_tips
    guide.start("hongkong")  # and the deal can be played again, tips and all
    qtbot.waitUntil(lambda: guide.card.isVisible())


def test_a_tip_on_show_follows_a_language_switch(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    _window, guide = guided_window(qtbot, tmp_path)
    guide.start("hongkong")
    qtbot.waitUntil(lambda: guide.card.isVisible())
    english = guide.card.shown_text()
    translations.switch("es")
    qtbot.waitUntil(lambda: guide.card.shown_text() != english)
    assert guide.card.got_it.text() != "Got it"
    assert "{" not in guide.card.shown_text()


def test_a_decision_s_tip_goes_once_the_decision_is_made(qtbot: QtBot, tmp_path: Path) -> None:
    window, guide = guided_window(qtbot, tmp_path)
    guide.start("hongkong")
    qtbot.waitUntil(lambda: window.controller.awaiting_human and guide.card.isVisible())
    Person(window, qtbot, plan_chooser("hongkong")).decide()  # discards without Got it
    qtbot.waitUntil(lambda: guide.card.moment is None or "claim" in guide.card.shown_text())
    assert "Click a tile" not in guide.card.shown_text() or not guide.card.isVisible()


def test_the_help_menu_holds_the_lessons_the_tips_and_the_rules(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, guide = guided_window(qtbot, tmp_path)
    actions = guide.menu.actions()
    assert guide.lessons_menu.menuAction() in actions and guide.tips_action in actions
    assert window.rules_action in actions
    assert [a.text() for a in guide.lessons_menu.actions()] == [
        "Hong Kong mahjong",
        "Sichuan mahjong",
        "Paohuzi",
    ]
