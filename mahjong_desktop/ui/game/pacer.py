"""Pacing: the deal's events go to the table one at a time, with a pause after each.

The pause depends only on the event's type and the bot pace (``pause_ms``: never
on whether somebody could claim), and is kept with single-shot timers, never a sleep.
When the table animates (``pace_on_view``), the next event also waits for the
view to say it has settled, for VIEW_TIMEOUT_MS at most. Once the queue is
empty the pacer hands over (``drained``): the controller asks the next seat.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, SignalInstance

from mahjong_desktop.engine.protocol import EventData, Observation

VIEW_TIMEOUT_MS = 2000  # the longest play waits for the table's animations

Queued = tuple[EventData, Observation | None]

# Pauses after an event, as shares of the bot pace: a discard or a reveal is
# worth reading, a step of the deal flickers past.
EVENT_PAUSE = {
    "deal_step": 0.12,
    "draw": 0.35,
    "discard": 1.0,
    "reveal": 1.0,
    "meld": 1.0,
    "flower": 0.5,
    "dead_hand": 1.0,
    "win": 2.0,
}


def pause_ms(event: EventData, pace_ms: int, human_seat: int) -> int:
    """The pause after showing ``event``: its type and seat only, never who could claim."""
    share = EVENT_PAUSE.get(event.get("type", ""), 0.0)
    if event.get("type") == "draw" and event.get("seat") == human_seat:
        share = 0.0  # the human's own draw: their turn starts at once
    return round(pace_ms * share)


class EventPacer(QObject):
    """The queue of events still to show, and the timers that release them.

    ``play(event, observation)`` shows one event (the observation is None when
    the state right after it could not be built); ``pause_after(event)`` is the
    pause in ms that follows it; ``drained()`` runs when nothing is left to show.
    """

    def __init__(
        self,
        parent: QObject,
        play: Callable[[EventData, Observation | None], None],
        pause_after: Callable[[EventData], int],
        drained: Callable[[], None],
    ) -> None:
        super().__init__(parent)
        self._play, self._pause_after, self._drained = play, pause_after, drained
        self._queue: deque[Queued] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._pump)
        self.stopped = False  # shut down: nothing more is played
        self.held = False  # paused while the player reads something (a tip)
        self._view_paced = False
        self._view_busy = False  # an event's animation has not finished yet
        self._view_timeout = QTimer(self)
        self._view_timeout.setSingleShot(True)
        self._view_timeout.setInterval(VIEW_TIMEOUT_MS)
        self._view_timeout.timeout.connect(self._view_settled)

    def push(self, event: EventData, observation: Observation | None) -> None:
        self._queue.append((event, observation))

    def schedule(self, delay_ms: int) -> None:
        """Show the next event (or hand over) after ``delay_ms``, unless already due."""
        if not self.stopped and not self.held and not self._timer.isActive():
            self._timer.start(max(0, delay_ms))

    def halt(self) -> None:
        """Nothing more goes out until the next ``schedule``; the queue is kept."""
        self._timer.stop()

    def hold(self) -> None:
        """Pause: nothing goes out and no seat is asked until ``release``."""
        self.held = True
        self._timer.stop()

    def release(self) -> None:
        if self.held:
            self.held = False
            self.schedule(0)

    def clear(self) -> None:
        self._queue.clear()

    def reset(self) -> None:
        """A new deal on the table: the old one's events and animations are dropped."""
        self.stopped = self.held = False
        self._timer.stop()
        self._queue.clear()
        self._view_busy = False
        self._view_timeout.stop()

    def stop(self) -> None:
        """Stop for good (the window is going)."""
        self.stopped = True
        self._timer.stop()
        self._view_timeout.stop()

    def pace_on_view(self, settled: SignalInstance) -> None:
        """Wait for the table's animations too: the next event goes out only once
        ``settled`` (the view's ``animationsFinished``) came and the pause is over.
        A view that stays silent holds play up for VIEW_TIMEOUT_MS at most."""
        self._view_paced = True
        settled.connect(self._view_settled)

    def _view_settled(self) -> None:
        self._view_timeout.stop()
        if self._view_busy:
            self._view_busy = False
            self.schedule(0)

    def _pump(self) -> None:
        if self._view_busy:
            return  # the table is still moving the last event's tiles
        if not self._queue:
            self._drained()
            return
        event, observation = self._queue.popleft()
        if self._view_paced:
            self._view_busy = True
            self._view_timeout.start()
        self._play(event, observation)
        self.schedule(self._pause_after(event))
