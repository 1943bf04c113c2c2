"""Who may claim a mahjong discard, and which melds: pungs, kongs and chows.

``claimants`` rules out, without building their options, the seats that plainly
cannot claim a tile (most seats on most tiles); ``meld_claims`` lists the melds
a seat may make of it. The win on a tile is the deal's own check
(``MahjongDeal._claim_options``), as it scores the hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.cycle import next_seat
from mahjong_desktop.engine.wall import Wall
from mahjong_desktop.variants.mahjong.hand_index import HandIndex
from mahjong_desktop.variants.mahjong.seats import SeatState
from mahjong_desktop.variants.mahjong.tiles import CHOW_PARTNERS, TILE_KINDS


class ClaimedMahjongDeal(Protocol):
    """What the claim checks read of a mahjong deal: they serve the deal without
    importing it."""

    seats: list[SeatState]
    wall: Wall

    @property
    def seat_count(self) -> int: ...

    @property
    def allows_chow(self) -> bool: ...

    def hand_index(self, seat: int) -> HandIndex: ...

    def may_win(self, seat: int) -> bool: ...

    def may_claim(self, seat: int, tile: int) -> bool: ...

    def completes(self, seat: int, tile: int) -> bool: ...


def could_chow(deal: ClaimedMahjongDeal, kind: int, counts: Sequence[int]) -> bool:
    """Whether a hand holding ``counts`` of each kind may chow a tile of ``kind``:
    False exactly when ``chow_options`` finds none."""
    return deal.allows_chow and any(counts[one] and counts[two] for one, two in CHOW_PARTNERS[kind])


def claimants(deal: ClaimedMahjongDeal, tile: int, source: int) -> list[int]:
    """Every seat but those that plainly cannot claim ``tile``: no pair to pung, no
    chow to make, and no win (a wait known, as ``completes`` worked out for the
    hand, that the tile misses; or no win allowed at all)."""
    kind = TILE_KINDS[tile]
    chower = next_seat(source, deal.seat_count) if deal.allows_chow else -1
    seats = []
    for seat, state in enumerate(deal.seats):
        if seat == source or not state.active:
            continue
        index = deal.hand_index(seat)
        counts = index.counts
        if counts[kind] < 2 and (seat != chower or not could_chow(deal, kind, counts)):
            waits = index.waits
            if waits is not None and kind not in waits:
                continue
            # Waits not known yet: asked here, once for the hand (``completes``).
            if waits is None and (not deal.may_win(seat) or not deal.completes(seat, tile)):
                continue
        seats.append(seat)
    return seats


def meld_claims(deal: ClaimedMahjongDeal, seat: int, tile: int, source: int) -> list[Action]:
    """The pungs, kongs and chows ``seat`` may make of ``tile`` discarded by ``source``."""
    index, kind = deal.hand_index(seat), TILE_KINDS[tile]
    held = index.counts[kind]
    chows = seat == next_seat(source, deal.seat_count)
    # Without a pair of the tile, only the next seat may meld it (a chow).
    if (held < 2 and not chows) or not deal.may_claim(seat, tile):
        return []
    options: list[Action] = []
    if held >= 2:
        same = index.by_kind[kind]
        options.append(Action(seat, Act.PUNG, tuple(same[:2])))
        if held == 3 and deal.wall.replacement_available():
            options.append(Action(seat, Act.KONG, tuple(same)))
    if chows:
        options += chow_options(deal, seat, tile)
    return options


def chow_options(deal: ClaimedMahjongDeal, seat: int, tile: int) -> list[Action]:
    """Chows of a suit tile: three in a row of one suit, the two others from hand
    (the lowest physical copy of each kind, so each way appears once)."""
    if not deal.allows_chow:
        return []
    index = deal.hand_index(seat)
    counts = index.counts
    return [
        Action(seat, Act.CHOW, (index.by_kind[one][0], index.by_kind[two][0]))
        for one, two in CHOW_PARTNERS[TILE_KINDS[tile]]
        if counts[one] and counts[two]
    ]
