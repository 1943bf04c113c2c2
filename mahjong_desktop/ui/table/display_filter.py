"""Apply DisplaySettings to images: the colour filter for cached art (grain: ``ui.table.grain``).

The colour filter runs once per cached pixmap, never while painting; it works
through per-channel lookup tables on the raw bytes, so it costs a few
milliseconds for a whole tile set.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QImage

from mahjong_desktop.storage.display import NEUTRAL, DisplaySettings

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
