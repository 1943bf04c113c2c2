"""The mahjong table (Hong Kong, Sichuan): four seats round a square wall.

From the centre out: the centre panel (the seats' winds round the count of
tiles left, the dice at the start), each seat's river of discards in rows of
six, the wall two tiles high, then each seat's strip. The observer's strip at
the bottom holds its flowers, hand (the drawn tile set apart) and melds in one
row of large tiles; an opponent's strip holds its face-down hand in the outer
row and its melds and flowers in the inner row. Each seat label sits by its
own seat's tiles: the side seats' in the columns left and right of the table,
the observer's at the left end of its row, the seat across level with its hand
(two columns of lines, low enough to clear the wall). Sizes are in units of
``unit``, about a river tile's height, chosen so everything fits the given
width and height; the tile-size scale grows the seats' tiles and the unit
shrinks to make room.
"""

from __future__ import annotations

import math
from dataclasses import replace

from mahjong_desktop.engine.protocol import (
    MeldView,
    Observation,
    Offer,
    SeatView,
    WallView,
    WinView,
)
from mahjong_desktop.ui.table.layout.geometry import (
    BOTTOM,
    HIDDEN,
    LEFT,
    RIGHT,
    TOP,
    Frame,
    LayoutError,
    Mark,
    Rect,
    Region,
    TableLayout,
    TableOptions,
    TileKey,
    TileSize,
    claimed_position,
    face_sort_key,
    flow_rows,
    meld_tiles_face_down,
    place_tile,
)
from mahjong_desktop.ui.table.layout.mahjong.labels import place_centre_and_labels
from mahjong_desktop.ui.table.layout.mahjong.sizes import (
    GROUP_GAP,
    LABEL_W,
    MahjongRun,
)


def layout_mahjong(
    observation: Observation, width: int, height: int, options: TableOptions
) -> TableLayout:
    table = MahjongRun(observation, width, height, options)
    _place_wall(table, observation["wall"])
    for data in observation["seats"]:
        seat = int(data["seat"])
        place = table.place_of(seat)
        _place_river(table, data, place)
        if place == BOTTOM:
            _place_own_strip(table, data)
        else:
            _place_other_strip(table, data, place)
    if table.offer:
        _place_offer(table, table.offer)
    place_centre_and_labels(table)
    table.layout.close_regions()
    return table.layout


# -- the wall --------------------------------------------------------------------------


def break_stack(wall: WallView) -> int | None:
    """The ring stack where the dice broke the wall (the live wall's first stack).

    Counted as ``engine.wall`` does: from the broken side's right-hand end, by the
    total of both throws. None before the dice are thrown.
    """
    dice = wall.get("dice") or []
    sides = wall.get("sides") or []
    if len(dice) != 2 or wall.get("break_side") is None:
        return None
    total = sum(int(s["count"]) for s in sides)
    start = next((int(s["first"]) for s in sides if s["seat"] == wall["break_side"]), None)
    if start is None or total == 0:
        return None
    return (start + sum(dice[0]) + sum(dice[1])) % total


