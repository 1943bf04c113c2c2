"""Build step: compile the Qt Linguist sources to ``.qm`` inside the built package.

Everything else about the project is in ``pyproject.toml``; this file only adds
to ``build_py`` so a wheel carries ``mahjong_desktop/translations/*.qm`` (the
binaries are never committed). Qt's ``lrelease`` comes from PySide6, which
``[build-system] requires`` lists. An editable install skips the step: a source
checkout compiles its ``.ts`` files on first use (``mahjong_desktop/i18n.py``).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _translation_files() -> ModuleType:
    # Loaded by path: importing the package itself would need its dependencies.
    spec = importlib.util.spec_from_file_location(
        "_translation_files", ROOT / "mahjong_desktop" / "translation_files.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        tools = _translation_files()
        target = Path(self.build_lib) / "mahjong_desktop" / "translations"
        for built in tools.compile_all(ROOT / "translations", target):
            self.announce(f"compiled {built.name}", level=2)


setup(cmdclass={"build_py": BuildWithTranslations})
