"""Bots decide from (seed, seat, action index), so a record resumes and undoes to
the same bot choices; undo goes back to the human's previous decision."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.storage.records import replay, undo
from mahjong_desktop.variants.registry import VARIANTS, new_deal

HUMAN = 0


def _bot_deal(variant: str, seed: int) -> Deal:
    game = new_deal(variant, seed)
    return play_deal(game, bots_for(game, ["greedy"] * game.seat_count))


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_deal_resumed_from_its_record_repeats_every_bot_choice(variant: str) -> None:
    for seed in range(5):
        game = _bot_deal(variant, seed)
        record = game.record()
        middle = len(game.history) // 2
        resumed = replay(record, middle)
        assert len(resumed.history) == middle and not resumed.is_over
        # Fresh bots, made only from what the record holds.
        play_deal(resumed, bots_for(resumed, ["greedy"] * resumed.seat_count))
        assert resumed.history == game.history
        assert resumed.state_json() == game.state_json()


def _human_turns(game: Deal) -> list[int]:
    return [i for i, action in enumerate(game.history) if action.seat == HUMAN]


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_undo_goes_back_to_the_humans_previous_decision(variant: str) -> None:
    game = _bot_deal(variant, 11)
    turns = _human_turns(game)
    assert len(turns) >= 2
    # Stop the deal just after the human's second decision, as a table would be.
    now = replay(game.record(), turns[1] + 1)
    back = undo(now, HUMAN)
    assert len(back.history) == turns[1]
    assert back.state_json() == replay(game.record(), turns[1]).state_json()
    assert game.history[turns[1]] in back.legal_actions(HUMAN)  # asked again
    again = undo(back, HUMAN)
    assert len(again.history) == turns[0]


def test_undo_without_a_decision_is_refused() -> None:
    game = new_deal("hongkong", 2)
    game.start()
    with pytest.raises(RecordError, match="no decision"):
        undo(game, HUMAN)
