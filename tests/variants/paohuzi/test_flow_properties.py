"""Properties over thousands of seeded Paohuzi deals played by bots.

Random-legal bots reach odd corners (dead hands, passes, stinking cards); the
greedy policy reaches wins. Every step keeps all 80 cards in one place each
and every live seat within its card count; every deal ends, pays what the rule book says,
and its record replays to the same state.
"""

from __future__ import annotations

import random

import pytest
from support.inventory import every_tile
from support.sheets import check_sheet

from mahjong_desktop.ai.bots import GreedyBot, RandomBot
from mahjong_desktop.ai.paohuzi.greedy import choose_paohuzi
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal, Phase

RANDOM_DEALS = 1500
GREEDY_DEALS = 500
ALL_CARDS = list(range(80))


def check_step(game: Deal) -> None:
    assert isinstance(game, PaohuziDeal)
    assert every_tile(game) == ALL_CARDS
    window = game.window
    for seat, state in enumerate(game.seats):
        owing = game.phase is Phase.TURN and seat == game.current
        # After a mandatory wei or ti the revealer decides on its win before discarding.
        deciding = window is not None and window.reason == "mandatory" and seat == window.source
        if not game.is_over and not owing and not deciding:
            assert not state.owes_discard(), (seat, game.state())


def replay(game: PaohuziDeal) -> PaohuziDeal:
    record = game.record()
    copy = PaohuziDeal(record["seed"], record["options"])
    copy.start()
    for data in record["actions"]:
        copy.apply(Action.from_json(data))
    return copy


def check_deal(game: PaohuziDeal) -> None:
    assert game.is_over and game.phase is Phase.ENDED
    check_sheet(game)  # huxi by the rule book's table, tun = 1 + (huxi - 15) // 3 from each
    if game.end_reason == "exhausted":
        assert not game.wins and len(game.stock) == 0
    else:
        (win,) = game.wins
        assert win.huxi >= 15
    assert replay(game).state_json() == game.state_json()


@pytest.mark.slow
def test_random_bots_keep_every_invariant() -> None:
    ends: set[str] = set()
    for seed in range(RANDOM_DEALS):
        game = PaohuziDeal(seed)
        bots = [RandomBot(bot_seed(seed)) for _ in range(3)]
        play_deal(game, bots, check_step)
        check_deal(game)
        ends.add(str(game.end_reason))
    assert {"win", "exhausted"} <= ends


@pytest.mark.slow
def test_greedy_policy_plays_whole_deals() -> None:
    wins = 0
    for seed in range(GREEDY_DEALS):
        game = PaohuziDeal(seed)
        bots = [GreedyBot(bot_seed(seed)) for _ in range(3)]
        play_deal(game, bots, check_step)
        check_deal(game)
        wins += game.end_reason == "win"
    assert wins > GREEDY_DEALS // 2  # scoring melds and lonely discards reach 15 huxi


def test_wins_only_on_revealed_cards_over_many_deals() -> None:
    for seed in range(200):
        game = PaohuziDeal(seed)
        bots = [GreedyBot(bot_seed(seed)) for _ in range(3)]
        play_deal(game, bots)
        revealed = {e.data["card"] for e in game.events if e.kind == "reveal"}
        for win in game.wins:
            assert win.card is None or win.card in revealed


def _seen(legal: list[Action], hand: list[int], offered: int | None) -> dict[str, object]:
    """The parts of an observation the greedy policy reads."""
    offer = None if offered is None else {"tile": offered, "source": 1, "reason": "reveal"}
    return {"legal": [{"action": a.to_json()} for a in legal], "hand": hand, "offer": offer}


def test_greedy_policy_choices() -> None:
    rng = random.Random(1)
    win = Action(0, Act.WIN, (5,))
    chi = Action(0, Act.CHI, (12, 16))
    passing = Action(0, Act.PASS)
    assert choose_paohuzi(_seen([chi, win, passing], [12, 16], 20), rng) == win
    pao = Action(0, Act.PAO, (40, 41, 42), choice="kan")
    assert choose_paohuzi(_seen([pao, passing], [40, 41, 42], 43), rng) == pao
    # 1x (ids 0-3) pairs with nothing in 1x 9d 5x 5x 6x; the lonely card goes.
    hand = [0, 72, 16, 17, 20]
    discards = [Action(0, Act.DISCARD, (c,)) for c in hand]
    assert choose_paohuzi(_seen(discards, hand, None), rng).tiles[0] in (0, 72)
    # A scoring chi (1-2-3 small, 3 huxi) is taken; one breaking a pair and scoring nothing is not.
    scoring = Action(0, Act.CHI, (4, 8))  # 2x 3x with the claimed 1x
    assert choose_paohuzi(_seen([scoring, passing], [4, 8, 72], 0), rng) == scoring
    breaking = Action(0, Act.CHI, (16, 24))  # 5x (paired) 7x with a claimed 6x
    assert choose_paohuzi(_seen([breaking, passing], [16, 17, 24], 20), rng) == passing
