"""Write the tile and card artwork: ``python resources/artgen/make_art.py``.

Restyle the sets here (and in the other ``artgen`` modules), run this, and
commit its output, in ``resources/``: ``mahjong_tiles.svg``,
``paohuzi_cards.svg`` and ``icons/mahjong-desktop.svg``. The generator lives
in ``artgen/``, which is no package, so the installed game ships only its output.
Chinese glyphs come from Noto CJK and index glyphs from DejaVu Sans, both
converted to outlines, so the output needs no font at run time (see
FONT-LICENSE.md). Needs fontTools (``pip install -e .[art]``) and the Debian
packages fonts-noto-cjk and fonts-dejavu-core.
"""

from __future__ import annotations

import sys
from pathlib import Path

RESOURCES = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RESOURCES))  # for ``import artgen``

from artgen import icon, mahjong, paohuzi  # noqa: E402
from artgen.glyphs import INDEX_HEIGHT, GlyphSource, index_glyphs, load_cjk, load_latin  # noqa: E402
from artgen.svg import document, group, num  # noqa: E402

COLUMNS = 10
GAP = 6.0
MAHJONG_INDEX = "0123456789mpsfESWNhGR"
PAOHUZI_INDEX = "0123456789xd"


def sheet(
    faces: dict[str, list[str]],
    w: float,
    h: float,
    index_chars: str,
    latin: GlyphSource,
    defs: list[str],
    title: str,
) -> str:
    """Faces on a grid (so the file previews well), index glyphs in a last row."""
    body = []
    for i, (ident, parts) in enumerate(faces.items()):
        x, y = GAP + (i % COLUMNS) * (w + GAP), GAP + (i // COLUMNS) * (h + GAP)
        body.append(group(parts, ident, f"translate({num(x)} {num(y)})"))
    rows = (len(faces) + COLUMNS - 1) // COLUMNS
    index_y = GAP + rows * (h + GAP)
    body.append(
        group(
            index_glyphs(latin, index_chars, 0), transform=f"translate({num(GAP)} {num(index_y)})"
        )
    )
    width = GAP + COLUMNS * (w + GAP)
    height = index_y + INDEX_HEIGHT + GAP
    return document(width, height, body, defs, title)


def main() -> None:
    cjk, latin = load_cjk(), load_latin()
    outputs = {
        RESOURCES / "mahjong_tiles.svg": sheet(
            mahjong.faces(cjk, latin),
            mahjong.W,
            mahjong.H,
            MAHJONG_INDEX,
            latin,
            mahjong.DEFS,
            "mahjong tiles",
        ),
        RESOURCES / "paohuzi_cards.svg": sheet(
            paohuzi.faces(cjk),
            paohuzi.W,
            paohuzi.H,
            PAOHUZI_INDEX,
            latin,
            paohuzi.DEFS,
            "paohuzi cards",
        ),
        RESOURCES / "icons" / "mahjong-desktop.svg": icon.icon(cjk),
    }
    for file, text in outputs.items():
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(text, encoding="utf-8")
        print(f"wrote {file.relative_to(RESOURCES.parent)} ({len(text) // 1024} KiB)")
    print(f"glyphs from {cjk.name} and {latin.name}")


if __name__ == "__main__":
    main()
