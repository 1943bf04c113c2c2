"""Glyph outlines from installed fonts, turned into plain SVG paths.

Only the generator reads fonts; the SVG it writes holds outlines, so the app
shows the same tiles on a machine without any CJK font.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from artgen.svg import frame, group, num, path
from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
CJK_CANDIDATES = (  # traditional look first; TC has the traditional forms (萬 發)
    ("NotoSerifCJK-Bold.ttc", "Noto Serif CJK TC"),
    ("NotoSansCJK-Bold.ttc", "Noto Sans CJK TC"),
)
EM_INK = 0.9  # share of the em a full CJK glyph inks; sets the common glyph size
LATIN_FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float


class GlyphSource:
    """One font's outlines, placed into boxes in SVG coordinates (y down)."""

    def __init__(self, font: TTFont, name: str) -> None:
        self.font = font
        self.name = name
        self._glyphs = font.getGlyphSet()
        self._cmap = font.getBestCmap()

    def _glyph_name(self, char: str) -> str:
        try:
            return self._cmap[ord(char)]
        except KeyError:
            raise KeyError(f"{self.name} has no glyph for {char!r}") from None

    def ink_bounds(self, char: str) -> tuple[float, float, float, float]:
        pen = BoundsPen(self._glyphs)
        self._glyphs[self._glyph_name(char)].draw(pen)
        if pen.bounds is None:
            raise ValueError(f"{char!r} has no outline in {self.name}")
        return pen.bounds

    def outline(self, char: str, scale: float, dx: float, dy: float) -> str:
        """Path data of ``char`` scaled and flipped so font point (0,0) lands at (dx,dy)."""
        pen = SVGPathPen(self._glyphs, ntos=num)
        moved = TransformPen(pen, (scale, 0, 0, -scale, dx, dy))
        self._glyphs[self._glyph_name(char)].draw(moved)
        return pen.getCommands()

    def fit(
        self, char: str, box: Box, fill: str, rotate: bool = False, fill_box: bool = False
    ) -> str:
        """``char`` centred on its ink in ``box``, at one size for the whole font
        (so 一 is not stretched to the width of 四), shrunk only if it overflows;
        ``fill_box`` fits the ink to the box instead."""
        x0, y0, x1, y1 = self.ink_bounds(char)
        em_scale = min(box.w, box.h) / (EM_INK * self.font["head"].unitsPerEm)
        if fill_box:
            em_scale = float("inf")
        scale = min(em_scale, box.w / (x1 - x0), box.h / (y1 - y0))
        cx, cy = box.x + box.w / 2, box.y + box.h / 2
        dx = cx - scale * (x0 + x1) / 2
        dy = cy + scale * (y0 + y1) / 2
        d = self.outline(char, scale, dx, dy)
        if rotate:  # upside-down copy, as on the far end of a card
            return group(path(d, fill=fill), transform=f"rotate(180 {num(cx)} {num(cy)})")
        return path(d, fill=fill)

    def advance(self, char: str) -> int:
        return int(self.font["hmtx"][self._glyph_name(char)][0])


def load_cjk() -> GlyphSource:
    """Noto Serif CJK TC Bold if installed, else Noto Sans CJK TC Bold."""
    for file_name, family in CJK_CANDIDATES:
        file = NOTO_DIR / file_name
        if not file.exists():
            continue
        for font in TTCollection(str(file), lazy=True).fonts:
            if font["name"].getDebugName(1) == family:
                return GlyphSource(font, f"{family} Bold")
    raise FileNotFoundError(f"no Noto CJK font under {NOTO_DIR} (Debian: fonts-noto-cjk)")


def load_latin() -> GlyphSource:
    if not LATIN_FONT.exists():
        raise FileNotFoundError(f"{LATIN_FONT} missing (Debian: fonts-dejavu-core)")
    return GlyphSource(TTFont(str(LATIN_FONT)), "DejaVu Sans Bold")


INDEX_HEIGHT = 10.0  # the em box of corner-index glyphs, in SVG units
INDEX_COLOUR = "#222222"


def index_glyphs(latin: GlyphSource, chars: str, y: float) -> list[str]:
    """Corner-index glyphs as elements ``idx-<char>``, each with an invisible
    advance box so the app can set them side by side on a common baseline."""
    upem = latin.font["head"].unitsPerEm
    top = 0.78 * upem  # just above the cap height
    bottom = -0.24 * upem  # room for the tail of p
    scale = INDEX_HEIGHT / (top - bottom)
    elements = []
    for i, char in enumerate(chars):
        width = latin.advance(char) * scale
        d = latin.outline(char, scale, 0, top * scale)
        body = [frame(width, INDEX_HEIGHT), path(d, fill=INDEX_COLOUR)]
        elements.append(group(body, f"idx-{char}", f"translate({num(i * 12)} {num(y)})"))
    return elements
