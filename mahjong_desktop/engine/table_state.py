"""The state of a mahjong table and what each seat may see of it.

``TableState`` holds the seats, the wall, the turn and the wins of a deal and
builds the views the protocol defines (``engine/protocol.py``): the full state
for replay checks, each seat's observation, and the hidden tiles a
determinization may redistribute. The rules that change this state live in
``engine.table.TableGame``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar

from mahjong_desktop.engine.deal import Deal, Viewer
from mahjong_desktop.engine.melds import Meld
from mahjong_desktop.engine.phases import Phase
from mahjong_desktop.engine.wall import Wall, WallLayout

CHOW, PUNG, KONG, CKONG = "chow", "pung", "kong", "ckong"


class Moment(StrEnum):
    """Facts of the table at the moment of a win, in no game's words: each game
    maps them to its own scoring events (``moment_names`` of the mahjong games)."""

    KONG_REPLACEMENT = "kong_replacement"  # self-drawn on a kong's replacement tile
    ROBBING_KONG = "robbing_kong"  # on the tile of another seat's added kong
    LAST_TILE_DRAW = "last_tile_draw"  # self-drawn on the live wall's last tile
    LAST_DISCARD = "last_discard"  # on the discard after the live wall ran out
    DEALER_FIRST_TURN = "dealer_first_turn"  # East's dealt fourteen, before any meld


@dataclass
class Win:
    seat: int
    tile: int  # physical winning tile (a shared discard is in the first winner's hand)
    from_seat: int | None  # None for a self-drawn win
    moments: frozenset[str]
    score: Any  # the game's scored hand
    order: int = 0  # 1 for the first win of the deal...

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "tile": self.tile,
            "from": self.from_seat,
            "moments": sorted(self.moments),
            "total": self.score.total,
        }


@dataclass
class TurnState:
    """Facts about the current turn that limit what the seat may do."""

    began_with_draw: bool = True  # not a chow or pung: wins and kongs are allowed
    after_kong: bool = False  # the last tile in hand is a kong replacement
    from_wall_end: bool = False  # the last draw emptied the live wall
    drawn: int | None = None  # the tile drawn this turn


@dataclass
class SeatState:
    hand: list[int] = field(default_factory=list)
    melds: list[Meld] = field(default_factory=list)
    bonus: list[int] = field(default_factory=list)
    river: list[int] = field(default_factory=list)  # discards lying in front of the seat
    discarded: list[int] = field(default_factory=list)  # every discard in order, claimed too
    active: bool = True  # not yet won (games that play on after a win)
    choice: str = ""  # the pre-play declaration, if the game has one
    draws: list[int] = field(default_factory=list)  # tiles drawn in play, in order
    pung_draws: dict[int, int] = field(default_factory=dict)  # pung kind -> len(draws) then
    claimed: set[int] = field(default_factory=set)  # own discards later claimed

    def copy(self) -> SeatState:
        return SeatState(
            list(self.hand),
            list(self.melds),
            list(self.bonus),
            list(self.river),
            list(self.discarded),
            self.active,
            self.choice,
            list(self.draws),
            dict(self.pung_draws),
            set(self.claimed),
        )

    def drawn_since_pung(self, kind: int, tiles: Sequence[int]) -> list[int]:
        """Those of ``tiles`` drawn after the pung of ``kind`` was made (added kong rule)."""
        since = self.draws[self.pung_draws.get(kind, len(self.draws)) :]
        return [t for t in tiles if t in since]


class TableState(Deal):
    """A four-seat table's state and its views; ``TableGame`` adds the rules."""

    seat_count: ClassVar[int] = 4
    seat_names: ClassVar[tuple[str, ...]] = ("E", "S", "W", "N")
    layout: ClassVar[WallLayout]
    tile_ids: ClassVar[Sequence[int]]
    declaration_choices: ClassVar[tuple[str, ...]] = ()  # empty: no declaration phase

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seats = [SeatState() for _ in range(self.seat_count)]
        self.turn = TurnState()
        self.wins: list[Win] = []
        self.wall = Wall(list(self.tile_ids), self.layout)

    def is_bonus(self, tile: int) -> bool:
        return False

    def scoring_view(self, score: Any) -> dict[str, Any]:
        """A scored hand as the protocol's ``Scoring`` data (the score sheet)."""
        return {}

    # ---------------------------------------------------------------- seats

    def _next_active(self, seat: int) -> int:
        for step in range(1, self.seat_count + 1):
            candidate = (seat + step) % self.seat_count
            if self.seats[candidate].active:
                return candidate
        raise RuntimeError("no active seat")

    # ------------------------------------------------------------ for search

    def _hidden_slots(
        self, seat: int, keep: frozenset[int] = frozenset()
    ) -> list[tuple[list[int], int]]:
        slots = self.wall.hidden_slots()
        for index, state in enumerate(self.seats):
            # A winner's hand lies open; the hands of ``keep`` stay put.
            if index != seat and index not in keep and state.active:
                slots += [(state.hand, i) for i in range(len(state.hand))]
        return slots

    def _refusals_known(self, seat: int) -> dict[int, Callable[[int], bool]]:
        """No hand ever keeps a bonus tile: it is shown and replaced at once."""
        if not any(self.is_bonus(t) for t in self.tile_ids):
            return {}
        return {id(s.hand): self.is_bonus for i, s in enumerate(self.seats) if i != seat}

    def _after_redistribution(self, seat: int, moved: dict[int, int], rng: random.Random) -> None:
        if self.phase is Phase.DECLARE:  # a choice stays secret until all have chosen
            for index, state in enumerate(self.seats):
                if index != seat and state.choice:
                    state.choice = rng.choice(self.declaration_choices)
        if self.current != seat and self.turn.drawn is not None:
            self.turn.drawn = moved.get(self.turn.drawn, self.turn.drawn)
        for index, state in enumerate(self.seats):
            if index != seat:
                state.draws = [moved.get(t, t) for t in state.draws]
        self._resample_window(seat)  # others' options and answers depend on their hands

    # ----------------------------------------------------------- inspection

    def state(self) -> dict[str, Any]:
        return {
            "phase": self.phase.value,
            "current": self.current,
            "turn": vars(self.turn).copy(),
            "seats": [
                {
                    "hand": sorted(s.hand),
                    "melds": [m.to_json() for m in s.melds],
                    "bonus": s.bonus,
                    "river": s.river,
                    "active": s.active,
                    "choice": s.choice,
                    "draws": s.draws,
                    "pung_draws": s.pung_draws,
                    "discarded": s.discarded,
                    "claimed": sorted(s.claimed),
                }
                for s in self.seats
            ],
            "wall": self.wall.state(),
            "window": self.window.state() if self.window else None,
            "wins": [w.to_json() for w in self.wins],
            **self.base_state(),
        }

    def _own(self, seat: int, viewer: Viewer) -> dict[str, Any]:
        own = self.seats[seat]
        drawn = self.turn.drawn if self.current == seat and self.phase is not Phase.ENDED else None
        hand = sorted(own.hand)
        if drawn in own.hand:
            hand.remove(drawn)
        else:
            drawn = None
        viewer.extend(hand)  # a new list: shown without a copy
        return {
            "hand": hand,
            "drawn": viewer.show(drawn),
            "declared": own.choice or None,
        }

    def _observe(self, seat: int, viewer: Viewer) -> dict[str, Any]:
        declared = self.phase is not Phase.DECLARE
        return {
            **self._own(seat, viewer),
            "seats": [
                self._seat_view(index, seat, declared, viewer) for index in range(self.seat_count)
            ],
            "wall": self.wall.view(),
            "tiles_left": self.wall.live_count,
            "wins": [self._win_view(w, viewer) for w in self.wins],
        }

    def _seat_view(
        self, index: int, viewer_seat: int, declared: bool, viewer: Viewer
    ) -> dict[str, Any]:
        state = self.seats[index]
        return {
            "seat": index,
            "wind": self.seat_names[index],
            "player": self.seating.players[index],
            "concealed": len(state.hand),
            "melds": [self._meld_view(m, index == viewer_seat, viewer) for m in state.melds],
            "flowers": viewer.show_all(state.bonus),
            "discards": [
                {"tile": viewer.show(t), "claimed": t in state.claimed} for t in state.discarded
            ],
            "missing": (state.choice or None) if declared else None,
            "won": not state.active,
        }

    def _meld_view(self, meld: Meld, own: bool, viewer: Viewer) -> dict[str, Any]:
        tiles = list(meld.tiles)
        face_down = 0
        if meld.kind == CKONG:
            face_down = 2
            if not own:
                tiles = [-1, *tiles[1:3], -1]
        return {
            "kind": meld.kind,
            "tiles": viewer.show_all(tiles),
            "claimed": viewer.show(meld.claimed),
            "from": meld.from_seat,
            "face_down": face_down,
        }

    def _win_view(self, win: Win, viewer: Viewer) -> dict[str, Any]:
        return {
            "seat": win.seat,
            "tile": viewer.show(win.tile),
            "from": win.from_seat,
            "moments": sorted(win.moments),
            "hand": viewer.show_all(sorted(self.seats[win.seat].hand)),
            "scoring": self.scoring_view(win.score),
        }
