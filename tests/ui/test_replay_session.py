"""The replay viewer's adapter (ui.game.replay): each step as plain data, no Qt."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.storage.records import replay
from mahjong_desktop.ui.game.replay import ReplaySession
from mahjong_desktop.variants.registry import new_deal


@pytest.mark.parametrize("variant", ["hongkong", "sichuan", "paohuzi"])
def test_each_step_is_the_record_replayed_that_far(variant: str) -> None:
    game = new_deal(variant, 5)
    play_deal(game, bots_for(game, ["greedy"] * game.seat_count))
    record = game.record()
    session = ReplaySession(record)
    assert session.total == len(record["actions"])
    first = session.step(0)
    assert first.action is None and not first.over and first.position == 0
    middle = session.total // 2
    step = session.step(middle)
    again = replay(record, middle, quiet=True)
    assert step.observation == {**again.observation(0), "legal": []}
    done = Action.from_json(record["actions"][middle - 1])
    assert step.action is not None and step.action.seat == done.seat
    assert step.action.kind == done.kind.value
    assert step.action.faces == tuple(again.face_of(t) for t in done.tiles)
    assert set(step.hands) == set(range(game.seat_count))
    assert all(step.faces[t] == again.face_of(t) for ids in step.hands.values() for t in ids)
    last = session.step(session.total)
    assert last.over and session.deal is not None and session.deal.is_over
    assert list(session.summary(session.total).deltas) == list(game.deltas())
