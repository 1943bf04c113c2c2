"""One Paohuzi seat during a deal: concealed hand, melds, face-up cards, dead flag.

Cards reach a hand only in the deal; afterwards public cards go into melds or
stay face up in front of the seat that played them, so the hand only shrinks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mahjong_desktop.engine.melds import Meld
from mahjong_desktop.variants.paohuzi.cards import kind_of
from mahjong_desktop.variants.paohuzi.discard_rule import discard_choices, owes_discard
from mahjong_desktop.variants.paohuzi.groups import FOUR_CARD_KINDS, Group, GroupKind
from mahjong_desktop.variants.paohuzi.scoring import Source, WinResult, best_win


@dataclass
class PaohuziSeat:
    hand: list[int] = field(default_factory=list)
    melds: list[Meld] = field(default_factory=list)
    public: list[int] = field(default_factory=list)  # untaken discards and reveals
    dead: bool = False  # may only reveal and make ti or pao, never win
    _groups: tuple[tuple[Meld, ...], list[Group]] | None = field(
        default=None, compare=False, repr=False
    )
    # The hand by kind, and the wins found on public cards (by kind and whether
    # own), for the hand and melds they were worked out from: every discard and
    # reveal asks each seat, and a hand changes far less often.
    _by_kind: tuple[tuple[int, ...], dict[int, list[int]]] | None = field(
        default=None, compare=False, repr=False
    )
    _wins: tuple[tuple[Any, ...], dict[tuple[int, bool], WinResult | None]] | None = field(
        default=None, compare=False, repr=False
    )

    def copy(self) -> PaohuziSeat:
        return PaohuziSeat(list(self.hand), list(self.melds), list(self.public), self.dead)

    def card_count(self) -> int:
        return len(self.hand) + sum(len(m.tiles) for m in self.melds)

    def fours(self) -> int:
        return sum(m.kind in FOUR_CARD_KINDS for m in self.melds)

    def same(self, kind: int) -> list[int]:
        """The hand's physical cards of ``kind``, lowest id first."""
        return list(self.by_kind().get(kind, ()))

    def by_kind(self) -> dict[int, list[int]]:
        """The hand's cards by kind, lowest id first (remembered; do not change it)."""
        hand = tuple(self.hand)
        if self._by_kind is None or self._by_kind[0] != hand:
            grouped: dict[int, list[int]] = {}
            for card in sorted(hand):
                grouped.setdefault(kind_of(card), []).append(card)
            self._by_kind = (hand, grouped)
        return self._by_kind[1]

    def meld_index(self, kind_name: GroupKind, kind: int) -> int | None:
        """Where an identical meld of ``kind_name`` made of ``kind`` lies, if any."""
        for index, meld in enumerate(self.melds):
            if meld.kind == kind_name and kind_of(meld.tiles[0]) == kind:
                return index
        return None

    def groups(self) -> list[Group]:
        """The melds as scoring groups (remembered: every reveal asks each seat)."""
        key = tuple(self.melds)
        if self._groups is None or self._groups[0] != key:
            made = [Group(GroupKind(m.kind), tuple(kind_of(c) for c in m.tiles)) for m in key]
            self._groups = (key, made)
        return list(self._groups[1])

    def hand_kinds(self) -> list[int]:
        return [kind_of(c) for c in self.hand]

    def owes_discard(self) -> bool:
        return not self.dead and owes_discard(self.card_count(), self.fours())

    def discard_choices(self) -> list[int]:
        return discard_choices(self.hand)

    def win_on(self, card: int, own: bool) -> WinResult | None:
        """The best win taking public ``card`` (revealed by this seat if ``own``)."""
        key = (tuple(self.hand), tuple(self.melds))
        if self._wins is None or self._wins[0] != key:
            self._wins = (key, {})
        found = self._wins[1]
        kind = kind_of(card)
        if (kind, own) not in found:
            source = Source.OWN if own else Source.OTHER
            found[kind, own] = best_win(self.groups(), self.hand_kinds(), kind, source)
        return found[kind, own]

    def standing_win(self) -> WinResult | None:
        """The best win of the cards as they stand (after a mandatory wei or ti)."""
        return best_win(self.groups(), self.hand_kinds())

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": sorted(self.hand),
            "melds": [m.to_json() for m in self.melds],
            "public": list(self.public),
            "dead": self.dead,
        }
