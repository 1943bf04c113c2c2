"""The calculator's report in the player's language, worded as the score sheet words it.

The game's ``calc`` gives a result (the JSON ``mahjong-desktop calc --json``
prints); the command line prints it with the patterns' codes, for scripts.
Here each pattern or group is named as on the score sheet ("Concealed hand",
"Peng 999x"), the units and the verdict are translated, and a reason the
engine rendered in English is read back into its message and shown translated.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.ui.dialogs.score_sheet import unit_name
from mahjong_desktop.ui.texts.messages import message_text, read_back
from mahjong_desktop.ui.texts.names import variant_name
from mahjong_desktop.variants.registry import HONG_KONG, PAOHUZI

CONTEXT = "HandCalculator"
UNITS = {HONG_KONG: "faan", PAOHUZI: "huxi"}  # Sichuan counts fan
# The winning moments the calc reads, by the pattern each one scores.
MOMENT_PATTERNS = {"heavenly": "heavenly_hand"}


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def moment_name(event: str) -> str:
    """A winning moment (``last_tile_draw``) as the score sheet names its pattern."""
    return message_text({"code": f"pattern.{MOMENT_PATTERNS.get(event, event)}", "args": {}})


def reason_text(english: str) -> str:
    """A reason the engine rendered in English, in the current language (else as it is)."""
    message = read_back(english)
    if message is None:
        return english
    args = {k: unit_name(v) if k == "unit" else v for k, v in message["args"].items()}
    return message_text({"code": message["code"], "args": args})


def _width(text: str) -> int:
    """Columns ``text`` takes in a fixed font (a Chinese character takes two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _column(name: str, width: int) -> str:
    return name + " " * max(1, width - _width(name))


def pattern_label(variant: str, pattern: Mapping[str, Any]) -> str:
    code = str(pattern.get("code", ""))
    if variant == PAOHUZI:  # a group: its kind and its cards
        return message_text({"code": f"group.{code}", "args": {"group": pattern.get("cards", "")}})
    return message_text({"code": f"pattern.{code}", "args": {}})


def report_text(variant: str, result: Mapping[str, Any]) -> str:
    """The calc ``result`` of ``variant`` as lines the player reads."""
    game = variant_name(variant)
    if "shanten" in result:
        distance = int(result["shanten"])
        if distance == 0:
            return _t("Ready, waiting on {tiles}").format(tiles=" ".join(result["waits"]))
        return QCoreApplication.translate(
            "HandCalculator", "%n tile(s) from ready (shanten %n)", "", distance
        )
    reason = reason_text(str(result.get("reason", "")))
    if not result["win"]:
        return _t("No win: {reason}").format(reason=reason)
    unit = unit_name(UNITS.get(variant, "fan"))
    rows = [(pattern_label(variant, p), int(p["value"])) for p in result["patterns"]]
    rows.append((_t("Total"), int(result["total"])))
    if "limit" in result:  # Sichuan: the points count a house-rule fan limit, not the total
        rows.append((_t("Counted (the limit)"), int(result["limit"])))
    width = max(_width(name) for name, _ in rows) + 2
    lines = [f"  {_column(name, width)}{value:>3} {unit}" for name, value in rows]
    if not result["valid"]:
        return "\n".join([_t("Not a valid win: {reason}").format(reason=reason), *lines])
    points = _t("Tun") if variant == PAOHUZI else _t("Base points")
    lines.append(f"  {_column(points, width)}{int(result['points']):>3}")
    return "\n".join([_t("{game}: a win").format(game=game), *lines])
