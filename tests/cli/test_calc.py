"""``calc`` as a user types it: one convention, refused options, short error lines."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from mahjong_desktop.cli.main import main
from mahjong_desktop.variants.calc.request import GAME_OPTIONS

COMMAND = [sys.executable, "-m", "mahjong_desktop", "calc"]
# A winning hand per game with its winning tile or card inside --hand.
WINS = {
    "hongkong": ["--hand", "123m456p789s11122z", "--win-tile", "2z"],
    "sichuan": ["--missing", "s", "--hand", "123m456m234p678p55p", "--win-tile", "7p"],
    "paohuzi": ["--hand", "9999x123x270x123d270d456d88d", "--win-card", "3d", "--source", "own"],
}
# A value for every option, valid wherever the option is read.
VALUES = {
    "--melds": None,  # read by every game
    "--win-tile": "2z",
    "--win-card": "3d",
    "--self-drawn": "",
    "--seat": "E",
    "--bonus": "1f",
    "--event": "kong_replacement",
    "--missing": "s",
    "--source": "own",
}


@dataclass(frozen=True)
class Outcome:
    returncode: int
    stdout: str
    stderr: str


def run(*args: str) -> Outcome:
    """The command in a child process, as a user's shell runs it."""
    done = subprocess.run([*COMMAND, *args], capture_output=True, text=True, timeout=300)
    return Outcome(done.returncode, done.stdout, done.stderr)


@pytest.fixture
def call(capsys: pytest.CaptureFixture[str]) -> Callable[..., Outcome]:
    """The command in this process (the same main(), much faster than a child)."""

    def calc(*args: str) -> Outcome:
        try:
            code = main(["calc", *args])
        except SystemExit as stop:  # argparse's own errors
            code = int(stop.code or 0)
        captured = capsys.readouterr()
        return Outcome(code, captured.out, captured.err)

    return calc


def one_error_line(result: Outcome) -> str:
    assert result.returncode == 2, result
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("mahjong-desktop calc: error: ")
    return lines[0]


@pytest.mark.parametrize("variant", GAME_OPTIONS)
def test_each_game_scores_its_win_with_the_winning_one_in_the_hand(
    variant: str, call: Callable[..., Outcome]
) -> None:
    result = call("--variant", variant, *WINS[variant], "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert (data["variant"], data["win"], data["valid"]) == (variant, True, True)


@pytest.mark.parametrize(
    ("variant", "option"),
    [
        (variant, option)
        for variant, game in GAME_OPTIONS.items()
        for option, value in VALUES.items()
        if value is not None and option not in game.flags
    ],
)
def test_an_option_that_does_not_apply_exits_2_naming_it_and_the_game(
    variant: str, option: str, call: Callable[..., Outcome]
) -> None:
    value = VALUES[option]
    extra = [option] if value == "" else [option, value]
    line = one_error_line(call("--variant", variant, *WINS[variant], *extra))
    assert line.endswith(f"{option} does not apply to {GAME_OPTIONS[variant].title}") or (
        f"{option} does not apply to {GAME_OPTIONS[variant].title} (use --" in line
    )


@pytest.mark.parametrize("variant", GAME_OPTIONS)
@pytest.mark.parametrize("junk", ["q" * 100_000, "１２３m" * 10_000])
def test_a_huge_bad_hand_gives_one_short_line(variant: str, junk: str) -> None:
    line = one_error_line(run("--variant", variant, *WINS[variant], "--hand", junk))
    assert "cannot read" in line and len(line) < 200


def test_a_huge_bad_variant_name_gives_one_short_line(call: Callable[..., Outcome]) -> None:
    line = one_error_line(call("--variant", "q" * 100_000, "--hand", "1m"))
    assert "invalid choice" in line and len(line) < 400


def test_paohuzi_one_card_short_exits_2(call: Callable[..., Outcome]) -> None:
    result = call(
        "--variant",
        "paohuzi",
        "--melds",
        "ti:1111d,pao:5555x",
        "--hand",
        "77x123x270d456d89x",
        "--win-card",
        "9x",
        "--source",
        "own",
    )
    assert "has 21 cards with its melds, expected 22" in one_error_line(result)


def test_help_states_the_convention_and_every_games_options(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["calc", "--help"])
    text = capsys.readouterr().out
    flat = " ".join(text.split())
    assert (
        "In all three games --hand holds every concealed tile or card, the winning one included"
        in flat
    )
    for variant, game in GAME_OPTIONS.items():
        assert f"{variant}: {' '.join(game.flags)}" in text
