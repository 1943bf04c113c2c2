"""Every legal way to chi a public card, bi groups included.

Bi: copies identical to the claimed card that stay in the hand must each go
into a chi group laid down at the same time (each bi group holds at least one
such copy). Cards of a kan are never used, so a hand holding a kan of the
claimed card can not chi it at all: those copies could never join a bi group.
The "a discard must remain" and stinking-card rules belong to the game flow.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS, counts_of
from mahjong_desktop.variants.paohuzi.groups import CHI_SHAPES_WITH, Group, GroupKind

Shape = tuple[int, int, int]


@dataclass(frozen=True)
class ChiOption:
    """The main group (it holds the claimed card) and the bi groups laid with it."""

    main: Group
    bi: tuple[Group, ...] = ()

    @property
    def groups(self) -> tuple[Group, ...]:
        return (self.main, *self.bi)

    def hand_kinds_used(self, card: int) -> tuple[int, ...]:
        """The kinds this option takes from the hand: every card but the claimed one."""
        used = [k for group in self.groups for k in group.kinds]
        used.remove(card)
        return tuple(sorted(used))


def chi_options(hand_kinds: Sequence[int], card: int) -> list[ChiOption]:
    """Every distinct legal chi of ``card`` with cards from the hand, in a stable order."""
    return [
        ChiOption(Group(GroupKind.CHI, main), tuple(Group(GroupKind.CHI, shape) for shape in bi))
        for main, bi in chi_shapes(counts_of(hand_kinds), card)
    ]


def chi_shapes(counts: Sequence[int], card: int) -> tuple[tuple[Shape, tuple[Shape, ...]], ...]:
    """``chi_options`` as shapes, (main, bi shapes), from the hand's counts per kind.

    Every shape holds ``card``, so only the counts of the kinds those shapes hold
    matter: the search runs once per card and such counts (remembered), as every
    discard and reveal asks it of two seats.
    """
    if counts[card] >= 3:
        return ()
    return _chi_shapes(card, tuple(counts[k] for k in _RELATED[card]))


@lru_cache(maxsize=1 << 14)
def _chi_shapes(card: int, related: tuple[int, ...]) -> tuple[tuple[Shape, tuple[Shape, ...]], ...]:
    """``chi_shapes`` of ``card`` with ``related`` the counts of its ``_RELATED`` kinds."""
    free = [0] * NUM_KINDS
    for kind, count in zip(_RELATED[card], related, strict=True):
        free[kind] = count if count < 3 else 0  # a kan is never split
    free[card] += 1  # the claimed card joins the pool for the main group
    found: list[tuple[Shape, tuple[Shape, ...]]] = []
    seen: set[tuple[Shape, ...]] = set()
    for main in CHI_SHAPES_WITH[card]:
        if not _take(free, main):
            continue
        for bi in _bi_sets(free, card, 0):
            key = tuple(sorted((main, *bi)))
            if key not in seen:
                seen.add(key)
                found.append((main, bi))
        _give(free, main)
    return tuple(found)


def _partners(card: int) -> tuple[tuple[int, int], ...]:
    """The two other kinds of each chi shape holding ``card``."""
    pairs = []
    for shape in CHI_SHAPES_WITH[card]:
        rest = list(shape)
        rest.remove(card)
        pairs.append((rest[0], rest[1]))
    return tuple(pairs)


_PARTNERS = tuple(_partners(card) for card in range(NUM_KINDS))
# The kinds of every chi shape holding each card (the card included).
_RELATED = tuple(
    tuple(sorted({k for shape in CHI_SHAPES_WITH[card] for k in shape}))
    for card in range(NUM_KINDS)
)


def chi_possible(counts: Sequence[int], card: int) -> bool:
    """Whether the hand of ``counts`` could chi ``card`` at all: a quick test that the
    main group can be made (``chi_options`` finds none when it says no). A kan is
    never split, and a kan of the card itself rules every chi out."""
    if counts[card] >= 3:
        return False
    for one, two in _PARTNERS[card]:
        if one == two:  # two of another kind: a pair, not part of a kan
            if counts[one] == 2:
                return True
        elif 0 < counts[one] < 3 and 0 < counts[two] < 3:
            return True
    return False


def can_chi(hand_kinds: Sequence[int], card: int) -> bool:
    return bool(chi_options(hand_kinds, card))


def _bi_sets(free: list[int], card: int, start: int) -> list[tuple[Shape, ...]]:
    """Multisets of chi shapes holding ``card`` that use up every remaining copy.

    Shapes are tried from index ``start`` on so each multiset appears once.
    """
    if free[card] == 0:
        return [()]
    found: list[tuple[Shape, ...]] = []
    shapes = CHI_SHAPES_WITH[card]
    for index in range(start, len(shapes)):
        shape = shapes[index]
        if _take(free, shape):
            found.extend((shape, *rest) for rest in _bi_sets(free, card, index))
            _give(free, shape)
    return found


def _take(free: list[int], shape: Shape) -> bool:
    """Remove ``shape`` from ``free`` if every card is there; report whether it was."""
    one, two, three = shape
    free[one] -= 1
    free[two] -= 1
    free[three] -= 1
    if free[one] < 0 or free[two] < 0 or free[three] < 0:
        _give(free, shape)
        return False
    return True


def _give(free: list[int], shape: Shape) -> None:
    for kind in shape:
        free[kind] += 1
