"""What the ``calc`` command asks of a variant: one hand to score or to analyse.

Each variant exposes ``calc(request) -> dict`` returning the JSON object the
command prints; malformed input raises ``NotationError`` (exit code 2).

One convention for all three games: ``hand`` holds every concealed tile or
card, the winning one included when ``win_tile``/``win_card`` names it. An
option a game does not read is refused, never ignored: ``GAME_OPTIONS`` says,
in one place, which options each game's calc reads, and ``check_options``
raises naming the option and the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields

from mahjong_desktop.engine.errors import NotationError


@dataclass(frozen=True)
class CalcRequest:
    """One calc input as given; None, False or () means the option was not given."""

    hand: str
    melds: str | None = None  # "pung:555m,ckong:1111z" or "wei:333d"
    win_tile: str | None = None  # mahjong: the winning tile, also in hand
    win_card: str | None = None  # Paohuzi: the winning card, also in hand
    self_drawn: bool = False
    seat: str | None = None  # Hong Kong seat wind E S W N (East when not given)
    bonus: str | None = None  # Hong Kong flowers and seasons
    events: tuple[str, ...] = field(default_factory=tuple)
    missing: str | None = None  # Sichuan missing suit: m, p or s
    source: str | None = None  # Paohuzi win-card source: own or other
    options: Mapping[str, object] = field(default_factory=dict)  # house rules (``--option``)

    def rules(self, variant: str) -> dict[str, object]:
        """Every house rule of ``variant`` in force for this hand (``options`` over the sheet's)."""
        from mahjong_desktop.variants.house_rules import in_force

        return dict(in_force(variant, self.options))

    def given(self) -> list[str]:
        """The command-line flags of the options this request sets, in field order."""
        return [
            flag(f.name)
            for f in fields(self)
            if f.name not in ("hand", "options") and getattr(self, f.name) not in (None, False, ())
        ]


@dataclass(frozen=True)
class GameOptions:
    """The calc options one game reads (``--hand`` and ``--json`` are always read)."""

    title: str
    flags: tuple[str, ...]


GAME_OPTIONS: Mapping[str, GameOptions] = {
    "hongkong": GameOptions(
        "Hong Kong",
        ("--melds", "--win-tile", "--self-drawn", "--seat", "--bonus", "--event"),
    ),
    "sichuan": GameOptions(
        "Sichuan", ("--missing", "--melds", "--win-tile", "--self-drawn", "--event")
    ),
    "paohuzi": GameOptions("Paohuzi", ("--melds", "--win-card", "--source")),
}
# The name a game uses instead of an option it refuses, for a helpful hint.
COUNTERPARTS = {"--win-tile": "--win-card", "--win-card": "--win-tile"}


def flag(name: str) -> str:
    """The command-line flag of a CalcRequest field: ``win_tile`` -> ``--win-tile``."""
    return "--event" if name == "events" else "--" + name.replace("_", "-")


def games_reading(option: str) -> list[str]:
    """The games whose calc reads ``option``, by variant name."""
    return [name for name, game in GAME_OPTIONS.items() if option in game.flags]


def check_options(request: CalcRequest, variant: str) -> None:
    """Raise NotationError for the first option given that ``variant`` does not read."""
    game = GAME_OPTIONS[variant]
    for option in request.given():
        if option in game.flags:
            continue
        counterpart = COUNTERPARTS.get(option)
        hint = f" (use {counterpart})" if counterpart in game.flags else ""
        raise NotationError(f"{option} does not apply to {game.title}{hint}")
