"""Which tile item travels where when an event changes the table (no Qt).

A layout keys tiles the observer cannot tell apart anonymously (a wall
stack's top tile, an opponent's eleventh hand tile). When an event moves such a
tile, its key vanishes from one layout and a new key appears in the next: the
wall's ``("wall", 41, 1)`` becomes tile 93 in the own hand, an opponent's
``("hand", 2, 13)`` becomes the discard 57. ``plan_handover`` pairs each
appearing key with the vanishing key it most likely is, so the scene can move the one
item from where it was instead of making a new one. The event only breaks ties
(the stack a draw names); where tiles go decides the rest.
"""

from __future__ import annotations

from collections.abc import Mapping

from mahjong_desktop.engine.protocol import EventData
from mahjong_desktop.ui.table.layout.geometry import Region, TileKey, TilePlacement

WALL_REGIONS = frozenset({Region.WALL, Region.DEAD_WALL, Region.LOOSE})
HAND_REGIONS = frozenset({Region.HAND, Region.DRAWN})
PUBLIC_FROM_STOCK = frozenset({Region.FACE_UP, Region.OFFER, Region.MELD, Region.RIVER})


def _stacks_named(event: EventData | None) -> set[int]:
    """Ring stacks an event names (a draw's stack, a deal step's or renewal's stacks)."""
    stacks: set[int] = set()
    if not event:
        return stacks
    if isinstance(event.get("stack"), int):
        stacks.add(int(event["stack"]))
    for value in event.get("stacks") or []:
        if isinstance(value, int):
            stacks.add(value)
    return stacks


def _rank(appearing: TilePlacement, vanishing: TilePlacement) -> int | None:
    """How likely the vanishing tile is the appearing one: lower is likelier, None never.

    Read from where tiles go, not from one event, so a batch of events played
    against one observation (a discard, the claims, the next draw) still pairs
    each tile with where it came from: hands fill from the wall, rivers and
    melds from their seat's hand, loose tiles from the wall's tail, revealed
    cards from the stock.
    """
    a, v = appearing, vanishing
    from_wall = v.region in WALL_REGIONS
    if a.region in HAND_REGIONS:
        if from_wall:
            return 0
        if v.region is Region.STOCK:
            return 2
        return 3 if v.seat == a.seat else 4  # a public card taken into a hand
    if a.region in WALL_REGIONS:
        return 0 if from_wall else None
    if v.region is Region.STOCK:
        return 0 if a.region in PUBLIC_FROM_STOCK else None
    if from_wall:  # drawn and laid out in one batch: a bonus tile, a kong's replacement
        return 4 if a.region is Region.FLOWER else 5
    if v.seat == a.seat:
        return 1 if v.region is Region.HAND else 2
    return 3


def plan_handover(
    old: Mapping[TileKey, TilePlacement],
    new: Mapping[TileKey, TilePlacement],
    event: EventData | None = None,
) -> dict[TileKey, TileKey]:
    """Map appearing keys of ``new`` to vanishing keys of ``old`` (each used once).

    The likeliest pairs are taken first; among equals a wall tile on a stack the
    event names wins. Keys in both layouts need no plan: their items simply move.
    """
    vanishing = [k for k in old if k not in new]
    appearing = [k for k in new if k not in old]
    if not vanishing or not appearing:
        return {}
    named = _stacks_named(event)
    candidates: list[tuple[int, int, int, int]] = []
    for i, key in enumerate(appearing):
        for j, source in enumerate(vanishing):
            rank = _rank(new[key], old[source])
            if rank is not None:
                unnamed = 0 if isinstance(source, tuple) and source[1] in named else 1
                candidates.append((rank, unnamed, i, j))
    candidates.sort()
    plan: dict[TileKey, TileKey] = {}
    used: set[int] = set()
    for _, _, i, j in candidates:
        if appearing[i] not in plan and j not in used:
            plan[appearing[i]] = vanishing[j]
            used.add(j)
    return plan
