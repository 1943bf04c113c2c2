"""Soak test: many seeded deals of every game, bot against bot, every invariant checked.

After every action each physical tile or card is in exactly one place; at the
end the payments sum to zero, the deal has a reason to have ended, and (every
``--replay-every`` deals) its record replays to the identical state. A failure
is reported with its game and seed (replay it with ``mahjong-desktop simulate``)
and the run goes on; the exit status is 1 if any deal failed.

Speed is printed as deals per second of CPU time and as a ratio to a reference
measured in the same run (``selfplay.reference_seconds``: one shuffle of 144
tiles). Run: ``python benchmarks/soak.py`` (10,000 deals of each game);
CI runs a few (``--deals 15``).
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "tests")]  # the reference and the tile inventory

from selfplay import reference_seconds  # noqa: E402
from support.inventory import every_tile  # noqa: E402

from mahjong_desktop.ai.bots import BOT_LEVELS, make_bot  # noqa: E402
from mahjong_desktop.ai.selfplay import play_deal  # noqa: E402
from mahjong_desktop.engine.deal import Deal  # noqa: E402
from mahjong_desktop.engine.rng import bot_seed  # noqa: E402
from mahjong_desktop.storage.records import replay  # noqa: E402
from mahjong_desktop.variants.registry import VARIANTS, new_deal  # noqa: E402

DEFAULT_DEALS = 10_000


class InvariantError(AssertionError):
    """A deal broke a rule every deal must keep."""


@dataclass
class Failure:
    variant: str
    seed: int
    error: str


@dataclass
class SoakResult:
    variant: str
    deals: int
    seconds: float
    actions: int
    failures: list[Failure] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.deals / self.seconds if self.seconds > 0 else float("inf")


def tiles_stay_put(game: Deal) -> Callable[[Deal], None]:
    """A check for after every action: the same physical tiles, each in one place."""
    expected = every_tile(game)
    if len(expected) != len(set(expected)):
        raise InvariantError("a tile is in two places as dealt")

    def check(after: Deal) -> None:
        found = every_tile(after)
        if found != expected:
            missing = sorted(set(expected) - set(found))
            doubled = sorted({t for t in found if found.count(t) > 1})
            raise InvariantError(
                f"after action {len(after.history)}: missing {missing}, doubled {doubled}"
            )

    return check


def check_end(game: Deal, replayed: bool) -> None:
    if not game.is_over or game.end_reason is None:
        raise InvariantError("the deal did not end")
    if sum(game.deltas()) != 0:
        raise InvariantError(f"payments do not sum to zero: {game.deltas()}")
    if replayed and replay(game.record(), quiet=True).state_json() != game.state_json():
        raise InvariantError("the record does not replay to the same state")


def soak_deal(variant: str, seed: int, level: str, replayed: bool) -> Deal:
    game = new_deal(variant, seed)
    game.quiet = True  # nobody watches: no events
    game.start()
    bots = [make_bot(level, bot_seed(seed)) for _ in range(game.seat_count)]
    play_deal(game, bots, tiles_stay_put(game))
    check_end(game, replayed)
    return game


def soak(variant: str, deals: int, first_seed: int, level: str, replay_every: int) -> SoakResult:
    result = SoakResult(variant, deals, 0.0, 0)
    start = time.process_time()
    for index in range(deals):
        seed = first_seed + index
        try:
            game = soak_deal(variant, seed, level, replay_every > 0 and index % replay_every == 0)
        except Exception as error:  # every failure is reported, and the soak goes on
            where = traceback.extract_tb(error.__traceback__)[-1]
            result.failures.append(
                Failure(variant, seed, f"{error!r} at {where.filename}:{where.lineno}")
            )
        else:
            result.actions += len(game.history)
    result.seconds = time.process_time() - start
    return result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=DEFAULT_DEALS, help="deals of each game")
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed")
    parser.add_argument("--level", choices=list(BOT_LEVELS), default="greedy")
    parser.add_argument("--variant", choices=sorted(VARIANTS), action="append")
    parser.add_argument("--replay-every", type=int, default=10, metavar="N")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    failures: list[Failure] = []
    for variant in args.variant or sorted(VARIANTS):
        unit = reference_seconds()  # next to each figure: a shared machine's load drifts
        result = soak(variant, args.deals, args.seed, args.level, args.replay_every)
        failures += result.failures
        per_deal = 1 / result.rate / unit if result.rate else 0.0
        print(
            f"{variant:9s} {result.deals} deals, {result.rate:8.1f} deals/s "
            f"({result.actions / max(1, result.deals - len(result.failures)):.0f} actions a deal;"
            f" one deal = {per_deal:,.0f} reference shuffles), "
            f"{len(result.failures)} failed"
        )
    for failure in failures:
        print(f"FAILED {failure.variant} seed {failure.seed}: {failure.error}")
    if failures:
        print(f"FAIL: {len(failures)} deals broke an invariant")
        return 1
    print("OK: every deal kept every invariant")
    return 0


if __name__ == "__main__":
    sys.exit(main())
