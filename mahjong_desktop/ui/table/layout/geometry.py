"""The table layout's values and the geometry every game's layout shares.

``layout.table.layout_table(observation, width, height)`` returns a ``TableLayout``: one
``TilePlacement`` per physical tile or card the observer can see (face up or
face down), seat labels, the centre panel and marks (the last discard, the dead
wall). No Qt here, so the layout is unit-tested without a display; the scene
only puts items where it says.

Tiles the observer knows are keyed by their physical id. Tiles it cannot tell
apart (the wall, opponents' concealed hands, hidden meld tiles, the stock) get
anonymous keys such as ``("wall", stack, level)`` or ``("hand", seat, index)``,
so the scene still holds one item per physical tile and ``ui.table.motion`` can hand
an item on when a tile leaves the wall for a hand.

``TableRun`` holds what every game's layout reads first (the checks, faces,
observer, offer and frames); ``layout.mahjong`` and ``layout.paohuzi`` extend
it with their sizes.

Every seat is laid out in its own *frame*: coordinates as that seat sees the
table, x to its right and y towards it, as if it sat at the bottom. The frame
maps them onto the screen for the seat's place (bottom, right, top, left), so
the geometry of a hand, a meld row or a river is written once.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from mahjong_desktop.engine.protocol import MeldView, Observation, Offer, SeatView
from mahjong_desktop.variants.registry import is_card_game

MAHJONG_ASPECT = 0.75  # width / height of the tile art (ui.table.art reads the same from the SVG)
CARD_ASPECT = 1 / 3  # Paohuzi cards
TileKey = int | tuple[str, int, int]
HIDDEN = -1  # a tile id the observer may not see (protocol)

# Screen places, counted counter-clockwise from the observer like the turn order.
BOTTOM, RIGHT, TOP, LEFT = 0, 1, 2, 3
PLACE_ROTATION = {BOTTOM: 0, RIGHT: 270, TOP: 180, LEFT: 90}


class LayoutError(ValueError):
    """The observation lacks what the table needs, or the size is unusable."""


class Region(StrEnum):
    HAND = "hand"
    DRAWN = "drawn"
    MELD = "meld"
    FLOWER = "flower"
    RIVER = "river"
    WALL = "wall"
    DEAD_WALL = "dead_wall"
    LOOSE = "loose"
    FACE_UP = "face_up"
    STOCK = "stock"
    OFFER = "offer"


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def intersects(self, other: Rect, tolerance: float = 0.5) -> bool:
        """Whether the two overlap by more than ``tolerance`` px each way."""
        return (
            min(self.right, other.right) - max(self.x, other.x) > tolerance
            and min(self.bottom, other.bottom) - max(self.y, other.y) > tolerance
        )

    def contains(self, other: Rect, tolerance: float = 0.5) -> bool:
        return (
            other.x >= self.x - tolerance
            and other.y >= self.y - tolerance
            and other.right <= self.right + tolerance
            and other.bottom <= self.bottom + tolerance
        )

    def moved(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    @staticmethod
    def union(rects: Iterable[Rect]) -> Rect | None:
        rects = list(rects)
        if not rects:
            return None
        x0 = min(r.x for r in rects)
        y0 = min(r.y for r in rects)
        x1 = max(r.right for r in rects)
        y1 = max(r.bottom for r in rects)
        return Rect(x0, y0, x1 - x0, y1 - y0)


@dataclass(frozen=True)
class TilePlacement:
    """One tile or card: its screen box, how it is turned and what shows.

    ``bounds`` is the axis-aligned box the turned tile covers; ``rotation`` is
    clockwise degrees (0, 90, 180, 270) of the upright art; ``height`` the art's
    height in px before turning. ``face`` is the notation, or None face down.
    ``elevation`` counts tiles below it (wall stacks, loose tiles).
    """

    key: TileKey
    face: str | None
    bounds: Rect
    rotation: int
    height: int
    region: Region
    seat: int | None
    z: float = 0.0
    elevation: int = 0
    own: bool = False  # in the observer's concealed hand: clickable
    marked: bool = False  # the last discard, or the card on offer
    dimmed: bool = False  # a tile lying face down that only its owner sees


@dataclass(frozen=True)
class SeatLabel:
    """What the table says about a seat; the scene turns it into translated text."""

    seat: int
    place: int
    rect: Rect
    wind: str | None
    player: int
    you: bool
    dealer: bool
    on_turn: bool
    total: int
    delta: int
    missing: str | None = None  # Sichuan suit letter once revealed
    huxi: int | None = None  # Paohuzi
    won: bool = False
    dead: bool = False
    concealed: int = 0
    line_height: float = 0.0  # px; 0: a share of ``rect`` (room for LABEL_LINES lines)
    columns: int = 1  # 2: the lines in two columns, a wide, low label


LABEL_LINES = 5.4  # a one-column label's height in lines: five, and padding


def label_line_count(label: SeatLabel) -> int:
    """How many lines the scene writes on ``label`` (``painted.items.label_lines`` agrees).

    Seat (wind or player), the player under a wind, the total, one line of notes
    (huxi, missing suit), then "won" and "dead hand" when they apply. The dealer
    is a badge on the first line, not a line of its own.
    """
    notes = label.huxi is not None or bool(label.missing)
    return 2 + bool(label.wind) + notes + label.won + label.dead


@dataclass(frozen=True)
class CentrePanel:
    """The middle of the table: the seats' winds round a counter, the dice at the start."""

    rect: Rect
    winds: tuple[tuple[int, str], ...]  # (place, text) for each seat, e.g. (0, "E")
    current_place: int | None
    tiles_left: int
    dice: tuple[tuple[int, int], ...]  # empty once play has begun
    label: str  # "tiles" or "stock": what ``tiles_left`` counts
    round_wind: str | None = None  # the prevailing wind ("E"), mahjong only


