"""UI test setup: the window's test helpers (``observations``, ``playing``) importable,
the bundled fonts registered as the app registers them, and the ``translations``
fixture the language tests share."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from mahjong_desktop.i18n.translators import Translations


@pytest.fixture(scope="session", autouse=True)
def app_fonts(qapp: object) -> None:
    """Every window test sees the fonts the app starts with, whichever test runs first
    (a Finnish label once fitted alone and was cut after the first-look tests)."""
    from mahjong_desktop.ui.startup.fonts import register_bundled_fonts

    register_bundled_fonts()


@pytest.fixture
def translations(qapp: object, tmp_path: Path) -> Iterator[Translations]:
    """The application's translators, compiling into a scratch cache; English again after."""
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    assert app is not None
    shown = Translations(app, cache_dir=tmp_path / "qm")
    yield shown
    shown.switch("en")  # never leave another test a foreign interface
