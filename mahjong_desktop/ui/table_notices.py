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
# Melds worth a line of their own (a mandatory wei or ti has its own sentence).
MELD_NAMES = {"ti": "ti", "pao": "pao", "kong": "kong", "ckong": "concealed kong"}


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _player(observation: Mapping[str, Any], seat: int | None) -> int | None:
    if seat is None:
        return None
    seats = observation.get("seats", [])
    return int(seats[seat].get("player", seat)) if 0 <= seat < len(seats) else seat


def _who(observation: Mapping[str, Any], seat: int | None) -> str:
    player = _player(observation, seat)
    return "" if player is None else player_name(player)


def _say(you: bool, mine: str, theirs: str, **args: Any) -> str:
    """The sentence in the second person for the human, the third for a computer."""
    return _t(mine if you else theirs).format(**args)


def notice_for(event: Mapping[str, Any], observation: Mapping[str, Any]) -> str:
    """The status line for ``event`` (empty for the ordinary flow of play)."""
    kind = event.get("type")
    seat = event.get("seat")
    who = _who(observation, seat)
    you = _player(observation, seat) == 0
    if kind == "meld" and event.get("how") == "mandatory":
        meld = str(event.get("kind", ""))
        return _say(
            you,
            "You must make a {meld} with the revealed card.",
            "{who} must make a {meld} with the revealed card.",
            who=who,
            meld=meld,
        )
    if kind == "meld" and event.get("kind") in MELD_NAMES:
        meld = MELD_NAMES[str(event.get("kind"))]
        return _say(you, "You declare a {meld}.", "{who} declares a {meld}.", who=who, meld=meld)
    if kind == "dead_hand":
        return _say(
            you,
            "Your hand is dead: no card left to discard. You only reveal and make pao "
            "or ti from now on, and cannot win.",
            "{who}'s hand is dead: no card left to discard. They only reveal and make "
            "pao or ti from now on, and cannot win.",
            who=who,
        )
    if kind == "win":
        source = event.get("source")
        if source in (None, seat):
            return _say(you, "You win on your own tile!", "{who} wins on their own tile!", who=who)
        giver = _who(observation, source)
        return _say(
            you, "You win on {giver}'s tile!", "{who} wins on {giver}'s tile!", who=who, giver=giver
        )
    if kind == "declarations":
        missing = event.get("missing") or []
        parts = [
            _t("{who}: {suit}").format(who=_who(observation, s), suit=suit_name(str(m)))
            for s, m in enumerate(missing)
        ]
        return _t("Missing suits: {list}").format(list="; ".join(parts))
    return ""
