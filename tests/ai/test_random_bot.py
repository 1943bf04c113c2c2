"""The random bot picks the same move from its legal actions alone as from an observation.

Self-play hands a ``ChoosesAmong`` bot its legal actions without building a
view; the duplicate deals bots are measured on must not move for it.
"""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.bots import ChoosesAmong, GreedyBot, RandomBot, make_bot
from mahjong_desktop.ai.selfplay import MAX_ACTIONS, chooses_among, decider, play_deal
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.registry import new_deal

VARIANTS = ["hongkong", "sichuan", "paohuzi"]


def started(variant: str, seed: int) -> Deal:
    game = new_deal(variant, seed)
    game.start()
    return game


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_decision_is_the_one_the_observation_gives(variant: str) -> None:
    decisions = 0
    for seed in range(12):
        game = started(variant, seed)
        bot = RandomBot(bot_seed(seed))
        for _ in range(MAX_ACTIONS):
            if game.is_over:
                break
            seat = game.to_act()[0]
            legal = game.legal_view(seat)
            among = bot.choose_among(seat, game.action_count, legal)
            assert among == bot.choose(game.observation(seat))
            assert among == bot.choose(game.decision_view(seat))
            decisions += 1
            game.apply(among)
    assert decisions > 200


def test_a_win_is_taken_before_any_draw_is_made() -> None:
    legal = [Action(2, Act.PUNG, (8, 9)), Action(2, Act.WIN, (10,)), Action(2, Act.PASS)]
    assert RandomBot(5).choose_among(2, 40, legal) == legal[1]


def test_the_choice_follows_the_seat_and_the_action_index() -> None:
    legal = [Action(1, Act.DISCARD, (t,)) for t in range(14)]
    bot = RandomBot(9)
    assert bot.choose_among(1, 30, legal) == bot.choose_among(1, 30, list(legal))
    picks = {bot.choose_among(1, index, legal) for index in range(60)}
    assert len(picks) > 5  # a different draw per decision, not one fixed pick


def test_only_the_random_bot_is_asked_with_its_legal_actions() -> None:
    assert isinstance(RandomBot(1), ChoosesAmong)
    assert not isinstance(GreedyBot(1), ChoosesAmong)
    assert not isinstance(make_bot("normal", 1), ChoosesAmong)
    # As remembered per class, asked twice: the second answer is the first.
    for _ in range(2):
        assert chooses_among(RandomBot(2)) and not chooses_among(GreedyBot(2))
        assert not chooses_among(make_bot("hard", 2))


@pytest.mark.parametrize("variant", VARIANTS)
def test_self_play_plays_the_deal_the_observations_play(variant: str) -> None:
    for seed in range(6):
        fast, slow = started(variant, seed), started(variant, seed)
        bots = [RandomBot(bot_seed(seed)) for _ in range(fast.seat_count)]
        play_deal(fast, bots)
        for _ in range(MAX_ACTIONS):
            if slow.is_over:
                break
            seat = slow.to_act()[0]
            slow.apply(bots[seat].choose(slow.observation(seat)))
        assert fast.history == slow.history
        assert fast.ledger == slow.ledger


def test_a_bot_that_reads_the_table_is_asked_with_its_observation() -> None:
    game = started("hongkong", 3)
    seen: list[dict[str, object]] = []

    class Watcher:
        observes_table = True

        def choose(self, observation: dict[str, object]) -> Action:
            seen.append(observation)
            return RandomBot(1).choose(observation)

    seat = game.to_act()[0]
    decider(Watcher(), game)(seat)
    assert seen == [game.observation(seat)]
