"""How a deal ended, as a typed value: what a result screen, a record or a bot reads."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from mahjong_desktop.engine.messages import Message


class EndReason(StrEnum):
    WIN = "win"  # one winner ends the deal (Hong Kong, Paohuzi)
    HEAVENLY = "heavenly"  # Paohuzi: a dealt hand that wins at once
    THREE_WON = "three_won"  # Sichuan: three seats have won
    EXHAUSTED = "exhausted"  # the wall or stock ran out


@dataclass(frozen=True)
class WinOutcome:
    seat: int
    tile: int | None  # the winning tile or card (None: a Paohuzi heavenly hand)
    source: int | None  # who gave it (None: self-drawn)
    moments: tuple[str, ...]  # mahjong winning moments (kong_replacement...)
    scoring: dict[str, Any]  # the protocol's Scoring: patterns, total, unit, points

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "tile": self.tile,
            "source": self.source,
            "moments": list(self.moments),
            "scoring": self.scoring,
        }


@dataclass(frozen=True)
class PaymentOutcome:
    payer: int
    receiver: int
    amount: int
    cause: Message

    def to_json(self) -> dict[str, Any]:
        return {
            "payer": self.payer,
            "receiver": self.receiver,
            "amount": self.amount,
            "cause": self.cause.to_json(),
        }


@dataclass(frozen=True)
class Outcome:
    reason: EndReason
    wins: tuple[WinOutcome, ...]
    payments: tuple[PaymentOutcome, ...]
    deltas: tuple[int, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(w.seat for w in self.wins)

    def to_json(self) -> dict[str, Any]:
        return {
            "reason": self.reason.value,
            "winners": list(self.winners),
            "wins": [w.to_json() for w in self.wins],
            "payments": [p.to_json() for p in self.payments],
            "deltas": list(self.deltas),
        }
