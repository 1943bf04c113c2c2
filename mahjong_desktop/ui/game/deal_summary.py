"""The end of a deal as the score sheet shows it, gathered from protocol events.

Plain data (no Qt): the wins with their scoring breakdowns, every payment with
its cause, the deal's deltas and the match totals after it, and every seat's
hand as it lay at the end (concealed tiles, melds, flowers) for the sheet to
draw, and the house rules the deal was played by. The controller collects the
events a seat saw during the deal and the match it belongs to.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.protocol import EventData

Message = Mapping[str, Any]  # {"code": str, "args": {...}}
CONCEALED_KONG = "ckong"  # its two end tiles lie face down


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
class MeldLine:
    kind: str  # the meld's kind as the engine names it: "pung", "ckong", "chi", "wei", ...
    tiles: tuple[int, ...]


@dataclass(frozen=True)
class ShownGroup:
    """One group of a hand as the sheet draws it: the concealed tiles, a meld, the
    flowers, or the winning tile set apart."""

    kind: str  # "hand", "flowers", "win", or a meld's kind
    tiles: tuple[int, ...]
    face_down: tuple[int, ...] = ()  # positions drawn face down (a concealed kong's ends)
    marked: int | None = None  # the winning tile, when it lies in this group


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
    faces: dict[str, str] = field(default_factory=dict)  # the faces of every tile shown
    melds: dict[int, tuple[MeldLine, ...]] = field(default_factory=dict)  # seat -> melds
    flowers: dict[int, tuple[int, ...]] = field(default_factory=dict)  # seat -> bonus tiles
    options: dict[str, Any] = field(default_factory=dict)  # the house rules not the sheet's

    def winners(self) -> tuple[int, ...]:
        """The seats that won, in the order they won (a seat once)."""
        return tuple(dict.fromkeys(w.seat for w in self.wins))

    def shown_hand(self, seat: int, win: WinLine | None = None) -> tuple[ShownGroup, ...]:
        """``seat``'s hand as the sheet draws it: concealed tiles, each meld, the
        flowers; for a ``win`` its hand at the win with the winning tile marked (set
        apart, or in the meld it completed). A claimed winning tile joins only the
        first winner's hand, so a later winner on the same discard is shown it too."""
        melds = self.melds.get(seat, ())
        groups: list[ShownGroup] = []
        tile = win.tile if win is not None else None
        in_meld = tile is not None and any(tile in m.tiles for m in melds)
        concealed = list(win.hand) if win is not None else list(self.hands.get(seat, []))
        rest = sorted(t for t in concealed if t != tile or in_meld)
        if rest:
            groups.append(ShownGroup("hand", tuple(rest)))
        if tile is not None and not in_meld:
            groups.append(ShownGroup("win", (tile,), marked=tile))
        for meld in melds:
            down = (0, len(meld.tiles) - 1) if meld.kind == CONCEALED_KONG else ()
            marked = tile if tile is not None and tile in meld.tiles else None
            groups.append(ShownGroup(meld.kind, meld.tiles, down, marked))
        flowers = self.flowers.get(seat, ())
        if flowers:
            groups.append(ShownGroup("flowers", tuple(flowers)))
        return tuple(groups)


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
    melds: Mapping[int, Sequence[MeldLine]] | None = None,
    flowers: Mapping[int, Sequence[int]] | None = None,
    options: Mapping[str, Any] | None = None,
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
        melds={s: tuple(m) for s, m in (melds or {}).items()},
        flowers={s: tuple(f) for s, f in (flowers or {}).items()},
        options=dict(options or {}),
    )


def final_hands(deal: Deal) -> dict[int, list[int]]:
    """Every seat's concealed tiles at the end, for showing them face up."""
    seats = deal.state().get("seats", [])
    return {s: sorted(seat.get("hand", [])) for s, seat in enumerate(seats)}


def final_melds(deal: Deal) -> dict[int, tuple[MeldLine, ...]]:
    """Every seat's melds at the end, every tile's id known (the deal's own state)."""
    seats = deal.state().get("seats", [])
    return {
        s: tuple(MeldLine(str(m["kind"]), tuple(int(t) for t in m["tiles"])) for m in seat["melds"])
        for s, seat in enumerate(seats)
    }


def final_flowers(deal: Deal) -> dict[int, tuple[int, ...]]:
    """Every seat's flowers and seasons (Hong Kong's bonus tiles; none elsewhere)."""
    seats = deal.state().get("seats", [])
    return {s: tuple(int(t) for t in seat.get("bonus", [])) for s, seat in enumerate(seats)}


def summarise_deal(
    deal: Deal,
    events: Sequence[EventData],
    seat_players: Sequence[int],
    totals: Sequence[int],
    deal_index: int,
) -> DealSummary:
    """The score sheet of a finished ``deal``: ``summarise`` with every hand face up
    (melds and flowers too) and the faces of all it shows."""
    hands = final_hands(deal)
    melds = final_melds(deal)
    flowers = final_flowers(deal)
    shown = [t for tiles in hands.values() for t in tiles]
    shown += [t for ms in melds.values() for m in ms for t in m.tiles]
    shown += [t for tiles in flowers.values() for t in tiles]
    for event in events:
        if event["type"] == "win":
            shown += event.get("hand", [])
            tile = event.get("tile")
            if tile is not None:
                shown.append(tile)
    faces = {str(t): deal.face_of(t) for t in shown if t >= 0}
    return summarise(
        deal.variant,
        deal_index,
        events,
        seat_players,
        totals,
        hands,
        faces,
        melds,
        flowers,
        deal.options,  # only those that differ from the sheet
    )
