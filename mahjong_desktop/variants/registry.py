"""The games by name, for the command line, records and the UI."""

from __future__ import annotations

from typing import Any

from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.match_state import MatchState
from mahjong_desktop.variants.hongkong.game import HongKongGame
from mahjong_desktop.variants.paohuzi.game import PaohuziGame
from mahjong_desktop.variants.sichuan.game import SichuanGame

VARIANTS: dict[str, type[Game]] = {
    HongKongGame.variant: HongKongGame,
    SichuanGame.variant: SichuanGame,
    PaohuziGame.variant: PaohuziGame,
}


def find_variant(name: str) -> type[Game]:
    try:
        return VARIANTS[name]
    except KeyError:
        known = ", ".join(sorted(VARIANTS))
        raise ValueError(f"unknown variant {name!r} (known: {known})") from None


def new_game(
    name: str, seed: int, options: dict[str, Any] | None = None, match: MatchState | None = None
) -> Game:
    """A deal of the game ``name``, not yet dealt: subscribe to it, then ``start()`` it."""
    return find_variant(name)(seed, options, match)
