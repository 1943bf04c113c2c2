"""The window's command line: ``mahjong-desktop`` with no command opens the game window.

``--variant NAME`` starts that game at once, by the house rules of
``--option NAME=VALUE`` (repeated; the sheet's rules without); ``--autoplay`` lets a bot play the
human's seat; ``--quit-after-deal`` quits when the first deal is over, after
saving ``--screenshot FILE.png`` of the table if asked. ``--continue`` goes on
with the autosaved match (without it, a start with no ``--variant`` offers
Continue or New game when there is one). ``--smoke-test`` opens the window off
screen, plays a few moves of a deal of each game and exits 0 (1 with one line
saying what failed).

Qt is imported only once the window is wanted, so the command line's other
tools and its argument errors (exit 2, one line, never a dialog) need no Qt.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from mahjong_desktop.ai.level_names import BOT_LEVEL_NAMES, DEFAULT_LEVEL
from mahjong_desktop.cli.arguments import add_house_rules, bounded, house_rules, seed
from mahjong_desktop.ui.startup.launch import LaunchOptions  # no Qt until a window opens
from mahjong_desktop.variants.registry import GAMES, VARIANT_NAMES, facts_of

_pace = bounded(0, 10_000, "a number of milliseconds")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    window = parser.add_argument_group("the game window")
    window.add_argument("--variant", choices=sorted(VARIANT_NAMES), help="start this game at once")
    window.add_argument(
        "--level",
        choices=BOT_LEVEL_NAMES,
        default=None,
        help=f"the opponents' strength with --variant (default: {DEFAULT_LEVEL}, as a new game)",
    )
    window.add_argument(
        "--rotate-dealer", action="store_true", help="Hong Kong: the dealer rotates each deal"
    )
    window.add_argument("--seed", type=seed, help="the match's seed (a deal replays exactly)")
    window.add_argument(
        "--autoplay", action="store_true", help="a bot plays your seat too (a demo)"
    )
    window.add_argument(
        "--quit-after-deal", action="store_true", help="quit when the first deal is over"
    )
    window.add_argument(
        "--screenshot",
        type=Path,
        metavar="FILE.png",
        help="save a picture of the final table (implies --quit-after-deal)",
    )
    window.add_argument(
        "--pace", type=_pace, metavar="MS", help="milliseconds bots take over a move"
    )
    window.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        help="go on with the autosaved game (else start --variant, or ask)",
    )
    window.add_argument(
        "--smoke-test",
        action="store_true",
        help="play a few moves of each game off screen and exit 0 if all went well",
    )
    add_house_rules(parser)  # --option, as simulate, arena, trace and calc take it


def check_arguments(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse combinations that mean nothing, as one-line argument errors (exit 2)."""
    if args.screenshot is not None:
        if args.screenshot.suffix.lower() != ".png":
            parser.error(f"--screenshot needs a .png file name, got {args.screenshot}")
        if not args.screenshot.resolve().parent.is_dir():
            parser.error(f"--screenshot: no folder {args.screenshot.parent}")
    game_options = (
        args.autoplay,
        args.quit_after_deal,
        args.screenshot,
        args.rotate_dealer,
        args.option,
    )
    if any(game_options) and args.variant is None:
        parser.error(
            "--autoplay, --quit-after-deal, --screenshot, --rotate-dealer and --option"
            " need --variant"
        )
    if args.option:
        try:
            house_rules(args.variant, args.option)
        except ValueError as error:
            parser.error(f"--option: {error}")
    if args.rotate_dealer and not facts_of(args.variant).dealer_may_rotate:
        rotating = " or ".join(f.display_name for f in GAMES if f.dealer_may_rotate)
        parser.error(f"--rotate-dealer is a {rotating} option")
    if args.smoke_test and (args.variant or args.resume or any(game_options)):
        parser.error("--smoke-test takes no other window option")


def launch_options(args: argparse.Namespace) -> LaunchOptions:
    """The window options of parsed arguments."""
    return LaunchOptions(
        variant=args.variant,
        level=args.level,
        rotate_dealer=args.rotate_dealer,
        options=house_rules(args.variant, args.option) if args.option else {},
        seed=args.seed,
        autoplay=args.autoplay,
        quit_after_deal=args.quit_after_deal,
        screenshot=args.screenshot,
        pace=args.pace,
        resume=args.resume,
    )


def run_window(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Open the window as the arguments ask; the process's exit status."""
    check_arguments(parser, args)
    if args.smoke_test:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from mahjong_desktop.ui.startup.smoke_test import smoke_test  # Qt: only now

        return smoke_test()
    # Read before Qt starts: it needs none, and the modules it loads (json,
    # platformdirs...) are then spared PySide's scan of the source of every
    # module imported after PySide.
    from mahjong_desktop.storage.preferences import PreferencesStore

    store = PreferencesStore()
    stored = store.load()
    from mahjong_desktop.ui.startup.launch import application, open_window

    app = application()
    window = open_window(launch_options(args), store, stored)
    del window  # kept alive by the application's top-level widgets
    return int(app.exec())
