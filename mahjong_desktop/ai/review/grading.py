"""How much a decision cost, in words, and a deal's rating from 0 to 100.

A decision is graded by the expected points its choice gave up against the
judge's (``Verdict.cost``). The thresholds are in each game's points: a Hong
Kong deal's points spread about twenty times wider than a Sichuan or Paohuzi
deal's (a standard deviation of 69 against 3.6 and 3.3 a seat over normal
self-play), so its thresholds are that much wider. A cost within twice its
standard error of zero is not told apart from noise: it stays ``fine``.

Hong Kong costs are mostly the hard bot's hand model's (``hand_model``), a
count with no sampling noise, so its grades need no noise margin; its rating
is on a scale of 1 point a decision, not the inaccuracy threshold: the model's
costs are small in most decisions and large in a few (a limit hand broken),
and on that scale a deal of many small costs is told from a deal of none.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum


class Grade(StrEnum):
    FINE = "fine"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


# Expected points given up from which a choice is an inaccuracy, a mistake, a blunder.
THRESHOLDS: dict[str, tuple[float, float, float]] = {
    "hongkong": (4.0, 16.0, 48.0),
    "sichuan": (0.25, 1.0, 3.0),
    "paohuzi": (0.25, 1.0, 3.0),
}
# The mean cost a decision that halves a deal's rating, where it is not the
# inaccuracy threshold. Hong Kong's was chosen on walls of seed 9001 (not the
# benchmark's): 1 point ordered the levels with the widest gaps of 1, 2 and 4.
RATING_SCALE: dict[str, float] = {"hongkong": 1.0}
BAD = (Grade.MISTAKE, Grade.BLUNDER)  # what the bad-move count counts


def grade(variant: str, cost: float, error: float) -> Grade:
    if cost <= 2 * error:
        return Grade.FINE
    inaccuracy, mistake, blunder = THRESHOLDS[variant]
    if cost >= blunder:
        return Grade.BLUNDER
    if cost >= mistake:
        return Grade.MISTAKE
    return Grade.INACCURACY if cost >= inaccuracy else Grade.FINE


def rating(variant: str, costs: Sequence[float]) -> int:
    """100 for a deal played as the judge would; a mean cost a decision at the
    game's rating scale (the inaccuracy threshold unless ``RATING_SCALE`` names
    one) halves it (no decisions at all: 100).

    The costs are taken as they are, noise and all, below zero too: over a deal's
    decisions the noise of each averages out (the mean is an unbiased estimate
    of the points given up a decision), where counting only the costs told apart
    from noise would rate nearly every deal 100."""
    if not costs:
        return 100
    scale = RATING_SCALE.get(variant, THRESHOLDS[variant][0])
    mean = max(0.0, sum(costs) / len(costs))
    return round(100 * scale / (scale + mean))
