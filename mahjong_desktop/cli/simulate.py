"""``mahjong-desktop simulate``: seeded bot-against-bot deals, one line each.

Each deal's line is printed (and flushed) as soon as the deal ends, and no
deal is kept after its line and record are written, so a long run shows
progress at once and its memory stays flat. When stderr is a terminal a
progress line is kept up to date there; piped or redirected, stderr stays quiet.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from mahjong_desktop.ai.level_names import BOT_LEVEL_NAMES, DEFAULT_LEVEL
from mahjong_desktop.cli.arguments import add_house_rules, bot_levels, deal_count, house_rules, seed
from mahjong_desktop.variants.registry import VARIANT_NAMES

if TYPE_CHECKING:
    from mahjong_desktop.ai.selfplay import DealResult

DEFAULT_BOTS = DEFAULT_LEVEL  # the New game dialog's default opponents
BOTS_HELP = (
    "one level for every seat, or one per seat, comma-separated; levels: "
    f"{', '.join(BOT_LEVEL_NAMES)}"
    " (random: any legal move, but it always takes a win; greedy: wins at once, discards"
    " towards a ready hand, claims only what helps)."
    f" Default: {DEFAULT_BOTS} at every seat, as in a new game"
)


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "simulate",
        help="play seeded deals bot against bot",
        description=(
            "Play seeded deals bot against bot and print one line per deal as it ends. "
            f"By default every seat is the {DEFAULT_BOTS} bot."
        ),
    )
    parser.add_argument("--variant", required=True, choices=sorted(VARIANT_NAMES))
    parser.add_argument("--deals", type=deal_count, required=True, metavar="N")
    parser.add_argument("--seed", type=seed, required=True, metavar="S")
    parser.add_argument("--bots", default=DEFAULT_BOTS, metavar="LEVEL,...", help=BOTS_HELP)
    parser.add_argument(
        "--records", type=_folder, metavar="DIR", help="write each deal's record into this folder"
    )
    add_house_rules(parser)
    parser.add_argument("--json", action="store_true", help="one JSON object per deal")
    parser.set_defaults(run=run)


def _folder(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("needs a folder name, not an empty one")
    return Path(text)


def deal_line(result: DealResult, as_json: bool) -> str:
    """The line printed for one finished deal."""
    summary = result.summary()
    if as_json:
        return json.dumps(summary)
    winners = ", ".join(summary["winners"]) or "-"
    deltas = " ".join(f"{s}:{d:+d}" for s, d in summary["deltas"].items())
    return (
        f"deal {summary['deal']}: {summary['end']}, winners {winners}, {deltas}, "
        f"{summary['actions']} actions"
    )


def run(args: argparse.Namespace) -> int:
    from mahjong_desktop.ai.selfplay import simulate  # not needed to parse the command line
    from mahjong_desktop.variants.registry import VARIANTS

    levels = bot_levels(args.bots, VARIANTS[args.variant].seat_count)
    options = house_rules(args.variant, args.option)
    if args.records is not None:
        try:
            args.records.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise ValueError(f"cannot write records into {args.records}: {error}") from None
    progress = Progress(sys.stderr, args.deals) if sys.stderr.isatty() else None
    try:
        for result in simulate(args.variant, args.deals, args.seed, levels, options):
            if args.records is not None:
                _write_record(result, args.records / f"{args.variant}-{result.index:05d}.json")
            if progress is not None:
                progress.clear()  # stdout and stderr may share the terminal
            print(deal_line(result, args.json), flush=True)
            if progress is not None:
                progress.show(result.index + 1)
    except BrokenPipeError:
        # The reader went away (``simulate ... | head``): stop quietly, as
        # other line-printing tools do; point stdout at nothing so the
        # interpreter's final flush does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    finally:
        if progress is not None:
            progress.clear()
    return 0


def _write_record(result: DealResult, path: Path) -> None:
    from mahjong_desktop.storage.records import save_record

    try:
        save_record(result.deal, path)
    except OSError as error:
        raise ValueError(f"cannot write the record {path}: {error.strerror}") from None


class Progress:
    """One self-rewriting line on a terminal: how many deals are done."""

    def __init__(self, stream: TextIO, total: int) -> None:
        self.stream = stream
        self.total = total

    def show(self, done: int) -> None:
        self.stream.write(f"\rsimulate: {done}/{self.total} deals\x1b[K")
        self.stream.flush()

    def clear(self) -> None:
        self.stream.write("\r\x1b[K")
        self.stream.flush()
