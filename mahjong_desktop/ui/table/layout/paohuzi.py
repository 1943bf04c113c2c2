"""The Paohuzi table: three seats round the stock, every card upright.

A card's numeral always reads upright to the player: the seat a card belongs
to is told by where it lies, never by turning it (a card turned sideways
loses its numeral). The observer sits at the bottom with its hand in columns
of large cards (``card_columns``: a kan, a pair, a chi stacked together, the
head of each card showing); above the hand, its seat label, its melds as
columns, then the cards it revealed and left untaken. The two opponents sit
left and right: label in the top corner with the face-down hand beside it,
below them the melds as columns from the edge inwards, then their face-up
cards towards the middle. The stock is a face-down pile at the top centre
with its count. The dealer's face-up dealt card lies apart and is captioned.

Sizes are in units of ``unit``, about a third of a hand card's height; the
tile-size scale grows the observer's cards, melds and face-up cards, and the
unit shrinks so the opponents keep their room.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from mahjong_desktop.engine.protocol import MeldView, Observation, SeatView
from mahjong_desktop.ui.table.layout.card_columns import HandSort, hand_columns
from mahjong_desktop.ui.table.layout.geometry import (
    BOTTOM,
    HIDDEN,
    LEFT,
    RIGHT,
    CentrePanel,
    LayoutError,
    Mark,
    Rect,
    Region,
    TableLayout,
    TableOptions,
    TableRun,
    TileKey,
    TileSize,
    face_sort_key,
    meld_tiles_face_down,
    place_tile,
    seat_label,
)

MARGIN, GAP = 0.2, 0.3
OWN, MELD, FACE_UP, OTHER, STOCK = 2.3, 1.5, 1.5, 0.9, 1.2
LIFT = 0.22
OVERLAP = 0.36  # of a card's height: how much of each card shows above the next in a meld
HEAD = 0.34  # the same in a hand column: the head of each card, its numeral whole
LABEL_W, LABEL_H = 4.2, 2.6
OTHER_ROW = 11  # opponents' face-down cards per row: 21 in two rows beside the label
COLUMN_GAP = 0.15
HAND_GAP = 0.06
CAPTION_W = 2.4  # the caption beside the dealer's face-up card in the observer's hand
VERTICAL_UNITS, HORIZONTAL_UNITS = 15.2, 21.0
TOP_UNITS = MARGIN + LABEL_H + GAP  # the top band: labels and face-down hands
STOCK_COLUMN = 4.8  # width of the stock's column in the middle: the panel and a gap each side
PANEL_W, PANEL_H = 4.2, 2.0  # the count of the stock and its caption
DEALER_CARD = "dealer_card"  # the mark captioning the dealer's face-up card


@dataclass(frozen=True)
class Sizes:
    unit: float
    own: TileSize
    meld: TileSize  # the observer's melds
    face_up: TileSize  # the observer's face-up cards
    other_meld: TileSize
    other_face_up: TileSize
    other: TileSize  # opponents' face-down hands
    stock: TileSize

    @property
    def margin(self) -> float:
        return MARGIN * self.unit

    @property
    def gap(self) -> float:
        return GAP * self.unit

    @property
    def column_height(self) -> float:
        """One of the observer's four-card meld columns."""
        return _column(self.meld.height)

    @property
    def hand_height(self) -> float:
        """A three-card hand column, and room to lift its top card."""
        return self.own.height * (1 + 2 * HEAD + LIFT)

    @property
    def bottom_depth(self) -> float:
        """How far the observer's area reaches up from the bottom edge."""
        return self.margin + self.hand_height + self.gap + self.column_height


def _column(height: float) -> float:
    return height * (1 + 3 * OVERLAP)


