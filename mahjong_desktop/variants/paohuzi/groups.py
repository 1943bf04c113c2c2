"""Paohuzi groups (menzi), their shapes and their huxi.

A group is a kind plus the card kinds it holds. Identical groups (ti, pao,
wei, kan, peng, pair) score by the size of their cards; a ``chi`` group is any
chi shape, whether claimed as a meld or found inside the hand at the win, and
scores only as 1-2-3 or 2-7-10 of one size. All shapes are precomputed once
(there are 38 chi shapes) so the chi and scoring searches just filter them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS, format_cards, is_big


class GroupKind(StrEnum):
    TI = "ti"
    PAO = "pao"
    WEI = "wei"
    KAN = "kan"
    PENG = "peng"
    CHI = "chi"
    PAIR = "pair"


# Huxi of identical groups, (small, big).
_IDENTICAL_HUXI: dict[GroupKind, tuple[int, int]] = {
    GroupKind.TI: (9, 12),
    GroupKind.PAO: (6, 9),
    GroupKind.WEI: (3, 6),
    GroupKind.KAN: (3, 6),
    GroupKind.PENG: (1, 3),
    GroupKind.PAIR: (0, 0),
}
_SIZES: dict[GroupKind, int] = {
    GroupKind.TI: 4,
    GroupKind.PAO: 4,
    GroupKind.WEI: 3,
    GroupKind.KAN: 3,
    GroupKind.PENG: 3,
    GroupKind.PAIR: 2,
}
FOUR_CARD_KINDS = frozenset({GroupKind.TI, GroupKind.PAO})
MELD_KINDS = (GroupKind.CHI, GroupKind.PENG, GroupKind.WEI, GroupKind.PAO, GroupKind.TI)


def _chi_shapes() -> tuple[tuple[int, int, int], ...]:
    shapes: list[tuple[int, int, int]] = []
    for base in (0, 10):
        shapes.extend((base + v, base + v + 1, base + v + 2) for v in range(8))
        shapes.append((base + 1, base + 6, base + 9))  # 2-7-10
    for v in range(10):
        shapes.append((v, v, v + 10))  # two small, one big
        shapes.append((v, v + 10, v + 10))  # one small, two big
    return tuple(sorted(shapes))


CHI_SHAPES = _chi_shapes()
_CHI_SET = frozenset(CHI_SHAPES)
# 1-2-3 and 2-7-10 of one size: the chi shapes that score huxi.
SCORING_CHI = frozenset({(0, 1, 2), (1, 6, 9), (10, 11, 12), (11, 16, 19)})
# Shapes indexed by their lowest kind (for the grouping search) and by member kind.
CHI_SHAPES_FROM: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(s for s in CHI_SHAPES if s[0] == k) for k in range(NUM_KINDS)
)
CHI_SHAPES_WITH: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(s for s in CHI_SHAPES if k in s) for k in range(NUM_KINDS)
)


def is_chi_shape(kinds: tuple[int, ...] | list[int]) -> bool:
    """Three in a row of one size, 2-7-10 of one size, or one value in both sizes."""
    return tuple(sorted(kinds)) in _CHI_SET


def chi_huxi(kinds: tuple[int, ...]) -> int:
    """3 for small 1-2-3 or 2-7-10, 6 for big; any other chi shape 0."""
    if tuple(sorted(kinds)) not in SCORING_CHI:
        return 0
    return 6 if is_big(kinds[0]) else 3


def has_shape(kind: GroupKind, kinds: tuple[int, ...] | list[int]) -> bool:
    """Whether ``kinds`` form a group of ``kind``: the right number of identical
    cards, or a chi shape."""
    if kind is GroupKind.CHI:
        return is_chi_shape(kinds)
    return len(kinds) == _SIZES[kind] and len(set(kinds)) == 1


@dataclass(frozen=True, order=True)
class Group:
    """One group by kinds; ``kinds`` is kept sorted so equal groups compare equal."""

    kind: GroupKind
    kinds: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", GroupKind(self.kind))
        object.__setattr__(self, "kinds", tuple(sorted(self.kinds)))
        if not has_shape(self.kind, self.kinds):
            cards = format_cards(self.kinds)
            raise IllegalActionError(
                Message("group.invalid", {"cards": cards, "kind": str(self.kind)})
            )

    @property
    def huxi(self) -> int:
        return _huxi(self.kind, self.kinds)

    @property
    def size(self) -> int:
        return len(self.kinds)

    @property
    def counts(self) -> Counter[int]:
        return Counter(self.kinds)

    def __str__(self) -> str:
        return f"{self.kind}:{format_cards(self.kinds)}"


@cache
def _huxi(kind: GroupKind, kinds: tuple[int, ...]) -> int:
    """A group's huxi, worked out once per group (every win check sums its groups')."""
    if kind is GroupKind.CHI:
        return chi_huxi(kinds)
    small, big = _IDENTICAL_HUXI[kind]
    return big if is_big(kinds[0]) else small


@cache
def identical(kind: GroupKind, card: int) -> Group:
    """The identical group of ``kind`` made of ``card`` (e.g. a wei of 3d); made once
    (a frozen value), as every win check locks the hand's kans and pairs."""
    return Group(kind, (card,) * _SIZES[kind])


@cache
def free_group(kinds: tuple[int, ...]) -> Group:
    """The pair or chi group of ``kinds`` found in a hand at the win; made once."""
    return Group(GroupKind.PAIR if len(kinds) == 2 else GroupKind.CHI, kinds)
