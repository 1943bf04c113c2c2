"""``mahjong-desktop simulate``: seeded bot-against-bot deals, one line each."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from mahjong_desktop.ai.bots import BOT_LEVELS
from mahjong_desktop.ai.selfplay import simulate
from mahjong_desktop.records import save_record
from mahjong_desktop.variants.registry import VARIANTS


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("simulate", help="play seeded deals bot against bot")
    parser.add_argument("--variant", required=True, choices=sorted(VARIANTS))
    parser.add_argument("--deals", type=_positive, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument(
        "--bots",
        default="greedy",
        help=f"one level for all seats or one per seat, comma-separated ({', '.join(BOT_LEVELS)})",
    )
    parser.add_argument("--records", type=Path, help="write each deal's record into this folder")
    parser.add_argument("--json", action="store_true", help="one JSON object per deal")
    parser.set_defaults(run=run)


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def run(args: argparse.Namespace) -> int:
    levels = [level.strip() for level in args.bots.split(",")]
    if args.records is not None:
        args.records.mkdir(parents=True, exist_ok=True)
    results = simulate(args.variant, args.deals, args.seed, levels)
    for result in results:
        summary = result.summary()
        if args.records is not None:
            save_record(result.game, args.records / f"{args.variant}-{result.deal:05d}.json")
        if args.json:
            print(json.dumps(summary))
        else:
            winners = ", ".join(summary["winners"]) or "-"
            deltas = " ".join(f"{s}:{d:+d}" for s, d in summary["deltas"].items())
            print(
                f"deal {summary['deal']}: {summary['end']}, winners {winners}, {deltas}, "
                f"{summary['actions']} actions"
            )
    return 0
