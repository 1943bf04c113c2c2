"""Time to the first shown game window, as a ratio to a bare PySide6 window.

Run: ``python benchmarks/startup.py [--runs N]`` (off screen unless DISPLAY is
set and QT_QPA_PLATFORM says otherwise). Each run is a fresh interpreter, so
imports count: the figure is from starting the process to the first paint
of the window, once for a bare ``QMainWindow`` (the reference, measured in
the same run) and once for the game window with a Hong Kong deal on the
table. Runs alternate between the two; medians are compared. Target: at most
1.5x.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

TARGET = 1.5

# Both children print "shown" from the first paint of their window, then quit.
_FIRST_PAINT = """
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("shown", flush=True)
            QTimer.singleShot(0, QApplication.quit)
            watched.removeEventFilter(self)
        return False
"""

BARE = (
    _FIRST_PAINT
    + """
import sys
from PySide6.QtWidgets import QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)
watcher = FirstPaint()
window.installEventFilter(watcher)
window.show()
app.exec()
"""
)

GAME = (
    _FIRST_PAINT
    + """
import argparse
from mahjong_desktop.ui.app import application, open_window
app = application()
args = argparse.Namespace(
    variant="hongkong", level=None, rotate_dealer=False, seed=1, autoplay=False,
    quit_after_deal=False, screenshot=None, pace=None, smoke_test=False,
)
window = open_window(args)
watcher = FirstPaint()
window.view.viewport().installEventFilter(watcher)
app.exec()
window.controller.shutdown()
"""
)


def time_child(script: str, env: dict[str, str]) -> float:
    """Seconds from spawning ``script`` to its "shown" line."""
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=env
    )
    assert child.stdout is not None
    line = child.stdout.readline()
    elapsed = time.perf_counter() - start
    child.wait(timeout=60)
    if line.strip() != "shown":
        raise RuntimeError(f"the child never showed its window (exit {child.returncode})")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7, help="runs of each window")
    args = parser.parse_args()
    env = dict(os.environ)
    if "DISPLAY" not in env:
        env["QT_QPA_PLATFORM"] = "offscreen"
    bare, game = [], []
    time_child(BARE, env)  # warm the file cache once for both
    time_child(GAME, env)
    for _ in range(args.runs):
        bare.append(time_child(BARE, env))
        game.append(time_child(GAME, env))
    bare_ms, game_ms = statistics.median(bare) * 1e3, statistics.median(game) * 1e3
    ratio = game_ms / bare_ms
    platform = env.get("QT_QPA_PLATFORM", "default")
    print(f"platform {platform}, {args.runs} runs each, medians:")
    print(f"reference: bare PySide6 QMainWindow first paint  {bare_ms:7.1f} ms")
    print(f"game window with a Hong Kong deal, first paint   {game_ms:7.1f} ms")
    verdict = "within" if ratio <= TARGET else "OVER"
    print(f"ratio {ratio:.2f}x ({verdict} the {TARGET}x target)")


if __name__ == "__main__":
    main()
