"""Game > New game offers the games, the bot levels that exist, and the dealer rotation."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai import bots, level_names
from mahjong_desktop.storage.preferences import Preferences
from mahjong_desktop.ui.dialogs.new_game import NewGameDialog
from mahjong_desktop.ui.game.controller import SessionConfig


def test_the_dialog_offers_the_games_and_every_registered_level(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(bots.BOT_LEVELS, "hard", bots.GreedyBot)  # a level added later
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    games = [dialog.game.itemData(i) for i in range(dialog.game.count())]
    assert games == ["hongkong", "sichuan", "paohuzi"]
    levels = [dialog.level.itemData(i) for i in range(dialog.level.count())]
    assert levels == list(bots.BOT_LEVELS) and "hard" in levels
    assert dialog.config() == SessionConfig("hongkong", level="normal")


def test_the_dealer_rotation_is_a_hong_kong_option(qtbot: QtBot) -> None:
    dialog = NewGameDialog(SessionConfig("hongkong", level="random", rotate_dealer=True))
    qtbot.addWidget(dialog)
    assert dialog.rotate.isEnabled() and dialog.rotate.isChecked()
    assert dialog.config().level == "random"
    dialog.game.setCurrentIndex(dialog.game.findData("sichuan"))
    assert not dialog.rotate.isEnabled() and not dialog.rotate.isChecked()
    assert dialog.config() == SessionConfig("sichuan", level="random", rotate_dealer=False)


def test_the_first_game_offers_the_middle_of_the_ladder_and_a_demo_chooses_nothing(
    qtbot: QtBot,
) -> None:
    assert level_names.DEFAULT_LEVEL == level_names.NORMAL == Preferences().bot_level
    first = NewGameDialog(None)
    qtbot.addWidget(first)
    assert first.config().level == "normal"
    # After a demo (its bots the command line's, not the player's): its game, the default level.
    after_demo = NewGameDialog(SessionConfig("paohuzi", level="greedy", autoplay=True))
    qtbot.addWidget(after_demo)
    assert after_demo.config() == SessionConfig("paohuzi", level="normal")
    chosen = NewGameDialog(SessionConfig("sichuan", level="hard"))
    qtbot.addWidget(chosen)
    assert chosen.config().level == "hard"  # the player's own choice stays
