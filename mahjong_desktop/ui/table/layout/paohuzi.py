"""The Paohuzi table: three seats round the stock.

The observer sits at the bottom with its hand face up in one row of large
cards; above the hand, its seat label, its melds as columns (the way the cards
are laid in Paohuzi), then the cards it revealed and left untaken, then its
discards. The two opponents sit left and right: face-down hand in two rows at
the table's edge, melds as columns, revealed cards, discards, towards the
middle. The stock is a face-down pile at the top centre with its count.
Sizes are in units of ``unit``, about a third of a hand card's height; the
tile-size scale grows the observer's cards, melds and face-up cards, and the
unit shrinks so the opponents keep their room.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from mahjong_desktop.engine.protocol import MeldView, Observation, SeatView
from mahjong_desktop.ui.table.layout.geometry import (
    BOTTOM,
    HIDDEN,
    LEFT,
    RIGHT,
    CentrePanel,
    Frame,
    LayoutError,
    Rect,
    Region,
    TableLayout,
    TableOptions,
    TableRun,
    TileKey,
    TileSize,
    face_sort_key,
    flow_rows,
    meld_tiles_face_down,
    place_tile,
    seat_label,
)

MARGIN, GAP = 0.2, 0.3
OWN, MELD, FACE_UP, OTHER, STOCK = 2.6, 1.5, 1.6, 1.2, 1.2
LIFT = 0.22
OVERLAP = 0.36  # of a card's height: how much of each card shows above the next in a column
LABEL_W, LABEL_H = 4.2, 2.6
OTHER_ROW = 10  # opponents' face-down cards per row
COLUMN_GAP = 0.15
VERTICAL_UNITS, HORIZONTAL_UNITS = 15.0, 21.0
TOP_UNITS = MARGIN + LABEL_H + GAP  # above the opponents' span: the labels in the corners
STOCK_COLUMN = 4.8  # width of the stock's column in the middle: the panel and a gap each side
PANEL_W, PANEL_H = 4.2, 2.0  # the count of the stock and its caption


@dataclass(frozen=True)
class Sizes:
    unit: float
    own: TileSize
    meld: TileSize
    face_up: TileSize
    other: TileSize
    stock: TileSize

    @property
    def margin(self) -> float:
        return MARGIN * self.unit

    @property
    def gap(self) -> float:
        return GAP * self.unit

    @property
    def column_height(self) -> float:
        """A four-card meld column."""
        return self.meld.height * (1 + 3 * OVERLAP)

    @property
    def bottom_depth(self) -> float:
        """How far the observer's area reaches up from the bottom edge."""
        return self.margin + self.own.height * (1 + LIFT) + self.gap + self.column_height


def _sizes(unit: float, aspect: float, scale: float = 1.0) -> Sizes:
    """Sizes at ``unit``: the observer's cards, melds and face-up cards take ``scale``."""

    def size(share: float) -> TileSize:
        return TileSize(max(9, round(share * unit)), aspect)

    return Sizes(
        unit=unit,
        own=size(OWN * scale),
        meld=size(MELD * scale),
        face_up=size(FACE_UP * scale),
        other=size(OTHER),
        stock=size(STOCK),
    )


class _Table(TableRun):
    """One Paohuzi layout run: the shared state and the sizes."""

    def __init__(
        self, observation: Observation, width: int, height: int, options: TableOptions
    ) -> None:
        super().__init__(observation, width, height, options, game="Paohuzi", seat_count=3)
        self.sizes = _sizes(_unit(width, height, options.scale), options.aspect, options.scale)
        # The card on offer, else the caller's last discard.
        tile = self.offer.get("tile") if self.offer else None
        self.marked = tile if tile is not None else options.marked


def _unit(width: int, height: int, scale: float) -> float:
    """The unit that fits the table; larger cards take room from everything else.

    The observer's area grows with ``scale``; the opponents' span between it and
    the labels keeps at least what it has at scale 1, so the unit shrinks instead.
    """
    at_one = _bottom_units(1.0)
    span = VERTICAL_UNITS - at_one - TOP_UNITS
    vertical = max(VERTICAL_UNITS, TOP_UNITS + span + _bottom_units(scale))
    return min(height / vertical, width / HORIZONTAL_UNITS)


def _bottom_units(scale: float) -> float:
    """``Sizes.bottom_depth`` and the gap above it, in units, at a tile scale."""
    return MARGIN + OWN * scale * (1 + LIFT) + 2 * GAP + MELD * scale * (1 + 3 * OVERLAP)


def layout_paohuzi(
    observation: Observation, width: int, height: int, options: TableOptions
) -> TableLayout:
    table = _Table(observation, width, height, options)
    for data in observation["seats"]:
        place = table.place_of(int(data["seat"]))
        if place == BOTTOM:
            _place_own(table, data)
        else:
            _place_other(table, data, place)
    _place_stock(table)
    table.layout.close_regions()
    return table.layout


