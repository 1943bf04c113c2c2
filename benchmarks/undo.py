"""What an undo costs: replaying a whole deal from its record, for every game.

Undo (``storage.records.undo``) replays the record up to the human's previous
decision, so a full deal's replay is its worst case; the target is under
20 ms. The figure is also printed as reference shuffles (see selfplay.py),
since machines differ; times are CPU time, as a shared machine's load drifts.
Run: ``python benchmarks/undo.py``.
"""

from __future__ import annotations

import argparse
import time

from selfplay import reference_seconds

from mahjong_desktop.ai.selfplay import simulate
from mahjong_desktop.storage.records import replay
from mahjong_desktop.variants.registry import VARIANTS


def replay_seconds(variant: str, deals: int, seed: int, quiet: bool) -> tuple[float, float]:
    """(mean and worst seconds) to replay greedy-played deals from their records."""
    records = [result.deal.record() for result in simulate(variant, deals, seed, ["greedy"])]
    times = []
    for record in records:
        start = time.process_time()
        replay(record, quiet=quiet)
        times.append(time.process_time() - start)
    return sum(times) / len(times), max(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    unit = reference_seconds()
    print(f"reference: one 144-tile shuffle = {unit * 1e6:.1f} us")
    for variant in sorted(VARIANTS):
        for quiet in (False, True):
            mean, worst = replay_seconds(variant, args.deals, args.seed, quiet)
            mode = "quiet " if quiet else "events"
            print(
                f"{variant:9s} {mode} replay of a whole deal: mean {mean * 1e3:5.1f} ms, "
                f"worst {worst * 1e3:5.1f} ms ({mean / unit:,.0f} reference shuffles)"
            )


if __name__ == "__main__":
    main()
