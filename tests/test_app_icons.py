"""The icon renders from its SVG at every size, and the .ico and .icns hold every size."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageReader

from mahjong_desktop.desktop.icons import (
    ICNS_ENTRIES,
    ICO_SIZES,
    IconRenderError,
    pack_icns,
    pack_ico,
    render_pngs,
)

# Rendering reuses the running Qt application: pytest-qt's, so no test leaves a
# bare QGuiApplication behind for the widget tests that follow.
pytestmark = pytest.mark.usefixtures("qapp")


def _sizes_read_back(data: bytes, image_format: str) -> list[int]:
    """Every image in a container as Qt's own reader sees it (its width, checked square)."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, image_format.encode())
    sizes = []
    for _ in range(reader.imageCount()):
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        assert image.width() == image.height()
        sizes.append(image.width())
        reader.jumpToNextImage()
    return sizes


def test_pngs_have_the_asked_sizes_and_show_the_art() -> None:
    for size, png in render_pngs([16, 48, 256]).items():
        image = QImage.fromData(png, "PNG")
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() > 0
        assert image.pixelColor(0, 0).alpha() == 0  # transparent corner, not a filled square


def test_ico_holds_every_size() -> None:
    ico = pack_ico(render_pngs(ICO_SIZES))
    assert sorted(_sizes_read_back(ico, "ico")) == sorted(ICO_SIZES)


def test_icns_holds_every_iconutil_entry() -> None:
    pngs = render_pngs(sorted({size for _, size in ICNS_ENTRIES}))
    icns = pack_icns(pngs)
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
    assert len(_sizes_read_back(icns, "icns")) == len(ICNS_ENTRIES)


def test_bad_sizes_and_bad_svg_are_refused() -> None:
    with pytest.raises(ValueError, match=r"\.ico holds"):
        pack_ico({512: b""})
    with pytest.raises(ValueError, match=r"\.icns needs"):
        pack_icns({16: b""})
    with pytest.raises(IconRenderError):
        render_pngs([16], svg=b"<not svg")


def test_renders_without_a_display_or_a_platform_setting() -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}
    }
    script = "from mahjong_desktop.desktop.icons import render_pngs; print(len(render_pngs([32])))"
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "1"
