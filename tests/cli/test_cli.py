"""The command line as other tools call it: exit codes, one-line errors, stable output."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_desktop import __version__
from mahjong_desktop.cli.main import main
from mahjong_desktop.storage.records import load_record


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mahjong_desktop", *args],
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_version_from_module_entry_point() -> None:
    result = run("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"mahjong-desktop {__version__}"


def test_no_command_opens_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    import mahjong_desktop.cli.window as app

    opened = []
    monkeypatch.setattr(app, "run_window", lambda parser, args: opened.append(args) or 0)
    assert main([]) == 0
    assert len(opened) == 1 and opened[0].variant is None


@pytest.mark.parametrize(
    "args",
    [
        ["calc", "--variant", "hongkong", "--hand", "123m456p789s1112q"],
        ["calc", "--variant", "hongkong", "--hand", "11111m"],
        ["calc", "--variant", "hongkong", "--hand", "123m", "--json"],
        ["calc", "--variant", "mahjongg", "--hand", "123m"],
        ["calc", "--variant", "hongkong", "--hand", "123m456p789s1112z", "--seat", "X"],
        ["calc", "--variant", "hongkong", "--hand", "123m456p789s1112z", "--bogus"],
        ["simulate", "--variant", "hongkong", "--deals", "0", "--seed", "1"],
        ["simulate", "--variant", "hongkong", "--deals", "1", "--seed", "x"],
        ["simulate", "--variant", "hongkong", "--deals", "1", "--seed", "1", "--bots", "clever"],
        ["nonsense"],
    ],
)
def test_malformed_input_exits_2_with_one_line(args: list[str]) -> None:
    result = run(*args)
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    assert "error" in lines[0]


def test_a_hand_that_does_not_win_is_not_an_error() -> None:
    result = run(
        "calc",
        "--variant",
        "hongkong",
        "--hand",
        "123m456p789s11345z",
        "--win-tile",
        "5z",
        "--json",
    )
    assert result.returncode == 0
    data = json.loads(result.stdout)
    assert data["win"] is False and data["valid"] is False and data["points"] == 0


def test_calc_scores_a_win_and_reports_waits() -> None:
    win = run(
        "calc",
        "--variant",
        "hongkong",
        "--hand",
        "123m456p789s11122z",
        "--win-tile",
        "2z",
        "--json",
    )
    data = json.loads(win.stdout)
    assert data["variant"] == "hongkong" and data["valid"] and data["points"] == 2 ** data["total"]
    waits = json.loads(
        run("calc", "--variant", "hongkong", "--hand", "1112345678999m", "--json").stdout
    )
    assert waits == {
        "variant": "hongkong",
        "shanten": 0,
        "waits": [f"{n}m" for n in range(1, 10)],
    }


@pytest.mark.parametrize("variant", ["hongkong", "sichuan"])
def test_simulate_is_deterministic_and_writes_replayable_records(
    variant: str, tmp_path: Path
) -> None:
    args = ["simulate", "--variant", variant, "--deals", "3", "--seed", "7", "--json"]
    first = run(*args, "--records", str(tmp_path))
    second = run(*args)
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    lines = [json.loads(line) for line in first.stdout.splitlines()]
    assert [line["deal"] for line in lines] == [0, 1, 2]
    for line in lines:
        assert set(line) == {"deal", "seed", "end", "winners", "deltas", "actions"}
        assert sum(line["deltas"].values()) == 0
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 3
    game = load_record(records[0])
    assert game.is_over and game.deltas() == list(lines[0]["deltas"].values())


def test_simulate_with_a_level_per_seat() -> None:
    result = run(
        "simulate",
        "--variant",
        "hongkong",
        "--deals",
        "1",
        "--seed",
        "3",
        "--bots",
        "random,greedy,greedy,random",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("deal 0:")