def _place_wall(table: MahjongRun, wall: WallView) -> None:
    s = table.sizes
    stacks = [int(n) for n in wall.get("stacks") or []]
    dead = {int(i) for i in wall.get("dead") or []}
    broken = break_stack(wall)
    positions: dict[int, tuple[Frame, float, float]] = {}  # stack -> frame, local x, y
    gap = round(0.5 * s.wall.width)
    for side in wall["sides"]:
        place = table.place_of(int(side["seat"]))
        frame = table.frame(place)
        lx, ly = table.local_centre(frame)
        first, count = int(side["first"]), int(side["count"])
        break_j = None if broken is None else broken - first
        if break_j is not None and not 0 < break_j < count:
            break_j = None
        # The upper tile is drawn up the screen: room for it on the side it goes.
        inset = {BOTTOM: 2 * s.elevation, TOP: 0}.get(place, s.elevation)
        y = ly + s.inner / 2 + inset
        for j in range(count):
            x = lx + count * s.wall.width / 2 - (j + 1) * s.wall.width  # the right end first
            if break_j is not None:
                x += -gap / 2 if j >= break_j else gap / 2
            positions[first + j] = (frame, x, y)
    dead_boxes: list[Rect] = []
    for stack, count in enumerate(stacks):
        if stack not in positions:
            raise LayoutError(f"wall stack {stack} lies on no side")
        frame, x, y = positions[stack]
        region = Region.DEAD_WALL if stack in dead else Region.WALL
        if stack in dead:  # the engine keeps dead-wall tiles off the ring: always two high
            count = 2
        for level in range(min(count, 2)):
            box = _wall_tile(table, frame, ("wall", stack, level), x, y, level, region)
            if region is Region.DEAD_WALL:
                dead_boxes.append(box)
    seen: dict[int, int] = {}
    for stack in (int(i) for i in wall.get("loose") or []):
        if stack not in positions:
            raise LayoutError(f"loose tile on unknown stack {stack}")
        frame, x, y = positions[stack]
        level = 2 + seen.get(stack, 0)
        seen[stack] = seen.get(stack, 0) + 1
        dead_boxes.append(
            _wall_tile(table, frame, ("loose", stack, level), x, y, level, Region.LOOSE)
        )
    shadow = Rect.union(dead_boxes)
    if shadow is not None:
        table.layout.marks.append(Mark("dead_wall", shadow))


def _wall_tile(
    table: MahjongRun, frame: Frame, key: TileKey, x: float, y: float, level: int, region: Region
) -> Rect:
    """A face-down wall tile, ``level`` tiles up its stack (drawn higher on the screen)."""
    s = table.sizes
    place_tile(
        table.layout, frame, key, None, x, y, s.wall, region, None, z=1 + level, elevation=level
    )
    placement = table.layout.placements[key]
    lifted = placement.bounds.moved(0, -level * s.elevation)
    table.layout.placements[key] = replace(placement, bounds=lifted)
    return lifted


# -- rivers ----------------------------------------------------------------------------


def _place_river(table: MahjongRun, data: SeatView, place: int) -> None:
    s = table.sizes
    frame = table.frame(place)
    lx, ly = table.local_centre(frame)
    seat = int(data["seat"])
    tiles = [int(d["tile"]) for d in data.get("discards") or [] if not d.get("claimed")]
    pad = 0.12 * s.unit
    depth = s.inner / 2 - s.centre / 2 - 2 * pad
    size = s.river
    while True:  # shrink a river too long for its rows
        columns = max(1, math.floor(s.centre / size.width))
        rows = max(1, math.floor(depth / size.height))
        last = max(columns, math.floor((s.centre + depth) / size.width))
        if columns * (rows - 1) + last >= len(tiles) or size.height <= 6:
            break
        size = size.scaled(0.9)
    x0 = lx - s.centre / 2
    y0 = ly + s.centre / 2 + pad
    for (column, row), tile in zip(flow_rows(len(tiles), columns, rows), tiles, strict=True):
        place_tile(
            table.layout,
            frame,
            tile,
            table.face(tile),
            x0 + column * size.width,
            y0 + row * size.height,
            size,
            Region.RIVER,
            seat,
            z=2 + row * 0.01,
            marked=tile == table.marked,
        )


def _place_offer(table: MahjongRun, offer: Offer) -> None:
    """A tile on offer that no list holds yet (a robbed kong tile) lies in front of its seat."""
    tile = offer.get("tile")
    if tile is None or int(tile) in table.layout.placements or int(tile) == HIDDEN:
        return
    source = int(offer.get("source", table.observer))
    frame = table.frame(table.place_of(source))
    lx, ly = table.local_centre(frame)
    s = table.sizes
    place_tile(
        table.layout,
        frame,
        int(tile),
        table.face(int(tile)),
        lx + s.centre / 2 - s.river.width,
        ly + s.centre / 2 - s.river.height,
        s.river,
        Region.OFFER,
        source,
        z=5,
        marked=True,
    )


# -- the seats' strips -------------------------------------------------------------------


