"""The drawn table: a QGraphicsView that shows observations and animates events.

The contract between the table (``ui-table``) and the window around it
(``ui-window``, issue 10). Neither side changes it without updating this
docstring::

    class TableView(QGraphicsView):
        selectionChanged = Signal(int)   # the selected tile id of the human's hand, -1 for none
        discardRequested = Signal(int)   # select-then-confirm: a second click on the selected
                                         # tile, a double click, or Enter
        animationsFinished = Signal()    # every running animation has ended (the controller
                                         # paces on it)
        pickToggled = Signal(int)        # while picking: a selectable tile clicked (or Enter)

        def set_variant(self, variant: str) -> None          # which art set (mahjong or
                                                              # paohuzi cards)
        def show_observation(self, observation: Observation) -> None  # snap every item to
            # where the observation puts it
        def play_event(self, event: EventData, observation: Observation) -> None
            # animate the change the event describes, ending where ``observation`` (the
            # state after the event) puts everything; with animation speed 0 it snaps
        def set_selectable(self, tile_ids: Iterable[int]) -> None  # which own tiles may be
            # selected now (the legal discards); empty: none
        def selected(self) -> int | None
        def select_step(self, step: int) -> None            # keyboard left/right
        def clear_selection(self) -> None
        def set_picking(self, picking: bool) -> None  # clicks pick tiles (the exchange)
        def set_picked(self, tile_ids: Iterable[int]) -> None  # lift these as picked
        def set_animation_speed(self, factor: float) -> None  # 0 = no animation, 1 = normal
        def set_display(self, settings: DisplaySettings) -> None  # contrast/temperature on
            # cached pixmaps, grain as an overlaid texture
        def reveal_all(self, hands: dict[int, list[int]],
                       faces: dict[int, str] | None = None) -> None  # end of deal: every
            # hand face up (seat -> tile ids; faces optional, see below)

Details the contract leaves open, as implemented here:

- ``animationsFinished`` is emitted once per ``play_event``/``reveal_all``, from
  the event loop (never inside the call), also when nothing moved or the speed
  is 0, so a controller can always wait for it. A ``play_event`` that changes
  the table while animations run first jumps them to their ends; one that
  changes nothing (the same observation, e.g. the next event of a batch) lets
  them run on. The signal then comes once, when the moves on show end. A
  resize or tile-size change while moves run ends them at once, and the
  signal follows from the event loop.
- Observations and events are the protocol's (``engine/protocol.py``). The
  view remembers the last ``discard`` event's tile to mark it in its river,
  and outlines the tiles a Sichuan exchange brought (``received_marks``).
- A call (a ``meld`` event's pung, chow, kong, chi, peng, pao, ti or wei, and a
  ``win``) is said in a word beside the calling seat: it travels with the
  claimed tile, stays a moment and fades (``painted.callouts``). It never
  holds ``animationsFinished`` back.
- ``reveal_all`` draws opponents' hands face up with the faces of the last
  observation, then of ``faces`` if given, then the games' own notation
  (``ui.table.tile_faces``), so bare ids from the finished game are enough.
- Paohuzi hands stand in columns; ``resort_hand`` (the S key on the table) switches
  between stacking them by group and by value, moving the cards there.
- Keys the view does not use (number keys, Space...) go on to the parent widget.
  An empty ``set_selectable`` also clears the selection.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from functools import partial

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from mahjong_desktop.engine.protocol import EventData, Observation
from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.ui.startup.first_paint import after_first_paint
from mahjong_desktop.ui.table.art import TileArt
from mahjong_desktop.ui.table.layout.card_columns import HandSort
from mahjong_desktop.ui.table.layout.geometry import TableLayout
from mahjong_desktop.ui.table.layout.table import layout_table
from mahjong_desktop.ui.table.painted.callouts import Callouts, call_of
from mahjong_desktop.ui.table.painted.items import CalloutItem
from mahjong_desktop.ui.table.scene import Move, TableScene
from mahjong_desktop.ui.table.tile_faces import face_of
from mahjong_desktop.ui.texts.live import follow_language
from mahjong_desktop.variants.registry import HONG_KONG, is_card_game

BASE_DURATION_MS = 260  # one move at speed 1: quick, but the eye follows the tile
SELECT_DURATION_MS = 90
MAX_SPEED = 10.0
RESIZE_SETTLE_MS = 40


def received_marks(observation: Observation) -> list[int]:
    """The tiles to outline in the hand: those received, until the declaration."""
    part = observation.get("exchange")
    if part is None or observation.get("declared"):
        return []
    return list(part["received"])


class TableView(QGraphicsView):
    """The table of one deal, seen by the observation's seat (at the bottom).

    Signals:
        selectionChanged: the selected tile id of the human's hand, -1 for none.
        discardRequested: the tile id to discard (a second click, a double click, Enter).
        animationsFinished: every running animation has ended (the controller paces on it).
    """

    selectionChanged = Signal(int)  # tile id, -1 for none
    discardRequested = Signal(int)  # tile id
    pickToggled = Signal(int)  # tile id clicked while picking (the exchange's three)
    animationsFinished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._variant = HONG_KONG
        self._corner_index = (False, False)  # on tiles, on cards
        self._scene = TableScene(TileArt.mahjong(), self)
        self.setScene(self._scene)
        self._callouts = Callouts(self._scene, self)  # the calls on show
        self._observation: Observation | None = None
        self._revealed: dict[int, list[int]] = {}
        self._revealed_faces: dict[str, str] = {}  # faces of revealed ids the observation lacks
        self._last_discard: int | None = None
        self._speed = 1.0
        self._hand_sort = HandSort.GROUPS  # how a Paohuzi hand is stacked in columns
        self._group: QParallelAnimationGroup | None = None  # an event's moves
        self._lift: QParallelAnimationGroup | None = None  # a selection's moves
        self._finish_pending = False
        self._picking = False  # clicks pick tiles instead of discarding one
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        follow_language(self, lambda: self.setAccessibleName(self.tr("Table")))
        self._resize_timer = QTimer(self)
        self._resize_timer.setSingleShot(True)
        self._resize_timer.setInterval(RESIZE_SETTLE_MS)
        self._connect_signals()
        # What the first deal needs, readied one piece per idle turn once the
        # view is on screen: that deal's relayout then only lays out and draws.
        after_first_paint(
            self.viewport(),
            (
                TileArt.mahjong().prepare,
                partial(importlib.import_module, "mahjong_desktop.ui.table.layout.mahjong.tiles"),
                TileArt.paohuzi().prepare,
                partial(importlib.import_module, "mahjong_desktop.ui.table.layout.paohuzi"),
            ),
        )

    def _connect_signals(self) -> None:
        """The view's own wiring (an event's animations are wired as they are made)."""
        self._resize_timer.timeout.connect(self._resized)

    # -- the contract -------------------------------------------------------------------

    def set_variant(self, variant: str) -> None:
        art = TileArt.paohuzi() if is_card_game(variant) else TileArt.mahjong()
        self._stop_animations()
        self._variant = variant
        self._scene.set_art(art)
        self._scene.set_corner_index(self._corner_index[is_card_game(variant)])
        self._callouts.drop_all()
        self._observation = None
        self._revealed, self._revealed_faces = {}, {}
        self._last_discard = None

    def show_observation(self, observation: Observation) -> None:
        self._stop_animations()
        self._accept(observation)
        self._relayout(animate=False)

    def play_event(self, event: EventData, observation: Observation) -> None:
        marked = self._last_discard
        kind = event.get("type")
        if kind == "discard" and isinstance(event.get("tile"), int):
            marked = int(event["tile"])
        elif kind in ("draw", "deal_start", "reveal"):
            marked = None
        call = call_of(event)
        if observation == self._observation and marked == self._last_discard:
            # Nothing moves (a claim window, a payment, the next event of a batch
            # already shown): running moves go on, and the signal follows them.
            if call is not None:
                self._announce(call, event, None)
            if self._group is None:
                self._emit_finished_later()
            return
        self._stop_animations()
        self._last_discard = marked
        self._accept(observation)
        start = self._travelling_from(event)
        self._relayout(animate=True, event=event)
        if call is not None:
            self._announce(call, event, start)

    def set_selectable(self, tile_ids: Iterable[int]) -> None:
        self._scene.set_selectable(int(t) for t in tile_ids)
        current = self._scene.selected
        if current is not None and current not in self._scene.selectable:
            self.clear_selection()

    def selected(self) -> int | None:
        return self._scene.selected

    def select_step(self, step: int) -> None:
        order = self._selectable_order()
        if not order or step == 0:
            return
        current = self._scene.selected
        if current not in order:
            index = 0 if step > 0 else len(order) - 1
        else:
            index = (order.index(current) + step) % len(order)
        self._select(order[index])

    def select(self, tile: int) -> None:
        """Select (lift) ``tile`` if it may be selected now, as a first click would."""
        if tile in self._scene.selectable:
            self._select(tile)

    def clear_selection(self) -> None:
        if self._scene.selected is not None:
            self._settle_for_selection()
            self._run(self._scene.set_selected(None), SELECT_DURATION_MS, signal=False)
            self.selectionChanged.emit(-1)

    def set_picking(self, picking: bool) -> None:
        """Clicks (and Enter) pick tiles, ``pickToggled``, instead of discarding."""
        self._picking = picking

    def set_picked(self, tiles: Iterable[int]) -> None:
        """Lift ``tiles`` as picked, the others dropped (``ExchangeBar`` keeps the picks)."""
        self._settle_for_selection()
        self._run(self._scene.set_picked(int(t) for t in tiles), SELECT_DURATION_MS, signal=False)

    def set_animation_speed(self, factor: float) -> None:
        if factor < 0:
            raise ValueError(f"animation speed {factor} is negative")
        self._speed = min(float(factor), MAX_SPEED)

    def set_display(self, settings: DisplaySettings) -> None:
        self._scene.set_display(settings)
        self.resetCachedContent()
        self.viewport().update()

    def reveal_all(self, hands: dict[int, list[int]], faces: dict[int, str] | None = None) -> None:
        self._stop_animations()
        if self._observation is None:
            return
        own = self._observation.get("seat")
        self._revealed = {int(s): [int(t) for t in ids] for s, ids in hands.items() if s != own}
        known = self._observation.get("faces") or {}
        variant = str(self._observation.get("variant", self._variant))
        self._revealed_faces = {}
        for tile in (t for ids in self._revealed.values() for t in ids):
            if str(tile) not in known:
                face = (faces or {}).get(tile) or face_of(variant, tile)
                if face is not None:
                    self._revealed_faces[str(tile)] = face
        self._relayout(animate=True, event={"type": "reveal_all", "seat": None})

    # -- extras for the window and tests ------------------------------------------------

    def set_table_colour(self, centre: QColor, edge: QColor) -> None:
        """The cloth's colours (the player's table colour preference)."""
        self._scene.set_felt(centre, edge)
        self.resetCachedContent()  # the background is cached
        self.viewport().update()

    def set_tile_scale(self, scale: float) -> None:
        """The tile-size preference (1.0 fills the window); the table is laid out again."""
        self._scene.tile_scale = scale
        self._stop_animations()  # as a resize does: moves end where they were going
        self._relayout(animate=False)

    def set_corner_index(self, shown: bool, cards: bool | None = None) -> None:
        """Show the learner's index (5m, E, Wh) in the corner of every tile, and
        (2x, 10d) on every card: ``cards`` apart, or as the tiles."""
        self._corner_index = (shown, shown if cards is None else cards)
        self._scene.set_corner_index(self._corner_index[is_card_game(self._variant)])

    def hand_sort(self) -> HandSort:
        return self._hand_sort

    def resort_hand(self) -> HandSort:
        """Stack a Paohuzi hand the other way (by group or by value); returns the new order."""
        self._hand_sort = self._hand_sort.next()
        self._stop_animations()
        self._relayout(animate=True, signal=False)  # no event: the controller waits for none
        return self._hand_sort

    def table_layout(self) -> TableLayout | None:
        """The layout on show (tests and the window's accessibility read it)."""
        return self._scene.layout

    def table_scene(self) -> TableScene:
        return self._scene

    def animation_speed(self) -> float:
        return self._speed

    def is_animating(self) -> bool:
        return self._group is not None

    def callouts(self) -> dict[int, CalloutItem]:
        """The calls on show, by seat (tests read them)."""
        return self._callouts.shown()

    # -- calls said aloud -----------------------------------------------------------------

    def _travelling_from(self, event: EventData) -> QPointF | None:
        """Where the claimed (or won) tile lies before the event moves it."""
        tile = event.get("claimed") if event.get("type") == "meld" else event.get("tile")
        item = self._scene.tiles.get(tile) if isinstance(tile, int) else None
        return None if item is None else item.pos()

    def _announce(self, call: str, event: EventData, start: QPointF | None) -> None:
        """Show ``call`` beside the seat that made it, moving with the claimed tile."""
        seat = event.get("seat")
        layout = self._scene.layout
        if isinstance(seat, int) and layout is not None:
            travel_ms = round(BASE_DURATION_MS / self._speed) if self._speed else 0
            self._callouts.announce(call, seat, layout, start, self._speed, travel_ms)

    # -- layout and motion --------------------------------------------------------------

    def _accept(self, observation: Observation) -> None:
        if observation.get("variant") and observation["variant"] != self._variant:
            self.set_variant(str(observation["variant"]))
        if self._observation is not None and observation.get("deal") != self._observation.get(
            "deal"
        ):
            self._revealed, self._revealed_faces = {}, {}
            self._last_discard = None
            self._callouts.drop_all()
        self._observation = observation
        self._scene.received = frozenset(received_marks(observation))

    def _relayout(self, animate: bool, event: EventData | None = None, signal: bool = True) -> None:
        if self._observation is None:
            return
        size = self.viewport().size()
        self._scene.set_dpr(self.devicePixelRatioF())
        observation = self._observation
        if self._revealed_faces:
            faces = {**self._revealed_faces, **(observation.get("faces") or {})}
            observation = {**observation, "faces": faces}
        layout = layout_table(
            observation,
            max(size.width(), 200),
            max(size.height(), 150),
            self._scene.pixmaps.art.aspect,
            marked=self._last_discard,
            revealed=self._revealed,
            scale=self._scene.tile_scale,
            hand_sort=self._hand_sort,
        )
        moves = self._scene.apply(layout, event if animate else None)
        if animate:
            self._run(moves, BASE_DURATION_MS, signal=signal)
        else:
            for move in moves:
                move.item.setPos(move.end)
            self._callouts.place(layout)
        rect = self._scene.sceneRect()
        if rect != self.sceneRect():
            # Setting it, even unchanged, drops the view's cached background: the
            # felt would then be redrawn on every event's paint.
            self.setSceneRect(rect)

    def _run(self, moves: list[Move], duration_ms: int, signal: bool) -> None:
        """Animate ``moves`` (or snap them at speed 0).

        ``signal``: an event's moves, ending in animationsFinished; otherwise a
        selection's lift, which never signals.
        """
        if self._speed == 0 or not moves:
            for move in moves:
                move.item.setPos(move.end)
            if signal:
                self._emit_finished_later()
            return
        group = QParallelAnimationGroup(self)
        for move in moves:
            animation = QVariantAnimation(group)
            animation.valueChanged.connect(move.item.setPos)
            animation.setStartValue(move.start)
            animation.setEndValue(move.end)
            animation.setDuration(max(1, round(duration_ms / self._speed)))
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(animation)
        if signal:
            self._stop_animations()
            self._group = group
            group.finished.connect(self._on_group_finished)
        else:
            self._lift = group
            group.finished.connect(lambda done=group: self._lift_finished(done))
        group.start(QParallelAnimationGroup.DeletionPolicy.DeleteWhenStopped)

    def _lift_finished(self, group: QParallelAnimationGroup) -> None:
        if self._lift is group:  # the group deletes itself: forget it
            self._lift = None

    def _settle_for_selection(self) -> None:
        """Finish running moves at once before a lift starts from where tiles rest.

        The event's moves complete normally (animationsFinished still comes); a
        lift still rising or dropping jumps to its end.
        """
        lift, self._lift = self._lift, None
        if lift is not None:
            lift.setCurrentTime(lift.totalDuration())
        if self._group is not None:
            self._group.setCurrentTime(self._group.totalDuration())

    def _on_group_finished(self) -> None:
        self._group = None
        self.animationsFinished.emit()

    def _emit_finished_later(self) -> None:
        if not self._finish_pending:
            self._finish_pending = True
            QTimer.singleShot(0, self, self._emit_finished_now)

    def _emit_finished_now(self) -> None:
        self._finish_pending = False
        if self._group is None:
            self.animationsFinished.emit()

    def _stop_animations(self) -> None:
        """Jump running moves to their ends (a new event or a resize arrived).

        The event they showed is then over, so its animationsFinished still
        comes, from the event loop: a play_event that animates anew in the
        meantime holds it back until its own moves end, which keeps the signal
        once per wait and never leaves the controller waiting for its timeout.
        """
        lift, self._lift = self._lift, None
        if lift is not None:
            lift.setCurrentTime(lift.totalDuration())
        group, self._group = self._group, None
        if group is None:
            return
        group.finished.disconnect(self._on_group_finished)
        group.setCurrentTime(group.totalDuration())
        group.stop()
        self._emit_finished_later()

    # -- selection ----------------------------------------------------------------------

    def _selectable_order(self) -> list[int]:
        layout = self._scene.layout
        if layout is None:
            return []
        return [t for t in layout.hand_order() if t in self._scene.selectable]

    def _select(self, tile: int) -> None:
        if tile == self._scene.selected:
            return
        self._settle_for_selection()
        self._run(self._scene.set_selected(tile), SELECT_DURATION_MS, signal=False)
        self.selectionChanged.emit(tile)

    def _clicked(self, tile: int | None, double: bool) -> None:
        if tile is None or tile not in self._scene.selectable:
            return
        if self._picking:
            self.pickToggled.emit(tile)
        elif double or tile == self._scene.selected:
            self._select(tile)
            self.discardRequested.emit(tile)
        else:
            self._select(tile)

    # -- Qt events ----------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            tile = self._scene.own_tile_at(self.mapToScene(event.position().toPoint()))
            self._clicked(tile, double=False)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()  # the press did the click's work; its release belongs to it
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            tile = self._scene.own_tile_at(self.mapToScene(event.position().toPoint()))
            if tile is not None and tile == self._scene.selected:
                return  # the press before this already confirmed it
            self._clicked(tile, double=True)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.select_step(-1 if key == Qt.Key.Key_Left else 1)
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            tile = self._scene.selected
            if tile is not None and tile in self._scene.selectable:
                (self.pickToggled if self._picking else self.discardRequested).emit(tile)
                event.accept()
            else:
                event.ignore()
        elif key == Qt.Key.Key_S and is_card_game(self._variant):
            self.resort_hand()
            event.accept()
        else:
            event.ignore()  # number keys and Space belong to the window's claim bar

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._stop_animations()
        if self._scene.layout is None:
            # No deal on show yet (the window paints before it deals): the cloth
            # still fills the view, its gradient centred as a laid-out table's.
            cloth = QRectF(self.viewport().rect())
            self._scene.setSceneRect(cloth)
            self.setSceneRect(cloth)
        # A window dragged bigger sends a resize per pixel and each new size
        # renders its tiles anew: a resize right after another waits until the
        # size holds still; a lone one relays out at once.
        if self._resize_timer.isActive():
            self._resize_timer.start()
            return
        self._resized()
        self._resize_timer.start()

    def _resized(self) -> None:
        size = self.viewport().size()
        layout = self._scene.layout
        if layout is not None and (layout.width, layout.height) == (size.width(), size.height()):
            return  # already laid out at this size
        self._stop_animations()  # moves started since the resize would end at the old size
        self._relayout(animate=False)
        self.resetCachedContent()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._stop_animations()
            self._relayout(animate=False)
            self.resetCachedContent()
        return super().event(event)
