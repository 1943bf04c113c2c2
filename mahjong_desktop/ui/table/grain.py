"""The film-grain texture painted over the table cloth.

The window's first frame paints the cloth with its grain, so this module is
on the start-up path: it makes its noise from a seeded byte string mapped
through lookup tables (no Python loop over the pixels), and it does not touch
the ``Qt`` namespace, whose first use builds its ~90 enums (tens of ms).
"""

from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtGui import QImage, QPixmap

GRAIN_TILE = 128  # px; the texture repeats, and noise has no seams to show
MAX_GRAIN_ALPHA = 40  # a full-strength grain stays a texture, not a veil
SEED = 5  # the same texture on every start


def _alpha(byte: int) -> int:
    """A speck's opacity from its random byte's upper seven bits: 0 to MAX_GRAIN_ALPHA - 1."""
    return (byte >> 1) * MAX_GRAIN_ALPHA // 128


# A random byte per speck: its low bit makes it light or dark, the rest its opacity.
_ALPHA = bytes(_alpha(b) for b in range(256))
# Premultiplied: a light speck's colour channels equal its alpha, a dark one's are 0.
_LEVEL = bytes(_alpha(b) if b & 1 else 0 for b in range(256))


@lru_cache(maxsize=1)
def _full_grain(size: int) -> bytes:
    """The noise at full strength, made once: premultiplied RGBA, light and dark specks."""
    specks = random.Random(SEED).randbytes(size * size)
    level = specks.translate(_LEVEL)
    data = bytearray(4 * size * size)
    data[0::4] = data[1::4] = data[2::4] = level
    data[3::4] = specks.translate(_ALPHA)
    return bytes(data)


@lru_cache(maxsize=8)
def grain_texture(strength: int, size: int = GRAIN_TILE) -> QPixmap | None:
    """A tileable noise pixmap to paint over the table, or None for strength 0.

    Weaker grain is the full-strength noise made fainter: premultiplied, every
    channel scales by the strength, so a Grain slider step costs one byte
    mapping of a 128x128 texture. A QGuiApplication must exist.
    """
    strength = max(0, min(100, strength))
    if strength == 0:
        return None
    fainter = bytes(value * strength // 100 for value in range(256))
    pixels = _full_grain(size).translate(fainter)
    image = QImage(pixels, size, size, size * 4, QImage.Format.Format_RGBA8888_Premultiplied)
    return QPixmap.fromImage(image.copy())  # copy: never share the bytes object's memory
