"""Starting the window: the Qt application, the demo options and the smoke test.

``mahjong-desktop`` with no command opens the window (and the New game
dialog). ``--variant NAME`` starts that game at once; ``--autoplay`` lets a
bot play the human's seat; ``--quit-after-deal`` quits when the first deal is
over, after saving ``--screenshot FILE.png`` of the table if asked.
``--continue`` goes on with the autosaved match (without it, a start with no
``--variant`` offers Continue or New game when there is one).
``--smoke-test`` opens the window off screen, plays a few moves of a deal of
each game and exits 0 (1 with one line saying what failed).

Qt is imported only once the window is wanted, so the command line's other
tools and its argument errors (exit 2, one line, never a dialog) need no Qt.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from mahjong_desktop.cli.names import BOT_LEVEL_NAMES, VARIANT_NAMES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from mahjong_desktop.storage.preferences import LoadResult, PreferencesStore
    from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
    from mahjong_desktop.ui.mainwindow.appearance import Appearance
    from mahjong_desktop.ui.mainwindow.window import MainWindow
    from mahjong_desktop.ui.startup.first_look import FirstLook

DEFAULT_SIZE = (1280, 800)
SMOKE_EVENTS = 40  # events to play per game in the smoke test
SMOKE_TIMEOUT_MS = 30_000
SCREENSHOT_DELAY_MS = 400  # let the revealed hands settle before the picture


def _pace(text: str) -> int:
    value = int(text)
    if not 0 <= value <= 10_000:
        raise argparse.ArgumentTypeError(f"pace must be 0-10000 ms, got {value}")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, got {text!r}") from None


def add_window_arguments(parser: argparse.ArgumentParser) -> None:
    window = parser.add_argument_group("the game window")
    window.add_argument("--variant", choices=VARIANT_NAMES, help="start this game at once")
    window.add_argument(
        "--level", choices=BOT_LEVEL_NAMES, default=None, help="the opponents' strength"
    )
    window.add_argument(
        "--rotate-dealer", action="store_true", help="Hong Kong: the dealer rotates each deal"
    )
    window.add_argument("--seed", type=_seed, help="the match's seed (a deal replays exactly)")
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


def check_window_arguments(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse combinations that mean nothing, as one-line argument errors (exit 2)."""
    if args.screenshot is not None:
        if args.screenshot.suffix.lower() != ".png":
            parser.error(f"--screenshot needs a .png file name, got {args.screenshot}")
        if not args.screenshot.resolve().parent.is_dir():
            parser.error(f"--screenshot: no folder {args.screenshot.parent}")
    game_options = (args.autoplay, args.quit_after_deal, args.screenshot, args.rotate_dealer)
    if any(game_options) and args.variant is None:
        parser.error(
            "--autoplay, --quit-after-deal, --screenshot and --rotate-dealer need --variant"
        )
    if args.rotate_dealer and args.variant != "hongkong":
        parser.error("--rotate-dealer is a Hong Kong option")
    if args.smoke_test and (args.variant or args.resume or any(game_options)):
        parser.error("--smoke-test takes no other window option")


