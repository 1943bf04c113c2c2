"""The Sichuan three-tile exchange at the table: pick three of one suit, pass them,
see the direction and the tiles received outlined until the declaration."""

from __future__ import annotations

from playing import Person, new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.variants.mahjong.tiles import kind_of, suit_of
from mahjong_desktop.variants.sichuan.deal import SichuanDeal

SEED = 3


def _exchange_window(qtbot: QtBot) -> tuple[MainWindow, Person, SichuanDeal]:
    window = new_window(qtbot)
    deal = SichuanDeal(SEED, {"exchange": True})
    window.controller.play_arranged(deal, SessionConfig("sichuan", seed=SEED))
    person = Person(window, qtbot)
    person.wait_for_turn()
    return window, person, deal


def _by_suit(hand: list[int]) -> dict[str, list[int]]:
    suits: dict[str, list[int]] = {}
    for tile in sorted(hand):
        suits.setdefault(suit_of(kind_of(tile)), []).append(tile)
    return suits


def test_picking_three_of_one_suit_and_passing_them(qtbot: QtBot) -> None:
    window, person, deal = _exchange_window(qtbot)
    bar = window.exchange_bar
    assert bar.isVisible() and not bar.pass_button.isEnabled()
    assert window.suit_dialog is None or not window.suit_dialog.isVisible()
    suits = _by_suit(deal.seats[0].hand)
    full = next(tiles for tiles in suits.values() if len(tiles) >= 3)
    other = next(t for s, tiles in suits.items() for t in tiles if t not in full)
    for tile in full[:2]:
        person.click_tile(tile)
    assert not bar.pass_button.isEnabled()
    person.click_tile(other)  # two suits: not a choice
    assert sorted(bar.picked) == sorted([*full[:2], other])
    assert not bar.pass_button.isEnabled()
    person.click_tile(other)  # unmarked again
    person.click_tile(full[2])
    assert sorted(bar.picked) == full[:3]
    assert bar.pass_button.isEnabled()
    assert window.view.table_scene().picked == frozenset(full[:3])
    person.press(bar.pass_button)
    qtbot.waitUntil(lambda: deal.exchange is not None and deal.exchange.done, timeout=20_000)
    receiver = deal.exchange.receiver(0, 4)
    assert set(full[:3]) <= set(deal.seats[receiver].hand)
    received = deal.exchange.received[0]
    qtbot.waitUntil(lambda: window.suit_dialog is not None and window.suit_dialog.isVisible())
    assert bar.isVisible() and not bar.pass_button.isVisible()
    direction = deal.exchange.direction.replace("_", "-")
    assert direction in bar._line.text()
    scene = window.view.table_scene()
    assert scene.received == frozenset(received)
    assert all(scene.tiles[t].marked for t in received)
    assert not scene.picked
    person.decide()  # the declaration, in its dialog
    qtbot.waitUntil(lambda: not window.view.table_scene().received, timeout=20_000)
    assert not bar.isVisible()


def test_the_hint_marks_the_bots_three(qtbot: QtBot) -> None:
    window, _person, deal = _exchange_window(qtbot)
    window.ask_hint()
    bar = window.exchange_bar
    qtbot.waitUntil(lambda: len(bar.picked) == 3, timeout=20_000)
    assert bar.pass_button.isEnabled()
    assert len({suit_of(kind_of(t)) for t in bar.picked}) == 1
    assert set(bar.picked) <= set(deal.seats[0].hand)
    assert "pass" in window.advice.text().lower()


def test_the_keyboard_marks_with_enter_and_passes_with_space(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    window, _person, deal = _exchange_window(qtbot)
    view, bar = window.view, window.exchange_bar
    if not window.isActiveWindow():
        with qtbot.waitActive(window):
            window.activateWindow()
    view.setFocus()
    wanted = next(t for t in _by_suit(deal.seats[0].hand).values() if len(t) >= 3)[:3]
    for tile in wanted:
        for _ in range(40):
            if view.selected() == tile:
                break
            qtbot.keyClick(view, Qt.Key.Key_Right)
        assert view.selected() == tile
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert sorted(bar.picked) == wanted and bar.pass_button.isEnabled()
    with qtbot.wait_signal(window.controller.humanActed, timeout=20_000):
        qtbot.keyClick(view, Qt.Key.Key_Space)
    assert deal.exchange is not None and deal.exchange.chosen[0] == tuple(wanted)
