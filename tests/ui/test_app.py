"""Starting the window from the command line: demo options, smoke test, bad arguments."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage


def run(*args: str, offscreen: bool = True) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)
    if offscreen:
        env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run(
        [sys.executable, "-m", "mahjong_desktop", *args],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )


@pytest.mark.parametrize(
    "args",
    [
        ["--variant", "riichi"],
        ["--autoplay"],
        ["--variant", "sichuan", "--rotate-dealer"],
        ["--variant", "hongkong", "--screenshot", "table.jpg"],
        ["--variant", "hongkong", "--screenshot", "/no/such/folder/table.png"],
        ["--variant", "hongkong", "--seed", "abc"],
        ["--variant", "hongkong", "--pace", "-5"],
        ["--variant", "hongkong", "--level", "grandmaster"],
        ["--smoke-test", "--variant", "hongkong"],
        # House rules: a choice the option lacks, another game's option, no value, no game.
        ["--variant", "hongkong", "--option", "min_faan=2"],
        ["--variant", "paohuzi", "--option", "limit=8"],
        ["--variant", "sichuan", "--option", "exchange"],
        ["--option", "min_faan=0"],
    ],
)
def test_bad_window_arguments_exit_2_with_one_line_and_no_qt(args: list[str]) -> None:
    script = (
        "import sys\n"
        "from mahjong_desktop.cli.main import main\n"
        "try:\n"
        f"    main({args!r})\n"
        "except SystemExit as done:\n"
        "    print('qt' if 'PySide6.QtWidgets' in sys.modules else 'no qt')\n"
        "    raise\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "error" in lines[0], result.stderr
    assert result.stdout.strip() == "no qt"  # so never a Qt dialog


def test_the_smoke_test_sets_offscreen_itself_and_passes() -> None:
    result = run("--smoke-test", offscreen=False)
    assert result.returncode == 0, result.stderr
    assert "smoke test passed" in result.stdout
    for variant in ("hongkong", "sichuan", "paohuzi"):
        assert variant in result.stdout


def test_autoplay_saves_a_screenshot_of_the_final_table(tmp_path: Path, qapp: object) -> None:
    shot = tmp_path / "final.png"
    result = run(
        "--variant", "paohuzi", "--autoplay", "--seed", "4", "--pace", "0",
        "--quit-after-deal", "--screenshot", str(shot),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert not image.isNull()
    # The window's first size: 1280x800, or the (offscreen) screen's room if smaller.
    from PySide6.QtGui import QGuiApplication

    room = QGuiApplication.primaryScreen().availableGeometry()
    # (never narrower than the window's own minimum width)
    assert min(1280, room.width()) <= image.width() <= 1280
    assert image.height() == min(800, room.height())