def _sizes(unit: float, aspect: float, scale: float = 1.0) -> Sizes:
    """Sizes at ``unit``: the observer's cards, melds and face-up cards take ``scale``."""

    def size(share: float) -> TileSize:
        return TileSize(max(9, round(share * unit)), aspect)

    return Sizes(
        unit=unit,
        own=size(OWN * scale),
        meld=size(MELD * scale),
        face_up=size(FACE_UP * scale),
        other_meld=size(MELD),
        other_face_up=size(FACE_UP),
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
        self.hand_sort = HandSort(options.hand_sort)
        self.screen = self.frame(BOTTOM)  # every card upright: screen coordinates
        shown = observation.get("shown")
        self.shown = None if shown is None else int(shown)

    def x_from_edge(self, place: int, distance: float, width: float) -> float:
        """The screen x of a box ``distance`` in from the edge the seat at ``place`` sits by."""
        return distance if place != RIGHT else self.layout.width - distance - width

    @property
    def middle(self) -> float:
        """How far in from a side edge an opponent's cards may reach: the stock's column."""
        return self.layout.width / 2 - STOCK_COLUMN * self.sizes.unit / 2


def _unit(width: int, height: int, scale: float) -> float:
    """The unit that fits the table; larger cards take room from everything else.

    The observer's area grows with ``scale``; the opponents' bands keep theirs,
    so the unit shrinks instead.
    """
    vertical = max(VERTICAL_UNITS, TOP_UNITS + _column(MELD) + GAP + _bottom_units(scale))
    return min(height / vertical, width / HORIZONTAL_UNITS)


def _bottom_units(scale: float) -> float:
    """``Sizes.bottom_depth`` and the gap above it, in units, at a tile scale."""
    return MARGIN + OWN * scale * (1 + 2 * HEAD + LIFT) + 2 * GAP + _column(MELD * scale)


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
    table: _Table,
    place: int,
    seat: int,
    melds: list[MeldView],
    start: float,
    bottom: float,
    size: TileSize,
) -> float:
    """Melds as columns of overlapping cards standing on ``bottom``, from ``start`` in
    from the seat's edge (the observer's: the left); returns how far in they end.

    Columns are how Paohuzi groups lie on the table; a taken card closes its column.
    """
    step = size.height * OVERLAP
    distance = start
    for index, meld in enumerate(melds):
        tiles = [int(t) for t in meld.get("tiles") or []]
        down = meld_tiles_face_down(meld)
        claimed = meld.get("claimed")
        if claimed in tiles and not any(down):
            # The taken card lies last, the one fully shown.
            tiles.remove(claimed)
            tiles.append(claimed)
        top = bottom - size.height - step * (len(tiles) - 1)
        x = table.x_from_edge(place, distance, size.width)
        for row, card in enumerate(tiles):
            key: TileKey = card if card != HIDDEN else ("meld", seat, index * 8 + row)
            known = card != HIDDEN
            # Face-down cards (a wei) show to their owner, faintly: the others see backs.
            place_tile(
                table.layout, table.screen, key, table.face(card) if known else None, x,
                top + row * step, size, Region.MELD, seat, z=3 + row * 0.01,
                dimmed=down[row] and known, marked=card == table.marked,
            )  # fmt: skip
        distance += size.width + COLUMN_GAP * table.sizes.unit
    return distance


def _grid(
    table: _Table,
    place: int,
    seat: int,
    cards: list[int],
    start: float,
    first_row_y: float,
    row_step: float,
    size: TileSize,
    per_row: int,
) -> None:
    """Face-up cards in rows of ``per_row`` from ``start`` in from the seat's edge; the
    first row's top at ``first_row_y``, each next one ``row_step`` further (up: negative)."""
    for index, card in enumerate(cards):
        column, row = index % per_row, index // per_row
        x = table.x_from_edge(place, start + column * size.width, size.width)
        place_tile(
            table.layout, table.screen, card, table.face(card), x, first_row_y + row * row_step,
            size, Region.FACE_UP, seat, z=3 + row * 0.01, marked=card == table.marked,
        )  # fmt: skip


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
    width, height = table.layout.width, table.layout.height
    obs = table.observation
    hand = [int(t) for t in obs.get("hand") or []]
    dealt_up = table.shown if table.shown in hand and obs.get("dealer") == seat else None
    columns = hand_columns([c for c in hand if c != dealt_up], table.faces, table.hand_sort)
    apart = [c for c in (dealt_up, obs.get("drawn")) if c is not None]
    own = s.own
    while _hand_length(table, own, len(columns), apart, dealt_up) > width - 2 * s.margin:
        if own.height <= 9:
            break
        own = own.scaled(0.95)
    x = (width - _hand_length(table, own, len(columns), apart, dealt_up)) / 2
    bottom = height - s.margin
    step = own.height * HEAD
    for column in columns:
        for row, card in enumerate(column):
            y = bottom - own.height - step * (len(column) - 1 - row)
            place_tile(
                table.layout, table.screen, card, table.face(card), x, y, own, Region.HAND,
                seat, z=4 + row * 0.01, own=True,
            )  # fmt: skip
        x += own.width + HAND_GAP * s.unit
    for card in apart:
        x += 0.3 * own.width
        region = Region.HAND if card == dealt_up else Region.DRAWN
        place_tile(
            table.layout, table.screen, int(card), table.face(int(card)), x,
            bottom - own.height, own, region, seat, z=4, own=True,
        )  # fmt: skip
        x += own.width
        if card == dealt_up:
            caption = Rect(x + s.gap / 2, bottom - own.height, CAPTION_W * s.unit, own.height)
            table.layout.marks.append(Mark(DEALER_CARD, caption, BOTTOM))
            x = caption.right
    row_bottom = bottom - s.hand_height - s.gap
    label_rect = Rect(s.margin, row_bottom - LABEL_H * s.unit, LABEL_W * s.unit, LABEL_H * s.unit)
    table.layout.labels.append(seat_label(obs, data, BOTTOM, label_rect))
    start = label_rect.right + s.gap
    melds = data.get("melds") or []
    start = _meld_columns(table, BOTTOM, seat, melds, start, row_bottom, s.meld) + s.gap
    cards = _public(table, data)
    size, per_row = _fit_cards(len(cards), width - s.margin - start, s.column_height, s.face_up)
    # The first row lies nearest the seat; the next ones further up.
    _grid(table, BOTTOM, seat, cards, start, row_bottom - size.height, -size.height, size, per_row)


