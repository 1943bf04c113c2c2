"""Game > New game offers each game's house rules, resets them to the sheet's and returns them."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QTranslator
from PySide6.QtWidgets import QApplication, QComboBox, QLabel
from pytestqt.qtbot import QtBot

from mahjong_desktop.i18n import update as translation_update
from mahjong_desktop.ui.dialogs.new_game import NewGameDialog
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.variants.house_rules import RULES


def _choose(dialog: NewGameDialog, name: str, label: str) -> None:
    combo = dialog.findChild(QComboBox, f"houseRule_{name}")
    assert combo is not None and combo.isVisibleTo(dialog), name
    index = combo.findText(label)
    assert index >= 0, (name, label)
    combo.setCurrentIndex(index)


def test_each_game_shows_its_own_options_with_titles_choices_and_explanations(
    qtbot: QtBot,
) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    for game, rules in RULES.items():
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        shown = [
            c.objectName().removeprefix("houseRule_")
            for c in dialog.findChildren(QComboBox)
            if c.objectName().startswith("houseRule_") and c.isVisibleTo(dialog)
        ]
        assert shown == [r.name for r in rules], game
        texts = {label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog)}
        for rule in rules:
            assert f"{rule.title}:" in texts and rule.explanation in texts
            combo = dialog.findChild(QComboBox, f"houseRule_{rule.name}")
            assert [combo.itemText(i) for i in range(combo.count())] == list(rule.labels)
            assert combo.currentText() == rule.label(rule.default)  # the sheet's, first time
            assert combo.toolTip() == rule.explanation
        assert dialog.config().options == {}


def test_the_chosen_options_come_back_and_the_sheets_rules_reset_them(qtbot: QtBot) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    _choose(dialog, "min_faan", "0 faan")
    _choose(dialog, "payment", "All pay, the discarder double")
    assert dialog.config() == SessionConfig(
        "hongkong", level="normal", options={"min_faan": 0, "payment": "shared"}
    )
    # Another game's choices are its own; coming back finds Hong Kong's as left.
    dialog.game.setCurrentIndex(dialog.game.findData("sichuan"))
    _choose(dialog, "exchange", "On")
    assert dialog.config().options == {"exchange": True}
    dialog.game.setCurrentIndex(dialog.game.findData("hongkong"))
    assert dialog.config().options == {"min_faan": 0, "payment": "shared"}
    qtbot.mouseClick(dialog.house_rules.reset_button, Qt.MouseButton.LeftButton)
    assert dialog.config().options == {}
    dialog.game.setCurrentIndex(dialog.game.findData("sichuan"))
    assert dialog.config().options == {"exchange": True}  # reset only the game shown


def test_the_dialog_starts_from_the_remembered_options_and_the_current_match(
    qtbot: QtBot,
) -> None:
    remembered = {
        "sichuan": {"fan_limit": 3},
        "paohuzi": {"min_huxi": 10, "no_such_option": 1},  # a stale one is passed over
    }
    current = SessionConfig("hongkong", level="easy", options={"limit": 8})
    dialog = NewGameDialog(current, remembered=remembered)
    qtbot.addWidget(dialog)
    assert dialog.config().options == {"limit": 8}
    dialog.game.setCurrentIndex(dialog.game.findData("sichuan"))
    assert dialog.config().options == {"fan_limit": 3}
    dialog.game.setCurrentIndex(dialog.game.findData("paohuzi"))
    assert dialog.config().options == {"min_huxi": 10}
    # A demo's options were the command line's, not the player's.
    demo = NewGameDialog(replace(current, autoplay=True), remembered=remembered)
    qtbot.addWidget(demo)
    assert demo.config().options == {}


def test_the_options_are_reached_with_the_keyboard(qtbot: QtBot) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    combo = dialog.findChild(QComboBox, "houseRule_min_faan")
    dialog.game.setFocus()
    for _ in range(8):  # Tab walks from the game box through the form
        if combo.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
    assert combo.hasFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Up)  # 3 faan -> 1 faan
    assert dialog.config().options == {"min_faan": 1}
    qtbot.keyClick(combo, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # The &sheet's rules
    qtbot.waitUntil(lambda: dialog.config().options == {})  # a mnemonic clicks after a moment


def test_a_lessons_sheet_rules_do_not_hide_the_remembered_ones(qtbot: QtBot) -> None:
    lesson = SessionConfig("hongkong", level="normal")  # a guided deal: the sheet's rules
    dialog = NewGameDialog(lesson, remembered={"hongkong": {"min_faan": 1}})
    qtbot.addWidget(dialog)
    assert dialog.config().options == {"min_faan": 1}


class _Marked(QTranslator):
    """Every house rules word, and the dialog's own, "translated" with a mark."""

    def translate(self, context: str, source: str, disambiguation: object = None, n: int = -1):  # type: ignore[override]
        if context in ("HouseRules", "HouseRulesBox") and "{" not in source:
            return f"«{source}»"
        return None

    def isEmpty(self) -> bool:
        return False


def test_the_options_words_are_found_for_translation_and_follow_the_language(
    qtbot: QtBot, qapp: QApplication
) -> None:
    found = translation_update.house_rule_texts()
    for rules in RULES.values():
        for rule in rules:
            for text in (rule.title, rule.explanation, *rule.labels):
                assert ("HouseRules", text) in found
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    translator = _Marked()
    qapp.installTranslator(translator)  # sends LanguageChange to every widget
    try:
        combo = dialog.findChild(QComboBox, "houseRule_min_faan")
        qtbot.waitUntil(lambda: combo.itemText(0) == "«0 faan»")
        assert combo.toolTip() == "«The faan a hand needs to win.»"
        assert dialog.house_rules.title() == "«House rules»"
    finally:
        qapp.removeTranslator(translator)
    qtbot.waitUntil(lambda: combo.itemText(0) == "0 faan")


def test_the_hand_calculator_scores_by_the_matchs_options_or_those_chosen(qtbot: QtBot) -> None:
    from mahjong_desktop.ui.calculator.window import HandCalculator

    calculator = HandCalculator("hongkong", options={"min_faan": 0})
    qtbot.addWidget(calculator)
    calculator.show()
    assert calculator.request().options == {"min_faan": 0}
    calculator.game.setCurrentIndex(calculator.game.findData("paohuzi"))
    assert calculator.request().options == {}
    combo = calculator.findChild(QComboBox, "houseRule_min_huxi")
    assert combo is not None and combo.isVisibleTo(calculator)
    combo.setCurrentIndex(combo.findText("10 huxi"))
    assert calculator.request().options == {"min_huxi": 10}
