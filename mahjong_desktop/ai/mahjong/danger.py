"""Defence for the mahjong bots: how likely each opponent is ready, and on which tiles.

Only what the table shows is used: discards (a tile a player threw away is one
they are unlikely to wait on; so are its suji), exposed melds (many melds, or
melds in one suit, mean a near and a big hand), declared missing suits
(Sichuan: a player can never win on their missing suit), the tiles still
unseen (an honour with every copy in view is safe) and how far the wall is gone.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.ai.view import SeatView, View
from mahjong_desktop.variants.mahjong.tiles import is_honour, number_of, suit_of

WAIT_SHARE = 0.07  # chance a typical tile is among a ready player's waits
CONCEALED_MELDS = ("ckong",)


@dataclass(frozen=True)
class Threat:
    seat: int
    ready: float  # probability the seat is ready now
    cost: float  # points lost if we feed its win
    flush_suit: str  # the suit its exposed melds point at ("" if none)


def exposed_melds(seat: SeatView) -> list[tuple[int, ...]]:
    return [m.kinds for m in seat.melds if m.kind not in CONCEALED_MELDS and m.kinds]


def flush_signal(seat: SeatView) -> str:
    """The one suit of two or more exposed melds (honours aside), or ""."""
    melds = exposed_melds(seat)
    suits = {suit_of(k) for kinds in melds for k in kinds} - {"z"}
    return next(iter(suits)) if len(melds) >= 2 and len(suits) == 1 else ""


def threat_of(view: View, seat: int, base_cost: float) -> Threat:
    data = view.seats[seat]
    if data.won:
        return Threat(seat, 0.0, 0.0, "")
    melds = len(exposed_melds(data))
    turns = len(data.discards)
    ready = 0.025 * turns + 0.13 * melds + (0.25 if melds >= 3 else 0.0)
    if view.tiles_left < 20:
        ready += 0.1
    flush = flush_signal(data)
    cost = base_cost * (3.0 if flush else 1.0) * (1.0 + 0.25 * melds)
    return Threat(seat, min(ready, 0.9), cost, flush)


def wait_share(view: View, threat: Threat, kind: int) -> float:
    """Chance ``kind`` wins for the seat of ``threat``, if it is ready."""
    data = view.seats[threat.seat]
    if data.missing and suit_of(kind) == data.missing:
        return 0.0
    if is_honour(kind):
        factor = (0.0, 0.3, 0.8, 1.0, 1.0)[min(view.unseen[kind], 4)]
    else:
        number = number_of(kind)
        factor = 0.8 if number in (1, 9) else 1.0 if number in (2, 8) else 1.2
        if _suji(kind, data.discards):
            factor *= 0.45
    if kind in data.discards:
        factor *= 0.15
    if threat.flush_suit:
        suit = suit_of(kind)
        factor *= 2.5 if suit == threat.flush_suit else 1.2 if suit == "z" else 0.15
    return WAIT_SHARE * factor


def _suji(kind: int, discards: tuple[int, ...]) -> bool:
    """Whether the discards hold the tile three away on each open side (one side at 1-3, 7-9)."""
    number, base = number_of(kind), kind - number_of(kind) + 1
    sides = [base + n - 1 for n in (number - 3, number + 3) if 1 <= n <= 9]
    return all(side in discards for side in sides) and bool(sides)


def threats(view: View, base_cost: float) -> list[Threat]:
    return [threat_of(view, s, base_cost) for s in view.opponents()]


def danger(view: View, found: list[Threat], kind: int) -> float:
    """Expected points lost by discarding ``kind`` now."""
    return sum(t.ready * wait_share(view, t, kind) * t.cost for t in found)


def most_threatening(found: list[Threat]) -> Threat | None:
    live = [t for t in found if t.ready > 0]
    return max(live, key=lambda t: t.ready * t.cost, default=None)
