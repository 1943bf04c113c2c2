"""Winning-shape analysis shared by the mahjong games: every way to split a hand.

Works on count arrays of the 34 suit and honour kinds (see ``mahjong_tiles``).
Scoring modules pick the split worth the most; shanten and waits live in
``shanten``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from mahjong_desktop.variants.mahjong_tiles import NUM_KINDS, TERMINALS_AND_HONOURS


class SetShape(StrEnum):
    CHOW = "chow"
    PUNG = "pung"


@dataclass(frozen=True, order=True)
class ConcealedSet:
    """A set found inside the concealed tiles: a chow from ``first`` or a pung of it."""

    shape: SetShape
    first: int

    @property
    def kinds(self) -> tuple[int, int, int]:
        if self.shape is SetShape.CHOW:
            return (self.first, self.first + 1, self.first + 2)
        return (self.first, self.first, self.first)


@dataclass(frozen=True)
class Decomposition:
    """One split of concealed tiles into sets and exactly one pair."""

    pair: int
    sets: tuple[ConcealedSet, ...]


def decompositions(counts: Sequence[int]) -> list[Decomposition]:
    """Every distinct split of ``counts`` (3n+2 tiles) into n sets and one pair.

    Chows run inside one suit only (kinds below 27, not across 9-1).
    """
    total = sum(counts)
    if total % 3 != 2:
        return []
    work = list(counts)
    found: list[Decomposition] = []
    for pair in range(NUM_KINDS):
        if work[pair] >= 2:
            work[pair] -= 2
            for sets in _split_sets(work, 0):
                found.append(Decomposition(pair, tuple(sets)))
            work[pair] += 2
    return found


def has_standard_shape(counts: Sequence[int]) -> bool:
    """Whether ``counts`` split into sets and one pair at all (``decompositions``
    without listing them: the legal-action check asks this for every discard).

    Each suit holds sets and at most the pair, so its total is 0 or 2 modulo 3,
    with exactly one 2; an honour kind is held 0, 2 or 3 times.
    """
    pair_group = -1
    for group in range(3):
        rest = sum(counts[9 * group : 9 * group + 9]) % 3
        if rest == 1 or (rest == 2 and pair_group >= 0):
            return False
        if rest == 2:
            pair_group = group
    honour_pairs = 0
    for kind in range(27, NUM_KINDS):
        if counts[kind] == 1 or counts[kind] == 4:
            return False
        honour_pairs += counts[kind] == 2
    if honour_pairs + (pair_group >= 0) != 1:
        return False
    if honour_pairs:
        return all(_only_sets(list(counts[9 * g : 9 * g + 9])) for g in range(3))
    work = list(counts[9 * pair_group : 9 * pair_group + 9])
    for pair in range(9):
        if work[pair] >= 2:
            work[pair] -= 2
            if _only_sets(list(work)):
                return all(
                    _only_sets(list(counts[9 * g : 9 * g + 9])) for g in range(3) if g != pair_group
                )
            work[pair] += 2
    return False


def _only_sets(suit: list[int]) -> bool:
    """Whether one suit's nine counts split entirely into chows and pungs.

    The lowest held kind must start a pung or a chow; taking the pung first
    when there are three or more is safe (three equal chows are three pungs).
    """
    for kind in range(9):
        count = suit[kind]
        if count >= 3:
            count -= 3
        if count:
            if kind > 6 or suit[kind + 1] < count or suit[kind + 2] < count:
                return False
            suit[kind + 1] -= count
            suit[kind + 2] -= count
    return True


def _split_sets(work: list[int], start: int) -> list[list[ConcealedSet]]:
    """All ways to split ``work`` entirely into sets, lowest kind first."""
    kind = start
    while kind < NUM_KINDS and work[kind] == 0:
        kind += 1
    if kind == NUM_KINDS:
        return [[]]
    results: list[list[ConcealedSet]] = []
    if work[kind] >= 3:
        work[kind] -= 3
        for rest in _split_sets(work, kind):
            results.append([ConcealedSet(SetShape.PUNG, kind), *rest])
        work[kind] += 3
    if kind < 27 and kind % 9 <= 6 and work[kind + 1] and work[kind + 2]:
        for k in (kind, kind + 1, kind + 2):
            work[k] -= 1
        for rest in _split_sets(work, kind):
            results.append([ConcealedSet(SetShape.CHOW, kind), *rest])
        for k in (kind, kind + 1, kind + 2):
            work[k] += 1
    return results


def is_standard_win(counts: Sequence[int]) -> bool:
    return has_standard_shape(counts)


def is_seven_pairs(counts: Sequence[int], quads_as_two_pairs: bool = False) -> bool:
    """Seven pairs over 14 concealed tiles; four identical count as two pairs only if asked."""
    if sum(counts) != 14:
        return False
    if quads_as_two_pairs:
        return all(c in (0, 2, 4) for c in counts)
    return all(c in (0, 2) for c in counts)


def is_thirteen_orphans(counts: Sequence[int]) -> bool:
    """One of each terminal and honour plus a duplicate of one of them."""
    if sum(counts) != 14:
        return False
    return all(counts[k] >= 1 for k in TERMINALS_AND_HONOURS) and all(
        counts[k] == 0 for k in range(NUM_KINDS) if k not in TERMINALS_AND_HONOURS
    )
