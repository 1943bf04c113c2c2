"""A stand-in for ``ui.table_view.TableView`` until the drawn table lands (tests only).

It implements the interface of the ``table_view`` contract and remembers what it
was asked to do, so the window's tests can run before the real view exists.
"""

from __future__ import annotations

import importlib.util
import sys
import types
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGraphicsView


class StandInTableView(QGraphicsView):
    selectionChanged = Signal(int)
    discardRequested = Signal(int)
    animationsFinished = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.variant = ""
        self.observation: dict[str, Any] = {}
        self.events: list[dict[str, Any]] = []
        self.selectable: list[int] = []
        self._selected: int | None = None
        self.revealed: dict[int, list[int]] = {}
        self.speed = 1.0

    def set_variant(self, variant: str) -> None:
        self.variant = variant

    def show_observation(self, observation: dict[str, Any]) -> None:
        self.observation = observation

    def play_event(self, event: dict[str, Any], observation: dict[str, Any]) -> None:
        self.events.append(event)
        self.observation = observation

    def set_selectable(self, tile_ids: Iterable[int]) -> None:
        self.selectable = sorted(tile_ids)
        if self._selected not in self.selectable:
            self.clear_selection()

    def selected(self) -> int | None:
        return self._selected

    def click_tile(self, tile: int) -> None:
        """What a click on a tile does: select it, or confirm the selected one."""
        if tile not in self.selectable:
            return
        if tile == self._selected:
            self.discardRequested.emit(tile)
            return
        self._selected = tile
        self.selectionChanged.emit(tile)

    def select_step(self, step: int) -> None:
        if not self.selectable:
            return
        if self._selected is None:
            index = 0 if step > 0 else len(self.selectable) - 1
        else:
            index = (self.selectable.index(self._selected) + step) % len(self.selectable)
        self._selected = self.selectable[index]
        self.selectionChanged.emit(self._selected)

    def clear_selection(self) -> None:
        if self._selected is not None:
            self._selected = None
            self.selectionChanged.emit(-1)

    def set_animation_speed(self, factor: float) -> None:
        self.speed = factor

    def set_display(self, settings: Any) -> None:
        self.display = settings

    def reveal_all(self, hands: dict[int, list[int]]) -> None:
        self.revealed = dict(hands)


def install_if_missing() -> None:
    if importlib.util.find_spec("mahjong_desktop.ui.table_view") is not None:
        return
    module = types.ModuleType("mahjong_desktop.ui.table_view")
    module.TableView = StandInTableView  # type: ignore[attr-defined]
    sys.modules["mahjong_desktop.ui.table_view"] = module
