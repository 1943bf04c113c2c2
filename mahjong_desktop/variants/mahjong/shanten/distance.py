"""Shanten (tiles away from ready) and waits, on count arrays of the 34 kinds.

Definition used throughout: a hand's shanten is the number of tiles it must
draw to become a complete hand, minus one, where each draw is paired with a
discard and the complete hand holds at most 4 copies of any kind. So a
complete hand is -1, a ready hand 0, and a ready hand whose only winning tile
is a kind the hand already holds four of is *not* ready. The concealed part of
a player with ``melds`` sets on the table has ``13 - 3 * melds`` tiles between
turns and one more after a draw; both sizes are accepted.

``allowed_suits`` (e.g. ``"ps"`` for a Sichuan player whose missing suit is
characters; honours only when ``"z"`` is in it) restricts the complete hand to
those suits. Held tiles of other suits can never count, so each costs one
exchange, and a hand holding one is never ready (``waits`` is then empty):
shanten is the tiles drawn to reach a complete hand of allowed tiles only.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from operator import itemgetter

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.variants.mahjong.shanten import store as shanten_store
from mahjong_desktop.variants.mahjong.shanten.overlaps import restricted_overlap, standard_overlap
from mahjong_desktop.variants.mahjong.tiles import NUM_KINDS, SUITS, TERMINALS_AND_HONOURS

COMPLETE = -1
READY = 0
_terminals_and_honours = itemgetter(*TERMINALS_AND_HONOURS)
_COUNT_VALUES = frozenset(range(5))


def shanten_standard(counts: Sequence[int], melds: int = 0) -> int:
    """Shanten of the four-sets-and-a-pair form, ``melds`` sets already on the table."""
    work = _checked(counts, melds)
    _tables_ready()
    return 13 - 3 * melds - standard_overlap(work, 4 - melds)


def shanten_seven_pairs(counts: Sequence[int], quads_as_two_pairs: bool = False) -> int:
    """Shanten of seven pairs; four identical tiles are two pairs only if asked (Sichuan)."""
    return 13 - _seven_pairs_overlap(_checked(counts, 0), quads_as_two_pairs)


def shanten_thirteen_orphans(counts: Sequence[int]) -> int:
    """Shanten of thirteen orphans: each terminal and honour once, plus one duplicate."""
    return 13 - _orphans_overlap(_checked(counts, 0))


def shanten(
    counts: Sequence[int],
    melds: int = 0,
    *,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    quads_as_two_pairs: bool = False,
    allowed_suits: str | None = None,
) -> int:
    """Lowest shanten over the enabled forms (special forms only with no melds)."""
    work = _checked(counts, melds)
    allowed = _allowed_kinds(allowed_suits)
    if allowed is not None:
        work = [c if ok else 0 for c, ok in zip(work, allowed, strict=True)]
    return _shanten(work, melds, seven_pairs, thirteen_orphans, quads_as_two_pairs, allowed)


def waits(
    counts: Sequence[int],
    melds: int = 0,
    *,
    seven_pairs: bool = True,
    thirteen_orphans: bool = True,
    quads_as_two_pairs: bool = False,
    allowed_suits: str | None = None,
    own_counts: Sequence[int] | None = None,
) -> list[int]:
    """Kinds that complete a ``13 - 3 * melds`` tile hand, in ascending order.

    A kind is left out when the player's own tiles (``own_counts``: concealed
    plus melds, default ``counts``) already hold all four copies, or when it is
    outside ``allowed_suits``.
    """
    work = list(_checked(counts, melds))  # a copy: the loop below adds tiles in turn
    if sum(work) != 13 - 3 * melds:
        raise NotationError(f"waits need {13 - 3 * melds} concealed tiles, got {sum(work)}")
    own = list(own_counts) if own_counts is not None else work
    if len(own) != NUM_KINDS:
        raise NotationError(f"own_counts needs {NUM_KINDS} entries, got {len(own)}")
    allowed = _allowed_kinds(allowed_suits)
    if allowed is not None and any(c for c, ok in zip(work, allowed, strict=True) if not ok):
        return []  # a tile the finished hand may not contain: never ready
    flags = (seven_pairs, thirteen_orphans, quads_as_two_pairs, allowed)
    if _shanten(work, melds, *flags) != READY:
        return []
    found: list[int] = []
    for kind in range(NUM_KINDS):
        if work[kind] >= 4 or own[kind] >= 4 or (allowed is not None and not allowed[kind]):
            continue
        work[kind] += 1
        if _shanten(work, melds, *flags) == COMPLETE:
            found.append(kind)
        work[kind] -= 1
    return found


_store_lookup = threading.Lock()
_store_looked_up = False


def _tables_ready() -> None:
    """Use the saved shanten store, if this machine has one, before the first
    table is memoised (never builds it: ``store.ensure`` does)."""
    global _store_looked_up
    if _store_looked_up:
        return
    with _store_lookup:
        if not _store_looked_up:
            shanten_store.use_saved()
            _store_looked_up = True


def _shanten(
    work: list[int],
    melds: int,
    seven_pairs: bool,
    orphans: bool,
    quads_as_two_pairs: bool,
    allowed: list[bool] | None,
) -> int:
    """Shanten of a checked hand, already stripped of tiles outside ``allowed``."""
    _tables_ready()
    if allowed is None:
        best = 13 - 3 * melds - standard_overlap(work, 4 - melds)
    else:
        best = 13 - 3 * melds - restricted_overlap(work, 4 - melds, allowed)
        orphans = False  # it needs every suit and the honours
    if melds == 0 and best > COMPLETE:
        if seven_pairs:
            best = min(best, 13 - _seven_pairs_overlap(work, quads_as_two_pairs))
        if orphans:
            best = min(best, 13 - _orphans_overlap(work))
    return best


def _seven_pairs_overlap(work: list[int], quads_as_two_pairs: bool) -> int:
    """Most held tiles seven pairs can keep: whole pairs first, then singles to pair up."""
    # list.count runs in C; this sits on the hot path of every shanten call.
    ones = work.count(1)
    if quads_as_two_pairs:
        threes, fours = work.count(3), work.count(4)
        pairs = work.count(2) + threes + 2 * fours
        singles = ones + threes  # an odd count leaves one tile to pair up
    else:
        pairs = NUM_KINDS - work.count(0) - ones
        singles = ones
    pairs = min(pairs, 7)
    return 2 * pairs + min(singles, 7 - pairs)


def _orphans_overlap(work: list[int]) -> int:
    """Distinct terminals and honours held, plus one if any of them is doubled."""
    held = _terminals_and_honours(work)
    return 13 - held.count(0) + (1 if max(held) >= 2 else 0)


def _checked(counts: Sequence[int], melds: int) -> list[int]:
    """``counts`` as a list (a copy unless it was one) after checking it is a
    concealed hand of the right size; callers that modify it copy it first."""
    work = counts if isinstance(counts, list) else list(counts)
    if len(work) != NUM_KINDS:
        raise NotationError(f"a count array needs {NUM_KINDS} entries, got {len(work)}")
    if not 0 <= melds <= 4:
        raise NotationError(f"melds must be 0-4, got {melds}")
    # One set of the values is cheaper than both min and max (this runs on every call).
    if not set(work) <= _COUNT_VALUES:
        raise NotationError("each kind has 0-4 copies in a hand")
    size = sum(work)
    if size not in (13 - 3 * melds, 14 - 3 * melds):
        raise NotationError(
            f"with {melds} melds the concealed part has {13 - 3 * melds} or "
            f"{14 - 3 * melds} tiles, got {size}"
        )
    return work


def _allowed_kinds(allowed_suits: str | None) -> list[bool] | None:
    """Per kind, whether ``allowed_suits`` lets it into the finished hand (None: all)."""
    if allowed_suits is None:
        return None
    letters = set(allowed_suits)
    if not letters or not letters <= set(SUITS):
        raise NotationError(f"allowed_suits takes letters of {SUITS!r}, got {allowed_suits!r}")
    if letters == set(SUITS):
        return None
    return [(SUITS[k // 9] if k < 27 else "z") in letters for k in range(NUM_KINDS)]
