"""A deal's payments: who paid whom how much and why, in the order they were made.

The ledger is the list of ``Payment`` values itself (tests and records read it as
one); ``pay`` is the one way in, and refuses an amount that cannot be right.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.engine.errors import PaymentError
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.engine.outcome import PaymentOutcome


@dataclass(frozen=True)
class Payment:
    payer: int
    receiver: int
    amount: int
    cause: str


class Ledger(list[Payment]):
    """The payments of one deal, in order (a copy is ``Ledger(ledger)``)."""

    def pay(self, payer: int, receiver: int, amount: int, cause: str) -> None:
        # Refused loudly: a wrongly computed amount must fail, not vanish from the sheet.
        if amount <= 0 or payer == receiver:
            raise PaymentError(f"seat {payer} cannot pay seat {receiver} {amount} ({cause})")
        self.append(Payment(payer, receiver, amount, cause))

    def deltas(self, seats: int) -> list[int]:
        """What each of ``seats`` seats has won (lost: negative) so far."""
        totals = [0] * seats
        for p in self:
            totals[p.payer] -= p.amount
            totals[p.receiver] += p.amount
        return totals

    def outcomes(self) -> tuple[PaymentOutcome, ...]:
        """The payments as typed values, their causes as messages."""
        return tuple(
            PaymentOutcome(p.payer, p.receiver, p.amount, Message(f"cause.{p.cause}")) for p in self
        )
