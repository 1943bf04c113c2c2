"""Build ``fonts/MahjongDesktopCJK-Regular.otf``: Noto Sans CJK SC cut to the glyphs the game uses.

Chinese text must render on a machine with no CJK font, so the app bundles a
font, but the full one is 16 MB; the game's text needs a few hundred glyphs.
The subset holds every CJK character of the Simplified Chinese translation,
of every rules page (all languages show tile names such as 萬 and 中) and of
the package's own source (the Language selector's 简体中文), and CJK
punctuation; nothing Latin, which the system's UI font draws.
``tests/ui/test_fonts.py`` fails when a translation gains a character the font
lacks: then run this again.

    pip install fonttools            # or: pip install -e .[art]
    apt-get install fonts-noto-cjk   # the source font (Debian)
    python resources/artgen/make_cjk_font.py

The family is renamed (``Mahjong Desktop CJK``) so it never shadows a full
Noto Sans CJK installed on the system. Licence: resources/FONT-LICENSE.md.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parents[2]
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SOURCE_FACE = "Noto Sans CJK SC"
TARGET = ROOT / "resources" / "fonts" / "MahjongDesktopCJK-Regular.otf"
FAMILY = "Mahjong Desktop CJK"
PUNCTUATION = "，。、：；！？（）《》「」『』【】－～％＋"


def is_cjk(char: str) -> bool:
    """CJK ideographs, radicals, symbols and punctuation, and full-width forms."""
    point = ord(char)
    return 0x2E80 <= point <= 0x9FFF or 0xFF00 <= point <= 0xFFEF


def used_characters(root: Path = ROOT) -> set[str]:
    """Every CJK character the game may show.

    Only CJK: the font is a fallback for what Latin fonts lack, so it must not
    hold Latin letters or punctuation (a full-width ’ would land in Czech text).
    """
    texts = [(root / "translations" / "mahjong_desktop_zh_CN.ts").read_text("utf-8")]
    texts += [p.read_text("utf-8") for p in sorted((root / "resources" / "rules").rglob("*.html"))]
    texts += [p.read_text("utf-8") for p in sorted((root / "mahjong_desktop").rglob("*.py"))]
    found = {c for text in texts for c in text if is_cjk(c)}
    return found | set(PUNCTUATION)


def _face(collection: Path, name: str) -> TTFont:
    # No new timestamp on save: the same characters give the same bytes (no churn in git).
    for font in TTCollection(str(collection), recalcTimestamp=False).fonts:
        if font["name"].getDebugName(1) == name:
            return font
    raise SystemExit(f"{name} is not in {collection}")


def build(source: Path = SOURCE, target: Path = TARGET) -> Path:
    font = _face(source, SOURCE_FACE)
    wanted = {ord(c) for c in used_characters()} & set(font.getBestCmap())
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["DSIG"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=wanted)
    subsetter.subset(font)
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 3, 4, 6, 16, 17, 21, 22):
            names.removeNames(nameID=record.nameID)
    names.setName(FAMILY, 1, 3, 1, 0x409)
    names.setName("Regular", 2, 3, 1, 0x409)
    names.setName(f"{FAMILY} Regular (subset of {SOURCE_FACE})", 3, 3, 1, 0x409)
    names.setName(FAMILY, 4, 3, 1, 0x409)
    names.setName(FAMILY.replace(" ", "") + "-Regular", 6, 3, 1, 0x409)
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(target))
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE, help="NotoSansCJK-Regular.ttc")
    args = parser.parse_args()
    out = build(args.source)
    print(f"{out}: {out.stat().st_size} bytes")


if __name__ == "__main__":
    main()
