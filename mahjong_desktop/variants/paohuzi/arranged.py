"""Paohuzi deals started from a position written in card notation.

For tests, tutorials and puzzles: hands and melds per seat and the stock in
reveal order, e.g. ``arranged_game(["1x 9d", "33x 6x 9x 4d", "1x 8d"], "3x")``.
Each seat is padded to its card count with zero-huxi chi melds (chi melds
never take part in a later claim), so the discard rule sees real counts while
only the written cards matter; the cards left over lie face up in front of
the dealer, so all 80 stay accounted for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from mahjong_desktop.engine.actions import Meld
from mahjong_desktop.variants.paohuzi.calc import parse_melds
from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS, copies_of, parse_cards
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal, position_of
from mahjong_desktop.variants.paohuzi.groups import CHI_SHAPES, chi_huxi

NO_MELDS = ("", "", "")
PLAY_SIZES = (20, 20, 20)  # give the dealer 21 to have it discard first
FILLER_SHAPES = tuple(s for s in CHI_SHAPES if chi_huxi(s) == 0)


class _Supply:
    """The physical cards not yet placed, lowest id of each kind first."""

    def __init__(self) -> None:
        self.free = {kind: list(copies_of(kind)) for kind in range(NUM_KINDS)}

    def take(self, kinds: Sequence[int]) -> list[int]:
        if any(kinds.count(k) > len(self.free[k]) for k in set(kinds)):
            raise ValueError("more than four copies of a card in the position")
        return [self.free[k].pop(0) for k in kinds]

    def filler(self) -> list[int]:
        """A zero-huxi chi shape from the kinds with the most copies left."""
        shape = max(FILLER_SHAPES, key=lambda s: min(len(self.free[k]) - s.count(k) for k in s))
        return self.take(shape)

    def rest(self) -> list[int]:
        return [c for kind in range(NUM_KINDS) for c in self.free[kind]]


def arranged_game(
    hands: Sequence[str],
    stock: str = "",
    *,
    dealer: int = 0,
    melds: Sequence[str] = NO_MELDS,
    sizes: Sequence[int] = PLAY_SIZES,
    dead: Sequence[int] = (),
    seed: int = 0,
    options: Mapping[str, object] | None = None,
) -> PaohuziDeal:
    """A deal from the written position, played by the house rules ``options``; the
    seat after ``dealer`` reveals first unless the dealer owes a discard. Raises
    ValueError for an impossible position."""
    supply = _Supply()
    seat_hands = [supply.take(parse_cards(text)) for text in hands]
    seat_melds = [
        [Meld(str(g.kind), tuple(supply.take(list(g.kinds)))) for g in parse_melds(text)]
        for text in melds
    ]
    stock_cards = supply.take(parse_cards(stock))
    for seat, size in enumerate(sizes):
        missing = size - len(seat_hands[seat]) - sum(len(m.tiles) for m in seat_melds[seat])
        if missing < 0 or missing % 3:
            raise ValueError(f"seat {seat} can not be padded to {size} cards with groups of 3")
        for _ in range(missing // 3):
            seat_melds[seat].append(Meld("chi", tuple(supply.filler())))
    deal = PaohuziDeal(seed, dict(options or {}))
    deal.arrange(
        position_of(
            seat_hands,
            stock_cards,
            dealer=dealer,
            melds=seat_melds,
            public=supply.rest(),
            dead=dead,
        )
    )
    return deal
