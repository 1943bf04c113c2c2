"""Tools > Hand calculator: a hand built by clicking gives the calc command's report."""

from __future__ import annotations

import importlib

import pytest
from observations import STRICT_QT
from playing import new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.cli.calc import CALC_MODULES
from mahjong_desktop.ui.hand_calculator import HandCalculator, install_tools
from mahjong_desktop.variants.calc_request import CalcRequest

pytestmark = STRICT_QT


def _cli_report(variant: str, request: CalcRequest) -> str:
    module = importlib.import_module(CALC_MODULES[variant])
    return str(module.format_report(module.calc(request)))


def _click(calculator: HandCalculator, faces: str) -> None:
    for face in faces.split():
        calculator.tile_buttons[face].click()


def test_a_hong_kong_win_built_by_clicking(qtbot: QtBot) -> None:
    calculator = HandCalculator("hongkong")
    qtbot.addWidget(calculator)
    _click(calculator, "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5s 2f")
    calculator.target_buttons["win"].click()
    _click(calculator, "5s")
    calculator.self_drawn.setChecked(True)
    assert calculator.hand.text().split()[-1] == "5s" and calculator.win.text() == "5s"
    assert calculator.bonus.text() == "2f"  # a flower goes with the flowers
    text = calculator.calculate()
    expected = CalcRequest(
        hand="1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5s 5s",
        win_tile="5s",
        self_drawn=True,
        seat="E",
        bonus="2f",
    )
    assert text == _cli_report("hongkong", expected) and "self_drawn" in text
    assert calculator.report.toPlainText() == text


def test_an_unfinished_sichuan_hand_gives_its_waits(qtbot: QtBot) -> None:
    calculator = HandCalculator("sichuan")
    qtbot.addWidget(calculator)
    assert not calculator.form.isRowVisible(calculator.bonus)  # Sichuan has no flowers
    assert calculator.form.isRowVisible(calculator.missing)
    assert "1f" not in calculator.tile_buttons
    _click(calculator, "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5p")
    calculator.missing.setCurrentIndex(calculator.missing.findData("s"))
    assert calculator.calculate() == "Ready (shanten 0), waiting on 5p"
    calculator.back_button.click()
    assert calculator.hand.text().split()[-1] == "3p"


def test_a_paohuzi_hand_and_bad_input(qtbot: QtBot) -> None:
    calculator = HandCalculator("paohuzi")
    qtbot.addWidget(calculator)
    assert len(calculator.tile_buttons) == 20 and "10d" in calculator.tile_buttons
    assert not calculator.form.isRowVisible(calculator.seat)
    _click(calculator, "10d 10d 1x")
    text = calculator.calculate()
    assert text.startswith("Cannot read the hand:") and "expected 21" in text
    calculator.clear_button.click()
    assert calculator.hand.text() == "" and calculator.report.toPlainText() == ""


@pytest.mark.parametrize("variant", sorted(CALC_MODULES))
def test_the_tools_menu_opens_it_on_the_game_played(qtbot: QtBot, variant: str) -> None:
    window = new_window(qtbot)
    from mahjong_desktop.ui.controller import SessionConfig

    window.controller.config = SessionConfig(variant)
    action = install_tools(window)
    action.trigger()
    found = window.findChild(HandCalculator)
    assert found is not None and found.variant == variant and found.isVisible()
    found.close()


def test_winning_moments_reach_the_score(qtbot: QtBot) -> None:
    calculator = HandCalculator("hongkong")
    qtbot.addWidget(calculator)
    assert "last_tile_draw" in calculator.events.placeholderText()
    _click(calculator, "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5s")
    calculator.target_buttons["win"].click()
    _click(calculator, "5s")
    calculator.self_drawn.setChecked(True)
    calculator.events.setText("last_tile_draw")
    assert "last_tile_draw" in calculator.calculate()
    calculator.events.setText("no_such_moment")
    assert calculator.calculate().startswith("Cannot read the hand:")
