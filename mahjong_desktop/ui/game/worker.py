"""Work for the controller's thread pool: a bot's decision or a hint, posted back by signal.

A task runs one call off the GUI thread and emits its result, or the error it
raised, with the ``generation`` it was asked in and the seat it is for, so the
controller can drop an answer whose moment has gone. Qt queues the signal to
the GUI thread, where the slots run.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, Signal


class WorkerSignals(QObject):
    """A task's answer, posted to the GUI thread.

    Signals:
        done: generation, seat, and the work's result (a bot's ``Action``, a ``Hint``).
        failed: generation, seat, and the error's text.
    """

    done = Signal(int, int, object)  # int, int, Action | Hint
    failed = Signal(int, int, str)


class WorkerTask(QRunnable):
    """One call on a pool thread; it must touch only what it was given (its own copies)."""

    def __init__(
        self, work: Callable[[], object], generation: int, seat: int, signals: WorkerSignals
    ) -> None:
        super().__init__()
        self._work = work
        self._generation, self._seat, self._signals = generation, seat, signals

    def run(self) -> None:
        try:
            result = self._work()
        except Exception as error:  # a bot bug must not kill the pool thread
            self._signals.failed.emit(self._generation, self._seat, repr(error))
        else:
            self._signals.done.emit(self._generation, self._seat, result)
