"""The typed outcome of a deal and the message codes it carries (engine.outcome,
mahjong_desktop.engine.messages): every code a deal produces has English text."""

from __future__ import annotations

import json

import pytest

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.messages import ENGLISH, Message, render
from mahjong_desktop.engine.outcome import EndReason
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.registry import VARIANTS, new_deal


def _played(variant: str, seed: int) -> Deal:
    game = new_deal(variant, seed)
    bots = [make_bot("greedy", bot_seed(seed)) for _ in range(game.seat_count)]
    return play_deal(game, bots)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_outcome_is_typed_and_agrees_with_the_ledger(variant: str) -> None:
    reasons: set[EndReason] = set()
    for seed in range(25):
        game = _played(variant, seed)
        outcome = game.outcome()
        assert outcome is not None and outcome.reason is game.end_reason
        reasons.add(outcome.reason)
        assert list(outcome.deltas) == game.deltas() and sum(outcome.deltas) == 0
        assert [(p.payer, p.receiver, p.amount) for p in outcome.payments] == [
            (p.payer, p.receiver, p.amount) for p in game.ledger
        ]
        assert outcome.winners == tuple(w.seat for w in outcome.wins)
        for win in outcome.wins:
            scoring = win.scoring
            assert scoring["unit"] in ("faan", "fan", "huxi") and scoring["patterns"]
            assert sum(p["value"] for p in scoring["patterns"]) >= 0
            for pattern in scoring["patterns"]:
                assert pattern["label"]["code"] in ENGLISH, pattern
        for payment in outcome.payments:
            assert payment.cause.code in ENGLISH, payment
        json.dumps(outcome.to_json())
    assert EndReason.EXHAUSTED in reasons and len(reasons) >= 2


def test_no_outcome_while_the_deal_is_played() -> None:
    game = new_deal("hongkong", 3)
    game.start()
    assert game.outcome() is None


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_label_and_refusal_has_english_text(variant: str) -> None:
    game = new_deal(variant, 8)
    game.start()
    for _ in range(40):
        if game.is_over:
            break
        for seat in range(game.seat_count):
            for entry in game.observation(seat)["legal"]:
                label = Message.from_json(entry["label"])
                assert label.code in ENGLISH and "{" not in render(label), label
            wrong = Action(seat, Act.CHI if variant != "paohuzi" else Act.CHOW, (0, 1))
            with pytest.raises(IllegalActionError) as refused:
                game.apply(wrong)
            assert refused.value.message.code in ENGLISH
            assert str(refused.value) == render(refused.value.message)
        seat = game.to_act()[0]
        game.apply(game.legal_actions(seat)[-1])


def test_render_fills_arguments_and_names_suits() -> None:
    assert render(Message("illegal.discard_missing_first", {"suit": "p"})) == (
        "discard your missing suit (dots) first"
    )
    assert render(Message("action.discard", {"tiles": ["5m"]})) == "Discard 5m"
    assert render(Message("no.such.code")) == "no.such.code"
    assert render(Message("action.chow", {"tiles": ["4m", "5m"]})) == "Chow {claimed} with 4m 5m"


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_an_action_for_a_seat_that_does_not_exist_is_refused(variant: str) -> None:
    game = new_deal(variant, 2)
    game.start()
    before = game.state_json()
    for seat in (-1, game.seat_count, 99):
        with pytest.raises(IllegalActionError, match="no seat") as refused:
            game.apply(Action(seat, Act.DISCARD, (0,)))
        assert refused.value.message.code == "illegal.no_such_seat"
    assert game.state_json() == before
