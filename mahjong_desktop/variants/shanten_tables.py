"""Per-suit tables behind the standard-hand shanten in ``shanten``.

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
(a few dozen per suit on random hands), so tables are interned as small ints
and the combining steps are memoised on those ints; the counts-to-table step
is memoised per suit, and the DP inside it on (remaining counts, pending
chows), so suits sharing a tail share work.
"""

from __future__ import annotations

from collections.abc import Sequence

MAX_SETS = 4
TABLE_SIZE = 2 * (MAX_SETS + 1)
NONE = -99  # "no such arrangement": far below any reachable overlap

Table = tuple[int, ...]

_tables: list[Table] = []  # interned tables; a table's id is its index here
_table_ids: dict[Table, int] = {}
_suit_ids: dict[tuple[int, ...], int] = {}
_honour_ids: dict[tuple[int, ...], int] = {}
_pair_ids: dict[tuple[int, int], int] = {}  # (table id, table id) -> combined table id
_finals: dict[tuple[int, int, int], int] = {}  # (table id, table id, sets) -> overlap
_tails: dict[tuple[tuple[int, ...], int], list[tuple[int, int]]] = {}


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
    both = _pair_ids.get((first, second))
    if both is None:
        both = _new_pair_id(first, second)
    suits = _pair_ids.get((both, third))
    if suits is None:
        suits = _new_pair_id(both, third)
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
        part = tuple(work[start : start + 9])
        tables.append(tuple(_tail(part, 0, 0, True)) if allowed[start] else FORBIDDEN)
    honours = tuple(sorted(work[27:34]))
    tables.append(tuple(_honours(honours)) if allowed[27] else FORBIDDEN)
    return best_overlap(tables, sets)


def cache_size() -> int:
    """How many entries are memoised in all tables (for the benchmark)."""
    return sum(len(d) for d in (_table_ids, _suit_ids, _honour_ids, _pair_ids, _finals, _tails))


def clear_caches() -> None:
    """Forget every memoised table, so a benchmark can time a cold start."""
    for cache in (_table_ids, _suit_ids, _honour_ids, _pair_ids, _finals, _tails):
        cache.clear()
    _tables.clear()


def _intern(table: Table) -> int:
    table_id = _table_ids.get(table)
    if table_id is None:
        table_id = len(_tables)
        _tables.append(table)
        _table_ids[table] = table_id
    return table_id


def _new_suit_id(counts: tuple[int, ...]) -> int:
    table_id = _intern(_at_most(_tail(_trim_zeros(counts), 0, 0, False)))
    _suit_ids[counts] = table_id
    return table_id


def _new_honour_id(counts: tuple[int, ...]) -> int:
    # Honours never chow, so the order of the seven counts does not matter.
    table_id = _intern(_at_most(_honours(tuple(sorted(counts)))))
    _honour_ids[counts] = table_id
    return table_id


def _new_pair_id(first: int, second: int) -> int:
    table_id = _intern(_combine(_tables[first], _tables[second], MAX_SETS))
    _pair_ids[(first, second)] = table_id
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
        acc = _combine(acc, table, sets)
    last = tables[-1]
    best = NONE
    for k in range(sets + 1):
        rest = 2 * (sets - k)
        a0, a1 = acc[2 * k], acc[2 * k + 1]
        value = max(a0 + last[rest + 1], a1 + last[rest])
        if value > best:
            best = value
    return best


def _combine(a: Table, b: Table, sets: int) -> Table:
    """Max-plus convolution of two at-most tables, for up to ``sets`` sets."""
    out = [0] * TABLE_SIZE
    for k in range(sets + 1):
        no_pair = NONE
        with_pair = NONE
        for i in range(k + 1):
            ai = 2 * i
            bj = 2 * (k - i)
            value = a[ai] + b[bj]
            if value > no_pair:
                no_pair = value
            value = max(a[ai] + b[bj + 1], a[ai + 1] + b[bj])
            if value > with_pair:
                with_pair = value
        out[2 * k] = no_pair
        out[2 * k + 1] = with_pair
    return tuple(out)


def _trim_zeros(counts: tuple[int, ...]) -> tuple[int, ...]:
    """Drop empty kinds more than two away from every held tile.

    A useful group touches a held tile and spans three kinds, so nothing in an
    at-most table depends on them; trimming lets more suits share DP work.
    """
    held = [i for i, c in enumerate(counts) if c]
    if not held:
        return ()
    return counts[max(0, held[0] - 2) : held[-1] + 3]


def _at_most(exact: list[int]) -> Table:
    """Turn "exactly k sets, exactly p pairs" into "at most" by running maxima."""
    out = [0] * TABLE_SIZE
    for k in range(MAX_SETS + 1):
        no_pair = max(0, exact[2 * k], out[2 * k - 2] if k else 0)
        out[2 * k] = no_pair
        out[2 * k + 1] = max(no_pair, exact[2 * k + 1], out[2 * k - 1] if k else 0)
    return tuple(out)


def _tail(counts: tuple[int, ...], a: int, b: int, exact: bool) -> list[int]:
    """Table of a suit's remaining kinds.

    ``a`` chows started two kinds back and ``b`` one kind back still need the
    current kind (and ``b`` the next one too). At each kind we choose how many
    chows start here, whether a pung and whether the pair sit here; the copies
    wanted of this kind may not exceed 4, and the overlap gained is
    ``min(wanted, held)``. Unless ``exact``, a group that could be removed
    without keeping fewer tiles (every kind it wants already over-wanted) is
    skipped: an at-most table may always leave such a group out.
    """
    result = [NONE] * TABLE_SIZE
    for index, value in _entries(counts, a, b, exact):
        result[index] = value
    return result


def _entries(counts: tuple[int, ...], a: int, b: int, exact: bool) -> list[tuple[int, int]]:
    """The reachable (index, overlap) pairs of ``_tail``, memoised."""
    key = (counts, a + 5 * b + (25 if exact else 0))
    cached = _tails.get(key)
    if cached is not None:
        return cached
    if not counts:
        found = [(0, 0)] if a == 0 and b == 0 else []
        _tails[key] = found
        return found
    result = [NONE] * TABLE_SIZE
    held = counts[0]
    rest = counts[1:]
    # Chows need two more kinds in this suit; the last two kinds cannot start one.
    max_chows = 4 - a - b if len(counts) >= 3 else 0
    if not exact:
        max_chows = min(max_chows, max(counts[:3]))
    for chows in range(max_chows + 1):
        child = _entries(rest, b, chows, exact)
        if not child:
            continue
        base = a + b + chows
        for pung in (0, 1):
            for pair in (0, 1):
                wanted = base + 3 * pung + 2 * pair
                if wanted > 4:
                    continue
                if not exact and ((pung and wanted - 3 >= held) or (pair and wanted - 2 >= held)):
                    continue
                gain = min(wanted, held)
                shift = 2 * (chows + pung) + pair
                for index, value in child:
                    target = index + shift
                    if index & pair or target >= TABLE_SIZE:
                        continue  # a second pair, or more than four sets
                    if value + gain > result[target]:
                        result[target] = value + gain
    found = [(i, v) for i, v in enumerate(result) if v != NONE]
    _tails[key] = found
    return found


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
