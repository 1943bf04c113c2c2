"""The mahjong table's sizes: a unit fitted to the window, and the tile sizes from it.

``MahjongRun`` is one mahjong layout run: the shared state of ``TableRun``, the
sizes and the wall's centre; ``tiles`` places the tiles with it and ``labels``
the centre panel and seat labels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from mahjong_desktop.engine.protocol import Observation
from mahjong_desktop.ui.table.layout.geometry import (
    Frame,
    LayoutError,
    TableOptions,
    TableRun,
    TileSize,
)

LABEL_W, LABEL_H = 4.6, 3.0  # a side seat's label, in units
MARGIN, GAP = 0.2, 0.3  # in units
OWN, OWN_MELD, OWN_FLOWER, OTHER, OTHER_FLOWER, RIVER = 1.7, 1.2, 1.0, 0.85, 0.7, 0.95
LIFT = 0.22  # of the own tile height: room for the selected tile to rise
RIVER_COLUMNS, RIVER_ROWS = 6, 3
ELEVATION = 0.2  # of a wall tile's height: how far the upper tile of a stack is drawn up
GROUP_GAP = 0.18  # between melds, and between hand and drawn tile, as a share of a tile height


@dataclass(frozen=True)
class Sizes:
    unit: float
    own: TileSize
    own_meld: TileSize
    own_flower: TileSize
    other: TileSize
    other_flower: TileSize
    river: TileSize
    wall: TileSize
    elevation: int
    inner: float  # side of the square inside the wall
    square: float  # outer side of the wall square

    @property
    def margin(self) -> float:
        return MARGIN * self.unit

    @property
    def gap(self) -> float:
        return GAP * self.unit

    @property
    def centre(self) -> float:
        """Side of the centre panel: one river row long."""
        return RIVER_COLUMNS * self.river.width

    @property
    def strip(self) -> float:
        """Depth of an opponent's strip: hand row plus meld row."""
        return 2 * self.other.height + 0.1 * self.unit

    @property
    def bottom_strip(self) -> float:
        return self.own.height * (1 + LIFT)


def sizes_at(unit: float, aspect: float, stacks_per_side: int, scale: float = 1.0) -> Sizes:
    """Sizes at ``unit``; ``scale`` (the tile-size preference) grows the seats' tiles.

    The hands, melds and flowers take the scale; the wall, the rivers and the
    labels stay in units, and ``fit_sizes`` shrinks the unit until all fits.
    """
    river = TileSize(max(6, round(RIVER * unit)), aspect)
    pad = 0.12 * unit
    inner_needed = RIVER_COLUMNS * river.width + 2 * (RIVER_ROWS * river.height + 2 * pad)
    wall_h = max(4, math.ceil(inner_needed / (stacks_per_side * aspect)))
    while stacks_per_side * TileSize(wall_h, aspect).width < inner_needed:
        wall_h += 1
    wall = TileSize(wall_h, aspect)
    elevation = max(1, round(ELEVATION * wall_h))
    inner = stacks_per_side * wall.width
    return Sizes(
        unit=unit,
        own=TileSize(max(8, round(OWN * scale * unit)), aspect),
        own_meld=TileSize(max(6, round(OWN_MELD * scale * unit)), aspect),
        own_flower=TileSize(max(6, round(OWN_FLOWER * scale * unit)), aspect),
        other=TileSize(max(6, round(OTHER * scale * unit)), aspect),
        other_flower=TileSize(max(5, round(OTHER_FLOWER * scale * unit)), aspect),
        river=river,
        wall=wall,
        elevation=elevation,
        inner=inner,
        square=inner + 2 * (wall.height + 2 * elevation),
    )


def fit_sizes(width: int, height: int, aspect: float, stacks_per_side: int, scale: float) -> Sizes:
    """The largest sizes whose table fits ``width`` x ``height``.

    Whole-pixel rounding makes small tables a little larger than their unit
    says, so the unit shrinks until the rounded table fits.
    """
    unit = min(height / 16.0, width / 24.0)
    for _ in range(40):
        sizes = sizes_at(unit, aspect, stacks_per_side, scale)
        used_h, used_w = _extent(sizes)
        if used_h <= height and used_w <= width:
            return sizes
        unit *= min(height / used_h, width / used_w, 0.995)
    return sizes


def _extent(s: Sizes) -> tuple[float, float]:
    """Height and width the table needs at these sizes."""
    vertical = 2 * s.margin + s.strip + 2 * s.gap + s.square + s.bottom_strip
    horizontal = 2 * s.margin + 2 * LABEL_W * s.unit + 4 * s.gap + 2 * s.strip + s.square
    return vertical, horizontal


class MahjongRun(TableRun):
    """One mahjong layout run: the shared state, the sizes and the wall's centre."""

    def __init__(
        self, observation: Observation, width: int, height: int, options: TableOptions
    ) -> None:
        super().__init__(
            observation, width, height, options, game="mahjong", seat_count=4, required=("wall",)
        )
        sides = observation["wall"].get("sides") or []
        if len(sides) != 4:
            raise LayoutError("a mahjong table needs four wall sides")
        per_side = max(int(side["count"]) for side in sides)
        self.sizes = fit_sizes(width, height, options.aspect, per_side, options.scale)
        self.cx = width / 2
        self.cy = wall_centre_y(height, self.sizes)
        # The last discard, else the tile on offer (a kong being robbed).
        offered = self.offer.get("tile") if self.offer else None
        self.marked = options.marked if options.marked is not None else offered

    def local_centre(self, frame: Frame) -> tuple[float, float]:
        return frame.local_point(self.cx, self.cy)


def wall_centre_y(height: int, s: Sizes) -> float:
    used = _extent(s)[0]
    top = (height - used) / 2 + s.margin
    return top + s.strip + s.gap + s.square / 2
