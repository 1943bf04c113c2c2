"""Mahjong hand building for the bots: shanten along a route, useful draws, odds of winning.

A *route* is a plan for the finished hand: any hand, a flush (a set of kinds
the hand may keep), all pungs, all chows, or seven pairs. Its shanten counts
only the tiles that may stay, so a flush route charges one exchange per
off-suit tile.
The shared shanten tables do the work (``shanten.overlaps.standard_overlap``
on the counts with the off-route kinds removed gives the same number as the
restricted search, at a fifth of the cost); pungs and pairs have short formulas,
and all chows per-suit tables of its own, combined as the shared ones are.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from mahjong_desktop.variants.mahjong.shanten.distance import shanten
from mahjong_desktop.variants.mahjong.shanten.overlaps import (
    EMPTY,
    NONE,
    Table,
    at_most_table,
    best_overlap,
    combine_tables,
    standard_overlap,
)
from mahjong_desktop.variants.mahjong.tiles import NUM_KINDS, SUITS, is_honour

NO_ROUTE = 9  # the shanten of a route the melds already rule out
CLAIM_CHANCES = 1.3  # discards add about this share of chances to the own draws
FULL_WALL = 123  # tiles unseen from one 13-tile hand at the start (136 - 13)
FITTED_DRAWS = 18
BASE_RATE = 1.0
USEFUL_RATE = 0.02
SURVIVAL = 0.8  # per step from ready, the share of deals still going when it is taken


class Form(Enum):
    ANY = "any"  # four sets and a pair, or the special forms the game allows
    STANDARD = "standard"  # four sets and a pair
    PUNGS = "pungs"  # four pungs or kongs and a pair
    PAIRS = "pairs"  # seven pairs
    CHOWS = "chows"  # four chows and a pair of suit tiles (Hong Kong's all chows)


@dataclass(frozen=True)
class Route:
    """A plan: the form, the kinds the finished hand may hold, the worth of a win."""

    name: str  # a code: "any", "all_chows", "half_flush", "full_flush", "all_pungs", ...
    form: Form
    suits: str | None  # the suits (``mpsz`` letters) the hand may keep; None: every tile
    points: float  # what a win on this route is expected to earn, in the game's points
    suit: str = ""  # the flush suit, when the route is one

    @property
    def keep(self) -> tuple[bool, ...] | None:
        """Per kind, whether it may stay (None: every kind)."""
        return None if self.suits is None else _keep(self.suits)


@lru_cache(maxsize=64)
def _keep(suits: str) -> tuple[bool, ...]:
    return tuple(SUITS[k // 9] in suits for k in range(NUM_KINDS))


@lru_cache(maxsize=64)
def _blocks(suits: str) -> tuple[tuple[int, int], ...]:
    """The kind ranges of ``suits``: nine kinds a suit, seven for the honours."""
    return tuple(
        (9 * i, 9 * i + (9 if letter != "z" else 7))
        for i, letter in enumerate(SUITS)
        if letter in suits
    )


def kept_counts(counts: list[int], suits: str | None) -> list[int]:
    """``counts`` with every kind outside ``suits`` set to zero."""
    if suits is None:
        return counts
    work = [0] * NUM_KINDS
    for start, end in _blocks(suits):
        work[start:end] = counts[start:end]
    return work


@dataclass(frozen=True)
class HandRules:
    """The special forms the game allows (``shanten`` flags)."""

    seven_pairs: bool = True
    thirteen_orphans: bool = True
    quads_as_two_pairs: bool = False
    allowed_suits: str | None = None


def route_shanten(counts: list[int], melds: int, route: Route, rules: HandRules) -> int:
    """Tiles from the route's finished hand, minus one, for 13 or 14 concealed tiles."""
    size = 13 - 3 * melds
    if route.form is Form.ANY:
        return shanten(
            counts,
            melds,
            seven_pairs=rules.seven_pairs,
            thirteen_orphans=rules.thirteen_orphans,
            quads_as_two_pairs=rules.quads_as_two_pairs,
            allowed_suits=rules.allowed_suits,
        )
    if route.form is Form.CHOWS:  # honours never count, whatever the route's suits
        return size - _chows_overlap(counts, 4 - melds)
    work = kept_counts(counts, route.suits)
    if route.form is Form.STANDARD:
        return size - standard_overlap(work, 4 - melds)
    if route.form is Form.PUNGS:
        return size - _pungs_overlap(work, 4 - melds)
    if melds:
        return NO_ROUTE
    return 13 - _pairs_overlap(work, rules.quads_as_two_pairs)


def _pungs_overlap(work: list[int], sets: int) -> int:
    """Most held tiles four pungs and a pair can keep."""
    # list.count runs in C: this is called for every discard of every decision.
    triplets = min(work.count(3) + work.count(4), sets)
    pairs = work.count(2)
    singles = work.count(1)
    slots = sets - triplets + 1  # pungs still to make, plus the pair
    used_pairs = min(pairs, slots)
    return 3 * triplets + 2 * used_pairs + min(singles, slots - used_pairs)


_NO_CHOWS: Table = (0,) + (NONE,) * 9  # past a block's end: nothing more to place


def _chows_overlap(work: list[int], sets: int) -> int:
    """Most held tiles four chows and a pair of suit tiles can keep (honours keep none)."""
    return _chows_combined(
        _chow_table(tuple(work[0:9])),
        _chow_table(tuple(work[9:18])),
        _chow_table(tuple(work[18:27])),
        sets,
    )


# The memo sizes keep a bot's memory well under 100 MB over thousands of deals
# (at 65,536 entries each, a 500-deal benchmark process grew from 59 to 97 MB).
@lru_cache(maxsize=16384)
def _chows_combined(first: Table, second: Table, third: Table, sets: int) -> int:
    return best_overlap((first, second, third, EMPTY), sets)


