"""After any dialog closes the keyboard plays at once, with no click on the table first;
and Hint works while Sichuan's missing-suit dialog is open."""

from __future__ import annotations

from pathlib import Path

from playing import Person, ScriptedBot, new_window, start
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot
from support.table import rig

from mahjong_desktop.storage.preferences import PreferencesStore
from mahjong_desktop.ui.dialogs.preferences import PreferencesDialog
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.variants.registry import new_deal

OTHERS = ("123m 4p5p6p 789s 44z 5z6z", "789m 123p 123s 56z 77z")


def keyboard(window: MainWindow, qtbot: QtBot) -> QWidget:
    """Where a key pressed now goes: the focus widget of the active window."""
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    focused = QApplication.focusWidget()
    assert focused is not None and focused.window() is window
    return focused


def discard_by_keys(window: MainWindow, qtbot: QtBot) -> None:
    """Right selects a tile and Enter discards it, sent where the keyboard is."""
    target = keyboard(window, qtbot)
    assert target is window.view
    qtbot.keyClick(target, Qt.Key.Key_Right)
    assert window.view.selected() is not None
    with qtbot.wait_signal(window.controller.humanActed):
        qtbot.keyClick(target, Qt.Key.Key_Return)


def claim_window(qtbot: QtBot) -> MainWindow:
    """A Hong Kong deal with the player asked whether to claim North's 5m."""
    window = new_window(qtbot)
    game = new_deal("hongkong", 1)
    human, north = "34m 555m 67m 19p 19s 12z", "5m 2p3p4p 6p7p8p 4s5s6s 33z 7z 6z"
    rig(game, [human, *OTHERS, north], "8p", current=3)
    window.controller.play_arranged(
        game, SessionConfig("hongkong"), {3: ScriptedBot(("discard", "5m"))}
    )
    Person(window, qtbot).wait_for_turn()
    assert window.claim_bar.isVisible()
    return window


def test_after_the_missing_suit_dialog_arrows_and_enter_discard(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    start(window, "sichuan", 31)
    qtbot.waitUntil(lambda: window.suit_dialog is not None and window.suit_dialog.isVisible())
    dialog = window.suit_dialog
    assert dialog is not None
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    qtbot.keyClick(dialog, Qt.Key.Key_1)
    Person(window, qtbot).wait_for_turn()
    if any(e["kind"] == "discard" for e in window.observation["legal"]):
        discard_by_keys(window, qtbot)
    else:  # the dealer may be a bot: its discard first
        assert keyboard(window, qtbot) is window.view


def test_after_the_new_game_dialog_the_first_turn_takes_keys(qtbot: QtBot) -> None:
    window = new_window(qtbot)

    def accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        dialog.findChild(QWidget, "newGameDialog")
        dialog.accept()

    QTimer.singleShot(50, accept)
    window.controller.config = SessionConfig("hongkong", seed=21)
    window.ask_new_game()  # East: the player discards first
    Person(window, qtbot).wait_for_turn()
    discard_by_keys(window, qtbot)


def test_after_preferences_space_passes_and_h_asks_a_hint(qtbot: QtBot, tmp_path: Path) -> None:
    window = claim_window(qtbot)
    preferences = LivePreferences(PreferencesStore(tmp_path / "config"), window)
    dialog = PreferencesDialog(preferences, window)
    dialog.show()
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    dialog.close()
    target = keyboard(window, qtbot)
    with qtbot.wait_signal(window.controller.hintReady, timeout=20_000):
        qtbot.keyClick(target, Qt.Key.Key_H)
    assert window.claim_bar.advised() is not None
    with qtbot.wait_signal(window.controller.humanActed):
        qtbot.keyClick(keyboard(window, qtbot), Qt.Key.Key_Space)
    assert window.observation["seats"][0]["melds"] == []


def test_after_a_message_box_a_number_key_claims(qtbot: QtBot) -> None:
    window = claim_window(qtbot)
    box = QDialog(window)  # any dialog of the window, as a message box is
    box.open()
    with qtbot.waitActive(box):
        box.activateWindow()
    box.accept()
    with qtbot.wait_signal(window.controller.humanActed):
        qtbot.keyClick(keyboard(window, qtbot), Qt.Key.Key_1)
    qtbot.waitUntil(lambda: bool(window.observation["seats"][0]["melds"]))


def test_after_the_score_sheet_ctrl_q_quits(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    game = new_deal("hongkong", 1)
    north = "1z 2p3p4p 6p7p8p 4s5s6s 33z 7z 6z"
    rig(game, ["123m 456m 789m 234p 5p", *OTHERS, north], "5p", current=3)
    window.controller.play_arranged(
        game, SessionConfig("hongkong"), {3: ScriptedBot(("discard", "1z"))}
    )
    person = Person(window, qtbot)
    person.wait_for_turn()
    person.press(window.claim_bar.buttons()[0])  # the self-drawn win
    qtbot.waitUntil(lambda: window.score_sheet is not None and window.score_sheet.isVisible())
    sheet = window.score_sheet
    assert sheet is not None
    with qtbot.waitActive(sheet):
        sheet.activateWindow()
    sheet.close()
    target = keyboard(window, qtbot)
    assert target is window.view
    qtbot.keyClick(target, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_hint_in_the_missing_suit_dialog_names_the_suit_and_why(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    start(window, "sichuan", 31)
    qtbot.waitUntil(lambda: window.suit_dialog is not None and window.suit_dialog.isVisible())
    dialog = window.suit_dialog
    assert dialog is not None
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    with qtbot.wait_signal(window.controller.hintReady, timeout=20_000):
        qtbot.keyClick(dialog, Qt.Key.Key_H)  # the dialog's own H: the window's cannot reach it
    advised = dialog.advised()
    assert advised is not None and dialog.isVisible(), "marked, never chosen"
    text = dialog.advice.text()
    suit = {"m": "Characters", "p": "Dots", "s": "Bamboo"}[advised.property("suit")]
    assert text.startswith("Hint:") and "missing" in text and "tiles to clear" in text
    assert suit.lower() in text.lower()
    assert dialog.hint_button.isEnabled()
