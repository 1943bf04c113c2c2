"""The three-tile exchange, a Sichuan house rule (option ``exchange``).

After the dealing and before the missing suit is declared, every seat passes
three tiles of one suit. All choose at the same time: a choice stays secret
(the table is told only that a seat has chosen) until the last seat has
chosen. Then two dice, rolled by the deal's generator after every draw of the
dealing (so a deal without the exchange draws exactly as before), give the
direction: a total of 1 modulo 3 passes clockwise (to the next seat), 2
across, 0 counter-clockwise (to the previous seat). The tiles move at once;
each seat is told what it passed and what it received, the others only that
three tiles moved. The declaration follows.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, Protocol

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.rng import roll_dice
from mahjong_desktop.variants.mahjong.seats import SeatState
from mahjong_desktop.variants.mahjong.tiles import suit_of

PASSED = 3  # tiles each seat passes
# dice total % 3 -> (direction, seats onwards the tiles go)
DIRECTIONS: dict[int, tuple[str, int]] = {
    1: ("clockwise", 1),
    2: ("across", 2),
    0: ("counter_clockwise", 3),
}


def direction_of(dice: Sequence[int]) -> tuple[str, int]:
    """The direction two dice give, and how many seats on the tiles go."""
    return DIRECTIONS[sum(dice) % 3]


@dataclass
class Exchange:
    """Where a deal's exchange stands: the secret choices, then the dice and the moves."""

    chosen: dict[int, tuple[int, ...]] = field(default_factory=dict)  # seat -> its three
    dice: tuple[int, int] | None = None  # rolled once every seat has chosen
    received: dict[int, tuple[int, ...]] = field(default_factory=dict)  # seat -> tiles got

    @property
    def done(self) -> bool:
        return self.dice is not None

    @property
    def direction(self) -> str:
        """The way the dice sent the tiles ("" before they are rolled)."""
        return direction_of(self.dice)[0] if self.dice is not None else ""

    def receiver(self, seat: int, seats: int) -> int:
        """The seat ``seat``'s tiles went to (only once the dice are rolled)."""
        assert self.dice is not None
        return (seat + direction_of(self.dice)[1]) % seats

    def copy(self) -> Exchange:
        return Exchange(dict(self.chosen), self.dice, dict(self.received))

    def state(self) -> dict[str, Any]:
        return {
            "chosen": {str(s): list(t) for s, t in sorted(self.chosen.items())},
            "dice": list(self.dice) if self.dice else None,
            "direction": self.direction,
            "received": {str(s): list(t) for s, t in sorted(self.received.items())},
        }


def choices(hand: Sequence[int], kind_of: Callable[[int], int]) -> list[tuple[int, ...]]:
    """Every three tiles of one suit in ``hand`` (ids ascending), suit by suit."""
    by_suit: dict[str, list[int]] = {}
    for tile in sorted(hand):
        by_suit.setdefault(suit_of(kind_of(tile)), []).append(tile)
    return [trio for suit in sorted(by_suit) for trio in combinations(by_suit[suit], PASSED)]


class ExchangingDeal(Protocol):
    """What the exchange reads and sets of a Sichuan deal: it serves the deal without
    importing it."""

    seats: list[SeatState]
    rng: random.Random
    exchange: Exchange | None

    @property
    def seat_count(self) -> int: ...

    def kind_of(self, tile: int) -> int: ...

    def emit(self, kind: str, seat: int | None = None, /, **data: Any) -> None: ...

    def emit_private(
        self, kind: str, seat: int, secret: dict[str, Any], /, **data: Any
    ) -> None: ...


def actions(deal: ExchangingDeal, seat: int) -> list[Action]:
    """``seat``'s exchange choices, none once it has chosen."""
    exchange = deal.exchange
    if exchange is None or exchange.done or seat in exchange.chosen:
        return []
    hand = deal.seats[seat].hand
    return [Action(seat, Act.EXCHANGE, trio) for trio in choices(hand, deal.kind_of)]


def choose(deal: ExchangingDeal, action: Action) -> bool:
    """Keep ``action``'s choice; once every seat has chosen, roll and move the tiles.

    True when the exchange is over (the declaration comes next).
    """
    exchange = deal.exchange
    assert exchange is not None
    exchange.chosen[action.seat] = tuple(sorted(action.tiles))
    deal.emit_private("exchange_chosen", action.seat, {"tiles": list(action.tiles)})
    if len(exchange.chosen) < deal.seat_count:
        return False
    exchange.dice = roll_dice(deal.rng)
    # One pair, in the shape of the wall's dice (``[[a, b]]``).
    deal.emit("exchange_dice", None, dice=[list(exchange.dice)], direction=exchange.direction)
    _move(deal, exchange)
    return True


def _move(deal: ExchangingDeal, exchange: Exchange) -> None:
    """Every seat's three tiles leave its hand and join its receiver's, at once."""
    seats = deal.seat_count
    for seat, tiles in exchange.chosen.items():
        hand = deal.seats[seat].hand
        for tile in tiles:
            hand.remove(tile)
    for seat, tiles in sorted(exchange.chosen.items()):
        receiver = exchange.receiver(seat, seats)
        deal.seats[receiver].hand.extend(tiles)
        exchange.received[receiver] = tiles
    for seat in range(seats):
        passed, received = exchange.chosen[seat], exchange.received[seat]
        deal.emit_private(
            "exchanged",
            seat,
            {"passed": list(passed), "received": list(received)},
            receiver=exchange.receiver(seat, seats),
            count=PASSED,
        )


def view(exchange: Exchange, seat: int, seats: int) -> dict[str, Any]:
    """What ``seat`` knows of the exchange: its own choice, the dice once rolled and
    what it received (the observation's ``exchange``)."""
    if not exchange.done:
        return {
            "dice": [],
            "direction": None,
            "passed": list(exchange.chosen.get(seat, ())),
            "received": [],
            "receiver": None,
        }
    return {
        "dice": list(exchange.dice or ()),
        "direction": exchange.direction,
        "passed": list(exchange.chosen[seat]),
        "received": list(exchange.received[seat]),
        "receiver": exchange.receiver(seat, seats),
    }


def known_elsewhere(exchange: Exchange | None, seat: int, seats: int) -> tuple[int, set[int]]:
    """The seat that received ``seat``'s tiles and those tiles: ``seat`` knows they
    lie in that hand while they stay there (-1 and nothing before the move)."""
    if exchange is None or not exchange.done:
        return -1, set()
    return exchange.receiver(seat, seats), set(exchange.chosen[seat])


def resample_secret(
    deal: ExchangingDeal, seat: int, moved: dict[int, int], rng: random.Random
) -> None:
    """For a determinized state (``moved``: old id -> new id): before the move, the
    other seats' secret choices chosen again at random from their sampled hands and
    the dice still to come made unknowable; after it, the other seats' tiles
    renamed as they were redealt (``seat``'s own stay: it knows them)."""
    exchange = deal.exchange
    assert exchange is not None
    if exchange.done:
        for book in (exchange.chosen, exchange.received):
            for other, tiles in book.items():
                book[other] = tuple(moved.get(t, t) for t in tiles)
        return
    for other in list(exchange.chosen):
        if other != seat:
            exchange.chosen[other] = rng.choice(choices(deal.seats[other].hand, deal.kind_of))
    deal.rng = random.Random(rng.getrandbits(64))
