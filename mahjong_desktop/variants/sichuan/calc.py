"""The ``calc`` command for Sichuan: score a winning hand, or analyse a waiting one.

Input is read by the shared ``calc_parsing`` (notation, melds, copies, count);
this module adds what is Sichuan's own: the required missing suit, the 108-tile
set (no honours, no bonus tiles, no seats), pung/kong melds only, and its events.
"""

from __future__ import annotations

from typing import Any

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.variants.calc_parsing import parse_events, parse_hand
from mahjong_desktop.variants.calc_request import CalcRequest
from mahjong_desktop.variants.mahjong_tiles import counts_of, is_suited, kind_name
from mahjong_desktop.variants.shanten import shanten, waits
from mahjong_desktop.variants.sichuan.scoring import (
    EVENTS,
    MELD_KINDS,
    SUITED_SUITS,
    score_hand,
)
from mahjong_desktop.variants.win_situation import WinSituation

VARIANT = "sichuan"
DEFAULT_SEAT = "E"


def calc(request: CalcRequest) -> dict[str, Any]:
    """The JSON object ``calc --variant sichuan`` prints; raises NotationError if malformed."""
    missing = _parse_missing(request.missing)
    if request.bonus is not None:
        raise NotationError("Sichuan has no flowers or seasons (--bonus does not apply)")
    if request.seat.strip().upper() != DEFAULT_SEAT:
        raise NotationError("Sichuan scoring does not depend on the seat (--seat does not apply)")
    parsed = parse_hand(
        request.hand, request.melds, request.win_tile, allowed_melds=MELD_KINDS, allow_bonus=False
    )
    tiles = [*parsed.concealed, *(k for m in parsed.melds for k in m.kinds)]
    honours = sorted({k for k in tiles if not is_suited(k)})
    if honours:
        names = " ".join(kind_name(k) for k in honours)
        raise NotationError(f"Sichuan uses only the 108 suit tiles, not {names}")
    events = parse_events(request.events, EVENTS)
    if parsed.win_tile is None:
        if request.self_drawn or events:
            raise NotationError("--self-drawn and --event describe a win: give --win-tile too")
        return _analyse(parsed.concealed, len(parsed.melds), tiles, missing)
    # As in Hong Kong: a kong replacement is a drawn tile, a robbed kong is not.
    self_drawn = request.self_drawn or "kong_replacement" in events
    if self_drawn and "robbing_kong" in events:
        raise NotationError("robbing_kong is a win on another player's tile, not drawn")
    scored = score_hand(
        WinSituation(
            concealed=parsed.concealed,
            melds=parsed.melds,
            win_tile=parsed.win_tile,
            self_drawn=self_drawn,
            events=events,
            missing_suit=missing,
        )
    )
    result: dict[str, Any] = {
        "variant": VARIANT,
        "win": scored.win,
        "valid": scored.valid,
        "total": scored.total,
        "patterns": [{"code": p.code, "value": p.value} for p in scored.patterns],
        "points": scored.points,
    }
    if not scored.valid:
        result["reason"] = scored.reason
    return result


def _parse_missing(text: str | None) -> str:
    if text is None:
        raise NotationError("Sichuan needs --missing m, p or s (the declared missing suit)")
    suit = text.strip().lower()
    if len(suit) != 1 or suit not in SUITED_SUITS:
        raise NotationError(f"unknown missing suit {text!r} (expected m, p or s)")
    return suit


def _analyse(
    concealed: tuple[int, ...], meld_count: int, tiles: list[int], missing: str
) -> dict[str, Any]:
    """Shanten and waits of a 13-tile hand that may only win without its missing suit."""
    counts = counts_of(concealed)
    flags: dict[str, Any] = {
        "seven_pairs": True,
        "thirteen_orphans": False,
        "quads_as_two_pairs": True,
        "allowed_suits": SUITED_SUITS.replace(missing, ""),
    }
    distance = shanten(counts, meld_count, **flags)
    found: list[int] = []
    if distance == 0:
        found = waits(counts, meld_count, own_counts=counts_of(tiles), **flags)
        # ``shanten`` sees only the concealed tiles: a shape whose every wait is
        # a kind already held four times counting the melds is not ready; one
        # exchange of the blocked tile gives it a fresh wait.
        if not found:
            distance = 1
    return {
        "variant": VARIANT,
        "shanten": distance,
        "waits": [kind_name(k) for k in sorted(found)],
    }


def format_report(result: dict[str, Any]) -> str:
    """The readable form of a ``calc`` result (the default output without --json)."""
    if "shanten" in result:
        if result["shanten"] == 0:
            return f"Ready (shanten 0), waiting on {' '.join(result['waits'])}"
        return f"Shanten {result['shanten']}: {result['shanten']} tile(s) from ready"
    if not result["win"]:
        return f"No win: {result['reason']}"
    lines = [f"  {p['code']:<22}{p['value']:>3} fan" for p in result["patterns"]]
    lines.append(f"  {'total':<22}{result['total']:>3} fan")
    if not result["valid"]:
        return "\n".join([f"No valid win: {result['reason']}", *lines])
    lines.append(f"  {'base points':<22}{result['points']:>3}")
    return "\n".join(["Sichuan win", *lines])