def _meld_length(meld: MeldView, size: TileSize, owner: int) -> float:
    turned = claimed_position(meld, owner, 4) is not None
    count = len(meld.get("tiles") or [])
    return count * size.width + (size.height - size.width if turned else 0)


def _place_meld(
    table: MahjongRun,
    frame: Frame,
    meld: MeldView,
    meld_index: int,
    owner: int,
    x: float,
    row_bottom: float,
    size: TileSize,
) -> float:
    """Lay one meld left to right from ``x`` on a row ending at ``row_bottom``; returns its end."""
    turned_at = claimed_position(meld, owner, table.seat_count)
    down = meld_tiles_face_down(meld)
    for index, tile in enumerate(int(t) for t in meld.get("tiles") or []):
        turned = index == turned_at
        h = size.width if turned else size.height
        key: TileKey = tile if tile != HIDDEN else ("meld", owner, meld_index * 8 + index)
        known_face = table.face(tile) if tile != HIDDEN else None
        place_tile(
            table.layout,
            frame,
            key,
            None if down[index] else known_face,
            x,
            row_bottom - h,
            size,
            Region.MELD,
            owner,
            turned=turned,
            z=3,
        )
        x += size.height if turned else size.width
    return x


def _own_hand(table: MahjongRun) -> tuple[list[int], int | None]:
    obs = table.observation
    hand = [int(t) for t in obs.get("hand") or []]
    hand.sort(key=lambda t: (face_sort_key(table.face(t)), t))
    drawn = obs.get("drawn")
    won = winning_tile(obs, table.observer)
    if drawn is None and won in hand:  # the winning tile lies apart, as a drawn one
        hand.remove(won)
        return hand, won
    return hand, None if drawn is None else int(drawn)


def _place_own_strip(table: MahjongRun, data: SeatView) -> None:
    s = table.sizes
    seat = int(data["seat"])
    frame = table.frame(BOTTOM)
    hand, drawn = _own_hand(table)
    melds = data.get("melds") or []
    flowers = [int(t) for t in data.get("flowers") or []]
    own, meld_size, flower_size = s.own, s.own_meld, s.own_flower

    def length(scale: float) -> float:
        o, m, f = own.scaled(scale), meld_size.scaled(scale), flower_size.scaled(scale)
        gap = GROUP_GAP * o.height
        total = len(hand) * o.width + (gap + o.width if drawn is not None else 0)
        total += len(flowers) * f.width + (gap if flowers else 0)
        total += sum(gap + _meld_length(meld, m, seat) for meld in melds)
        return total

    available = table.layout.width - 2 * s.margin
    scale = 1.0
    while length(scale) > available and scale > 0.3:
        scale *= 0.95
    if scale < 1.0:
        own, meld_size, flower_size = (
            own.scaled(scale),
            meld_size.scaled(scale),
            flower_size.scaled(scale),
        )
    gap = GROUP_GAP * own.height
    row_bottom = table.cy + s.square / 2 + s.gap + s.bottom_strip
    x = table.cx - length(scale) / 2
    # Room at the row's left end for the observer's label (``_own_label``), when the
    # row can move right to make it.
    label_end = s.margin + LABEL_W * s.unit + 2 * s.gap
    if x < label_end and label_end + length(scale) <= table.layout.width - s.margin:
        x = label_end
    for tile in flowers:
        place_tile(
            table.layout, frame, tile, table.face(tile), x, row_bottom - flower_size.height,
            flower_size, Region.FLOWER, seat, z=3,
        )  # fmt: skip
        x += flower_size.width
    if flowers:
        x += gap
    for tile in hand:
        place_tile(
            table.layout, frame, tile, table.face(tile), x, row_bottom - own.height, own,
            Region.HAND, seat, z=4, own=True,
        )  # fmt: skip
        x += own.width
    if drawn is not None:
        x += gap
        place_tile(
            table.layout, frame, drawn, table.face(drawn), x, row_bottom - own.height, own,
            Region.DRAWN, seat, z=4, own=True,
            marked=drawn == winning_tile(table.observation, seat),
        )  # fmt: skip
        x += own.width
    for index, meld in enumerate(melds):
        x += gap
        x = _place_meld(table, frame, meld, index, seat, x, row_bottom, meld_size)


