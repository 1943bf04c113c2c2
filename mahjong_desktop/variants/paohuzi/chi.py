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
from operator import ge, gt

from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS, counts_of
from mahjong_desktop.variants.paohuzi.discard_rule import KAN_SIZE
from mahjong_desktop.variants.paohuzi.groups import CHI_SHAPES_WITH, Group, GroupKind

Shape = tuple[int, int, int]
Slots = tuple[tuple[int, int], ...]  # (kind, n): the hand's n-th card of kind, lowest id first


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


@dataclass(frozen=True, slots=True)
class ChiPlan:
    """One way to chi a card, in terms of the hand's cards by kind: which of them the
    main group and each bi group take, and what that leaves to discard.

    ``lost`` is how many of the kinds it uses the hand held once or twice (kinds a
    card could be discarded of), ``gains`` whether it leaves one of them held once
    or twice: the kinds it does not use stay as they were."""

    main: Slots
    bi: tuple[Slots, ...]
    lost: int
    gains: bool

    def leaves_discard(self, discardable: int) -> bool:
        """Whether a card may be discarded after the chi, ``discardable`` being the
        kinds the hand held once or twice before it."""
        return self.gains or discardable > self.lost


def chi_plans(counts: Sequence[int], card: int) -> tuple[ChiPlan, ...]:
    """``chi_shapes`` as ``ChiPlan`` values, in the same order.

    A hand without a copy of ``card`` (most hands) lays no bi group: each main
    shape whose two other kinds it holds is one plan, made in advance. Other
    hands are searched, remembered per card and counts of the kinds its shapes
    hold, as the shapes are."""
    held = counts[card]
    if held >= KAN_SIZE:
        return ()
    if held:  # a kan is never split: its kind counts as none held
        related = tuple(map(counts.__getitem__, _RELATED[card]))  # read in C
        if KAN_SIZE in related or 4 in related:
            related = tuple(c if c < KAN_SIZE else 0 for c in related)
        return _chi_plans(card, related)
    plans = []
    for one, two, keeps_none, keeps_one in _MAIN_PLANS[card]:
        first, second = counts[one], counts[two]
        if one == two:  # two of one kind: a pair, all of it used
            if first == 2:
                plans.append(keeps_none)
        elif 0 < first < KAN_SIZE and 0 < second < KAN_SIZE:
            plans.append(keeps_one if first == 2 or second == 2 else keeps_none)
    return tuple(plans)


@lru_cache(maxsize=1 << 14)
def _chi_plans(card: int, related: tuple[int, ...]) -> tuple[ChiPlan, ...]:
    """``chi_plans`` of a hand holding ``card`` once or twice, ``related`` the counts of
    its ``_RELATED`` kinds (kans as none): the plans made in advance whose cards the
    hand holds, in the search's order (``_ways``)."""
    plans = []
    for way in _WAYS[card][related[_OWN_INDEX[card]]]:
        # Compared in C, kind by kind of ``_RELATED``: the cards the way needs of each.
        if all(map(ge, related, way.needs)):
            # Every kind used is held once or twice (a kan counts as none): each was
            # a kind to discard of; one held more than used still is.
            used = map(related.__getitem__, way.used)
            gains = any(map(gt, used, way.used_needs))
            plans.append(way.leaves_one if gains else way.leaves_none)
    return tuple(plans)


@dataclass(frozen=True, slots=True)
class _Way:
    """A multiset of chi shapes holding a card that uses every copy of it: its plan
    leaving none or some of the kinds it takes, and the hand cards it takes per kind.

    ``needs`` are the cards it takes of each of the card's ``_RELATED`` kinds (0 for
    a kind unused), ``used`` the indexes there of the kinds it uses and
    ``used_needs`` what it takes of each of them."""

    leaves_none: ChiPlan
    leaves_one: ChiPlan
    needs: tuple[int, ...]
    used: tuple[int, ...]
    used_needs: tuple[int, ...]


def _ways(card: int, held: int) -> tuple[_Way, ...]:
    """Every way to chi ``card`` with ``held`` copies of it in the hand, whatever else
    the hand holds, in the order the search (``_chi_shapes``) finds them: multisets
    of shapes by their indices, lowest first and in lexicographic order, the first
    the main group (the search keeps the first main it meets of a multiset)."""
    shapes = CHI_SHAPES_WITH[card]
    found: list[tuple[int, ...]] = []

    def extend(indices: tuple[int, ...], start: int, copies: int) -> None:
        if copies == 0:
            found.append(indices)
            return
        for index in range(start, len(shapes)):
            uses = shapes[index].count(card)
            if uses <= copies:
                extend((*indices, index), index, copies - uses)

    extend((), 0, held + 1)  # the claimed card and every copy held
    ways = []
    for indices in found:
        main, *bi = (shapes[i] for i in indices)
        taken: dict[int, int] = {}  # kind -> its cards used so far, lowest first
        main_slots = _slots(main, taken, card)
        bi_slots = tuple(_slots(shape, taken) for shape in bi)
        lost = len(taken)
        related = _related(card)
        ways.append(
            _Way(
                ChiPlan(main_slots, bi_slots, lost, False),
                ChiPlan(main_slots, bi_slots, lost, True),
                tuple(taken.get(kind, 0) for kind in related),
                tuple(related.index(kind) for kind in taken),
                tuple(taken.values()),
            )
        )
    return tuple(ways)


def _slots(shape: Shape, taken: dict[int, int], claimed: int | None = None) -> Slots:
    """The hand cards a group of ``shape`` takes (the next unused of each kind), the
    ``claimed`` public kind once aside; ``taken`` counts them off."""
    slots = []
    for kind in shape:
        if kind == claimed:
            claimed = None
            continue
        slots.append((kind, taken.get(kind, 0)))
        taken[kind] = taken.get(kind, 0) + 1
    return tuple(slots)


def _partners(card: int) -> tuple[tuple[int, int], ...]:
    """The two other kinds of each chi shape holding ``card``."""
    pairs = []
    for shape in CHI_SHAPES_WITH[card]:
        rest = list(shape)
        rest.remove(card)
        pairs.append((rest[0], rest[1]))
    return tuple(pairs)


_PARTNERS = tuple(_partners(card) for card in range(NUM_KINDS))


def _main_plans(card: int) -> tuple[tuple[int, int, ChiPlan, ChiPlan], ...]:
    """Per chi shape holding ``card``: its two other kinds and the plan of taking the
    first card of each (the second for a pair), as a hand without a copy of ``card``
    makes it, leaving no card of them or one (a pair it takes one of)."""
    plans = []
    for one, two in _partners(card):
        slots = ((one, 0), (two, 1 if one == two else 0))
        lost = 1 if one == two else 2
        plans.append((one, two, ChiPlan(slots, (), lost, False), ChiPlan(slots, (), lost, True)))
    return tuple(plans)


_MAIN_PLANS = tuple(_main_plans(card) for card in range(NUM_KINDS))


def _related(card: int) -> tuple[int, ...]:
    """The kinds of every chi shape holding ``card`` (the card included), lowest first."""
    return tuple(sorted({k for shape in CHI_SHAPES_WITH[card] for k in shape}))


_RELATED = tuple(_related(card) for card in range(NUM_KINDS))
_OWN_INDEX = tuple(_RELATED[card].index(card) for card in range(NUM_KINDS))  # the card's place
# Per card, per copies of it held (1 or 2; 0 is ``_MAIN_PLANS``), its ``_ways``.
_WAYS = tuple({held: _ways(card, held) for held in (1, 2)} for card in range(NUM_KINDS))


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
