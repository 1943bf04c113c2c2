"""What a Sichuan seat has not seen: as in every mahjong game, less what the table
infers from the missing suit and what the seat passed in the three-tile
exchange: it knows those tiles lie in their receiver's hand (``engine.determinize``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.determinize import Slot
from mahjong_desktop.variants.mahjong import tiles as mahjong_tiles
from mahjong_desktop.variants.mahjong.unseen import MahjongUnseen, SampledMahjongDeal
from mahjong_desktop.variants.sichuan import exchange


class SampledSichuanDeal(SampledMahjongDeal, Protocol):
    """What ``SichuanUnseen`` reads of a Sichuan deal: it serves the deal without
    importing it."""

    rng: random.Random
    exchange: exchange.Exchange | None

    @property
    def seat_count(self) -> int: ...

    def emit(self, kind: str, seat: int | None = None, /, **data: Any) -> None: ...

    def emit_private(
        self, kind: str, seat: int, secret: dict[str, Any], /, **data: Any
    ) -> None: ...

    def kind_of(self, tile: int) -> int: ...


def _of_suit(suit: str) -> Callable[[int], bool]:
    return lambda tile: mahjong_tiles.suit_of(mahjong_tiles.kind_of(tile)) == suit


class SichuanUnseen(MahjongUnseen[SampledSichuanDeal]):
    def slots(
        self, deal: SampledSichuanDeal, seat: int, keep: frozenset[int] = frozenset()
    ) -> list[Slot]:
        """As in every mahjong game, but the tiles ``seat`` passed stay where it
        knows they are: in the hand it passed them to, as long as they are there."""
        slots = super().slots(deal, seat, keep)
        receiver, passed = exchange.known_elsewhere(deal.exchange, seat, deal.seat_count)
        if not passed:
            return slots
        hand = deal.seats[receiver].hand
        return [(row, i) for row, i in slots if row is not hand or row[i] not in passed]

    def after_redistribution(
        self, deal: SampledSichuanDeal, seat: int, moved: dict[int, int], rng: random.Random
    ) -> None:
        super().after_redistribution(deal, seat, moved, rng)
        if deal.exchange is not None:
            exchange.resample_secret(deal, seat, moved, rng)

    def refusals(self, deal: SampledSichuanDeal, seat: int) -> dict[int, Callable[[int], bool]]:
        """A seat whose last discard came after its last draw and was not of its
        missing suit holds none (the missing suit must go first): everyone knows."""
        known = super().refusals(deal, seat)  # no bonus tiles in Sichuan: empty
        if deal.phase is Phase.DECLARE:
            return known
        for index, state in enumerate(deal.seats):
            if index == seat or not state.active or not state.discarded:
                continue
            last = state.discarded[-1]
            if deal.current == index and deal.phase is Phase.TURN:
                continue  # it may hold the tile it just drew
            if mahjong_tiles.suit_of(deal.kind_of(last)) != state.choice:
                known[id(state.hand)] = _of_suit(state.choice)
        return known
