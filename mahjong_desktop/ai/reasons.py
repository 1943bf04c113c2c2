"""Why a bot chose what it chose: message codes with arguments, and their English text.

The Hint button shows a reason a person can read. Bots never build sentences;
they name a code and its arguments (an ``engine.messages.Message``: tile and
card names in the rule book's notation, seats as indices) and ``render`` gives
the English, which is also the source text for translations of the ``ai.*``
codes (``TEXTS``; every other code is ``mahjong_desktop.engine.messages``'s).
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.engine import messages
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.messages import Message

SEAT_WINDS = ("East", "South", "West", "North")

TEXTS: dict[str, str] = {
    "ai.win": "win: the hand is complete",
    "ai.declare": "declare {suit} missing: {count} tiles to clear, the other suits build best",
    "ai.exchange": "pass {tiles}: {suit} is the suit to give up ({count} tiles), these build least",
    "ai.clear_missing": "clear the missing suit first: {tile}",
    "ai.discard": "keeps {shanten_text}; {useful} tiles improve the hand",
    "ai.discard_route": (
        "aims at {route}, worth more: {shanten_text} on that route"
        " ({nearest} shanten to any winning hand); {useful} tiles improve the hand"
    ),
    "ai.fold": "folds: {seat} is likely ready; {tile} is the safest tile",
    "ai.push": "pushes: the hand is worth more than the risk from {seat}",
    "ai.kong": "kong {tile}: an extra draw, and the hand stays as close",
    "ai.kong_paid": "kong {tile}: the kong pays at once and the hand stays as close",
    "ai.claim": "{kind} {tile}: it brings the hand to {shanten_text}",
    "ai.pass": "pass: taking it would not bring a better hand",
    "ai.wait_self_draw": "pass the win: it pays {now}, a likely self-draw about {later}",
    "ai.pass_value": "pass: claiming would leave no hand worth {minimum} faan",
    "ai.phz_meld": "{kind}: the meld adds {huxi} huxi",
    "ai.phz_chi": "chi: it completes a group (and {huxi} huxi)",
    "ai.phz_pass": "pass: the card does not help the hand",
    "ai.phz_discard": "discard {tile}: it joins no group",
    "ai.phz_keep": "discard {tile}: keeps {groups} groups and pairs for {huxi} huxi",
    "ai.only_choice": "the only legal move",
}

ROUTE_NAMES = {
    "any": "a quick hand",
    "all_chows": "all chows",
    "half_flush": "a half flush",
    "full_flush": "a full flush",
    "all_pungs": "all pungs",
    "seven_pairs": "seven pairs",
    "thirteen_orphans": "thirteen orphans",
}


@dataclass(frozen=True)
class Decision:
    action: Action
    reason: Message


def shanten_text(shanten: int) -> str:
    if shanten < 0:
        return "a complete hand"
    if shanten == 0:
        return "a ready hand"
    return f"{shanten} shanten"


def render(reason: Message) -> str:
    """The English text of a reason; other codes go to ``engine.messages.render`` (an unknown
    code shows as the code itself)."""
    template = TEXTS.get(reason.code)
    if template is None:
        return messages.render(reason)
    args = dict(reason.args)
    if "suit" in args:
        args["suit"] = messages.SUIT_NAMES.get(str(args["suit"]), str(args["suit"]))
    if "seat" in args and isinstance(args["seat"], int):
        args["seat"] = _seat_name(args["seat"], args.get("seats", 4))
    if "shanten" in args:
        args["shanten_text"] = shanten_text(int(args["shanten"]))
    if "route" in args:
        args["route"] = ROUTE_NAMES.get(str(args["route"]), str(args["route"]))
    try:
        return template.format(**args)
    except (KeyError, IndexError, ValueError):
        return reason.code


def _seat_name(seat: int, seats: object) -> str:
    if seats == 4 and 0 <= seat < 4:
        return SEAT_WINDS[seat]
    return f"player {seat + 1}"
