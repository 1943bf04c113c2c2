"""How the window names players, seats and games (translatable, in one place)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.ai import level_names
from mahjong_desktop.variants.registry import FACTS, is_card_game

CONTEXT = "Names"
WINDS = ("E", "S", "W", "N")


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def variant_name(variant: str) -> str:
    """The game's name in the window's language: its registry entry's English, translated.

    ``i18n.update`` hands the registry's display names to lupdate in this context.
    """
    facts = FACTS.get(variant)
    return _t(facts.display_name) if facts is not None else variant


def level_name(level: str) -> str:
    """What a level is, for a player choosing opponents: the ladder says how they
    play, the plain bots say they are for practice and tests."""
    names = {
        level_names.RANDOM: _t("Random moves (test opponent)"),
        level_names.GREEDY: _t("Greedy: fast hands, no defence (practice opponent)"),
        level_names.EASY: _t("Easy: a beginner who often slips"),
        level_names.NORMAL: _t("Normal: a good player who sometimes slips"),
        level_names.HARD: _t("Hard: plays its best, never slips"),
    }
    return names.get(level, level.replace("_", " ").capitalize())


def player_name(player: int) -> str:
    """Player 0 is the human; the others are the bots, numbered."""
    return _t("You") if player == 0 else _t("Computer {n}").format(n=player)


def match_standing(observation: Mapping[str, Any], totals: Sequence[int] | None = None) -> str:
    """Each player's match total, "You +12   Computer 1 -4 ...": the totals before the
    deal plus its payments so far, or ``totals`` (a deal's final standing) when given."""
    seats = observation.get("seats", [])
    if totals is None:
        base = observation.get("totals", [0] * len(seats))
        deltas = observation.get("deltas", [0] * len(seats))
        by_player = {s.get("player", i): base[i] + deltas[i] for i, s in enumerate(seats)}
    else:
        by_player = dict(enumerate(totals))
    return "   ".join(f"{player_name(p)} {by_player[p]:+d}" for p in sorted(by_player))


def wind_name(wind: str | None) -> str:
    names = {"E": _t("East"), "S": _t("South"), "W": _t("West"), "N": _t("North")}
    return names.get(wind or "", "")


def seat_name(variant: str, seat: int, player: int) -> str:
    """A seat as the score sheet names it: its wind (mahjong) and who sits there."""
    who = player_name(player)
    if is_card_game(variant):  # Paohuzi's seats have no winds
        return who
    return _t("{wind} ({who})").format(wind=wind_name(WINDS[seat % 4]), who=who)
