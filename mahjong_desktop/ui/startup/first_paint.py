"""Run start-up work once a window has been painted, so the player sees it first.

``after_first_paint(widget, steps)`` runs each step (its result is ignored) in
its own event-loop turn, starting right after ``widget``'s first paint: the
window appears, then the rest of the start-up (saves, tools, the deal) follows
while the table shows.
A window that is never painted (minimised, hidden, a platform without
expose events) still gets its steps after ``FALLBACK_MS``, so nothing waits
on a paint that never comes.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

FALLBACK_MS = 1000


class FirstPaintSteps(QObject):
    """Watches one widget's first paint, then runs queued steps one turn apart."""

    def __init__(self, widget: QWidget, steps: Iterable[Callable[[], object]]) -> None:
        super().__init__(widget)
        self._widget = widget
        self._steps: deque[Callable[[], object]] = deque(steps)
        self.started = False
        widget.installEventFilter(self)
        QTimer.singleShot(FALLBACK_MS, self, self._start)

    @property
    def pending(self) -> int:
        """Steps not yet run."""
        return len(self._steps)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.Paint:
            # After this paint has reached the screen: the next turn.
            QTimer.singleShot(0, self, self._start)
        return False

    def _start(self) -> None:
        if self.started:
            return
        self.started = True
        self._widget.removeEventFilter(self)
        self._next()

    def _next(self) -> None:
        if not self._steps:
            return
        step = self._steps.popleft()
        if self._steps:  # queued first: a step that raises leaves the rest to run
            QTimer.singleShot(0, self, self._next)
        step()


def after_first_paint(widget: QWidget, steps: Iterable[Callable[[], object]]) -> FirstPaintSteps:
    return FirstPaintSteps(widget, steps)
