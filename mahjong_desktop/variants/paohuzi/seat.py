"""One Paohuzi seat during a deal: concealed hand, melds, face-up cards, dead flag.

Cards reach a hand only in the deal; afterwards public cards go into melds or
stay face up in front of the seat that played them, so the hand only shrinks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from operator import attrgetter
from typing import Any

from mahjong_desktop.engine.melds import Meld
from mahjong_desktop.variants.paohuzi.cards import NUM_CARDS, NUM_KINDS, kind_of
from mahjong_desktop.variants.paohuzi.discard_rule import KAN_SIZE, owes_discard
from mahjong_desktop.variants.paohuzi.groups import FOUR_CARD_KINDS, Group, GroupKind
from mahjong_desktop.variants.paohuzi.scoring import (
    MIN_HUXI,
    Source,
    WinResult,
    card_gain,
    grouping_of_locked,
    lock_counts,
    locked_ceiling,
    may_group,
    winning_kinds,
)

_KINDS = tuple(kind_of(c) for c in range(NUM_CARDS))
_TILES, _KIND = attrgetter("tiles"), attrgetter("kind")


def _group_of(meld: Meld) -> Group:
    return _group(meld.kind, tuple(map(_KINDS.__getitem__, meld.tiles)))


@cache
def _group(kind: str, kinds: tuple[int, ...]) -> Group:
    """A meld's scoring group, made once per kind and cards (a frozen value)."""
    return Group(GroupKind(kind), kinds)


def _valid(result: WinResult | None) -> WinResult | None:
    """A grouping only if it wins (``scoring.best_win``)."""
    return result if result is not None and result.valid else None


# A hand's locked groups and free counts, their huxi ceiling, the only kinds a
# winning card may be (``scoring.winning_kinds``), and the wins found on public
# cards by (kind, whether own).
_Locked = tuple[
    tuple[list[Group], list[int]],
    int,
    frozenset[int] | None,
    dict[tuple[int, bool], WinResult | None],
]


class _SeatFacts:
    """What every discard and reveal asks of a seat's hand and melds, for the hand and
    melds it was worked out from: the counts per kind and the card count at once;
    once asked, the cards by kind, the kinds a card may go of, the cards that may
    go, the melds' wei and peng kinds, and the locked groups with the wins found."""

    __slots__ = (
        "_by_kind",
        "_locked",
        "_meld_kinds",
        "card_count",
        "choices",
        "counts",
        "discardable",
        "fours",
        "hand",
        "melds",
    )

    def __init__(self, hand: list[int], melds: list[Meld]) -> None:
        self.hand = list(hand)
        self.melds = list(melds)
        counts = [0] * NUM_KINDS
        for kind in map(_KINDS.__getitem__, hand):
            counts[kind] += 1
        self.counts = counts
        # Summed in C: every hand and melds are counted once.
        self.card_count = len(hand) + sum(map(len, map(_TILES, melds)))
        self.fours = sum(map(FOUR_CARD_KINDS.__contains__, map(_KIND, melds)))
        self._by_kind: dict[int, list[int]] | None = None
        self.choices: list[int] | None = None
        self.discardable: int | None = None  # kinds held once or twice
        self._meld_kinds: tuple[frozenset[int], frozenset[int]] | None = None
        self._locked: _Locked | None = None

    @property
    def by_kind(self) -> dict[int, list[int]]:
        """Kind -> the hand's cards of it, lowest id first (most hands are never asked:
        only a seat that may claim a card is)."""
        if self._by_kind is None:
            by_kind: dict[int, list[int]] = {}
            for card in sorted(self.hand):
                by_kind.setdefault(_KINDS[card], []).append(card)
            self._by_kind = by_kind
        return self._by_kind

    @property
    def meld_kinds(self) -> tuple[frozenset[int], frozenset[int]]:
        if self._meld_kinds is None:
            melds = self.melds
            wei = frozenset(_KINDS[m.tiles[0]] for m in melds if m.kind == GroupKind.WEI)
            peng = frozenset(_KINDS[m.tiles[0]] for m in melds if m.kind == GroupKind.PENG)
            self._meld_kinds = (wei, peng)
        return self._meld_kinds

    def discardable_kinds(self) -> int:
        """``PaohuziSeat.discardable_kinds``."""
        if self.discardable is None:
            self.discardable = sum(0 < c < KAN_SIZE for c in self.counts)
        return self.discardable

    def locked_state(self) -> _Locked:
        """The melds and the hand's kans and ti as fixed groups, the rest as counts
        (``scoring.lock_identical``), their ``locked_ceiling``, the only kinds a
        winning card may be, and the wins found on public cards so far."""
        if self._locked is None:
            locked = lock_counts([_group_of(m) for m in self.melds], self.counts)
            self._locked = (locked, locked_ceiling(locked), winning_kinds(locked), {})
        return self._locked

    def win_on(self, card: int, own: bool) -> WinResult | None:
        """``PaohuziSeat.win_on``."""
        locked, _, _, found = self.locked_state()
        kind = _KINDS[card]
        if (kind, own) not in found and self.may_win_on(card, own):
            source = Source.OWN if own else Source.OTHER
            found[kind, own] = _valid(grouping_of_locked(locked, kind, source))
        return found[kind, own]

    def may_win_on(self, card: int, own: bool) -> bool:
        """``PaohuziSeat.may_win_on``."""
        locked, ceiling, only, found = self.locked_state()
        kind = _KINDS[card]
        known = found.get((kind, own), False)
        if known is not False:  # searched already (or ruled out)
            return known is not None
        # Most hands cannot reach 15 huxi with any card, or cannot group the card
        # at all: no grouping to search (``scoring.huxi_ceiling``,
        # ``scoring.winning_kinds``, ``scoring.may_group``).
        if (
            (only is not None and kind not in only)
            or ceiling + card_gain(locked, kind) < MIN_HUXI
            or not may_group(locked, kind)
        ):
            found[kind, own] = None
            return False
        return True


