"""The end of a deal as the score sheet shows it, gathered from protocol events.

Plain data (no Qt): the wins with their scoring breakdowns, every payment with
its cause, the deal's deltas and the match totals after it. The controller
collects the events a seat saw during the deal and the match it belongs to.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.protocol import EventData

Message = Mapping[str, Any]  # {"code": str, "args": {...}}


@dataclass(frozen=True)
class Pattern:
    code: str
    value: int
    label: Message


@dataclass(frozen=True)
class WinLine:
    seat: int
    tile: int | None
    source: int | None  # the seat that gave the tile; None for self-drawn
    patterns: tuple[Pattern, ...]
    total: int
    unit: str  # "faan", "fan" or "huxi"
    points: int
    hand: tuple[int, ...] = ()  # the winner's concealed tiles, the winning one included


@dataclass(frozen=True)
class PaymentLine:
    payer: int
    receiver: int
    amount: int
    cause: Message


@dataclass(frozen=True)
class DealSummary:
    variant: str
    deal: int  # index in the match, 0 first
    reason: str  # the end reason
    seat_players: tuple[int, ...]  # match player at each seat (0 is the human)
    wins: tuple[WinLine, ...]
    payments: tuple[PaymentLine, ...]
    deltas: tuple[int, ...]  # per seat
    totals: tuple[int, ...]  # per match player, after this deal
    hands: dict[int, list[int]] = field(default_factory=dict)  # seat -> concealed tiles
    faces: dict[str, str] = field(default_factory=dict)  # the faces of those tiles


def _message(value: Any, prefix: str = "") -> Message:
    """A cause or label as a message; a bare string is a code of ``prefix``'s family
    (a payment event names its cause ``self_drawn_win`` for ``cause.self_drawn_win``)."""
    if isinstance(value, Mapping) and "code" in value:
        return value
    code = str(value)
    if prefix and not code.startswith(prefix):
        code = prefix + code
    return {"code": code, "args": {}}


def _seat(event: EventData) -> int:
    seat = event["seat"]
    if seat is None:
        raise TypeError(f"a {event['type']} event names its seat")
    return seat


def _payer(event: EventData) -> Any:
    """A payment's payer: its seat (an older event named it ``payer``)."""
    raw: Mapping[str, Any] = event
    return raw["payer"] if "payer" in raw else raw["seat"]


def _win_line(event: EventData) -> WinLine:
    scoring: Mapping[str, Any] = event.get("scoring") or {}
    source = event.get("source")  # a win's source is a seat or None
    patterns = tuple(
        Pattern(str(p.get("code", "")), int(p.get("value", 0)), _message(p.get("label", "")))
        for p in scoring.get("patterns", [])
    )
    return WinLine(
        seat=int(_seat(event)),
        tile=event.get("tile"),
        source=source if isinstance(source, int) else None,
        patterns=patterns,
        total=int(scoring.get("total", 0)),
        unit=str(scoring.get("unit", "")),
        points=int(scoring.get("points", 0)),
        hand=tuple(int(t) for t in event.get("hand", [])),
    )


def summarise(
    variant: str,
    deal: int,
    events: Iterable[EventData],
    seat_players: Sequence[int],
    totals: Sequence[int],
    hands: Mapping[int, list[int]] | None = None,
    faces: Mapping[str, str] | None = None,
) -> DealSummary:
    """The summary of a finished deal from the events its observer saw, in order."""
    wins: list[WinLine] = []
    payments: list[PaymentLine] = []
    reason = ""
    deltas: list[int] = [0] * len(seat_players)
    for event in events:
        kind = event.get("type")
        if kind == "win":
            wins.append(_win_line(event))
        elif kind == "payment":
            payments.append(
                PaymentLine(
                    int(_payer(event)),
                    int(event["receiver"]),
                    int(event["amount"]),
                    _message(event.get("cause", ""), "cause."),
                )
            )
        elif kind == "deal_end":
            reason = str(event.get("reason", ""))
            deltas = [int(d) for d in event.get("deltas", deltas)]
    return DealSummary(
        variant=variant,
        deal=deal,
        reason=reason,
        seat_players=tuple(seat_players),
        wins=tuple(wins),
        payments=tuple(payments),
        deltas=tuple(deltas),
        totals=tuple(totals),
        hands=dict(hands or {}),
        faces=dict(faces or {}),
    )


def final_hands(deal: Deal) -> dict[int, list[int]]:
    """Every seat's concealed tiles at the end, for showing them face up."""
    seats = deal.state().get("seats", [])
    return {s: sorted(seat.get("hand", [])) for s, seat in enumerate(seats)}


def summarise_deal(
    deal: Deal,
    events: Sequence[EventData],
    seat_players: Sequence[int],
    totals: Sequence[int],
    deal_index: int,
) -> DealSummary:
    """The score sheet of a finished ``deal``: ``summarise`` with every hand face up
    and the faces of all it shows."""
    hands = final_hands(deal)
    shown = [t for tiles in hands.values() for t in tiles]
    shown += [t for e in events if e["type"] == "win" for t in e.get("hand", [])]
    faces = {str(t): deal.face_of(t) for t in shown if t >= 0}
    return summarise(deal.variant, deal_index, events, seat_players, totals, hands, faces)
