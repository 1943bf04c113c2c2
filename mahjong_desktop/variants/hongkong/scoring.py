"""Hong Kong scoring: the faan of a win, its base points and who pays them.

Every reading of the hand (each split into sets and a pair, seven pairs,
thirteen orphans) is scored with ``patterns`` and the best one counts. A limit
hand scores the limit with only its limit codes listed; anything else adds its
patterns up to the same cap (``rules/hongkong.md``). The house rules set the
minimum, the limit, whether flowers are played and who pays (``house``).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.engine.messages import Message, below_minimum
from mahjong_desktop.variants.hongkong.house import LIMIT_FAAN, MINIMUM_FAAN
from mahjong_desktop.variants.hongkong.patterns import (
    DRAWN_EVENTS,
    MELD_KINDS,
    Arrangement,
    Form,
    from_split,
    limit_codes,
    regular_patterns,
)
from mahjong_desktop.variants.mahjong.shapes import (
    decompositions,
    has_standard_shape,
    is_seven_pairs,
    is_thirteen_orphans,
)
from mahjong_desktop.variants.mahjong.tiles import counts_of
from mahjong_desktop.variants.mahjong.win_situation import Pattern, ScoredHand, WinSituation

__all__ = ["LIMIT_FAAN", "MINIMUM_FAAN", "is_winning_shape", "payments", "score_hand"]
SEATS = 4
NOT_A_WIN = Message("hand.not_a_win")


def is_winning_shape(counts: Sequence[int], melds: int) -> bool:
    """Whether concealed ``counts`` plus ``melds`` sets make a legal winning shape."""
    if sum(counts) != 14 - 3 * melds:
        return False
    if has_standard_shape(counts):
        return True
    return melds == 0 and (is_seven_pairs(counts) or is_thirteen_orphans(counts))


def score_hand(
    situation: WinSituation,
    *,
    minimum: int = MINIMUM_FAAN,
    limit: int = LIMIT_FAAN,
    flowers: bool = True,
) -> ScoredHand:
    """Score a Hong Kong win on its best reading; a non-winning hand scores nothing.

    Base points are 2 to the faan, the faan capped at ``limit``; without
    ``flowers`` (the 136-tile game) no bonus-tile pattern counts, ``no_flowers``
    included. Raises ValueError for a situation no game can produce (unknown
    meld kind or seat).
    """
    _check_situation(situation)
    self_drawn = situation.self_drawn or bool(DRAWN_EVENTS & situation.events)
    scored = [
        _score_arrangement(a, situation, self_drawn, limit, flowers)
        for a in _arrangements(situation)
    ]
    if not scored:
        return ScoredHand(win=False, valid=False, total=0, reason=NOT_A_WIN)
    # The most faan; at equal faan a limit hand, then the richer uncapped sum.
    total, _, _, patterns = max(scored, key=lambda s: s[:3])
    if total < minimum:
        return ScoredHand(True, False, total, patterns, 0, below_minimum(total, minimum, "faan"))
    return ScoredHand(True, True, total, patterns, 2**total)


def _check_situation(situation: WinSituation) -> None:
    if not 0 <= situation.seat_wind < SEATS:
        raise ValueError(f"seat wind must be 0-3, not {situation.seat_wind}")
    unknown = [m.kind for m in situation.melds if m.kind not in MELD_KINDS]
    if unknown:
        raise ValueError(f"unknown meld kind {unknown[0]!r}")


def _arrangements(situation: WinSituation) -> list[Arrangement]:
    melds = situation.melds
    counts = counts_of(situation.concealed)
    if len(situation.concealed) != 14 - 3 * len(melds):
        return []
    found = [from_split(split, melds) for split in decompositions(counts)]
    if not melds and is_seven_pairs(counts):
        found.append(Arrangement(Form.SEVEN_PAIRS))
    if not melds and is_thirteen_orphans(counts):
        found.append(Arrangement(Form.THIRTEEN_ORPHANS))
    return found


def _score_arrangement(
    arrangement: Arrangement, situation: WinSituation, self_drawn: bool, limit: int, flowers: bool
) -> tuple[int, bool, int, tuple[Pattern, ...]]:
    """(capped total, is a limit hand, uncapped sum, patterns) of one reading."""
    limits = limit_codes(arrangement, situation, self_drawn)
    if limits:
        return limit, True, limit, tuple(Pattern(code, limit) for code in limits)
    patterns = tuple(regular_patterns(arrangement, situation, self_drawn, flowers))
    raw = sum(p.value for p in patterns)
    return min(raw, limit), False, raw, patterns


def payments(
    points: int,
    winner: int,
    self_drawn: bool,
    discarder: int | None,
    seats: int = SEATS,
    *,
    shared: bool = False,
) -> dict[int, int]:
    """Each seat's change in score: on a self-draw every opponent pays the base,
    on a discard (or a robbed kong) the discarder alone pays three times it, or,
    ``shared``, every opponent pays the base and the discarder twice it.
    """
    if not 0 <= winner < seats:
        raise ValueError(f"winner {winner} is not a seat")
    deltas = dict.fromkeys(range(seats), 0)
    if self_drawn:
        for seat in deltas:
            if seat != winner:
                deltas[seat] -= points
                deltas[winner] += points
        return deltas
    if discarder is None or discarder == winner or not 0 <= discarder < seats:
        raise ValueError(f"a discard win needs another seat as discarder, not {discarder}")
    if not shared:
        deltas[discarder] -= 3 * points
        deltas[winner] += 3 * points
        return deltas
    for seat in deltas:
        if seat != winner:
            owed = 2 * points if seat == discarder else points
            deltas[seat] -= owed
            deltas[winner] += owed
    return deltas
