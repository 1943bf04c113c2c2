"""One line for the status bar when something happens that the player should not miss.

Mandatory Paohuzi melds (a wei or ti the revealer must make), dead hands,
kongs, wins and the Sichuan declarations: the table shows them, this says
them in words as they happen.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.ui.missing_suit_dialog import suit_name
from mahjong_desktop.ui.names import player_name

CONTEXT = "TableNotices"
MELD_NAMES = {"ti": "ti", "wei": "wei", "pao": "pao", "kong": "kong", "ckong": "concealed kong"}


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _who(observation: Mapping[str, Any], seat: int | None) -> str:
    if seat is None:
        return ""
    seats = observation.get("seats", [])
    player = seats[seat].get("player", seat) if 0 <= seat < len(seats) else seat
    return player_name(int(player))


def notice_for(event: Mapping[str, Any], observation: Mapping[str, Any]) -> str:
    """The status line for ``event`` (empty for the ordinary flow of play)."""
    kind = event.get("type")
    who = _who(observation, event.get("seat"))
    if kind == "meld" and event.get("how") == "mandatory":
        meld = str(event.get("kind", ""))
        return _t("{who} must make a {meld} with the revealed card.").format(who=who, meld=meld)
    if kind == "meld" and event.get("kind") in ("kong", "ckong", "added_kong", "pao", "ti"):
        meld = MELD_NAMES.get(str(event.get("kind")), _t("kong"))
        return _t("{who} declares a {meld}.").format(who=who, meld=meld)
    if kind == "dead_hand":
        return _t(
            "{who}'s hand is dead: no card left to discard. "
            "They only reveal and make pao or ti from now on, and cannot win."
        ).format(who=who)
    if kind == "win":
        if event.get("source") in (None, event.get("seat")):
            return _t("{who} wins, self-drawn!").format(who=who)
        return _t("{who} wins on {giver}'s tile!").format(
            who=who, giver=_who(observation, event.get("source"))
        )
    if kind == "declarations":
        missing = event.get("missing") or event.get("choices") or []
        parts = [
            _t("{who}: {suit}").format(who=_who(observation, s), suit=suit_name(str(m)))
            for s, m in enumerate(missing)
        ]
        return _t("Missing suits: {list}").format(list="; ".join(parts))
    return ""
