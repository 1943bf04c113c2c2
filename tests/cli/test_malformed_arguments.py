"""Malformed command lines, across every command and the window's own options:
each exits 2 with one line under 200 characters on stderr, never a traceback."""

from __future__ import annotations

import itertools

import pytest

from mahjong_desktop.cli.main import MESSAGE_LIMIT, main

BAD_NUMBERS = [
    "",
    " ",
    "3_000",
    "٣",
    "１２",
    "1e3",
    "0x10",
    "1.5",
    "nan",
    "9" * 5000,
    str(10**30),
    "q" * 100_000,
    "-" + "9" * 40,
]
BAD_COUNTS = [*BAD_NUMBERS, "0", "-1", str(10**7)]
BAD_LEVELS = ["", "clever", "hard" * 10_000, ",".join(["hard"] * 10_000), "hard,", "h\x00rd"]

SIMULATE = ["simulate", "--variant", "hongkong", "--deals", "1", "--seed", "1"]
ARENA = ["arena", "--variant", "sichuan", "--deals", "1", "--seed", "1", "--seats", "random"]
TRACE = ["trace", "--variant", "paohuzi", "--seed", "1"]


def _with(base: list[str], option: str, value: str) -> list[str]:
    """``base`` with ``option`` set to ``value`` (replaced if present, else added)."""
    words = list(base)
    if option in words:
        words[words.index(option) + 1] = value
        return words
    return [*words, option, value]


def _cases() -> list[list[str]]:
    cases: list[list[str]] = []
    for base, option in itertools.product((SIMULATE, ARENA), ("--deals",)):
        cases += [_with(base, option, value) for value in BAD_COUNTS]
    for base in (SIMULATE, ARENA, TRACE):
        cases += [_with(base, "--seed", value) for value in BAD_NUMBERS]
        cases += [_with(base, "--variant", value) for value in ("", "riichi", "x" * 50_000)]
        cases.append(base[:-2])  # a required value missing
        cases.append([*base, "--no-such-option"])
    cases += [_with(SIMULATE, "--bots", value) for value in [*BAD_LEVELS, "random,greedy"]]
    cases += [_with(ARENA, "--seats", value) for value in [*BAD_LEVELS, "random,greedy"]]
    cases += [_with(TRACE, "--bots", value) for value in BAD_LEVELS]
    cases += [_with(TRACE, "--seat", value) for value in [*BAD_NUMBERS, "3", "4", "-1"]]
    cases += [_with(SIMULATE, "--records", value) for value in ("", "  ")]
    cases += [["--seed", value] for value in BAD_NUMBERS]
    cases += [["--pace", value] for value in [*BAD_NUMBERS, "-1", "10001"]]
    cases += [["--level", value] for value in BAD_LEVELS]
    cases += [["--variant", "q" * 40_000], ["--autoplay"], ["--smoke-test", "--autoplay"]]
    cases += [["--screenshot", "x" * 5000 + ".jpg", "--variant", "hongkong"]]
    cases += [["calc", "--variant", "hongkong", "--hand", "9" * 5000 + "m"]]
    cases += [["calc", "--variant", "hongkong", "--hand", "q" * 100_000]]
    cases += [["q" * 100_000], ["simulate"], ["arena", "--deals"]]
    return cases


CASES = _cases()


def _name(words: list[str]) -> str:
    text = " ".join(words)
    return text if len(text) < 60 else f"{text[:50]}...{len(text)}"


@pytest.mark.parametrize("words", CASES, ids=[_name(w) for w in CASES])
def test_a_malformed_command_line_exits_2_with_one_short_line(
    words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        status = main(words)
    except SystemExit as stop:
        status = stop.code
    out, err = capsys.readouterr()
    assert status == 2, (status, err[:300])
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, lines[:3]
    assert len(lines[0]) < MESSAGE_LIMIT, lines[0][:300]
    assert ": error: " in lines[0] and "Traceback" not in err


def test_there_are_many_cases() -> None:
    assert len(CASES) >= 150