@dataclass(frozen=True)
class Mark:
    kind: str  # "dead_wall", "last_discard", "offer", "break"
    rect: Rect
    place: int = BOTTOM


@dataclass
class TableLayout:
    width: int
    height: int
    variant: str
    placements: dict[TileKey, TilePlacement] = field(default_factory=dict)
    labels: list[SeatLabel] = field(default_factory=list)
    centre: CentrePanel | None = None
    marks: list[Mark] = field(default_factory=list)
    regions: dict[tuple[str, int], Rect] = field(default_factory=dict)  # (region, seat) -> box

    def add(self, placement: TilePlacement) -> None:
        if placement.key in self.placements:
            raise LayoutError(f"tile {placement.key!r} placed twice")
        self.placements[placement.key] = placement

    def hand_order(self) -> list[int]:
        """The observer's own concealed tile ids, left to right (the drawn tile last)."""
        # A card column reads from its top card down.
        own = [(p.bounds.x, p.bounds.y, p.key) for p in self.placements.values() if p.own]
        return [key for _, _, key in sorted(own) if isinstance(key, int)]

    def close_regions(self) -> None:
        """Record each (region, seat) box as the union of its tiles (tests check overlaps).

        The drawn tile counts as hand; the wall's parts form one wall with seat -1.
        """
        boxes: dict[tuple[str, int], list[Rect]] = {}
        for p in self.placements.values():
            if p.region in (Region.WALL, Region.DEAD_WALL, Region.LOOSE):
                key = (Region.WALL.value, -1)
            else:
                region = Region.HAND if p.region is Region.DRAWN else p.region
                key = (region.value, -1 if p.seat is None else p.seat)
            boxes.setdefault(key, []).append(p.bounds)
        for key, rects in boxes.items():
            box = Rect.union(rects)
            if box is not None:
                self.regions[key] = box


@dataclass(frozen=True)
class Frame:
    """A seat's view of the table mapped onto the screen.

    Local x runs to the seat's right, local y towards the seat; the local size
    is (width, height) for the bottom and top places and swapped for the sides.
    """

    place: int
    width: float
    height: float

    @property
    def local_width(self) -> float:
        return self.width if self.place in (BOTTOM, TOP) else self.height

    @property
    def local_height(self) -> float:
        return self.height if self.place in (BOTTOM, TOP) else self.width

    @property
    def rotation(self) -> int:
        return PLACE_ROTATION[self.place]

    def point(self, x: float, y: float) -> tuple[float, float]:
        if self.place == BOTTOM:
            return x, y
        if self.place == TOP:
            return self.width - x, self.height - y
        if self.place == RIGHT:
            return y, self.height - x
        return self.width - y, x

    def local_point(self, x: float, y: float) -> tuple[float, float]:
        """The inverse of ``point``: a screen point in this frame's coordinates."""
        if self.place == BOTTOM:
            return x, y
        if self.place == TOP:
            return self.width - x, self.height - y
        if self.place == RIGHT:
            return self.height - y, x
        return y, self.width - x

    def rect(self, local: Rect) -> Rect:
        x0, y0 = self.point(local.x, local.y)
        x1, y1 = self.point(local.right, local.bottom)
        return Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))


def tile_width(height: int, aspect: float) -> int:
    """The width of art ``height`` px tall (the same rounding as ``TileArt.width_for``)."""
    return max(1, round(height * aspect))


@dataclass(frozen=True)
class TileSize:
    height: int
    aspect: float

    @property
    def width(self) -> int:
        return tile_width(self.height, self.aspect)

    def scaled(self, factor: float) -> TileSize:
        return TileSize(max(4, math.floor(self.height * factor)), self.aspect)