def _hand_length(
    table: _Table, own: TileSize, columns: int, apart: list[int], dealt_up: int | None
) -> float:
    unit = table.sizes.unit
    length = columns * own.width + max(0, columns - 1) * HAND_GAP * unit
    length += len(apart) * 1.3 * own.width
    if dealt_up is not None:
        length += table.sizes.gap / 2 + CAPTION_W * unit
    return length


# -- opponents -------------------------------------------------------------------------------


def _place_other(table: _Table, data: SeatView, place: int) -> None:
    """An opponent at the left or right: label and hand in the top corner, then melds and
    face-up cards below them, from the edge towards the middle."""
    if place not in (LEFT, RIGHT):
        raise LayoutError(f"no Paohuzi opponent at place {place}")
    s = table.sizes
    seat = int(data["seat"])
    label_w = LABEL_W * s.unit
    label_rect = Rect(
        table.x_from_edge(place, s.margin, label_w), s.margin, label_w, LABEL_H * s.unit
    )
    table.layout.labels.append(seat_label(table.observation, data, place, label_rect))
    dealt_up = _place_other_hand(table, data, place, s.margin + label_w + s.gap)
    top = s.margin + LABEL_H * s.unit + s.gap
    bottom = top + _column(s.other_meld.height)
    melds = data.get("melds") or []
    end = _meld_columns(table, place, seat, melds, s.margin, bottom, s.other_meld)
    start = end + s.gap if melds else s.margin
    if dealt_up is not None:
        top = _place_dealt_up(table, place, seat, dealt_up, start, top)
    cards = _public(table, data)
    depth = table.layout.height - s.bottom_depth - s.gap - top
    size, per_row = _fit_cards(len(cards), table.middle - start, depth, s.other_face_up)
    _grid(table, place, seat, cards, start, top, size.height, size, per_row)


def _place_other_hand(table: _Table, data: SeatView, place: int, start: float) -> int | None:
    """An opponent's concealed cards in rows beside its label: backs, or at the end of the
    deal its cards face up. Returns the dealer's face-up dealt card, which lies apart."""
    s = table.sizes
    seat = int(data["seat"])
    revealed = table.revealed.get(seat)
    count = len(revealed) if revealed is not None else int(data.get("concealed", 0))
    dealt_up = None
    if revealed is None and table.shown is not None and count:
        dealt_up = table.shown if seat == table.observation.get("dealer") else None
    cards = sorted(revealed, key=lambda t: (face_sort_key(table.face(t)), t)) if revealed else []
    count -= dealt_up is not None
    other = s.other
    rows = max(1, math.ceil(count / OTHER_ROW))
    per_row = max(1, math.ceil(count / rows))  # rows of even length
    for index in range(count):
        column, row = index % per_row, index // per_row
        x = table.x_from_edge(place, start + column * other.width, other.width)
        key: TileKey = cards[index] if cards else ("hand", seat, index)
        face = table.face(cards[index]) if cards else None
        place_tile(
            table.layout, table.screen, key, face, x, s.margin + row * other.height, other,
            Region.HAND, seat, z=3 + row * 0.01,
        )  # fmt: skip
    return dealt_up


def _place_dealt_up(
    table: _Table, place: int, seat: int, card: int, start: float, top: float
) -> float:
    """The dealer's face-up dealt card before its face-up cards, large enough to read,
    captioned beside it; returns the top of the room left below."""
    s = table.sizes
    size = s.other_face_up
    x = table.x_from_edge(place, start, size.width)
    place_tile(
        table.layout, table.screen, card, table.face(card), x, top, size, Region.FACE_UP,
        seat, z=3,
    )  # fmt: skip
    near = start + size.width + s.gap / 2
    width = max(0.0, table.middle - near)
    caption = Rect(table.x_from_edge(place, near, width), top, width, size.height)
    table.layout.marks.append(Mark(DEALER_CARD, caption, place))
    return top + size.height + s.gap


# -- the stock -----------------------------------------------------------------------------------


def _place_stock(table: _Table) -> None:
    s = table.sizes
    obs = table.observation
    stock = int(obs.get("stock", obs.get("tiles_left", 0)))
    card = s.stock
    step = max(1.0, 0.05 * s.unit)
    pile_w = card.width + step * max(0, stock - 1)
    x = (table.layout.width - pile_w) / 2
    y = s.margin + 0.4 * s.unit
    for index in range(stock):
        place_tile(
            table.layout, table.screen, ("stock", index, 0), None, x + index * step, y, card,
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
