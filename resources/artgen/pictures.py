"""Simple pictures for the flower and season tiles, each drawn into a box."""

from __future__ import annotations

from collections.abc import Callable

from artgen.glyphs import Box
from artgen.svg import circle, ellipse, group, num, path, polar, polygon_points

LEAF, LEAF_DARK, BRANCH = "#2e8b3e", "#17602a", "#6b3f16"


def _blossom(cx: float, cy: float, r: float, petal: str, heart: str = "#e0a100") -> str:
    petals = [circle(*polar(cx, cy, r * 0.62, a), r * 0.5, fill=petal) for a in range(0, 360, 72)]
    return "\n".join([*petals, circle(cx, cy, r * 0.3, fill=heart)])


def _leaf(x0: float, y0: float, x1: float, y1: float, bulge: float, fill: str = LEAF) -> str:
    """A pointed leaf from (x0,y0) to (x1,y1), as two mirrored curves."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    nx, ny = -(y1 - y0), x1 - x0
    length = (nx * nx + ny * ny) ** 0.5 or 1.0
    ox, oy = nx / length * bulge, ny / length * bulge
    d = (
        f"M{num(x0)} {num(y0)} Q{num(mx + ox)} {num(my + oy)} {num(x1)} {num(y1)} "
        f"Q{num(mx - ox)} {num(my - oy)} {num(x0)} {num(y0)} Z"
    )
    return path(d, fill=fill)


def plum() -> list[str]:
    return [
        path(
            "M4 48 Q18 36 22 24 Q26 14 40 6 M20 30 Q30 30 38 24",
            stroke=BRANCH,
            stroke_width=2.6,
            fill="none",
            stroke_linecap="round",
        ),
        _blossom(22, 22, 9, "#e85a8a"),
        _blossom(37, 25, 7.5, "#f07aa2"),
        _blossom(12, 40, 7.5, "#e85a8a"),
        _blossom(38, 8, 5.5, "#f07aa2"),
    ]


def orchid() -> list[str]:
    return [
        path(
            "M22 48 Q6 30 2 14 M22 48 Q20 26 30 10 M22 48 Q34 34 44 30 M22 48 Q32 44 42 46",
            stroke=LEAF,
            stroke_width=2.6,
            fill="none",
            stroke_linecap="round",
        ),
        ellipse(30, 14, 4, 8, angle=-30, fill="#8e44ad"),
        ellipse(36, 18, 4, 8, angle=40, fill="#a569bd"),
        ellipse(31, 21, 4, 7, angle=170, fill="#8e44ad"),
        circle(32, 17, 2.2, fill="#f4d03f"),
    ]


def chrysanthemum() -> list[str]:
    cx, cy = 22.0, 19.0
    petals = [
        ellipse(*polar(cx, cy, 10, a), 2.6, 7, angle=a, fill="#f39c12") for a in range(0, 360, 30)
    ]
    inner = [
        ellipse(*polar(cx, cy, 6, a + 15), 2, 4.5, angle=a + 15, fill="#f7c948")
        for a in range(0, 360, 30)
    ]
    return [
        path("M22 30 Q20 40 22 49", stroke=LEAF_DARK, stroke_width=2.4, fill="none"),
        _leaf(21, 40, 6, 34, 5),
        _leaf(22, 44, 38, 37, 5),
        *petals,
        *inner,
        circle(cx, cy, 3.6, fill="#c0392b"),
    ]


def bamboo_plant() -> list[str]:
    stalks = []
    for x, top in ((14, 4), (28, 12)):
        stalks.append(path(f"M{x} 49 V{top}", stroke=LEAF, stroke_width=4.6, fill="none"))
        stalks += [
            path(f"M{x - 3} {y} H{x + 3}", stroke=LEAF_DARK, stroke_width=1.4)
            for y in range(top + 9, 49, 11)
        ]
    leaves = [
        _leaf(14, 16, 0, 10, 3),
        _leaf(14, 26, 2, 32, 3),
        _leaf(28, 22, 43, 14, 3),
        _leaf(28, 30, 44, 32, 3),
        _leaf(28, 16, 38, 4, 3),
    ]
    return [*stalks, *leaves]


def spring() -> list[str]:
    """A swallow over a sprouting shoot."""
    return [
        path("M4 49 Q22 40 40 49 Z", fill=BRANCH),
        path("M22 45 V30", stroke=LEAF, stroke_width=2.2, fill="none"),
        _leaf(22, 34, 10, 26, 4),
        _leaf(22, 30, 34, 22, 4),
        _blossom(22, 28, 5, "#f7a8c4"),
        path(
            "M8 12 Q16 6 22 12 Q28 6 36 10 Q28 10 24 16 L22 20 L20 16 Q16 10 8 12 Z", fill="#1b2433"
        ),
    ]


def summer() -> list[str]:
    """The sun above the waves."""
    cx, cy = 22.0, 20.0
    rays = [
        path(
            polygon_points(
                [polar(cx, cy, 11, a - 9), polar(cx, cy, 19, a), polar(cx, cy, 11, a + 9)]
            ),
            fill="#f39c12",
        )
        for a in range(0, 360, 30)
    ]
    waves = path(
        "M2 44 Q8 39 14 44 T26 44 T38 44 T44 42",
        stroke="#2e86c1",
        stroke_width=2.6,
        fill="none",
        stroke_linecap="round",
    )
    return [*rays, circle(cx, cy, 10, fill="#e74c3c"), circle(cx, cy, 7, fill="#f5b041"), waves]


def autumn() -> list[str]:
    """A maple leaf."""
    cx, cy = 22.0, 24.0
    points = []
    for i, a in enumerate(range(-90, 271, 30)):
        points.append(polar(cx, cy, 20 if i % 2 == 0 else 9, a))
    return [
        path(polygon_points(points), fill="#d35400", stroke="#922b21", stroke_width=1),
        path(f"M{num(cx)} {num(cy)} V48", stroke="#922b21", stroke_width=2.2, fill="none"),
        *[
            path(
                f"M{num(cx)} {num(cy)} L{num(x)} {num(y)}",
                stroke="#922b21",
                stroke_width=0.9,
                fill="none",
            )
            for x, y in (polar(cx, cy, 16, a) for a in (-60, 0, 60))
        ],
    ]


def winter() -> list[str]:
    """A snowflake."""
    cx, cy = 22.0, 24.0
    arms = []
    for a in range(0, 360, 60):
        x, y = polar(cx, cy, 19, a)
        arms.append(f"M{num(cx)} {num(cy)} L{num(x)} {num(y)}")
        for along, spread in ((10, 7), (15, 5)):
            bx, by = polar(cx, cy, along, a)
            for side in (-40, 40):
                tx, ty = polar(bx, by, spread, a + side)
                arms.append(f"M{num(bx)} {num(by)} L{num(tx)} {num(ty)}")
    return [
        path(
            " ".join(arms), stroke="#2e86c1", stroke_width=2.4, fill="none", stroke_linecap="round"
        ),
        circle(cx, cy, 3.4, fill="#1f4e9c"),
    ]


PICTURES: dict[int, Callable[[], list[str]]] = {
    1: plum,
    2: orchid,
    3: chrysanthemum,
    4: bamboo_plant,
    5: spring,
    6: summer,
    7: autumn,
    8: winter,
}
SIZE = (44.0, 49.0)  # the pictures are drawn in this box, then scaled into place


def bonus_picture(n: int, box: Box) -> list[str]:
    scale = min(box.w / SIZE[0], box.h / SIZE[1])
    return [
        group(PICTURES[n](), transform=f"translate({num(box.x)} {num(box.y)}) scale({num(scale)})")
    ]
