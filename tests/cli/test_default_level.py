"""Commands that pick opponents by default pick the New game dialog's default level."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.level_names import BOT_LEVEL_NAMES, DEFAULT_LEVEL, GREEDY, opponent_level
from mahjong_desktop.cli.main import build_parser, main


def test_the_default_is_the_middle_of_the_ladder_not_the_plain_greedy_bot() -> None:
    assert DEFAULT_LEVEL == "normal" and DEFAULT_LEVEL != GREEDY


@pytest.mark.parametrize(
    "words",
    [
        ["simulate", "--variant", "hongkong", "--deals", "1", "--seed", "1"],
        ["trace", "--variant", "sichuan", "--seed", "1"],
    ],
)
def test_self_play_commands_seat_the_default_level(words: list[str]) -> None:
    assert build_parser(words).parse_args(words).bots == DEFAULT_LEVEL


def test_a_window_game_without_level_gets_the_default_and_keeps_an_explicit_one() -> None:
    offered = list(BOT_LEVEL_NAMES)
    assert opponent_level(None, offered) == DEFAULT_LEVEL
    assert opponent_level(GREEDY, offered) == GREEDY
    assert opponent_level(None, ["random", "greedy"]) == "random"  # a table without the ladder


@pytest.mark.parametrize("command", ["simulate", "trace", None])
def test_the_help_names_the_default_level(
    command: str | None, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"] if command else ["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert f"default: {DEFAULT_LEVEL}" in text.lower()