def place_tile(
    layout: TableLayout,
    frame: Frame,
    key: TileKey,
    face: str | None,
    x: float,
    y: float,
    size: TileSize,
    region: Region,
    seat: int | None,
    *,
    turned: bool = False,
    z: float = 0.0,
    elevation: int = 0,
    own: bool = False,
    marked: bool = False,
    dimmed: bool = False,
) -> Rect:
    """Place one tile with its local top-left at (x, y); returns its local box.

    A ``turned`` tile lies sideways (a claimed tile in a meld): a quarter turn
    clockwise in the seat's frame.
    """
    w, h = (size.height, size.width) if turned else (size.width, size.height)
    # Whole pixels in the seat's frame: neighbours then share edges exactly on screen.
    local = Rect(whole(x), whole(y), w, h)
    screen = frame.rect(local)
    rotation = (frame.rotation + (90 if turned else 0)) % 360
    layout.add(
        TilePlacement(
            key=key,
            face=face,
            bounds=_rounded(screen),
            rotation=rotation,
            height=size.height,
            region=region,
            seat=seat,
            z=z,
            elevation=elevation,
            own=own,
            marked=marked,
            dimmed=dimmed,
        )
    )
    return local


def whole(value: float) -> int:
    """Half up, never to even: tiles laid side by side keep their spacing."""
    return math.floor(value + 0.5)


def _rounded(rect: Rect) -> Rect:
    """Whole pixels, so cached pixmaps land on the device grid."""
    return Rect(whole(rect.x), whole(rect.y), whole(rect.w), whole(rect.h))


FACE_PATTERN = re.compile(r"^(\d+)([a-z])$")
SUIT_ORDER = {"m": 0, "p": 1, "s": 2, "z": 3, "f": 4, "x": 0, "d": 1}


def face_sort_key(face: str | None) -> tuple[int, int, int]:
    """Sort mahjong tiles by suit then number; Paohuzi cards by number, small before big."""
    match = FACE_PATTERN.match(face or "")
    if not match:
        return (9, 0, 0)
    number, letter = int(match.group(1)), match.group(2)
    if letter in ("x", "d"):
        return (0, number, SUIT_ORDER[letter])
    return (SUIT_ORDER.get(letter, 8), number, 0)


def faces_of(observation: Observation) -> dict[int, str]:
    """``faces`` with int keys (JSON object keys arrive as strings)."""
    raw = observation.get("faces") or {}
    return {int(k): str(v) for k, v in raw.items()}


def place_of(seat: int, observer: int, seat_count: int) -> int:
    """Where ``seat`` sits on screen: the observer at the bottom, the next seat on its right.

    Three seats (Paohuzi) take bottom, right and left.
    """
    offset = (seat - observer) % seat_count
    if seat_count == 3:
        return (BOTTOM, RIGHT, LEFT)[offset]
    return offset