# -- shared pieces ------------------------------------------------------------------------


def _meld_columns(
    table: _Table, frame: Frame, seat: int, melds: list[MeldView], x: float, bottom: float
) -> float:
    """Melds as columns of overlapping cards standing on ``bottom``; returns the end x.

    Columns are how Paohuzi groups lie on the table; a taken card closes its column.
    """
    s = table.sizes
    step = s.meld.height * OVERLAP
    for index, meld in enumerate(melds):
        tiles = [int(t) for t in meld.get("tiles") or []]
        down = meld_tiles_face_down(meld)
        claimed = meld.get("claimed")
        if claimed in tiles and not any(down):
            # The taken card lies last, the one fully shown: a column cannot turn it.
            tiles.remove(claimed)
            tiles.append(claimed)
        top = bottom - s.meld.height - step * (len(tiles) - 1)
        for row, card in enumerate(tiles):
            key: TileKey = card if card != HIDDEN else ("meld", seat, index * 8 + row)
            known = card != HIDDEN
            # Face-down cards (a wei) show to their owner, faintly: the others see backs.
            place_tile(
                table.layout, frame, key, table.face(card) if known else None, x, top + row * step,
                s.meld, Region.MELD, seat, z=3 + row * 0.01,
                dimmed=down[row] and known, marked=card == table.marked,
            )  # fmt: skip
        x += s.meld.width + COLUMN_GAP * s.unit
    return x


def _row(
    table: _Table,
    frame: Frame,
    seat: int,
    cards: list[int],
    x: float,
    bottom: float,
    size: TileSize,
    region: Region,
    per_row: int,
) -> float:
    """Cards in rows of ``per_row`` from (x, bottom) upwards away from the seat; returns end x."""
    rows = max(1, math.ceil(len(cards) / per_row))
    end = x
    for (column, row), card in zip(flow_rows(len(cards), per_row, rows), cards, strict=True):
        left = x + column * size.width
        place_tile(
            table.layout, frame, card, table.face(card), left, bottom - (row + 1) * size.height,
            size, region, seat, z=3 + row * 0.01, marked=card == table.marked,
        )  # fmt: skip
        end = max(end, left + size.width)
    return end


def _public(table: _Table, data: SeatView) -> list[int]:
    """The cards lying face up before a seat: untaken ones, then the one being claimed.

    Paohuzi discards join the face-up pile; a ``discards`` list is read too
    in case a front end feeds one.
    """
    cards = [int(c) for c in data.get("face_up") or []]
    cards += [int(d["tile"]) for d in data.get("discards") or [] if not d.get("claimed")]
    flying = _in_flight(table)
    if flying is not None and flying[1] == int(data["seat"]) and flying[0] not in cards:
        cards.append(flying[0])
    return cards


def _in_flight(table: _Table) -> tuple[int, int] | None:
    """The public card in no pile yet and the seat it came from."""
    obs = table.observation
    card = obs.get("in_flight")
    offer = obs.get("offer")
    if card is None:
        return None
    source = offer.get("source") if offer and offer.get("tile") == card else obs.get("current")
    return int(card), int(source if source is not None else table.observer)


def _fit_cards(count: int, length: float, depth: float, size: TileSize) -> tuple[TileSize, int]:
    """A card size and cards per row so ``count`` cards fit ``length`` by ``depth``."""
    while True:
        per_row = max(1, math.floor(length / size.width))
        rows = max(1, math.ceil(count / per_row))
        if rows * size.height <= depth or size.height <= 9:
            return size, per_row
        size = size.scaled(0.9)


# -- the observer ---------------------------------------------------------------------------


def _place_own(table: _Table, data: SeatView) -> None:
    s = table.sizes
    seat = int(data["seat"])
    frame = table.frame(BOTTOM)
    width, height = table.layout.width, table.layout.height
    obs = table.observation
    hand = sorted(
        (int(t) for t in obs.get("hand") or []), key=lambda t: (face_sort_key(table.face(t)), t)
    )
    drawn = obs.get("drawn")
    own = s.own
    gap = 0.3 * own.width
    count = len(hand) + (1 if drawn is not None else 0)
    while count * own.width + gap > width - 2 * s.margin and own.height > 9:
        own = own.scaled(0.95)
    length = count * own.width + (gap if drawn is not None else 0)
    x = (width - length) / 2
    bottom = height - s.margin
    for card in hand:
        place_tile(
            table.layout, frame, card, table.face(card), x, bottom - own.height, own,
            Region.HAND, seat, z=4, own=True,
        )  # fmt: skip
        x += own.width
    if drawn is not None:
        x += gap
        place_tile(
            table.layout, frame, int(drawn), table.face(int(drawn)), x, bottom - own.height, own,
            Region.DRAWN, seat, z=4, own=True,
        )  # fmt: skip
    row_bottom = bottom - s.own.height * (1 + LIFT) - s.gap
    label_rect = Rect(s.margin, row_bottom - LABEL_H * s.unit, LABEL_W * s.unit, LABEL_H * s.unit)
    table.layout.labels.append(seat_label(obs, data, BOTTOM, label_rect))
    x = label_rect.right + s.gap
    x = _meld_columns(table, frame, seat, data.get("melds") or [], x, row_bottom) + s.gap
    cards = _public(table, data)
    size, per_row = _fit_cards(len(cards), width - s.margin - x, s.column_height, s.face_up)
    _row(table, frame, seat, cards, x, row_bottom, size, Region.FACE_UP, per_row)


