"""Winning-shape analysis shared by the mahjong games: every way to split a hand.

Works on count arrays of the 34 suit and honour kinds (see ``tiles``).
Scoring modules pick the split worth the most; shanten and waits live in
``shanten.distance``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from operator import itemgetter

from mahjong_desktop.variants.mahjong.tiles import NUM_KINDS, TERMINALS_AND_HONOURS

_terminals_and_honours = itemgetter(*TERMINALS_AND_HONOURS)


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


# -- waits: the kinds one more tile of which completes a shape ----------------
#
# Each is exact (a kind is in it if and only if the shape test above passes
# with one more of it) and quick: a discard asks every other seat, so the
# kinds that cannot pass are ruled out by arithmetic before any shape test.


def standard_waits(counts: Sequence[int]) -> set[int]:
    """Kinds ``k`` for which ``counts`` plus one ``k`` has ``has_standard_shape``.

    The tile joins one suit (or the honours); every other suit must already be
    sets with at most the pair, and the residues modulo 3 must leave exactly one
    pair: only then is the suit's own answer looked up. A suit's answers (does it
    split, which tiles would make it split) are worked out once per nine counts:
    a discard asks every other seat, and suits repeat far more than hands.
    """
    honours = counts[27:NUM_KINDS]
    if 4 in honours:  # four of an honour never splits into sets and a pair
        return set()
    suits = [tuple(counts[9 * g : 9 * g + 9]) for g in range(3)]
    residues = [sum(suit) % 3 for suit in suits]
    singles = [27 + i for i, c in enumerate(honours) if c == 1]
    honour_pairs = honours.count(2)
    waits: set[int] = set()
    if not singles:  # a suit tile: the honours are already sets and pairs
        for group in range(3):
            after = list(residues)
            after[group] = (after[group] + 1) % 3
            if 1 in after or after.count(2) + honour_pairs != 1:
                continue
            if all(_suit_settled(suits[o]) for o in range(3) if o != group):
                waits.update(9 * group + k for k in _suit_waits(suits[group]))
    if 1 not in residues and all(map(_suit_settled, suits)):  # an honour tile
        pairs = residues.count(2) + honour_pairs
        for kind in range(27, NUM_KINDS):
            if counts[kind] == 1 and singles == [kind] and pairs == 0:
                waits.add(kind)  # the lone honour becomes the pair
            elif counts[kind] == 2 and not singles and pairs == 2:
                waits.add(kind)  # a pair becomes a pung
    return waits


@lru_cache(maxsize=1 << 15)
def _suit_settled(suit: tuple[int, ...]) -> bool:
    """Whether one suit's nine counts are sets alone, or sets and one pair (as their
    total modulo 3 says: 0 sets alone, 2 with the pair, 1 never)."""
    rest = sum(suit) % 3
    if rest == 0:
        return _only_sets(list(suit))
    if rest == 1:
        return False
    for pair in range(9):
        if suit[pair] >= 2:
            work = list(suit)
            work[pair] -= 2
            if _only_sets(work):
                return True
    return False


@lru_cache(maxsize=1 << 15)
def _suit_waits(suit: tuple[int, ...]) -> tuple[int, ...]:
    """The places (0-8) one more tile of which leaves the suit ``_suit_settled``."""
    found = []
    for place in range(9):
        work = list(suit)
        work[place] += 1
        if _suit_settled(tuple(work)):
            found.append(place)
    return tuple(found)


def _completes(counts: Sequence[int], kind: int, shaped: Callable[[Sequence[int]], bool]) -> bool:
    work = list(counts)
    work[kind] += 1
    return shaped(work)


def seven_pairs_waits(counts: Sequence[int], quads_as_two_pairs: bool = False) -> set[int]:
    """Kinds ``k`` for which ``counts`` plus one ``k`` is ``is_seven_pairs``."""
    if max(counts) <= 4 and counts.count(1) + counts.count(3) != 1:
        return set()  # the odd counts of a real hand, counted in C: most hands have many
    odd = [k for k in range(NUM_KINDS) if counts[k] % 2]
    if len(odd) != 1:  # seven pairs hold no odd count: only one may be made even
        return set()
    kind = odd[0]
    ok = _completes(counts, kind, lambda c: is_seven_pairs(c, quads_as_two_pairs))
    return {kind} if ok else set()


def thirteen_orphans_waits(counts: Sequence[int]) -> set[int]:
    """Kinds ``k`` for which ``counts`` plus one ``k`` is ``is_thirteen_orphans``."""
    if sum(_terminals_and_honours(counts)) != sum(counts[:NUM_KINDS]):
        return set()  # a simple tile is held (summed in C: most hands hold many)
    return {k for k in TERMINALS_AND_HONOURS if _completes(counts, k, is_thirteen_orphans)}
