"""Paohuzi winning hands: the best seven-group grouping, its huxi and tun.

A win is seven groups worth at least 15 huxi (the sheet's minimum; the house
rule ``min_huxi`` may lower it to 10, see ``wins``). Groups hold three cards; with
any four-card group (ti or pao) exactly one of the seven is a pair, otherwise
there is none. The melds on the table are fixed; the hand's cards are grouped
the way that scores the most huxi, with two constraints:

- three identical cards held before the winning card arrives are a kan and
  are never split; four identical in the hand are a dealt ti;
- the group the winning card completes counts as if made by that claim: with
  one's own revealed card a pair becomes a wei and a kan a ti (both
  mandatory), with another player's card a pair becomes a peng and a kan a pao
  (optional, so the card may instead join a sequence or make the pair). A wei
  or peng on the table may take the card as a pao (from any reveal).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from itertools import compress

from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS, counts_of
from mahjong_desktop.variants.paohuzi.groups import (
    CHI_SHAPES_FROM,
    CHI_SHAPES_WITH,
    FOUR_CARD_KINDS,
    MELD_KINDS,
    SCORING_CHI,
    Group,
    GroupKind,
    chi_huxi,
    free_group,
    identical,
)

MIN_HUXI = 15
GROUPS_TO_WIN = 7
HEAVENLY_TI = 3
HEAVENLY_KAN = 5

Free = tuple[tuple[int, ...], ...]  # chi shapes and at most one pair, by kinds


class Source(StrEnum):
    """Who revealed the winning card: the winner ("own") or another player."""

    OWN = "own"
    OTHER = "other"


def tun(huxi: int, minimum: int = MIN_HUXI) -> int:
    """The minimum to 2 huxi over it is 1 tun, every further 3 huxi one more; 0 below
    the minimum (no win). By the sheet (15): 15-17 huxi 1 tun, 18-20 2 tun."""
    return 0 if huxi < minimum else 1 + (huxi - minimum) // 3


@dataclass(frozen=True)
class WinResult:
    """A grouping of a whole hand; ``valid`` once it reaches the sheet's 15 huxi
    minimum (``reaches`` another: the house rule ``min_huxi``)."""

    huxi: int
    groups: tuple[Group, ...]

    @property
    def tun(self) -> int:
        return tun(self.huxi)

    @property
    def valid(self) -> bool:
        return self.huxi >= MIN_HUXI

    def reaches(self, minimum: int) -> bool:
        """Whether the grouping wins where ``minimum`` huxi are needed (``min_huxi``)."""
        return self.huxi >= minimum


def best_grouping(
    melds: Sequence[Group],
    hand: Sequence[int],
    win_card: int | None = None,
    source: Source | None = None,
) -> WinResult | None:
    """The seven-group grouping with the most huxi, even below 15; None if there is none.

    ``hand`` excludes ``win_card``; without a win card the hand is judged as it stands.
    """
    locked = lock_identical(melds, hand)  # refuses a group that is not a table meld
    if (win_card is None) != (source is None):
        raise IllegalActionError(Message("illegal.card_without_source"))
    return grouping_of_locked(locked, win_card, source)


def grouping_of_locked(
    locked: tuple[list[Group], list[int]],
    win_card: int | None = None,
    source: Source | None = None,
) -> WinResult | None:
    """``best_grouping`` from the hand already locked (``lock_identical``): a seat
    locks its hand once and asks of every public card."""
    fixed, free = locked
    if win_card is None or source is None:
        placements = [(fixed, free)]
    else:
        placements = _placements(fixed, free, win_card, source)
    results = [r for r in (_complete(g, f) for g, f in placements) if r is not None]
    return max(results, key=lambda r: r.huxi, default=None)


# The chi shapes that score (1-2-3 and 2-7-10 of each size) and their huxi.
_SCORING_SHAPES = tuple((shape, chi_huxi(shape)) for shape in sorted(SCORING_CHI))
# The other kinds of every chi shape holding a kind.
_PARTNER_KINDS = tuple(
    tuple(sorted({k for shape in CHI_SHAPES_WITH[kind] for k in shape} - {kind}))
    for kind in range(NUM_KINDS)
)
_KIND_RANGE = range(NUM_KINDS)
_KIND_BITS = tuple(1 << kind for kind in _KIND_RANGE)
_PARTNER_BITS = tuple(sum(_KIND_BITS[k] for k in partners) for partners in _PARTNER_KINDS)
PLACEMENT_GAIN = 6  # the most huxi a card adds by growing an identical group
# The huxi of the scoring chi shapes holding each kind (what it adds among free cards).
_CARD_CHIS = tuple(
    sum(value for shape, value in _SCORING_SHAPES if kind in shape) for kind in range(NUM_KINDS)
)
_GROWING = (GroupKind.KAN, GroupKind.WEI, GroupKind.PENG)  # a fourth card makes a pao or ti


def huxi_ceiling(locked: tuple[list[Group], list[int]], win_card: int | None = None) -> int:
    """More huxi than any grouping of the locked hand (and ``win_card``) can score.

    The fixed groups score what they score; the free cards at most one scoring
    chi per full copy of its shape (shapes sharing a card are counted as if
    they did not). The winning card either grows an identical group (by
    ``PLACEMENT_GAIN`` huxi at most) or joins the free cards, where it adds at
    most one group of each scoring shape it belongs to. Below the minimum, no win: a
    seat asks this before searching for a grouping.
    """
    return locked_ceiling(locked) + card_gain(locked, win_card)


def locked_ceiling(locked: tuple[list[Group], list[int]]) -> int:
    """``huxi_ceiling`` without a winning card (a seat keeps it with the locked hand)."""
    fixed, free = locked
    return sum(group.huxi for group in fixed) + free_chi_ceiling(free)


def free_chi_ceiling(free: Sequence[int]) -> int:
    """The free cards' part of ``locked_ceiling``: one scoring chi per full copy of
    its shape."""
    most = 0
    for (one, two, three), value in _SCORING_SHAPES:
        most += value * min(free[one], free[two], free[three])
    return most


def winning_kinds(locked: tuple[list[Group], list[int]]) -> frozenset[int] | None:
    """The only kinds a winning card may be, when the free cards rule out the rest
    (None: any kind may). A free single with no other free kind in any chi shape
    of it (an orphan) can only join a group as the pair the card of its own kind
    makes: wherever the card goes, no chi can hold it otherwise. So one orphan
    leaves its own kind, two leave none.
    """
    return orphan_kinds(locked[1])


def orphan_kinds(free: Sequence[int]) -> frozenset[int] | None:
    """``winning_kinds`` from the free counts alone."""
    held = sum(compress(_KIND_BITS, free))  # the kinds held, as bits: in C, every screen asks
    singles = compress(_KIND_RANGE, map((1).__eq__, free))
    orphans = [k for k in singles if not held & _PARTNER_BITS[k]]
    return None if not orphans else frozenset(orphans[:1]) if len(orphans) == 1 else frozenset()


def card_gain(locked: tuple[list[Group], list[int]], win_card: int | None) -> int:
    """What ``win_card`` may add to ``locked_ceiling``."""
    if win_card is None:
        return 0
    fixed, free = locked
    return free_card_gain(free, growing_kinds(fixed), win_card)


def growing_kinds(fixed: Sequence[Group]) -> frozenset[int]:
    """The kinds of the fixed kans, wei and peng: a fourth card of one grows it."""
    return frozenset(g.kinds[0] for g in fixed if g.kind in _GROWING)


def free_card_gain(free: Sequence[int], growing: Collection[int], win_card: int) -> int:
    """``card_gain`` from the free counts and the ``growing_kinds`` of the fixed groups."""
    card_chis = _CARD_CHIS[win_card]
    if card_chis >= PLACEMENT_GAIN:
        return card_chis  # no growing group adds more
    if free[win_card] == 2 or win_card in growing:
        return PLACEMENT_GAIN  # a pair, kan, wei or peng of the card grows
    return card_chis


def may_group(locked: tuple[list[Group], list[int]], win_card: int) -> bool:
    """False when no grouping of the locked hand can take ``win_card``: the card grows
    no identical group, and among the free cards it leaves the lowest card no chi to
    start (nor, where one is needed, the pair) after which the next lowest starts
    one too. These are the first two steps of the search (``_best_free``) without
    it; most hands a card reaches fail there."""
    fixed, free = locked
    need_pair = any(g.kind in FOUR_CARD_KINDS for g in fixed)
    return free_may_group(free, growing_kinds(fixed), need_pair, win_card)


def free_may_group(
    free: Sequence[int], growing: Collection[int], need_pair: bool, win_card: int
) -> bool:
    """``may_group`` from the free counts, the ``growing_kinds`` of the fixed groups and
    whether one of them holds four cards (the grouping then needs a pair)."""
    if free[win_card] == 2 or win_card in growing:
        return True  # the card may grow a group: the search tells
    counts = list(free)
    counts[win_card] += 1
    return _starts(counts, need_pair, 2)


def _starts(counts: list[int], need_pair: bool, steps: int) -> bool:
    """Whether the lowest of ``counts`` can begin a grouping, looking ``steps`` deep
    (True where the search would have to look further; ``counts`` is restored)."""
    lowest = next(compress(_KIND_RANGE, counts), None)  # the first kind held, found in C
    if lowest is None or (need_pair and counts[lowest] >= 2):
        return True
    for shape, _ in _SHAPES_FROM[lowest]:
        one, two, three = shape
        counts[one] -= 1
        counts[two] -= 1
        counts[three] -= 1
        fits = counts[one] >= 0 and counts[two] >= 0 and counts[three] >= 0
        found = fits and (steps <= 1 or _starts(counts, need_pair, steps - 1))
        counts[one] += 1
        counts[two] += 1
        counts[three] += 1
        if found:
            return True
    return False


def best_win(
    melds: Sequence[Group],
    hand: Sequence[int],
    win_card: int | None = None,
    source: Source | None = None,
    minimum: int = MIN_HUXI,
) -> WinResult | None:
    """The best winning grouping (at least ``minimum`` huxi), or None if the hand does not win."""
    result = best_grouping(melds, hand, win_card, source)
    return result if result is not None and result.reaches(minimum) else None


def is_winning(
    melds: Sequence[Group],
    hand: Sequence[int],
    win_card: int | None = None,
    source: Source | None = None,
    minimum: int = MIN_HUXI,
) -> bool:
    return best_win(melds, hand, win_card, source, minimum) is not None


def heavenly(hand_kinds: Sequence[int]) -> WinResult | None:
    """The opening win with three ti or five kan among the dealt cards.

    Only the ti and kan score, and the other cards need not group. The rule
    book sets no huxi minimum here; none is needed, as three ti are at least
    27 huxi and five kan at least 15.
    """
    counts = counts_of(hand_kinds)
    tis = [identical(GroupKind.TI, k) for k, c in enumerate(counts) if c == 4]
    kans = [identical(GroupKind.KAN, k) for k, c in enumerate(counts) if c == 3]
    if len(tis) < HEAVENLY_TI and len(kans) < HEAVENLY_KAN:
        return None
    groups = (*tis, *kans)
    return WinResult(sum(g.huxi for g in groups), groups)


def lock_identical(melds: Sequence[Group], hand: Sequence[int]) -> tuple[list[Group], list[int]]:
    """Fixed groups (melds, then the hand's dealt ti and kans) and the free hand counts
    (do not change them: ``grouping_of_locked`` copies what it changes)."""
    return lock_counts(melds, counts_of(hand))


def lock_counts(melds: Sequence[Group], counts: Sequence[int]) -> tuple[list[Group], list[int]]:
    """``lock_identical`` of the hand holding ``counts`` cards of each kind."""
    for meld in melds:
        if meld.kind not in MELD_KINDS:
            raise IllegalActionError(Message("illegal.not_a_table_meld", {"kind": str(meld.kind)}))
    fixed = list(melds)
    free = list(counts)
    for kind, count in enumerate(free):
        if count == 4:
            fixed.append(identical(GroupKind.TI, kind))
        elif count == 3:
            fixed.append(identical(GroupKind.KAN, kind))
        else:
            continue
        free[kind] = 0
    return fixed, free


def _placements(
    fixed: list[Group], free: list[int], card: int, source: Source
) -> list[tuple[list[Group], list[int]]]:
    """Every way the winning card may join the hand, as (fixed groups, free counts)."""
    own = source is Source.OWN
    kan = identical(GroupKind.KAN, card)
    if kan in fixed:
        four = identical(GroupKind.TI if own else GroupKind.PAO, card)
        made = [four if g == kan else g for g in fixed]
        if own:
            return [(made, free)]
        options = [(made, free)]
    elif free[card] == 2:
        triple = identical(GroupKind.WEI if own else GroupKind.PENG, card)
        rest = list(free)
        rest[card] = 0
        if own:
            return [([*fixed, triple], rest)]
        options = [([*fixed, triple], rest)]
    else:
        options = []
    for index, group in enumerate(fixed):
        if group.kind in (GroupKind.WEI, GroupKind.PENG) and group.kinds[0] == card:
            upgraded = list(fixed)
            upgraded[index] = identical(GroupKind.PAO, card)
            options.append((upgraded, free))
    loose = list(free)
    loose[card] += 1
    options.append((fixed, loose))
    return options


def _complete(fixed: list[Group], free: list[int]) -> WinResult | None:
    """The best grouping of ``free`` next to ``fixed``, if seven groups can be made."""
    need_pair = any(g.kind in FOUR_CARD_KINDS for g in fixed)
    missing = GROUPS_TO_WIN - len(fixed)
    if missing < 0 or sum(free) != 3 * missing - (1 if need_pair else 0):
        return None
    # Whether the cards group at all, tried first without remembering each hand on
    # the way (``_starts`` all the way down): most hands a win is looked for do not.
    if not _starts(list(free), need_pair, GROUPS_TO_WIN):
        return None
    found = _best_free(tuple(free), need_pair)
    if found is None:
        return None
    huxi, shapes = found
    groups = [free_group(s) for s in shapes]
    return WinResult(sum(g.huxi for g in fixed) + huxi, (*fixed, *groups))


# The chi shapes starting at each kind, with their huxi (the search asks them often).
_SHAPES_FROM = tuple(
    tuple((shape, chi_huxi(shape)) for shape in CHI_SHAPES_FROM[kind]) for kind in range(NUM_KINDS)
)


@lru_cache(maxsize=1 << 16)
def _best_free(counts: tuple[int, ...], need_pair: bool) -> tuple[int, Free] | None:
    """Split ``counts`` into chi shapes plus exactly one pair if ``need_pair``.

    Returns the best (huxi, shapes) or None. The lowest kind left must belong
    to the pair or to a chi shape starting there, which keeps the search small.
    """
    lowest = next(compress(_KIND_RANGE, counts), None)  # the first kind held, found in C
    if lowest is None:
        return None if need_pair else (0, ())
    best: tuple[int, Free] | None = None
    work = list(counts)
    if need_pair and work[lowest] >= 2:
        work[lowest] -= 2
        rest = _best_free(tuple(work), False)
        if rest is not None:
            best = (rest[0], ((lowest, lowest), *rest[1]))
        work[lowest] += 2
    for shape, huxi in _SHAPES_FROM[lowest]:
        one, two, three = shape
        work[one] -= 1
        work[two] -= 1
        work[three] -= 1
        # Only the shape's kinds went down: the others are as they were, not negative.
        if work[one] >= 0 and work[two] >= 0 and work[three] >= 0:
            rest = _best_free(tuple(work), need_pair)
            if rest is not None and (best is None or huxi + rest[0] > best[0]):
                best = (huxi + rest[0], (shape, *rest[1]))
        work[one] += 1
        work[two] += 1
        work[three] += 1
    return best
