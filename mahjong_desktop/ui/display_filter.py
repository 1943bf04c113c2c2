"""Apply DisplaySettings to images: colour filters for cached art, and a grain texture.

The colour filter runs once per cached pixmap, never while painting; it works
through per-channel lookup tables on the raw bytes, so it costs a few
milliseconds for a whole tile set.
"""

from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from mahjong_desktop.display import NEUTRAL, DisplaySettings

GRAIN_TILE = 128  # px; the texture repeats, and noise has no seams to show
MAX_GRAIN_ALPHA = 40  # a full-strength grain grain stays a texture, not a veil
MAX_CONTRAST_GAIN = 2.0  # contrast 100 doubles distances from mid-grey, 0 halves them
MAX_WARMTH_SHIFT = 24  # temperature 0/100 moves red and blue this far (of 255)


def _table(gain: float, shift: int) -> bytes:
    """A 256-entry map of one channel: scale around mid-grey, then shift."""
    return bytes(max(0, min(255, round((v - 127.5) * gain + 127.5 + shift))) for v in range(256))


@lru_cache(maxsize=64)
def _channel_tables(contrast: int, temperature: int) -> tuple[bytes, bytes, bytes]:
    gain = MAX_CONTRAST_GAIN ** ((contrast - NEUTRAL) / NEUTRAL)
    warmth = round(MAX_WARMTH_SHIFT * (temperature - NEUTRAL) / NEUTRAL)
    return _table(gain, warmth), _table(gain, 0), _table(gain, -warmth)


def apply_colour(image: QImage, display: DisplaySettings) -> QImage:
    """``image`` with contrast and temperature applied (the same image if neutral).

    Alpha is kept; colour channels are mapped un-premultiplied so edges of
    antialiased art keep their colour.
    """
    if display.colour_is_neutral:
        return image
    red, green, blue = _channel_tables(display.contrast, display.temperature)
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)  # bytes R,G,B,A on any CPU
    data = bytearray(rgba.constBits())
    data[0::4] = data[0::4].translate(red)
    data[1::4] = data[1::4].translate(green)
    data[2::4] = data[2::4].translate(blue)
    out = QImage(
        bytes(data), rgba.width(), rgba.height(), rgba.bytesPerLine(), QImage.Format.Format_RGBA8888
    ).copy()  # copy: own the pixels
    out.setDevicePixelRatio(image.devicePixelRatio())
    return out.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


@lru_cache(maxsize=1)
def _full_grain(size: int) -> QImage:
    """The noise at full strength, made once (a Python loop of size² specks)."""
    rng = random.Random(5)
    data = bytearray()
    for _ in range(size * size):
        shade = 255 if rng.random() < 0.5 else 0
        alpha = int(rng.random() * MAX_GRAIN_ALPHA)
        # premultiplied RGBA: colour scaled by alpha
        level = shade * alpha // 255
        data += bytes((level, level, level, alpha))
    return QImage(
        bytes(data), size, size, size * 4, QImage.Format.Format_RGBA8888_Premultiplied
    ).copy()


@lru_cache(maxsize=8)
def grain_texture(strength: int, size: int = GRAIN_TILE) -> QPixmap | None:
    """A tileable noise pixmap to paint over the table, or None for strength 0.

    Light and dark specks on transparency, seeded so the texture is the same on
    every start; weaker grain is the full-strength noise painted fainter, so a
    Grain slider step costs a 128x128 blit, not a new texture. A
    QGuiApplication must exist.
    """
    strength = max(0, min(100, strength))
    if strength == 0:
        return None
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setOpacity(strength / 100)
    painter.drawImage(0, 0, _full_grain(size))
    painter.end()
    return QPixmap.fromImage(image)
