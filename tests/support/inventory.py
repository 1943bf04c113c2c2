"""Where every physical tile or card of a deal lies: the invariant checks' view.

Reads the games' state directly (tests only): every tile is in exactly one
place after every action, whatever the game.
"""

from __future__ import annotations

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.wall import Wall
from mahjong_desktop.variants.mahjong.deal import MahjongDeal
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal


def wall_tiles(wall: Wall) -> list[int]:
    """The live wall, the dead wall and the loose tiles."""
    return [*wall.live_tiles(), *wall.dead, *wall.loose]


def every_tile(game: Deal) -> list[int]:
    """Every physical tile or card wherever it is, each once, sorted."""
    if isinstance(game, MahjongDeal):
        tiles = wall_tiles(game.wall)
        for s in game.seats:
            tiles += s.hand + s.bonus + s.river + [t for m in s.melds for t in m.tiles]
        if game.window is not None and game.window.reason == "rob":
            tiles.append(game.window.tile)  # the added kong's tile, out of every hand
        return sorted(tiles)
    assert isinstance(game, PaohuziDeal)
    cards = game.stock.cards()
    for p in game.seats:
        cards += p.hand + p.public + [c for m in p.melds for c in m.tiles]
    flying = game.in_flight()
    return sorted(cards if flying is None else [*cards, flying])
