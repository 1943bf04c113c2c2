"""Every game and every bot level has its translated name, from one place."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mahjong_desktop.ai import level_names
from mahjong_desktop.ai.bots import BOT_LEVELS
from mahjong_desktop.i18n.compile import ts_name
from mahjong_desktop.i18n.languages import TRANSLATED_CODES
from mahjong_desktop.ui.texts import names
from mahjong_desktop.variants.registry import GAMES

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Translation marks its text, so a name that was never translated shows."""
    monkeypatch.setattr(names, "_t", lambda text: f"<{text}>")


@pytest.mark.usefixtures("marked")
def test_every_game_is_named_by_its_registry_entry_translated() -> None:
    for game in GAMES:
        assert names.variant_name(game.name) == f"<{game.display_name}>"
    assert names.variant_name("chess") == "chess"


@pytest.mark.usefixtures("marked")
def test_every_bot_level_has_a_translated_name() -> None:
    for level in BOT_LEVELS:
        shown = names.level_name(level)
        assert shown.startswith("<") and shown.endswith(">"), level


def test_the_level_names_tell_a_player_what_they_are() -> None:
    assert "test" in names.level_name(level_names.RANDOM)
    assert "practice" in names.level_name(level_names.GREEDY)
    for level in level_names.LADDER:  # the ladder says how the opponents play
        shown = names.level_name(level)
        assert shown.startswith(level.capitalize() + ":") and len(shown) > 20, shown


@pytest.mark.parametrize("code", TRANSLATED_CODES)
def test_every_game_s_display_name_is_translated_in_the_names_context(code: str) -> None:
    root = ET.parse(TRANSLATIONS / ts_name(code)).getroot()
    translated = {
        message.findtext("source"): (message.findtext("translation") or "").strip()
        for context in root.iter("context")
        if context.findtext("name") == names.CONTEXT
        for message in context.iter("message")
    }
    for game in GAMES:
        assert translated.get(game.display_name), (code, game.display_name)
