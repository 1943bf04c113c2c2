"""Start-up in stages and the work the table does per event: what makes the window quick.

Speed itself is measured in ``benchmarks/`` (startup.py, stall.py, repaint.py);
these tests hold the behaviour those figures rest on: the window paints before
the rest of the start-up runs, the felt is not redrawn for an event, labels keep
their cached pictures, art parses on first use, the collector leaves start-up
objects alone.
"""

from __future__ import annotations

import gc
import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from support.observations import mahjong_observation

import mahjong_desktop.ui.startup.first_paint as first_paint
from mahjong_desktop.ui.startup.gc_tuning import freeze_long_lived
from mahjong_desktop.ui.table.art import MAHJONG, TileArt
from mahjong_desktop.ui.table.scene import TableScene
from mahjong_desktop.ui.table.view import TableView

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _benchmark(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"benchmark_{name}", BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


# -- staged start-up -------------------------------------------------------------------


def test_steps_wait_for_the_first_paint_then_run_in_order_one_turn_apart(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    ran: list[str] = []
    steps = first_paint.after_first_paint(
        widget, [lambda: ran.append("a"), lambda: ran.append(f"b after {ran}")]
    )
    qtbot.wait(50)
    assert ran == [] and steps.pending == 2, "nothing runs before the widget is painted"
    widget.show()
    qtbot.waitUntil(lambda: len(ran) == 2)
    assert ran == ["a", "b after ['a']"]
    assert steps.pending == 0


def test_a_widget_never_painted_still_gets_its_steps(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(first_paint, "FALLBACK_MS", 30)
    widget = QWidget()  # never shown: no paint will come
    qtbot.addWidget(widget)
    ran: list[int] = []
    first_paint.after_first_paint(widget, [lambda: ran.append(1)])
    qtbot.waitUntil(lambda: ran == [1], timeout=2000)


def test_the_command_paints_its_empty_table_before_the_deal(tmp_path: Path) -> None:
    """The real command, in its own process, as the start-up benchmark runs it."""
    startup = _benchmark("startup")
    env = startup.child_env(tmp_path, "")
    env["PYTHONPATH"] = os.pathsep.join(
        [str(Path(__file__).resolve().parents[2]), env.get("PYTHONPATH", "")]
    )
    run = startup.time_child(startup.GAME, env, 2)
    assert set(run.wall) == {"shown", "dealt"}
    # Two paints: the first showed the cloth without tiles, a later one the deal.
    assert run.cpu["dealt"] > run.cpu["shown"]
    assert run.wall["dealt"] >= run.wall["shown"]


# What the window's first frame is built without: each of these takes milliseconds to
# load or build, and comes once the frame is on screen.
LATER = (
    "mahjong_desktop.ui.mainwindow.header",  # its sliders need the Qt namespace
    "mahjong_desktop.ui.mainwindow.appearance",
    "mahjong_desktop.ui.dialogs.preferences",
    "mahjong_desktop.ui.game.controller",
    "mahjong_desktop.ui.table.view",
    "mahjong_desktop.variants.mahjong.deal",
    "mahjong_desktop.ai.bots",
    "subprocess",  # only to compile a translation
    "hashlib",  # loads OpenSSL
    "importlib.resources",  # only when the checkout's own folders lack a file
)

FIRST_FRAME_FACTS = """
import json
import mahjong_desktop.ui.startup.launch as app_module
from mahjong_desktop.cli.main import main

make_application = app_module.application

def tell(window):
    import PySide6.QtCore
    facts = {
        "qt_namespace": "Qt" in vars(PySide6.QtCore),
        "loaded": sorted(name for name in LATER if name in sys.modules),
        "header_space": window.findChild(QWidget, "headerSpace") is not None,
    }
    print(json.dumps(facts), flush=True)
    QApplication.quit()

def application():
    app = make_application()
    exec(WATCH, globals())
    from PySide6.QtWidgets import QWidget
    globals()["QWidget"] = QWidget
    import mahjong_desktop.ui.mainwindow.window as main_window
    make_window = main_window.MainWindow.__init__

    def watched(self, *args, **kwargs):
        make_window(self, *args, **kwargs)
        watch_first_frame(self, lambda: tell(self))

    main_window.MainWindow.__init__ = watched
    return app

app_module.application = application
sys.exit(main(["--variant", "hongkong", "--seed", "1"]))
"""


def test_the_first_frame_is_built_without_the_qt_namespace_the_header_or_the_game(
    tmp_path: Path,
) -> None:
    """The real command, in its own process, looked at as its first frame is shown."""
    startup = _benchmark("startup")
    env = startup.child_env(tmp_path, "")
    env["PYTHONPATH"] = os.pathsep.join(
        [str(Path(__file__).resolve().parents[2]), env.get("PYTHONPATH", "")]
    )
    script = f"WATCH = {startup._FRAME_WATCH!r}\nLATER = {LATER!r}\nimport sys\n"
    # Twice: a checkout's first start compiles its translation (with subprocess).
    for _ in range(2):
        done = subprocess.run(
            [sys.executable, "-c", script + FIRST_FRAME_FACTS],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
    facts = json.loads(done.stdout.splitlines()[-1])
    # Its first use builds ~90 Python enums: a third of the window's start-up.
    assert not facts["qt_namespace"]
    assert facts["loaded"] == []
    assert facts["header_space"], "the header's room is kept"


# -- the table per event ---------------------------------------------------------------


@pytest.fixture
def counted_felt(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the scene's background paints (the felt and its grain)."""
    calls: list[int] = []
    paint = TableScene.drawBackground

    def counting(self: TableScene, painter: QPainter, rect: QRectF | QRect) -> None:
        calls.append(1)
        paint(self, painter, rect)

    monkeypatch.setattr(TableScene, "drawBackground", counting)
    return calls


@pytest.fixture
def view(qtbot: QtBot, counted_felt: list[int]) -> Iterator[TableView]:
    table = TableView()
    qtbot.addWidget(table)
    table.set_animation_speed(0)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    yield table


def test_an_event_does_not_redraw_the_cached_felt(
    view: TableView, qtbot: QtBot, counted_felt: list[int]
) -> None:
    view.show_observation(mahjong_observation("hongkong", turns=2))
    view.viewport().repaint()
    assert counted_felt, "the first paint at this size draws the felt"
    counted_felt.clear()
    view.show_observation(mahjong_observation("hongkong", turns=3))
    view.viewport().repaint()
    assert counted_felt == [], "the cached background survives a relayout at the same size"
    view.resize(1100, 760)
    qtbot.waitUntil(lambda: bool(counted_felt))  # a new size draws the felt anew


def test_the_table_before_its_first_deal_is_cloth_edge_to_edge(view: TableView) -> None:
    assert view.table_layout() is None
    assert view.table_scene().sceneRect() == QRectF(view.viewport().rect())
    picture = view.viewport().grab().toImage()
    for x, y in ((picture.width() // 2, picture.height() // 2), (5, 5)):
        colour = picture.pixelColor(x, y)
        assert colour.green() > colour.red() + 15, (x, y, colour.name())  # felt, not black


def test_seat_labels_are_kept_and_updated_between_events(view: TableView) -> None:
    view.show_observation(mahjong_observation("hongkong", turns=2))
    scene = view.table_scene()
    before = list(scene._labels)
    view.show_observation(mahjong_observation("hongkong", turns=3))
    after = list(scene._labels)
    assert [id(i) for i in after] == [id(i) for i in before]
    layout = view.table_layout()
    assert layout is not None
    assert [item.label for item in after] == list(layout.labels)


# -- art and the collector -------------------------------------------------------------


def test_art_parses_its_svg_on_first_use_and_then_refuses_a_bad_one() -> None:
    art = TileArt(MAHJONG, b"<not svg")  # cheap: nothing is parsed yet
    with pytest.raises(ValueError, match="not a valid SVG"):
        _ = art.aspect
    good = TileArt.from_resource(MAHJONG)
    assert 0.5 < good.aspect < 1.0
    assert not good.pixmap("5m", 40).isNull()


def test_freezing_exempts_the_objects_alive_now_from_collection() -> None:
    try:
        kept = [[index] for index in range(1000)]
        frozen = freeze_long_lived()
        assert frozen >= len(kept)
        assert not any(gc.is_tracked(item) and item in gc.get_objects() for item in kept[:3])
    finally:
        gc.unfreeze()


# -- the benchmarks' verdicts ----------------------------------------------------------


@pytest.mark.parametrize(("ratio", "met"), [(1.2, True), (1.5, True), (1.51, False)])
def test_the_startup_verdict_follows_its_target(ratio: float, met: bool) -> None:
    ok, line = _benchmark("startup").verdict(ratio)
    assert ok is met
    assert line.startswith("OK: " if met else "FAIL: ")


@pytest.mark.parametrize(("worst", "met"), [(12.0, True), (49.9, True), (50.0, False)])
def test_the_stall_verdict_follows_its_target(worst: float, met: bool) -> None:
    ok, line = _benchmark("stall").verdict(worst, "cpu")
    assert ok is met
    assert line.startswith("OK: " if met else "FAIL: ") and "cpu clock" in line
