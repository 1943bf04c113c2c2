"""The app started over a hostile data folder ends its demo deal and exits:
it neither hangs nor leaves an empty window (each run has a timeout)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DEMO = ["--variant", "hongkong", "--autoplay", "--quit-after-deal", "--pace", "0"]


def _start(data: Path, config: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["MAHJONG_DESKTOP_DATA_DIR"], env["MAHJONG_DESKTOP_CONFIG_DIR"] = str(data), str(config)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, "-m", "mahjong_desktop", *args],
        capture_output=True,
        text=True,
        timeout=240,
        env=env,
    )


def test_a_data_folder_that_is_a_file_plays_without_saving(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.write_text("x\n", encoding="ascii")
    result = _start(data, tmp_path / "config", *DEMO)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "saving is off" in result.stderr
    assert data.read_text(encoding="ascii") == "x\n"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_fifos_for_every_file_do_not_hang_the_start(tmp_path: Path) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    data.mkdir()
    config.mkdir()
    # A demo (--continue --autoplay) reads the demo's autosave, never the player's.
    files = (data / "demo-autosave.json", data / "statistics.json", config / "preferences.json")
    for fifo in files:
        os.mkfifo(fifo)
    result = _start(data, config, "--continue", *DEMO)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    for fifo in files:
        assert not fifo.is_fifo()  # moved aside (the autosave is written anew)
        assert any(p.name.startswith(f"{fifo.name}.bad-") for p in fifo.parent.iterdir())
