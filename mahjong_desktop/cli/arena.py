"""``mahjong-desktop arena``: duplicate deals between bot levels, and the strength figures."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from mahjong_desktop.ai.level_names import BOT_LEVEL_NAMES
from mahjong_desktop.cli.arguments import add_house_rules, bot_levels, deal_count, house_rules, seed
from mahjong_desktop.variants.registry import VARIANT_NAMES

if TYPE_CHECKING:
    from mahjong_desktop.ai.arena import ArenaResult


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "arena", help="play duplicate deals between bot levels and print their strength"
    )
    parser.add_argument("--variant", required=True, choices=sorted(VARIANT_NAMES))
    parser.add_argument(
        "--deals", type=deal_count, required=True, help="walls, each played once per rotation"
    )
    parser.add_argument("--seed", type=seed, required=True)
    parser.add_argument(
        "--seats",
        required=True,
        help=f"one level per seat, comma-separated ({', '.join(BOT_LEVEL_NAMES)})",
    )
    add_house_rules(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from mahjong_desktop.variants.registry import find_variant

    seats = find_variant(args.variant).seat_count
    levels = bot_levels(args.seats, seats, "--seats", each=True)
    options = house_rules(args.variant, args.option)
    from mahjong_desktop.ai.arena import play_arena  # not needed to parse the command line

    result = play_arena(args.variant, args.deals, args.seed, levels, options)
    print(json.dumps(result.to_json()) if args.json else format_table(result))
    return 0


def format_table(result: ArenaResult) -> str:
    data = result.to_json()
    lines = [
        f"{data['variant']}: {data['deals']} duplicate deals, "
        f"{data['illegal_actions']} illegal actions",
        f"{'level':8} {'points/deal':>12} {'95% interval':>20} {'win':>7} {'deal-in':>8} "
        f"{'p50 ms':>8} {'p99 ms':>8}",
    ]
    for level, mean in data["mean_points"].items():
        lo, hi = data["ci95"][level]
        ms = data["decision_ms"][level]
        lines.append(
            f"{level:8} {mean:12.2f} {f'[{lo:.2f}, {hi:.2f}]':>20} "
            f"{data['win_rate'][level]:7.1%} {data['deal_in_rate'][level]:8.1%} "
            f"{ms['p50']:8.2f} {ms['p99']:8.2f}"
        )
    return "\n".join(lines)
