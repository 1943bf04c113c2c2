"""Sichuan "bloody battle" scoring: fan patterns, base points and payments.

The fan table is in ``rules/sichuan.md``. A hand is scored on its best split
(standard sets + pair, or seven pairs where four identical tiles are two
pairs); roots, full flush and the winning-moment events do not depend on the
split. Base points are ``2 ** fan`` capped at 5 fan; payments build on them.

Two house rules change the scoring (``Scoring``): the fan limit (3, 4 or 5)
and what a self-draw adds (the sheet's one base point, or one fan).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.mahjong.shapes import (
    Decomposition,
    SetShape,
    decompositions,
    is_seven_pairs,
    seven_pairs_waits,
    standard_waits,
)
from mahjong_desktop.variants.mahjong.tiles import counts_of, is_suited, number_of, suit_of
from mahjong_desktop.variants.mahjong.win_situation import (
    MeldShape,
    Pattern,
    ScoredHand,
    WinSituation,
)

SUITED_SUITS = "mps"
MELD_KINDS = ("pung", "kong", "ckong")
EVENTS = ("kong_replacement", "robbing_kong", "last_tile")  # one fan each, in table order
MAX_FAN = 5
MAX_POINTS = 2**MAX_FAN

# Kong charges, paid at once when the kong is made (a robbed added kong pays nothing).
EXPOSED_KONG_CHARGE = 2  # paid by the discarder of the claimed tile
ADDED_KONG_CHARGE = 1  # paid by each active opponent
CONCEALED_KONG_CHARGE = 2  # paid by each active opponent

HOLDS_MISSING_SUIT = Message("hand.holds_missing_suit")
NOT_A_WIN = Message("hand.not_a_win")

_TERMINAL_NUMBERS = frozenset({1, 9})
_258_NUMBERS = frozenset({2, 5, 8})


@dataclass(frozen=True)
class Scoring:
    """The house rules scoring reads: the fan limit and what a self-draw adds."""

    fan_limit: int = MAX_FAN
    self_draw_fan: bool = False  # True: +1 fan (capped by the limit), not +1 base point

    @classmethod
    def of(cls, rules: Mapping[str, Any] | None) -> Scoring:
        """The scoring of a deal's ``rules`` (every option in force); None: the sheet's."""
        if not rules:
            return SHEET
        return cls(int(rules.get("fan_limit", MAX_FAN)), rules.get("self_draw") == "fan")


SHEET = Scoring()


def base_points(fan: int, scoring: Scoring = SHEET) -> int:
    """The base a win of ``fan`` is worth: 2 to the fan, capped at the fan limit (5: 32)."""
    return 2 ** min(fan, scoring.fan_limit)


def discard_win_payment(points: int) -> int:
    """What the discarder pays each winner on the discard: the base itself."""
    return points


def self_draw_payment(points: int, scoring: Scoring = SHEET) -> int:
    """What each opponent still playing pays a self-drawn winner: the base plus 1 (the
    sheet), or the base alone when the self-draw was counted as a fan instead."""
    return points if scoring.self_draw_fan else points + 1


def score_hand(situation: WinSituation, scoring: Scoring = SHEET) -> ScoredHand:
    """Score a Sichuan win; raises ValueError for a situation no game can produce.

    A winning shape that holds a tile of the missing suit keeps its patterns
    and fan (useful to explain it) but is not valid and earns no points. The
    total is every pattern's fan; the points count at most ``fan_limit`` of it.
    """
    _check_situation(situation)
    counts = counts_of(situation.concealed)
    split_fans = [_split_patterns(d, situation.melds) for d in decompositions(counts)]
    if is_seven_pairs(counts, quads_as_two_pairs=True):
        split_fans.append([Pattern("seven_pairs", 2)])
    if not split_fans:
        return ScoredHand(win=False, valid=False, total=0, reason=NOT_A_WIN)
    best = max(split_fans, key=_fan_of)  # the first split of the highest fan
    patterns = (Pattern("basic", 0), *best, *_hand_patterns(situation))
    if situation.self_drawn and scoring.self_draw_fan:
        patterns = (*patterns, Pattern("self_drawn", 1))
    total = _fan_of(patterns)
    if _holds_suit(situation.concealed, situation.melds, situation.missing_suit):
        return ScoredHand(True, False, total, patterns, points=0, reason=HOLDS_MISSING_SUIT)
    return ScoredHand(True, True, total, patterns, points=base_points(total, scoring))


def _check_situation(situation: WinSituation) -> None:
    if situation.missing_suit is None or situation.missing_suit not in SUITED_SUITS:
        raise ValueError(f"missing suit must be m, p or s, not {situation.missing_suit!r}")
    tiles = _all_kinds(situation.concealed, situation.melds)
    if not all(is_suited(k) for k in tiles):
        raise ValueError("Sichuan has only suit tiles (kinds 0-26)")
    if any(m.kind not in MELD_KINDS for m in situation.melds):
        raise ValueError(f"Sichuan melds are {', '.join(MELD_KINDS)}")
    if len(situation.concealed) != 14 - 3 * len(situation.melds):
        raise ValueError(
            f"{len(situation.concealed)} concealed tiles with {len(situation.melds)} melds"
        )
    if situation.win_tile not in situation.concealed:
        raise ValueError("the winning tile must be part of the concealed hand")
    unknown = situation.events - set(EVENTS)
    if unknown:
        raise ValueError(f"unknown Sichuan events: {', '.join(sorted(unknown))}")


def _split_patterns(split: Decomposition, melds: Sequence[MeldShape]) -> list[Pattern]:
    """The patterns that depend on how the concealed tiles are split."""
    sets = [s.kinds for s in split.sets] + [m.kinds for m in melds]
    pair = number_of(split.pair)
    patterns: list[Pattern] = []
    if all(s.shape is SetShape.PUNG for s in split.sets):  # every meld is a pung or kong
        numbers = {number_of(s[0]) for s in sets} | {pair}
        if numbers <= _258_NUMBERS:
            patterns.append(Pattern("all_258_pungs", 3))
        else:
            patterns.append(Pattern("all_pungs", 1))
    if pair in _TERMINAL_NUMBERS and all(
        _TERMINAL_NUMBERS & {number_of(k) for k in s} for s in sets
    ):
        patterns.append(Pattern("outside_hand", 2))
    return patterns


def _hand_patterns(situation: WinSituation) -> list[Pattern]:
    """Patterns of the whole hand and the winning moment, the same for every split."""
    tiles = _all_kinds(situation.concealed, situation.melds)
    patterns: list[Pattern] = []
    if len({suit_of(k) for k in tiles}) == 1:
        patterns.append(Pattern("full_flush", 2))
    # Four declared sets leave only the pair in hand, so the win must complete it.
    if len(situation.melds) == 4:
        patterns.append(Pattern("golden_single_wait", 1))
    roots = sum(1 for c in counts_of(tiles) if c == 4)
    if roots:
        patterns.append(Pattern("root", roots))
    patterns.extend(Pattern(event, 1) for event in EVENTS if event in situation.events)
    return patterns


def _fan_of(patterns: Iterable[Pattern]) -> int:
    return sum(p.value for p in patterns)


def _all_kinds(concealed: Iterable[int], melds: Iterable[MeldShape]) -> list[int]:
    return [*concealed, *(k for m in melds for k in m.kinds)]


def _holds_suit(concealed: Iterable[int], melds: Iterable[MeldShape], suit: str | None) -> bool:
    return any(suit_of(k) == suit for k in _all_kinds(concealed, melds))


def ready_value(
    concealed: Sequence[int],
    melds: Sequence[MeldShape],
    missing_suit: str,
    scoring: Scoring = SHEET,
) -> int | None:
    """The most a ready hand could win at the wall-exhaustion check, or None if not ready.

    Every kind of the two kept suits is tried as a discard win without events;
    a kind the player already holds all four of cannot be drawn, so it is no
    wait. Whether copies are still unseen elsewhere does not matter (rules).
    The value is capped by the fan limit in force, as a win's is.
    """
    if len(concealed) != 13 - 3 * len(melds):
        raise ValueError(f"{len(concealed)} concealed tiles with {len(melds)} melds")
    if _holds_suit(concealed, melds, missing_suit):
        return None
    if missing_suit not in SUITED_SUITS or any(m.kind not in MELD_KINDS for m in melds):
        raise ValueError(f"missing suit {missing_suit!r} or melds not of Sichuan")
    if not all(is_suited(k) for k in _all_kinds(concealed, melds)):
        raise ValueError("Sichuan has only suit tiles (kinds 0-26)")  # as score_hand says
    own = counts_of(_all_kinds(concealed, melds))
    held = counts_of(concealed)
    # Only a kind that gives the hand a winning shape can score: the rest are not tried.
    shaped = standard_waits(held) | seven_pairs_waits(held, quads_as_two_pairs=True)
    best: int | None = None
    for kind in range(27):  # the suit kinds; the missing suit is skipped below
        if kind not in shaped or suit_of(kind) == missing_suit or own[kind] == 4:
            continue
        situation = WinSituation(
            concealed=(*concealed, kind),
            melds=tuple(melds),
            win_tile=kind,
            self_drawn=False,
            missing_suit=missing_suit,
        )
        scored = score_hand(situation, scoring)
        if scored.valid and (best is None or scored.points > best):
            best = scored.points
    return best
