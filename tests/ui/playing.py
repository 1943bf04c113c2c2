"""Playing a deal through the window's widgets, as a person would.

A scripted chooser (the greedy bot, reading the same observation the window
shows) decides; the ``Person`` then does it with the mouse or the keyboard:
clicks a tile twice (select, then confirm), presses a claim bar button or a
missing-suit button. Nothing here calls the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.bots import GreedyBot
from mahjong_desktop.ai.scripted import ScriptedBot as ScriptedBot  # the tests import it here
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.ui.game.controller import GameController, SessionConfig
from mahjong_desktop.ui.mainwindow.window import MainWindow

TURN_TIMEOUT_MS = 20_000
MAX_DECISIONS = 400

Chooser = Callable[[dict[str, Any]], int]  # observation -> legal id


def greedy_chooser(seed: int = 1) -> Chooser:
    bot = GreedyBot(seed)

    def choose(observation: dict[str, Any]) -> int:
        action = bot.choose(observation)
        for entry in observation["legal"]:
            if Action.from_json(entry["action"]) == action:
                return int(entry["id"])
        raise AssertionError(f"the chooser picked {action}, which is not offered")

    return choose


def new_window(qtbot: QtBot, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    window = MainWindow(GameController(bot_pace_ms=0), animation_speed=0.0)
    # Stop play and let queued zero-timers (the view's animationsFinished) run
    # while the window still exists, so none fires into a deleted view later.
    qtbot.addWidget(window, before_close_func=_settle)
    window.resize(*size)
    with qtbot.waitExposed(window):
        window.show()
    return window


def _settle(window: MainWindow) -> None:
    window.close()  # stops the controller (closeEvent)
    QApplication.processEvents()


class Person:
    """Operates the window's widgets for the human seat."""

    def __init__(self, window: MainWindow, qtbot: QtBot, chooser: Chooser | None = None):
        self.window, self.qtbot = window, qtbot
        self.chooser = chooser or greedy_chooser()
        self.used: set[str] = set()  # how each decision was made: "tile", "bar", "dialog"
        self.claimed: set[str] = set()  # kinds pressed on the claim bar

    @property
    def controller(self) -> GameController:
        return self.window.controller

    def wait_for_turn(self) -> None:
        """Until the human is asked something or the deal is over."""
        self.qtbot.waitUntil(
            lambda: self.controller.awaiting_human or self.controller.deal_over,
            timeout=TURN_TIMEOUT_MS,
        )

    def click_tile(self, tile: int) -> None:
        view = self.window.view
        item = view.table_scene().tiles[tile]
        box = item.sceneBoundingRect()
        point = view.mapFromScene(box.center())
        # As a player does: where the tile shows (a Paohuzi column's cards overlap).
        for share in (0.5, 0.15, 0.3, 0.7, 0.85):
            spot = view.mapFromScene(box.center().x(), box.top() + box.height() * share)
            if view.itemAt(spot) is item:
                point = spot
                break
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))

    def press(self, button: QPushButton) -> None:
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def decide(self) -> None:
        observation = self.window.observation
        legal_id = self.chooser(observation)
        entry = next(e for e in observation["legal"] if e["id"] == legal_id)
        dialog = self.window.suit_dialog
        if entry["kind"] == "declare":
            assert dialog is not None and dialog.isVisible(), "no missing-suit dialog"
            button = next(b for b in dialog.buttons if b.property("suit") == entry["choice"])
            self.press(button)
            self.used.add("dialog")
        elif entry["kind"] == "discard":
            tile = entry["tiles"][0]
            self.click_tile(tile)
            assert self.window.view.selected() == tile
            self.click_tile(tile)
            self.used.add("tile")
        else:
            bar = self.window.claim_bar
            assert bar.isVisible(), f"{entry['kind']} offered but no claim bar"
            button = next(b for b in bar.buttons() if b.property("legal_id") == legal_id)
            self.press(button)
            self.used.add("bar")
            self.claimed.add(entry["kind"])

    def play_deal(self) -> None:
        for _ in range(MAX_DECISIONS):
            self.wait_for_turn()
            if self.controller.deal_over:
                return
            self.decide()
        raise AssertionError(f"the deal took more than {MAX_DECISIONS} human decisions")


def start(window: MainWindow, variant: str, seed: int, **options: Any) -> None:
    window.start(SessionConfig(variant, seed=seed, **options))


class KeyboardPerson(Person):
    """The same decisions made with keys only: arrows and Enter, numbers and Space."""

    def decide(self) -> None:
        observation = self.window.observation
        legal_id = self.chooser(observation)
        entry = next(e for e in observation["legal"] if e["id"] == legal_id)
        with self.qtbot.wait_signal(self.controller.humanActed, timeout=TURN_TIMEOUT_MS):
            self._keys_for(entry)

    def _keys_for(self, entry: dict[str, Any]) -> None:
        if entry["kind"] == "declare":
            dialog = self.window.suit_dialog
            assert dialog is not None and dialog.isVisible(), "no missing-suit dialog"
            number = [b.property("suit") for b in dialog.buttons].index(entry["choice"]) + 1
            if not dialog.isActiveWindow():  # a window manager would focus it
                with self.qtbot.waitActive(dialog):
                    dialog.activateWindow()
            self.qtbot.keyClick(dialog, _digit(number))
            self.used.add("dialog")
        elif entry["kind"] == "discard":
            view = self.window.view
            tile = entry["tiles"][0]
            if not self.window.isActiveWindow():
                with self.qtbot.waitActive(self.window):
                    self.window.activateWindow()
            assert view.hasFocus(), "the table has the keyboard on the player's turn"
            for _ in range(40):
                if view.selected() == tile:
                    break
                self.qtbot.keyClick(view, Qt.Key.Key_Right)
            assert view.selected() == tile, "Right never reached the tile"
            self.qtbot.keyClick(view, Qt.Key.Key_Return)
            self.used.add("tile")
        else:
            bar = self.window.claim_bar
            if not self.window.isActiveWindow():  # back from the dialog, as a WM would
                with self.qtbot.waitActive(self.window):
                    self.window.activateWindow()
            if entry["kind"] == "pass":
                self.qtbot.keyClick(self.window, Qt.Key.Key_Space)
            else:
                numbered = [o.legal_id for o in bar.options if o.kind != "pass"]
                self.qtbot.keyClick(self.window, _digit(numbered.index(entry["id"]) + 1))
            self.used.add("bar")
            self.claimed.add(entry["kind"])


def _digit(number: int) -> Qt.Key:
    return Qt.Key(int(Qt.Key.Key_0) + number)
