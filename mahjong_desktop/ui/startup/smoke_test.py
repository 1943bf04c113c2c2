"""``mahjong-desktop --smoke-test``: the real window plays a few moves of each game.

Off screen (the caller sets ``QT_QPA_PLATFORM=offscreen`` before Qt starts),
bots on every seat, no pauses and no animation. It fails, with one line, if a
game does not reach its first moves, if the engine reports an error, or if a
Qt warning is logged.
"""

from __future__ import annotations

import sys
from typing import Any

from PySide6.QtCore import (
    QElapsedTimer,
    QEventLoop,
    QMessageLogContext,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)

from mahjong_desktop.ui.game.controller import GameController, SessionConfig
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.ui.startup.launch import application
from mahjong_desktop.variants.registry import VARIANTS

SMOKE_SEED = 2024
SMOKE_EVENTS = 40  # events to play per game
SMOKE_TIMEOUT_MS = 30_000


class SmokeFailure(RuntimeError):
    pass


def _play_some(window: MainWindow, variant: str) -> int:
    """Autoplay ``variant`` until SMOKE_EVENTS events were shown; the count."""
    played: list[dict[str, Any]] = []
    errors: list[str] = []
    loop = QEventLoop()

    def seen(event: dict[str, Any], _observation: dict[str, Any]) -> None:
        played.append(event)
        if len(played) >= SMOKE_EVENTS:
            loop.quit()

    controller = window.controller
    controller.eventPlayed.connect(seen)
    controller.errorRaised.connect(errors.append)
    controller.dealEnded.connect(lambda _s: loop.quit())
    timer = QElapsedTimer()
    timer.start()
    QTimer.singleShot(SMOKE_TIMEOUT_MS, loop.quit)
    window.start(SessionConfig(variant, seed=SMOKE_SEED, autoplay=True))
    loop.exec()
    controller.eventPlayed.disconnect(seen)
    controller.shutdown()
    if errors:
        raise SmokeFailure(f"{variant}: {errors[0]}")
    if len(played) < SMOKE_EVENTS and not controller.deal_over:
        raise SmokeFailure(f"{variant}: only {len(played)} events in {timer.elapsed()} ms")
    return len(played)


def smoke_test() -> int:
    app = application()
    warnings: list[str] = []

    def handler(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            warnings.append(message)

    previous = qInstallMessageHandler(handler)
    window = MainWindow(GameController(bot_pace_ms=0), animation_speed=0.0)
    window.resize(1280, 800)
    window.show()
    try:
        counts = {variant: _play_some(window, variant) for variant in VARIANTS}
    except SmokeFailure as failure:
        print(f"mahjong-desktop: smoke test failed: {failure}", file=sys.stderr)
        return 1
    finally:
        window.close()
        app.processEvents()
        qInstallMessageHandler(previous)
    if warnings:
        print(f"mahjong-desktop: smoke test failed: Qt warning: {warnings[0]}", file=sys.stderr)
        return 1
    summary = ", ".join(f"{v} {n} events" for v, n in counts.items())
    print(f"smoke test passed: {summary}")
    return 0
