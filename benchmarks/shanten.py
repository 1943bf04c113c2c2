"""Check our shanten against the PyPI ``mahjong`` package and time both.

Run: ``python benchmarks/shanten.py [--hands N] [--seed S]``. It deals
reproducible 13- and 14-tile concealed hands from the 136 tiles (uniform,
pair-heavy, terminal/honour-heavy and near-complete ones), requires exact
agreement on the standard form, seven different pairs and thirteen orphans
separately, then times the all-forms shanten on the same hands. The
precomputed store (``variants.mahjong.shanten.store``: every suit's table, combination and
overlap) is loaded from the user cache, or built and saved there on the first
run; its bytes and its build or load time are printed. Each "cold" pass starts
from memo tables holding only that store, as a fresh process that has loaded it
(it still files every suit and honour hand it meets); "warm" passes then find
them all. Timings are the best of three passes each, in one
run on the same hands. Exits 1 on any disagreement or a missed speed target,
and the last line says which (``FAIL: ...``) or that all is well (``OK: ...``).
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence

from mahjong.shanten import Shanten

from mahjong_desktop.variants.mahjong.shanten import overlaps as shanten_tables
from mahjong_desktop.variants.mahjong.shanten import store as shanten_store
from mahjong_desktop.variants.mahjong.shanten.distance import (
    shanten,
    shanten_seven_pairs,
    shanten_standard,
    shanten_thirteen_orphans,
)
from mahjong_desktop.variants.mahjong.tiles import TERMINALS_AND_HONOURS, format_kinds

TARGET_SPEEDUP = 3.0
REPEATS = 3
Hand = list[int]


def deal_hands(count: int, seed: int) -> list[Hand]:
    """``count`` count arrays, each drawn without replacement from the 136 tiles."""
    rng = random.Random(seed)
    styles = (_uniform, _pair_heavy, _orphan_heavy, _near_complete)
    hands = []
    for index in range(count):
        size = 13 + rng.randint(0, 1)
        tiles = styles[index % len(styles)](rng, size)
        counts = [0] * 34
        for tile in tiles:
            counts[tile // 4] += 1
        hands.append(counts)
    return hands


def _uniform(rng: random.Random, size: int) -> list[int]:
    return rng.sample(range(136), size)


def _pair_heavy(rng: random.Random, size: int) -> list[int]:
    """Two copies of several kinds, topped up at random: seven pairs territory."""
    tiles: list[int] = []
    for kind in rng.sample(range(34), rng.randint(4, 7)):
        tiles += rng.sample(range(4 * kind, 4 * kind + 4), rng.choice((2, 2, 2, 3, 4)))
    return _top_up(rng, tiles[:size], size)


def _orphan_heavy(rng: random.Random, size: int) -> list[int]:
    """Mostly terminals and honours: thirteen orphans territory."""
    pool = [4 * k + i for k in TERMINALS_AND_HONOURS for i in range(4)]
    return _top_up(rng, rng.sample(pool, size - rng.randint(0, 3)), size)


def _near_complete(rng: random.Random, size: int) -> list[int]:
    """Four random sets and a pair with a few tiles swapped: ready and complete hands."""
    counts = [0] * 34
    groups = [(k, k, k) for k in range(34)] + [(k, k + 1, k + 2) for k in range(27) if k % 9 <= 6]
    kinds: list[int] = []
    while len(kinds) < 12:
        group = rng.choice(groups)
        if all(counts[k] + group.count(k) <= 4 for k in group):
            for k in group:
                counts[k] += 1
            kinds += group
    pair = rng.choice([k for k in range(34) if counts[k] <= 2])
    kinds += [pair, pair]
    counts[pair] += 2
    copies = {k: list(range(4 * k, 4 * k + 4)) for k in set(kinds)}
    tiles = [copies[k].pop() for k in kinds]
    rng.shuffle(tiles)
    keep = size - rng.choice((0, 0, 1, 2))
    return _top_up(rng, tiles[:keep], size)


def _top_up(rng: random.Random, tiles: list[int], size: int) -> list[int]:
    rest = [t for t in range(136) if t not in set(tiles)]
    return tiles + rng.sample(rest, size - len(tiles))


def compare(hands: Sequence[Hand]) -> int:
    """Print and count the hands where any form disagrees with the package."""
    checks: list[tuple[str, Callable[[Hand], int], Callable[[Hand], int]]] = [
        ("standard", shanten_standard, Shanten.calculate_shanten_for_regular_hand),
        ("seven pairs", shanten_seven_pairs, Shanten.calculate_shanten_for_chiitoitsu_hand),
        ("thirteen orphans", shanten_thirteen_orphans, Shanten.calculate_shanten_for_kokushi_hand),
        ("all forms", shanten, Shanten.calculate_shanten),
    ]
    failures = 0
    for name, ours, theirs in checks:
        bad = [h for h in hands if ours(h) != theirs(h)]
        ready = sum(1 for h in hands if ours(h) <= 0)
        status = "OK" if not bad else "DISAGREE"
        print(
            f"{name:17} {len(hands) - len(bad)}/{len(hands)} agree, "
            f"{ready} ready or complete  {status}"
        )
        for hand in bad[:5]:
            kinds = [k for k in range(34) for _ in range(hand[k])]
            print(f"    {format_kinds(kinds)}: ours {ours(hand)}, theirs {theirs(hand)}")
        failures += len(bad)
    return failures


def time_per_hand(function: Callable[[Hand], int], hands: Sequence[Hand]) -> float:
    """Microseconds per hand for one pass."""
    start = time.perf_counter()
    for hand in hands:
        function(hand)
    return (time.perf_counter() - start) / len(hands) * 1e6


def best_of(repeats: int, measure: Callable[[], float]) -> float:
    """The fastest of several runs: the least disturbed by other processes."""
    return min(measure() for _ in range(repeats))


def cold_pass(hands: Sequence[Hand]) -> float:
    shanten_tables.clear_caches()
    return time_per_hand(shanten, hands)


def import_seconds() -> float:
    """Wall time of importing our shanten module in a fresh interpreter."""
    code = (
        "import time; t = time.perf_counter(); "
        "import mahjong_desktop.variants.mahjong.shanten.distance; print(time.perf_counter() - t)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(out.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=20240617)
    args = parser.parse_args()
    hands = deal_hands(args.hands, args.seed)
    print(f"{len(hands)} hands, seed {args.seed}")
    failures = compare(hands)

    store = shanten_store.ensure()
    made = f"loaded in {store.load_seconds * 1000:.0f} ms"
    if store.built_seconds is not None:
        made = f"built in {store.built_seconds:.1f} s CPU, then {made}"
    print(f"precomputed store: {store.size_bytes:,} bytes at {store.path}, {made}")
    cold = best_of(REPEATS, lambda: cold_pass(hands))
    entries = shanten_tables.cache_size()
    sizes = ", ".join(f"{count} {name}" for name, count in shanten_tables.cache_sizes().items())
    warm = best_of(REPEATS, lambda: time_per_hand(shanten, hands))
    theirs = best_of(REPEATS, lambda: time_per_hand(Shanten.calculate_shanten, hands))
    print(f"timings: best of {REPEATS} passes each; cold passes start from the store alone")
    print(f"import of our module: {import_seconds() * 1000:.0f} ms (no tables built at import)")
    print(
        f"all forms, per hand: ours cold {cold:.1f} us (builds {entries} memo entries), "
        f"ours warm {warm:.1f} us, theirs {theirs:.1f} us"
    )
    print(f"memo entries after a cold pass: {sizes}")
    missed = []
    for label, ours in (("cold", cold), ("warm", warm)):
        ratio = theirs / ours
        verdict = "met" if ratio >= TARGET_SPEEDUP else "MISSED"
        print(f"  {label}: ours is {ratio:.2f}x faster; {TARGET_SPEEDUP:.0f}x target {verdict}")
        if ratio < TARGET_SPEEDUP:
            missed.append(label)
    if failures:
        print(f"FAIL: {failures} disagreements")
    if missed:
        print(f"FAIL: the {TARGET_SPEEDUP:.0f}x speed target was missed ({', '.join(missed)})")
    if failures or missed:
        return 1
    print("OK: every hand agrees and the speed target is met")
    return 0


if __name__ == "__main__":
    sys.exit(main())
