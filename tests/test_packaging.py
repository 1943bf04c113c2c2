"""The project metadata: every package is installed, the Qt pin holds, entry points exist."""

from __future__ import annotations

import importlib
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_package_is_listed_for_installation() -> None:
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "mahjong_desktop").rglob("__init__.py")
    }
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    assert found <= listed, f"add to pyproject packages: {sorted(found - listed)}"


def test_pyside_pin_keeps_python_311_off_6_12() -> None:
    deps = PYPROJECT["project"]["dependencies"]
    pinned = [d for d in deps if d.startswith("PySide6") and "3.12" in d and "<" in d]
    assert any("<6.12" in d and "python_version < '3.12'" in d for d in pinned), deps


def test_installed_qt_is_not_the_crashing_combination() -> None:
    import PySide6

    version = tuple(int(x) for x in PySide6.__version__.split(".")[:2])
    assert not (sys.version_info[:2] == (3, 11) and version >= (6, 12)), (
        f"PySide6 {PySide6.__version__} on Python 3.11 crashes (none_dealloc)"
    )


def test_console_and_gui_launchers() -> None:
    """Windows gives a GUI script no console: the printing commands need the console one."""
    from mahjong_desktop.desktop.identity import CONSOLE_LAUNCHER, GUI_LAUNCHER

    project = PYPROJECT["project"]
    assert project["scripts"] == {CONSOLE_LAUNCHER: "mahjong_desktop.cli.main:main"}
    assert set(project["gui-scripts"]) == {GUI_LAUNCHER}
    module, _, function = project["gui-scripts"][GUI_LAUNCHER].partition(":")
    assert callable(getattr(importlib.import_module(module), function))
