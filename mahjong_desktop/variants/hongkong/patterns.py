"""Hong Kong faan patterns and limit hands of one arrangement of a winning hand.

An *arrangement* is one way to read the hand: four sets and a pair (one split
of the concealed tiles plus the melds), seven pairs, or thirteen orphans.
``scoring`` builds every arrangement and keeps the one worth the most; this
module only says what a single arrangement earns (``rules/hongkong.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from mahjong_desktop.variants.mahjong.shapes import Decomposition, SetShape
from mahjong_desktop.variants.mahjong.tiles import (
    DRAGONS,
    EAST,
    FLOWERS,
    SEASONS,
    WINDS,
    is_honour,
    is_terminal,
    suit_of,
)
from mahjong_desktop.variants.mahjong.win_situation import MeldShape, Pattern, WinSituation

# Winning-moment events, one faan each, in table order.
EVENT_CODES = ("kong_replacement", "robbing_kong", "last_tile_draw", "last_discard")
HEAVENLY = "heavenly"
EVENTS = (*EVENT_CODES, HEAVENLY)
DRAWN_EVENTS = frozenset({"kong_replacement", "last_tile_draw"})  # the winner drew the tile
MELD_KINDS = frozenset({"chow", "pung", "kong", "ckong"})
_NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


class Form(Enum):
    STANDARD = "standard"
    SEVEN_PAIRS = "seven_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"


@dataclass(frozen=True)
class HandSet:
    """A set of a standard arrangement, from the concealed tiles or a meld."""

    shape: SetShape  # a kong is a PUNG with ``kong`` set
    first: int
    concealed: bool
    kong: bool = False


@dataclass(frozen=True)
class Arrangement:
    form: Form
    sets: tuple[HandSet, ...] = ()
    pair: int | None = None


def from_split(split: Decomposition, melds: Sequence[MeldShape]) -> Arrangement:
    """A standard arrangement: the split's sets (concealed) and the melds."""
    hidden = tuple(HandSet(s.shape, s.first, concealed=True) for s in split.sets)
    shown = tuple(_meld_set(m) for m in melds)
    return Arrangement(Form.STANDARD, hidden + shown, split.pair)


def _meld_set(meld: MeldShape) -> HandSet:
    first = min(meld.kinds)
    if meld.kind == "chow":
        return HandSet(SetShape.CHOW, first, concealed=False)
    return HandSet(
        SetShape.PUNG, first, concealed=meld.kind == "ckong", kong=meld.kind in ("kong", "ckong")
    )


def all_kinds(situation: WinSituation) -> list[int]:
    """Every suit and honour tile of the hand, melds included (not bonus tiles)."""
    return [*situation.concealed, *(k for m in situation.melds for k in m.kinds)]


def limit_codes(arrangement: Arrangement, situation: WinSituation, self_drawn: bool) -> list[str]:
    """The limit hands this arrangement reaches, in table order."""
    kinds = all_kinds(situation)
    pungs = _pung_kinds(arrangement)
    codes = []
    if arrangement.form is Form.THIRTEEN_ORPHANS:
        codes.append("thirteen_orphans")
    if all(is_honour(k) for k in kinds):
        codes.append("all_honours")
    if all(is_terminal(k) for k in kinds):
        codes.append("all_terminals")
    if set(DRAGONS) <= pungs:
        codes.append("big_three_dragons")
    if set(WINDS) <= pungs:
        codes.append("big_four_winds")
    if sum(s.kong for s in arrangement.sets) == 4:
        codes.append("four_kongs")
    if _is_nine_gates(situation.concealed):
        codes.append("nine_gates")
    # On a discard the winning tile may have completed a pung, which is then
    # not concealed; the table asks for a self-draw, which settles it.
    if self_drawn and _concealed_pungs(arrangement) == 4:
        codes.append("four_concealed_pungs")
    if HEAVENLY in situation.events:
        codes.append("heavenly_hand")
    return codes


def regular_patterns(
    arrangement: Arrangement, situation: WinSituation, self_drawn: bool, flowers: bool = True
) -> list[Pattern]:
    """The ordinary (non-limit) patterns of this arrangement, in table order.

    Without ``flowers`` (the 136-tile game) the bonus-tile patterns are not
    played: ``no_flowers`` would be a faan every hand holds.
    """
    found: list[Pattern] = []

    def add(code: str, value: int, when: bool = True) -> None:
        if when and value:
            found.append(Pattern(code, value))

    standard = arrangement.form is Form.STANDARD
    pungs = _pung_kinds(arrangement)
    chows = sum(s.shape is SetShape.CHOW for s in arrangement.sets)
    dragon_pungs = len(pungs & set(DRAGONS))
    pair = arrangement.pair
    small_dragons = dragon_pungs == 2 and pair in DRAGONS
    add("all_chows", 1, chows == 4 and pair is not None and not is_honour(pair))
    add("concealed_hand", 1, all(m.kind == "ckong" for m in situation.melds))
    add("self_drawn", 1, self_drawn)
    add("no_flowers", 1, flowers and not situation.bonus)
    add("dragon_pung", dragon_pungs, not small_dragons)
    add("seat_wind_pung", 1, WINDS[situation.seat_wind] in pungs)
    add("round_wind_pung", 1, EAST in pungs)
    add("small_three_dragons", 5, small_dragons)
    add("all_pungs", 3, standard and chows == 0)
    suits = {suit_of(k) for k in all_kinds(situation)}
    add("half_flush", 3, len(suits) == 2 and "z" in suits)
    add("full_flush", 7, len(suits) == 1 and "z" not in suits)
    add("seven_pairs", 4, arrangement.form is Form.SEVEN_PAIRS)
    bonus = set(situation.bonus)
    all_flowers = set(FLOWERS) <= bonus
    all_seasons = set(SEASONS) <= bonus
    add("seat_flower", 1, FLOWERS[situation.seat_wind] in bonus and not all_flowers)
    add("seat_season", 1, SEASONS[situation.seat_wind] in bonus and not all_seasons)
    add("all_flowers", 2, all_flowers)
    add("all_seasons", 2, all_seasons)
    for code in EVENT_CODES:
        add(code, 1, code in situation.events)
    return found


def _pung_kinds(arrangement: Arrangement) -> set[int]:
    return {s.first for s in arrangement.sets if s.shape is SetShape.PUNG}


def _concealed_pungs(arrangement: Arrangement) -> int:
    return sum(s.shape is SetShape.PUNG and s.concealed for s in arrangement.sets)


def _is_nine_gates(concealed: Sequence[int]) -> bool:
    """``1112345678999`` of one suit plus any tile of that suit, all concealed.

    That takes 14 concealed tiles, so a hand with a meld never qualifies.
    """
    suit = concealed[0] // 9 if concealed else 3
    if suit > 2 or any(k // 9 != suit for k in concealed):
        return False  # honours (kinds 27-33) or more than one suit
    counts = [0] * 9
    for kind in concealed:
        counts[kind % 9] += 1
    return all(c >= need for c, need in zip(counts, _NINE_GATES, strict=True))
