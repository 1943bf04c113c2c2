"""The application icon: a red 中 tile in front of a face-down tile."""

from __future__ import annotations

from artgen import mahjong
from artgen.glyphs import Box, GlyphSource
from artgen.svg import document, group, num

SIZE = 256.0


def icon(glyphs: GlyphSource) -> str:
    scale = 2.7  # a 60x80 tile becomes 162x216
    behind = group(mahjong.back(), transform=f"translate(96 14) rotate(12) scale({num(scale)})")
    front_face = [*mahjong.body(), glyphs.fit("中", Box(8, 10, 44, 55), mahjong.RED)]
    front = group(front_face, transform=f"translate(18 40) rotate(-8) scale({num(scale)})")
    return document(SIZE, SIZE, [group([behind, front], "icon")], mahjong.DEFS, "mahjong-desktop")
