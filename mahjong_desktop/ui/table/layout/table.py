"""Where everything on the table goes: a pure function of an observation and a size.

``layout_table`` picks the game's layout (``mahjong.tiles`` or ``paohuzi``) and
returns its ``TableLayout``. No Qt here, so the layout is unit-tested without a
display; the scene only puts items where it says.
"""

from __future__ import annotations

from mahjong_desktop.engine.protocol import Observation
from mahjong_desktop.ui.table.layout.geometry import (
    CARD_ASPECT,
    MAHJONG_ASPECT,
    TILE_SCALE_RANGE,
    LayoutError,
    TableLayout,
    TableOptions,
)
from mahjong_desktop.variants.registry import is_card_game, is_tile_game


def layout_table(
    observation: Observation,
    width: int,
    height: int,
    aspect: float | None = None,
    *,
    marked: int | None = None,
    revealed: dict[int, list[int]] | None = None,
    scale: float = 1.0,
    hand_sort: str = "groups",
) -> TableLayout:
    """Every placement for ``observation`` on a ``width`` x ``height`` table.

    ``aspect`` defaults to the shipped sets'; the other options are ``TableOptions``'.
    Raises LayoutError for a size too small to draw, a scale out of range or an
    observation missing what the table needs.
    """
    if width < 200 or height < 150:
        raise LayoutError(f"a {width}x{height} table is too small to draw")
    low, high = TILE_SCALE_RANGE
    if not low <= scale <= high:
        raise LayoutError(f"a tile scale of {scale} is outside {low}-{high}")
    variant = observation.get("variant")
    # Each game's layout is imported on its first use (the window readies both
    # once it is on screen): importing them costs start-up time.
    if is_card_game(variant):
        from mahjong_desktop.ui.table.layout.paohuzi import layout_paohuzi

        options = TableOptions(aspect or CARD_ASPECT, marked, revealed or {}, scale, hand_sort)
        return layout_paohuzi(observation, width, height, options)
    if is_tile_game(variant):
        from mahjong_desktop.ui.table.layout.mahjong.tiles import layout_mahjong

        options = TableOptions(aspect or MAHJONG_ASPECT, marked, revealed or {}, scale)
        return layout_mahjong(observation, width, height, options)
    raise LayoutError(f"no table layout for variant {variant!r}")
