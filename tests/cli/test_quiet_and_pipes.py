"""simulate and arena play on the engine's quiet path; a closed stdout ends any command quietly."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from mahjong_desktop.ai import arena
from mahjong_desktop.ai.selfplay import bots_for, deal_seed, play_deal, simulate
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.variants.registry import new_deal


@pytest.mark.parametrize("variant", ["hongkong", "sichuan", "paohuzi"])
def test_simulate_plays_quiet_deals_with_the_same_outcome(variant: str) -> None:
    for result in simulate(variant, 2, 5, ["random"]):
        assert result.deal.quiet and result.deal.events == []  # no event was built
        seating = Seating(deal_index=result.index, human=None, bots=["random"] * 4)
        loud = new_deal(variant, deal_seed(5, result.index), None, seating)
        play_deal(loud, bots_for(loud, ["random"] * loud.seat_count))
        assert loud.events, "a watched deal emits events"
        assert loud.history == result.deal.history and loud.deltas() == result.deal.deltas()


def test_the_arena_referees_only_quiet_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []
    play = arena.Referee.play

    def watched(self: arena.Referee) -> object:
        seen.append(self.deal.quiet)
        return play(self)

    monkeypatch.setattr(arena.Referee, "play", watched)
    arena.play_arena("sichuan", 1, 2, ["random", "greedy", "random", "greedy"])
    assert seen and all(seen)


COMMANDS = [
    ["calc", "--variant", "hongkong", "--hand", "123m456m789m123p55p", "--win-tile", "5p"],
    [
        "arena",
        "--variant",
        "sichuan",
        "--deals",
        "1",
        "--seed",
        "1",
        "--seats",
        "random,greedy,random,greedy",
    ],
    ["simulate", "--variant", "paohuzi", "--deals", "3", "--seed", "1", "--bots", "random"],
    ["trace", "--variant", "hongkong", "--seed", "1", "--bots", "random"],
    ["--help"],
    ["calc", "--help"],
]


@pytest.mark.parametrize("words", COMMANDS, ids=lambda w: " ".join(w[:2]))
def test_a_closed_stdout_ends_the_command_quietly(words: list[str]) -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # as `... | true` leaves it: the reader is gone before anything is written
    try:
        result = subprocess.run(
            [sys.executable, "-m", "mahjong_desktop", *words],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=300,
        )
    finally:
        os.close(write_end)
    assert "Traceback" not in result.stderr and "BrokenPipe" not in result.stderr, result.stderr
    assert result.stderr == ""
    assert result.returncode in (0, 1)
