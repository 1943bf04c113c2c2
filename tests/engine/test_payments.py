"""``Deal.pay`` refuses a payment that cannot be right instead of dropping it."""

from __future__ import annotations

import pytest

from mahjong_desktop.engine.errors import PaymentError
from mahjong_desktop.engine.ledger import Payment
from mahjong_desktop.variants.registry import new_deal


@pytest.mark.parametrize(
    "payer, receiver, amount, reason",
    [
        (1, 0, 0, "seat 1 cannot pay seat 0 0"),
        (1, 0, -8, "seat 1 cannot pay seat 0 -8"),
        (2, 2, 8, "seat 2 cannot pay seat 2 8"),
    ],
)
def test_a_zero_negative_or_self_payment_is_an_error(
    payer: int, receiver: int, amount: int, reason: str
) -> None:
    game = new_deal("hongkong", 3)
    events = len(game.events)
    with pytest.raises(PaymentError, match=reason):
        game.pay(payer, receiver, amount, "test")
    assert game.ledger == [] and len(game.events) == events
    assert game.deltas() == [0, 0, 0, 0]


def test_a_payment_is_booked_and_announced() -> None:
    game = new_deal("paohuzi", 3)
    game.pay(1, 2, 5, "test")
    assert game.ledger == [Payment(1, 2, 5, "test")]
    assert game.deltas() == [0, -5, 5]
    last = game.events[-1]
    assert (last.kind, last.seat, last.data) == (
        "payment",
        1,
        {"receiver": 2, "amount": 5, "cause": "test"},
    )
