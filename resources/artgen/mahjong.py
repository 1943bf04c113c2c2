"""The mahjong tile set: body, back, 34 kinds and 8 bonus tiles, on a 60x80 tile."""

from __future__ import annotations

from artgen.glyphs import Box, GlyphSource
from artgen.pictures import bonus_picture
from artgen.svg import circle, ellipse, frame, group, linear_gradient, num, path, polar, rect

W, H = 60.0, 80.0
FACE = Box(5, 5, 50, 65)  # where a face's drawing goes, on the body's top surface
RED, GREEN, BLUE, INK = "#c8102e", "#17733a", "#1f4e9c", "#1b2433"
NUMERALS = "一二三四五六七八九"
WINDS = "東南西北"

DEFS = [
    linear_gradient("grad-ivory", [(0, "#fffdf5"), (1, "#f1e7cf")]),
    linear_gradient("grad-selected", [(0, "#fff6c8"), (1, "#f7dc7a")]),
    linear_gradient("grad-back", [(0, "#2f9a6e"), (1, "#1c6b4a")]),
]


def _body(face_fill: str, edge: str, outline: str, outline_width: float) -> list[str]:
    """Back layer showing as the bottom edge, ivory side, then the top surface."""
    return [
        frame(W, H),
        rect(0, 0, W, H, rx=7, fill="#1f6f50"),
        rect(0, 0, W, H - 3.5, rx=7, fill=edge),
        rect(
            1.2,
            0.8,
            W - 2.4,
            H - 7,
            rx=6,
            fill=face_fill,
            stroke=outline,
            stroke_width=outline_width,
        ),
    ]


def body() -> list[str]:
    return _body("url(#grad-ivory)", "#ddcfa9", "#b9a57c", 0.8)


def body_selected() -> list[str]:
    return _body("url(#grad-selected)", "#e8c96a", "#d98c00", 2.6)


def back() -> list[str]:
    """A face-down tile: the coloured back on top, the ivory layer as its edge."""
    return [
        frame(W, H),
        rect(0, 0, W, H, rx=7, fill="#ddcfa9"),
        rect(0, 0, W, H - 3.5, rx=7, fill="url(#grad-back)", stroke="#145238", stroke_width=0.8),
        rect(6, 5.5, W - 12, H - 15.5, rx=4, fill="none", stroke="#7fcba6", stroke_width=1.2),
        path("M30 22 L42 38 L30 54 L18 38 Z", fill="none", stroke="#7fcba6", stroke_width=1.4),
    ]


def characters(glyphs: GlyphSource, n: int) -> list[str]:
    return [
        frame(W, H),
        glyphs.fit(NUMERALS[n - 1], Box(10, 5, 40, 30), RED),
        glyphs.fit("萬", Box(8, 37, 44, 33), INK),
    ]


# --- dots -------------------------------------------------------------------


def _dot(cx: float, cy: float, r: float, colour: str) -> str:
    return "\n".join(
        [
            circle(cx, cy, r, fill=colour),
            circle(cx, cy, r * 0.62, fill="none", stroke="#fffdf5", stroke_width=r * 0.2),
            circle(cx, cy, r * 0.24, fill="#fffdf5"),
        ]
    )


def _one_dot() -> list[str]:
    cx, cy = 30.0, 37.5
    petals = [circle(*polar(cx, cy, 13.5, a), 2.6, fill=RED) for a in range(0, 360, 30)]
    return [
        circle(cx, cy, 22, fill=GREEN),
        circle(cx, cy, 18.5, fill="#fffdf5"),
        *petals,
        circle(cx, cy, 9.5, fill=BLUE),
        circle(cx, cy, 6, fill="#fffdf5"),
        circle(cx, cy, 3.2, fill=RED),
    ]


B, G, R = BLUE, GREEN, RED
DOT_LAYOUTS: dict[int, tuple[float, list[tuple[float, float, str]]]] = {
    2: (11, [(30, 21, G), (30, 54, B)]),
    3: (9.5, [(15, 14, B), (30, 37.5, R), (45, 61, G)]),
    4: (10, [(17, 21, B), (43, 21, G), (17, 54, G), (43, 54, B)]),
    5: (9, [(16, 16, B), (44, 16, G), (30, 37.5, R), (16, 59, G), (44, 59, B)]),
    6: (8.5, [(18, 14, G), (42, 14, G), (18, 40, R), (42, 40, R), (18, 61, R), (42, 61, R)]),
    7: (
        7.5,
        [(14, 12, G), (30, 19, G), (46, 26, G), (19, 44, R), (41, 44, R), (19, 62, R), (41, 62, R)],
    ),
    8: (7.6, [(x, y, B) for y in (13, 29.5, 45.5, 62) for x in (19, 41)]),
    9: (7.6, [(x, y, c) for y, c in ((14, B), (37.5, R), (61, G)) for x in (14, 30, 46)]),
}


def dots(n: int) -> list[str]:
    if n == 1:
        return [frame(W, H), *_one_dot()]
    radius, spots = DOT_LAYOUTS[n]
    return [frame(W, H), *(_dot(x, y, radius, c) for x, y, c in spots)]


# --- bamboo -----------------------------------------------------------------


def _stick(cx: float, cy: float, length: float, colour: str = GREEN, angle: float = 0) -> str:
    """A bamboo stick: rounded stem, a light core line and three nodes."""
    w, top = 6.4, cy - length / 2
    dark = "#0d4a24" if colour == GREEN else "#7a0a1c"
    parts = [
        rect(cx - w / 2, top, w, length, rx=w / 2, fill=colour),
        path(
            f"M{num(cx)} {num(top + 2.5)} V{num(top + length - 2.5)}",
            stroke="#e9f5e4",
            stroke_width=1.1,
            fill="none",
        ),
    ]
    for y in (top + 1.2, cy, top + length - 1.2):
        parts.append(rect(cx - w / 2 - 0.4, y - 0.9, w + 0.8, 1.8, rx=0.9, fill=dark))
    turn = f"rotate({num(angle)} {num(cx)} {num(cy)})" if angle else None
    return group(parts, transform=turn)


