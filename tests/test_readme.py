"""The README claims only what the repository holds; its example commands print what it shows."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_desktop.cli.simulate import DEFAULT_BOTS

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
FLAT = " ".join(README.split())
PROMPT = "$ "


def _examples() -> list[tuple[str, list[str]]]:
    """Each ``$ command`` in a shell block, continuation lines joined, and the lines after it."""
    examples: list[tuple[str, list[str]]] = []
    for block in re.findall(r"```sh\n(.*?)```", README, flags=re.DOTALL):
        lines = block.splitlines()
        index = 0
        while index < len(lines):
            line = lines[index]
            index += 1
            if not line.startswith(PROMPT):
                continue
            command = line[len(PROMPT) :]
            while command.endswith("\\"):
                command = command[:-1] + " " + lines[index].strip()
                index += 1
            output = []
            while index < len(lines) and not lines[index].startswith(PROMPT):
                output.append(lines[index])
                index += 1
            examples.append((command, output))
    return examples


EXAMPLES = _examples()


def test_the_readme_has_examples_to_check() -> None:
    assert len(EXAMPLES) >= 2


@pytest.mark.parametrize(("command", "shown"), EXAMPLES, ids=[c for c, _ in EXAMPLES])
def test_an_example_prints_what_the_readme_shows(command: str, shown: list[str]) -> None:
    words = shlex.split(command)
    assert words[0] == "mahjong-desktop"
    result = subprocess.run(
        [sys.executable, "-m", "mahjong_desktop", *words[1:]],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    printed = result.stdout.splitlines()
    for number, expected in enumerate(shown):
        if expected == "...":  # the rest is left out
            break
        if expected.endswith(", ...}"):  # a JSON object shown in part
            assert printed[number].startswith(expected[: -len("...}")]), printed[number]
        else:
            assert printed[number] == expected


def test_no_rule_book_beside_the_repository_is_promised() -> None:
    assert "shared/rules" not in README
    assert "beside this repository" not in README


def test_translations_are_not_claimed_before_they_exist() -> None:
    line = next(x for x in README.splitlines() if x.startswith("translations/"))
    if not list((ROOT / "translations").glob("*.ts")):
        assert "none yet" in line, line


def _layout_entries() -> list[tuple[str, str]]:
    """The Layout section's tree: (path, what it holds), one line each."""
    layout = README[README.index("## Layout") :]
    block = re.search(r"```\n(.*?)```", layout, flags=re.DOTALL)
    assert block is not None
    entries = []
    for line in block.group(1).splitlines():
        path, _, text = line.partition(" ")
        assert path and text.strip(), f"a Layout line is a path and what it holds: {line!r}"
        entries.append((path, text.strip()))
    return entries


def test_every_path_the_layout_names_exists() -> None:
    for path, _ in _layout_entries():
        assert (ROOT / path).exists(), path


def test_the_layout_shows_every_package_of_the_tree_and_only_those() -> None:
    """The map and the tree agree: a package added, moved or removed changes the README."""
    shown = {
        path.rstrip("/") for path, _ in _layout_entries() if path.startswith("mahjong_desktop")
    }
    packages = {
        init.parent.relative_to(ROOT).as_posix()
        for init in (ROOT / "mahjong_desktop").rglob("__init__.py")
    }
    assert shown == packages


def test_paths_in_backquotes_exist() -> None:
    for path in re.findall(r"`((?:\.ci|benchmarks|resources|tests|packaging)/[\w./-]*)`", README):
        assert (ROOT / path).exists(), path


def test_the_default_bots_are_the_ones_the_readme_names() -> None:
    assert f"by default every seat is `{DEFAULT_BOTS}`" in FLAT


def test_the_test_time_is_a_measured_one() -> None:
    assert "about two minutes" not in README
    assert "measured" in FLAT[FLAT.index("## Run every test") : FLAT.index("## Without a screen")]
