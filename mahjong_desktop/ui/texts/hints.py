"""The player's words for a hint: the bots' reason codes (``ai.reasons``), translated.

The bots name a code and its arguments; ``ai.reasons.TEXTS`` holds the English
templates, translated here in the ``Hints`` context (``i18n.update``
hands them to lupdate), with the arguments made readable: suits and kinds by
name, seats by wind and player, shanten in words.
Any other code (an engine message) goes through ``ui.texts.messages``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.ai.reasons import TEXTS as REASONS
from mahjong_desktop.engine.protocol import Observation
from mahjong_desktop.ui.game.hint import Hint
from mahjong_desktop.ui.table.claim_bar import kind_name
from mahjong_desktop.ui.texts.messages import message_text, suit_word
from mahjong_desktop.ui.texts.names import WINDS, player_name, wind_name
from mahjong_desktop.variants.registry import is_card_game

CONTEXT = "Hints"


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def reason_templates() -> dict[str, str]:
    """Each ``ai.*`` code's template in the current language."""
    return {code: _t(text) for code, text in REASONS.items()}


def route_name(route: str) -> str:
    names = {
        "any": _t("a quick hand"),
        "all_chows": _t("all chows"),
        "half_flush": _t("a half flush"),
        "full_flush": _t("a full flush"),
        "all_pungs": _t("all pungs"),
        "seven_pairs": _t("seven pairs"),
        "thirteen_orphans": _t("thirteen orphans"),
    }
    return names.get(route, route.replace("_", " "))


def shanten_words(shanten: int) -> str:
    if shanten < 0:
        return _t("a complete hand")
    if shanten == 0:
        return _t("a ready hand")
    return _t("{n} shanten").format(n=shanten)


class _Arguments(dict[str, str]):
    """A placeholder the reason lacks stays visible as ``{name}``, never a crash."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _seat_words(seat: int, observation: Observation) -> str:
    seats = observation.get("seats") or []
    player = int(seats[seat].get("player", seat)) if 0 <= seat < len(seats) else seat
    if is_card_game(observation.get("variant")) or len(seats) != 4:
        return player_name(player)
    return f"{wind_name(WINDS[seat % 4])} ({player_name(player)})"


def reason_text(reason: Mapping[str, Any], observation: Observation) -> str:
    """A bot's reason in the player's words."""
    code = str(reason.get("code", ""))
    template = reason_templates().get(code)
    if template is None:
        return message_text(reason)
    raw = dict(reason.get("args") or {})
    args = _Arguments({name: str(value) for name, value in raw.items()})
    if "suit" in raw:
        args["suit"] = suit_word(str(raw["suit"]))
    if isinstance(raw.get("seat"), int):
        args["seat"] = _seat_words(raw["seat"], observation)
    if isinstance(raw.get("shanten"), int):
        args["shanten_text"] = shanten_words(raw["shanten"])
    if "route" in raw:
        args["route"] = route_name(str(raw["route"]))
    if "kind" in raw:
        args["kind"] = kind_name(str(raw["kind"]))
    try:
        return template.format_map(args)
    except (IndexError, ValueError):  # a translation with a broken placeholder
        return code


def hint_text(hint: Hint, observation: Observation) -> str:
    """The line the window shows: the advised choice and why."""
    return _t("Hint: {action} ({reason})").format(
        action=message_text(hint.action_label), reason=reason_text(hint.reason, observation)
    )