def flow_rows(count: int, columns: int, rows: int) -> list[tuple[int, int]]:
    """(column, row) for ``count`` items in rows of ``columns``; the last row takes the rest.

    Callers size the last row (it may run longer) and shrink tiles when even
    that is too short.
    """
    cells: list[tuple[int, int]] = []
    for i in range(count):
        row = min(i // columns, rows - 1)
        cells.append((i - row * columns, row))
    return cells


def meld_tiles_face_down(meld: MeldView) -> list[bool]:
    """Which tiles of a meld lie face down, in order.

    A concealed kong shows its two end tiles and hides the middle two; other
    melds hide their first ``face_down`` tiles (a Paohuzi wei: all three).
    """
    tiles: Sequence[int] = meld.get("tiles") or []
    down = int(meld.get("face_down") or 0)
    if meld.get("kind") == "ckong" and len(tiles) == 4 and down == 2:
        return [False, True, True, False]
    return [i < down for i in range(len(tiles))]


def claimed_position(meld: MeldView, owner: int, seat_count: int) -> int | None:
    """Index of the tile turned towards the seat it came from, or None.

    The claimed tile goes on the side of its giver as the owner sees the table:
    from the seat on the left, first; from across, in the middle; from the
    right, last.
    """
    claimed = meld.get("claimed")
    giver = meld.get("from")
    tiles: Sequence[int] = meld.get("tiles") or []
    if claimed is None or giver is None or not tiles:
        return None
    offset = (int(giver) - owner) % seat_count
    if seat_count == 3:
        return 0 if offset == 2 else len(tiles) - 1
    if offset == 3:
        return 0
    if offset == 2:
        return 1
    return len(tiles) - 1


TILE_SCALE_RANGE = (0.5, 2.0)  # what a layout accepts; the preference offers 80-130 %


@dataclass(frozen=True)
class TableOptions:
    """How the caller wants the table drawn, beyond the observation and the size.

    ``aspect`` is the art's width / height; ``marked`` the last discard to mark;
    ``revealed`` opponents' hands shown face up at the end (seat -> ids);
    ``scale`` the player's tile size: the hands, melds and face-up cards grow by
    it and the rest of the table makes room; ``hand_sort`` how a card game's
    hand is stacked in columns (``layout.card_columns.HandSort``).
    """

    aspect: float
    marked: int | None = None
    revealed: dict[int, list[int]] = field(default_factory=dict)
    scale: float = 1.0
    hand_sort: str = "groups"


class TableRun:
    """One layout run's shared state: the observation read once and the layout it fills.

    Each game's layout extends it with its sizes; the checks and readings every
    table needs are made here, once.
    """

    def __init__(
        self,
        observation: Observation,
        width: int,
        height: int,
        options: TableOptions,
        *,
        game: str,
        seat_count: int,
        required: tuple[str, ...] = (),
    ) -> None:
        require(observation, "seat", "seats", "hand", *required)
        if len(observation["seats"]) != seat_count:
            raise LayoutError(f"a {game} table needs {SEAT_WORDS[seat_count]} seats")
        self.observation = observation
        self.layout = TableLayout(width, height, str(observation["variant"]))
        self.faces = faces_of(observation)
        self.observer = int(observation["seat"])
        self.seat_count = seat_count
        self.offer: Offer | None = observation.get("offer")
        self.revealed = options.revealed
        self.scale = options.scale
        self.aspect = options.aspect

    def frame(self, place: int) -> Frame:
        return Frame(place, self.layout.width, self.layout.height)

    def place_of(self, seat: int) -> int:
        return place_of(seat, self.observer, self.seat_count)

    def face(self, tile: int) -> str | None:
        return self.faces.get(tile)


SEAT_WORDS = {3: "three", 4: "four"}


def seat_label(observation: Observation, seat_data: SeatView, place: int, rect: Rect) -> SeatLabel:
    """The label of one seat from its observation entry."""
    seat = int(seat_data["seat"])
    totals = observation.get("totals") or []
    deltas = observation.get("deltas") or []
    delta = int(deltas[seat]) if seat < len(deltas) else 0
    total = (int(totals[seat]) if seat < len(totals) else 0) + delta
    phase = observation.get("phase")
    return SeatLabel(
        seat=seat,
        place=place,
        rect=rect,
        wind=seat_data.get("wind"),
        player=int(seat_data.get("player", seat)),
        you=seat == observation.get("seat"),
        dealer=seat == observation.get("dealer"),
        on_turn=seat == observation.get("current") and phase != "ended",
        total=total,
        delta=delta,
        # The observer knows its own Sichuan choice before the others are told.
        missing=seat_data.get("missing")
        or (observation.get("declared") if seat == observation.get("seat") else None),
        huxi=seat_data.get("huxi") if is_card_game(observation.get("variant")) else None,
        won=bool(seat_data.get("won")),
        dead=bool(seat_data.get("dead")),
        concealed=int(seat_data.get("concealed", 0)),
    )


def call_spot(layout: TableLayout, seat: int, w: float, h: float) -> tuple[float, float]:
    """Where a ``w`` x ``h`` call announcement beside ``seat`` goes: its top-left corner.

    Just inside the seat's tiles (hand, melds, flowers, face-up cards), on the table's side of them,
    so it reads as said by that seat; kept on the table.
    """
    box = Rect.union(
        r for (region, owner), r in layout.regions.items() if owner == seat and region in CALLERS
    )
    place = next((label.place for label in layout.labels if label.seat == seat), BOTTOM)
    if box is None:
        box = Rect(layout.width / 2, layout.height / 2, 0, 0)
    gap = max(4.0, h * 0.2)
    cx, cy = box.x + box.w / 2, box.y + box.h / 2
    if place == BOTTOM:
        x, y = cx - w / 2, box.y - gap - h
    elif place == TOP:
        x, y = cx - w / 2, box.bottom + gap
    elif place == LEFT:
        x, y = box.right + gap, cy - h / 2
    else:
        x, y = box.x - gap - w, cy - h / 2
    return (
        min(max(0.0, x), max(0.0, layout.width - w)),
        min(max(0.0, y), max(0.0, layout.height - h)),
    )


# A seat's own tiles, rivers aside: a call goes beside all of them (a Paohuzi
# seat's untaken face-up cards lie past its melds).
CALLERS = frozenset(
    {Region.HAND.value, Region.MELD.value, Region.FLOWER.value, Region.FACE_UP.value}
)


def require(observation: Observation, *keys: str) -> None:
    missing = [k for k in keys if k not in observation]
    if missing:
        raise LayoutError(f"the observation lacks {', '.join(missing)}")
