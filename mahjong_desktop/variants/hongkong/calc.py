"""The ``calc --variant hongkong`` report: score a winning hand, or analyse a waiting one.

With ``--win-tile`` the hand (14 tiles including the winning one, melds
counting 3) is scored; without it the 13-tile hand gets its shanten and, when
ready, its waits. The house rules (``--option``) set the minimum, the limit and
whether flowers are played. Malformed input, an option Hong Kong does not read,
or bonus tiles in a game without them raise ``NotationError``; a hand that does
not win is a normal answer.
"""

from __future__ import annotations

from typing import Any

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.calc import report
from mahjong_desktop.variants.calc.parsing import (
    ParsedHand,
    check_moment_has_a_tile,
    parse_events,
    parse_hand,
    parse_seat,
)
from mahjong_desktop.variants.calc.report import waiting_result, win_result
from mahjong_desktop.variants.calc.request import CalcRequest, check_options
from mahjong_desktop.variants.hongkong.house import HongKongRules
from mahjong_desktop.variants.hongkong.patterns import DRAWN_EVENTS, EVENTS, HEAVENLY
from mahjong_desktop.variants.hongkong.scoring import score_hand
from mahjong_desktop.variants.mahjong.win_situation import WinSituation
from mahjong_desktop.variants.notation import quote

VARIANT = "hongkong"
DEFAULT_SEAT = "E"
CLAIMED_EVENTS = frozenset({"robbing_kong", "last_discard"})  # a tile another player gave up


def calc(request: CalcRequest) -> dict[str, Any]:
    """The JSON object ``calc`` prints for one Hong Kong hand."""
    check_options(request, VARIANT)
    house = HongKongRules.of(request.rules(VARIANT))
    if request.bonus and not house.flowers:
        raise NotationError(Message("calc.bonus_without_flowers", {"text": quote(request.bonus)}))
    parsed = parse_hand(request.hand, request.melds, request.win_tile, request.bonus)
    seat = parse_seat(request.seat or DEFAULT_SEAT)
    events = parse_events(request.events, EVENTS)
    check_moment_has_a_tile(parsed.win_tile, request.self_drawn, events)
    if parsed.win_tile is None:
        return waiting_result(VARIANT, parsed.concealed, parsed.melds)
    self_drawn = _check_moment(request.self_drawn, events, seat, parsed)
    scored = score_hand(
        WinSituation(
            concealed=parsed.concealed,
            melds=parsed.melds,
            win_tile=parsed.win_tile,
            self_drawn=self_drawn,
            seat_wind=seat,
            bonus=parsed.bonus,
            events=events,
        ),
        minimum=house.minimum,
        limit=house.limit,
        flowers=house.flowers,
    )
    return win_result(VARIANT, scored)


def _check_moment(self_drawn: bool, events: frozenset[str], seat: int, parsed: ParsedHand) -> bool:
    """Reject winning moments no deal can produce; return whether the tile was drawn.

    A kong replacement, the last wall tile and the heavenly hand are drawn
    tiles; a robbed kong and the last discard come from another player.
    """
    drawn = self_drawn or bool(events & (DRAWN_EVENTS | {HEAVENLY}))
    claimed = sorted(events & CLAIMED_EVENTS)
    if drawn and claimed:
        raise NotationError(f"event {claimed[0]} is a win on another player's tile, not drawn")
    if len(claimed) > 1:
        raise NotationError("robbing_kong and last_discard cannot happen on one tile")
    if HEAVENLY in events and (seat != 0 or parsed.melds or len(events) > 1):
        raise NotationError("heavenly is East's opening 14 tiles: seat E, no melds or events")
    return drawn


def format_report(result: dict[str, Any]) -> str:
    return report.format_report(result, "Hong Kong win", "faan")
