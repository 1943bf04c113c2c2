"""Build steps: what a wheel carries that is made, not committed.

Everything else about the project is in ``pyproject.toml``; this file only adds
to ``build_py`` so a wheel carries ``mahjong_desktop/translations/*.qm`` (Qt's
``lrelease`` comes from PySide6, which ``[build-system] requires`` lists) and
the precomputed shanten store ``mahjong_desktop/variants/mahjong/shanten/shanten-store-N.bin``
(about 2 MB, 15-20 s of CPU to build; see ``variants/mahjong/shanten/store.py``). An
editable install skips both: a source checkout compiles its ``.ts`` files on
first use (``mahjong_desktop/i18n/translators.py``) and plays without the store, or builds
it into the user cache on request (``shanten.store.ensure``).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _translation_files() -> ModuleType:
    # Loaded by path: importing the package itself would need its dependencies.
    spec = importlib.util.spec_from_file_location(
        "_translation_files", ROOT / "mahjong_desktop" / "i18n" / "compile.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # a dataclass in it looks its module up there
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
        self._build_shanten_store(
            Path(self.build_lib) / "mahjong_desktop" / "variants" / "mahjong" / "shanten"
        )

    def _build_shanten_store(self, target: Path) -> None:
        # In a child process from the source tree: the store's modules need only the
        # standard library, and this process keeps no package imported.
        code = (
            "import sys; from pathlib import Path; "
            "from mahjong_desktop.variants.mahjong.shanten import store as s; "
            "path = Path(sys.argv[1]) / s.FILE_NAME; "
            "print(path.name, s.build_into(path))"
        )
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        done = subprocess.run(
            [sys.executable, "-c", code, str(target)], env=env, check=True, capture_output=True,
            text=True,
        )  # fmt: skip
        name, seconds = done.stdout.split()
        self.announce(f"built {name} in {float(seconds):.1f} s", level=2)


setup(cmdclass={"build_py": BuildWithTranslations})
