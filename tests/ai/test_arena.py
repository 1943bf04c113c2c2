"""Duplicate-deal arena: rotations, intervals, the JSON line, and zero illegal actions per game."""

from __future__ import annotations

import json

import pytest

from mahjong_desktop.ai.arena import interval, percentiles_ms, play_arena, rotations
from mahjong_desktop.cli.main import main

KEYS = {
    "variant",
    "deals",
    "mean_points",
    "ci95",
    "win_rate",
    "deal_in_rate",
    "illegal_actions",
    "decision_ms",
}


def test_rotations_put_every_level_in_every_seat() -> None:
    layouts = rotations(["hard", "normal", "easy"], 3)
    assert layouts == [
        ["hard", "normal", "easy"],
        ["normal", "easy", "hard"],
        ["easy", "hard", "normal"],
    ]
    for seat in range(3):
        assert {layout[seat] for layout in layouts} == {"hard", "normal", "easy"}
    with pytest.raises(ValueError, match="needs 4 levels"):
        rotations(["hard", "normal"], 4)


def test_interval_and_percentiles() -> None:
    assert interval([]) == (0.0, 0.0)
    assert interval([2.0]) == (2.0, 2.0)
    lo, hi = interval([1.0, 2.0, 3.0, 4.0])
    assert lo < 2.5 < hi and hi - 2.5 == pytest.approx(2.5 - lo)
    assert percentiles_ms([0.001] * 99 + [0.1]) == {"p50": 1.0, "p99": 100.0}


@pytest.mark.parametrize(
    ("variant", "seats"),
    [
        ("hongkong", ["hard", "normal", "easy", "random"]),
        ("sichuan", ["hard", "normal", "easy", "greedy"]),
        ("paohuzi", ["hard", "normal", "easy"]),
    ],
)
def test_a_short_arena_has_no_illegal_action(variant: str, seats: list[str]) -> None:
    result = play_arena(variant, 1, 3, seats).to_json()
    assert result["illegal_actions"] == 0
    assert set(result) == KEYS and set(result["mean_points"]) == set(seats)
    assert sum(result["mean_points"][lv] for lv in seats) == pytest.approx(
        0, abs=0.01
    )  # rounded means
    for level in seats:
        assert result["decision_ms"][level]["p50"] <= result["decision_ms"][level]["p99"]


def test_an_illegal_answer_is_counted_and_replaced() -> None:
    from mahjong_desktop.ai import bots

    class Stubborn:
        observes_table = False

        def __init__(self, rng: object) -> None: ...

        def choose(self, observation: object) -> object:
            return "not an action"

    bots.BOT_LEVELS["stubborn"] = Stubborn  # type: ignore[assignment]
    try:
        result = play_arena("paohuzi", 1, 4, ["stubborn", "greedy", "greedy"])
    finally:
        del bots.BOT_LEVELS["stubborn"]
    assert result.illegal_actions > 0


def test_the_command_prints_one_json_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "arena",
                "--variant",
                "paohuzi",
                "--deals",
                "1",
                "--seed",
                "2",
                "--seats",
                "normal,greedy,random",
                "--json",
            ]
        )
        == 0
    )
    (line,) = capsys.readouterr().out.strip().splitlines()
    data = json.loads(line)
    assert set(data) == KEYS and data["variant"] == "paohuzi" and data["deals"] == 1


@pytest.mark.parametrize(
    "args",
    [
        ["--variant", "paohuzi", "--deals", "1", "--seed", "2", "--seats", "normal,clever,greedy"],
        ["--variant", "paohuzi", "--deals", "1", "--seed", "2", "--seats", "normal,greedy"],
        ["--variant", "paohuzi", "--deals", "0", "--seed", "2", "--seats", "normal,greedy,easy"],
        ["--variant", "mahjongg", "--deals", "1", "--seed", "2", "--seats", "normal"],
    ],
)
def test_bad_arguments_are_one_line_errors(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(["arena", *args])
    except SystemExit as exit:  # argparse's own errors
        code = exit.code
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "error" in err[0]
