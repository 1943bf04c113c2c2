"""Complete deals with random-legal bots, for every game, against a target per game.

Machines differ, so each figure is a cost in reference shuffles: shuffling a
144-tile list with the standard library, a fixed amount of plain Python work
measured in the same run. Times are CPU time, and a game is measured in several
rounds, each next to a reference of its own, the median kept: a shared
machine's load drifts. The target is a third of each game's cost when issue 9
was filed (372, 305 and 171 reference shuffles a deal), in the quiet mode a
search or self-play uses (no events); the cost with events is printed beside
it. Exits 1 when a game misses its target; the last line says which
(``FAIL: ...``) or that all is well (``OK: ...``).
Run: ``python benchmarks/selfplay.py [--deals N] [--rounds R] [--seed S]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from mahjong_desktop.ai.bots import RandomBot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.registry import VARIANTS, new_deal

# Reference shuffles a quiet deal may cost: a third of the cost issue 9 started from.
BASE = {"hongkong": 372, "sichuan": 305, "paohuzi": 171}
TARGETS = {variant: cost / 3 for variant, cost in BASE.items()}


def reference_seconds(repeats: int = 20000) -> float:
    """Seconds for one shuffle of 144 tiles (the unit the costs are given in)."""
    tiles = list(range(144))
    rng = random.Random(0)
    start = time.process_time()
    for _ in range(repeats):
        rng.shuffle(tiles)
    return (time.process_time() - start) / repeats


def deal_seconds(variant: str, deals: int, seed: int, quiet: bool = True) -> tuple[float, float]:
    """(CPU seconds per deal, mean actions per deal) over ``deals`` seeded deals.

    Bots are asked as self-play asks them (``ai.selfplay.play_deal``: the random
    bot with its legal actions alone); ``quiet`` deals emit no events."""
    actions = 0
    start = time.process_time()
    for index in range(deals):
        game = new_deal(variant, seed + index)
        game.quiet = quiet  # no events: nobody watches a benchmark
        game.start()
        bots = [RandomBot(bot_seed(seed + index)) for _ in range(game.seat_count)]
        play_deal(game, bots)
        actions += len(game.history)
    return (time.process_time() - start) / deals, actions / deals


def cost(variant: str, deals: int, seed: int, quiet: bool) -> tuple[float, float]:
    """One round: (reference shuffles per deal, actions per deal), the reference
    taken right before."""
    unit = reference_seconds()
    seconds, actions = deal_seconds(variant, deals, seed, quiet)
    return seconds / unit, actions


def measure(variant: str, deals: int, rounds: int, seed: int) -> float:
    """Print each round of ``variant`` and its median costs; the quiet median."""
    costs: dict[bool, list[float]] = {True: [], False: []}
    actions = 0.0
    for round_index in range(rounds):
        for quiet in (True, False):
            # Each round plays other deals: the median is not of one lucky set.
            spent, actions = cost(variant, deals, seed + round_index * deals, quiet)
            costs[quiet].append(spent)
        print(
            f"  {variant:9s} round {round_index + 1}: quiet {costs[True][-1]:5.0f}, "
            f"events {costs[False][-1]:5.0f} reference shuffles a deal "
            f"({actions:.0f} actions a deal)",
            flush=True,
        )
    quiet_cost = statistics.median(costs[True])
    target = TARGETS[variant]
    verdict = "met" if quiet_cost <= target else "MISSED"
    print(
        f"{variant:9s} quiet {quiet_cost:5.0f}, events {statistics.median(costs[False]):5.0f} "
        f"reference shuffles a deal; was {BASE[variant]}, "
        f"{BASE[variant] / quiet_cost:.1f}x faster; target {target:.0f} {verdict}",
        flush=True,
    )
    return quiet_cost


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100, help="deals a round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.deals < 1 or args.rounds < 1:
        parser.error("--deals and --rounds must be at least 1")
    missed = [
        variant
        for variant in sorted(VARIANTS)
        if measure(variant, args.deals, args.rounds, args.seed) > TARGETS[variant]
    ]
    if missed:
        print(f"FAIL: the target was missed by {', '.join(missed)}")
        return 1
    print("OK: every game meets its target (a third of its cost at the start of issue 9)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
