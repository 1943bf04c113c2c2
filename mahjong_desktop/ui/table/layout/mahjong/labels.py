"""The mahjong table's centre panel and seat labels, placed once the tiles are.

The centre panel holds the round wind and the seats' winds round the count of
tiles left (and the dice before the first discard). Each seat label sits by its own seat's tiles:
the side seats' in the columns left and right of the table, the observer's at
the left end of its row when the row leaves room, the seat across level with
its hand in two columns of lines, clear of every tile (``tiles.layout_mahjong``).
"""

from __future__ import annotations

import math
from dataclasses import replace

from mahjong_desktop.ui.table.layout.geometry import (
    BOTTOM,
    LABEL_LINES,
    LEFT,
    RIGHT,
    TOP,
    CentrePanel,
    Rect,
    Region,
    SeatLabel,
    label_line_count,
    seat_label,
)
from mahjong_desktop.ui.table.layout.mahjong.sizes import LABEL_H, LABEL_W, MahjongRun

TOP_LABEL_W = 8.6  # the seat across: two columns of lines, a long total beside long notes
# Both games play the East round only (Hong Kong's rule book: "The round wind is
# always East"; Sichuan scores no winds): the centre names it all the same, as
# a player of either looks for it there.
ROUND_WIND = "E"


def place_centre_and_labels(table: MahjongRun) -> None:
    s = table.sizes
    obs = table.observation
    c = s.centre
    seats = obs["seats"]
    winds = tuple((table.place_of(int(d["seat"])), str(d.get("wind") or "")) for d in seats)
    current = obs.get("current")
    started = any(d.get("discards") or d.get("melds") for d in seats)
    dice = (
        ()
        if started
        else tuple(tuple(int(v) for v in pair) for pair in obs["wall"].get("dice") or [])
    )
    table.layout.centre = CentrePanel(
        rect=Rect(table.cx - c / 2, table.cy - c / 2, c, c),
        winds=winds,
        current_place=None
        if current is None or obs.get("phase") == "ended"
        else table.place_of(int(current)),
        tiles_left=int(obs.get("tiles_left", 0)),
        dice=dice,  # type: ignore[arg-type]
        label="tiles",
        round_wind=ROUND_WIND,
    )
    label_w, label_h = LABEL_W * s.unit, LABEL_H * s.unit
    half = s.square / 2
    left_x = table.cx - half - 2 * s.gap - s.strip - label_w
    right_x = table.cx + half + 2 * s.gap + s.strip
    rects = {
        BOTTOM: Rect(left_x, table.cy + half - label_h, label_w, label_h),
        LEFT: Rect(left_x, table.cy - label_h / 2, label_w, label_h),
        RIGHT: Rect(right_x, table.cy - label_h / 2, label_w, label_h),
        TOP: Rect(right_x, table.cy - half, label_w, label_h),
    }
    labels = {}
    for data in seats:
        place = table.place_of(int(data["seat"]))
        labels[place] = seat_label(obs, data, place, rects[place])
    # The seat across sits between the two side columns: its label goes beside its own
    # strip, low and wide, where the side columns would put it next to another seat's.
    labels[BOTTOM] = _own_label(table, labels[BOTTOM], [labels[p].rect for p in (LEFT, RIGHT)])
    labels[TOP] = _top_label(table, labels[TOP], [labels[p].rect for p in (BOTTOM, LEFT, RIGHT)])
    table.layout.labels.extend(labels[p] for p in sorted(labels))


def _blocked(table: MahjongRun, others: list[Rect]) -> list[Rect]:
    """What a label must keep clear of: every tile, the other labels and the centre."""
    assert table.layout.centre is not None
    return [
        *(p.bounds for p in table.layout.placements.values()),
        *others,
        table.layout.centre.rect,
    ]


def _fits(table: MahjongRun, spot: Rect, blocked: list[Rect]) -> bool:
    s = table.sizes
    area = Rect(s.margin, s.margin, table.layout.width - 2 * s.margin, table.layout.height)
    return area.contains(spot) and not any(spot.intersects(b, -s.gap / 2) for b in blocked)


def _strip_box(table: MahjongRun, seat: int) -> Rect | None:
    return Rect.union(
        p.bounds
        for p in table.layout.placements.values()
        if p.seat == seat and p.region in (Region.HAND, Region.DRAWN, Region.MELD, Region.FLOWER)
    )


def _own_label(table: MahjongRun, label: SeatLabel, others: list[Rect]) -> SeatLabel:
    """The observer's label at the left end of its row of tiles, when the row leaves room.

    Otherwise it stays in the left column, above the row.
    """
    row = _strip_box(table, label.seat)
    if row is None:
        return label
    w, h = label.rect.w, label.rect.h
    spot = Rect(row.x - table.sizes.gap - w, row.bottom - h, w, h)
    return replace(label, rect=spot) if _fits(table, spot, _blocked(table, others)) else label


def _top_label(table: MahjongRun, label: SeatLabel, others: list[Rect]) -> SeatLabel:
    """The label of the seat across, level with its hand on whichever side has room.

    Two columns of lines keep it within the strip's depth, so it clears the wall;
    the side column's spot is the fallback when the strip leaves no room.
    """
    s = table.sizes
    line_h = LABEL_H * s.unit / LABEL_LINES
    rows = math.ceil(label_line_count(label) / 2)
    w, h = TOP_LABEL_W * s.unit, line_h * (rows + 0.7)
    top = table.cy - s.square / 2 - s.gap - s.strip
    strip = _strip_box(table, label.seat) or Rect(table.cx, top, 0, 0)
    blocked = _blocked(table, others)
    for x in (strip.right + s.gap, strip.x - s.gap - w):
        spot = Rect(x, top, w, h)
        if _fits(table, spot, blocked):
            return replace(label, rect=spot, line_height=line_h, columns=2)
    return label
