"""What a mahjong seat has not seen, for ``engine.determinize``: the wall's hidden
tiles and the concealed hands of the seats still playing."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.determinize import SampledDeal, Slot, Unseen
from mahjong_desktop.engine.wall import Wall
from mahjong_desktop.variants.mahjong.seats import SeatState, TurnState


class SampledMahjongDeal(SampledDeal, Protocol):
    """What ``MahjongUnseen`` reads and sets of a mahjong deal: it serves the deal
    without importing it."""

    wall: Wall
    seats: list[SeatState]
    turn: TurnState

    @property
    def tile_ids(self) -> Sequence[int]: ...

    @property
    def declaration_choices(self) -> tuple[str, ...]: ...

    def is_bonus(self, tile: int) -> bool: ...

    def _resample_window(self, seat: int) -> None: ...


M = TypeVar("M", bound=SampledMahjongDeal)


class MahjongUnseen(Unseen[M]):
    def slots(self, deal: M, seat: int, keep: frozenset[int] = frozenset()) -> list[Slot]:
        slots = deal.wall.hidden_slots()
        for index, state in enumerate(deal.seats):
            # A winner's hand lies open; the hands of ``keep`` stay put.
            if index != seat and index not in keep and state.active:
                slots += [(state.hand, i) for i in range(len(state.hand))]
        return slots

    def refusals(self, deal: M, seat: int) -> dict[int, Callable[[int], bool]]:
        """No hand ever keeps a bonus tile: it is shown and replaced at once."""
        if not any(deal.is_bonus(t) for t in deal.tile_ids):
            return {}
        return {id(s.hand): deal.is_bonus for i, s in enumerate(deal.seats) if i != seat}

    def after_redistribution(
        self, deal: M, seat: int, moved: dict[int, int], rng: random.Random
    ) -> None:
        if deal.phase is Phase.DECLARE:  # a choice stays secret until all have chosen
            for index, state in enumerate(deal.seats):
                if index != seat and state.choice:
                    state.choice = rng.choice(deal.declaration_choices)
        if deal.current != seat and deal.turn.drawn is not None:
            deal.turn.drawn = moved.get(deal.turn.drawn, deal.turn.drawn)
        for index, state in enumerate(deal.seats):
            if index != seat:
                state.draws = [moved.get(t, t) for t in state.draws]
        deal._resample_window(seat)  # others' options and answers depend on their hands
