"""The deal review (issue 27): its time and memory, its calibration, the levels it orders.

``time`` (the default): seat 0 of each seeded deal is played by the ``--level``
bot (easy by default: a learner's worth of decisions, more of them unlike the
judge's than normal's; the others normal) and reviewed at the app's
analysis budget. It prints each game's mean and worst seconds a deal (CPU), the
same as a multiple of one normal self-play deal of that game measured in the
same run, and the review's peak traced memory (one deal, ``tracemalloc``).
Exits 1 when a Hong Kong deal's review takes 10 s or more on average (the
issue's target); the last line says ``OK:`` or ``FAIL:``.

``calibrate``: at decisions where a normal seat's choice differs from the hard
bot's, the judge predicts the difference between the two options from samples
of what the seat had not seen; it is then measured by playing each option on
from the real position (the real hidden tiles) with the same play-out bots,
``--rollouts`` seeds each, both options on the same seeds (duplicate
roll-outs). It prints the mean of predicted minus measured with its 95%
interval (an honest judge's includes 0), the slope of measured on predicted,
and a table of measured means by predicted bin. In Hong Kong the prediction
is mostly the hard bot's hand model's (``ai/review/hand_model``), in its own
expected points of the seat's win, not a play-out's.

``levels``: seat 0 of each wall is played by each level in turn (others
normal, the same walls for every level) and reviewed; it prints each level's
mean rating with its 95% interval, each step of the ladder as a paired gap, and
each level's bad-move rate (mistakes and blunders a decision).

Run: ``python benchmarks/review.py [time|calibrate|levels] --variant V --deals N [--samples S]``.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
import tracemalloc
from collections.abc import Sequence

from mahjong_desktop.ai.arena import interval
from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.review.deal_review import DealReview, review_deal
from mahjong_desktop.ai.review.grading import BAD
from mahjong_desktop.ai.review.judge import PLAYOUT_LEVEL, Judge
from mahjong_desktop.ai.selfplay import deal_seed, play_deal, seen_by
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.engine.rng import derive_seed
from mahjong_desktop.variants.registry import VARIANTS, find_variant, new_deal

HONG_KONG_TARGET_SECONDS = 10.0
LEVELS = ("random", "easy", "normal", "hard")


def played(variant: str, seed: int, level: str = "normal") -> tuple[Deal, Deal]:
    """(the deal before its first action, the deal played) with ``level`` at seat 0."""
    seats = find_variant(variant).seat_count
    levels = [level, *["normal"] * (seats - 1)]
    deal = new_deal(variant, seed, None, Seating(human=None, bots=levels))
    deal.quiet = True
    deal.start()
    start = deal.clone()
    play_deal(deal, [make_bot(lvl, derive_seed(seed, "bots", s)) for s, lvl in enumerate(levels)])
    return start, deal


def review(variant: str, seed: int, judge: Judge, level: str = "normal") -> DealReview:
    start, deal = played(variant, seed, level)
    return review_deal(start, deal.history, 0, judge)


def time_reviews(variants: Sequence[str], deals: int, seed: int, judge: Judge, level: str) -> int:
    failed = []
    for variant in variants:
        seeds = [deal_seed(seed, i) for i in range(deals)]
        reference = time.process_time()
        for s in seeds:
            played(variant, s)
        deal_cost = (time.process_time() - reference) / deals
        seconds, decisions = [], []
        for s in seeds:
            start = time.process_time()
            decisions.append(len(review(variant, s, judge, level).decisions))
            seconds.append(time.process_time() - start)
        tracemalloc.start()
        review(variant, seeds[0], judge, level)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        mean = statistics.fmean(seconds)
        print(
            f"{variant}: review {mean:.2f} s a deal (worst {max(seconds):.2f} s, "
            f"{statistics.fmean(decisions):.1f} decisions), {mean / deal_cost:.0f}x a normal "
            f"self-play deal ({1000 * deal_cost:.0f} ms); peak traced memory "
            f"{peak / 2**20:.1f} MiB; {judge.samples(variant)} samples an option"
        )
        if variant == "hongkong" and mean >= HONG_KONG_TARGET_SECONDS:
            failed.append(f"a Hong Kong review takes {mean:.1f} s (target under 10 s)")
    print(f"FAIL: {'; '.join(failed)}" if failed else "OK: every review within its target")
    return 1 if failed else 0


def calibrate(variant: str, deals: int, seed: int, judge: Judge, rollouts: int) -> int:
    predicted, measured = [], []
    level = judge.playout or PLAYOUT_LEVEL[variant]
    for index in range(deals):
        s = deal_seed(seed, index)
        deal = new_deal(variant, s)
        deal.quiet = True
        deal.start()
        bots = [make_bot("normal", derive_seed(s, "bots", k)) for k in range(deal.seat_count)]
        while not deal.is_over:
            seat = deal.to_act()[0]
            chosen = bots[seat].choose(seen_by(bots[seat], deal, seat))
            if seat == 0 and len(deal.legal_actions(0)) > 1:
                verdict = judge.verdict(deal, 0, chosen)
                if verdict.options:
                    best, mine = verdict.options
                    predicted.append(best.points - mine.points)
                    measured.append(_rolled_out(deal, (best.action, mine.action), level, rollouts))
            deal.apply(chosen)
    errors = [p - m for p, m in zip(predicted, measured, strict=True)]
    if len(errors) < 2:
        print(f"{variant}: {len(errors)} positions; too few to weigh (more --deals)")
        return 0
    low, high = interval(errors)
    slope = _slope(predicted, measured)
    print(
        f"{variant}: {len(errors)} positions; predicted minus measured "
        f"{statistics.fmean(errors):+.3f} [{low:+.3f}, {high:+.3f}]; slope of measured on "
        f"predicted {slope:.2f}; {judge.samples(variant)} samples, {rollouts} roll-outs"
    )
    for lo, hi in _bins(predicted):
        inside = [m for p, m in zip(predicted, measured, strict=True) if lo <= p < hi]
        near = [p for p in predicted if lo <= p < hi]
        if inside:
            print(
                f"  predicted [{lo:+.2f}, {hi:+.2f}): {len(inside)} positions, mean predicted "
                f"{statistics.fmean(near):+.2f}, mean measured {statistics.fmean(inside):+.2f}"
            )
    return 0


def _rolled_out(deal: Deal, options: Sequence[Action], level: str, rollouts: int) -> float:
    """The first option's points minus the second's, played on from the real ``deal``."""
    rng = random.Random(derive_seed(deal.seed, "rollout", deal.action_count))
    gaps = []
    for _ in range(rollouts):
        seed = rng.getrandbits(48)
        points = []
        for action in options:
            future = deal.clone()
            future.quiet = True
            future.apply(action)
            play_deal(future, [make_bot(level, seed)] * future.seat_count)
            points.append(future.deltas()[0])
        gaps.append(points[0] - points[1])
    return statistics.fmean(gaps)


def _slope(xs: Sequence[float], ys: Sequence[float]) -> float:
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    spread = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / spread if spread else 0.0


def _bins(values: Sequence[float], count: int = 4) -> list[tuple[float, float]]:
    """``count`` bins holding about as many values each."""
    ordered = sorted(values)
    edges = [ordered[len(ordered) * k // count] for k in range(count)] + [ordered[-1] + 1e-9]
    return [(lo, hi) for lo, hi in itertools.pairwise(edges) if hi > lo]


def levels(variant: str, deals: int, seed: int, judge: Judge) -> int:
    ratings: dict[str, list[int]] = {level: [] for level in LEVELS}
    bad: dict[str, list[int]] = {level: [0, 0] for level in LEVELS}  # bad moves, decisions
    for index in range(deals):
        s = deal_seed(seed, index)
        for level in LEVELS:
            result = review(variant, s, judge, level)
            ratings[level].append(result.rating)
            bad[level][0] += sum(d.grade in BAD for d in result.decisions)
            bad[level][1] += len(result.decisions)
    for level in LEVELS:
        low, high = interval(ratings[level])
        moves, decisions = bad[level]
        print(
            f"{variant} {level}: rating {statistics.fmean(ratings[level]):.1f} "
            f"[{low:.1f}, {high:.1f}], bad moves {moves / max(decisions, 1):.3f} a decision "
            f"({moves} of {decisions})"
        )
    for worse, better in itertools.pairwise(LEVELS):
        gaps = [b - w for b, w in zip(ratings[better], ratings[worse], strict=True)]
        low, high = interval(gaps)
        print(
            f"{variant} {better} - {worse}: {statistics.fmean(gaps):+.1f} [{low:+.1f}, {high:+.1f}]"
            f" over {deals} walls"
        )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", nargs="?", choices=("time", "calibrate", "levels"), default="time")
    parser.add_argument("--variant", choices=sorted(VARIANTS), action="append")
    parser.add_argument("--deals", type=int, default=5)
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--samples", type=int, default=None, help="default: the app's budget")
    parser.add_argument("--level", default="easy", help="time: the bot at the seat reviewed")
    parser.add_argument("--rollouts", type=int, default=8, help="calibrate: real roll-outs")
    parser.add_argument(
        "--playout",
        default=None,
        help="the bots that play on (default: the judge's play-out bots); calibrate: "
        "'hard' measures Hong Kong's hand model against the bots it models",
    )
    args = parser.parse_args()
    variants = args.variant or sorted(VARIANTS)
    judge = Judge(args.samples, args.playout)
    if args.mode == "time":
        return time_reviews(variants, args.deals, args.seed, judge, args.level)
    run = {"calibrate": lambda v: calibrate(v, args.deals, args.seed, judge, args.rollouts),
           "levels": lambda v: levels(v, args.deals, args.seed, judge)}[args.mode]  # fmt: skip
    return max(run(v) for v in variants)


if __name__ == "__main__":
    sys.exit(main())
