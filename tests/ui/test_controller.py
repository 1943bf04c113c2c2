"""The controller: bots off the GUI thread, stale answers dropped, errors survived."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from playing import Person, ScriptedBot, new_window, start
from PySide6.QtCore import QObject, QThread, QTimer, Signal
from pytestqt.qtbot import QtBot
from test_claims_in_window import hongkong, play

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.ui.game.controller import GameController, SessionConfig
from mahjong_desktop.ui.game.pacer import EVENT_PAUSE, pause_ms


class BlockingBot(ScriptedBot):
    """Thinks until released; records the thread it thinks on."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()
        self.threads: list[Any] = []

    def choose(self, observation: dict[str, Any]) -> Action:
        self.threads.append(QThread.currentThread())
        self.release.wait(timeout=10)
        return super().choose(observation)


def test_a_thinking_bot_does_not_freeze_the_window_and_a_stale_answer_is_dropped(
    qtbot: QtBot,
) -> None:
    window = new_window(qtbot)
    errors: list[str] = []
    window.controller.errorRaised.connect(errors.append)
    slow = BlockingBot()
    game = hongkong("34m 555m 67m 19p 19s 12z", "5m 2p3p4p 6p7p8p 4s5s6s 33z 7z 6z")
    play(window, game, {3: slow})
    qtbot.waitUntil(lambda: bool(slow.threads))
    beats: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: beats.append(1))
    timer.start(5)
    qtbot.waitUntil(lambda: len(beats) >= 10)  # the event loop runs while the bot thinks
    timer.stop()
    assert slow.threads[0] is not QThread.currentThread()
    old_game = window.controller.deal
    start(window, "hongkong", 3)  # a new game while the old bot still thinks
    new_game = window.controller.deal
    slow.release.set()
    Person(window, qtbot).wait_for_turn()
    qtbot.wait(50)
    assert old_game is not None and old_game.history == []  # the stale discard was dropped
    assert new_game is window.controller.deal
    assert errors == []


def test_an_illegal_or_stale_choice_is_refused_and_changes_nothing(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    person = Person(window, qtbot)
    errors: list[str] = []
    window.controller.errorRaised.connect(errors.append)
    start(window, "hongkong", 8)
    person.wait_for_turn()
    game = window.controller.deal
    assert game is not None
    before = game.state_json()
    assert not window.controller.choose(9999)
    assert not window.controller.discard(-5)
    assert game.state_json() == before
    assert len(errors) == 2 and window.error_line.isVisible()
    assert window.controller.awaiting_human


def test_an_engine_failure_is_shown_and_the_deal_restored(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = new_window(qtbot)
    person = Person(window, qtbot)
    errors: list[str] = []
    window.controller.errorRaised.connect(errors.append)
    start(window, "sichuan", 9)
    person.wait_for_turn()
    game = window.controller.deal
    assert game is not None
    failed = []

    def broken(action: Action) -> None:
        failed.append(action)
        raise RuntimeError("boom")

    monkeypatch.setattr(game, "apply", broken)
    person.decide()  # the human's choice hits the broken engine
    qtbot.waitUntil(lambda: window.controller.deal is not game)
    assert failed and "restored" in errors[0] and "boom" in errors[0]
    assert window.error_line.isVisible()
    restored = window.controller.deal
    assert restored is not None and restored.history == game.history
    person.wait_for_turn()  # and the player is asked again, on the restored deal
    assert window.controller.awaiting_human


def test_pauses_depend_on_the_event_type_only() -> None:
    discard = {"type": "discard", "seat": 2, "tile": 7}
    opened = {"type": "claim_window", "seat": 2, "source": 2, "tile": 7, "reason": "discard"}
    nobody = {"type": "claim_closed", "seat": None, "tile": 7, "awarded": []}
    somebody = {**nobody, "awarded": [{"seat": 1, "kind": "pung"}]}
    assert pause_ms(discard, 400, 0) == round(400 * EVENT_PAUSE["discard"]) > 0
    assert pause_ms(opened, 400, 0) == pause_ms(opened, 400, 1)
    assert pause_ms(nobody, 400, 0) == pause_ms(somebody, 400, 0)
    assert pause_ms({"type": "draw", "seat": 0}, 400, 0) == 0  # the human's own draw
    assert pause_ms(discard, 0, 0) == 0


def test_bot_levels_come_from_the_registry() -> None:
    from mahjong_desktop.ai.bots import BOT_LEVELS

    for level in BOT_LEVELS:
        SessionConfig("paohuzi", level=level)
    with pytest.raises(ValueError, match="unknown bot level"):
        SessionConfig("paohuzi", level="grandmaster")
    with pytest.raises(ValueError, match="unknown variant"):
        SessionConfig("riichi")
    assert GameController().bot_pace_ms > 0


class _Settled(QObject):
    done = Signal()


def test_play_waits_for_the_tables_animations(qtbot: QtBot) -> None:
    controller = GameController(bot_pace_ms=0)
    view = _Settled()
    controller.pace_on_view(view.done)
    played: list[dict[str, Any]] = []
    controller.eventPlayed.connect(lambda event, _obs: played.append(event))
    controller.new_session(SessionConfig("paohuzi", seed=1, autoplay=True))
    qtbot.waitUntil(lambda: len(played) == 1)
    qtbot.wait(100)
    assert len(played) == 1  # the table has not finished moving the first event's cards
    view.done.emit()
    qtbot.waitUntil(lambda: len(played) == 2)
    controller.shutdown()
    view.done.emit()
    qtbot.wait(50)
    assert len(played) == 2  # after shutdown nothing more is played
