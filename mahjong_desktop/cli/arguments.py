"""The values every command reads the same way: counts, seeds and bot-level lists.

One reading for all of them: ASCII digits only (no ``3_000``, no ``٣``), a
sane range, and an error short enough for one line however long the input.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable

from mahjong_desktop.ai.level_names import BOT_LEVEL_NAMES
from mahjong_desktop.variants.notation import quote

INTEGER = re.compile(r"-?[0-9]{1,30}")  # ASCII digits; longer is refused before int()
MAX_DEALS = 1_000_000  # a few days of self-play: more is a typo, not a plan
SEED_LIMIT = 2**63  # seeds are |S| < 2**63: they fit every record and every reader
QUOTE = 40  # how much of a bad value an error line repeats


def whole_number(text: str, what: str = "a whole number") -> int:
    """``text`` as an int; ArgumentTypeError if it is not plain ASCII digits."""
    stripped = text.strip()
    if not INTEGER.fullmatch(stripped):
        raise argparse.ArgumentTypeError(f"not {what}: {quote(text, QUOTE)}")
    return int(stripped)


def bounded(low: int, high: int, what: str = "a whole number") -> Callable[[str], int]:
    """An argparse ``type`` reading a whole number from ``low`` to ``high``."""

    def read(text: str) -> int:
        value = whole_number(text, what)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be {low}-{high:,}, not {quote(text, QUOTE)}")
        return value

    return read


deal_count = bounded(1, MAX_DEALS)


def seed(text: str) -> int:
    """A seed: any whole number of magnitude below 2**63."""
    value = whole_number(text, "a whole number (the seed)")
    if abs(value) >= SEED_LIMIT:
        raise argparse.ArgumentTypeError(
            f"a seed must be below 2**63 in size, not {quote(text, QUOTE)}"
        )
    return value


def bot_levels(text: str, seats: int, option: str = "--bots", each: bool = False) -> list[str]:
    """One bot level per seat from one level for all or one per seat (only the
    latter if ``each``, for ``option``); ValueError naming what is wrong."""
    levels = [level.strip() for level in text.split(",")]
    for level in levels:
        if level not in BOT_LEVEL_NAMES:
            known = ", ".join(BOT_LEVEL_NAMES)
            raise ValueError(f"unknown bot level {quote(level, QUOTE)} (known: {known})")
    from mahjong_desktop.ai.selfplay import seat_levels  # only when a command runs

    if each and len(levels) != seats:
        raise ValueError(f"{option} needs {seats} levels, got {len(levels):,}")
    return seat_levels(levels, seats)  # one for all, or one per seat


def add_house_rules(parser: argparse.ArgumentParser) -> None:
    """The repeatable ``--option NAME=VALUE`` (a house rule) of a command that plays or scores."""
    from mahjong_desktop.variants.house_rules import RULES

    games = "; ".join(
        f"{game}: " + ", ".join(f"{r.name} {r.spelled()}" for r in rules)
        for game, rules in RULES.items()
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=f"a house rule, repeat for several (default: the sheet's rules); {games}",
    )


def house_rules(variant: str, texts: list[str]) -> dict[str, object]:
    """The ``--option`` texts as a game's options; ValueError (one line) naming a bad one."""
    from mahjong_desktop.variants.house_rules import parse_assignments

    return dict(parse_assignments(variant, texts))
