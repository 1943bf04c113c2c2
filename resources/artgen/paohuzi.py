"""The Paohuzi card set: small 一..十 (x), big 壹..拾 (d), on a long 30x90 card."""

from __future__ import annotations

from artgen.glyphs import Box, GlyphSource
from artgen.svg import frame, linear_gradient, path, rect

W, H = 30.0, 90.0
SMALL, BIG = "一二三四五六七八九十", "壹貳參肆伍陸柒捌玖拾"
RED_NUMBERS = (2, 7, 10)  # 二 七 十 and 貳 柒 拾 are printed red, as players expect
RED, INK = "#c8102e", "#1b2433"
TOP = Box(3, 4, 24, 27)  # the character near the top; a rotated copy sits at the bottom
BOTTOM = Box(3, H - 4 - 27, 24, 27)

DEFS = [
    linear_gradient("grad-card", [(0, "#fbf6e8"), (1, "#efe5cb")]),
    linear_gradient("grad-card-selected", [(0, "#fff6c8"), (1, "#f7dc7a")]),
    linear_gradient("grad-card-back", [(0, "#a3271b"), (1, "#7a1a12")]),
]


def _card(fill: str, outline: str, width: float) -> list[str]:
    return [
        frame(W, H),
        rect(0.5, 0.5, W - 1, H - 1, rx=3, fill=fill, stroke=outline, stroke_width=width),
    ]


def body() -> list[str]:
    return [
        *_card("url(#grad-card)", "#a8916a", 0.9),
        rect(2.2, 2.2, W - 4.4, H - 4.4, rx=2, fill="none", stroke="#d9c9a3", stroke_width=0.6),
    ]


def body_selected() -> list[str]:
    return _card("url(#grad-card-selected)", "#d98c00", 2.4)


def back() -> list[str]:
    """Deep red stock with a gold lattice."""
    lattice = " ".join(f"M3 {y} L15 {y + 12} L27 {y} L15 {y - 12} Z" for y in range(14, 80, 12))
    return [
        *_card("url(#grad-card-back)", "#4d0f0a", 0.9),
        rect(3, 3, W - 6, H - 6, rx=2, fill="none", stroke="#e8c36a", stroke_width=0.9),
        path(lattice, fill="none", stroke="#e8c36a", stroke_width=0.8),
    ]


def card(glyphs: GlyphSource, char: str, number: int) -> list[str]:
    colour = RED if number in RED_NUMBERS else INK
    return [
        frame(W, H),
        glyphs.fit(char, TOP, colour),
        glyphs.fit(char, BOTTOM, colour, rotate=True),
    ]


def faces(glyphs: GlyphSource) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for n, char in enumerate(SMALL, 1):
        out[f"{n}x"] = card(glyphs, char, n)
    for n, char in enumerate(BIG, 1):
        out[f"{n}d"] = card(glyphs, char, n)
    out["back"] = back()
    out["body"] = body()
    out["body-selected"] = body_selected()
    return out