@dataclass
class PaohuziSeat:
    hand: list[int] = field(default_factory=list)
    melds: list[Meld] = field(default_factory=list)
    public: list[int] = field(default_factory=list)  # untaken discards and reveals
    dead: bool = False  # may only reveal and make ti or pao, never win
    # What every discard and reveal asks of the hand and melds (``_SeatFacts``): a
    # hand changes far less often than it is asked.
    _known: _SeatFacts | None = field(default=None, compare=False, repr=False)

    def copy(self) -> PaohuziSeat:
        return PaohuziSeat(list(self.hand), list(self.melds), list(self.public), self.dead)

    def facts(self) -> _SeatFacts:
        """The hand's and melds' facts, worked out again only when either differs."""
        known = self._known
        if known is None or known.hand != self.hand or known.melds != self.melds:
            known = self._known = _SeatFacts(self.hand, self.melds)
        return known

    def card_count(self) -> int:
        return self.facts().card_count

    def fours(self) -> int:
        return self.facts().fours

    def same(self, kind: int) -> list[int]:
        """The hand's physical cards of ``kind``, lowest id first."""
        return list(self.by_kind().get(kind, ()))

    def by_kind(self) -> dict[int, list[int]]:
        """The hand's cards by kind, lowest id first (remembered; do not change it)."""
        return self.facts().by_kind

    def counts(self) -> list[int]:
        """Cards held per kind (remembered; do not change it)."""
        return self.facts().counts

    def meld_index(self, kind_name: GroupKind, kind: int) -> int | None:
        """Where an identical meld of ``kind_name`` made of ``kind`` lies, if any."""
        for index, meld in enumerate(self.melds):
            if meld.kind == kind_name and kind_of(meld.tiles[0]) == kind:
                return index
        return None

    def meld_kinds(self) -> tuple[frozenset[int], frozenset[int]]:
        """The kinds of the wei and of the peng on the table (what a pao may grow)."""
        return self.facts().meld_kinds

    def hand_kinds(self) -> list[int]:
        return [_KINDS[card] for card in self.hand]

    def owes_discard(self) -> bool:
        return not self.dead and owes_discard(self.card_count(), self.fours())

    def discardable_kinds(self) -> int:
        """How many kinds the hand holds once or twice (those a card may go of)."""
        return self.facts().discardable_kinds()

    def discard_choices(self) -> list[int]:
        facts = self.facts()
        if facts.choices is None:  # ``discard_rule.discard_choices``, from the counts kept
            counts = facts.counts
            facts.choices = sorted(c for c in facts.hand if counts[_KINDS[c]] < KAN_SIZE)
        return list(facts.choices)

    def win_on(self, card: int, own: bool) -> WinResult | None:
        """The best win taking public ``card`` (revealed by this seat if ``own``)."""
        return self.facts().win_on(card, own)

    def may_win_on(self, card: int, own: bool) -> bool:
        """False when taking ``card`` plainly wins nothing, without a search (True: a
        search must tell, as ``win_on`` does)."""
        return self.facts().may_win_on(card, own)

    def standing_win(self) -> WinResult | None:
        """The best win of the cards as they stand (after a mandatory wei or ti)."""
        locked, ceiling, _, _ = self.facts().locked_state()
        if ceiling < MIN_HUXI:
            return None
        return _valid(grouping_of_locked(locked))

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": sorted(self.hand),
            "melds": [m.to_json() for m in self.melds],
            "public": list(self.public),
            "dead": self.dead,
        }
