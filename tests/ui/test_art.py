"""Tile and card artwork: every face renders, faces differ, caching, fonts never matter."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from mahjong_desktop.desktop.data_files import read_data_file
from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.ui.table.art import (
    BACK,
    BODY,
    TileArt,
    UnknownFaceError,
    mahjong_face_id,
    paohuzi_face_id,
)
from mahjong_desktop.ui.table.contact_sheet import write_contact_sheet
from mahjong_desktop.ui.table.display_filter import apply_colour
from mahjong_desktop.ui.table.grain import grain_texture

SVG_FILES = ("mahjong_tiles.svg", "paohuzi_cards.svg", "icons/mahjong-desktop.svg")
LATIN_FONT_DIR = "/usr/share/fonts/truetype/dejavu"


def _sets() -> list[TileArt]:
    return [TileArt.mahjong(), TileArt.paohuzi()]


def _pixels(image: QImage) -> bytes:
    return bytes(image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied).constBits())


def _colours(image: QImage) -> set[int]:
    data = _pixels(image)
    return set(memoryview(data).cast("I"))


@pytest.mark.parametrize("height", [32, 64, 128])
def test_every_face_renders_visible_varied_pixels(qapp: QApplication, height: int) -> None:
    for art in _sets():
        for face in art.face_ids():
            image = art.image(face, height)
            assert image.height() == height
            assert image.width() == art.width_for(height)
            colours = _colours(image)
            assert colours - {0}, f"{face} at {height}px is fully transparent"
            assert len(colours) > 8, f"{face} at {height}px is one flat colour"


def test_faces_are_pairwise_distinct(qapp: QApplication) -> None:
    for art in _sets():
        seen: dict[bytes, str] = {}
        for face in art.face_ids():
            for selected in (False, True):
                for index in (False, True):
                    name = f"{face} selected={selected} index={index}"
                    digest = hashlib.sha256(
                        _pixels(art.image(face, 64, selected=selected, corner_index=index))
                    ).digest()
                    if face in (BACK, BODY) and index:
                        continue  # these have no index: same pixels as without is right
                    assert digest not in seen, f"{name} looks like {seen.get(digest)}"
                    seen[digest] = name


def test_engine_kinds_map_to_faces(qapp: QApplication) -> None:
    mahjong, paohuzi = TileArt.mahjong().face_ids(), TileArt.paohuzi().face_ids()
    assert [mahjong_face_id(k) for k in (0, 9, 18, 27, 31, 33, 34, 41)] == [
        "1m",
        "1p",
        "1s",
        "1z",
        "5z",
        "7z",
        "1f",
        "8f",
    ]
    assert {mahjong_face_id(k) for k in range(42)} | {BACK, BODY} == set(mahjong)
    assert [paohuzi_face_id(k) for k in (0, 9, 10, 19)] == ["1x", "10x", "1d", "10d"]
    assert {paohuzi_face_id(k) for k in range(20)} | {BACK, BODY} == set(paohuzi)
    for bad in (-1, 42):
        with pytest.raises(ValueError, match=f"no mahjong kind {bad}"):
            mahjong_face_id(bad)
    with pytest.raises(ValueError, match="no Paohuzi card kind 20"):
        paohuzi_face_id(20)


def test_unknown_face_is_a_key_error(qapp: QApplication) -> None:
    with pytest.raises(UnknownFaceError, match=r"no face '0m' in mahjong_tiles\.svg"):
        TileArt.mahjong().pixmap("0m", 64)
    with pytest.raises(KeyError, match=r"no face '5m' in paohuzi_cards\.svg"):
        TileArt.paohuzi().pixmap("5m", 64)


def test_cache_returns_same_pixmap_until_a_setting_changes(qapp: QApplication) -> None:
    art = TileArt.mahjong()
    first = art.pixmap("3s", 48)
    assert art.pixmap("3s", 48) is first
    assert art.pixmap("3s", 48, display=DisplaySettings(contrast=70)) is not first
    assert art.pixmap("3s", 48, display=DisplaySettings(temperature=20)) is not first
    assert art.pixmap("3s", 48, selected=True) is not first
    assert art.pixmap("3s", 48, corner_index=True) is not first
    assert art.pixmap("3s", 49) is not first
    assert art.pixmap("3s", 48) is first


def test_high_dpi_renders_more_device_pixels(qapp: QApplication) -> None:
    art = TileArt.paohuzi()
    single, double = art.pixmap("7d", 60), art.pixmap("7d", 60, dpr=2.0)
    assert double.devicePixelRatio() == 2.0
    assert double.height() == 2 * single.height() == 120
    assert abs(double.width() - 2 * single.width()) <= 1
    assert double.deviceIndependentSize() == single.deviceIndependentSize()


def test_svgs_hold_outlines_only(qapp: QApplication) -> None:
    for name in SVG_FILES:
        text = read_data_file("resources", name).decode("utf-8")
        tags = {element.tag.rsplit("}", 1)[-1] for element in ET.fromstring(text).iter()}
        assert not tags & {"text", "tspan", "font", "font-face", "use", "image"}, name
        assert "font" not in text.lower(), name


def test_display_filter_neutral_keeps_pixels_and_shifts_otherwise(qapp: QApplication) -> None:
    art = TileArt.mahjong()
    plain = art.image("7z", 64)
    assert apply_colour(plain, DisplaySettings()) is plain
    assert _pixels(art.image("7z", 64, display=DisplaySettings(grain=90))) == _pixels(plain)
    warm = art.image("7z", 64, display=DisplaySettings(temperature=100))
    cool = art.image("7z", 64, display=DisplaySettings(temperature=0))
    body = plain.pixelColor(30, 55)  # a plain ivory spot of the body, below the glyph
    assert warm.pixelColor(30, 55).blue() < body.blue() < cool.pixelColor(30, 55).blue()
    flat = art.image("7z", 64, display=DisplaySettings(contrast=0))
    strong = art.image("7z", 64, display=DisplaySettings(contrast=100))
    red_spot = (24, 26)
    spread = [
        abs(img.pixelColor(*red_spot).red() - img.pixelColor(*red_spot).green())
        for img in (flat, plain, strong)
    ]
    assert spread[0] < spread[1] < spread[2]


def test_display_settings_clamp() -> None:
    assert DisplaySettings(contrast=-5, grain=300, temperature=50) == DisplaySettings(0, 100, 50)


def test_grain_texture_strength(qapp: QApplication) -> None:
    assert grain_texture(0) is None
    light, heavy = grain_texture(20), grain_texture(100)
    assert light is not None and heavy is not None
    alpha = [sum(_pixels(p.toImage())[3::4]) for p in (light, heavy)]
    assert 0 < alpha[0] < alpha[1]


def test_contact_sheet_writes_png(qapp: QApplication, tmp_path: Path) -> None:
    out = tmp_path / "sheet.png"
    write_contact_sheet(out, height=40)
    image = QImage(str(out))
    assert image.width() > 500 and image.height() > 500


RENDER_ALL = """
import hashlib, json
from PySide6.QtGui import QFontDatabase, QGuiApplication
from mahjong_desktop.ui.table.art import TileArt
app = QGuiApplication([])
hashes = {}
for art in (TileArt.mahjong(), TileArt.paohuzi()):
    for face in art.face_ids():
        for index in (False, True):
            image = art.image(face, 48, corner_index=index)
            key = f"{art.art_set.resource}:{face}:{index}"
            hashes[key] = hashlib.sha256(bytes(image.constBits())).hexdigest()
cjk = any("CJK" in family for family in QFontDatabase.families())
print(json.dumps({"cjk": cjk, "hashes": hashes}))
"""


def _render_in_subprocess(env_extra: dict[str, str]) -> dict[str, object]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **env_extra}
    done = subprocess.run(
        [sys.executable, "-c", RENDER_ALL],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.skipif(not Path(LATIN_FONT_DIR).is_dir(), reason="needs DejaVu fonts")
def test_same_pixels_with_latin_fonts_only(tmp_path: Path) -> None:
    conf = tmp_path / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n'
        f"  <dir>{LATIN_FONT_DIR}</dir>\n  <cachedir>{tmp_path / 'cache'}</cachedir>\n"
        "</fontconfig>\n",
        encoding="utf-8",
    )
    default = _render_in_subprocess({})
    if default["cjk"] is not True:
        # Without a CJK font both runs would lack one and match trivially.
        pytest.skip("needs a CJK font installed (fonts-noto-cjk, which .ci/run installs)")
    latin_only = _render_in_subprocess({"FONTCONFIG_FILE": str(conf)})
    assert latin_only["cjk"] is False  # the restricted run really had no CJK font
    assert latin_only["hashes"] == default["hashes"]
