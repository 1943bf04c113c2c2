"""The notation of a physical tile or card id, for ids an observation gives no face.

The protocol names every visible id in ``faces``; at the end of a deal the
hands a front end turns face up come as bare ids (the controller reads them
from the finished game). This reads them with the games' own notation, the
same the engine's ``face_of`` uses, without asking the engine.
"""

from __future__ import annotations

from mahjong_desktop.variants.mahjong.tiles import kind_name
from mahjong_desktop.variants.mahjong.tiles import kind_of as tile_kind
from mahjong_desktop.variants.paohuzi.cards import NUM_CARDS, card_name
from mahjong_desktop.variants.paohuzi.cards import kind_of as card_kind
from mahjong_desktop.variants.registry import is_card_game, is_tile_game

MAHJONG_TILES = 144


def face_of(variant: str, tile: int) -> str | None:
    """``5m``, ``10d``...; None for an id no set of ``variant`` has."""
    if is_card_game(variant):
        return card_name(card_kind(tile)) if 0 <= tile < NUM_CARDS else None
    if is_tile_game(variant):
        return kind_name(tile_kind(tile)) if 0 <= tile < MAHJONG_TILES else None
    return None
