"""The ``mahjong-desktop`` command: the game window, and the calc and simulate tools.

Bad arguments exit with status 2 and one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from mahjong_desktop import __version__
from mahjong_desktop.cli import desktop

MESSAGE_LIMIT = 200  # argparse repeats a bad value whole; a pasted megabyte stays one line


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one short line (usage stays on --help)."""

    def error(self, message: str) -> NoReturn:
        if len(message) > MESSAGE_LIMIT:
            message = f"{message[:MESSAGE_LIMIT]}... ({len(message)} characters)"
        self.exit(2, f"{self.prog}: error: {' '.join(message.split())}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="mahjong-desktop",
        description="Hong Kong mahjong, Sichuan mahjong and Paohuzi against AI opponents.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    desktop.add_arguments(parser)
    parser.add_argument(
        "--contact-sheet",
        metavar="FILE.png",
        type=Path,
        help="write a picture of every tile and card face and exit",
    )
    from mahjong_desktop.ui.app import add_window_arguments

    add_window_arguments(parser)
    commands = parser.add_subparsers(dest="command", parser_class=OneLineParser)
    from mahjong_desktop.cli import calc, simulate, trace

    calc.add_parser(commands)
    simulate.add_parser(commands)
    trace.add_parser(commands)
    from mahjong_desktop.cli import arena

    arena.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.contact_sheet is not None:
        from mahjong_desktop.headless import use_offscreen_without_display

        use_offscreen_without_display()  # the sheet is drawn, never shown
        from mahjong_desktop.ui.contact_sheet import write_contact_sheet

        write_contact_sheet(args.contact_sheet)
        return 0
    if desktop.wanted(args):
        return desktop.run(args)
    if args.command is None:
        from mahjong_desktop.ui.app import run_window

        return run_window(parser, args)
    try:
        return int(args.run(args))
    except ValueError as error:
        print(f"{parser.prog} {args.command}: error: {error}", file=sys.stderr)
        return 2
