"""How the window names players, seats and games (translatable, in one place)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

CONTEXT = "Names"
WINDS = ("E", "S", "W", "N")


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def variant_name(variant: str) -> str:
    names = {
        "hongkong": _t("Hong Kong mahjong"),
        "sichuan": _t("Sichuan mahjong"),
        "paohuzi": _t("Paohuzi"),
    }
    return names.get(variant, variant)


def level_name(level: str) -> str:
    names = {
        "random": _t("Random (beginner practice)"),
        "greedy": _t("Greedy"),
        "easy": _t("Easy"),
        "normal": _t("Normal"),
        "hard": _t("Hard"),
    }
    return names.get(level, level.replace("_", " ").capitalize())


def player_name(player: int) -> str:
    """Player 0 is the human; the others are the bots, numbered."""
    return _t("You") if player == 0 else _t("Computer {n}").format(n=player)


def wind_name(wind: str | None) -> str:
    names = {"E": _t("East"), "S": _t("South"), "W": _t("West"), "N": _t("North")}
    return names.get(wind or "", "")


def seat_name(variant: str, seat: int, player: int) -> str:
    """A seat as the score sheet names it: its wind (mahjong) and who sits there."""
    who = player_name(player)
    if variant == "paohuzi":
        return who
    return _t("{wind} ({who})").format(wind=wind_name(WINDS[seat % 4]), who=who)
