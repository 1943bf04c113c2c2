"""The Full rules page: shows the game's rules, follows the game, exports a PDF."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from mahjong_desktop.ui.mainwindow.rules_page import RulesPage


def test_the_page_shows_the_chosen_game(qtbot: QtBot) -> None:
    page = RulesPage("hongkong")
    qtbot.addWidget(page)
    assert "Hong Kong mahjong" in page.plain_text()
    page.set_game("paohuzi")
    assert "huxi" in page.plain_text() and "Paohuzi" in page.game_choice.currentText()
    with qtbot.wait_signal(page.gameChosen) as chosen:
        page.game_choice.activated.emit(page.game_choice.findData("sichuan"))
    assert chosen.args == ["sichuan"]
    assert "missing suit" in page.plain_text()


def test_the_text_column_stays_readable_on_a_wide_window(qtbot: QtBot) -> None:
    page = RulesPage("sichuan")
    qtbot.addWidget(page)
    page.resize(700, 600)
    page.show()
    qtbot.wait_exposed(page)
    narrow = page.column_margin()
    page.resize(3000, 600)
    qtbot.wait_until(lambda: page.column_margin() > narrow + 500)
    frame = page.browser.document().rootFrame().frameFormat()
    assert frame.leftMargin() == frame.rightMargin() == page.column_margin()
    assert frame.topMargin() < 20  # the text starts at the top, not half a screen down
    assert page.browser.viewport().width() - 2 * frame.leftMargin() < 1400


def test_export_to_pdf(qtbot: QtBot, tmp_path: Path) -> None:
    page = RulesPage("hongkong")
    qtbot.addWidget(page)
    out = tmp_path / "rules.pdf"
    assert page.export_pdf(str(out))
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 5000


def test_export_to_an_unwritable_place_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    page = RulesPage("hongkong")
    qtbot.addWidget(page)
    assert not page.export_pdf(str(tmp_path / "no-such-folder" / "rules.pdf"))


def test_zoom_changes_the_text_size(qtbot: QtBot) -> None:
    page = RulesPage("hongkong")
    qtbot.addWidget(page)
    before = page.browser.font().pointSizeF()
    page.zoom_in.click()
    page.zoom_in.click()
    assert page.browser.font().pointSizeF() > before
