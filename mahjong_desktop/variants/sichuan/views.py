"""What a Sichuan seat sees: as in every mahjong game, and with the three-tile
exchange in force, its part of the exchange (``exchange.view``)."""

from __future__ import annotations

from typing import Any

from mahjong_desktop.engine.observer import Viewer
from mahjong_desktop.variants.mahjong.views import MahjongObserver, ObservedMahjongDeal
from mahjong_desktop.variants.sichuan import exchange


class SichuanObserver(MahjongObserver):
    def own(self, deal: ObservedMahjongDeal, seat: int, viewer: Viewer) -> dict[str, Any]:
        seen = super().own(deal, seat, viewer)
        # Only a Sichuan deal has one; the mahjong views' protocol does not name it.
        state: exchange.Exchange | None = getattr(deal, "exchange", None)
        if state is not None:
            part = exchange.view(state, seat, deal.seat_count)
            viewer.extend(list(part["passed"]))
            viewer.extend(list(part["received"]))
            seen["exchange"] = part
        return seen
