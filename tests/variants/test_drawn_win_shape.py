"""A drawn tile's winning shape, judged from the waits of the hand it joined, is the
shape test's answer: checked on every turn of random deals of both mahjong games."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.bots import GreedyBot, RandomBot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.mahjong.deal import MahjongDeal
from mahjong_desktop.variants.registry import new_deal


@pytest.mark.parametrize("variant", ["hongkong", "sichuan"])
def test_the_shape_of_every_drawn_hand_is_the_shape_tests(variant: str) -> None:
    judged = {"from waits": 0, "turns": 0, "wins": 0}

    def check(game: Deal) -> None:
        assert isinstance(game, MahjongDeal)
        seat = game.current
        if game.phase is not Phase.TURN or game.window is not None or game.is_over:
            return
        index = game.hand_index(seat)
        before = index.before
        from_waits = before is not None and before.waits is not None
        expected = game.has_winning_shape(game.hand_counts(seat), len(game.seats[seat].melds))
        assert game.holds_winning_shape(seat) is expected
        judged["turns"] += 1
        judged["from waits"] += from_waits
        judged["wins"] += expected

    for deal in range(40):
        game = new_deal(variant, 700 + deal)
        game.quiet = True
        game.start()
        seed = bot_seed(700 + deal)
        # Greedy seats reach winning shapes, random ones odd hands.
        play_deal(game, [GreedyBot(seed), RandomBot(seed), GreedyBot(seed), RandomBot(seed)], check)
    assert judged["from waits"] > judged["turns"] // 2  # the quick way is the common one
    assert judged["wins"] > 2, judged
