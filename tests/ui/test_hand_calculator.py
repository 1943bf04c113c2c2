"""Tools > Hand calculator: a hand built by clicking gives the calc command's verdict,
worded as the score sheet words it."""

from __future__ import annotations

import importlib
import json
from dataclasses import replace

import pytest
from playing import new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.cli.main import main
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.ui.calculator.report import report_text
from mahjong_desktop.ui.calculator.window import HandCalculator, install_tools
from mahjong_desktop.variants.calc.request import CalcRequest
from mahjong_desktop.variants.registry import FACTS


def _cli_report(variant: str, request: CalcRequest) -> str:
    module = importlib.import_module(FACTS[variant].calc_module)
    return report_text(variant, module.calc(request))


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
    assert text == _cli_report("hongkong", expected) and "Self-drawn" in text
    assert calculator.report.toPlainText() == text


def test_an_unfinished_sichuan_hand_gives_its_waits(qtbot: QtBot) -> None:
    calculator = HandCalculator("sichuan")
    qtbot.addWidget(calculator)
    assert not calculator.form.isRowVisible(calculator.bonus)  # Sichuan has no flowers
    assert calculator.form.isRowVisible(calculator.missing)
    assert "1f" not in calculator.tile_buttons
    _click(calculator, "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5p")
    calculator.missing.setCurrentIndex(calculator.missing.findData("s"))
    assert calculator.calculate() == "Ready, waiting on 5p"
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


@pytest.mark.parametrize("variant", sorted(FACTS))
def test_the_tools_menu_opens_it_on_the_game_played(qtbot: QtBot, variant: str) -> None:
    window = new_window(qtbot)
    from mahjong_desktop.ui.game.controller import SessionConfig

    window.controller.config = SessionConfig(variant)
    action = install_tools(window)
    action.trigger()
    found = window.findChild(HandCalculator)
    assert found is not None and found.variant == variant and found.isVisible()
    found.close()


def test_winning_moments_reach_the_score(qtbot: QtBot) -> None:
    calculator = HandCalculator("hongkong")
    qtbot.addWidget(calculator)
    moments = calculator.moments  # words to tick, not identifiers to type
    assert [box.text() for box in moments.values()] == [
        "Win on a kong's replacement tile",
        "Robbing a kong",
        "Win on the last tile of the wall",
        "Win on the last discard",
        "Heavenly hand",
    ]
    _click(calculator, "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5s")
    calculator.target_buttons["win"].click()
    _click(calculator, "5s")
    calculator.self_drawn.setChecked(True)
    moments["last_tile_draw"].setChecked(True)
    assert calculator.request().events == ("last_tile_draw",)
    assert "Win on the last tile of the wall" in calculator.calculate()
    moments["last_discard"].setChecked(True)  # a discard is not a drawn tile
    assert calculator.calculate().startswith("Cannot read the hand:")
    calculator.clear()
    assert not any(box.isChecked() for box in moments.values())
    calculator.game.setCurrentIndex(calculator.game.findData("sichuan"))
    assert list(calculator.moments) == ["kong_replacement", "robbing_kong", "last_tile"]
    calculator.game.setCurrentIndex(calculator.game.findData("paohuzi"))
    assert not calculator.moments and not calculator.form.isRowVisible(calculator.events)


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """What ``mahjong-desktop calc --json`` gives for ``argv``, worded as the calculator does."""
    capsys.readouterr()
    assert main(["calc", "--json", *argv]) == 0
    result = json.loads(capsys.readouterr().out)
    return report_text(result["variant"], result)


