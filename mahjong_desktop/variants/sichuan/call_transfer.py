"""Call transfer, a Sichuan house rule: a kong's collection follows a deal-in.

When a player makes a kong, draws its replacement and deals in on the very
discard that follows, the money that kong collected passes from the player to
the winner (cause ``call_transfer``). The deal remembers the ledger entries of
the latest kong; a transfer spends them. Rules pages, section 8, hold the
decisions: with several winners on that discard the first in turn order from
the discarder takes it, and a transferred kong is not refunded at the end of
the wall (its maker no longer holds the money, the winner has left play).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from mahjong_desktop.engine.ledger import Ledger, Payment
from mahjong_desktop.variants.mahjong.seats import Moment, TurnState, Win

CAUSE = "call_transfer"


@dataclass(frozen=True)
class KongCollection:
    """The payments one kong collected: its maker and their places in the ledger."""

    seat: int
    entries: tuple[int, ...]


class SichuanDeal(Protocol):
    """What call transfer reads and changes of a Sichuan deal (served without importing it)."""

    rules: dict[str, Any]
    ledger: Ledger
    current: int
    turn: TurnState
    kong_collection: KongCollection | None
    transferred: frozenset[int]

    def pay(self, payer: int, receiver: int, amount: int, cause: str) -> None: ...


def note_kong(deal: SichuanDeal, seat: int, first_entry: int) -> None:
    """Remember the kong ``seat`` just collected for, paid from ledger entry ``first_entry``."""
    if deal.rules["call_transfer"]:
        deal.kong_collection = KongCollection(seat, tuple(range(first_entry, len(deal.ledger))))


def transfer(deal: SichuanDeal, wins: Sequence[Win]) -> None:
    """Pass the discarder's kong collection to the first winner of a deal-in right after
    that kong (kong, replacement draw, discard); nothing otherwise."""
    collection = deal.kong_collection
    first = wins[0]
    if collection is None or first.from_seat is None or Moment.ROBBING_KONG in first.moments:
        return
    # The discard follows the kong's replacement draw only while that turn lasts.
    if first.from_seat != collection.seat or deal.current != collection.seat:
        return
    if not deal.turn.after_kong:
        return
    amount = sum(deal.ledger[i].amount for i in collection.entries)
    deal.kong_collection = None
    deal.transferred = deal.transferred | frozenset(collection.entries)
    deal.pay(collection.seat, first.seat, amount, CAUSE)


def kept_kong_payments(deal: SichuanDeal, seat: int, causes: set[str]) -> list[Payment]:
    """The kong payments ``seat`` received and still holds (not transferred): what a
    not-ready seat refunds at the end of the wall."""
    return [
        payment
        for index, payment in enumerate(deal.ledger)
        if payment.receiver == seat and payment.cause in causes and index not in deal.transferred
    ]
