"""The longest event-loop stall while the window autoplays a whole deal of each game.

Run: ``python benchmarks/stall.py [--pace MS] [--animation F] [--seed S]``
(off screen unless DISPLAY is set). A precise 2 ms heartbeat timer runs beside
the game; a stall is how much later than due a beat fires, that is, how long
the GUI thread was busy with one thing (an engine step, building an
observation, drawing). The reference measured in the same run is the same
heartbeat over an idle event loop. Target: under 50 ms for every game.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

TARGET_MS = 50.0
BEAT_MS = 2
DEAL_TIMEOUT_MS = 600_000


class Heartbeat:
    """Records how late each beat of a precise timer fires."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.lates: list[float] = []
        self._last = 0.0
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(BEAT_MS)
        self._timer.timeout.connect(self._beat)

    def start(self) -> None:
        self.lates.clear()
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _beat(self) -> None:
        now = time.perf_counter()
        self.lates.append(max(0.0, (now - self._last) * 1e3 - BEAT_MS))
        self._last = now


def idle_reference(beat: Heartbeat, ms: int) -> float:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    beat.start()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    beat.stop()
    return max(beat.lates, default=0.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pace", type=int, default=0, help="bot pace in ms (0: flat out)")
    parser.add_argument("--animation", type=float, default=0.0, help="animation speed")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if "DISPLAY" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QEventLoop, QTimer

    from mahjong_desktop.ui.app import application
    from mahjong_desktop.ui.controller import GameController, SessionConfig
    from mahjong_desktop.ui.main_window import MainWindow
    from mahjong_desktop.variants.registry import VARIANTS

    app = application()
    window = MainWindow(GameController(bot_pace_ms=args.pace), animation_speed=args.animation)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    beat = Heartbeat()
    reference = idle_reference(beat, 1000)
    print(f"pace {args.pace} ms, animation {args.animation}, seed {args.seed}")
    print(f"reference: idle event loop, longest late beat   {reference:6.1f} ms")
    worst = 0.0
    for variant in VARIANTS:
        loop = QEventLoop()
        window.controller.dealEnded.connect(loop.quit)
        QTimer.singleShot(DEAL_TIMEOUT_MS, loop.quit)
        start = time.perf_counter()
        beat.start()
        window.start(SessionConfig(variant, seed=args.seed, autoplay=True))
        loop.exec()
        beat.stop()
        window.controller.dealEnded.disconnect(loop.quit)
        elapsed = time.perf_counter() - start
        longest = max(beat.lates, default=0.0)
        p99 = statistics.quantiles(beat.lates, n=100)[98] if len(beat.lates) > 100 else longest
        worst = max(worst, longest)
        over = "" if window.controller.deal_over else "  (deal did not end)"
        print(
            f"{variant:9s} deal in {elapsed:6.2f} s: longest stall {longest:6.1f} ms, "
            f"99th percentile {p99:5.1f} ms, {longest / max(reference, 0.1):5.1f}x idle{over}"
        )
        window.close_score_sheet()
    window.controller.shutdown()
    verdict = "within" if worst < TARGET_MS else "OVER"
    print(f"longest stall {worst:.1f} ms ({verdict} the {TARGET_MS:.0f} ms target)")


if __name__ == "__main__":
    main()
