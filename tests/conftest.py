"""Shared test helpers: rigging a mahjong table into an exact position."""

from __future__ import annotations

import os
from collections.abc import Sequence

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from mahjong_desktop.engine.table import Phase, TableGame, TurnState
from mahjong_desktop.engine.wall import Wall
from mahjong_desktop.variants.mahjong_tiles import copies_of, parse_kinds


def rig(
    game: TableGame,
    hands: Sequence[str],
    draws: str = "",
    *,
    current: int = 0,
    choices: str = "",
    replacements: str = "",
) -> None:
    """Put ``game`` at the start of ``current``'s turn with exact hands and wall.

    ``hands`` are notation strings per seat (the seat on turn already holds its
    extra tile); ``draws`` are the next wall tiles in order and ``replacements``
    the next loose (or tail) tiles. Every other tile of the set goes into the
    wall, so all tiles stay accounted for.
    """
    free = {kind: list(copies_of(kind)) for kind in range(42)}

    def take(text: str) -> list[int]:
        return [free[k].pop(0) for k in parse_kinds(text)]

    for seat, text in enumerate(hands):
        state = game.seats[seat]
        state.hand, state.melds, state.bonus, state.river = take(text), [], [], []
        state.active = True
        state.choice = choices[seat] if choices else ""
    ahead, spare = take(draws), take(replacements)
    allowed = set(game.tile_ids)
    others = [t for k in range(42) for t in free[k] if t in allowed]
    game.rng.shuffle(others)
    game.wall = Wall.arranged(game.layout, ahead, spare, others)
    game.phase = Phase.TURN
    game.current = current
    game.turn = TurnState()
    game.window = None
    game.wins = []
    game.ledger = []
    game.turns_played = 1


@pytest.fixture
def rigger():
    return rig
