"""Starting the window: the Qt application, the first frame, then the rest of the app.

``open_window`` shows the window as ``LaunchOptions`` ask (the command line's
window options, read by ``cli.window``): a game started at once, the autosaved
match continued, or the New game dialog; a demo lets a bot play the human's
seat, and a run may quit after its first deal with a screenshot of the table.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from mahjong_desktop.desktop.identity import APP_NAME, FOLDER_NAME

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

    from mahjong_desktop.storage.preferences import LoadResult, PreferencesStore
    from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
    from mahjong_desktop.ui.mainwindow.appearance import Appearance
    from mahjong_desktop.ui.mainwindow.window import MainWindow
    from mahjong_desktop.ui.startup.first_look import FirstLook

DEFAULT_SIZE = (1280, 800)
SCREENSHOT_DELAY_MS = 400  # let the revealed hands settle before the picture


@dataclass(frozen=True)
class LaunchOptions:
    """What the window is opened for (every field off: ask for a game, or offer Continue)."""

    variant: str | None = None  # start this game at once
    level: str | None = None  # the opponents' strength
    rotate_dealer: bool = False
    options: Mapping[str, object] = field(default_factory=dict)  # house rules (--option)
    seed: int | None = None  # the match's seed
    autoplay: bool = False  # a bot plays the human's seat too (a demo)
    quit_after_deal: bool = False
    screenshot: Path | None = None  # a picture of the final table (quits after the deal)
    pace: int | None = None  # milliseconds bots take over a move
    resume: bool = False  # go on with the autosaved match


def application() -> QApplication:
    """The one QApplication; before Qt is first loaded, the system libraries it needs
    are checked (``SystemExit`` naming the missing ones and how to install them)."""
    if "PySide6.QtGui" not in sys.modules:  # Qt would abort, or fail to import, without them
        check_system_libraries()
    from PySide6.QtWidgets import QApplication

    found = QApplication.instance()
    if isinstance(found, QApplication):
        return found
    app = QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(FOLDER_NAME)
    return app


def check_system_libraries() -> None:
    """Stop with the names of the libraries Qt's window lacks and the Debian command
    that installs them, instead of Qt's abort that blames ``libxcb-cursor0``."""
    from mahjong_desktop.desktop.system_libraries import missing_libraries, missing_message

    missing = missing_libraries()
    if missing:
        raise SystemExit(missing_message(missing))


def open_window(
    args: LaunchOptions, store: PreferencesStore, stored: LoadResult | None = None
) -> MainWindow:
    """Show the window's first frame, then finish starting in the next event-loop turns.

    Before the first paint only what the player sees is built, from modules
    that import in moments: the window and its menus in the player's language
    and font, the room of its header, and the bare cloth in the player's look
    (``ui.startup.first_look``, ``MainWindow(table_later=True)``). The header with its
    sliders and the Options menu, the table, the controller with the games and
    the AI, saves, tools and the deal follow once the window is on screen
    (``ui.startup.first_paint``), so the window appears almost as fast as a bare one,
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
    window.resize(*initial_size(window))
    window.show()
    start = _Start(window, look, args)
    # The window, not its cloth: the cloth goes when the table comes, and its steps with it.
    steps = (start.build_header, start.build_table, start.install_services, start.begin)
    after_first_paint(window, steps)
    return window


def initial_size(window: QWidget) -> tuple[int, int]:
    """DEFAULT_SIZE, or the screen's free room if smaller (a 1024x700 laptop):
    a window larger than its screen hides the header's end and the table's edge."""
    screen = window.screen()
    if screen is None:
        return DEFAULT_SIZE
    room = screen.availableGeometry()
    return min(DEFAULT_SIZE[0], room.width()), min(DEFAULT_SIZE[1], room.height())


class _Start:
    """The start-up steps after the first paint, in the order they depend on each other."""

    def __init__(self, window: MainWindow, look: FirstLook, args: LaunchOptions):
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
        """Autosave, crash reports, deal files, statistics, undo, taking the seat back
        from a demo's bot, the tools menu and the guided first deals (Help)."""
        from mahjong_desktop.ui.calculator.window import install_tools
        from mahjong_desktop.ui.dialogs.statistics import install_statistics
        from mahjong_desktop.ui.game.autosave_keeper import install_autosave  # issue 13: autosave
        from mahjong_desktop.ui.game.deal_files import install_deal_files
        from mahjong_desktop.ui.game.deal_reviews import install_deal_reviews
        from mahjong_desktop.ui.guide.guided_play import install_guide
        from mahjong_desktop.ui.mainwindow.seat_control import SeatControl
        from mahjong_desktop.ui.mainwindow.undo_control import UndoControl
        from mahjong_desktop.ui.startup.crash_handler import install_crash_handler

        window = self.window
        self.keeper = keeper = install_autosave(window)
        install_crash_handler(window, keeper)
        install_deal_files(window)
        statistics = install_statistics(window)
        install_deal_reviews(window)  # after both: it finds the deal files and the statistics
        UndoControl(window, self.look.preferences)
        SeatControl(window)
        install_tools(window)
        install_guide(window, self.look.preferences)
        keeper.announce()
        statistics.announce()

    def begin(self) -> None:
        """Deal the game the command line asks for, go on with a saved one, or ask."""
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        from mahjong_desktop.ai.level_names import opponent_level
        from mahjong_desktop.ui.dialogs.continue_offer import offer_continue
        from mahjong_desktop.ui.game.controller import SessionConfig, bot_levels
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
        # Only --continue --autoplay goes on with a demo; a plain start offers the player's game.
        wanted = args.resume or args.variant is None
        saved = keeper.saved_match(demo=args.resume and args.autoplay) if wanted else None
        if saved is not None and args.resume:
            keeper.continue_match(saved)
            return
        if args.variant is None:
            if saved is not None:
                offer_continue(window, keeper, saved)
            else:
                window.ask_new_game()
            return
        levels = bot_levels()
        level = opponent_level(args.level, levels)  # no --level: as a first New game
        config = SessionConfig(
            variant=args.variant,
            level=level,
            rotate_dealer=args.rotate_dealer,
            seed=args.seed,
            autoplay=args.autoplay,
            options=dict(args.options),  # checked by the command line already
        )
        window.start(config)
