"""The ``mahjong-desktop`` command: the game window, and the calc and simulate tools.

Bad arguments exit with status 2 and one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from mahjong_desktop import __version__
from mahjong_desktop.cli import desktop
from mahjong_desktop.cli import window as window_command

MESSAGE_LIMIT = 200  # argparse repeats a bad value whole; a pasted megabyte stays one line


def one_line(prefix: str, message: str) -> str:
    """``prefix: error: message`` on one line under MESSAGE_LIMIT characters."""
    head = f"{prefix[:60]}: error: "
    text = " ".join(message.split())
    room = MESSAGE_LIMIT - len(head) - 1
    if len(text) > room:
        tail = f"... ({len(text):,} characters)"
        text = text[: room - len(tail)] + tail
    return head + text


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one short line (usage stays on --help)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, one_line(self.prog, message) + "\n")


SUBCOMMANDS = ("calc", "simulate", "trace", "arena", "review")
HELP_FLAGS = frozenset({"-h", "--help"})


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The whole command line; given ``argv``, only the subcommands it names are complete.

    A subcommand's options (calc's help lists every game's events) import the
    games, which the window must not wait for: the others are registered by
    name only, so an unknown word is still refused with the list of commands.
    """
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
    window_command.add_arguments(parser)
    commands = parser.add_subparsers(dest="command", parser_class=OneLineParser)
    words = None if argv is None else set(argv)
    for name in SUBCOMMANDS:
        if words is None or name in words or words & HELP_FLAGS:
            module = importlib.import_module(f"mahjong_desktop.cli.{name}")
            module.add_parser(commands)
        else:
            commands.add_parser(name)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        # The reader went away (``... | head``, ``| true``): stop quietly, as
        # line-printing tools do, with the conventional status of a closed pipe;
        # stdout points at nothing so the interpreter's final flush is quiet too.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _main(argv: Sequence[str] | None) -> int:
    words = sys.argv[1:] if argv is None else argv
    parser = build_parser(words)
    args = parser.parse_args(words)
    if args.contact_sheet is not None:
        from mahjong_desktop.desktop.headless import use_offscreen_without_display

        use_offscreen_without_display()  # the sheet is drawn, never shown
        from mahjong_desktop.ui.table.contact_sheet import write_contact_sheet

        write_contact_sheet(args.contact_sheet)
        return 0
    if desktop.wanted(args):
        return desktop.run(args)
    if args.command is None:
        return window_command.run_window(parser, args)
    try:
        return int(args.run(args))
    except ValueError as error:
        print(one_line(f"{parser.prog} {args.command}", str(error)), file=sys.stderr)
        return 2


def run_gui() -> None:
    """The ``mahjong-desktop-gui`` entry point: the same command, for desktop launchers."""
    sys.exit(main())
