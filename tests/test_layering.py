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


# Modules outside ui/game that still import the engine, the variants or the AI,
# each for data rather than play: the protocol's types, text catalogues, tile
# notation for drawing faces, bot level names, and the hand calculator (a front
# end of variants.calc of its own).
_REACHES_GAME_CODE = {
    "ui/calculator/melds.py",
    "ui/calculator/window.py",
    "ui/table/art.py",
    "ui/table/tile_faces.py",
    "ui/texts/hints.py",  # ai.reasons: the bots' reason texts
    "ui/texts/messages.py",  # engine.catalogue: the English message texts
}
_DATA_ONLY = ("mahjong_desktop.engine.protocol", "mahjong_desktop.variants.registry")


def test_widgets_reach_the_engine_only_through_ui_game() -> None:
    """No ui module outside ui/game imports engine, variants or ai code (protocol
    types and the registry's facts aside), but the few named above."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "mahjong_desktop"
    pattern = re.compile(
        r"^\s*(?:from|import) (mahjong_desktop\.(?:engine|variants|ai)[\w.]*)", re.M
    )
    found = set()
    for path in (root / "ui").rglob("*.py"):
        name = path.relative_to(root).as_posix()
        if name.startswith("ui/game/"):
            continue
        modules = set(pattern.findall(path.read_text(encoding="utf-8")))
        if modules - set(_DATA_ONLY):
            found.add(name)
    assert found == _REACHES_GAME_CODE
