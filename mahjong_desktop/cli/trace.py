"""``mahjong-desktop trace``: one deal as a table at one seat receives it.

Bots play every seat; the command prints, one JSON object a line, each event
the chosen seat sees (``{"event": {...}}``, in order, the deal included) and
that seat's observation after the deal and after every action
(``{"observation": {...}}``). It is the table protocol of ``engine.protocol``
made visible, for debugging and for anyone writing another front end.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import TYPE_CHECKING, Any

from mahjong_desktop.ai.level_names import BOT_LEVEL_NAMES, DEFAULT_LEVEL
from mahjong_desktop.cli.arguments import add_house_rules, bot_levels, bounded, house_rules, seed
from mahjong_desktop.variants.registry import VARIANT_NAMES

if TYPE_CHECKING:
    from mahjong_desktop.engine.events import Event


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("trace", help="print what a table at one seat gets in one deal")
    parser.add_argument("--variant", required=True, choices=sorted(VARIANT_NAMES))
    parser.add_argument("--seed", type=seed, required=True)
    parser.add_argument(
        "--seat", type=bounded(0, 3), default=0, help="the seat whose view is printed"
    )
    parser.add_argument(
        "--bots",
        default=DEFAULT_LEVEL,
        help="one level for all seats or one per seat, comma-separated "
        f"({', '.join(BOT_LEVEL_NAMES)}); default: {DEFAULT_LEVEL}, as in a new game",
    )
    add_house_rules(parser)
    parser.add_argument("--json", action="store_true", help="one JSON object a line (the default)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    # Not needed to parse the command line: imported when a trace runs.
    from mahjong_desktop.ai.selfplay import MAX_ACTIONS, bots_for, seen_by
    from mahjong_desktop.engine.match import Seating
    from mahjong_desktop.variants.registry import find_variant, new_deal

    seats = find_variant(args.variant).seat_count
    if not 0 <= args.seat < seats:
        raise ValueError(f"--seat must be 0-{seats - 1} for {args.variant}, not {args.seat}")
    levels = bot_levels(args.bots, seats)
    options = house_rules(args.variant, args.option)
    deal = new_deal(args.variant, args.seed, options, Seating(human=None, bots=levels))
    seat = args.seat

    def show(event: Event) -> None:
        _print({"event": event.seen_by(seat).to_json()})

    deal.subscribe(show)
    try:
        deal.start()
        _print({"observation": deal.observation(seat)})
        bots = bots_for(deal, levels)
        for _ in range(MAX_ACTIONS):
            if deal.is_over:
                return 0
            actor = deal.to_act()[0]
            deal.apply(bots[actor].choose(seen_by(bots[actor], deal, actor)))
            _print({"observation": deal.observation(seat)})
    except BrokenPipeError:  # the reader (head, a pager) has seen enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    raise RuntimeError(f"deal did not end within {MAX_ACTIONS} actions")


def _print(line: dict[str, Any]) -> None:
    print(json.dumps(line, separators=(",", ":")))
