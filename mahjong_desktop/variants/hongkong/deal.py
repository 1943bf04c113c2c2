"""A Hong Kong mahjong deal on the shared mahjong flow: 144 tiles, dead wall, 3 faan minimum."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from mahjong_desktop.engine.wall import WallLayout
from mahjong_desktop.variants.hongkong import scoring
from mahjong_desktop.variants.hongkong.patterns import HEAVENLY
from mahjong_desktop.variants.house_rules import WithHouseRules
from mahjong_desktop.variants.mahjong.deal import MahjongDeal
from mahjong_desktop.variants.mahjong.seats import Moment, Win
from mahjong_desktop.variants.mahjong.shapes import (
    seven_pairs_waits,
    standard_waits,
    thirteen_orphans_waits,
)
from mahjong_desktop.variants.mahjong.win_situation import ScoredHand

_NO_WIN = ScoredHand(win=False, valid=False, total=0, reason=scoring.NOT_A_WIN)


class HongKongDeal(WithHouseRules, MahjongDeal):
    variant: ClassVar[str] = "hongkong"
    layout: ClassVar[WallLayout] = WallLayout((18, 18, 18, 18), dead_stacks=7)
    score_unit: ClassVar[str] = "faan"
    moment_names: ClassVar[dict[str, str]] = {Moment.DEALER_FIRST_TURN: HEAVENLY}
    tile_ids: ClassVar[range] = range(144)

    def is_bonus(self, tile: int) -> bool:
        return tile >= 136

    def has_winning_shape(self, counts: Sequence[int], melds: int) -> bool:
        return scoring.is_winning_shape(counts, melds)

    def shape_waits(self, counts: Sequence[int], melds: int) -> set[int]:
        if sum(counts) != 13 - 3 * melds:  # one more tile must make the size of a win
            return set()
        waits = standard_waits(counts)
        if not melds:
            waits |= seven_pairs_waits(counts) | thirteen_orphans_waits(counts)
        return waits

    def score_win(self, seat: int, tile: int, self_drawn: bool, moments: frozenset[str]) -> Any:
        counts = self.concealed_counts(seat, None if self_drawn else tile)
        # The shape test is cheap; full scoring runs only for hands that win.
        if not scoring.is_winning_shape(counts, len(self.seats[seat].melds)):
            return _NO_WIN
        return scoring.score_hand(self.situation(seat, tile, self_drawn, moments))

    def settle_win(self, wins: list[Win]) -> None:
        (win,) = wins  # the head bump leaves one winner
        deltas = scoring.payments(win.score.points, win.seat, win.from_seat is None, win.from_seat)
        cause = "self_drawn_win" if win.from_seat is None else "win_on_discard"
        for payer, delta in deltas.items():
            if delta < 0:
                self.pay(payer, win.seat, -delta, cause)
