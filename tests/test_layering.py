"""The package's layering: no import cycle anywhere, each package imports only the layers
below it (``ui`` never imports ``cli``), and Qt only where a window is drawn.

Imports are read from the source, wherever they stand: at the top, inside a function
(a lazy import for start-up speed still counts) or under ``TYPE_CHECKING``. So a cycle
cannot hide behind a function-level import.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "mahjong_desktop"
QT = ("PySide6", "shiboken6")

# What each top-level package may import besides itself (and the package root's
# ``__version__``): the layers below it, as in ``shared/design.md``.
ALLOWED: dict[str, frozenset[str]] = {
    "engine": frozenset(),
    "variants": frozenset({"engine"}),
    "ai": frozenset({"engine", "variants"}),
    "desktop": frozenset(),
    "i18n": frozenset({"desktop", "variants"}),  # the games' names from the light registry
    "storage": frozenset({"engine", "variants", "ai", "i18n", "desktop"}),
    "ui": frozenset({"engine", "variants", "ai", "storage", "i18n", "desktop"}),
    "cli": frozenset({"engine", "variants", "ai", "storage", "i18n", "desktop", "ui"}),
}
# Packages (and subpackages) whose modules never import Qt.
QT_FREE = ("engine", "variants", "ai", "storage", "i18n.languages", "ui.table.layout")


def _modules(root: Path) -> dict[str, Path]:
    """Every module of the package under ``root``, by dotted name."""
    found = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _imported(name: str, path: Path, modules: dict[str, Path]) -> Iterator[str]:
    """The names ``name`` imports (ours resolved to modules; others as written)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                # ``from package import module`` imports the module.
                yield f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Each module's imports of other modules of the package."""
    modules = _modules(root)
    return {
        name: {i for i in _imported(name, path, modules) if i in modules and i != name}
        for name, path in modules.items()
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for successor in sorted(graph.get(node, ())):
            if successor not in index:
                visit(successor)
                low[node] = min(low[node], low[successor])
            elif successor in on_stack:
                low[node] = min(low[node], index[successor])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


GRAPH = import_graph()


def test_the_graph_sees_the_whole_package() -> None:
    assert len(GRAPH) > 150
    assert "mahjong_desktop.cli.main" in GRAPH["mahjong_desktop.__main__"]


def test_there_is_no_import_cycle() -> None:
    assert cycles(GRAPH) == []


def test_each_package_imports_only_the_layers_below_it() -> None:
    wrong = []
    for module, imports in sorted(GRAPH.items()):
        layer = _layer(module)
        if layer not in ALLOWED:
            continue  # the package root and __main__
        for target in sorted(imports):
            other = _layer(target)
            if other and other != layer and other not in ALLOWED[layer]:
                wrong.append(f"{module} -> {target}")
    assert wrong == []


def test_every_top_level_package_has_its_place_in_the_layers() -> None:
    top = {path.name for path in (ROOT / PACKAGE).iterdir() if (path / "__init__.py").is_file()}
    assert top == set(ALLOWED)
    loose = {p.name for p in (ROOT / PACKAGE).glob("*.py")}
    assert loose == {"__init__.py", "__main__.py"}


def test_the_table_layout_is_drawn_by_pure_functions() -> None:
    """The layout package reads observations and sizes only: no other part of the UI."""
    layout = "mahjong_desktop.ui.table.layout"
    wrong = [
        f"{module} -> {target}"
        for module, imports in GRAPH.items()
        if module.startswith(layout)
        for target in imports
        if target.startswith("mahjong_desktop.ui") and not target.startswith(layout)
    ]
    assert wrong == []


def test_no_qt_below_the_window() -> None:
    modules = _modules(ROOT)
    wrong = [
        f"{name} -> {imported}"
        for name, path in modules.items()
        if any(name == f"{PACKAGE}.{p}" or name.startswith(f"{PACKAGE}.{p}.") for p in QT_FREE)
        for imported in _imported(name, path, modules)
        if imported.split(".")[0] in QT
    ]
    assert wrong == []


def test_a_planted_cycle_is_found(tmp_path: Path) -> None:
    """The checker itself: a cycle closed by a function-level import, and one by a
    ``from package import module``, are both found in real files."""
    package = tmp_path / PACKAGE
    (package / "ui").mkdir(parents=True)
    (package / "cli").mkdir()
    for folder in (package, package / "ui", package / "cli"):
        (folder / "__init__.py").write_text("")
    (package / "cli" / "main.py").write_text("from mahjong_desktop.ui import app\n")
    (package / "ui" / "app.py").write_text(
        "def run():\n    from mahjong_desktop.cli.main import main\n    return main\n"
    )
    (package / "ui" / "a.py").write_text("from . import b\n")
    (package / "ui" / "b.py").write_text("import mahjong_desktop.ui.a\n")
    graph = import_graph(tmp_path)
    assert cycles(graph) == [
        ["mahjong_desktop.cli.main", "mahjong_desktop.ui.app"],
        ["mahjong_desktop.ui.a", "mahjong_desktop.ui.b"],
    ]


def test_the_qt_free_packages_import_without_qt() -> None:
    """At run time too: every module imports in a process where Qt cannot be imported."""
    packages = ("engine", "variants", "ai", "storage", "ui.table.layout")
    script = textwrap.dedent(
        f"""
        import importlib, pkgutil, sys

        class NoQt:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in {QT!r}:
                    raise ImportError("Qt is blocked in this process")
                return None

        sys.meta_path.insert(0, NoQt())
        import mahjong_desktop
        for sub in {packages!r}:
            package = importlib.import_module(f"mahjong_desktop.{{sub}}")
            for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
                importlib.import_module(info.name)
        import mahjong_desktop.cli.main
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


MODULES_PER_FOLDER = 14  # "about a dozen": more is a sign a package is missing


def test_no_folder_holds_more_than_about_a_dozen_modules() -> None:
    crowded = {
        folder.relative_to(ROOT).as_posix(): count
        for folder in sorted({init.parent for init in (ROOT / PACKAGE).rglob("__init__.py")})
        if (count := len([p for p in folder.glob("*.py") if p.name != "__init__.py"]))
        > MODULES_PER_FOLDER
    }
    assert crowded == {}


# Modules outside ui/game that still import the engine, the variants or the AI,
# each for data rather than play: text catalogues, tile notation for drawing
# faces, and the hand calculator (a front end of variants.calc of its own).
REACHES_GAME_CODE = {
    "mahjong_desktop.ui.calculator.melds",
    "mahjong_desktop.ui.calculator.window",
    "mahjong_desktop.ui.table.art",
    "mahjong_desktop.ui.table.tile_faces",
    "mahjong_desktop.ui.texts.hints",  # ai.reasons: the bots' reason texts
    "mahjong_desktop.ui.texts.messages",  # the engine's English message texts
    # The guided first deals lay out their arranged deals and script the other
    # seats (what a puzzle file would hold); they are played through the controller.
    "mahjong_desktop.ui.guide.lesson",
    "mahjong_desktop.ui.guide.hongkong",
    "mahjong_desktop.ui.guide.sichuan",
    "mahjong_desktop.ui.guide.paohuzi",
}
DATA_ONLY = (  # the protocol's types, the games' facts and options, the bot levels' names
    "mahjong_desktop.engine.protocol",
    "mahjong_desktop.variants.registry",
    "mahjong_desktop.variants.house_rules",  # imports no game, like the registry
    "mahjong_desktop.ai.level_names",
)


def test_widgets_reach_the_engine_only_through_ui_game() -> None:
    """No ui module outside ui/game imports engine, variants or ai code (the protocol's
    types and the registry's facts aside), but the few named above."""
    game_code = tuple(f"{PACKAGE}.{layer}" for layer in ("engine", "variants", "ai"))
    found = {
        module
        for module, imports in GRAPH.items()
        if module.startswith(f"{PACKAGE}.ui.") and not module.startswith(f"{PACKAGE}.ui.game")
        if any(i.startswith(game_code) and i not in DATA_ONLY for i in imports)
    }
    assert found == REACHES_GAME_CODE
