"""Test setup: Qt off screen, and the shared helpers of ``tests/support`` importable.

With ``--import-mode=importlib`` pytest puts no test folder on ``sys.path``, so
this file adds ``tests/`` itself: test files then ``from support.table import ...``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Windows opened by tests read and write preferences and compiled translations
# here, never in the user's own folders.
_SCRATCH = tempfile.mkdtemp(prefix="mahjong-desktop-tests-")
os.environ.setdefault("MAHJONG_DESKTOP_CONFIG_DIR", os.path.join(_SCRATCH, "config"))
os.environ.setdefault("MAHJONG_DESKTOP_CACHE_DIR", os.path.join(_SCRATCH, "cache"))
os.environ.setdefault("MAHJONG_DESKTOP_DATA_DIR", os.path.join(_SCRATCH, "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
pytest.register_assert_rewrite("support")  # plain asserts in helpers explain their failures

from support.table import rig  # noqa: E402


@pytest.fixture
def rigger() -> Callable[..., None]:
    """``rig`` (tests/support/table.py) as a fixture, for tests that take it so."""
    return rig