# -- opponents -------------------------------------------------------------------------------


def _place_other(table: _Table, data: SeatView, place: int) -> None:
    """An opponent at the left or right: hand at the edge, then melds, revealed cards, discards."""
    s = table.sizes
    seat = int(data["seat"])
    frame = table.frame(place)
    height = table.layout.height
    # The seat's local x runs along the screen's height: from the bottom area's top
    # up to below the label in the top corner.
    top_y = s.margin + LABEL_H * s.unit + s.gap
    low_y = height - s.bottom_depth - s.gap
    if place == RIGHT:  # local x = height - screen y
        x0 = height - low_y
    elif place == LEFT:  # local x = screen y
        x0 = top_y
    else:
        raise LayoutError(f"no Paohuzi opponent at place {place}")
    span = low_y - top_y
    y = frame.local_height - s.margin  # the edge of the table, in the seat's frame
    revealed = table.revealed.get(seat)
    count = len(revealed) if revealed is not None else int(data.get("concealed", 0))
    cards = sorted(revealed, key=lambda t: (face_sort_key(table.face(t)), t)) if revealed else []
    shown = table.observation.get("shown")
    if revealed is None and shown is not None and seat == table.observation.get("dealer"):
        cards = [int(shown)]  # the dealer's face-up dealt card shows among its backs
    other = s.other
    rows = max(1, math.ceil(count / OTHER_ROW))
    per_row = max(1, math.ceil(count / rows))  # rows of even length
    for index in range(count):
        column, row = index % per_row, index // per_row
        known = revealed is not None or index < len(cards)
        key: TileKey = cards[index] if known else ("hand", seat, index)
        face = table.face(cards[index]) if known else None
        place_tile(
            table.layout, frame, key, face, x0 + column * other.width,
            y - (rows - row) * other.height, other, Region.HAND, seat, z=3 + row * 0.01,
        )  # fmt: skip
    y -= rows * other.height + s.gap
    _meld_columns(table, frame, seat, data.get("melds") or [], x0, y)
    y -= s.column_height + s.gap
    cards = _public(table, data)
    # Towards the middle as far as the stock's column leaves free.
    middle = table.layout.width / 2 - STOCK_COLUMN * s.unit / 2
    depth = y - (frame.local_height - middle)
    size, per_row = _fit_cards(len(cards), span, depth, s.face_up)
    _row(table, frame, seat, cards, x0, y, size, Region.FACE_UP, per_row)
    corner_x = s.margin if place == LEFT else table.layout.width - s.margin - LABEL_W * s.unit
    label_rect = Rect(corner_x, s.margin, LABEL_W * s.unit, LABEL_H * s.unit)
    table.layout.labels.append(seat_label(table.observation, data, place, label_rect))


# -- the stock -----------------------------------------------------------------------------------


def _place_stock(table: _Table) -> None:
    s = table.sizes
    obs = table.observation
    stock = int(obs.get("stock", obs.get("tiles_left", 0)))
    frame = table.frame(BOTTOM)
    card = s.stock
    step = max(1.0, 0.05 * s.unit)
    pile_w = card.width + step * max(0, stock - 1)
    x = (table.layout.width - pile_w) / 2
    y = s.margin + 0.4 * s.unit
    for index in range(stock):
        place_tile(
            table.layout, frame, ("stock", index, 0), None, x + index * step, y, card,
            Region.STOCK, None, z=1 + index * 0.01, elevation=index,
        )  # fmt: skip
    # Wide enough for the caption under the count at its smallest readable size.
    panel_w, panel_h = PANEL_W * s.unit, PANEL_H * s.unit
    current = obs.get("current")
    table.layout.centre = CentrePanel(
        rect=Rect((table.layout.width - panel_w) / 2, y + card.height + s.gap, panel_w, panel_h),
        winds=(),
        current_place=None if current is None else table.place_of(int(current)),
        tiles_left=stock,
        dice=(),
        label="stock",
    )
