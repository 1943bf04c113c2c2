"""Time to the first shown game window, as a ratio to a bare PySide6 window.

Run: ``python benchmarks/startup.py [--runs N]`` (off screen unless DISPLAY is
set and QT_QPA_PLATFORM says otherwise). Each run is a fresh interpreter, so
imports count: the figure is from starting the process to the first paint
of the window, once for a bare ``QMainWindow`` (the reference, measured in
the same run) and once for the game window starting a Hong Kong deal; the
first paint that shows the dealt table is timed too (usually the same one).
Runs alternate between the two; medians are compared. Both run from cached
bytecode, as an installed app does. Target: at most 1.5x.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

TARGET = 1.5

# Both children print "shown" from the first paint of their window, then quit.
_FIRST_PAINT = """
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class FirstPaint(QObject):
    def __init__(self, label="shown", quit=True):
        super().__init__()
        self.label, self.quit = label, quit

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print(self.label, flush=True)
            if self.quit or self.label == "dealt":
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
watcher = FirstPaint(quit=False)
window.view.viewport().installEventFilter(watcher)

table = FirstPaint(label="dealt")

def dealt(_observation):
    # Time the first paint that shows the dealt table.
    window.view.viewport().installEventFilter(table)

if window.observation:  # dealt before the window first painted
    dealt(window.observation)
else:
    window.controller.dealStarted.connect(dealt)
app.exec()
window.controller.shutdown()
"""
)


def time_child(script: str, env: dict[str, str], lines: int = 1) -> list[float]:
    """Seconds from spawning ``script`` to each of its first ``lines`` lines
    ("shown", then "dealt" for the game window)."""
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=env
    )
    assert child.stdout is not None
    at: dict[str, float] = {}
    for _ in range(lines):
        line = child.stdout.readline().strip()
        at[line] = time.perf_counter() - start
    child.wait(timeout=60)
    if "shown" not in at:
        raise RuntimeError(f"the child never showed its window (exit {child.returncode})")
    return [at["shown"], *([at.get("dealt", float("nan"))] if lines > 1 else [])]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7, help="runs of each window")
    args = parser.parse_args()
    env = dict(os.environ)
    if "DISPLAY" not in env:
        env["QT_QPA_PLATFORM"] = "offscreen"
    # An installed app runs from compiled bytecode: let both children cache it (in a
    # scratch folder, not the checkout) even where the environment turns that off.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cache = tempfile.TemporaryDirectory(prefix="startup-pycache-")
    env["PYTHONPYCACHEPREFIX"] = cache.name
    bare, game, dealt = [], [], []
    time_child(BARE, env)  # warm the file and bytecode caches once for both
    time_child(GAME, env, 2)
    for _ in range(args.runs):
        bare.append(time_child(BARE, env)[0])
        shown, table = time_child(GAME, env, 2)
        game.append(shown)
        dealt.append(table)
    bare_ms, game_ms = statistics.median(bare) * 1e3, statistics.median(game) * 1e3
    dealt_ms = statistics.median(dealt) * 1e3
    ratio = game_ms / bare_ms
    platform = env.get("QT_QPA_PLATFORM", "default")
    print(f"platform {platform}, {args.runs} runs each, medians:")
    print(f"reference: bare PySide6 QMainWindow first paint  {bare_ms:7.1f} ms")
    print(f"game window, first paint                        {game_ms:7.1f} ms")
    print(f"game window, first paint with the deal drawn    {dealt_ms:7.1f} ms")
    verdict = "within" if ratio <= TARGET else "OVER"
    print(f"ratio {ratio:.2f}x first window ({verdict} the {TARGET}x target), ", end="")
    print(f"{dealt_ms / bare_ms:.2f}x to the dealt table")
    cache.cleanup()


if __name__ == "__main__":
    main()
