"""One Paohuzi seat during a deal: concealed hand, melds, face-up cards, dead flag.

Cards reach a hand only in the deal; afterwards public cards go into melds or
stay face up in front of the seat that played them, so the hand only shrinks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, lru_cache
from operator import attrgetter
from typing import Any

from mahjong_desktop.engine.actions import Meld
from mahjong_desktop.variants.paohuzi.cards import NUM_CARDS, NUM_KINDS, kind_of
from mahjong_desktop.variants.paohuzi.discard_rule import KAN_SIZE, owes_discard
from mahjong_desktop.variants.paohuzi.groups import FOUR_CARD_KINDS, Group, GroupKind, identical
from mahjong_desktop.variants.paohuzi.scoring import (
    MIN_HUXI,
    Source,
    WinResult,
    free_card_gain,
    free_chi_ceiling,
    free_may_group,
    grouping_of_locked,
    lock_counts,
    orphan_kinds,
)

_KINDS = tuple(kind_of(c) for c in range(NUM_CARDS))
_TILES, _KIND = attrgetter("tiles"), attrgetter("kind")


@cache
def _group(kind: str, kinds: tuple[int, ...]) -> Group:
    """A meld's scoring group, made once per kind and cards (a frozen value)."""
    return Group(GroupKind(kind), kinds)


@lru_cache(maxsize=1 << 12)
def _meld_group(kind: str, tiles: tuple[int, ...]) -> tuple[Group, int]:
    """A meld's scoring group and its huxi, by the meld's kind and physical cards (a
    seat's melds are read again whenever one is added); refused as
    ``scoring.lock_counts`` refuses a group that is no table meld."""
    group = _group(kind, tuple(map(_KINDS.__getitem__, tiles)))
    lock_counts([group], ())
    return group, group.huxi


def _valid(result: WinResult | None, minimum: int) -> WinResult | None:
    """A grouping only if it reaches ``minimum`` huxi (``scoring.best_win``)."""
    return result if result is not None and result.reaches(minimum) else None


class _MeldFacts:
    """What a seat's melds tell every question (their card count, four-card groups,
    wei and peng kinds) and, once a win is asked about, their scoring groups and
    huxi. Melds change far less often than the hand: a hand's new facts keep these,
    and melds laid on top of others add their facts to the others' (``grown_to``)."""

    __slots__ = ("_base", "_groups", "_huxi", "cards", "fours", "growing", "melds", "peng", "wei")

    def __init__(self, melds: list[Meld], base: _MeldFacts | None = None) -> None:
        """``base``: the facts of the first of ``melds``, if known (the rest are new)."""
        self.melds = list(melds)
        new = self.melds if base is None else self.melds[len(base.melds) :]
        cards = fours = 0
        wei: list[int] = []
        peng: list[int] = []
        for meld in new:  # one look at each meld: every meld is counted once
            cards += len(meld.tiles)
            if meld.kind in FOUR_CARD_KINDS:
                fours += 1
            elif meld.kind == GroupKind.WEI:
                wei.append(_KINDS[meld.tiles[0]])
            elif meld.kind == GroupKind.PENG:
                peng.append(_KINDS[meld.tiles[0]])
        if base is None:
            self.cards, self.fours = cards, fours
            self.wei, self.peng = frozenset(wei), frozenset(peng)
        else:
            self.cards, self.fours = base.cards + cards, base.fours + fours
            self.wei = base.wei.union(wei) if wei else base.wei
            self.peng = base.peng.union(peng) if peng else base.peng
        self.growing = self.wei | self.peng  # a fourth card grows a wei or peng
        self._base = base
        self._groups: list[Group] | None = None
        self._huxi: int | None = None

    def grown_to(self, melds: list[Meld]) -> _MeldFacts:
        """The facts of ``melds``: these facts and the new melds' when ``melds`` are these
        melds and more laid after them (a claim), else counted again."""
        count = len(self.melds)
        if len(melds) > count and melds[:count] == self.melds:
            return _MeldFacts(melds, self)
        return _MeldFacts(melds)

    @property
    def huxi(self) -> int:
        """The melds' huxi, each meld refused as ``scoring.lock_counts`` refuses a group
        that is no table meld: the melds before's and the new ones' (their groups are
        built for a search only)."""
        huxi = self._huxi
        if huxi is None:
            base, melds, huxi = self._base, self.melds, 0
            if base is not None:
                huxi, melds = base.huxi, melds[len(base.melds) :]
                self._base = None  # not kept once read
            for meld in melds:
                huxi += _meld_group(meld.kind, meld.tiles)[1]
            self._huxi = huxi
        return huxi

    def groups(self) -> list[Group]:
        """The melds as scoring groups (refused as ``scoring.lock_counts`` refuses a
        group that is no table meld), for a search."""
        if self._groups is None:
            self._groups = [_meld_group(m.kind, m.tiles)[0] for m in self.melds]
        return self._groups


