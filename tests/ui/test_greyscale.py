"""Nothing on a face depends on colour alone: in greyscale every mahjong face still
differs from every other, and Paohuzi's red cards carry a mark the black ones lack."""

from __future__ import annotations

from itertools import combinations

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from mahjong_desktop.ui.table.art import BACK, BODY, TileArt

SMALLEST_TILE, SMALLEST_CARD = 32, 48  # px, the faces at the smallest table


def grey(art: TileArt, face: str, height: int, selected: bool = False) -> QImage:
    """The face as a greyscale screen or print shows it, on the table's dark cloth."""
    image = QImage(art.image(face, height, selected=selected))
    flat = QImage(image.size(), QImage.Format.Format_RGB32)
    flat.fill(0x2F5D45)
    painter = QPainter(flat)
    painter.drawImage(0, 0, image)
    painter.end()
    return flat.convertToFormat(QImage.Format.Format_Grayscale8)


def levels(image: QImage) -> list[int]:
    row = image.bytesPerLine()
    data = bytes(image.constBits())
    return [data[y * row + x] for y in range(image.height()) for x in range(image.width())]


def difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference of two greyscale images, 0-255."""
    pa, pb = levels(a), levels(b)
    return sum(abs(x - y) for x, y in zip(pa, pb, strict=True)) / len(pa)


def test_every_mahjong_face_differs_from_every_other_in_greyscale(qapp: QApplication) -> None:
    """Suits by shape (characters, dots, sticks), honours by glyph: never by hue alone.

    The closest pairs are numerals of one suit (一 and 三 differ by two strokes);
    a suit's tile differs from the same number of another suit several times more."""
    art = TileArt.mahjong()
    faces = [f for f in art.face_ids() if f not in (BACK, BODY)]
    images = {f: grey(art, f, SMALLEST_TILE) for f in faces}
    closest = min((difference(images[a], images[b]), a, b) for a, b in combinations(faces, 2))
    assert closest[0] > 3.0, closest
    across_suits = min(
        (difference(images[f"{n}{a}"], images[f"{n}{b}"]), n, a, b)
        for n in range(1, 10)
        for a, b in combinations("mps", 2)
    )
    assert across_suits[0] > 3 * closest[0], across_suits


def frame_darkness(image: QImage) -> float:
    """How dark the band just inside a card's long edges is, halfway down (no glyph there)."""
    w, h = image.width(), image.height()
    band = [x for x in range(w) if 0.04 * w <= x <= 0.14 * w or 0.86 * w <= x <= 0.96 * w]
    rows = range(round(h * 0.4), round(h * 0.6))
    row = image.bytesPerLine()
    data = bytes(image.constBits())
    values = [data[y * row + x] for y in rows for x in band]
    return 255 - sum(values) / len(values)


@pytest.mark.parametrize("height", [SMALLEST_CARD, 96])
@pytest.mark.parametrize("selected", [False, True])
def test_red_cards_carry_a_frame_the_black_ones_lack(
    qapp: QApplication, height: int, selected: bool
) -> None:
    """二 七 十 and 貳 柒 拾 count apart in Paohuzi; in greyscale their red ink is
    as dark as black, so a frame tells them."""
    art = TileArt.paohuzi()
    red = {"2x", "7x", "10x", "2d", "7d", "10d"}
    faces = [f for f in art.face_ids() if f not in (BACK, BODY)]
    darkness = {f: frame_darkness(grey(art, f, height, selected)) for f in faces}
    lightest_red = min(darkness[f] for f in red)
    darkest_black = max(darkness[f] for f in faces if f not in red)
    assert lightest_red > darkest_black + 40, (lightest_red, darkest_black)
