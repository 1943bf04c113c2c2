"""The Review dialog's adapter: a deal's review run off the GUI thread, and shown as plain data.

``ReviewRun`` runs ``storage.reviews.review_record`` on a QThread of its own
(a review takes seconds; the window must not freeze) and posts its progress and
its end back by signal. Cancel sets a flag the core asks before each decision,
so it stops within one decision and nothing is saved. ``review_page`` turns a
``DealReview`` into what the dialog shows: every action's label as the engine
words it (a message, as the Hint's), the reasons with the observation they are
read against. The dialog itself never touches the engine.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from mahjong_desktop.ai.review.deal_review import Cancelled, DealReview
from mahjong_desktop.ai.review.grading import THRESHOLDS
from mahjong_desktop.ai.review.judge import MODELLED, Judge
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.protocol import Observation, observation_of
from mahjong_desktop.storage.records import start_of
from mahjong_desktop.storage.reviews import review_record, save_review


def human_seat(record: dict[str, Any]) -> int | None:
    """The person's seat in the record, None for a bot-only deal."""
    match = record.get("match")
    human = match.get("human") if isinstance(match, dict) else None
    return human if isinstance(human, int) and not isinstance(human, bool) else None


def review_seat(record: dict[str, Any]) -> int:
    """The seat a review weighs: the person's, East (0) for a bot-only deal."""
    seat = human_seat(record)
    return 0 if seat is None else seat


@dataclass(frozen=True)
class OptionLine:
    label: dict[str, Any]  # the engine's words for the option (a message)
    points: float
    win: float
    deal_in: float


@dataclass(frozen=True)
class DecisionLine:
    index: int  # of the action in the record: the replay's position before it
    chosen: dict[str, Any]  # message
    choice: dict[str, Any]  # the judge's, a message
    reason: dict[str, Any]  # message
    observation: Observation  # the seat's, for the reason's seat names
    options: tuple[OptionLine, ...]
    cost: float
    error: float
    grade: str

    @property
    def agrees(self) -> bool:
        return not self.options


@dataclass(frozen=True)
class ReviewPage:
    variant: str
    seat: int
    rating: int
    bad_moves: int
    thresholds: tuple[float, float, float]
    decisions: tuple[DecisionLine, ...]

    @property
    def modelled(self) -> bool:
        """Whether the judge values this game's options by the hard bot's hand model."""
        return self.variant in MODELLED


def _label(deal: Deal, observation: Observation, action: Action) -> dict[str, Any]:
    wanted = action.to_json()
    for entry in observation.get("legal") or []:
        if entry.get("action") == wanted and entry.get("label"):
            return dict(entry["label"])
    faces = [deal.face_of(t) for t in action.tiles]  # not offered: still say what it was
    return {"code": f"action.{action.kind.value}", "args": {"tiles": faces}}


def review_page(record: dict[str, Any], review: DealReview) -> ReviewPage:
    """What the dialog shows of ``review`` (the record replayed once, quietly)."""
    deal = start_of(record, quiet=True)
    actions = [Action.from_json(a) for a in record.get("actions", [])]
    by_index = {d.index: d for d in review.decisions}
    lines = []
    for index, action in enumerate(actions):
        decision = by_index.get(index)
        if decision is not None:
            seen = observation_of(deal, review.seat)
            options = tuple(
                OptionLine(_label(deal, seen, o.action), o.points, o.win, o.deal_in)
                for o in decision.options
            )
            lines.append(
                DecisionLine(
                    index,
                    _label(deal, seen, decision.chosen),
                    _label(deal, seen, decision.choice),
                    decision.reason.to_json(),
                    {**seen, "legal": []},
                    options,
                    decision.cost,
                    decision.error,
                    decision.grade.value,
                )
            )
            if len(lines) == len(by_index):
                break
        deal.apply(action)
    return ReviewPage(
        review.variant,
        review.seat,
        review.rating,
        review.bad_moves,
        THRESHOLDS[review.variant],
        tuple(lines),
    )


class _Worker(QObject):
    """Runs on the run's thread; its signals reach the GUI thread queued."""

    progressed = Signal(int, int)
    done = Signal(object, object)  # DealReview, str | None (why saving failed)
    stopped = Signal()
    failed = Signal(str)

    def __init__(
        self, record: dict[str, Any], seat: int, judge: Judge | None, stop: threading.Event
    ) -> None:
        super().__init__()
        self.record, self.seat, self.judge, self.stop = record, seat, judge, stop

    def run(self) -> None:
        try:
            review = review_record(
                self.record, self.seat, self.judge, self.progressed.emit, self.stop.is_set
            )
            if self.stop.is_set():  # cancelled after the last decision: still kept nowhere
                raise Cancelled
        except Cancelled:
            self.stopped.emit()
            return
        except (RecordError, ValueError, KeyError) as error:
            self.failed.emit(str(error))
            return
        try:
            save_review(self.record, review)
        except OSError as error:
            self.done.emit(review, str(error))
        else:
            self.done.emit(review, None)


class _Keeper(QObject):
    """Holds every review's thread until it has ended, whether its dialog lives or not
    (a QThread dropped while running aborts the process); lives in the GUI thread."""

    def __init__(self) -> None:
        super().__init__()
        self.running: set[tuple[QThread, _Worker]] = set()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop_all)

    def keep(self, thread: QThread, worker: _Worker) -> None:
        self.running.add((thread, worker))
        thread.finished.connect(self.sweep)  # queued: the keeper is in the GUI thread

    @Slot()
    def sweep(self) -> None:
        self.running = {entry for entry in self.running if not entry[0].isFinished()}

    @Slot()
    def stop_all(self) -> None:
        """Ask every running review to stop and wait for it (the application is quitting)."""
        for thread, worker in list(self.running):
            worker.stop.set()
            thread.wait()
        self.sweep()


_KEEPER: list[_Keeper] = []


def keeper() -> _Keeper:
    if not _KEEPER:
        _KEEPER.append(_Keeper())
    return _KEEPER[0]


class ReviewRun(QObject):
    """One review in the background; ``cancel`` stops it (``stopped`` follows)."""

    progressed = Signal(int, int)
    done = Signal(object, object)  # DealReview, str | None
    stopped = Signal()
    failed = Signal(str)

    def __init__(
        self, record: dict[str, Any], seat: int, judge: Judge | None, parent: QObject | None
    ) -> None:
        super().__init__(parent)
        self._stop = threading.Event()
        worker = _Worker(record, seat, judge, self._stop)
        thread = QThread()
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        for signal in (worker.done, worker.stopped, worker.failed):
            signal.connect(thread.quit)
        worker.progressed.connect(self.progressed)
        worker.done.connect(self.done)
        worker.stopped.connect(self.stopped)
        worker.failed.connect(self.failed)
        keeper().keep(thread, worker)
        self._thread = thread
        thread.start()

    def cancel(self) -> None:
        self._stop.set()

    def is_running(self) -> bool:
        return self._thread.isRunning()
