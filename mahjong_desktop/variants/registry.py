"""The games by name, for the command line, records and the UI."""

from __future__ import annotations

from typing import Any

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal
from mahjong_desktop.variants.sichuan.deal import SichuanDeal

VARIANTS: dict[str, type[Deal]] = {
    HongKongDeal.variant: HongKongDeal,
    SichuanDeal.variant: SichuanDeal,
    PaohuziDeal.variant: PaohuziDeal,
}


def find_variant(name: str) -> type[Deal]:
    try:
        return VARIANTS[name]
    except KeyError:
        known = ", ".join(sorted(VARIANTS))
        raise ValueError(f"unknown variant {name!r} (known: {known})") from None


def new_deal(
    name: str, seed: int, options: dict[str, Any] | None = None, seating: Seating | None = None
) -> Deal:
    """A deal of the game ``name``, not yet dealt: subscribe to it, then ``start()`` it."""
    return find_variant(name)(seed, options, seating)
