"""The deal review and the Hint read the deal's house rules: its record's options reach
every observation the judge advises on, values by the hand model (Hong Kong) or plays
out; the hint's bot is asked with the options of the match on the table."""

from __future__ import annotations

from typing import Any

import pytest
from playing import Person, new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.review import hand_model
from mahjong_desktop.ai.review import judge as judge_module
from mahjong_desktop.ai.review.deal_review import Cancelled
from mahjong_desktop.ai.review.judge import Judge
from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.storage.reviews import review_record
from mahjong_desktop.ui.game import hint as hint_module
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.variants.registry import new_deal

OPTIONS = {"min_faan": 0, "payment": "shared"}


def test_the_review_judges_by_the_records_house_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    deal = new_deal("hongkong", 21, dict(OPTIONS))
    deal.start()
    play_deal(deal, bots_for(deal, ["greedy"] * 4))
    record = deal.record()
    assert record["options"] == OPTIONS
    advised: list[dict[str, Any]] = []
    played: list[dict[str, Any]] = []
    modelled: list[dict[str, Any]] = []
    real_advice, real_play = judge_module.advice, judge_module.play_deal
    real_observation = hand_model.observation_of

    def advice(observation: dict[str, Any], level: str) -> Any:
        advised.append(dict(observation["rules"]))
        return real_advice(observation, level)

    def play(future: Deal, bots: Any) -> Deal:
        played.append(dict(future.rules))
        return real_play(future, bots)

    def observed(deal: Deal, seat: int) -> Any:
        observation = real_observation(deal, seat)
        modelled.append(dict(observation["rules"]))
        return observation

    monkeypatch.setattr(judge_module, "advice", advice)
    monkeypatch.setattr(judge_module, "play_deal", play)
    monkeypatch.setattr(hand_model, "observation_of", observed)
    with pytest.raises(Cancelled):  # a few decisions tell; the whole deal takes long
        review_record(record, 0, Judge(samples=1), cancelled=lambda: len(modelled) >= 4)
    assert advised and modelled
    for rules in advised + played + modelled:
        assert rules["min_faan"] == 0 and rules["payment"] == "shared"


def test_the_hint_is_asked_with_the_matchs_house_rules(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[dict[str, Any]] = []
    real = hint_module.advice

    def advice(observation: dict[str, Any], level: str) -> Any:
        asked.append(dict(observation["rules"]))
        return real(observation, level)

    monkeypatch.setattr(hint_module, "advice", advice)
    window = new_window(qtbot)
    window.start(SessionConfig("paohuzi", seed=8, options={"min_huxi": 10}))
    Person(window, qtbot).wait_for_turn()
    with qtbot.waitSignal(window.controller.hintReady, timeout=20_000):
        assert window.controller.request_hint()
    assert len(asked) == 1 and asked[0]["min_huxi"] == 10


def test_play_on_from_a_replay_keeps_the_records_house_rules() -> None:
    from mahjong_desktop.ui.game.replay import ReplaySession

    deal = new_deal("sichuan", 6, {"fan_limit": 4})
    deal.start()
    play_deal(deal, bots_for(deal, ["greedy"] * 4))
    session = ReplaySession(deal.record())
    start = session.practice(3, "normal")
    assert start.deal.options == {"fan_limit": 4}
    assert start.config.options == {"fan_limit": 4} and start.match.options == {"fan_limit": 4}


def test_the_replay_viewer_names_the_records_house_rules(qtbot: QtBot) -> None:
    from mahjong_desktop.ui.dialogs.replay_viewer import ReplayViewer

    ruled = new_deal("paohuzi", 4, {"min_huxi": 10})
    ruled.start()
    viewer = ReplayViewer(ruled.record())
    qtbot.addWidget(viewer)
    assert viewer.rules_line.text() == "House rules: Minimum huxi: 10 huxi"
    assert not viewer.rules_line.isHidden()
    plain = new_deal("paohuzi", 4)
    plain.start()
    sheet = ReplayViewer(plain.record())
    qtbot.addWidget(sheet)
    assert sheet.rules_line.isHidden()
