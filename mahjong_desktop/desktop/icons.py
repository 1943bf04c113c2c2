"""The application icon, rendered from its SVG: PNGs, a Windows .ico, a macOS .icns.

QtSvg renders every size, so no bitmap is committed. The two container formats
are packed here because Qt's .ico and .icns writers store one image per file,
and a good icon carries every size the system may ask for. Both containers hold
PNG images (Windows Vista and later, Mac OS X 10.7 and later read them).
"""

from __future__ import annotations

import struct
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

from mahjong_desktop.desktop.data_files import read_data_file
from mahjong_desktop.desktop.headless import use_offscreen_without_display
from mahjong_desktop.desktop.identity import CONSOLE_LAUNCHER

ICON_RESOURCE = "icons/mahjong-desktop.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The entries macOS's iconutil writes for an .iconset: (type, pixel size).
ICNS_ENTRIES = (
    (b"icp4", 16),
    (b"ic11", 32),
    (b"icp5", 32),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic13", 256),
    (b"ic08", 256),
    (b"ic14", 512),
    (b"ic09", 512),
    (b"ic10", 1024),
)
ICO_MAX_SIZE = 256


class IconRenderError(RuntimeError):
    """The icon SVG could not be read or rendered."""


def icon_svg() -> bytes:
    """The icon's SVG as installed with the package."""
    return read_data_file("resources", ICON_RESOURCE)


def offscreen_application() -> QCoreApplication:
    """The running Qt application, or a new one that needs no display.

    Rendering needs a QGuiApplication but no screen: the install step may run
    over SSH or in a build container, where the offscreen platform is chosen
    (``mahjong_desktop.desktop.headless``; a platform the user set still wins). The
    caller keeps the returned object alive while it renders.
    """
    existing = QCoreApplication.instance()
    if existing is not None:
        return existing
    use_offscreen_without_display()
    return QGuiApplication(sys.argv[:1] or [CONSOLE_LAUNCHER])


def render_pngs(sizes: Iterable[int], svg: bytes | None = None) -> dict[int, bytes]:
    """The icon rendered as a square PNG at each size, keyed by the size."""
    _app = offscreen_application()  # kept alive while rendering
    renderer = QSvgRenderer(QByteArray(icon_svg() if svg is None else svg))
    if not renderer.isValid():
        raise IconRenderError("the icon SVG is not valid")
    return {size: _render_png(renderer, size) for size in sizes}


def _render_png(renderer: QSvgRenderer, size: int) -> bytes:
    if size <= 0:
        raise ValueError(f"an icon size must be positive, not {size}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image):
        raise IconRenderError(f"could not encode the {size} px icon as PNG: {writer.errorString()}")
    return bytes(buffer.data().data())


def pack_ico(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows .ico holding each PNG (keyed by its square size, at most 256)."""
    sizes = sorted(pngs)
    if not sizes or sizes[0] <= 0 or sizes[-1] > ICO_MAX_SIZE:
        raise ValueError(f"an .ico holds sizes 1 to {ICO_MAX_SIZE}, not {sizes}")
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    directory, images = b"", b""
    for size in sizes:
        data = pngs[size]
        side = size % ICO_MAX_SIZE  # 0 stands for 256
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + directory + images


def pack_icns(pngs: Mapping[int, bytes]) -> bytes:
    """A macOS .icns with every iconutil entry, from PNGs keyed by their pixel size."""
    missing = sorted({size for _, size in ICNS_ENTRIES} - set(pngs))
    if missing:
        raise ValueError(f"an .icns needs the sizes {missing} too")
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_ENTRIES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_bundle_icons(directory: Path) -> dict[str, Path]:
    """Write ``mahjong-desktop.ico``, ``.icns`` and a 512 px ``.png`` for the bundles."""
    sizes = {*ICO_SIZES, *(size for _, size in ICNS_ENTRIES)}
    pngs = render_pngs(sorted(sizes))
    directory.mkdir(parents=True, exist_ok=True)
    written = {
        "ico": directory / "mahjong-desktop.ico",
        "icns": directory / "mahjong-desktop.icns",
        "png": directory / "mahjong-desktop.png",
    }
    written["ico"].write_bytes(pack_ico({size: pngs[size] for size in ICO_SIZES}))
    written["icns"].write_bytes(pack_icns(pngs))
    written["png"].write_bytes(pngs[512])
    return written
