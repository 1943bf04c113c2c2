"""Mahjong tile kinds, physical tile ids and the tile notation of the rule book.

Kinds are small ints so hand analysis can work on count arrays:
0-8 characters (m), 9-17 dots (p), 18-26 bamboo (s), 27-33 honours (z: East,
South, West, North, White, Green, Red), 34-41 bonus tiles (f: four flowers, then
four seasons). Physical tiles are ints too: the four copies of suit or honour
kind ``k`` are ``4k .. 4k+3``; bonus kind ``k`` has the single tile ``136 + k - 34``.
The 108 Sichuan tiles are exactly ids 0-107.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.notation import digit_groups, quote

SUITS = "mpsz"
BONUS_SUIT = "f"
NUM_KINDS = 34  # suit and honour kinds, the size of a count array
FIRST_BONUS = 34
NUM_ALL_KINDS = 42
EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
HONOURS = tuple(range(27, 34))
TERMINALS = (0, 8, 9, 17, 18, 26)
TERMINALS_AND_HONOURS = TERMINALS + HONOURS
FLOWERS = (34, 35, 36, 37)
SEASONS = (38, 39, 40, 41)


def kind_of(tile: int) -> int:
    """The kind of a physical tile id."""
    return tile // 4 if tile < 136 else FIRST_BONUS + tile - 136


def copies_of(kind: int) -> tuple[int, ...]:
    """The physical ids of a kind (four, or one for a bonus tile)."""
    if kind >= FIRST_BONUS:
        return (136 + kind - FIRST_BONUS,)
    return tuple(range(4 * kind, 4 * kind + 4))


def suit_of(kind: int) -> str:
    if kind >= FIRST_BONUS:
        return BONUS_SUIT
    return SUITS[kind // 9] if kind < 27 else "z"


def number_of(kind: int) -> int:
    """1-9 in a suit, 1-7 for honours, 1-8 for bonus tiles."""
    if kind >= FIRST_BONUS:
        return kind - FIRST_BONUS + 1
    return kind % 9 + 1 if kind < 27 else kind - 26


def is_honour(kind: int) -> bool:
    return 27 <= kind < 34


def is_suited(kind: int) -> bool:
    return kind < 27


def is_bonus(kind: int) -> bool:
    return kind >= FIRST_BONUS


def is_terminal(kind: int) -> bool:
    return kind < 27 and kind % 9 in (0, 8)


def kind_name(kind: int) -> str:
    """The notation of one kind, e.g. ``5m`` or ``7z``."""
    return f"{number_of(kind)}{suit_of(kind)}"


def parse_kind(text: str) -> int:
    """One kind from e.g. ``5m``; raises NotationError."""
    kinds = parse_kinds(text)
    if len(kinds) != 1:
        raise NotationError(f"expected one tile, got {quote(text)}")
    return kinds[0]


def parse_kinds(text: str) -> list[int]:
    """Kinds from notation like ``123m 456p 11z`` (spaces optional), in written order.

    Raises NotationError for anything unreadable or out of range; it does not
    check copy counts (see ``check_copies``).
    """
    kinds: list[int] = []
    for digits, suit in digit_groups(text, SUITS + BONUS_SUIT):
        kinds.extend(_kind_from(int(digit), suit, text) for digit in digits)
    return kinds


def _kind_from(number: int, suit: str, text: str) -> int:
    if suit in "mps":
        if not 1 <= number <= 9:
            raise _no_tile("calc.no_suit_tile", f"{number}{suit}", text)
        return SUITS.index(suit) * 9 + number - 1
    if suit == "z":
        if not 1 <= number <= 7:
            raise _no_tile("calc.no_honour_tile", f"{number}z", text)
        return 26 + number
    if not 1 <= number <= 8:
        raise _no_tile("calc.no_bonus_tile", f"{number}f", text)
    return FIRST_BONUS + number - 1


def _no_tile(code: str, tile: str, text: str) -> NotationError:
    return NotationError(Message(code, {"tile": tile, "text": quote(text)}))


def check_copies(kinds: Iterable[int]) -> None:
    """Raise NotationError if any kind appears more often than it has copies."""
    for kind, count in Counter(kinds).items():
        limit = 1 if is_bonus(kind) else 4
        if count > limit:
            raise NotationError(
                Message(
                    "calc.too_many_copies",
                    {"count": count, "tile": kind_name(kind), "limit": limit},
                )
            )


def format_kinds(kinds: Iterable[int]) -> str:
    """Kinds in compact notation grouped by suit in notation order: ``123m 55z``."""
    by_suit: dict[str, list[int]] = {}
    for kind in sorted(kinds):
        by_suit.setdefault(suit_of(kind), []).append(number_of(kind))
    order = [*SUITS, BONUS_SUIT]
    return " ".join("".join(map(str, by_suit[s])) + s for s in order if s in by_suit)


def counts_of(kinds: Iterable[int]) -> list[int]:
    """A count array of the 34 suit and honour kinds (bonus kinds are ignored)."""
    counts = [0] * NUM_KINDS
    for kind in kinds:
        if kind < NUM_KINDS:
            counts[kind] += 1
    return counts


NUM_TILES = 144  # the physical set: 4 copies of 34 kinds, then the 8 bonus tiles
TILE_KINDS: tuple[int, ...] = tuple(kind_of(t) for t in range(NUM_TILES))  # by tile id
TILE_FACES: tuple[str, ...] = tuple(kind_name(k) for k in TILE_KINDS)  # by tile id


def _chow_partners(kind: int) -> tuple[tuple[int, int], ...]:
    """The other two kinds of each run of three in one suit holding ``kind``, lowest
    run first (none for an honour or a bonus tile)."""
    if kind >= NUM_KINDS or not is_suited(kind):
        return ()
    first = kind - kind % 9  # the suit's 1
    partners = []
    for low in (kind - 2, kind - 1, kind):
        if first <= low and low + 2 <= first + 8:
            one, two = (k for k in (low, low + 1, low + 2) if k != kind)
            partners.append((one, two))
    return tuple(partners)


# By kind: the pairs of kinds that make a chow with it.
CHOW_PARTNERS = tuple(_chow_partners(kind) for kind in range(NUM_ALL_KINDS))