# The hand's screen for wins: free counts (kans and ti out), the huxi ceiling
# (``scoring.locked_ceiling``), the only kinds a winning card may be
# (``scoring.winning_kinds``), the kinds whose fourth card grows a group, and
# whether the grouping needs a pair.
_Screen = tuple[list[int], int, frozenset[int] | None, frozenset[int], bool]
_CeilingScreen = tuple[list[int], int, frozenset[int], bool]  # the screen but the only kinds


class SeatFacts:
    """What every discard and reveal asks of a seat's hand and melds, for the hand and
    melds it was worked out from: the counts per kind and the card count at once;
    once asked, the cards by kind, the kinds a card may go of, the cards that may
    go, the screen for wins and the wins found. The locked groups a win search
    needs are built only for a search."""

    __slots__ = (
        "_by_kind",
        "_found",
        "_locked",
        "_only",
        "_only_known",
        "_screen",
        "card_count",
        "choices",
        "counts",
        "discardable",
        "fours",
        "hand",
        "meld_facts",
        "melds",
        "minimum",
    )

    def __init__(
        self,
        hand: list[int],
        melds: list[Meld],
        meld_facts: _MeldFacts | None = None,
        counts: list[int] | None = None,
        by_kind: dict[int, list[int]] | None = None,
        minimum: int = MIN_HUXI,
    ) -> None:
        """``meld_facts`` of these melds and ``counts`` (and ``by_kind``) of this hand,
        if known already; ``minimum``: the huxi a win needs (``min_huxi``)."""
        self.hand = list(hand)
        self.minimum = minimum
        if meld_facts is None:
            meld_facts = _MeldFacts(melds)
        self.meld_facts = meld_facts
        self.melds = meld_facts.melds
        if counts is None:
            counts = [0] * NUM_KINDS
            for kind in map(_KINDS.__getitem__, hand):
                counts[kind] += 1
        self.counts = counts
        self.card_count = len(hand) + meld_facts.cards
        self.fours = meld_facts.fours
        self._by_kind = by_kind
        self.choices: list[int] | None = None
        self.discardable: int | None = None  # kinds held once or twice
        self._screen: _CeilingScreen | None = None
        self._only: frozenset[int] | None = None
        self._only_known = False
        self._locked: tuple[list[Group], list[int]] | None = None
        self._found: dict[tuple[int, bool], WinResult | None] = {}

    def without(self, cards: tuple[int, ...], hand: list[int]) -> SeatFacts:
        """The facts of ``hand``, this hand less ``cards``, on the same melds: the
        counts and cards by kind counted down instead of counted again."""
        counts = list(self.counts)
        for card in cards:
            counts[_KINDS[card]] -= 1
        by_kind = self._by_kind
        if by_kind is not None:
            by_kind = dict(by_kind)
            for card in cards:
                kind = _KINDS[card]
                rest = list(by_kind[kind])
                rest.remove(card)  # in C; the rest stays in order
                if rest:
                    by_kind[kind] = rest
                else:
                    del by_kind[kind]
        return SeatFacts(hand, self.melds, self.meld_facts, counts, by_kind, self.minimum)

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
        return self.meld_facts.wei, self.meld_facts.peng

    def discardable_kinds(self) -> int:
        """``PaohuziSeat.discardable_kinds``."""
        if self.discardable is None:
            counts = self.counts  # counted in C: held once or twice (never above four)
            self.discardable = counts.count(1) + counts.count(2)
        return self.discardable

    def screen(self) -> _Screen:
        """What ``scoring.lock_counts`` of the melds and counts would give the win
        filters, from the counts and the melds' facts without building the hand's
        groups: the hand's kans and ti only add their huxi and leave the free counts."""
        free, ceiling, growing, four = self._ceiling_screen()
        return (free, ceiling, self._only_kinds(), growing, four)

    def _ceiling_screen(self) -> _CeilingScreen:
        """``screen`` but the only kinds that may win (``_only_kinds``), which a hand
        below the huxi ceiling with any card is never asked."""
        if self._screen is None:
            melds = self.meld_facts
            counts = self.counts
            huxi, growing, four = melds.huxi, melds.growing, melds.fours > 0
            free = counts
            if KAN_SIZE in counts or 4 in counts:  # checked in C: most hands hold none
                free = list(counts)
                grown = set(growing)
                for kind, count in enumerate(counts):
                    if count >= KAN_SIZE:
                        free[kind] = 0
                        if count == 4:
                            huxi += identical(GroupKind.TI, kind).huxi
                            four = True
                        else:
                            huxi += identical(GroupKind.KAN, kind).huxi
                            grown.add(kind)
                growing = frozenset(grown)
            self._screen = (free, huxi + free_chi_ceiling(free), growing, four)
        return self._screen

    def _only_kinds(self) -> frozenset[int] | None:
        """``scoring.orphan_kinds`` of the free counts, found once asked."""
        if not self._only_known:
            self._only = orphan_kinds(self._ceiling_screen()[0])
            self._only_known = True
        return self._only

    def locked(self) -> tuple[list[Group], list[int]]:
        """The melds and the hand's kans and ti as fixed groups, the rest as counts
        (``scoring.lock_counts``): built for a search only."""
        if self._locked is None:
            self._locked = lock_counts(self.meld_facts.groups(), self.counts)
        return self._locked

    def win_on(self, card: int, own: bool) -> WinResult | None:
        """``PaohuziSeat.win_on``."""
        kind = _KINDS[card]
        found = self._found
        if (kind, own) not in found and self.may_win_on(card, own):
            source = Source.OWN if own else Source.OTHER
            found[kind, own] = _valid(grouping_of_locked(self.locked(), kind, source), self.minimum)
        return found[kind, own]

    def may_win_on(self, card: int, own: bool) -> bool:
        """``PaohuziSeat.may_win_on``."""
        kind = _KINDS[card]
        known = self._found.get((kind, own), False)
        if known is not False:  # searched already (or ruled out)
            return known is not None
        screen = self._screen
        free, ceiling, growing, four = screen if screen is not None else self._ceiling_screen()
        # Most hands cannot reach the minimum with any card, or cannot group the card
        # at all: no grouping to search (``scoring.huxi_ceiling``,
        # ``scoring.winning_kinds``, ``scoring.may_group``). The ceiling is asked
        # first: a hand far below it never needs its orphans found.
        if (
            ceiling + free_card_gain(free, growing, kind) < self.minimum
            or ((only := self._only_kinds()) is not None and kind not in only)
            or not free_may_group(free, growing, four, kind)
        ):
            self._found[kind, own] = None
            return False
        return True

    def standing_win(self) -> WinResult | None:
        """``PaohuziSeat.standing_win``."""
        if self._ceiling_screen()[1] < self.minimum:
            return None
        return _valid(grouping_of_locked(self.locked()), self.minimum)


