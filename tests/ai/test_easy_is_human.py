"""Easy plays like a beginner, not like a random bot: slips are small, wins are never thrown."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.mahjong.bot import MahjongBot
from mahjong_desktop.ai.mahjong.mind import Option
from mahjong_desktop.ai.style import style_for
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.variants.mahjong.shanten.distance import shanten
from mahjong_desktop.variants.mahjong.tiles import counts_of, kind_of
from mahjong_desktop.variants.registry import new_deal


def easy_choices(variant: str, seed: int) -> Iterator[tuple[dict[str, Any], Action]]:
    """Every (observation, choice) of a deal played by four easy bots."""
    game = new_deal(variant, seed)
    game.start()
    bots = [make_bot("easy", seed * 10 + s) for s in range(game.seat_count)]
    while not game.is_over:
        for seat in game.to_act():
            if game.is_over:
                break
            observation = game.observation(seat)
            action = bots[seat].choose(observation)
            yield observation, action
            game.apply(action)


def shanten_after(observation: dict[str, Any], tile: int) -> int:
    """The seat's shanten (in its game's forms) once ``tile`` is discarded."""
    drawn = observation["drawn"]
    rest = [*observation["hand"], *([drawn] if drawn is not None else [])]
    rest.remove(tile)
    melds = len(observation["seats"][observation["seat"]]["melds"])
    flags: dict[str, Any] = {}
    if observation["variant"] == "sichuan":
        kept = "".join(s for s in "mps" if s != observation["declared"])
        flags = {"thirteen_orphans": False, "quads_as_two_pairs": True, "allowed_suits": kept}
    return shanten(counts_of(kind_of(t) for t in rest), melds, **flags)


@pytest.mark.parametrize("variant", ["hongkong", "sichuan"])
def test_easy_never_throws_a_win_and_slips_at_most_one_tile(variant: str) -> None:
    checked = 0
    for seed in range(3):
        for observation, action in easy_choices(variant, seed):
            legal = [Action.from_json(e["action"]) for e in observation["legal"]]
            if any(a.kind is Act.WIN for a in legal):
                assert action.kind is Act.WIN
            discards = [a for a in legal if a.kind is Act.DISCARD]
            if action.kind is Act.DISCARD and len(discards) > 1:
                best = min(shanten_after(observation, a.tiles[0]) for a in discards)
                assert shanten_after(observation, action.tiles[0]) <= best + 1
                checked += 1
    assert checked > 50


def test_a_slip_breaks_a_shape_only_where_the_style_allows_it() -> None:
    first = Option(score=10.0, value=10.0, shanten=1, useful=20, route="any", kind=0)
    shape_breaker = Option(score=1.0, value=1.0, shanten=2, useful=40, route="any", kind=1)
    always = random.Random(0)
    easy = style_for("hongkong", "easy")
    assert easy.slip_shanten == 1
    slipping = replace(easy, slip=1.0)
    assert MahjongBot(slipping)._slip([first, shape_breaker], always) is shape_breaker
    # Normal's slips keep the shanten: the shape stays.
    steady = replace(slipping, slip_shanten=0)
    assert MahjongBot(steady)._slip([first, shape_breaker], always) is first
    # Two tiles further is more than a beginner's slip.
    far = replace(shape_breaker, shanten=3)
    assert MahjongBot(slipping)._slip([first, far], always) is first
