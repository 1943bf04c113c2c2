"""A Paohuzi hand as players hold it: columns of cards that belong together.

Two orders, and the player switches between them: ``GROUPS`` stacks each
kan, each chi that scores (1-2-3, 2-7-10), each pair, the other chi, then what
is left by value; ``VALUES`` stacks the cards of one value, small and big
together, so a mixed-size chi reads at a glance. A column holds at most
three cards, so the head of each shows its numeral. No Qt here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum

from mahjong_desktop.ui.table.layout.geometry import FACE_PATTERN

COLUMN_CARDS = 3
NUM_KINDS = 20  # kinds 0-9 small 1-10, 10-19 big 1-10, as the cards' notation reads
Shape = tuple[int, ...]


def _chi_shapes() -> tuple[list[Shape], list[Shape]]:
    """The chi shapes by kind, those that score huxi (1-2-3, 2-7-10) apart. Read from the
    rule book's shapes here: a widget reaches no game code (tests/test_layering.py)."""
    scoring: list[Shape] = []
    plain: list[Shape] = []
    for base in (0, 10):
        scoring += [(base, base + 1, base + 2), (base + 1, base + 6, base + 9)]
        plain += [(base + v, base + v + 1, base + v + 2) for v in range(1, 8)]
    plain += [(v, v, v + 10) for v in range(10)] + [(v, v + 10, v + 10) for v in range(10)]
    return scoring, plain


SCORING_CHI, OTHER_CHI = _chi_shapes()


class HandSort(StrEnum):
    GROUPS = "groups"
    VALUES = "values"

    def next(self) -> HandSort:
        """The other order (the player's re-sort key steps through them)."""
        members = list(HandSort)
        return members[(members.index(self) + 1) % len(members)]


def card_kind(face: str | None) -> int | None:
    """The kind of a face such as ``7x`` or ``10d``; None for no card face."""
    match = FACE_PATTERN.match(face or "")
    if not match or match.group(2) not in ("x", "d") or not 1 <= int(match.group(1)) <= 10:
        return None
    return int(match.group(1)) - 1 + (10 if match.group(2) == "d" else 0)


def hand_columns(
    cards: Iterable[int], faces: Mapping[int, str], sort: HandSort = HandSort.GROUPS
) -> list[list[int]]:
    """The card ids in columns, left to right, each column from its top card down."""
    by_kind: dict[int, list[int]] = {}
    unknown: list[int] = []
    for card in sorted(cards):
        kind = card_kind(faces.get(card))
        if kind is None:
            unknown.append(card)
        else:
            by_kind.setdefault(kind, []).append(card)
    columns = _by_groups(by_kind) if sort is HandSort.GROUPS else _by_values(by_kind)
    return columns + [[card] for card in unknown]


def _by_values(by_kind: dict[int, list[int]]) -> list[list[int]]:
    columns: list[list[int]] = []
    for value in range(NUM_KINDS // 2):
        cards = by_kind.get(value, []) + by_kind.get(value + NUM_KINDS // 2, [])
        columns.extend(_chunks(cards))
    return columns


def _by_groups(by_kind: dict[int, list[int]]) -> list[list[int]]:
    left = {kind: list(cards) for kind, cards in by_kind.items()}
    kans = [_take(left, (kind,) * 3) for kind in sorted(left) if len(left[kind]) >= 3]
    scoring = _take_shapes(left, SCORING_CHI)
    pairs = [_take(left, (kind,) * 2) for kind in sorted(left) if len(left[kind]) == 2]
    runs = _take_shapes(left, OTHER_CHI)
    rest = _by_values({kind: cards for kind, cards in left.items() if cards})
    return [*kans, *scoring, *pairs, *runs, *rest]


def _take_shapes(left: dict[int, list[int]], shapes: list[Shape]) -> list[list[int]]:
    taken = []
    for shape in shapes:
        while all(len(left.get(k, [])) >= shape.count(k) for k in shape):
            taken.append(_take(left, shape))
    return taken


def _take(left: dict[int, list[int]], shape: Shape) -> list[int]:
    return [left[kind].pop(0) for kind in shape]


def _chunks(cards: list[int]) -> list[list[int]]:
    return [cards[i : i + COLUMN_CARDS] for i in range(0, len(cards), COLUMN_CARDS)]