def test_hong_kong_melds_built_by_clicking_match_the_command_line(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str]
) -> None:
    calculator = HandCalculator("hongkong")
    qtbot.addWidget(calculator)
    melds = calculator.melds
    assert list(melds.kind_buttons) == ["chow", "pung", "kong", "ckong"]
    melds.choose_kind("pung")  # choosing a kind sends the next clicks to the meld
    assert calculator.target_buttons["meld"].isChecked()
    _click(calculator, "5z 5z 5z")  # a pung clicked tile by tile
    melds.choose_kind("chow")
    _click(calculator, "4p")  # a chow picked from the melds holding a tile
    offered = [b.toolTip() for b in melds.offer_buttons]
    assert offered == ["chow:234p", "chow:345p", "chow:456p"]
    melds.offer_buttons[1].click()
    melds.choose_kind("ckong")
    _click(calculator, "9s 9s 9s 9s")
    assert [m.notation("hongkong") for m in melds.melds] == [
        "pung:555z",
        "chow:345p",
        "ckong:9999s",
    ]
    assert len(melds.remove_buttons) == 3
    calculator.target_buttons["hand"].click()
    _click(calculator, "1m 2m 3m 7z")
    calculator.target_buttons["win"].click()
    _click(calculator, "7z")
    calculator.seat.setCurrentIndex(calculator.seat.findData("S"))
    text = calculator.calculate()
    assert text == _cli(
        capsys,
        "--variant=hongkong",
        "--hand=123m 77z",
        "--melds=pung:555z,chow:345p,ckong:9999s",
        "--win-tile=7z",
        "--seat=S",
    )
    assert "Dragon pung" in text  # the pung of red dragons counts
    melds.remove_buttons[1].click()  # the chow goes: the hand is short
    assert [m.kind for m in melds.melds] == ["pung", "ckong"]
    assert calculator.calculate().startswith("Cannot read the hand:")


def test_invalid_melds_are_refused_with_a_reason(qtbot: QtBot) -> None:
    calculator = HandCalculator("hongkong")
    qtbot.addWidget(calculator)
    melds = calculator.melds
    melds.choose_kind("chow")
    _click(calculator, "8m 9m")
    assert melds.chosen == ["8m", "9m"]
    _click(calculator, "1p")  # no chow holds 8m 9m 1p: refused, the two stay
    assert "cannot be part of one chow" in melds.message.text()
    assert melds.chosen == ["8m", "9m"] and not melds.melds
    _click(calculator, "1z")
    assert "1z" in melds.message.text() and melds.chosen == ["8m", "9m"]
    calculator.back_button.click()  # Remove last takes back the meld's last tile
    assert melds.chosen == ["8m"] and len(melds.offer_buttons) == 2
    _click(calculator, "9m")
    _click(calculator, "7m")
    assert [m.notation("hongkong") for m in melds.melds] == ["chow:789m"]
    assert melds.message.text() == ""
    calculator.target_buttons["hand"].click()
    _click(calculator, "3s 3s")
    melds.choose_kind("kong")
    _click(calculator, "3s")  # two 3s in the hand: only two are left
    assert melds.message.text().startswith("Not added:") and "3s" in melds.message.text()
    assert len(melds.melds) == 1 and melds.chosen == []  # no kong of 3s fits
    melds.typed.setText("pung:123m")
    melds.typed_button.click()
    assert "not a valid pung" in melds.message.text() and melds.typed.text() == "pung:123m"
    melds.typed.setText("pung:111z, kong:2222z")
    melds.typed_button.click()
    assert [m.notation("hongkong") for m in melds.melds][1:] == ["pung:111z", "kong:2222z"]
    assert melds.typed.text() == ""


def test_sichuan_melds_are_pungs_and_kongs_of_suited_tiles(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str]
) -> None:
    calculator = HandCalculator("sichuan")
    qtbot.addWidget(calculator)
    melds = calculator.melds
    assert list(melds.kind_buttons) == ["pung", "kong", "ckong"]
    assert "1z" not in calculator.tile_buttons and len(calculator.tile_buttons) == 27
    melds.choose_kind("kong")
    _click(calculator, "2m")
    assert [b.toolTip() for b in melds.offer_buttons] == ["kong:2222m"]
    melds.offer_buttons[0].click()
    melds.choose_kind("pung")
    _click(calculator, "8p 8p 8p")
    calculator.target_buttons["hand"].click()
    _click(calculator, "3p 4p 5p 5p 6p 7p 9p")
    calculator.target_buttons["win"].click()
    _click(calculator, "9p")
    calculator.missing.setCurrentIndex(calculator.missing.findData("m"))
    assert calculator.calculate() == _cli(  # the kong holds the missing suit: no win
        capsys,
        "--variant=sichuan",
        "--missing=m",
        "--hand=34556799p",
        "--melds=kong:2222m,pung:888p",
        "--win-tile=9p",
    )
    calculator.missing.setCurrentIndex(calculator.missing.findData("s"))
    text = calculator.calculate()
    assert text == _cli(
        capsys,
        "--variant=sichuan",
        "--missing=s",
        "--hand=34556799p",
        "--melds=kong:2222m,pung:888p",
        "--win-tile=9p",
    )
    assert "Cannot" not in text


