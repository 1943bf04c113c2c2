"""Complete deals per second with random-legal bots, for every game.

Machines differ, so each figure is also printed as a ratio against a reference
measured in the same run: shuffling a 144-tile list with the standard library,
a fixed amount of plain Python work. Times are CPU time: a shared machine's load
drifts. Run: ``python benchmarks/selfplay.py``.
"""

from __future__ import annotations

import argparse
import random
import time

from mahjong_desktop.ai.bots import RandomBot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.registry import VARIANTS, new_game


def reference_seconds(repeats: int = 20000) -> float:
    """Seconds for one shuffle of 144 tiles (the unit the ratios are given in)."""
    tiles = list(range(144))
    rng = random.Random(0)
    start = time.process_time()
    for _ in range(repeats):
        rng.shuffle(tiles)
    return (time.process_time() - start) / repeats


def deals_per_second(
    variant: str, deals: int, seed: int, quiet: bool = True
) -> tuple[float, float]:
    """(deals per second, mean actions per deal) over ``deals`` seeded deals.

    Bots see what a bot sees (``decision_view`` for the random bot); ``quiet``
    deals emit no events."""
    actions = 0
    start = time.process_time()
    for index in range(deals):
        game = new_game(variant, seed + index)
        game.quiet = quiet  # no events: nobody watches a benchmark
        game.start()
        bots = [RandomBot(bot_seed(seed + index)) for _ in range(game.seat_count)]
        play_deal(game, bots)
        actions += len(game.history)
    elapsed = time.process_time() - start
    return deals / elapsed, actions / deals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for variant in sorted(VARIANTS):
        for quiet in (True, False):
            # The reference is taken next to each figure: a shared machine's load drifts.
            unit = reference_seconds()
            rate, actions = deals_per_second(variant, args.deals, args.seed, quiet)
            mode = "quiet " if quiet else "events"
            print(
                f"{variant:9s} {mode} {rate:8.1f} deals/s  ({actions:.0f} actions a deal; "
                f"one deal = {1 / rate / unit:,.0f} reference shuffles of {unit * 1e6:.0f} us)"
            )


if __name__ == "__main__":
    main()
