"""The Hint button: advice off the GUI thread, shown and marked, never played."""

from __future__ import annotations

import re
import threading
from typing import Any

import pytest
from playing import Person, ScriptedBot, new_window, start
from PySide6.QtCore import Qt, QThread
from pytestqt.qtbot import QtBot
from test_claims_in_window import hongkong, play

from mahjong_desktop.ai import reasons
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.i18n import update as translation_update
from mahjong_desktop.i18n.languages import TRANSLATED_CODES
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.ui.game.hint import Hint, HintError, advise, hint_for
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.ui.texts.hints import hint_text, reason_templates, reason_text, route_name


def _hints(window: MainWindow) -> list[Hint]:
    got: list[Hint] = []
    window.controller.hintReady.connect(got.append)
    return got


def test_the_hint_is_off_until_the_player_decides_then_lifts_the_advised_tile(
    qtbot: QtBot,
) -> None:
    window = new_window(qtbot)
    assert not window.hint_action.isEnabled() and not window.advice_button.isEnabled()
    start(window, "hongkong", 8)
    Person(window, qtbot).wait_for_turn()
    assert window.hint_action.isEnabled() and window.advice_button.isEnabled()
    assert window.hint_action.shortcut().toString() == "H"
    assert window.advice_button.accessibleName()
    game = window.controller.deal
    assert game is not None
    before = game.state_json()
    got = _hints(window)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(got), timeout=10_000)
    hint = got[0]
    legal = {e["id"]: e for e in window.observation["legal"]}
    assert hint.legal_id in legal and hint.kind == "discard"
    assert window.view.selected() == hint.discard, "the advised tile is lifted"
    assert game.state_json() == before and window.controller.awaiting_human, "nothing played"
    text = window.advice.text()
    assert text.startswith("Hint: Discard ") and "{" not in text, text
    Person(window, qtbot).click_tile(hint.discard)  # the player confirms: now it goes
    qtbot.waitUntil(lambda: not window.controller.awaiting_human or window.controller.deal_over)
    assert window.advice.text() == "" and not window.hint_action.isEnabled()


def test_a_claim_hint_outlines_its_button_without_pressing_it(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    game = hongkong("34m 555m 67m 19p 19s 12z", "5m 2p3p4p 6p7p8p 4s5s6s 33z 7z 6z")
    play(window, game, {3: ScriptedBot(("discard", "5m"))})
    Person(window, qtbot).wait_for_turn()
    assert window.claim_bar.isVisible()
    got = _hints(window)
    window.advice_button.click()
    assert not window.advice_button.isEnabled(), "one question at a time"
    qtbot.waitUntil(lambda: bool(got), timeout=10_000)
    advised = window.claim_bar.advised()
    assert advised is not None and advised.property("legal_id") == got[0].legal_id
    assert advised.property("kind") == got[0].kind
    assert window.controller.awaiting_human, "the claim is still the player's to make"
    assert window.advice_button.isEnabled()


def test_a_stale_hint_is_dropped(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from mahjong_desktop.ui.game import hint as hint_module

    release = threading.Event()
    threads: list[object] = []
    real = hint_module.advice

    def slow_advice(observation: dict[str, Any], level: str) -> Any:
        threads.append(QThread.currentThread())
        release.wait(timeout=10)
        return real(observation, level)

    monkeypatch.setattr(hint_module, "advice", slow_advice)
    window = new_window(qtbot)
    start(window, "paohuzi", 3)
    person = Person(window, qtbot)
    person.wait_for_turn()
    got = _hints(window)
    window.ask_hint()
    qtbot.waitUntil(lambda: bool(threads))
    assert threads[0] is not QThread.currentThread(), "advice is thought out off the GUI thread"
    assert window.advice.text() == "Thinking…"
    person.decide()  # the player moves before the advice is back
    release.set()
    window.controller._pool.waitForDone()  # the hint has been posted by now
    qtbot.wait(50)
    assert got == [], "advice for a gone decision is never shown"


def test_no_hint_when_nothing_waits_for_the_player(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    assert not window.controller.request_hint()
    window.ask_hint()
    assert window.advice.text() == ""


def test_every_reason_code_reaches_the_translations_in_the_hint_context() -> None:
    assert reason_templates() == reasons.TEXTS  # English: the bots' own text
    extracted = translation_update.reason_templates()
    assert extracted == {("Hints", text) for text in reasons.TEXTS.values()}


def test_every_route_a_bot_may_aim_at_has_a_name_in_every_language(
    translations: Translations,
) -> None:
    aims = {"any", "all_chows", "half_flush", "full_flush", "all_pungs", "seven_pairs"}
    assert set(reasons.ROUTE_NAMES) == aims | {"thirteen_orphans"}
    for route, english in reasons.ROUTE_NAMES.items():
        assert route_name(route) == english
    for code in TRANSLATED_CODES:  # and each is translated, not shown in English
        translations.switch(code)
        for route, english in reasons.ROUTE_NAMES.items():
            assert route_name(route) != english, (code, route)


@pytest.mark.parametrize(
    ("code", "args"),
    [
        (
            "ai.discard_route",
            {"shanten": 0, "nearest": 0, "useful": 8, "route": "half_flush", "tile": "5p"},
        ),
        ("ai.fold", {"seat": 2, "seats": 4, "tile": "9s"}),
        ("ai.declare", {"suit": "s", "count": 3}),
        ("ai.claim", {"kind": "pung", "tile": "5m", "shanten": 2}),
        ("ai.phz_meld", {"kind": "peng", "huxi": 3}),
        ("ai.pass_value", {"minimum": 3}),
    ],
)
def test_reasons_read_as_words_with_every_argument_filled(code: str, args: dict[str, Any]) -> None:
    observation = {
        "variant": "hongkong",
        "seats": [{"seat": s, "player": s} for s in range(4)],
    }
    text = reason_text(Message(code, args).to_json(), observation)
    assert not re.search(r"\{\w+\}", text), text
    english = reasons.render(Message(code, args))
    if code == "ai.fold":
        assert text == "folds: West (Computer 2) is likely ready; 9s is the safest tile"
    elif code in ("ai.claim", "ai.phz_meld"):
        assert text.lower() == english.lower()  # the kind is a button's word: capitalised
    else:
        assert text == english


def test_a_reason_from_the_engine_reads_through_its_messages() -> None:
    text = reason_text({"code": "action.discard", "args": {"tiles": ["5s"]}}, {})
    assert text == "Discard 5s"


def test_advice_names_a_legal_choice_and_a_foreign_action_is_refused() -> None:
    from mahjong_desktop.variants.registry import new_deal

    game = new_deal("hongkong", 3)
    game.start()
    observation = game.observation(0)
    hint = advise(observation)
    assert hint.legal_id in {e["id"] for e in observation["legal"]}
    text = hint_text(hint, observation)
    assert text.startswith("Hint: ")
    with pytest.raises(HintError):
        hint_for(observation, Action(0, Act.DISCARD, (9999,)), Message("ai.win", {}))
