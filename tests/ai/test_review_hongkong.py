"""The review in Hong Kong: options valued by the hard bot's hand model (issue 27).

Hong Kong play-outs were too noisy to tell a random seat from a hard one, so
the judge values a discard, a claim or a pass by the hard bot's model of the
hand it leaves. A ready hand broken for nothing is flagged as a bad move; the
model reads only the seat's view; over a few walls a random seat rates below a
hard one; a declined win, which the model does not value, is still played out.
"""

from __future__ import annotations

import statistics

from support.table import find_action, rig

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.review import hand_model
from mahjong_desktop.ai.review.deal_review import review_deal
from mahjong_desktop.ai.review.grading import BAD, grade
from mahjong_desktop.ai.review.judge import Judge
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.registry import new_deal

# East holds a ready half flush of dots with a red dragon pung and a stray 9s;
# the others hold hands with nothing in dots or dragons to take from it.
EAST = "123p 456p 789p 777z 1p 9s"
LEVELS = ("random", "hard")  # the ladder's two ends: their ratings must be far apart
OTHERS = (
    "147m 258s 123456z 2m",
    "258m 136s 123456z 3m",
    "369m 147s 123456z 9m",
)


def ready_hand() -> HongKongDeal:
    game = HongKongDeal(11)
    rig(game, [EAST, *OTHERS])
    return game


def test_breaking_a_ready_hand_is_a_bad_move_and_the_stray_tile_is_the_choice() -> None:
    game = ready_hand()
    stray = find_action(game, 0, Act.DISCARD, "9s")
    broken = find_action(game, 0, Act.DISCARD, "7z")
    verdict = Judge(samples=4).verdict(game, 0, broken)
    assert verdict.choice == stray
    assert verdict.error == 0.0  # the model's count, not a sample
    assert grade("hongkong", verdict.cost, verdict.error) in BAD, verdict
    judge, mine = verdict.options
    assert judge.points > mine.points and judge.win > mine.win
    assert verdict.cost == judge.points - mine.points
    # The stray tile's own verdict: the same choice, no cost.
    assert Judge(samples=4).verdict(game, 0, stray).cost == 0.0


def test_the_model_values_discards_claims_and_passes_but_not_a_win() -> None:
    game = ready_hand()
    discards = [a for a in game.legal_actions(0) if a.kind is Act.DISCARD][:2]
    values = hand_model.weigh(game, 0, discards)
    assert values is not None and all(0.0 <= v.win <= 1.0 for v in values)
    assert hand_model.weigh(game, 0, (Action(0, Act.WIN), discards[0])) is None


def rated(level: str, wall: int, judge: Judge) -> int:
    """The rating of seat 0 played by ``level`` on a wall (the others normal)."""
    levels = [level, "normal", "normal", "normal"]
    deal = new_deal("hongkong", wall, None, Seating(human=None, bots=levels))
    deal.quiet = True
    deal.start()
    start = deal.clone()
    play_deal(deal, [make_bot(lvl, derive_seed(wall, "bots", s)) for s, lvl in enumerate(levels)])
    return review_deal(start, deal.history, 0, judge).rating


def test_over_a_few_walls_a_random_seat_rates_below_a_hard_one() -> None:
    judge = Judge(samples=4)
    walls = range(6)
    ratings = {level: [rated(level, 9001 + wall, judge) for wall in walls] for level in LEVELS}
    assert statistics.fmean(ratings["random"]) + 20 < statistics.fmean(ratings["hard"]), ratings
