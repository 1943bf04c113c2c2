"""The bundled CJK font: it covers every Chinese character the game shows, and renders
them on a machine with no CJK font of its own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QRawFont
from PySide6.QtWidgets import QApplication

from mahjong_desktop.desktop.data_files import find_data_file
from mahjong_desktop.i18n.languages import LANGUAGES
from mahjong_desktop.ui.startup.fonts import CJK_FONT_FILE

ROOT = Path(__file__).resolve().parents[2]
LATIN_FONT_DIR = "/usr/share/fonts/truetype/dejavu"
MAX_FONT_BYTES = 600_000


def is_cjk(char: str) -> bool:
    point = ord(char)
    return 0x2E80 <= point <= 0x9FFF or 0xFF00 <= point <= 0xFFEF


def shown_cjk_characters() -> set[str]:
    texts = [language.native_name for language in LANGUAGES]
    ts = ET.parse(ROOT / "translations" / "mahjong_desktop_zh_CN.ts").getroot()
    texts += [t.text or "" for t in ts.iter("translation")]
    texts += [t.text or "" for t in ts.iter("numerusform")]
    texts += [p.read_text("utf-8") for p in (ROOT / "resources" / "rules").rglob("*.html")]
    return {c for text in texts for c in text if is_cjk(c)}


def font_bytes() -> bytes:
    found = find_data_file("resources", "fonts", CJK_FONT_FILE)
    assert found is not None, "resources/fonts is missing the bundled CJK font"
    return found.read_bytes()


def test_the_font_covers_every_chinese_character_shown(qapp: QApplication) -> None:
    data = font_bytes()
    assert len(data) < MAX_FONT_BYTES  # a subset, not the 16 MB font
    font = QRawFont(data, 16)
    assert font.isValid()
    missing = sorted(c for c in shown_cjk_characters() if not font.supportsCharacter(ord(c)))
    assert not missing, f"run python resources/artgen/make_cjk_font.py (missing {''.join(missing)})"
    assert len(shown_cjk_characters()) > 300
    # A fallback for CJK only: Latin text never picks up its (full-width) forms.
    assert not font.supportsCharacter(ord("a")) and not font.supportsCharacter(ord("’"))


def test_the_licence_ships_beside_the_font() -> None:
    licence = find_data_file("resources", "fonts", "OFL.txt")
    assert licence is not None
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence.read_text("utf-8")


RENDER = """
import hashlib, json, sys
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QImage, QPainter, QColor, QGuiApplication
app = QGuiApplication([])
if sys.argv[1] == "bundled":
    from mahjong_desktop.ui.startup.fonts import register_bundled_fonts
    register_bundled_fonts()
def draw(char):
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    font = QGuiApplication.font()
    font.setPixelSize(28)
    painter.setFont(font)
    painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, char)
    painter.end()
    return hashlib.sha256(bytes(image.constBits())).hexdigest()
cjk = [f for f in QFontDatabase.families() if "CJK" in f and "Mahjong" not in f]
print(json.dumps({"system_cjk": cjk, "hashes": [draw(c) for c in "简体中文"]}))
"""


def render(mode: str, conf: Path) -> dict[str, object]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "FONTCONFIG_FILE": str(conf)}
    done = subprocess.run(
        [sys.executable, "-c", RENDER, mode],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.skipif(not Path(LATIN_FONT_DIR).is_dir(), reason="needs DejaVu fonts")
def test_chinese_renders_with_only_latin_fonts_installed(tmp_path: Path) -> None:
    conf = tmp_path / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
        f"  <dir>{LATIN_FONT_DIR}</dir>\n  <cachedir>{tmp_path / 'cache'}</cachedir>\n"
        "</fontconfig>\n",
        encoding="utf-8",
    )
    without = render("system", conf)
    assert without["system_cjk"] == []  # the machine really has no CJK font
    assert len(set(without["hashes"])) < 4  # type: ignore[arg-type]  # one box for every glyph
    bundled = render("bundled", conf)
    assert len(set(bundled["hashes"])) == 4  # type: ignore[arg-type]  # four characters drawn
