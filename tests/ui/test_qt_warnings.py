"""A Qt warning fails a test: set once in the project's pytest configuration, for every test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PLANTED = """
def test_emits(qapp):
    from PySide6.QtCore import qWarning

    qWarning("{text}")
"""


def _run_with_the_project_settings(tmp_path: Path, text: str) -> subprocess.CompletedProcess[str]:
    """A test file outside ``tests/`` (no conftest of ours), run with pyproject.toml's settings."""
    (tmp_path / "test_planted.py").write_text(PLANTED.format(text=text), encoding="utf-8")
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    command += ["-c", str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path), str(tmp_path)]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)


def test_a_qt_warning_fails_the_test_that_caused_it(tmp_path: Path) -> None:
    result = _run_with_the_project_settings(tmp_path, "a planted warning")
    assert result.returncode == 1, result.stdout
    assert "Qt messages with level WARNING or above emitted" in result.stdout
    assert "a planted warning" in result.stdout


def test_the_offscreen_platforms_size_hint_note_is_the_one_warning_let_through(
    tmp_path: Path,
) -> None:
    result = _run_with_the_project_settings(
        tmp_path, "This plugin does not support propagateSizeHints()"
    )
    assert result.returncode == 0, result.stdout