def test_paohuzi_groups_built_by_clicking_match_the_command_line(
    qtbot: QtBot, capsys: pytest.CaptureFixture[str]
) -> None:
    calculator = HandCalculator("paohuzi")
    qtbot.addWidget(calculator)
    melds = calculator.melds
    assert list(melds.kind_buttons) == ["chi", "peng", "wei", "pao", "ti"]
    melds.choose_kind("chi")
    _click(calculator, "2x")
    offered = [b.toolTip() for b in melds.offer_buttons]
    assert offered == ["chi:123x", "chi:22x 2d", "chi:234x", "chi:270x", "chi:2x 22d"]
    melds.offer_buttons[3].click()  # 2-7-10
    _click(calculator, "5x 5d 5d")  # a mixed chi, one small and two big
    melds.choose_kind("wei")
    _click(calculator, "3d 3d 3d")
    melds.choose_kind("ti")
    _click(calculator, "9x 9x 9x 9x")
    calculator.target_buttons["hand"].click()
    _click(calculator, "1d 2d 3d 4x 5x 8d 8d")
    calculator.target_buttons["win"].click()
    _click(calculator, "6x")
    calculator.source.setCurrentIndex(calculator.source.findData("other"))
    text = calculator.calculate()
    assert text == _cli(
        capsys,
        "--variant=paohuzi",
        "--hand=456x 123d 88d",
        "--melds=chi:270x,chi:5x 55d,wei:333d,ti:9999x",
        "--win-card=6x",
        "--source=other",
    )
    assert not text.startswith("Cannot read")
    melds.choose_kind("peng")
    _click(calculator, "9x")  # the ti holds all four 9x: no peng of them is left
    refusal = melds.message.text()  # the card in words, as the score sheet names it
    assert refusal.startswith("Not added:") and "copies of small 9" in refusal
    assert melds.chosen == [] and len(melds.melds) == 4


def _shown_words(calculator: HandCalculator) -> list[str]:
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

    texts = [w.text() for w in calculator.findChildren(QLabel) if w.isVisibleTo(calculator)]
    texts += [
        w.text() for w in calculator.findChildren(QAbstractButton) if w.isVisibleTo(calculator)
    ]
    texts += [w.title() for w in calculator.findChildren(QGroupBox) if w.isVisibleTo(calculator)]
    return [t for t in texts if t]


def test_the_paohuzi_calculator_says_card_never_tile(qtbot: QtBot) -> None:
    calculator = HandCalculator("hongkong")
    qtbot.addWidget(calculator)
    calculator.show()
    assert any("tile" in text for text in _shown_words(calculator))
    calculator.game.setCurrentIndex(calculator.game.findData("paohuzi"))
    shown = _shown_words(calculator)
    assert [t for t in shown if "tile" in t.lower()] == []
    assert any("winning card" in text.lower() for text in shown)
    calculator.game.setCurrentIndex(calculator.game.findData("sichuan"))
    assert any("winning tile" in text.lower() for text in _shown_words(calculator))


@pytest.mark.parametrize("variant", ["hongkong", "sichuan"])
def test_a_complete_hand_without_a_winning_tile_wins_on_its_last_tile(
    qtbot: QtBot, variant: str
) -> None:
    calculator = HandCalculator(variant)
    qtbot.addWidget(calculator)
    _click(calculator, "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5p 5p")
    assert calculator.win.text() == ""
    text = calculator.calculate()
    assert calculator.win.text() == "5p"  # shown: the player sees which tile won
    assert "Cannot read" not in text and "expected" not in text


def test_a_waiting_hand_keeps_an_empty_winning_tile(qtbot: QtBot) -> None:
    calculator = HandCalculator("hongkong")
    qtbot.addWidget(calculator)
    _click(calculator, "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5p")
    calculator.calculate()
    assert calculator.win.text() == ""


