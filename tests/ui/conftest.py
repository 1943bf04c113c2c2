"""UI test setup: hand-written protocol observations shared by the window's tests."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import standin_view

standin_view.install_if_missing()