def run_window(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Open the window as the arguments ask; the process's exit status."""
    check_window_arguments(parser, args)
    if args.smoke_test:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from mahjong_desktop.ui.startup.smoke_test import smoke_test

        return smoke_test()
    # Read before Qt starts: it needs none, and the modules it loads (json,
    # platformdirs...) are then spared PySide's scan of the source of every
    # module imported after PySide.
    from mahjong_desktop.storage.preferences import PreferencesStore

    store = PreferencesStore()
    stored = store.load()
    app = application()
    window = open_window(args, store, stored)
    del window  # kept alive by the application's top-level widgets
    return int(app.exec())


def application() -> QApplication:
    from PySide6.QtWidgets import QApplication

    found = QApplication.instance()
    if isinstance(found, QApplication):
        return found
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Mahjong Desktop")
    app.setOrganizationName("mahjong-desktop")
    return app


def open_window(
    args: argparse.Namespace, store: PreferencesStore, stored: LoadResult | None = None
) -> MainWindow:
    """Show the window's first frame, then finish starting in the next event-loop turns.

    Before the first paint only what the player sees is built, from modules
    that import in moments: the window and its menus in the player's language
    and font, the room of its header, and the bare cloth in the player's look
    (``ui.first_look``, ``MainWindow(table_later=True)``). The header with its
    sliders and the Options menu, the table, the controller with the games and
    the AI, saves, tools and the deal follow once the window is on screen
    (``ui.first_paint``), so the window appears almost as fast as a bare one,
    and the table shows its cloth for a moment before the tiles are dealt.
    """
    from mahjong_desktop.ui.mainwindow.window import MainWindow
    from mahjong_desktop.ui.startup.first_look import FirstLook  # issue 12: language, look
    from mahjong_desktop.ui.startup.first_paint import after_first_paint

    look = FirstLook(store, stored)
    window = MainWindow(table_later=True)
    look.dress(window)
    if args.variant is not None or args.resume:  # not "No game yet": a game is coming
        window.show_starting(args.variant or "")
    window.resize(*DEFAULT_SIZE)
    window.show()
    start = _Start(window, look, args)
    # The window, not its cloth: the cloth goes when the table comes, and its steps with it.
    steps = (start.build_header, start.build_table, start.install_services, start.begin)
    after_first_paint(window, steps)
    return window


class _Start:
    """The start-up steps after the first paint, in the order they depend on each other."""

    def __init__(self, window: MainWindow, look: FirstLook, args: argparse.Namespace):
        self.window = window
        self.look = look
        self.args = args
        self.appearance: Appearance | None = None
        self.keeper: AutosaveKeeper | None = None

    def build_header(self) -> None:
        """The header in its room, the Options menu and the live preferences."""
        self.appearance = self.look.attach(bot_pace_override=self.args.pace)

    def build_table(self) -> None:
        """The table, the claim bar, the rules page and the controller, with their settings."""
        from mahjong_desktop.ui.game.controller import DEFAULT_PACE_MS, GameController

        pace = self.args.pace if self.args.pace is not None else DEFAULT_PACE_MS
        self.window.build_table(GameController(bot_pace_ms=pace))
        assert self.appearance is not None, "build_header runs first"
        self.appearance.attach_table()

    def install_services(self) -> None:
        """Autosave, crash reports, deal files, statistics, undo and the tools menu."""
        from mahjong_desktop.ui.calculator.window import install_tools
        from mahjong_desktop.ui.dialogs.statistics import install_statistics
        from mahjong_desktop.ui.game.autosave_keeper import install_autosave  # issue 13: autosave
        from mahjong_desktop.ui.game.deal_files import install_deal_files
        from mahjong_desktop.ui.mainwindow.undo_control import UndoControl
        from mahjong_desktop.ui.startup.crash_handler import install_crash_handler

        window = self.window
        self.keeper = keeper = install_autosave(window)
        install_crash_handler(window, keeper)
        install_deal_files(window)
        statistics = install_statistics(window)
        UndoControl(window, self.look.preferences)
        install_tools(window)
        keeper.announce()
        statistics.announce()

    def begin(self) -> None:
        """Deal the game the command line asks for, go on with a saved one, or ask."""
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        from mahjong_desktop.ai.bots import BOT_LEVELS
        from mahjong_desktop.ui.dialogs.continue_offer import offer_continue
        from mahjong_desktop.ui.game.controller import SessionConfig
        from mahjong_desktop.ui.startup.gc_tuning import freeze_long_lived

        window, args, keeper = self.window, self.args, self.keeper
        assert keeper is not None, "install_services runs first"
        freeze_long_lived()  # everything built so far lives as long as the window
        if args.quit_after_deal or args.screenshot is not None:

            def finish() -> None:
                if args.screenshot is not None and not window.grab().save(str(args.screenshot)):
                    print(f"mahjong-desktop: cannot write {args.screenshot}", file=sys.stderr)
                QApplication.quit()

            window.controller.dealEnded.connect(
                lambda _summary: QTimer.singleShot(SCREENSHOT_DELAY_MS, finish)
            )
        saved = keeper.saved_match() if args.resume or args.variant is None else None
        if saved is not None and args.resume:
            keeper.continue_match(saved)
            return
        if args.variant is None:
            if saved is not None:
                offer_continue(window, keeper, saved)
            else:
                window.ask_new_game()
            return
        level = args.level or ("greedy" if "greedy" in BOT_LEVELS else next(iter(BOT_LEVELS)))
        config = SessionConfig(
            variant=args.variant,
            level=level,
            rotate_dealer=args.rotate_dealer,
            seed=args.seed,
            autoplay=args.autoplay,
        )
        window.start(config)


def run_gui() -> None:
    """The ``mahjong-desktop-gui`` entry point: the same command, for desktop launchers."""
    from mahjong_desktop.cli.main import main

    sys.exit(main())
