"""What the two mahjong games share on top of the engine's table: tile kinds and
the translation of a seat's tiles into a ``WinSituation`` for scoring."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.engine.table import TableGame
from mahjong_desktop.variants.mahjong import tiles as mahjong_tiles
from mahjong_desktop.variants.mahjong.win_situation import MeldShape, ScoredHand, WinSituation

_KINDS = tuple(mahjong_tiles.kind_of(t) for t in range(144))
_FACES = tuple(mahjong_tiles.kind_name(k) for k in _KINDS)


def _chow_partners(kind: int) -> tuple[tuple[int, int], ...]:
    """The other two kinds of each run of three in one suit holding ``kind``, lowest
    run first (none for an honour or a bonus tile)."""
    if kind >= mahjong_tiles.NUM_KINDS or not mahjong_tiles.is_suited(kind):
        return ()
    first = kind - kind % 9  # the suit's 1
    partners = []
    for low in (kind - 2, kind - 1, kind):
        if first <= low and low + 2 <= first + 8:
            one, two = (k for k in (low, low + 1, low + 2) if k != kind)
            partners.append((one, two))
    return tuple(partners)


_CHOW_PARTNERS = tuple(_chow_partners(kind) for kind in range(max(_KINDS) + 1))


class MahjongDeal(TableGame):
    moment_names: ClassVar[dict[str, str]] = {}  # engine Moment -> the game's event code
    score_unit: ClassVar[str]  # "faan" or "fan"

    def chow_options(self, seat: int, tile: int) -> list[Action]:
        """Chows of a suit tile: three in a row of one suit, the two others from hand
        (the lowest physical copy of each kind, so each way appears once)."""
        kind = _KINDS[tile]
        if not self.allows_chow:
            return []
        index = self.hand_index(seat)
        counts = index.counts
        return [
            Action(seat, Act.CHOW, (index.by_kind[one][0], index.by_kind[two][0]))
            for one, two in _CHOW_PARTNERS[kind]
            if counts[one] and counts[two]
        ]

    def could_chow(self, kind: int, counts: Sequence[int]) -> bool:
        return self.allows_chow and any(
            counts[one] and counts[two] for one, two in _CHOW_PARTNERS[kind]
        )

    face_table: ClassVar[Sequence[str]] = _FACES

    def face_of(self, tile: int) -> str:
        return _FACES[tile]

    def scoring_view(self, score: Any) -> dict[str, Any]:
        hand: ScoredHand = score
        return {
            "patterns": [
                {
                    "code": p.code,
                    "value": p.value,
                    "label": Message(f"pattern.{p.code}").to_json(),
                }
                for p in hand.patterns
            ],
            "total": hand.total,
            "unit": self.score_unit,
            "points": hand.points,
        }

    def kind_of(self, tile: int) -> int:
        return _KINDS[tile]

    def kinds(self, tiles: Iterable[int]) -> list[int]:
        return [_KINDS[t] for t in tiles]

    def meld_shapes(self, seat: int) -> tuple[MeldShape, ...]:
        return tuple(MeldShape(m.kind, tuple(self.kinds(m.tiles))) for m in self.seats[seat].melds)

    def kind_table(self) -> Sequence[int]:
        return _KINDS

    def concealed_counts(self, seat: int, extra: int | None = None) -> list[int]:
        """Counts per kind of ``seat``'s concealed tiles (plus ``extra``), a new list."""
        counts = list(self.hand_counts(seat))
        if extra is not None:
            counts[_KINDS[extra]] += 1
        return counts

    def hand_counts(self, seat: int) -> tuple[int, ...]:
        """Counts per kind of ``seat``'s concealed tiles (remembered with the hand)."""
        index = self.hand_index(seat)
        if index.shape_counts is None:  # bonus tiles aside (they never stay in a hand)
            index.shape_counts = tuple(index.counts[: mahjong_tiles.NUM_KINDS])
        return index.shape_counts

    def has_winning_shape(self, counts: Sequence[int], melds: int) -> bool:
        """Whether concealed ``counts`` beside ``melds`` sets are a winning shape."""
        raise NotImplementedError

    def shape_waits(self, counts: Sequence[int], melds: int) -> set[int]:
        """The kinds one more tile of which gives ``counts`` a winning shape: exactly
        those for which ``has_winning_shape`` would say yes."""
        raise NotImplementedError

    def completes(self, seat: int, tile: int) -> bool:
        # Looked up in the hand's waits, worked out once per hand: every discard asks.
        index = self.hand_index(seat)
        if index.waits is None:
            melds = len(self.seats[seat].melds)
            index.waits = frozenset(self.shape_waits(self.hand_counts(seat), melds))
            index.waits_melds = melds
        return _KINDS[tile] in index.waits

    def holds_winning_shape(self, seat: int) -> bool:
        index = self.hand_index(seat)
        if index.complete is None:
            melds = len(self.seats[seat].melds)
            before, tiles = index.before, index.tiles
            if (
                before is not None
                and before.waits is not None
                and before.waits_melds == melds
                and tiles[:-1] == before.tiles
            ):
                # A tile drawn into a hand whose waits are known (the other seats'
                # discards asked them): the waits are exact (``shape_waits``).
                index.complete = _KINDS[tiles[-1]] in before.waits
            else:
                index.complete = self.has_winning_shape(self.hand_counts(seat), melds)
        return index.complete

    def situation(
        self, seat: int, tile: int, self_drawn: bool, moments: frozenset[str], **extra: object
    ) -> WinSituation:
        hand = list(self.seats[seat].hand)
        if not self_drawn:
            hand.append(tile)
        events = frozenset(self.moment_names.get(m, m) for m in moments) - {""}
        return WinSituation(
            concealed=tuple(self.kinds(hand)),
            melds=self.meld_shapes(seat),
            win_tile=mahjong_tiles.kind_of(tile),
            self_drawn=self_drawn,
            seat_wind=seat,
            bonus=tuple(self.kinds(self.seats[seat].bonus)),
            events=events,
            **extra,  # type: ignore[arg-type]
        )
