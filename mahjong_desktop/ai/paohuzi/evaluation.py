"""Paohuzi hand reading for the bots: groups, near-groups and huxi toward a win.

The hand's cards are split the way that leaves the best prospect: locked kans
first (they can not be split), then complete chi shapes, pairs (a later peng
or wei, or the pair a four-card group asks for), two-card parts of a chi shape
and loose cards. Groups fill the seven slots the melds leave; the prospect
weighs groups most, near-groups less, and the huxi on the way to the minimum
(15 by the sheet, 10 by the house rule ``min_huxi``: a win needs it, and tun
reward beyond). With the house rule ``colour_hands`` a hand heading for a red
hand (ten red cards) or for one red card or none is worth more (``colour_hope``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS, is_big
from mahjong_desktop.variants.paohuzi.groups import CHI_SHAPES_FROM, CHI_SHAPES_WITH, chi_huxi
from mahjong_desktop.variants.paohuzi.scoring import GROUPS_TO_WIN, MIN_HUXI
from mahjong_desktop.variants.paohuzi.wins import RED_HAND

GROUP = 10.0  # a complete group
PAIR = 4.5  # a pair: a peng or wei away, or the pair slot
PART = 3.0  # two cards of a chi shape
HUXI = 0.6  # each huxi already made
HOPE = 0.3  # each huxi a near-group may still bring
SHORT = 1.2  # each huxi the prospect stays below the minimum
COLOUR = 4.0  # a colour hand already held (its tun are doubled or more)
NEAR_RED = 1.0  # each red card past ``RED_HAND - 4``, on the way to a red hand
KAN_HUXI = (3, 6)
PENG_HOPE = (2, 4)  # a pair becomes a peng (1/3) or a wei (3/6): about this much


@dataclass(frozen=True)
class Prospect:
    score: float
    groups: int  # complete groups in the hand (kans included)
    near: int  # pairs and parts filling the other slots
    huxi: int  # huxi of the hand's complete groups
    hope: int  # huxi the near-groups may add


def kinds_counts(kinds: Sequence[int]) -> tuple[int, ...]:
    counts = [0] * NUM_KINDS
    for kind in kinds:
        counts[kind] += 1
    return tuple(counts)


def prospect(
    counts: tuple[int, ...], meld_groups: int, meld_huxi: int, minimum: int = MIN_HUXI
) -> Prospect:
    """The prospect of a hand with ``counts`` next to melds of ``meld_groups`` and
    ``meld_huxi``, where a win needs ``minimum`` huxi."""
    slots = max(0, GROUPS_TO_WIN - meld_groups)
    score, groups, near, huxi, hope = _best(counts, slots)
    total = meld_huxi + huxi + hope
    score += GROUP * meld_groups + HUXI * meld_huxi - SHORT * max(0, minimum - total)
    return Prospect(score, groups, near, huxi, hope)


def colour_hope(red: int, cards: int) -> float:
    """What ``red`` red cards among ``cards`` (hand and melds) are worth toward a
    colour hand: ten or more, one or none are one already; eight or nine are close."""
    if red >= RED_HAND or red <= 1 or red == cards:
        return COLOUR
    return NEAR_RED * max(0, red - (RED_HAND - 4))


def groups_only(found: Prospect, meld_huxi: int, minimum: int = MIN_HUXI) -> float:
    """``found``'s score without its huxi terms: groups and near-groups alone.

    This is how a beginner reads the hand (sets first, the points later): the
    same split, but big cards and the huxi minimum count for nothing.
    """
    total = meld_huxi + found.huxi + found.hope
    return (
        found.score
        - HUXI * (meld_huxi + found.huxi)
        - HOPE * found.hope
        + SHORT * max(0, minimum - total)
    )


def _part_table() -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per kind: each higher kind it makes two cards of a chi shape with, and their best huxi."""
    table = []
    for kind in range(NUM_KINDS):
        best: dict[int, int] = {}
        for shape in CHI_SHAPES_WITH[kind]:
            rest = list(shape)
            rest.remove(kind)
            for other in set(rest):
                if other > kind:
                    best[other] = max(best.get(other, 0), chi_huxi(shape))
        table.append(tuple(sorted(best.items())))
    return tuple(table)


PARTS = _part_table()


@lru_cache(maxsize=1 << 16)  # about 20 MB when full
def _best(counts: tuple[int, ...], slots: int) -> tuple[float, int, int, int, int]:
    """(score, groups, near-groups, huxi, hoped huxi) of the best split, by the lowest card.

    The lowest card is a kan, a chi shape's first card, a pair, part of a
    two-card shape with a higher card, or loose; nothing lower is left.
    """
    lowest = next((k for k, c in enumerate(counts) if c), None)
    if lowest is None:
        return (0.0, 0, 0, 0, 0)
    big = int(is_big(lowest))
    if counts[lowest] >= 3:  # a kan is locked: it is always a group
        rest = _best(_take(counts, (lowest,) * 3), slots - 1)
        gain = GROUP + HUXI * KAN_HUXI[big]
        return (rest[0] + gain, rest[1] + 1, rest[2], rest[3] + KAN_HUXI[big], rest[4])
    if slots <= 0:
        return _best(_take(counts, (lowest,)), slots)
    # Pruned for speed: a card that completes a group is not also tried as a
    # mere part or as loose; one that pairs is not tried loose either.
    options = []
    for shape in CHI_SHAPES_FROM[lowest]:
        if all(counts[k] >= shape.count(k) for k in shape):
            rest = _best(_take(counts, shape), slots - 1)
            h = chi_huxi(shape)
            options.append((rest[0] + GROUP + HUXI * h, rest[1] + 1, rest[2], rest[3] + h, rest[4]))
    if counts[lowest] == 2:
        rest = _best(_take(counts, (lowest, lowest)), slots - 1)
        h = PENG_HOPE[big]
        options.append((rest[0] + PAIR + HOPE * h, rest[1], rest[2] + 1, rest[3], rest[4] + h))
    if options:
        return max(options)
    for partner, h in PARTS[lowest]:
        if counts[partner]:
            rest = _best(_take(counts, (lowest, partner)), slots - 1)
            options.append((rest[0] + PART + HOPE * h, rest[1], rest[2] + 1, rest[3], rest[4] + h))
    options.append(_best(_take(counts, (lowest,)), slots))
    return max(options)


def _take(counts: tuple[int, ...], cards: Sequence[int]) -> tuple[int, ...]:
    work = list(counts)
    for kind in cards:
        work[kind] -= 1
    return tuple(work)


def locked(counts: Sequence[int]) -> int:
    """Cards held in kans."""
    return sum(c for c in counts if c >= 3)


def dead_risk(counts: Sequence[int]) -> bool:
    """A hand a mandatory wei could leave with nothing to discard: only kans and one pair."""
    free = [c for c in counts if 0 < c < 3]
    return sum(free) <= 2 and any(c == 2 for c in free)