@dataclass
class PaohuziSeat:
    hand: list[int] = field(default_factory=list)
    melds: list[Meld] = field(default_factory=list)
    public: list[int] = field(default_factory=list)  # untaken discards and reveals
    dead: bool = False  # may only reveal and make ti or pao, never win
    minimum: int = MIN_HUXI  # the huxi a win needs (the deal's ``min_huxi``)
    # What every discard and reveal asks of the hand and melds (``SeatFacts``): a
    # hand changes far less often than it is asked.
    _known: SeatFacts | None = field(default=None, compare=False, repr=False)

    def copy(self) -> PaohuziSeat:
        return PaohuziSeat(
            list(self.hand), list(self.melds), list(self.public), self.dead, self.minimum
        )

    def facts(self) -> SeatFacts:
        """The hand's and melds' facts, worked out again only when either differs."""
        known = self._known
        if known is None:
            known = self._known = SeatFacts(self.hand, self.melds, minimum=self.minimum)
            return known
        same_hand, same_melds = known.hand == self.hand, known.melds == self.melds
        if not (same_hand and same_melds):
            # What the unchanged part tells is kept: new melds on the same hand (a
            # meld laid after its cards were taken) keep the counts, and the other way.
            melds = known.meld_facts
            known = self._known = SeatFacts(
                self.hand,
                self.melds,
                melds if same_melds else melds.grown_to(self.melds),
                known.counts if same_hand else None,
                known._by_kind if same_hand else None,
                self.minimum,
            )
        return known

    def take(self, cards: tuple[int, ...]) -> None:
        """Take ``cards`` out of the hand (each must be there: a ValueError if not),
        the facts counted down with it when they were those of the hand."""
        known = self._known
        current = known is not None and known.hand == self.hand and known.melds == self.melds
        for card in cards:
            self.hand.remove(card)
        if current:
            assert known is not None
            self._known = known.without(cards, self.hand)

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
        facts = self.facts()
        return not self.dead and owes_discard(facts.card_count, facts.fours)

    def discardable_kinds(self) -> int:
        """How many kinds the hand holds once or twice (those a card may go of)."""
        return self.facts().discardable_kinds()

    def discard_choices(self) -> list[int]:
        facts = self.facts()
        if facts.choices is None:  # ``discard_rule.discard_choices``, from the counts kept
            counts = facts.counts
            if KAN_SIZE in counts or 4 in counts:
                facts.choices = sorted(c for c in facts.hand if counts[_KINDS[c]] < KAN_SIZE)
            else:  # no kan to keep (most hands): every card may go
                facts.choices = sorted(facts.hand)
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
        return self.facts().standing_win()

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": sorted(self.hand),
            "melds": [m.to_json() for m in self.melds],
            "public": list(self.public),
            "dead": self.dead,
        }
