"""``simulate`` streams: each deal's line as it ends, flat memory, progress only on a terminal."""

from __future__ import annotations

import gc
import os
import pty
import subprocess
import sys
import weakref
from pathlib import Path

import pytest

from mahjong_desktop.ai.selfplay import simulate
from mahjong_desktop.cli.main import main

COMMAND = [sys.executable, "-m", "mahjong_desktop", "simulate"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*COMMAND, *args], capture_output=True, text=True, timeout=300)


def test_the_first_line_comes_while_later_deals_are_still_playing() -> None:
    # 2,000 greedy deals take a minute or more; the first line must not wait for them.
    with subprocess.Popen(
        [*COMMAND, "--variant", "paohuzi", "--deals", "2000", "--seed", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    ) as process:
        try:
            assert process.stdout is not None
            first = process.stdout.readline()
            assert first.startswith("deal 0: ")
            assert process.poll() is None, "the line came only when every deal had ended"
        finally:
            process.kill()


def test_deals_are_not_kept_once_yielded() -> None:
    # Flat memory: nothing holds a finished deal after the caller moved on.
    deals = simulate("hongkong", 3, 5, ["random"])
    first = next(deals)
    game = weakref.ref(first.deal)
    del first
    next(deals)
    gc.collect()
    assert game() is None
    assert len(list(deals)) == 1


def test_progress_goes_to_stderr_only_when_it_is_a_terminal() -> None:
    leader, follower = pty.openpty()
    try:
        result = subprocess.run(
            [*COMMAND, "--variant", "sichuan", "--deals", "3", "--seed", "2"],
            stdout=subprocess.PIPE,
            stderr=follower,
            text=True,
            timeout=300,
        )
        os.close(follower)
        follower = -1
        terminal = b""
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # the pty reports EIO once the writer is gone
                break
            if not chunk:
                break
            terminal += chunk
    finally:
        if follower != -1:
            os.close(follower)
        os.close(leader)
    assert result.returncode == 0
    assert b"simulate: 3/3 deals" in terminal
    assert terminal.endswith(b"\r\x1b[K"), "the progress line is cleared at the end"
    assert [line.split(":")[0] for line in result.stdout.splitlines()] == [
        "deal 0",
        "deal 1",
        "deal 2",
    ]
    piped = run("--variant", "sichuan", "--deals", "3", "--seed", "2")
    assert piped.stderr == "" and piped.stdout == result.stdout


def test_a_closed_pipe_stops_quietly() -> None:
    with subprocess.Popen(
        [*COMMAND, "--variant", "hongkong", "--deals", "500", "--seed", "3"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.readline()
        process.stdout.close()  # as `simulate ... | head -1` does
        stderr = process.stderr.read()
        assert process.wait(timeout=300) == 1
    assert stderr == "", stderr  # no BrokenPipeError traceback


def test_help_says_which_bots_play_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "Default: normal at every seat, as in a new game" in text
    assert "random" in text and "greedy" in text


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["--bots", "q" * 100_000], "unknown bot level"),
        (["--bots", "random,greedy"], "needs 1 or 4 levels"),
        (["--deals", "１２"], "not a whole number"),
        (["--deals", "q" * 100_000], "not a whole number"),
        (["--seed", "٣"], "not a whole number"),
    ],
)
def test_bad_arguments_exit_2_with_one_short_line(args: list[str], fragment: str) -> None:
    base = {"--variant": "hongkong", "--deals": "1", "--seed": "1"}
    given = dict(zip(args[::2], args[1::2], strict=True))
    flat = [part for pair in {**base, **given}.items() for part in pair]
    result = run(*flat)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and fragment in lines[0] and len(lines[0]) < 300, lines


def test_records_folder_that_cannot_be_made_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = run("--variant", "hongkong", "--deals", "1", "--seed", "1", "--records", str(blocker))
    assert result.returncode == 2
    assert result.stderr.startswith("mahjong-desktop simulate: error: cannot write records into")
    assert len(result.stderr.splitlines()) == 1
