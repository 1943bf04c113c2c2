"""What each Paohuzi seat sees: its hand, every seat's laid groups (a wei face down
to all but its owner) with their huxi, the cards left face up, the stock's size,
the refused kinds it is stinking on, and the card in flight."""

from __future__ import annotations

from typing import Any, Protocol

from mahjong_desktop.engine.actions import Meld
from mahjong_desktop.engine.observer import DealObserver, ObservedDeal, Viewer
from mahjong_desktop.engine.wall import StockPile
from mahjong_desktop.variants.paohuzi.cards import kind_of
from mahjong_desktop.variants.paohuzi.claims import Offer
from mahjong_desktop.variants.paohuzi.groups import Group, GroupKind
from mahjong_desktop.variants.paohuzi.refusals import RefusalMemory
from mahjong_desktop.variants.paohuzi.seat import PaohuziSeat
from mahjong_desktop.variants.paohuzi.wins import PaohuziWin


class ObservedPaohuziDeal(ObservedDeal, Protocol):
    """What ``PaohuziObserver`` reads of a Paohuzi deal: it serves the deal without
    importing it."""

    stock: StockPile
    seats: list[PaohuziSeat]
    wins: list[PaohuziWin]
    shown: int | None
    refusals: RefusalMemory

    def in_flight(self) -> int | None: ...

    def scoring_view(self, win: PaohuziWin) -> dict[str, Any]: ...


class PaohuziObserver(DealObserver[ObservedPaohuziDeal]):
    def visible_window(self, deal: ObservedPaohuziDeal, seat: int) -> bool:
        # The revealer's win after a mandatory meld is asked in private.
        window = deal.window
        return window is None or window.reason != Offer.MANDATORY or seat == window.source

    def own(self, deal: ObservedPaohuziDeal, seat: int, viewer: Viewer) -> dict[str, Any]:
        hand = sorted(deal.seats[seat].hand)
        viewer.extend(hand)  # a new list: shown without a copy
        return {"hand": hand, "drawn": None}

    def observe(self, deal: ObservedPaohuziDeal, seat: int, viewer: Viewer) -> dict[str, Any]:
        flying = deal.in_flight()
        shown = deal.shown if deal.shown in deal.seats[deal.dealer].hand else None
        return {
            **self.own(deal, seat, viewer),
            "shown": viewer.show(shown),
            "seats": [
                self._seat_view(deal, index, seat, viewer) for index in range(deal.seat_count)
            ],
            "stock": len(deal.stock),
            "tiles_left": len(deal.stock),
            "stinking": deal.refusals.kinds(seat),
            "wins": [self._win_view(deal, w, viewer) for w in deal.wins],
            "in_flight": viewer.show(flying),
        }

    def _seat_view(
        self, deal: ObservedPaohuziDeal, index: int, viewer_seat: int, viewer: Viewer
    ) -> dict[str, Any]:
        state = deal.seats[index]
        melds = [m for m in state.melds if m.kind != GroupKind.KAN]
        own = index == viewer_seat
        shown = [m for m in melds if own or m.kind != GroupKind.WEI]
        return {
            "seat": index,
            "wind": None,
            "player": deal.seating.players[index],
            "concealed": len(state.hand),
            "melds": [self._meld_view(m, own, viewer) for m in melds],
            "face_up": viewer.show_all(state.public),
            "huxi": sum(self._huxi(m) for m in shown),
            "won": any(w.seat == index for w in deal.wins),
            "dead": state.dead,
        }

    def _huxi(self, meld: Meld) -> int:
        return Group(GroupKind(meld.kind), tuple(kind_of(c) for c in meld.tiles)).huxi

    def _meld_view(self, meld: Meld, own: bool, viewer: Viewer) -> dict[str, Any]:
        hidden = meld.kind == GroupKind.WEI and not own
        return {
            "kind": meld.kind,
            "tiles": [-1] * len(meld.tiles) if hidden else viewer.show_all(meld.tiles),
            "claimed": None if hidden else viewer.show(meld.claimed),
            "from": meld.from_seat,
            "face_down": len(meld.tiles) if meld.kind == GroupKind.WEI else 0,
        }

    def _win_view(
        self, deal: ObservedPaohuziDeal, win: PaohuziWin, viewer: Viewer
    ) -> dict[str, Any]:
        return {
            "seat": win.seat,
            "tile": viewer.show(win.card),
            "from": win.from_seat,
            "hand": viewer.show_all(sorted(deal.seats[win.seat].hand)),
            "scoring": deal.scoring_view(win),
        }
