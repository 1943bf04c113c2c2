"""Per-suit tables behind the standard-hand shanten in ``distance``.

Shanten is computed exactly as a distance: how many tiles of the nearest
complete hand (every kind at most 4 copies) the concealed tiles lack. The
distance splits by suit: a complete hand is a choice of groups (sets and one
pair) in each suit, and its overlap with the hand is the sum over kinds of
``min(wanted, held)``. For one suit's counts we therefore tabulate the best
overlap for *at most* ``k`` sets and *at most* ``p`` pairs (k 0-4, p 0-1), and
``best_overlap`` combines the four tables. Groups a suit does not use can always
go elsewhere at zero overlap (14 tiles never fill 34 kinds), which is why "at
most" is the right meaning.

A table is a tuple of 10 ints indexed ``2 * k + p``. Hands share few tables
(a few hundred on random hands), so tables are interned as small ints and the
combining steps are memoised on those ints; the counts-to-table step is
memoised per suit. What keeps a cold start cheap is how a suit missing from
that memo is built:

* it is split into blocks of held kinds separated by two or more empty kinds.
  No group touches two blocks, so the suit's table is the combination of its
  blocks' tables, and blocks recur far more often than whole suits. A block is
  keyed with its mirror image, which keeps the same tiles;
* a new block is cut at each single empty kind into runs of held kinds. Only a
  chow with the empty kind in its middle crosses the cut, so each run is
  solved for each number of such chows and the runs are combined;
* a run is solved by a DP over its kinds memoised on (remaining counts,
  pending chows), shared by every run with the same tail.

The tests check the result against one DP over the whole suit for every suit
of up to 7 tiles and for crowded ones (the same check over all 405,350 suits
of up to 14 tiles passes as well).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import product
from operator import mul
from typing import Any

MAX_SETS = 4
TABLE_SIZE = 2 * (MAX_SETS + 1)
# "No such arrangement": so far below any reachable overlap that sums of it
# with real overlaps stay negative, so "negative" means "impossible".
NONE = -1000

Table = tuple[int, ...]

# Runs of two or more empty kinds: the gaps between independent blocks.
_GAPS = re.compile(b"\0\0+")
# Two empty kinds on each side of a block let every chow touching it fit.
_PAD = b"\0\0"
_ZEROS = (b"", b"\0", _PAD)

_tables: list[Table] = []  # interned tables; a table's id is its index here
_table_ids: dict[Table, int] = {}
_suit_ids: dict[tuple[int, ...], int] = {}
_block_ids: dict[bytes, int] = {}
_honour_ids: dict[tuple[int, ...], int] = {}  # honour counts as held -> table id
_sorted_honour_ids: dict[tuple[int, ...], int] = {}  # the same, counts sorted
_pair_ids: dict[tuple[int, int], int] = {}  # (table id, table id) -> combined table id
_finals: dict[tuple[int, int, int], int] = {}  # (table id, table id, sets) -> overlap
_tails: dict[tuple[bytes, int], list[int]] = {}  # (counts, packed state) -> table
_caches: tuple[dict[Any, Any], ...] = (
    _table_ids,
    _suit_ids,
    _block_ids,
    _honour_ids,
    _sorted_honour_ids,
    _pair_ids,
    _finals,
    _tails,
)


def standard_overlap(work: Sequence[int], sets: int) -> int:
    """Most tiles of ``work`` that a complete hand of ``sets`` sets and a pair can keep."""
    suit_ids = _suit_ids
    first = suit_ids.get(tuple(work[0:9]))
    if first is None:
        first = _new_suit_id(tuple(work[0:9]))
    second = suit_ids.get(tuple(work[9:18]))
    if second is None:
        second = _new_suit_id(tuple(work[9:18]))
    third = suit_ids.get(tuple(work[18:27]))
    if third is None:
        third = _new_suit_id(tuple(work[18:27]))
    honours = _honour_ids.get(tuple(work[27:34]))
    if honours is None:
        honours = _new_honour_id(tuple(work[27:34]))
    # Combining is symmetric, so put the suits in id order: fewer combinations
    # occur, and fewer have to be built on a cold start.
    if first > second:
        first, second = second, first
    if second > third:
        second, third = third, second
        if first > second:
            first, second = second, first
    both = _pair_ids.get((first, second))
    if both is None:
        both = _combined_id(first, second)
    suits = _pair_ids.get((both, third))
    if suits is None:
        suits = _combined_id(both, third)
    key = (suits, honours, sets)
    overlap = _finals.get(key)
    if overlap is None:
        overlap = best_overlap((_tables[suits], _tables[honours]), sets)
        _finals[key] = overlap
    return overlap


def restricted_overlap(work: Sequence[int], sets: int, allowed: Sequence[bool]) -> int:
    """Like ``standard_overlap``, but sets and pair only in suits whose first kind is allowed.

    Groups can no longer be parked in any suit at no cost, so this uses exact
    tables (``NONE`` where k sets and p pairs do not fit) instead of at-most ones.
    """
    tables: list[Table] = []
    for start in (0, 9, 18):
        part = bytes(work[start : start + 9])
        tables.append(tuple(_tail(part, 0, 0, True)) if allowed[start] else FORBIDDEN)
    honours = tuple(sorted(work[27:34]))
    tables.append(tuple(_honours(honours)) if allowed[27] else FORBIDDEN)
    return best_overlap(tables, sets)


def cache_size() -> int:
    """How many entries are memoised in all tables (for the benchmark)."""
    return sum(cache_sizes().values())


def cache_sizes() -> dict[str, int]:
    """Entries memoised per table, by name (for the benchmark)."""
    names = ("tables", "suits", "blocks", "honours", "sorted honours", "pairs", "finals", "DP")
    return {name: len(cache) for name, cache in zip(names, _caches, strict=True)}


def clear_caches() -> None:
    """Forget every memoised table, so a benchmark can time a cold start (from the
    precomputed store once it is built: it is kept)."""
    for cache in _caches:
        cache.clear()
    _tables.clear()
    if _store is None:
        _intern(EMPTY)
    else:
        _store.seed()


def _intern(table: Table) -> int:
    table_id = _table_ids.get(table)
    if table_id is None:
        table_id = len(_tables)
        _tables.append(table)
        _table_ids[table] = table_id
    return table_id


# The at-most table of no tiles: every entry 0. Interned first, so its id is 0,
# and combining with it changes nothing.
EMPTY: Table = (0,) * TABLE_SIZE
EMPTY_ID = 0
_intern(EMPTY)


def _combined_id(first: int, second: int) -> int:
    """Id of the combination of two interned at-most tables, memoised."""
    table_id = _pair_ids.get((first, second))
    if table_id is None:
        if first == EMPTY_ID or second == EMPTY_ID:
            table_id = first + second  # the other one, unchanged
        else:
            table_id = _intern(combine_tables(_tables[first], _tables[second]))
        # Combining is symmetric: file both orders, so a lookup needs no sorting.
        _pair_ids[(first, second)] = _pair_ids[(second, first)] = table_id
    return table_id


# -- the precomputed store ---------------------------------------------------
#
# A cold start builds every suit it meets from blocks and runs, and combines
# the tables it finds. The store holds what that work leads to for every suit
# of up to 14 tiles: the suit's table (one byte per suit, indexed by its counts
# read as a base-5 number) and, as tables combine into few others, every
# combination of two tables, every honour table and every final overlap.
# Building it takes seconds, so it is built on request and kept on disk
# (``store``); once in use (``use_store``), ``clear_caches`` keeps it
# and starts the memo tables from it, as a fresh process that loaded it would.

STORE_MAX_TILES = 14
_ABSENT = 255  # a store byte for a suit outside it


class SuitStore:
    """Tables, combinations and overlaps behind every suit of up to
    ``STORE_MAX_TILES`` tiles and every honour hand; ids are positions in ``tables``."""

    def __init__(
        self,
        tables: list[Table],
        index: bytearray,
        pairs: dict[tuple[int, int], int],
        honours: dict[tuple[int, ...], int],
        finals: dict[tuple[int, int, int], int],
    ) -> None:
        if not tables or tables[0] != EMPTY or len(index) != 5**9:
            raise ValueError("not a shanten store")
        self.tables, self.index = tables, index
        self.pairs, self.honours, self.finals = pairs, honours, finals
        self._ids = {table: number for number, table in enumerate(tables)}

    @classmethod
    def build(cls, max_tiles: int = STORE_MAX_TILES) -> SuitStore:
        """Work every suit of up to ``max_tiles`` tiles, every combination and every
        overlap out (seconds of CPU for every suit; fewer tiles for tests)."""
        tables: list[Table] = [EMPTY]  # the empty table keeps id 0
        ids: dict[Table, int] = {EMPTY: EMPTY_ID}

        def number(table: Table) -> int:
            found = ids.get(table)
            if found is None:
                found = ids[table] = len(tables)
                tables.append(table)
            return found

        index = bytearray([_ABSENT]) * 5**9
        for counts in _suits_up_to(max_tiles):
            index[_base5(counts)] = number(_tables[_built_suit_id(counts)])
        if len(tables) >= _ABSENT:
            raise RuntimeError("the suit store holds too many distinct tables for a byte")
        pairs: dict[tuple[int, int], int] = {}
        done = 0
        while done < len(tables):  # combine until no new table appears
            done = len(tables)
            for first in range(done):
                for second in range(first, done):
                    if (first, second) not in pairs:
                        both = number(combine_tables(tables[first], tables[second]))
                        pairs[(first, second)] = pairs[(second, first)] = both
        combined = len(tables)
        honours = {c: number(at_most_table(_honours(c))) for c in sorted_honour_counts()}
        finals = {
            (suit, honour, sets): best_overlap((tables[suit], tables[honour]), sets)
            for suit in range(combined)
            for honour in sorted(set(honours.values()))
            for sets in range(MAX_SETS + 1)
        }
        return cls(tables, index, pairs, honours, finals)

    def table(self, counts: tuple[int, ...]) -> Table | None:
        number = self.index[_base5(counts)]
        return None if number == _ABSENT else self.tables[number]

    def seed(self) -> None:
        """Start empty memo tables from the store (its ids become the memo's ids)."""
        _tables.extend(self.tables)
        _table_ids.update(self._ids)
        _pair_ids.update(self.pairs)
        _sorted_honour_ids.update(self.honours)
        _finals.update(self.finals)


_store: SuitStore | None = None


def use_store(store: SuitStore | None) -> None:
    """Look suits up in ``store`` from now on (None: build every suit again), and
    start the memo tables afresh from it."""
    global _store
    _store = store
    clear_caches()


def store_in_use() -> SuitStore | None:
    return _store


def sorted_honour_counts() -> list[tuple[int, ...]]:
    """Every honour hand's seven counts in ascending order (at most 14 tiles)."""
    found: list[tuple[int, ...]] = [()]
    for _ in range(7):
        found = [(*s, c) for s in found for c in range(s[-1] if s else 0, 5) if sum(s) + c <= 14]
    return found


_BASE5 = tuple(5 ** (8 - place) for place in range(9))


def _base5(counts: Sequence[int]) -> int:
    """A suit's counts read as a base-5 number: its place in the store's index."""
    return sum(map(mul, counts, _BASE5))


def _suits_up_to(tiles: int) -> Iterator[tuple[int, ...]]:
    """Every suit's counts (each kind 0-4) with at most ``tiles`` tiles, in base-5 order."""
    return (counts for counts in product(range(5), repeat=9) if sum(counts) <= tiles)


def _new_suit_id(counts: tuple[int, ...]) -> int:
    table = _store.table(counts) if _store is not None else None
    if table is None:
        return _built_suit_id(counts)
    table_id = _suit_ids[counts] = _intern(table)
    return table_id


def _built_suit_id(counts: tuple[int, ...]) -> int:
    suit = bytes(counts)
    body = suit.strip(b"\0")
    blocks = _GAPS.split(body) if b"\0\0" in body else [body] if body else []
    # Each block is keyed with the empty kinds around it, up to the two a chow
    # can reach. Next to a suit's edge fewer fit, which changes what the block
    # keeps only with four copies of a kind among its three kinds on that side
    # (found and checked against the whole-suit DP over every suit of up to 14
    # tiles); otherwise the edge is ignored so the block shares its table with
    # the same block elsewhere.
    left = right = _PAD
    if blocks and 4 in blocks[0][:3]:
        left = _ZEROS[min(2, len(suit) - len(suit.lstrip(b"\0")))]
    if blocks and 4 in blocks[-1][-3:]:
        right = _ZEROS[min(2, len(suit) - len(suit.rstrip(b"\0")))]
    last = len(blocks) - 1
    table_id = EMPTY_ID
    for index, block in enumerate(blocks):
        key = (_PAD if index else left) + block + (_PAD if index < last else right)
        # A block and its mirror image keep the same tiles: share one key.
        mirrored = key[::-1]
        if mirrored < key:
            key = mirrored
        block_id = _block_ids.get(key)
        if block_id is None:
            block_id = _intern(_block_table(key))
            _block_ids[key] = block_id
        table_id = _combined_id(table_id, block_id)
    _suit_ids[counts] = table_id
    return table_id


def _new_honour_id(counts: tuple[int, ...]) -> int:
    # Honours never chow, so the order of the seven counts does not matter,
    # and far fewer sorted orders occur than held ones.
    ordered = tuple(sorted(counts))
    table_id = _sorted_honour_ids.get(ordered)
    if table_id is None:
        table_id = _intern(at_most_table(_honours(ordered)))
        _sorted_honour_ids[ordered] = table_id
    _honour_ids[counts] = table_id
    return table_id


# The exact table of a suit the hand may not use: no sets, no pair, nothing kept.
FORBIDDEN: Table = (0,) + (NONE,) * (TABLE_SIZE - 1)


def best_overlap(tables: Sequence[Table], sets: int) -> int:
    """Largest overlap of ``sets`` sets plus a pair spread over the given tables.

    Works on at-most tables and on exact ones alike (exact tables mark the
    impossible with ``NONE``, which no sum can lift above a real overlap).
    """
    acc = tables[0]
    for table in tables[1:-1]:
        acc = combine_tables(acc, table)
    last = tables[-1]
    best = NONE
    for k in range(sets + 1):
        rest = 2 * (sets - k)
        a0, a1 = acc[2 * k], acc[2 * k + 1]
        value = max(a0 + last[rest + 1], a1 + last[rest])
        if value > best:
            best = value
    return best


def combine_tables(a: Table | list[int], b: Table | list[int]) -> Table:
    """Max-plus convolution of two tables: entry ``2 * k + p`` is the best split
    of k sets and p pairs between them.

    Written out entry by entry because it runs for every new pair of tables on
    a cold start, and the unrolled sums are several times faster than loops.
    """
    a0, a1, a2, a3, a4, a5, a6, a7, a8, a9 = a
    b0, b1, b2, b3, b4, b5, b6, b7, b8, b9 = b
    return (
        a0 + b0,
        max(a0 + b1, a1 + b0),
        max(a0 + b2, a2 + b0),
        max(a0 + b3, a1 + b2, a2 + b1, a3 + b0),
        max(a0 + b4, a2 + b2, a4 + b0),
        max(a0 + b5, a1 + b4, a2 + b3, a3 + b2, a4 + b1, a5 + b0),
        max(a0 + b6, a2 + b4, a4 + b2, a6 + b0),
        max(a0 + b7, a1 + b6, a2 + b5, a3 + b4, a4 + b3, a5 + b2, a6 + b1, a7 + b0),
        max(a0 + b8, a2 + b6, a4 + b4, a6 + b2, a8 + b0),
        max(
            a0 + b9, a1 + b8, a2 + b7, a3 + b6, a4 + b5, a5 + b4, a6 + b3, a7 + b2, a8 + b1, a9 + b0
        ),
    )


def at_most_table(exact: list[int]) -> Table:
    """Turn "exactly k sets, exactly p pairs" into "at most" by running maxima."""
    out = [0] * TABLE_SIZE
    for k in range(MAX_SETS + 1):
        no_pair = max(0, exact[2 * k], out[2 * k - 2] if k else 0)
        out[2 * k] = no_pair
        out[2 * k + 1] = max(no_pair, exact[2 * k + 1], out[2 * k - 1] if k else 0)
    return tuple(out)


_UNREACHABLE = [NONE] * TABLE_SIZE
_ADD = [gain.__add__ for gain in range(5)]  # adds the overlap kept at one kind
_NOTHING_LEFT = [0] + [NONE] * (TABLE_SIZE - 1)


def _tail(counts: bytes, a: int, b: int, exact: bool, end: int = 0) -> list[int]:
    """Exact-count table of the remaining kinds ``counts``, memoised (do not modify it).

    ``a`` chows started two kinds back and ``b`` one kind back still need the
    current kind (and ``b`` the next one too). At each kind we choose how many
    chows start here, whether a pung and whether the pair sit here; the copies
    wanted of this kind may not exceed 4, and the overlap gained is
    ``min(wanted, held)``. Unless ``exact``, a group that could be removed
    without keeping fewer tiles (every kind it wants already over-wanted) is
    skipped: an at-most table may always leave such a group out.

    ``end`` chows (counted here) must start at the second-to-last kind and run
    past the last one into kinds this table does not see: ``_block_table``
    uses them for chows across a single empty kind.
    """
    fixed = 25 * end + (125 if exact else 0)  # the part of the key every node shares
    key = (counts, a + 5 * b + fixed)
    cached = _tails.get(key)
    if cached is not None:
        return cached
    if not counts:
        result = _NOTHING_LEFT if a == end and b == 0 else _UNREACHABLE
        _tails[key] = result
        return result
    result = _UNREACHABLE  # until the first arrangement found makes a fresh list
    held = counts[0]
    rest = counts[1:]
    if len(counts) >= 3:
        chow_counts = range(4 - a - b + 1)
        if not exact:  # a chow wanting more copies than held of all its kinds keeps nothing
            useful = max(held - a - b, counts[1] - b, counts[2])
            chow_counts = range(max(0, min(4 - a - b, useful)) + 1)
    else:  # too near the end to start a chow, except the ``end`` ones
        chow_counts = range(end, end + 1) if len(counts) == 2 else range(1)
    for chows in chow_counts:
        child = _tails.get((rest, b + 5 * chows + fixed))
        if child is None:
            child = _tail(rest, b, chows, exact, end)
        if child is _UNREACHABLE:
            continue
        # Shift the child's entries by the groups started here and keep the
        # better value per entry; the list operations run in C, far faster
        # than a Python loop over the ten entries. A pung and the pair never
        # sit together (five copies), and unless ``exact`` neither sits where
        # the chows already want every held copy.
        base = a + b + chows
        sets = 2 * chows
        moved = map(_ADD[min(base, held)], child[: TABLE_SIZE - sets])
        if result is _UNREACHABLE:
            result = [NONE] * sets + list(moved)
        else:
            result[sets:] = map(max, result[sets:], moved)
        if not exact and base >= held:
            continue
        if base <= 1 and sets < TABLE_SIZE - 2:  # a pung here
            moved = map(_ADD[min(base + 3, held)], child[: TABLE_SIZE - sets - 2])
            result[sets + 2 :] = map(max, result[sets + 2 :], moved)
        if base <= 2:  # the pair here: only entries without a pair can take it
            moved = map(_ADD[min(base + 2, held)], child[: TABLE_SIZE - sets : 2])
            result[sets + 1 :: 2] = map(max, result[sets + 1 :: 2], moved)
    _tails[key] = result
    return result


def _run_table(
    run: bytes, lead: bytes, trail: bytes, coming: int, going: int, last: bool
) -> list[int]:
    """Exact table of one run of a block, with the empty kinds ``lead`` before it
    and ``trail`` after it, ``coming`` crossing chows from the run before it and
    ``going`` to the run after it (crossing chows count as sets on the side they
    go out from); ``last`` if it ends the block.

    A DP node depends on all kinds after it but on the chows pending from
    before only at the first kind, so incoming chows are cheap and outgoing
    ones (``end`` of ``_tail``) are not. A chow reads the same backwards, so a
    run with nothing coming in is taken mirrored, turning its outgoing chows
    into incoming ones; only a middle run with crossing chows on both sides
    needs ``end``. A run before the last with nothing coming in is mirrored
    even when nothing goes out, so all its tables share one DP.
    """
    if coming and going:
        return _tail(lead + run + trail, 0, coming, False, going)
    if last or coming:
        return _tail(lead + run + trail, 0, coming, False)
    table = _tail(trail + run[::-1] + lead, 0, going, False)
    if not going or table is _UNREACHABLE:
        return table
    # Incoming chows are not counted as sets, outgoing ones are: count them.
    return [NONE] * 2 * going + table[: TABLE_SIZE - 2 * going]


def _block_table(block: bytes) -> Table:
    """At-most table of a block: held kinds with no two empty kinds in a row,
    and up to two empty kinds on each side.

    Only one kind of group crosses a single empty kind: the chow with the empty
    kind in its middle. So the block is cut into runs of held kinds at each
    empty kind, each run's table is taken with a given number of such chows
    coming in from the left and going out to the right, and the runs are
    combined for every matching number. Runs are short and recur in many
    blocks, so their DP is mostly shared.
    """
    body = block.strip(b"\0")
    runs = body.split(b"\0")
    last = len(runs) - 1
    acc = {0: _NOTHING_LEFT}  # chows going out of the runs so far -> exact table
    for index, run in enumerate(runs):
        lead = block[: block.index(body[:1])] if index == 0 else b"\0"
        if index < last:  # a crossing chow keeping a tile on neither side is never needed
            trail, outgoing = b"\0", range(max(run[-1], runs[index + 1][0]) + 1)
        else:
            trail, outgoing = block[len(block.rstrip(b"\0")) :], range(1)
        merged: dict[int, list[int]] = {}
        for coming, before in acc.items():
            for going in outgoing:
                part = _run_table(run, lead, trail, coming, going, index == last)
                if part is _UNREACHABLE:
                    continue
                table = part if before is _NOTHING_LEFT else combine_tables(before, part)
                best = merged.get(going)
                merged[going] = list(table if best is None else map(max, best, table))
        acc = merged
    return at_most_table(acc[0])


def _honours(counts: tuple[int, ...]) -> list[int]:
    """Exact-count table of honour kinds: each holds a pung, the pair or nothing."""
    result = [NONE] * TABLE_SIZE
    result[0] = 0
    for held in counts:
        nxt = list(result)
        for index in range(TABLE_SIZE):
            value = result[index]
            if value == NONE:
                continue
            k, p = divmod(index, 2)
            if k < MAX_SETS:
                target = index + 2
                nxt[target] = max(nxt[target], value + min(3, held))
            if p == 0:
                nxt[index + 1] = max(nxt[index + 1], value + min(2, held))
        result = nxt
    return result