# A block: held kinds with no two empty kinds in a row (no chow spans two).
_BLOCK = re.compile(b"[^\0](?:\0?[^\0])*")


@lru_cache(maxsize=8192)
def _chow_table(counts: tuple[int, ...]) -> Table:
    """One suit's best overlap with at most k chows and at most p pairs (entry 2k + p),
    the at-most tables ``best_overlap`` combines.

    The suit splits into blocks of held kinds parted by two or more empty
    kinds, which no chow spans; blocks recur far more often than suits."""
    suit = bytes(counts)
    table = EMPTY
    for block in _BLOCK.finditer(suit):
        start, end = block.span()
        # With the empty kinds a chow touching the block may reach, two a side
        # at most (fewer at the suit's edge).
        left, right = min(2, start), min(2, 9 - end)
        table = combine_tables(table, _chow_block(suit[start - left : end + right]))
    return table


@lru_cache(maxsize=8192)
def _chow_block(kinds: bytes) -> Table:
    """The at-most table of one block and the empty kinds around it."""
    return at_most_table(list(_chow_tail(kinds, 0, 0)))


@lru_cache(maxsize=4096)
def _chow_tail(counts: bytes, ahead: int, last: int) -> Table:
    """Best overlap of the kinds ``counts`` (a block's tail) with k chows
    starting in it and p pairs (at least every useful way of placing them),
    when ``ahead`` chows started one kind before cover this kind and the
    next, and ``last`` two kinds before cover this one."""
    if not counts:
        return _NO_CHOWS
    held, rest = counts[0], counts[1:]
    covered = ahead + last
    # More chows starting here than the most copies in their three kinds keep
    # nothing more, nor does a pair of a kind not held: "at most" covers both.
    starts = min(5 - covered, max(counts[:3]) + 1) if len(counts) >= 3 else 1
    found = [NONE] * 10
    for new in range(starts):
        after = _chow_tail(rest, new, ahead)
        for pair in (0, 1) if held else (0,):
            wanted = covered + new + 2 * pair
            if wanted > 4:
                break
            gain = min(wanted, held)
            for chows in range(5 - new):
                for pairs in range(2 - pair):
                    value = after[2 * chows + pairs]
                    slot = 2 * (chows + new) + pairs + pair
                    if value + gain > found[slot]:
                        found[slot] = value + gain
    return tuple(found)


def _pairs_overlap(work: list[int], quads_as_two_pairs: bool) -> int:
    ones, twos, threes, fours = work.count(1), work.count(2), work.count(3), work.count(4)
    if quads_as_two_pairs:
        pairs = twos + threes + 2 * fours
        singles = ones + threes
    else:
        pairs = twos + threes + fours
        singles = ones
    pairs = min(pairs, 7)
    return 2 * pairs + min(singles, 7 - pairs)


def _neighbours(counts: Sequence[int]) -> list[int]:
    """Kinds a draw could use: held honours, and suit tiles within two of a held one."""
    found = set()
    for kind, count in enumerate(counts):
        if not count:
            continue
        if is_honour(kind):
            found.add(kind)
            continue
        low, high = kind - kind % 9, kind - kind % 9 + 8
        found.update(range(max(low, kind - 2), min(high, kind + 2) + 1))
    return sorted(found)


def useful_draws(
    counts: list[int], melds: int, route: Route, rules: HandRules, unseen: Sequence[int]
) -> tuple[int, list[int]]:
    """(unseen copies that lower the route's shanten, those kinds) for a 13-tile hand."""
    base = route_shanten(counts, melds, route, rules)
    total, kinds = 0, []
    if base >= NO_ROUTE:
        return 0, []
    keep = route.keep
    for kind in _neighbours(counts):
        if not unseen[kind] or counts[kind] >= 4 or (keep is not None and not keep[kind]):
            continue
        counts[kind] += 1
        better = route_shanten(counts, melds, route, rules) < base
        counts[kind] -= 1
        if better:
            total += unseen[kind]
            kinds.append(kind)
    return total, kinds


def win_chance(
    distance: int, useful: int, unseen_total: int, draws: float, claims: bool = True
) -> float:
    """Odds of finishing: ``distance + 1`` hits among the coming draws (and claims).

    Hits arrive like a Poisson stream whose rate was fitted (least squares) to
    sampled play of random hands over 9 and 18 draws (draws only,
    ``lookahead.play_forward``): about 1.3 hits in 18 draws for a hand with 15
    useful tiles, 1.9 with 45; the rate grows far slower than the useful
    count, since useful tiles shrink as the hand nears ready. Claims from
    discards add a share where the route allows them, and each step still to
    go costs the chance that another seat finishes first.
    """
    if distance < 0:
        return 1.0
    if distance >= NO_ROUTE or useful <= 0 or unseen_total <= 0 or draws <= 0:
        return 0.0
    share = useful * FULL_WALL / unseen_total  # useful tiles as if nothing had been seen
    rate = draws / FITTED_DRAWS * (BASE_RATE + USEFUL_RATE * share)
    if claims:
        rate *= CLAIM_CHANCES
    term, below = math.exp(-rate), 0.0
    for hits in range(distance + 1):
        below += term
        term *= rate / (hits + 1)
    # A slow hand also has to outlast the others: the deal may end before it.
    return max(0.0, 1.0 - below) * SURVIVAL**distance


def counts_of_kinds(kinds: Sequence[int]) -> list[int]:
    counts = [0] * NUM_KINDS
    for kind in kinds:
        if kind < NUM_KINDS:
            counts[kind] += 1
    return counts
