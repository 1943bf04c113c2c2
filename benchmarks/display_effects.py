"""The cost of the display effects: a frame with them against one without, and a slider's lag.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/display_effects.py``.

1. **Frame cost with effects / without** (target at most 1.3x): full repaints
   of a late Hong Kong table at 1920x1080, once with contrast 80, grain 70 and
   temperature 20, once plain (contrast and temperature neutral, grain 0). The
   colour filters are baked into cached pixmaps and the grain is a tiled
   texture, so the only per-frame extra is the texture blit.
2. **Slider change to repainted table** (target under 100 ms): a Contrast,
   Grain or Color temperature step in the window's header, through the real
   wiring (header, live preferences, table), until the table's viewport has
   repainted; every step a value not seen before, so each one re-filters every
   tile face (the worst case: a drag). Median and worst of the steps.

The table is a 1920x1080 window's Table tab (the view inside it, under the
header and tabs).

Both figures are measured in the same run on the same table; the exit status
is 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent))

from repaint import late_table, table_ms  # the table benchmark's own helpers

from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.storage.preferences import Preferences, PreferencesStore
from mahjong_desktop.ui.mainwindow.appearance import Appearance
from mahjong_desktop.ui.mainwindow.header import Header
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.ui.table.view import TableView

WIDTH, HEIGHT = 1920, 1080
EFFECTS = DisplaySettings(contrast=80, grain=70, temperature=20)
PLAIN = DisplaySettings(contrast=50, grain=0, temperature=50)
RATIO_TARGET = 1.3
LAG_TARGET_MS = 100.0


def slider_lags_ms(app: QApplication, header: Header, view: TableView, steps: int) -> list[float]:
    lags = []
    sliders = [header.contrast, header.temperature, header.grain]
    for step in range(steps):
        slider = sliders[step % len(sliders)].slider
        value = 10 + (step * 7) % 81  # 10..90, a new combination each step
        start = time.perf_counter()
        slider.setValue(value if value != slider.value() else value + 1)
        view.viewport().repaint()
        app.processEvents()
        lags.append((time.perf_counter() - start) * 1e3)
    return lags


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=60, help="repaints per frame figure")
    parser.add_argument("--steps", type=int, default=30, help="slider steps timed")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    scratch = tempfile.TemporaryDirectory()
    window = MainWindow()
    store = PreferencesStore(Path(scratch.name))
    store.save(Preferences(language="en"))
    appearance = Appearance(window, LivePreferences(store, window), Translations(app))
    window.resize(WIDTH, HEIGHT)
    window.show()
    view = window.view
    view.show_observation(late_table("hongkong", 3, 30))
    app.processEvents()

    view.set_display(PLAIN)
    app.processEvents()
    plain = table_ms(view, args.runs)
    view.set_display(EFFECTS)
    app.processEvents()
    effects = table_ms(view, args.runs)
    ratio = effects / plain
    size = view.viewport().size()
    print(f"table {size.width()}x{size.height()} in a {WIDTH}x{HEIGHT} window")
    print(f"full repaint, no effects:                          {plain:7.2f} ms")
    print(f"full repaint, contrast 80 grain 70 temperature 20: {effects:7.2f} ms")
    print(f"effects ratio: {ratio:.2f}x (target at most {RATIO_TARGET:g}x)")

    lags = slider_lags_ms(app, appearance.header, view, args.steps)
    median, worst = statistics.median(lags), max(lags)
    print(
        f"slider change to repainted table: median {median:.1f} ms, worst {worst:.1f} ms "
        f"over {len(lags)} steps (target under {LAG_TARGET_MS:g} ms)"
    )
    window.close()
    scratch.cleanup()
    met = ratio <= RATIO_TARGET and worst < LAG_TARGET_MS
    print("targets met" if met else "MISSED a target")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
