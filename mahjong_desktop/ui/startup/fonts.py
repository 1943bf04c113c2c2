"""The bundled CJK font: Chinese text renders on a machine that has no CJK font.

``resources/fonts/`` holds a subset of Noto Sans CJK SC with exactly the
glyphs the game's Chinese text uses (``resources/artgen/make_cjk_font.py`` builds it;
``resources/FONT-LICENSE.md`` records the licence). It is registered with
``QFontDatabase`` and appended to the application font's family list, so any
glyph the system's UI font lacks falls back to it, in every language (the
Language selector always shows 简体中文).
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QGuiApplication

from mahjong_desktop.desktop.data_files import find_data_file

CJK_FONT_FILE = "MahjongDesktopCJK-Regular.otf"

_registered: list[str] = []


def register_bundled_fonts() -> list[str]:
    """Register the bundled fonts once; the families now available from them."""
    if _registered:
        return list(_registered)
    found = find_data_file("resources", "fonts", CJK_FONT_FILE)
    if found is None:
        return []
    font_id = QFontDatabase.addApplicationFontFromData(found.read_bytes())
    if font_id < 0:
        return []
    families = QFontDatabase.applicationFontFamilies(font_id)
    _registered.extend(families)
    app = QGuiApplication.instance()
    if isinstance(app, QGuiApplication) and families:
        font = QFont(QGuiApplication.font())
        # "Sans Serif" is an alias, not a family: with the CJK font listed after
        # it, Qt would match the CJK font first and set Latin text in its
        # wider glyphs. Name the family the alias resolves to, then fall back.
        first = [QFontInfo(font).family(), *font.families()]
        font.setFamilies([*dict.fromkeys(first), *(f for f in families if f not in first)])
        QGuiApplication.setFont(font)
    return list(_registered)