def _place_other_strip(table: MahjongRun, data: SeatView, place: int) -> None:
    """An opponent: face-down hand in the outer row, melds and flowers in the inner row."""
    s = table.sizes
    seat = int(data["seat"])
    frame = table.frame(place)
    lx, ly = table.local_centre(frame)
    melds = data.get("melds") or []
    flowers = [int(t) for t in data.get("flowers") or []]
    revealed = table.revealed.get(seat)
    won = winning_tile(table.observation, seat)
    if revealed is None and won is not None:
        # A Sichuan winner plays no more: its hand lies open for the rest of the deal.
        revealed = [int(t) for t in _win_of(table.observation, seat).get("hand") or []]
    if revealed is not None and won not in revealed:
        won = None
    count = len(revealed) if revealed is not None else int(data.get("concealed", 0))
    size, flower_size = s.other, s.other_flower
    available = s.square + s.gap if place in (LEFT, RIGHT) else s.square + 2 * (s.gap + s.strip)

    def lengths(scale: float) -> tuple[float, float]:
        o, f = size.scaled(scale), flower_size.scaled(scale)
        gap = GROUP_GAP * o.height
        apart = gap if _holds_drawn(table, seat, count) or won is not None else 0
        hand = count * o.width + apart
        inner = sum(_meld_length(m, o, seat) + gap for m in melds)
        inner += len(flowers) * f.width
        return hand, inner

    scale = 1.0
    while max(lengths(scale)) > available and scale > 0.3:
        scale *= 0.95
    if scale < 1.0:
        size, flower_size = size.scaled(scale), flower_size.scaled(scale)
    gap = GROUP_GAP * size.height
    outer_bottom = ly + s.square / 2 + s.gap + s.strip
    inner_bottom = outer_bottom - size.height - 0.1 * s.unit
    hand_length, inner_length = lengths(scale)
    x = lx - hand_length / 2
    tiles = _open_order(table, revealed or [], won)
    for index in range(count):
        if index == count - 1 and (_holds_drawn(table, seat, count) or won is not None):
            x += gap
        key: TileKey = tiles[index] if revealed is not None else ("hand", seat, index)
        face = table.face(tiles[index]) if revealed is not None else None
        place_tile(
            table.layout, frame, key, face, x, outer_bottom - size.height, size,
            Region.HAND, seat, z=3, marked=won is not None and key == won,
        )  # fmt: skip
        x += size.width
    x = lx - inner_length / 2
    for index, meld in enumerate(melds):
        x = _place_meld(table, frame, meld, index, seat, x, inner_bottom, size) + gap
    for tile in flowers:
        place_tile(
            table.layout, frame, tile, table.face(tile), x, inner_bottom - flower_size.height,
            flower_size, Region.FLOWER, seat, z=3,
        )  # fmt: skip
        x += flower_size.width


def _win_of(observation: Observation, seat: int) -> WinView:
    return next(w for w in observation.get("wins") or [] if int(w["seat"]) == seat)


def winning_tile(observation: Observation, seat: int) -> int | None:
    """The tile ``seat`` won on, while it lies in the hand the win laid open; else None."""
    win = next((w for w in observation.get("wins") or [] if int(w["seat"]) == seat), None)
    tile = None if win is None else win.get("tile")
    if win is None or tile is None:
        return None
    return int(tile) if int(tile) in (int(t) for t in win.get("hand") or []) else None


def _open_order(table: MahjongRun, tiles: list[int], won: int | None) -> list[int]:
    """A hand laid open, sorted, the winning tile last (set apart like a drawn tile)."""
    rest = sorted((t for t in tiles if t != won), key=lambda t: (face_sort_key(table.face(t)), t))
    return [*rest, won] if won is not None and won in tiles else rest


def _holds_drawn(table: MahjongRun, seat: int, count: int) -> bool:
    """Whether a seat on turn holds a drawn tile to show apart (14, 11, 8... tiles)."""
    obs = table.observation
    return obs.get("current") == seat and obs.get("phase") == "turn" and count % 3 == 2
