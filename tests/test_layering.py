"""The engine, the variants, the AI and storage import in a process where Qt cannot be imported."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_engine_variants_and_ai_import_without_qt() -> None:
    script = textwrap.dedent(
        """
        import importlib, pkgutil, sys

        class NoQt:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("PySide6", "shiboken6"):
                    raise ImportError("Qt is blocked in this process")
                return None

        sys.meta_path.insert(0, NoQt())
        import mahjong_desktop
        for sub in ("engine", "variants", "ai", "storage"):
            package = importlib.import_module(f"mahjong_desktop.{sub}")
            for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
                importlib.import_module(info.name)
        import mahjong_desktop.storage.records, mahjong_desktop.cli.main
        assert not any(m.startswith("PySide6") for m in sys.modules)
        print("ok")
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_the_blocker_really_blocks_qt() -> None:
    """Guard against a blocker that lets Qt through (the test above would prove nothing)."""
    script = (
        "import sys\n"
        "class NoQt:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] == 'PySide6': raise ImportError('blocked')\n"
        "sys.meta_path.insert(0, NoQt())\n"
        "import mahjong_desktop.ui.table.art\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=120)
    assert result.returncode != 0
