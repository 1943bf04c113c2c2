"""The level bots see only their seat: a deal that looks the same to the seat gets the same move.

At several moments of a seeded deal the tiles the seat can not see (other
seats' concealed tiles, the live wall or stock) are dealt out afresh. The
seat's observation must not change, and neither may any level's choice.
"""

from __future__ import annotations

import random

import pytest
from support.hidden import hidden_world

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.selfplay import MAX_ACTIONS
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.variants.registry import new_deal

LEVELS = ("easy", "normal", "hard")
CHECKS = 3  # moments per deal at which the hidden tiles are reshuffled


def started(variant: str, seed: int) -> Deal:
    game = new_deal(variant, seed)
    game.start()
    return game


@pytest.mark.parametrize("variant", ["hongkong", "sichuan", "paohuzi"])
def test_choice_ignores_what_the_seat_can_not_see(variant: str) -> None:
    watched, checked, decisions = 1, 0, 0
    for seed in range(21, 31):  # deals until every check is made (a deal may end early)
        game = started(variant, seed)
        players = [make_bot("normal", s) for s in range(game.seat_count)]
        for _ in range(MAX_ACTIONS):
            if game.is_over or checked >= CHECKS:
                break
            for seat in game.to_act():
                if game.is_over:
                    break
                observation = game.observation(seat)
                if seat == watched and len(observation["legal"]) > 1:
                    decisions += 1
                    if decisions % 3 == 0:
                        checked += 1
                        assert_blind(game, seat, observation, random.Random(decisions))
                game.apply(players[seat].choose(observation))
        if checked >= CHECKS:
            break
    assert checked == CHECKS


def assert_blind(game: Deal, seat: int, observation: dict[str, object], rng: random.Random) -> None:
    other = hidden_world(game, seat, rng)
    assert other.state() != game.state(), "the reshuffle changed nothing"
    assert other.observation(seat) == observation
    for level in LEVELS:
        here = make_bot(level, 7).choose(observation)
        there = make_bot(level, 7).choose(other.observation(seat))
        assert here == there, level
