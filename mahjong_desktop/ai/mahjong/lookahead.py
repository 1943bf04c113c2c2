"""The hard level's look-ahead: play the front-running discards forward on sampled walls.

The tiles the seat has not seen are shuffled into a possible future (a
determinization of its own observation: nothing else is known, so nothing else
is used) and the seat's coming draws are taken from it. Each candidate
discard is played forward on the same samples (common random numbers, so the
comparison is fair): keep a draw when it brings the route nearer, else throw it.
The share of samples that finish, sooner counting more, is averaged with the
formula's odds. Only close calls are sampled (a clear best needs no help),
the sample count (never the clock, so a choice repeats on any machine) bounds
the work, and only the sampled leaders may change places.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from itertools import takewhile

from mahjong_desktop.ai.mahjong.hand import (
    CLAIM_CHANCES,
    NO_ROUTE,
    HandRules,
    Route,
    route_shanten,
)
from mahjong_desktop.ai.mahjong.mind import MahjongMind, Option

LOOKED_AT = 3  # candidates played forward, at most
CLOSE = 0.8  # only candidates within this share of the best are worth sampling
LATE_WIN = 0.5  # a win on the last chance counts this much of one on the first


def sample_futures(
    unseen: Sequence[int], length: int, count: int, rng: random.Random
) -> list[list[int]]:
    """``count`` draw sequences of ``length`` kinds, each a sample of the unseen tiles."""
    pool = [kind for kind, n in enumerate(unseen) for _ in range(n)]
    length = min(length, len(pool))
    return [rng.sample(pool, length) for _ in range(count)]


def play_forward(
    counts: list[int], melds: int, route: Route, rules: HandRules, draws: Sequence[int]
) -> float:
    """Worth of one sampled future for a 13-tile hand: 1 for a win at once, less later, else 0."""
    work = list(counts)
    current = route_shanten(work, melds, route, rules)
    if current >= NO_ROUTE:
        return 0.0
    for step, kind in enumerate(draws):
        if work[kind] >= 4:
            continue
        work[kind] += 1
        best = route_shanten(work, melds, route, rules)
        if best < 0:
            return 1.0 - LATE_WIN * step / max(1, len(draws))
        if best < current and _drop_to(work, melds, route, rules, best, kind):
            current = best
        else:
            work[kind] -= 1
    return 0.0


def _drop_to(
    work: list[int], melds: int, route: Route, rules: HandRules, target: int, drawn: int
) -> bool:
    """Discard a tile that keeps ``target`` shanten; off-route and lonely tiles are tried first."""
    order = sorted(
        (k for k in range(len(work)) if work[k] and k != drawn),
        key=lambda k: (route.keep is None or route.keep[k], work[k] >= 2),
    )
    for kind in order:
        work[kind] -= 1
        if route_shanten(work, melds, route, rules) <= target:
            return True
        work[kind] += 1
    return False


def refine(mind: MahjongMind, options: list[Option], rng: random.Random) -> list[Option]:
    """The options re-scored by look-ahead for the leading few, best first."""
    style = mind.style
    draws = round(mind.draws * CLAIM_CHANCES)
    if draws <= 0:
        return options
    futures = sample_futures(mind.view.unseen, draws, style.rollouts, rng)
    top = options[0].value
    leaders = list(takewhile(lambda o: o.value >= CLOSE * top, options[:LOOKED_AT]))
    if len(leaders) < 2:
        return options  # a clear choice: sampling would only add noise
    results: dict[int, float] = {}
    for option in leaders:
        route = option.target
        if route is None:
            continue
        counts = list(mind.counts)
        counts[option.kind] -= 1
        total = sum(play_forward(counts, mind.melds, route, mind.plan.rules, f) for f in futures)
        sampled = total / len(futures) * mind.worth(route)
        results[option.kind] = (option.value + sampled) / 2
    # Only the leaders are re-scored, so only their order may change.
    rescored = [
        replace(o, value=results[o.kind], score=results[o.kind] - o.risk)
        if o.kind in results
        else o
        for o in leaders
    ]
    rescored.sort(key=lambda o: (o.score, -o.shanten, o.useful), reverse=True)
    return rescored + options[len(leaders) :]
