"""The soak benchmark: a few deals of each game in CI, and a failure reported with its seed."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from mahjong_desktop.engine.deal import Deal

SOAK = Path(__file__).resolve().parent.parent / "benchmarks" / "soak.py"


def load(_name: str = "soak") -> ModuleType:
    """The soak script as a module (registered: its dataclasses look themselves up)."""
    spec = importlib.util.spec_from_file_location("benchmark_soak", SOAK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_a_short_soak_of_every_game_passes(capsys: pytest.CaptureFixture[str]) -> None:
    soak = load()
    assert soak.main(["--deals", "5", "--replay-every", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].startswith("OK: ")
    for variant in ("hongkong", "sichuan", "paohuzi"):
        line = next(line for line in lines if line.startswith(variant))
        assert "5 deals" in line and "0 failed" in line and "deals/s" in line


def test_a_broken_invariant_names_the_game_and_seed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    soak = load()
    real = soak.check_end

    def broken_on_seed_3(game: Deal, replayed: bool) -> None:
        if game.seed == 3:
            raise soak.InvariantError("payments do not sum to zero")
        real(game, replayed)

    monkeypatch.setattr(soak, "check_end", broken_on_seed_3)
    assert soak.main(["--deals", "4", "--variant", "sichuan", "--level", "random"]) == 1
    out = capsys.readouterr().out
    assert "FAILED sichuan seed 3: InvariantError('payments do not sum to zero')" in out
    assert "sichuan   4 deals" in out and "1 failed" in out
    assert out.splitlines()[-1].startswith("FAIL: 1 deals")


def test_the_tile_check_catches_a_vanished_tile() -> None:
    soak = load()
    from mahjong_desktop.variants.registry import new_deal

    game = new_deal("hongkong", 2)
    game.start()
    check = soak.tiles_stay_put(game)
    check(game)
    game.seats[1].hand.pop()
    with pytest.raises(soak.InvariantError, match="missing"):
        check(game)
