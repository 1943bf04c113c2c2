"""The table scene: one item per physical tile, put where a ``TableLayout`` says.

``TableScene.apply(layout, event)`` reconciles the items with a new layout:
items whose key stays move, items whose key vanishes hand over to an appearing
key (``ui.table.motion``) or leave, and the rest are made. It returns the moves so
the view can animate them (or not); it never waits. Pixmaps come from the art
cache, turned copies from ``TilePixmaps``; painting only blits.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from mahjong_desktop.engine.protocol import EventData
from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.ui.table.art import TileArt
from mahjong_desktop.ui.table.felt import CENTRE, EDGE, paint_cloth
from mahjong_desktop.ui.table.layout.geometry import TableLayout, TileKey
from mahjong_desktop.ui.table.motion import plan_handover
from mahjong_desktop.ui.table.painted.centre import CentreItem
from mahjong_desktop.ui.table.painted.items import DRAWN_MARKS, SeatLabelItem, mark_item
from mahjong_desktop.ui.table.tile_item import DIMMED_OPACITY, TileItem, TilePixmaps

FELT = QColor(CENTRE)
FELT_EDGE = QColor(EDGE)
LIFT_SHARE = 0.2  # of the tile height: how far a selected tile rises


@dataclass(frozen=True)
class Move:
    item: TileItem
    start: QPointF
    end: QPointF


class TableScene(QGraphicsScene):
    """Tile items keyed like the layout's placements, plus labels and the centre panel."""

    def __init__(self, art: TileArt, parent: Any = None) -> None:
        super().__init__(parent)
        self.pixmaps = TilePixmaps(art)
        self.tiles: dict[TileKey, TileItem] = {}
        self.layout: TableLayout | None = None
        self.display = DisplaySettings()
        self.corner_index = False  # the learner's label (5m, E, Wh) in each face's corner
        self.tile_scale = 1.0  # the tile-size preference, for the layout
        self.felt = (FELT, FELT_EDGE)  # the cloth: centre and edge of its gradient
        self.dpr = 1.0
        self.selected: int | None = None
        self.selectable: frozenset[int] = frozenset()
        self.picked: frozenset[int] = frozenset()  # own tiles chosen to pass (lifted)
        self.received: frozenset[int] = frozenset()  # own tiles just passed in (outlined)
        self._labels: list[SeatLabelItem] = []
        self._centre: CentreItem | None = None
        self._marks: list[QGraphicsItem] = []
        self.items_made = 0  # tile items ever made: handovers keep it near the tile count

    # -- settings ---------------------------------------------------------------------

    def set_art(self, art: TileArt) -> None:
        if art is not self.pixmaps.art:
            self.pixmaps = TilePixmaps(art)
            self.clear_table()

    def clear_table(self) -> None:
        for item in self.tiles.values():
            self.removeItem(item)
        self.tiles.clear()
        for other in [*self._labels, *self._marks, *([self._centre] if self._centre else [])]:
            self.removeItem(other)
        self._labels, self._marks, self._centre = [], [], None
        self.layout = None
        self.selected = None
        self.picked = self.received = frozenset()

    def set_display(self, display: DisplaySettings) -> None:
        if display != self.display:
            self.display = display
            self.refresh_looks()
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_corner_index(self, shown: bool) -> None:
        if shown != self.corner_index:
            self.corner_index = shown
            self.refresh_looks()

    def set_felt(self, centre: QColor, edge: QColor) -> None:
        if (centre, edge) != self.felt:
            self.felt = (centre, edge)
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_dpr(self, dpr: float) -> None:
        if dpr > 0 and dpr != self.dpr:
            self.dpr = dpr
            self.refresh_looks()

    # -- applying a layout ------------------------------------------------------------

    def apply(self, layout: TableLayout, event: EventData | None = None) -> list[Move]:
        """Reconcile items with ``layout``; returns each moved item's start and end."""
        old = {key: item.placement for key, item in self.tiles.items() if item.placement}
        plan = plan_handover(old, layout.placements, event)
        items: dict[TileKey, TileItem] = {}
        for new_key, old_key in plan.items():
            item = self.tiles.pop(old_key)
            item.key = new_key
            items[new_key] = item
        for key in list(self.tiles):
            if key in layout.placements:
                items[key] = self.tiles.pop(key)
        for item in self.tiles.values():  # gone from the table (or from this observer's view)
            self.removeItem(item)
        moves: list[Move] = []
        for key, placement in layout.placements.items():
            found = items.get(key)
            start = None if found is None else found.pos()
            if found is None:
                item = TileItem(key)
                self.items_made += 1
                self.addItem(item)
            else:
                item = found
            item.placement = placement
            item.setZValue(placement.z)
            self._dress(item)
            end = self._target(item)
            if start is None or start == end:
                item.setPos(end)
            else:
                moves.append(Move(item, start, end))
            items[key] = item
        self.tiles = items
        self.layout = layout
        if self.selected is not None and self.selected not in self._own_keys():
            self.selected = None
        self._apply_furniture(layout)
        self.setSceneRect(QRectF(0, 0, layout.width, layout.height))
        return moves

    def _own_keys(self) -> set[int]:
        return {
            k
            for k, i in self.tiles.items()
            if isinstance(k, int) and i.placement and i.placement.own
        }

    def _target(self, item: TileItem) -> QPointF:
        placement = item.placement
        assert placement is not None
        point = item.target()
        lifted = item.key == self.selected or item.key in self.picked
        if placement.own and lifted and placement.seat is not None:
            point.setY(point.y() - round(LIFT_SHARE * placement.height))
        return point

    def _dress(self, item: TileItem) -> None:
        """Pixmap, opacity and mark from the item's placement and the selection."""
        placement = item.placement
        assert placement is not None
        selected = placement.own and (item.key == self.selected or item.key in self.picked)
        item.set_tile_pixmap(
            self.pixmaps.get(
                placement.face,
                placement.height,
                placement.rotation,
                self.dpr,
                self.display,
                selected=selected,
                corner_index=self.corner_index,
            )
        )
        item.set_marked(placement.marked or (placement.own and item.key in self.received))
        faint = placement.dimmed or (
            placement.own and bool(self.selectable) and item.key not in self.selectable
        )
        item.setOpacity(DIMMED_OPACITY if faint else 1.0)

    def refresh_looks(self) -> None:
        """Re-dress every item (display settings, selection or device pixel ratio changed)."""
        for item in self.tiles.values():
            if item.placement is not None:
                self._dress(item)

    def _apply_furniture(self, layout: TableLayout) -> None:
        if len(layout.labels) == len(self._labels):  # kept: an unchanged label keeps its cache
            for item, label in zip(self._labels, layout.labels, strict=True):
                if item.label != label:
                    item.set_label(label)
        else:
            for old in self._labels:
                self.removeItem(old)
            self._labels = [SeatLabelItem(label) for label in layout.labels]
            for item in self._labels:
                self.addItem(item)
        if layout.centre is None:
            if self._centre is not None:
                self.removeItem(self._centre)
                self._centre = None
        elif self._centre is None:
            self._centre = CentreItem(layout.centre)
            self.addItem(self._centre)
        else:
            self._centre.set_panel(layout.centre)
        for mark in self._marks:
            self.removeItem(mark)
        self._marks = [mark_item(m) for m in layout.marks if m.kind in DRAWN_MARKS]
        for mark in self._marks:
            self.addItem(mark)

    # -- selection --------------------------------------------------------------------

    def own_tile_at(self, point: QPointF) -> int | None:
        """The observer's own concealed tile under ``point``, if any."""
        for graphics in self.items(point):
            if isinstance(graphics, TileItem) and graphics.placement and graphics.placement.own:
                key = graphics.key
                return key if isinstance(key, int) else None
        return None

    def set_selected(self, tile: int | None) -> list[Move]:
        """Lift ``tile`` (and drop the one lifted before); returns the moves."""
        moves = []
        previous, self.selected = self.selected, tile
        for key in {previous, tile} - {None}:
            item = self.tiles.get(key) if key is not None else None
            if item is not None and item.placement is not None:
                self._dress(item)
                moves.append(Move(item, item.pos(), self._target(item)))
        return moves

    def set_picked(self, tiles: Iterable[int]) -> list[Move]:
        """Lift ``tiles`` as picked (the exchange's three), dropping the others; the moves."""
        previous, self.picked = self.picked, frozenset(tiles)
        moves = []
        for key in previous ^ self.picked:
            item = self.tiles.get(key)
            if item is not None and item.placement is not None:
                self._dress(item)
                moves.append(Move(item, item.pos(), self._target(item)))
        return moves

    def set_selectable(self, tiles: Iterable[int]) -> None:
        self.selectable = frozenset(tiles)
        for item in self.tiles.values():
            if item.placement is not None and item.placement.own:
                self._dress(item)

    # -- painting ---------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Felt and grain; the view caches the result, so this runs once per size or setting."""
        paint_cloth(painter, self.sceneRect(), QRectF(rect), self.felt, self.display)
