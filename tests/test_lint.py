"""The code base stays lint-clean, formatted and type-checked (ruff and mypy, as configured)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ["mahjong_desktop", "tests", "benchmarks", "packaging"]


def _check(*args: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_is_clean() -> None:
    _check("ruff", "check", *SOURCES, "resources")


def test_ruff_format_is_clean() -> None:
    _check("ruff", "format", "--check", *SOURCES)


def test_mypy_is_clean() -> None:
    _check("mypy")
