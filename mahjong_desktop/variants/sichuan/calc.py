"""The ``calc`` command for Sichuan: score a winning hand, or analyse a waiting one.

Input is read by the shared ``calc.parsing`` (notation, melds, copies, count);
this module adds what is Sichuan's own: the required missing suit, the 108-tile
set (no honours, no bonus tiles), pung/kong melds only, and its events. Options
Sichuan does not read (``--seat``, ``--bonus``...) are refused. House rules
(``--option fan_limit=3``, ``self_draw=fan``) change how the win is scored.
"""

from __future__ import annotations

from typing import Any

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.calc import report
from mahjong_desktop.variants.calc.parsing import check_moment_has_a_tile, parse_events, parse_hand
from mahjong_desktop.variants.calc.report import waiting_result, win_result
from mahjong_desktop.variants.calc.request import CalcRequest, check_options
from mahjong_desktop.variants.mahjong.tiles import is_suited, kind_name
from mahjong_desktop.variants.mahjong.win_situation import WinSituation
from mahjong_desktop.variants.notation import quote
from mahjong_desktop.variants.sichuan.scoring import (
    EVENTS,
    MAX_FAN,
    MELD_KINDS,
    SUITED_SUITS,
    Scoring,
    score_hand,
)

VARIANT = "sichuan"


def calc(request: CalcRequest) -> dict[str, Any]:
    """The JSON object ``calc --variant sichuan`` prints; raises NotationError if malformed."""
    check_options(request, VARIANT)
    missing = _parse_missing(request.missing)
    parsed = parse_hand(
        request.hand, request.melds, request.win_tile, allowed_melds=MELD_KINDS, allow_bonus=False
    )
    tiles = [*parsed.concealed, *(k for m in parsed.melds for k in m.kinds)]
    honours = sorted({k for k in tiles if not is_suited(k)})
    if honours:
        names = " ".join(kind_name(k) for k in honours)
        raise NotationError(Message("calc.suit_tiles_only", {"tiles": names}))
    events = parse_events(request.events, EVENTS)
    check_moment_has_a_tile(parsed.win_tile, request.self_drawn, events)
    if parsed.win_tile is None:
        return waiting_result(
            VARIANT,
            parsed.concealed,
            parsed.melds,
            thirteen_orphans=False,
            quads_as_two_pairs=True,
            allowed_suits=SUITED_SUITS.replace(missing, ""),
        )
    # As in Hong Kong: a kong replacement is a drawn tile, a robbed kong is not.
    self_drawn = request.self_drawn or "kong_replacement" in events
    if self_drawn and "robbing_kong" in events:
        raise NotationError("robbing_kong is a win on another player's tile, not drawn")
    scoring = Scoring.of(request.rules(VARIANT))  # the fan limit and self-draw bonus (--option)
    scored = score_hand(
        WinSituation(
            concealed=parsed.concealed,
            melds=parsed.melds,
            win_tile=parsed.win_tile,
            self_drawn=self_drawn,
            events=events,
            missing_suit=missing,
        ),
        scoring,
    )
    result = win_result(VARIANT, scored)
    # A house-rule fan limit under the total: the report says the points count only
    # that many (the sheet's own 5-fan cap keeps the report as it always was).
    if scored.valid and scoring.fan_limit != MAX_FAN and scored.total > scoring.fan_limit:
        result["limit"] = scoring.fan_limit
    return result


def _parse_missing(text: str | None) -> str:
    if text is None:
        raise NotationError("Sichuan needs --missing m, p or s (the declared missing suit)")
    suit = text.strip().lower()
    if len(suit) != 1 or suit not in SUITED_SUITS:
        raise NotationError(f"unknown missing suit {quote(text)} (expected m, p or s)")
    return suit


def format_report(result: dict[str, Any]) -> str:
    return report.format_report(result, "Sichuan win", "fan")
