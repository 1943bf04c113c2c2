"""A benchmark that misses its target says so in its exit status and its last line."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"benchmark_{name}", BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("target", "status", "last"), [(1e9, 1, "FAIL: "), (0.0, 0, "OK: ")])
def test_shanten_benchmark_exit_status_follows_its_target(
    target: float,
    status: int,
    last: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    pytest.importorskip("mahjong")
    shanten = load("shanten")
    # A small store in a temporary folder: the whole one takes seconds to build.
    store = tmp_path / "store.bin"
    ensure = shanten.shanten_store.ensure
    monkeypatch.setattr(shanten.shanten_store, "ensure", lambda: ensure(store, max_tiles=5))
    monkeypatch.setattr(shanten, "TARGET_SPEEDUP", target)
    monkeypatch.setattr(shanten, "REPEATS", 1)
    monkeypatch.setattr(sys, "argv", ["shanten.py", "--hands", "40"])
    assert shanten.main() == status
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].startswith(last), lines[-1]
    if status:
        assert "target was missed" in lines[-1]


@pytest.mark.parametrize(("scale", "status", "last"), [(0.0, 1, "FAIL: "), (1e9, 0, "OK: ")])
def test_selfplay_benchmark_exit_status_follows_its_targets(
    scale: float,
    status: int,
    last: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    selfplay = load("selfplay")
    monkeypatch.setattr(selfplay, "TARGETS", {v: t * scale for v, t in selfplay.TARGETS.items()})
    monkeypatch.setattr(selfplay, "reference_seconds", lambda: 1e-5)  # a quick reference
    monkeypatch.setattr(sys, "argv", ["selfplay.py", "--deals", "1", "--rounds", "1"])
    assert selfplay.main() == status
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].startswith(last), lines[-1]
    for variant in selfplay.BASE:  # a figure per game
        assert any(line.startswith(variant) and "target" in line for line in lines), variant
    if status:
        assert "target was missed by hongkong, paohuzi, sichuan" in lines[-1]


def test_the_search_pilot_plays_a_wall_both_ways_and_says_what_it_measured(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pilot = load("search_pilot")
    monkeypatch.setattr(
        sys, "argv", ["search_pilot.py", "--variant", "paohuzi", "--deals", "1", "--samples", "1"]
    )
    assert pilot.main() == 0
    line = capsys.readouterr().out.splitlines()[-1]
    assert line.startswith("paohuzi: searching seat minus hard") and "over 3 seat-deals" in line


@pytest.mark.parametrize(("target", "status", "last"), [(0.0, 1, "FAIL: "), (1e9, 0, "OK: ")])
def test_review_benchmark_exit_status_follows_its_target(
    target: float,
    status: int,
    last: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    review = load("review")
    monkeypatch.setattr(review, "HONG_KONG_TARGET_SECONDS", target)
    argv = ["review.py", "--variant", "hongkong", "--deals", "1", "--samples", "2"]
    monkeypatch.setattr(sys, "argv", argv)
    assert review.main() == status
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("hongkong: review ") and lines[-1].startswith(last)


@pytest.mark.parametrize("mode", ["calibrate", "levels"])
def test_review_benchmark_reports(
    mode: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    review = load("review")
    deals = "1" if mode == "levels" else "4"  # enough decisions unlike hard's to weigh
    argv = ["review.py", mode, "--variant", "paohuzi", "--deals", deals, "--samples", "2"]
    monkeypatch.setattr(sys, "argv", [*argv, "--rollouts", "1"])
    assert review.main() == 0
    out = capsys.readouterr().out
    if mode == "levels":
        assert all(f"paohuzi {level}: rating" in out for level in review.LEVELS)
        assert "paohuzi hard - normal: " in out
    else:
        assert "positions; predicted minus measured" in out
