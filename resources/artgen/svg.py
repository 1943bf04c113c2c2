"""Tiny SVG-writing helpers shared by the art generator (strings in, strings out)."""

from __future__ import annotations

import math


def num(value: float) -> str:
    """A compact decimal: two places at most, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def attrs(**values: float | str) -> str:
    """Attributes from keywords; ``_`` in a name becomes ``-`` (stroke_width)."""
    parts = []
    for key, value in values.items():
        text = num(value) if isinstance(value, int | float) else value
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{text}"')
    return " ".join(parts)


def rect(x: float, y: float, w: float, h: float, **style: float | str) -> str:
    return f"<rect {attrs(x=x, y=y, width=w, height=h, **style)}/>"


def circle(cx: float, cy: float, r: float, **style: float | str) -> str:
    return f"<circle {attrs(cx=cx, cy=cy, r=r, **style)}/>"


def ellipse(
    cx: float, cy: float, rx: float, ry: float, angle: float = 0, **style: float | str
) -> str:
    turn = {"transform": f"rotate({num(angle)} {num(cx)} {num(cy)})"} if angle else {}
    return f"<ellipse {attrs(cx=cx, cy=cy, rx=rx, ry=ry, **turn, **style)}/>"


def path(d: str, **style: float | str) -> str:
    return f'<path d="{d}" {attrs(**style)}/>'


def group(body: str | list[str], ident: str | None = None, transform: str | None = None) -> str:
    """A ``<g>``; faces are groups with an id so QSvgRenderer can render them alone."""
    head = "<g"
    if ident:
        head += f' id="{ident}"'
    if transform:
        head += f' transform="{transform}"'
    inner = body if isinstance(body, str) else "\n".join(body)
    return f"{head}>\n{inner}\n</g>"


def frame(w: float, h: float) -> str:
    """An invisible rect fixing a face's bounds, so every face of a set renders
    into exactly the same box as the body it is composed on."""
    return rect(0, 0, w, h, fill="none", stroke="none")


def polygon_points(points: list[tuple[float, float]]) -> str:
    return "M" + " L".join(f"{num(x)} {num(y)}" for x, y in points) + " Z"


def polar(cx: float, cy: float, radius: float, degrees: float) -> tuple[float, float]:
    """A point on a circle; 0 degrees points up, angles grow clockwise."""
    rad = math.radians(degrees)
    return cx + radius * math.sin(rad), cy - radius * math.cos(rad)


def document(
    width: float, height: float, body: list[str], defs: list[str] | None = None, title: str = ""
) -> str:
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
        f'viewBox="0 0 {num(width)} {num(height)}" width="{num(width)}" height="{num(height)}">\n'
    )
    if title:
        head += f"<title>{title}</title>\n"
    defs_text = "<defs>\n" + "\n".join(defs) + "\n</defs>\n" if defs else ""
    return head + defs_text + "\n".join(body) + "\n</svg>\n"


def linear_gradient(ident: str, stops: list[tuple[float, str]], vertical: bool = True) -> str:
    end = 'x1="0" y1="0" x2="0" y2="1"' if vertical else 'x1="0" y1="0" x2="1" y2="1"'
    inner = "".join(f'<stop offset="{num(o)}" stop-color="{c}"/>' for o, c in stops)
    return f'<linearGradient id="{ident}" {end}>{inner}</linearGradient>'
