"""Does a searching seat beat the hard bot? Flat Monte Carlo over determinized play-outs.

For issue 26's search (not a bot level yet): one seat plays as the hard bot
except at the decisions searched, where every option is scored by play-outs
from samples of what the seat has not seen (``engine.determinize``: a sample
depends on the seat's view alone) with ``--policy`` bots in every seat, the
same samples and bot seeds for every option; the best mean wins. Each wall is
played twice, the seat searching and the seat plain hard, the other seats
``normal`` both times, so the figure is the searching seat's points minus hard's
on the same wall (a paired gap, its 95% interval), with the searched
decisions' count and time. ``--decisions rare`` searches claims, kongs and
wins (a few a deal); ``all`` every choice among several. ``--options hard``
weighs only the hard bot's own choice against the claims, kongs, wins and
passes offered (hard's choice first, so a tie keeps it); ``all`` weighs every
legal action, which picks the luckiest of many noisy means (on a seat's own
turn, every discard).

Run: ``python benchmarks/search_pilot.py --variant sichuan --deals 200 --samples 12``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from mahjong_desktop.ai.arena import interval
from mahjong_desktop.ai.bots import Bot, make_bot
from mahjong_desktop.ai.selfplay import deal_seed, decider, run_deal
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.determinize import determinize
from mahjong_desktop.engine.rng import bot_seed, derive_seed
from mahjong_desktop.variants.registry import VARIANTS, new_deal

RARE = frozenset({Act.PUNG, Act.KONG, Act.CHOW, Act.WIN, Act.PENG, Act.CHI, Act.PAO})


class Searcher:
    """Scores a decision's options by play-outs on determinized samples."""

    def __init__(self, samples: int, policy: str, decisions: str, options: str) -> None:
        self.samples, self.policy, self.decisions, self.options = (
            samples,
            policy,
            decisions,
            options,
        )
        self.seconds: list[float] = []

    def candidates(self, legal: Sequence[Action], own: Action) -> list[Action]:
        """What is weighed: every legal action, or hard's choice and the moves that matter."""
        if self.options == "all":
            return list(legal)
        others = [a for a in legal if a != own and (a.kind in RARE or a.kind is Act.PASS)]
        return [own, *others]

    def wants(self, legal: Sequence[Action]) -> bool:
        if len(legal) < 2:
            return False
        return self.decisions == "all" or any(a.kind in RARE for a in legal)

    def choose(self, deal: Deal, seat: int, legal: Sequence[Action]) -> Action:
        start = time.perf_counter()
        rng = random.Random(derive_seed(deal.seed, "search", seat * 10_000 + deal.action_count))
        samples = [determinize(deal, seat, rng) for _ in range(self.samples)]
        seeds = [rng.getrandbits(48) for _ in samples]
        best, best_mean = legal[0], float("-inf")
        for action in legal:
            total = 0
            for sample, seed in zip(samples, seeds, strict=True):
                future = sample.clone()
                future.apply(action)
                bots = [make_bot(self.policy, seed) for _ in range(future.seat_count)]
                run_deal(future, _deciding(bots, future))
                total += future.deltas()[seat]
            mean = total / len(samples)
            if mean > best_mean:
                best, best_mean = action, mean
        self.seconds.append(time.perf_counter() - start)
        return best


def _deciding(bots: Sequence[Bot], deal: Deal) -> Callable[[int], Action]:
    """Each seat's move from its own bot (``selfplay.play_deal``'s way of asking)."""
    deciders = [decider(bot, deal) for bot in bots]
    return lambda seat: deciders[seat](seat)


def play(variant: str, seed: int, seat: int, searcher: Searcher | None) -> int:
    """The wall ``seed`` with hard at ``seat`` (searching if given), normal elsewhere."""
    deal = new_deal(variant, seed)
    deal.quiet = True
    levels = ["hard" if s == seat else "normal" for s in range(deal.seat_count)]
    bots: list[Bot] = [make_bot(level, bot_seed(seed)) for level in levels]
    deciders = [decider(bot, deal) for bot in bots]

    def decide(s: int) -> Action:
        own = deciders[s](s)  # a bot keeps no random state: asking it changes nothing
        if searcher is not None and s == seat:
            legal = deal.legal_actions(s)
            if searcher.wants(legal):
                return searcher.choose(deal, s, searcher.candidates(legal, own))
        return own

    run_deal(deal, decide)
    return deal.deltas()[seat]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=sorted(VARIANTS), default="sichuan")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--samples", type=int, default=12)
    parser.add_argument("--policy", default="normal", help="the play-outs' bot level")
    parser.add_argument("--decisions", choices=("rare", "all"), default="rare")
    parser.add_argument("--options", choices=("hard", "all"), default="hard")
    args = parser.parse_args()
    searcher = Searcher(args.samples, args.policy, args.decisions, args.options)
    gaps = []
    for index in range(args.deals):
        seed = deal_seed(args.seed, index)
        for seat in range(new_deal(args.variant, seed).seat_count):
            gaps.append(
                play(args.variant, seed, seat, searcher) - play(args.variant, seed, seat, None)
            )
    low, high = interval(gaps)
    times = sorted(searcher.seconds) or [0.0]
    mean_ms, p99_ms = 1000 * statistics.fmean(times), 1000 * times[int(0.99 * (len(times) - 1))]
    print(
        f"{args.variant}: searching seat minus hard {statistics.fmean(gaps):+.3f} points a "
        f"seat-deal, 95% [{low:+.3f}, {high:+.3f}] over {len(gaps)} seat-deals; "
        f"{len(searcher.seconds)} decisions searched, mean {mean_ms:.0f} ms, p99 {p99_ms:.0f} ms "
        f"({args.samples} samples, {args.policy} play-outs, {args.decisions} decisions, "
        f"{args.options} options)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
