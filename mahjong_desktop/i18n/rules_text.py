"""The rules pages of the three games, in every language, as project-owned HTML.

The texts live in ``resources/rules/<language>/<game>.html`` (a subset of HTML
that Qt's rich text renders: headings, paragraphs, lists, tables). A language
without its own page falls back to English, so a page is always there to read.
"""

from __future__ import annotations

from mahjong_desktop.desktop.data_files import find_data_file
from mahjong_desktop.i18n.languages import SOURCE_LANGUAGE
from mahjong_desktop.variants.registry import VARIANT_NAMES

GAMES = VARIANT_NAMES  # every game has its rules page, in the order players see them


class RulesMissingError(LookupError):
    """No page for a game, not even in English (a broken installation)."""


def rules_html(game: str, language: str) -> tuple[str, str]:
    """The page of ``game`` in ``language`` (or English) and the language it is in."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
    for code in dict.fromkeys((language, SOURCE_LANGUAGE)):
        found = find_data_file("resources", "rules", code, f"{game}.html")
        if found is not None:
            return found.read_text(encoding="utf-8"), code
    raise RulesMissingError(f"no rules page for {game}")
