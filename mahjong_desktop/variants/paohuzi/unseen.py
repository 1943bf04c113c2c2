"""What a Paohuzi seat has not seen, for ``engine.determinize``: the stock and the
other hands (but the dealer's card dealt face up)."""

from __future__ import annotations

import random
from typing import Protocol

from mahjong_desktop.engine.determinize import SampledDeal, Slot, Unseen
from mahjong_desktop.engine.wall import StockPile
from mahjong_desktop.variants.paohuzi.claims import Offer
from mahjong_desktop.variants.paohuzi.refusals import RefusalMemory
from mahjong_desktop.variants.paohuzi.seat import PaohuziSeat
from mahjong_desktop.variants.paohuzi.wins import PaohuziWin


class SampledPaohuziDeal(SampledDeal, Protocol):
    """What ``PaohuziUnseen`` reads of a Paohuzi deal: it serves the deal without
    importing it."""

    stock: StockPile
    seats: list[PaohuziSeat]
    wins: list[PaohuziWin]
    shown: int | None
    refusals: RefusalMemory

    @property
    def seat_count(self) -> int: ...

    def close_window(self) -> None: ...

    def _resample_window(self, seat: int) -> None: ...


class PaohuziUnseen(Unseen[SampledPaohuziDeal]):
    def slots(
        self, deal: SampledPaohuziDeal, seat: int, keep: frozenset[int] = frozenset()
    ) -> list[Slot]:
        slots = deal.stock.hidden_slots()
        for index, state in enumerate(deal.seats):
            if index in keep or any(w.seat == index for w in deal.wins):
                continue
            if index != seat:
                # The dealer's card dealt face up is known to all while it is held.
                slots += [(state.hand, i) for i, c in enumerate(state.hand) if c != deal.shown]
        return slots

    def after_redistribution(
        self, deal: SampledPaohuziDeal, seat: int, moved: dict[int, int], rng: random.Random
    ) -> None:
        for other in range(deal.seat_count):
            if other != seat:
                deal.refusals.forget_passes(other)
        window = deal.window
        if window is not None and window.reason == Offer.MANDATORY and window.source != seat:
            if deal.seats[window.source].standing_win() is None:
                window.options.clear()  # the sampled hand does not win as it stands
                deal.close_window()
        else:
            deal._resample_window(seat)
