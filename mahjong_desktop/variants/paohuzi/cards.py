"""Paohuzi card kinds, physical card ids and the card notation of the rule book.

Kinds are ints 0-19: 0-9 are small 1-10 (``x``, 一…十), 10-19 big 1-10 (``d``,
壹…拾). The four physical copies of kind ``k`` are ``4k .. 4k+3`` (80 cards).

Notation: digits followed by ``x`` or ``d``, whitespace ignored (``270x 55d``).
Each digit is one card and ``0`` is ten, except that a group whose digits are
exactly ``10`` is the single ten: ``10x`` is small ten, ``110x`` is 1, 1, 10.
Since whitespace is ignored, ``1 0x`` reads like ``10x`` (one ten).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.notation import digit_groups, quote

NUM_KINDS = 20
COPIES = 4
NUM_CARDS = NUM_KINDS * COPIES
SMALL, BIG = "x", "d"
_SMALL_GLYPHS = "一二三四五六七八九十"
_BIG_GLYPHS = "壹贰叁肆伍陆柒捌玖拾"


def kind_of(card: int) -> int:
    """The kind of a physical card id."""
    return card // COPIES


# ``kind_of`` of every card id, to index (read without a call where every offer asks).
CARD_KINDS = tuple(card // COPIES for card in range(NUM_CARDS))


def copies_of(kind: int) -> tuple[int, ...]:
    """The four physical ids of a kind."""
    return tuple(range(COPIES * kind, COPIES * kind + COPIES))


def is_big(kind: int) -> bool:
    return kind >= 10


def value_of(kind: int) -> int:
    """The card's number, 1-10."""
    return kind % 10 + 1


def kind_from(value: int, big: bool) -> int:
    """The kind of small or big ``value`` (1-10)."""
    if not 1 <= value <= 10:
        raise NotationError(Message("calc.no_card_value", {"value": value}))
    return value - 1 + (10 if big else 0)


def card_name(kind: int) -> str:
    """The notation of one kind: ``5x``, ``10d``."""
    return f"{value_of(kind)}{BIG if is_big(kind) else SMALL}"


def card_glyph(kind: int) -> str:
    """The Chinese numeral printed on the card: 一…十 small, 壹…拾 big."""
    return (_BIG_GLYPHS if is_big(kind) else _SMALL_GLYPHS)[kind % 10]


def parse_cards(text: str) -> list[int]:
    """Kinds from notation like ``270x 55d``, in written order.

    Raises NotationError for anything unreadable; copy counts are checked
    separately (``check_copies``).
    """
    kinds: list[int] = []
    for digits, size in digit_groups(text, SMALL + BIG):
        values = [10] if digits == "10" else [int(d) or 10 for d in digits]
        kinds.extend(kind_from(v, size == BIG) for v in values)
    return kinds


def parse_card(text: str) -> int:
    """Exactly one card, e.g. ``7d``."""
    kinds = parse_cards(text)
    if len(kinds) != 1:
        raise NotationError(f"expected one card, got {quote(text)}")
    return kinds[0]


def check_copies(kinds: Iterable[int]) -> None:
    """Raise NotationError if any kind appears more than four times."""
    for kind, count in sorted(Counter(kinds).items()):
        if count > COPIES:
            raise NotationError(
                Message(
                    "calc.too_many_card_copies",
                    {"count": count, "card": card_name(kind), "limit": COPIES},
                )
            )


def counts_of(kinds: Iterable[int]) -> list[int]:
    """A count array over the 20 kinds."""
    counts = [0] * NUM_KINDS
    for kind in kinds:
        counts[kind] += 1
    return counts


def format_cards(kinds: Iterable[int]) -> str:
    """Kinds in compact notation, small before big, each ascending: ``270x 55d``.

    Tens are written ``0`` inside a group; a ten alone is written ``10x``, and
    one with ten ``1x 10x`` (``10x`` would read as one ten), so the text always
    parses back to the same cards.
    """
    by_size: dict[str, list[int]] = {}
    for kind in sorted(kinds):
        by_size.setdefault(BIG if is_big(kind) else SMALL, []).append(value_of(kind))
    parts = []
    for size in (SMALL, BIG):
        values = by_size.get(size)
        if not values:
            continue
        digits = "".join(str(v % 10) for v in values)
        if values == [10]:
            parts.append(f"10{size}")
        elif digits == "10":  # one and ten: "10x" would read as a single ten
            parts.append(f"1{size} 10{size}")
        else:
            parts.append(digits + size)
    return " ".join(parts)
