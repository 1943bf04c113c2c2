"""Which tile item travels where when an event changes the table (no Qt).

A layout keys tiles the observer cannot tell apart anonymously (a wall
stack's top tile, an opponent's eleventh hand tile). When an event moves such a
tile, its key vanishes from one layout and a new key appears in the next: the
wall's ``("wall", 41, 1)`` becomes tile 93 in the own hand, an opponent's
``("hand", 2, 13)`` becomes the discard 57. ``plan_handover`` pairs each
appearing key with the vanishing key it most likely is, using what the event
says (where a draw came from, who discarded), so the scene can move the one
item from where it was instead of making a new one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from mahjong_desktop.ui.layout import Region, TileKey, TilePlacement

WALL_REGIONS = frozenset({Region.WALL, Region.DEAD_WALL, Region.LOOSE})
FROM_WALL = frozenset({"draw", "deal_step", "loose_renewed", "dealt", "replacement"})
FROM_STOCK = frozenset({"reveal"})


def _stacks_named(event: dict[str, Any]) -> set[int]:
    stacks: set[int] = set()
    if isinstance(event.get("stack"), int):
        stacks.add(int(event["stack"]))
    for value in event.get("stacks") or []:
        if isinstance(value, int):
            stacks.add(value)
    return stacks


def _rank(
    event: dict[str, Any], appearing: TilePlacement, vanishing: TilePlacement, key: TileKey
) -> int | None:
    """Lower is likelier; None: this vanishing tile cannot be the appearing one."""
    kind = event.get("type")
    seat = event.get("seat")
    if kind in FROM_WALL or (kind == "flower" and vanishing.region in WALL_REGIONS):
        if vanishing.region not in WALL_REGIONS:
            return None
        named = _stacks_named(event)
        on_named = isinstance(key, tuple) and key[1] in named
        return 0 if on_named or not named else 1
    if kind in FROM_STOCK:
        return 0 if vanishing.region is Region.STOCK else None
    if vanishing.region in WALL_REGIONS or vanishing.region is Region.STOCK:
        return None  # only draws and reveals take from the wall or stock
    if vanishing.seat == seat and vanishing.region is Region.HAND:
        return 0
    if vanishing.seat == appearing.seat:
        return 1
    return 2


def plan_handover(
    old: Mapping[TileKey, TilePlacement],
    new: Mapping[TileKey, TilePlacement],
    event: dict[str, Any] | None,
) -> dict[TileKey, TileKey]:
    """Map appearing keys of ``new`` to vanishing keys of ``old`` (each used once).

    Keys in both layouts need no plan: their items simply move.
    """
    vanishing = [k for k in old if k not in new]
    appearing = [k for k in new if k not in old]
    if not vanishing or not appearing:
        return {}
    event = event or {}
    plan: dict[TileKey, TileKey] = {}
    free = dict.fromkeys(vanishing)
    for key in appearing:
        best: tuple[int, TileKey] | None = None
        for candidate in free:
            rank = _rank(event, new[key], old[candidate], candidate)
            if rank is not None and (best is None or rank < best[0]):
                best = (rank, candidate)
                if rank == 0:
                    break
        if best is not None:
            plan[key] = best[1]
            del free[best[1]]
    return plan


def vanished(
    old: Iterable[TileKey], new: Mapping[TileKey, Any], plan: Mapping[Any, TileKey]
) -> list[TileKey]:
    """Keys of ``old`` that neither stay nor hand over: their items leave the table."""
    handed = set(plan.values())
    return [k for k in old if k not in new and k not in handed]
