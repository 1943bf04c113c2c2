"""Bot strength by duplicate deals: the gaps between levels, win and deal-in rates, time, memory.

For each game the levels play duplicate deals (``ai.arena``: the same walls,
the levels rotated through every seat). A gap is the mean of the better
level's points minus the worse level's per wall, with its 95% interval; the
issue asks every interval to exclude zero over 2,000 deals. Decision times are
absolute and also a ratio to the greedy bot's, measured in the same run.
Memory is the peak traced while one level plays a deal in every seat, and the
process's peak resident size (caches included) at the end.

Full measurement (hours on a 2-core machine)::

    python benchmarks/ai_strength.py --deals 2000

A quick look: ``--deals 20``. ``--variants hongkong,paohuzi`` picks games.
On a shared machine, run one game and table a process (``--tables``) in
chunks of a few hundred deals with different ``--seed`` values: each chunk's
result is kept as it finishes, and independent chunks pool (the mean weighted
by deals, the standard errors from each interval's half-width / 1.96).
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time
import tracemalloc
from collections.abc import Iterator, Sequence

from mahjong_desktop.ai.arena import ArenaResult, Referee, gap, percentiles_ms, play_arena
from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.cli.arguments import add_house_rules, house_rules
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.registry import find_variant, new_deal

# Seatings per seat count, and the gaps each one measures (better, worse).
TABLES: dict[int, list[tuple[list[str], list[tuple[str, str]]]]] = {
    4: [
        (
            ["hard", "normal", "easy", "random"],
            [("hard", "normal"), ("normal", "easy"), ("easy", "random")],
        ),
        (["hard", "greedy", "hard", "greedy"], [("hard", "greedy")]),
        # Pairs of neighbouring levels: only the two exchange points, so a gap
        # is about twice its size in the mixed table at the same spread per wall
        # (Sichuan hard - normal: +0.70 against +0.01 to +0.33, sd 2.8 to 3.1).
        (["hard", "normal", "hard", "normal"], [("hard", "normal")]),
        (["normal", "easy", "normal", "easy"], [("normal", "easy")]),
        (["easy", "random", "easy", "random"], [("easy", "random")]),
    ],
    3: [
        (["hard", "normal", "easy"], [("hard", "normal"), ("normal", "easy")]),
        (["easy", "random", "random"], [("easy", "random")]),
        (["hard", "greedy", "greedy"], [("hard", "greedy")]),
        (["hard", "normal", "normal"], [("hard", "normal")]),
        (["normal", "easy", "easy"], [("normal", "easy")]),
    ],
}
LEVELS = ("random", "greedy", "easy", "normal", "hard")


def memory_mb(variant: str, level: str, seed: int) -> float:
    """Peak traced memory while ``level`` plays one deal in every seat, caches included."""
    tracemalloc.start()
    game = new_deal(variant, seed)
    bots = [make_bot(level, bot_seed(seed)) for _ in range(game.seat_count)]
    Referee(game, bots, [level] * game.seat_count).play()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 2**20


def measure(
    variant: str,
    deals: int,
    seed: int,
    tables: Sequence[int] | None = None,
    options: dict[str, object] | None = None,
) -> Iterator[str]:
    """The report for one game, line by line as each table finishes."""
    seats = find_variant(variant).seat_count
    rules = " with " + " ".join(f"{k}={v}" for k, v in options.items()) if options else ""
    yield f"== {variant}{rules}: {deals} duplicate deals per table"
    times: dict[str, list[float]] = {lv: [] for lv in LEVELS}
    rates: dict[str, list[tuple[float, float]]] = {lv: [] for lv in LEVELS}
    illegal = 0
    chosen = [t for i, t in enumerate(TABLES[seats]) if tables is None or i in tables]
    for levels, gaps in chosen:
        start = time.perf_counter()
        result = play_arena(variant, deals, seed, levels, options)
        illegal += result.illegal_actions
        yield f"  table {','.join(levels)} ({time.perf_counter() - start:.0f} s)"
        for better, worse in gaps:
            mean, low, high = gap(result, better, worse)
            verdict = (
                "too few deals" if deals < 2 else "excludes 0" if low > 0 else "does NOT exclude 0"
            )
            yield (
                f"    {better} - {worse}: {mean:+.3f} points/deal, "
                f"95% [{low:+.3f}, {high:+.3f}] {verdict}"
            )
        _collect(result, times, rates)
    if variant == "hongkong" and (tables is None or len(TABLES[seats]) in tables):
        result = play_arena(variant, deals, seed, ["hard"] * 4, options)
        won = result.deals - result.exhausted
        yield (
            f"  four hard bots: {won / result.deals:.1%} of deals end in a win "
            f"({won} of {result.deals}; target 60%)"
        )
    yield f"  illegal actions: {illegal}"
    # The ratio needs greedy's times from this run; without them it reads 0.
    reference = percentiles_ms(times["greedy"])["p99"] if times["greedy"] else float("inf")
    yield (
        f"  {'level':7} {'win':>6} {'deal-in':>8} {'p50 ms':>8} {'p99 ms':>8} "
        f"{'p99/greedy':>11} {'memory':>8}"
    )
    for level in LEVELS:
        if not times[level]:
            continue
        ms = percentiles_ms(times[level])
        win = statistics.fmean(r[0] for r in rates[level])
        deal_in = statistics.fmean(r[1] for r in rates[level])
        mb = memory_mb(variant, level, seed)
        yield (
            f"  {level:7} {win:6.1%} {deal_in:8.1%} {ms['p50']:8.2f} {ms['p99']:8.2f} "
            f"{ms['p99'] / reference:11.1f} {mb:6.1f} MB"
        )


def _collect(
    result: ArenaResult, times: dict[str, list[float]], rates: dict[str, list[tuple[float, float]]]
) -> None:
    for level, tally in result.tallies.items():
        times[level].extend(tally.decision_s)
        plays = max(1, tally.plays)
        rates[level].append((tally.wins / plays, tally.deal_ins / plays))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--variants", default="hongkong,sichuan,paohuzi")
    parser.add_argument(
        "--tables",
        help="run only these tables, comma-separated indices (Hong Kong's four hard bots "
        "are the index after its last table): to split a long run over processes",
    )
    add_house_rules(parser)
    args = parser.parse_args()
    variants = [v.strip() for v in args.variants.split(",")]
    if args.option and len(variants) != 1:
        parser.error("--option names one game's house rules: give one --variants")
    try:
        options = house_rules(variants[0], args.option) if args.option else None
    except ValueError as error:
        parser.error(str(error))
    for variant in variants:
        tables = [int(t) for t in args.tables.split(",")] if args.tables else None
        for line in measure(variant, args.deals, args.seed, tables, options):
            print(line, flush=True)
    # Caches filled by earlier tables are not in the traced peaks above: the whole
    # process's peak resident size bounds what the bots hold, caches included.
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"process peak resident memory: {peak:.0f} MB")


if __name__ == "__main__":
    main()
