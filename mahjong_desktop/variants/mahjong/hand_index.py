"""What the rules keep asking of one concealed hand, kept up to date with the hand.

Every discard asks each other seat for its pairs, runs and winning shape, and
a hand changes by a tile or two at a time: so a seat's counts per kind are
kept beside a copy of the hand they count, and brought up to date from the
tiles that came and went whenever the hand is found to differ (however it
changed: a draw, a claim, a determinization). What is worked out from the
counts (tiles by kind, waits, the shape) is worked out again only then.
"""

from __future__ import annotations

from collections.abc import Sequence


class HandIndex:
    """One hand's counts per kind and the answers worked out from them."""

    __slots__ = (
        "_by_kind",
        "_kinds",
        "before",
        "complete",
        "counts",
        "shape_counts",
        "tiles",
        "waits",
        "waits_melds",
    )

    def __init__(self, tiles: list[int], counts: list[int], kinds: Sequence[int]) -> None:
        self.tiles = tiles  # the hand these answers hold for (a copy)
        self.counts = counts  # kind -> tiles of it held (do not change it)
        self._kinds = kinds
        self._by_kind: dict[int, list[int]] | None = None
        # Filled in by the games that use them, for this hand only:
        self.shape_counts: tuple[int, ...] | None = None  # counts of the suit and honour kinds
        self.waits: frozenset[int] | None = None  # kinds a claimed tile of which completes it
        self.waits_melds: int | None = None  # the melds beside the hand ``waits`` hold for
        # The index this one was counted from (one step back only: each drops its own),
        # so a drawn tile can be judged from the waits of the hand it joined.
        self.before: HandIndex | None = None
        self.complete: bool | None = None  # whether the hand as held has a winning shape

    @classmethod
    def of(cls, hand: list[int], kinds: Sequence[int], size: int) -> HandIndex:
        counts = [0] * size
        for tile in hand:
            counts[kinds[tile]] += 1
        return cls(list(hand), counts, kinds)

    def changed_to(self, hand: list[int]) -> HandIndex:
        """The index of ``hand``, counted from this one and the tiles that differ."""
        tiles = self.tiles
        # The two changes every turn makes, found without sets: a tile drawn (added
        # at the end) and a tile discarded (taken out where it was).
        if len(hand) == len(tiles) + 1 and hand[:-1] == tiles:
            return self._counted(hand, hand[-1], 1)
        if len(hand) == len(tiles) - 1:
            gone = sum(tiles) - sum(hand)  # the one tile taken out, if only one was
            if gone in tiles:
                rest = list(tiles)
                rest.remove(gone)
                if rest == hand:
                    return self._counted(hand, gone, -1)
        before, after = set(tiles), set(hand)
        if len(after) != len(hand):  # a tile twice: not a real hand, count it all
            return HandIndex.of(hand, self._kinds, len(self.counts))
        counts = list(self.counts)
        kinds = self._kinds
        for tile in before - after:
            counts[kinds[tile]] -= 1
        for tile in after - before:
            counts[kinds[tile]] += 1
        index = HandIndex(list(hand), counts, kinds)
        index.before, self.before = self, None
        return index

    def _counted(self, hand: list[int], tile: int, step: int) -> HandIndex:
        """The index of ``hand``: this one's with ``tile`` added (1) or taken out (-1)."""
        counts = list(self.counts)
        counts[self._kinds[tile]] += step
        index = HandIndex(list(hand), counts, self._kinds)
        index.before, self.before = self, None
        return index

    @property
    def by_kind(self) -> dict[int, list[int]]:
        """Kind -> the hand's tiles of it, lowest id first (do not change it)."""
        if self._by_kind is None:
            kinds = self._kinds
            grouped: dict[int, list[int]] = {}
            for tile in sorted(self.tiles):
                grouped.setdefault(kinds[tile], []).append(tile)
            self._by_kind = grouped
        return self._by_kind


class HandIndexes:
    """One ``HandIndex`` per seat, each brought up to date when its hand changed."""

    def __init__(self, kinds: Sequence[int], size: int) -> None:
        self._kinds = kinds  # tile id -> kind
        self._size = size  # number of kinds
        self._kept: dict[int, HandIndex] = {}

    def of(self, seat: int, hand: list[int]) -> HandIndex:
        index = self._kept.get(seat)
        if index is None:
            index = self._kept[seat] = HandIndex.of(hand, self._kinds, self._size)
        elif index.tiles != hand:
            index = self._kept[seat] = index.changed_to(hand)
        return index

    def copy(self) -> HandIndexes:
        """For a clone: each index is checked against the clone's own hand when asked."""
        twin = HandIndexes(self._kinds, self._size)
        twin._kept = dict(self._kept)
        return twin
