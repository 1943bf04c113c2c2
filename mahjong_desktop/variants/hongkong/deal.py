"""A Hong Kong mahjong deal on the shared mahjong flow: 144 tiles, dead wall, 3 faan minimum.

The house rules (``house``) change the minimum and the limit of a win, the
tile set (136 tiles in walls of 17 stacks without flowers and seasons) and
who pays on a discard win; with the sheet's rules the deal is the sheet's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from mahjong_desktop.engine.wall import Wall, WallLayout
from mahjong_desktop.variants.hongkong import scoring
from mahjong_desktop.variants.hongkong.house import FLOWER_LAYOUT, FLOWER_TILES, HongKongRules
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
    layout: WallLayout = FLOWER_LAYOUT  # the sheet's; a deal without flowers has its own
    score_unit: ClassVar[str] = "faan"
    moment_names: ClassVar[dict[str, str]] = {Moment.DEALER_FIRST_TURN: HEAVENLY}
    tile_ids: Sequence[int] = FLOWER_TILES

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.house = HongKongRules.of(self.rules)
        if not self.house.flowers:  # 136 tiles: the wall built for 144 is rebuilt
            self.layout, self.tile_ids = self.house.layout, self.house.tile_ids
            self.wall = Wall(list(self.tile_ids), self.layout)

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
        house = self.house
        return scoring.score_hand(
            self.situation(seat, tile, self_drawn, moments),
            minimum=house.minimum,
            limit=house.limit,
            flowers=house.flowers,
        )

    def settle_win(self, wins: list[Win]) -> None:
        (win,) = wins  # the head bump leaves one winner
        self_drawn = win.from_seat is None
        deltas = scoring.payments(
            win.score.points, win.seat, self_drawn, win.from_seat, shared=self.house.shared
        )
        cause = "self_drawn_win" if self_drawn else "win_on_discard"
        for payer, delta in deltas.items():
            if delta < 0:
                self.pay(payer, win.seat, -delta, cause)