def _bird() -> list[str]:
    """The 1 of bamboo: a perched bird with a fanned tail."""
    tail = [
        ellipse(17, 52, 4.2, 13, angle=a, fill=c, stroke="#0d4a24", stroke_width=0.8)
        for a, c in ((-45, GREEN), (-25, BLUE), (-5, GREEN))
    ]
    eyes = [circle(x, y, 1.6, fill=RED) for x, y in ((10.5, 61), (16, 63.5), (22.5, 63.5))]
    return [
        *tail,
        *eyes,
        path("M28 55 L26 67 M34 55 L36 67", stroke="#b5651d", stroke_width=1.8, fill="none"),
        path("M20 68 H44", stroke="#6b3f16", stroke_width=2.2, fill="none"),
        ellipse(32, 43, 12, 9, angle=-30, fill=GREEN, stroke="#0d4a24", stroke_width=1),
        ellipse(30, 45, 7, 4.5, angle=-30, fill=BLUE),
        circle(40, 26, 7, fill=GREEN, stroke="#0d4a24", stroke_width=1),
        path("M34 33 Q36 39 40 36", fill=RED),
        path("M46.5 24 L53 27 L46.5 29.5 Z", fill="#e0a100", stroke="#8a5a00", stroke_width=0.6),
        circle(42, 24.5, 1.8, fill="#fffdf5"),
        circle(42.4, 24.5, 0.9, fill=INK),
        path(
            "M37 19.5 L34 12 M40 19 L40 11 M43 19.5 L46 12",
            stroke=RED,
            stroke_width=1.6,
            fill="none",
            stroke_linecap="round",
        ),
    ]


def bamboo(n: int) -> list[str]:
    row_top, row_bottom, long = 21.0, 54.0, 28.0
    r3 = (15.5, 37.5, 59.5)
    sticks: list[str]
    if n == 1:
        return [frame(W, H), *_bird()]
    if n == 2:
        sticks = [_stick(30, row_top, long), _stick(30, row_bottom, long)]
    elif n == 3:
        sticks = [_stick(30, row_top, long), *(_stick(x, row_bottom, long) for x in (18, 42))]
    elif n == 4:
        sticks = [_stick(x, y, long) for y in (row_top, row_bottom) for x in (18, 42)]
    elif n == 5:
        sticks = [
            *(_stick(x, y, long) for y in (row_top, row_bottom) for x in (14, 46)),
            _stick(30, 37.5, long, RED),
        ]
    elif n == 6:
        sticks = [_stick(x, y, long) for y in (row_top, row_bottom) for x in (14, 30, 46)]
    elif n == 7:
        sticks = [
            _stick(30, r3[0], 19, RED),
            *(_stick(x, y, 19) for y in r3[1:] for x in (14, 30, 46)),
        ]
    elif n == 8:  # the M over W of the eight
        sticks = [
            _stick(x, row_top, long, angle=a) for x, a in ((12, 0), (23, 24), (37, -24), (48, 0))
        ]
        sticks += [
            _stick(x, row_bottom, long, angle=a) for x, a in ((12, 0), (23, -24), (37, 24), (48, 0))
        ]
    else:
        sticks = [_stick(x, y, 19, RED if x == 30 else GREEN) for y in r3 for x in (14, 30, 46)]
    return [frame(W, H), *sticks]


# --- honours and bonus tiles -------------------------------------------------


def honour(glyphs: GlyphSource, n: int) -> list[str]:
    if n <= 4:
        return [frame(W, H), glyphs.fit(WINDS[n - 1], Box(9, 11, 42, 53), INK)]
    if n == 5:  # 白: the framed blank
        return [
            frame(W, H),
            rect(11, 10, 38, 55, rx=3, fill="none", stroke=BLUE, stroke_width=3.6),
            rect(16, 15, 28, 45, rx=1.5, fill="none", stroke=BLUE, stroke_width=1.3),
        ]
    char, colour = ("發", GREEN) if n == 6 else ("中", RED)
    return [frame(W, H), glyphs.fit(char, Box(8, 10, 44, 55), colour)]


def bonus(glyphs: GlyphSource, latin: GlyphSource, n: int) -> list[str]:
    """Flowers 1-4 (red numbers) and seasons 5-8 (blue numbers 1-4)."""
    colour = RED if n <= 4 else BLUE
    name = "梅蘭菊竹春夏秋冬"[n - 1]
    return [
        frame(W, H),
        latin.fit(str((n - 1) % 4 + 1), Box(6.5, 5.5, 9, 12), colour, fill_box=True),
        glyphs.fit(name, Box(41, 5, 13, 13), colour),
        *bonus_picture(n, Box(8, 20, 44, 49)),
    ]


def faces(glyphs: GlyphSource, latin: GlyphSource) -> dict[str, list[str]]:
    """Every element of the set by id, in contact-sheet order."""
    out: dict[str, list[str]] = {}
    for n in range(1, 10):
        out[f"{n}m"] = characters(glyphs, n)
    for n in range(1, 10):
        out[f"{n}p"] = dots(n)
    for n in range(1, 10):
        out[f"{n}s"] = bamboo(n)
    for n in range(1, 8):
        out[f"{n}z"] = honour(glyphs, n)
    for n in range(1, 9):
        out[f"{n}f"] = bonus(glyphs, latin, n)
    out["back"] = back()
    out["body"] = body()
    out["body-selected"] = body_selected()
    return out
