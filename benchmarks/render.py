"""Time the tile art: a cold render of both whole sets, and a cache hit.

Run: ``python benchmarks/render.py`` (with no display it renders offscreen by
itself). Each figure is also given against references measured in the same run
(drawing one 64 px pixmap with QPainter, and a plain dict lookup) so numbers
compare across machines.
"""

from __future__ import annotations

import argparse
import time
import timeit
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from mahjong_desktop.desktop.headless import use_offscreen_without_display
from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.ui.table.art import MAHJONG, PAOHUZI, TileArt


def _per_call(action: Callable[[], object], repeat: int) -> float:
    """Best-of-five seconds per call."""
    return min(timeit.repeat(action, number=repeat, repeat=5)) / repeat


def cold_render(
    height: int, dpr: float, display: DisplaySettings = DisplaySettings()
) -> tuple[float, int]:
    """Seconds to render every face of both sets into fresh caches, and the face count."""
    sets = [TileArt.from_resource(MAHJONG), TileArt.from_resource(PAOHUZI)]
    start = time.perf_counter()
    count = 0
    for art in sets:
        for face in art.face_ids():
            art.pixmap(face, height, dpr, display)
            count += 1
    return time.perf_counter() - start, count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--height", type=int, default=64, help="table tile height, px")
    args = parser.parse_args()
    use_offscreen_without_display()
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - keep alive

    art = TileArt.mahjong()
    tile = art.pixmap("5m", args.height)
    target = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    target.fill(Qt.GlobalColor.darkGreen)
    painter = QPainter(target)
    draw = _per_call(lambda: painter.drawPixmap(10, 10, tile), 2000)
    painter.end()
    table = {("5m", args.height): tile}
    lookup = _per_call(lambda: table[("5m", args.height)], 100000)
    hit = _per_call(lambda: art.pixmap("5m", args.height), 20000)

    print(f"reference: QPainter.drawPixmap of one {args.height} px tile  {draw * 1e6:8.2f} us")
    print(f"reference: plain dict lookup                     {lookup * 1e6:8.3f} us")
    filtered = DisplaySettings(contrast=70, temperature=60)
    for dpr, display in ((1.0, DisplaySettings()), (2.0, DisplaySettings()), (1.0, filtered)):
        seconds, count = cold_render(args.height, dpr, display)
        note = "" if display == DisplaySettings() else ", colour filter on"
        print(
            f"cold render, {count} faces at {args.height} px, dpr {dpr:g}{note}:  "
            f"{seconds * 1e3:8.1f} ms  ({seconds / count * 1e3:.2f} ms a face, "
            f"{seconds / draw:,.0f}x one drawPixmap)"
        )
    print(
        f"cache hit (TileArt.pixmap, same key):            {hit * 1e6:8.2f} us  "
        f"({hit / draw:.2f}x one drawPixmap, {hit / lookup:.1f}x a dict lookup)"
    )


if __name__ == "__main__":
    main()
