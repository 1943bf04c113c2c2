"""What a Sichuan seat has not seen: as in every mahjong game, less what the table
infers from the missing suit (``engine.determinize``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.variants.mahjong import tiles as mahjong_tiles
from mahjong_desktop.variants.mahjong.unseen import MahjongUnseen, SampledMahjongDeal


class SampledSichuanDeal(SampledMahjongDeal, Protocol):
    """What ``SichuanUnseen`` reads of a Sichuan deal: it serves the deal without
    importing it."""

    def kind_of(self, tile: int) -> int: ...


def _of_suit(suit: str) -> Callable[[int], bool]:
    return lambda tile: mahjong_tiles.suit_of(mahjong_tiles.kind_of(tile)) == suit


class SichuanUnseen(MahjongUnseen[SampledSichuanDeal]):
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
