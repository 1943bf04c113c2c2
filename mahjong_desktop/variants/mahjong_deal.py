"""What the two mahjong games share on top of the engine's table: tile kinds and
the translation of a seat's tiles into a ``WinSituation`` for scoring."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.message import Message
from mahjong_desktop.engine.table import TableGame
from mahjong_desktop.variants import mahjong_tiles
from mahjong_desktop.variants.win_situation import MeldShape, ScoredHand, WinSituation

_KINDS = tuple(mahjong_tiles.kind_of(t) for t in range(144))
_FACES = tuple(mahjong_tiles.kind_name(k) for k in _KINDS)


class MahjongDeal(TableGame):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # seat -> (its hand, the hand's counts): a pure function of the hand, so
        # clones may share it.
        self._counts: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}

    moment_names: ClassVar[dict[str, str]] = {}  # engine Moment -> the game's event code
    score_unit: ClassVar[str]  # "faan" or "fan"
    allows_chow: ClassVar[bool] = True

    def chow_options(self, seat: int, tile: int) -> list[Action]:
        """Chows of a suit tile: three in a row of one suit, the two others from hand
        (the lowest physical copy of each kind, so each way appears once)."""
        kind = mahjong_tiles.kind_of(tile)
        if not self.allows_chow or not mahjong_tiles.is_suited(kind):
            return []
        by_kind = self.hand_by_kind(seat)
        options = []
        suit = kind // 9
        for low in (kind - 2, kind - 1, kind):
            if low < 0 or low // 9 != suit or (low + 2) // 9 != suit:
                continue
            needed = [k for k in (low, low + 1, low + 2) if k != kind]
            if all(k in by_kind for k in needed):
                options.append(Action(seat, Act.CHOW, tuple(by_kind[k][0] for k in needed)))
        return options

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

    def _tiles_by_kind(self, tiles: Sequence[int]) -> dict[int, list[int]]:
        kinds = _KINDS  # the engine's version asks kind_of per tile
        by_kind: dict[int, list[int]] = {}
        for tile in sorted(tiles):
            same = by_kind.get(kinds[tile])
            if same is None:
                by_kind[kinds[tile]] = [tile]
            else:
                same.append(tile)
        return by_kind

    def concealed_counts(self, seat: int, extra: int | None = None) -> list[int]:
        """Counts per kind of ``seat``'s concealed tiles (plus ``extra``), a new list."""
        counts = list(self.hand_counts(seat))
        if extra is not None:
            counts[_KINDS[extra]] += 1
        return counts

    def hand_counts(self, seat: int) -> tuple[int, ...]:
        """Counts per kind of ``seat``'s concealed tiles. Remembered per hand: every
        discard asks each other seat whether it completes its hand."""
        hand = tuple(self.seats[seat].hand)
        cached = self._counts.get(seat)
        if cached is None or cached[0] != hand:
            counts = [0] * mahjong_tiles.NUM_KINDS
            for kind, tiles in self.hand_by_kind(seat).items():
                if kind < mahjong_tiles.NUM_KINDS:
                    counts[kind] = len(tiles)
            cached = self._counts[seat] = (hand, tuple(counts))
        return cached[1]

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
