"""The review's judge: the hard bot's choice, and every option weighed.

In Hong Kong most options are valued by the hard bot's own hand model
(``hand_model``: the odds of finishing each route times what it scores), since
Hong Kong play-outs are too noisy to tell two discards apart; a declined win,
which it does not model, is played out as in the other games.

At a decision the judge asks the hard bot (``levels.advice``) what it would do
and why. When the seat chose otherwise, both options are played on from the
same samples of what the seat had not seen (``engine.determinize``: a sample
depends on the seat's view alone, so the judge never reads a hidden hand),
every seat played by the game's play-out bot with the same seeds for both
options. An option's value is the seat's mean points for the deal from there;
the difference between two options is taken sample by sample (paired), so its
uncertainty is the standard error of those differences. Everything is drawn
from seeds and counts, never a clock: the same record gives the same review.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_desktop.ai import level_names
from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.levels import advice
from mahjong_desktop.ai.review import hand_model
from mahjong_desktop.ai.review.option_value import OptionValue
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.determinize import determinize
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.engine.protocol import observation_of
from mahjong_desktop.engine.rng import derive_seed

# The play-out bot per game: the strongest one fast enough for a deal's review
# in seconds (a Hong Kong normal or hard deal costs 0.3-0.75 s; greedy 0.04 s).
PLAYOUT_LEVEL = {
    "hongkong": level_names.GREEDY,
    "sichuan": level_names.NORMAL,
    "paohuzi": level_names.NORMAL,
}
# The analysis budget: play-outs an option, per game. A Hong Kong play-out costs
# the most and its points spread the widest; these keep a deal's review within
# seconds (benchmarks/review.py).
SAMPLES = {"hongkong": 16, "sichuan": 32, "paohuzi": 48}
# A saved review made by another judge is made again. 2: Hong Kong options valued by
# the hard bot's hand model, not by play-outs.
JUDGE_VERSION = 2
MODELLED = frozenset({"hongkong"})  # the games whose options the hand model values


@dataclass(frozen=True)
class Verdict:
    """The judge's word on one decision."""

    choice: Action  # what the judge would do
    reason: Message  # why, as the Hint says it
    options: tuple[OptionValue, ...]  # the judge's choice first, then the seat's (if other)
    # Expected points the seat's choice gave up against the judge's: 0 when they are
    # one choice, below 0 when the play-outs rate the seat's choice higher.
    cost: float
    error: float  # the standard error of ``cost``


def same_choice(deal: Deal, one: Action, other: Action) -> bool:
    """Whether two actions are one choice: the same kind with tiles of the same faces."""
    if one.kind is not other.kind or one.choice != other.choice:
        return False
    faces = deal.face_of
    return sorted(map(faces, one.tiles)) == sorted(map(faces, other.tiles)) and sorted(
        sorted(map(faces, g)) for g in one.groups
    ) == sorted(sorted(map(faces, g)) for g in other.groups)


class Judge:
    """Weighs a seat's decisions; ``samples`` play-outs an option (default: the game's
    analysis budget), played by ``playout`` bots (default: the game's)."""

    def __init__(self, samples: int | None = None, playout: str | None = None) -> None:
        self.samples_asked = samples
        self.playout = playout

    def samples(self, variant: str) -> int:
        return self.samples_asked or SAMPLES[variant]

    def verdict(self, deal: Deal, seat: int, chosen: Action) -> Verdict:
        """The judge's choice at ``deal`` (the seat to decide) and the cost of ``chosen``."""
        choice, reason = advice(observation_of(deal, seat), level_names.HARD)
        if same_choice(deal, choice, chosen):
            return Verdict(chosen, reason, (), 0.0, 0.0)
        if deal.variant in MODELLED:
            modelled = hand_model.weigh(deal, seat, (choice, chosen))
            if modelled is not None:
                best, mine = modelled
                # A count from the seat's view, not a sample: no noise to state.
                return Verdict(choice, reason, modelled, best.points - mine.points, 0.0)
        best, mine, diffs = self.weigh(deal, seat, (choice, chosen))
        cost = statistics.fmean(diffs)
        error = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        return Verdict(choice, reason, (best, mine), cost, error)

    def weigh(
        self, deal: Deal, seat: int, options: Sequence[Action]
    ) -> tuple[OptionValue, OptionValue, list[float]]:
        """The first two ``options`` played on from the same samples: their values, and
        the first's points minus the second's, sample by sample."""
        rng = random.Random(derive_seed(deal.seed, "review", seat, deal.action_count))
        samples = [determinize(deal, seat, rng) for _ in range(self.samples(deal.variant))]
        seeds = [rng.getrandbits(48) for _ in samples]
        level = self.playout or PLAYOUT_LEVEL[deal.variant]
        points: list[list[int]] = []
        values = []
        for action in options[:2]:
            scored, wins, dealt_in = [], 0, 0
            for sample, seed in zip(samples, seeds, strict=True):
                future = sample.clone()
                future.quiet = True
                future.apply(action)
                play_deal(future, [make_bot(level, seed)] * future.seat_count)
                scored.append(future.deltas()[seat])
                outcomes = future.win_outcomes()
                wins += any(w.seat == seat for w in outcomes)
                dealt_in += any(w.source == seat for w in outcomes)
            count = len(samples)
            points.append(scored)
            values.append(
                OptionValue(action, statistics.fmean(scored), wins / count, dealt_in / count)
            )
        diffs = [float(a - b) for a, b in zip(points[0], points[1], strict=True)]
        return values[0], values[1], diffs