@pytest.mark.parametrize(
    ("variant", "faces", "czech"),
    [
        ("hongkong", "1m 2m 3m 4m", "počet kamenů v ruce: 4, má být 13"),
        ("sichuan", "1m 1m 1m 1m 1m", "5× kámen 1m, ale existují jen 4"),
        ("paohuzi", "10d 10d 1x", "počet karet v ruce se sestavami: 3, má být 21"),
        ("hongkong", "0m 1m", "kámen 0m neexistuje (barvy mají čísla 1–9)"),
        ("sichuan", "8z", "kámen 8z neexistuje (čestné kameny mají čísla 1–7)"),
        ("paohuzi", "1x zz", "nelze přečíst 'zz'"),
        ("paohuzi", "5d 5d 5d 5d 5d", "5× karta velká 5, ale existují jen 4"),
        ("sichuan", "123m 456m 789m 11p 555z", "hraje jen se 108 kameny tří barev, bez 5z"),
    ],
)
def test_why_a_hand_cannot_be_read_is_said_in_the_players_language(
    qtbot: QtBot, translations: Translations, variant: str, faces: str, czech: str
) -> None:
    translations.switch("cs")
    calculator = HandCalculator(variant)
    qtbot.addWidget(calculator)
    calculator.hand.setText(faces)  # typed: the buttons stop at four copies
    text = calculator.calculate()
    assert czech in text, text
    translations.switch("en")
    english = calculator.calculate()
    assert english.startswith("Cannot read the hand:") and czech not in english


@pytest.mark.parametrize(
    ("flowers", "czech"),
    [("1m", "1m není květina ani roční období"), ("1f 1f", "je ve hře jen jednou: '1f 1f'")],
)
def test_why_the_flowers_cannot_be_read_is_said_in_the_players_language(
    qtbot: QtBot, translations: Translations, flowers: str, czech: str
) -> None:
    translations.switch("cs")
    calculator = HandCalculator("hongkong")
    qtbot.addWidget(calculator)
    _click(calculator, "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5p 5p")
    calculator.bonus.setText(flowers)
    text = calculator.calculate()
    assert czech in text and "flower" not in text, text


def test_a_flower_typed_into_the_hand_is_sent_to_the_flowers_field_not_to_a_flag(
    qtbot: QtBot, translations: Translations
) -> None:
    calculator = HandCalculator("hongkong")
    qtbot.addWidget(calculator)
    calculator.hand.setText("123m 456m 789m 123p 5p 5p 1f")
    english = calculator.calculate()
    assert "go in the Flowers field" in english and "--bonus" not in english, english
    translations.switch("cs")
    assert "patří do pole Květiny" in calculator.calculate()


def test_why_a_meld_is_refused_is_said_in_the_players_language(
    qtbot: QtBot, translations: Translations
) -> None:
    translations.switch("cs")
    calculator = HandCalculator("hongkong")
    qtbot.addWidget(calculator)
    melds = calculator.melds
    melds.typed.setText("pung:123m")
    melds.typed_button.click()
    assert "není platné pung" in melds.message.text() and "valid" not in melds.message.text()
    _click(calculator, "3s 3s")
    melds.choose_kind("kong")
    _click(calculator, "3s")  # two 3s in the hand: a kong would be a sixth and fifth copy
    assert "6× kámen 3s" in melds.message.text() and "copies" not in melds.message.text()
    translations.switch("en")  # the refusal follows the language
    assert "copies of 3s" in melds.message.text()


@pytest.mark.parametrize(
    ("variant", "typed", "english", "czech"),
    [
        ("hongkong", "pung555m", "as in pung:555m", "dvojtečku a její kameny"),
        ("paohuzi", "peng555x", "as in peng:555x", "dvojtečku a její karty"),
        ("hongkong", "pong:555m", "unknown meld kind 'pong'", "neznámý druh sestavy 'pong'"),
        ("sichuan", "pung:555m,,", "empty meld in", "prázdná sestava"),
    ],
)
def test_a_mistyped_meld_is_explained_in_the_window_s_words_and_language(
    qtbot: QtBot, translations: Translations, variant: str, typed: str, english: str, czech: str
) -> None:
    calculator = HandCalculator(variant)
    qtbot.addWidget(calculator)
    melds = calculator.melds
    melds.typed.setText(typed)
    melds.typed_button.click()
    assert english in melds.message.text() and "KIND:" not in melds.message.text()
    translations.switch("cs")
    melds.typed_button.click()
    assert czech in melds.message.text(), melds.message.text()


def test_a_total_over_the_sichuan_fan_limit_says_what_counts() -> None:
    six_fan = CalcRequest(hand="1111m 3333m 55m 77m 99m", win_tile="9m", missing="p")
    capped = _cli_report("sichuan", replace(six_fan, options={"fan_limit": 3}))
    assert "Counted (the limit)" in capped and capped.rstrip().endswith("8")
    plain = CalcRequest(hand="123m 456m 789m 11s 456s", win_tile="6s", missing="p")
    assert "Counted" not in _cli_report("sichuan", replace(plain, options={"fan_limit": 3}))
