"""Pinned first deals: a fixed seed must deal the same wall and hands in every version.

A change to the shuffle, the dice, the deal or the seed derivation (``engine/rng.py``)
changes these, and with them every saved game; ``tests/data/first_deals.json``
holds the deals as first written (see tests/support/golden.py).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from support.golden import DATA, dealt_game, first_deal

from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.variants.registry import VARIANTS

PINNED: dict[str, dict[str, Any]] = json.loads(
    (DATA / "first_deals.json").read_text(encoding="utf-8")
)
TOTALS = {"hongkong": 144, "sichuan": 108, "paohuzi": 80}


def test_every_game_has_a_pinned_first_deal() -> None:
    assert sorted(PINNED) == sorted(VARIANTS) == sorted(TOTALS)


@pytest.mark.parametrize("variant", sorted(TOTALS))
def test_the_pinned_seed_deals_the_same_wall_and_hands(variant: str) -> None:
    pinned = PINNED[variant]
    deal = first_deal(dealt_game(variant, pinned["seed"]))
    assert deal == {k: v for k, v in pinned.items() if k != "seed"}


@pytest.mark.parametrize("variant", sorted(TOTALS))
def test_the_pinned_deal_holds_every_tile_once(variant: str) -> None:
    """The data itself is a real deal: nothing dropped or doubled when it was written."""
    pinned = PINNED[variant]
    places = [*pinned["hands"], pinned["draws" if "draws" in pinned else "stock"]]
    places += [*pinned.get("bonus", []), pinned.get("dead_wall", []), pinned.get("loose", [])]
    places += [tiles for seat in pinned.get("melds", []) for _, tiles in seat]
    assert sorted(t for place in places for t in place) == list(range(TOTALS[variant]))


def test_seed_derivation_is_pinned() -> None:
    # sha256 of "7:deal:3" (and of "2026:hongkong:deal"), first 8 bytes, shifted right once.
    assert derive_seed(7, "deal", 3) == 1078749572365231168
    assert derive_seed(2026, "hongkong", "deal") == 2980181310069009508
