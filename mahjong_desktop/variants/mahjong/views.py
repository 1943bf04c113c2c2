"""What a mahjong deal shows: its full state, and each seat's part of an
observation (``engine.protocol``): its own hand, every seat's melds and discards,
the wall and the wins. A concealed kong's end tiles stay face down to others."""

from __future__ import annotations

from typing import Any, Protocol

from mahjong_desktop.engine.actions import Meld
from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.observer import DealObserver, ObservedDeal, Viewer
from mahjong_desktop.engine.wall import Wall
from mahjong_desktop.variants.mahjong.seats import CKONG, SeatState, TurnState, Win


class ObservedMahjongDeal(ObservedDeal, Protocol):
    """What the views read of a mahjong deal: they serve the deal without importing it."""

    seats: list[SeatState]
    turn: TurnState
    wall: Wall
    wins: list[Win]

    @property
    def seat_names(self) -> tuple[str, ...]: ...

    def base_state(self) -> dict[str, Any]: ...

    def scoring_view(self, score: Any) -> dict[str, Any]: ...


def state(deal: ObservedMahjongDeal) -> dict[str, Any]:
    """The complete state as plain data (``Deal.state``)."""
    return {
        "phase": deal.phase.value,
        "current": deal.current,
        "turn": vars(deal.turn).copy(),
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
            for s in deal.seats
        ],
        "wall": deal.wall.state(),
        "window": deal.window.state() if deal.window else None,
        "wins": [w.to_json() for w in deal.wins],
        **deal.base_state(),
    }


class MahjongObserver(DealObserver[ObservedMahjongDeal]):
    """What each seat sees of a mahjong deal."""

    def own(self, deal: ObservedMahjongDeal, seat: int, viewer: Viewer) -> dict[str, Any]:
        """``seat``'s concealed hand, its drawn tile apart, and its declared suit."""
        mine = deal.seats[seat]
        drawn = deal.turn.drawn if deal.current == seat and deal.phase is not Phase.ENDED else None
        hand = sorted(mine.hand)
        if drawn in mine.hand:
            hand.remove(drawn)
        else:
            drawn = None
        viewer.extend(hand)  # a new list: shown without a copy
        return {
            "hand": hand,
            "drawn": viewer.show(drawn),
            "declared": mine.choice or None,
        }

    def observe(self, deal: ObservedMahjongDeal, seat: int, viewer: Viewer) -> dict[str, Any]:
        """The mahjong part of ``seat``'s observation: its hand, every seat, the wall."""
        declared = deal.phase is not Phase.DECLARE
        return {
            **self.own(deal, seat, viewer),
            "seats": [
                _seat_view(deal, index, seat, declared, viewer) for index in range(deal.seat_count)
            ],
            "wall": deal.wall.view(),
            "tiles_left": deal.wall.live_count,
            "wins": [_win_view(deal, w, viewer) for w in deal.wins],
        }


def _seat_view(
    deal: ObservedMahjongDeal, index: int, viewer_seat: int, declared: bool, viewer: Viewer
) -> dict[str, Any]:
    state = deal.seats[index]
    return {
        "seat": index,
        "wind": deal.seat_names[index],
        "player": deal.seating.players[index],
        "concealed": len(state.hand),
        "melds": [_meld_view(m, index == viewer_seat, viewer) for m in state.melds],
        "flowers": viewer.show_all(state.bonus),
        "discards": [
            {"tile": viewer.show(t), "claimed": t in state.claimed} for t in state.discarded
        ],
        "missing": (state.choice or None) if declared else None,
        "won": not state.active,
    }


def _meld_view(meld: Meld, own: bool, viewer: Viewer) -> dict[str, Any]:
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


def _win_view(deal: ObservedMahjongDeal, win: Win, viewer: Viewer) -> dict[str, Any]:
    return {
        "seat": win.seat,
        "tile": viewer.show(win.tile),
        "from": win.from_seat,
        "moments": sorted(win.moments),
        "hand": viewer.show_all(sorted(deal.seats[win.seat].hand)),
        "scoring": deal.scoring_view(win.score),
    }
