"""Calls said aloud on the table: "Pung", "Win", "Ti" shown beside the calling seat.

A call travels with the claimed (or won) tile from where it lay to beside its
seat, in the tile's own time and curve, stays a moment (CALLOUT_MS, shorter at
higher speeds, never under CALLOUT_MIN_MS) and fades. With no motion (speed 0,
the reduced-motion preference) it appears in its place and goes without fading.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QTimer, QVariantAnimation
from PySide6.QtWidgets import QGraphicsScene

from mahjong_desktop.engine.protocol import EventData
from mahjong_desktop.ui.table.layout.geometry import TableLayout, call_spot
from mahjong_desktop.ui.table.painted.items import CalloutItem

CALLOUT_MS = 1400  # how long a call stays on show at speed 1 (and with no motion)
CALLOUT_MIN_MS = 700  # never shorter, however fast the animations: it must be read
CALLOUT_FADE_MS = 250
CALLOUT_SHARE = 0.045  # of the table's height: the call's letters, one size for every game
MELD_CALLS = {
    "chow": "chow",
    "pung": "pung",
    "kong": "kong",
    "ckong": "kong",
    "chi": "chi",
    "peng": "peng",
    "pao": "pao",
    "ti": "ti",
    "wei": "wei",
}


def call_of(event: EventData) -> str | None:
    """The word an event has its seat call out ("pung", "win"), or None."""
    kind = event.get("type")
    if kind == "win":
        return "win"
    if kind == "meld":
        return MELD_CALLS.get(str(event.get("kind", "")))
    return None


class Callouts(QObject):
    """The calls on show in one scene, one a seat: a newer call replaces the seat's last."""

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._shown: dict[int, CalloutItem] = {}  # seat -> its call on show
        self._travels: dict[int, QVariantAnimation] = {}  # seat -> its call's move

    def shown(self) -> dict[int, CalloutItem]:
        return dict(self._shown)

    def announce(
        self,
        call: str,
        seat: int,
        layout: TableLayout,
        start: QPointF | None,
        speed: float,
        travel_ms: int,
    ) -> None:
        """Show ``call`` beside ``seat``, moving from ``start`` in ``travel_ms``."""
        self.drop(seat)
        item = CalloutItem(seat, call, round(CALLOUT_SHARE * layout.height))
        self._scene.addItem(item)
        self._shown[seat] = item
        end = QPointF(*call_spot(layout, seat, *item.size))
        item.setPos(end)
        if speed > 0 and start is not None and start != end:
            # The same time and curve as the tile's move: the two go together.
            travel = QVariantAnimation(self)
            travel.valueChanged.connect(item.setPos)
            travel.setStartValue(start)
            travel.setEndValue(end)
            travel.setDuration(max(1, travel_ms))
            travel.setEasingCurve(QEasingCurve.Type.OutCubic)
            travel.finished.connect(lambda: self._travel_done(seat, travel))
            self._travels[seat] = travel
            item.setPos(start)
            travel.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        shown = CALLOUT_MS if speed == 0 else max(CALLOUT_MIN_MS, CALLOUT_MS / speed)
        QTimer.singleShot(round(shown), self, lambda: self._fade(item, speed))

    def drop(self, seat: int, only: CalloutItem | None = None) -> None:
        item = self._shown.get(seat)
        if item is None or (only is not None and item is not only):
            return
        del self._shown[seat]
        self._stop_travel(seat)
        scene = item.scene()
        if scene is not None:
            scene.removeItem(item)

    def drop_all(self) -> None:
        for seat in list(self._shown):
            self.drop(seat)

    def place(self, layout: TableLayout) -> None:
        """A new size: each call on show goes beside its seat again."""
        for seat, item in self._shown.items():
            self._stop_travel(seat)
            item.setPos(QPointF(*call_spot(layout, seat, *item.size)))

    def _travel_done(self, seat: int, travel: QVariantAnimation) -> None:
        if self._travels.get(seat) is travel:
            del self._travels[seat]

    def _stop_travel(self, seat: int) -> None:
        travel = self._travels.pop(seat, None)
        if travel is not None:
            travel.stop()  # deletes itself

    def _fade(self, item: CalloutItem, speed: float) -> None:
        if self._shown.get(item.seat) is not item:
            return  # already replaced or dropped
        if speed == 0:
            self.drop(item.seat)
            return
        fade = QVariantAnimation(self)
        fade.valueChanged.connect(item.setOpacity)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(max(1, round(CALLOUT_FADE_MS / speed)))
        fade.finished.connect(lambda: self.drop(item.seat, item))
        fade.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
