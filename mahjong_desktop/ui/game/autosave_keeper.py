"""Autosave for the window: after every action, and Continue on the next start.

The keeper listens to the controller's ``positionChanged`` and writes the
match (``storage.autosave``) at once. Only the instance holding the instance
lock writes: a second window plays on but leaves the first one's autosave
alone. A failed write (a full disk) keeps the previous autosave and says so
once, until a write succeeds again.

A demo (``SessionConfig.autoplay``: a bot in the player's seat) is written to
its own file, ``demo_store``: the player's autosave is theirs alone, and only
it is offered back. A demo the player took their seat in is theirs from then on.
A guided first deal (``GameController.guided``) is not saved at all.
"""

from __future__ import annotations

import secrets
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.match import Match
from mahjong_desktop.storage.atomic import AtomicWriteError, move_aside
from mahjong_desktop.storage.autosave import (
    DEMO_FILE_NAME,
    Autosave,
    AutosaveSession,
    AutosaveStore,
)
from mahjong_desktop.storage.instance_lock import InstanceLock, LockState
from mahjong_desktop.storage.locations import data_dir
from mahjong_desktop.storage.problems import BadFileError, FileProblem
from mahjong_desktop.ui.game.controller import GameController, SessionConfig
from mahjong_desktop.ui.texts.file_problems import bad_file_text

if TYPE_CHECKING:
    from mahjong_desktop.ui.mainwindow.window import MainWindow


class AutosaveKeeper(QObject):
    #: something about the autosave the player should know: text to show
    notice = Signal(object)  # Text: remade when the language changes

    def __init__(
        self,
        controller: GameController,
        store: AutosaveStore,
        lock: InstanceLock,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller, self.store, self.lock = controller, store, lock
        self.demo_store = AutosaveStore(store.folder, DEMO_FILE_NAME)
        self.failing = False  # the last write failed (told once)
        self._deal: tuple[Deal, str] | None = None  # the deal on the table and its id
        # The match read from a file (the autosave continued, a deal file played on):
        # a crash in it sets its autosave aside, so no start continues into it again.
        self._from_file: Match | None = None
        self._set_aside: Match | None = None  # a match that crashed from a file: not saved
        self._set_aside_to: Path | None = None  # where its autosave went
        self.writes = lock.acquire()
        controller.positionChanged.connect(self.save_now)

    def announce(self) -> None:
        """Say once, at start, that this window does not autosave, and why."""
        if self.lock.state is LockState.NO_SAVING:
            self.notice.emit(
                lambda: self.tr(
                    "The data folder {folder} cannot be written: saving is off in this window."
                ).format(folder=str(self.store.folder))
            )
        elif not self.writes:
            self.notice.emit(
                lambda: self.tr(
                    "Another Mahjong Desktop window is open: this one does not autosave "
                    "(the other one's saved game is left alone)."
                )
            )

    def deal_id(self) -> str | None:
        """A name for the deal on the table, kept in its autosave and so the same
        after a kill and Continue (a new deal, or one replayed, gets a new one)."""
        deal = self.controller.deal
        if deal is None:
            return None
        if self._deal is None or self._deal[0] is not deal:
            self._deal = (deal, secrets.token_hex(8))
        return self._deal[1]

    def session(self) -> AutosaveSession | None:
        """The match around the current deal, as the autosave keeps it."""
        config, match = self.controller.config, self.controller.match
        if config is None or match is None:
            return None
        return AutosaveSession(
            level=config.level,
            match_seed=match.seed,
            deal_index=match.deal_index,
            totals=list(match.totals),
            rotate_dealer=match.rotate_dealer,
            autoplay=config.autoplay,
            practice=self.controller.practice,
            deal_id=self.deal_id() or "",
        )

    def save_now(self) -> bool:
        """Write the autosave; False if this window does not or could not."""
        deal, session = self.controller.deal, self.session()
        if not self.writes or deal is None or session is None or self.controller.guided:
            return False  # a guided deal is a lesson: the player's own autosave stays
        if self._set_aside is not None and self.controller.match is self._set_aside:
            return False  # it crashed once: never written back for the next start
        store = self.demo_store if session.autoplay else self.store
        try:
            store.save(deal.record(), session)
        except AtomicWriteError as error:
            why = str(error.__cause__ or error)  # the name of an except clause is gone after it
            if not self.failing:
                self.notice.emit(
                    lambda: self.tr(
                        "The game could not be saved ({error}); the last saved position is kept."
                    ).format(error=why)
                )
            self.failing = True
            return False
        if self.failing:
            self.notice.emit(lambda: self.tr("The game is being saved again."))
        self.failing = False
        return True

    def saved_match(self, demo: bool = False) -> Autosave | None:
        """The autosave to offer, if there is a good one and it is ours to take:
        the player's game, or with ``demo`` the last demo.

        A bad file is moved aside and reported; the caller starts anew. A demo
        an older version saved as the player's game is not offered as theirs. A
        folder nobody can write still offers its intact autosave.
        """
        if self.lock.state is LockState.BUSY:
            return None
        store = self.demo_store if demo else self.store
        try:
            saved = store.load()
            if saved is not None:
                _config_of(saved)
        except BadFileError as error:
            self._cannot_continue(error)
            return None
        except ValueError as error:  # a bot level this version does not have
            self._cannot_continue(
                BadFileError(FileProblem.NOT_OURS, store.path, str(error)).moved_to(
                    move_aside(store.path)
                )
            )
            return None
        if saved is not None and saved.session.autoplay != demo:
            return None
        return saved

    def _cannot_continue(self, error: BadFileError) -> None:
        self.notice.emit(
            lambda: self.tr("The saved game could not be continued: {why}").format(
                why=bad_file_text(error)
            )
        )

    def continue_match(self, saved: Autosave) -> None:
        """Resume exactly: the saved deal with the same bots, in the same match."""
        deal, session = saved.deal, saved.session
        # The saved deal keeps its id, so the statistics know it if they counted it
        # just before the kill (an older autosave has none: the deal gets one).
        self._deal = (deal, session.deal_id or secrets.token_hex(8))
        match = Match(
            deal.variant,
            session.match_seed,
            deal.seat_count,
            rotate_dealer=session.rotate_dealer,
            deal_index=session.deal_index,
            totals=list(session.totals),
            options=dict(deal.options),  # the record keeps the match's house rules
        )
        self._from_file = match
        self.controller.resume(deal, _config_of(saved), match)
        if self.controller.deal is deal:  # not when a finished deal made way for the next
            self.controller.practice = session.practice

    def playing_from_file(self, match: Match) -> None:
        """``match`` comes from a file the player opened (a practice deal of a deal file)."""
        self._from_file = match

    def crashed_from_file(self) -> bool:
        """The game on the table came from a file: a crash now may be the file's doing."""
        current = self.controller.match
        return self._from_file is not None and (current is self._from_file or current is None)

    def set_aside_after_crash(self) -> Path | None:
        """Move the autosave of a game from a file that crashed aside (kept for a bug
        report), and write it no more; where it went, or None if there was none."""
        current = self.controller.match
        match = current if current is not None else self._from_file
        if self._set_aside is match and match is not None:
            return self._set_aside_to  # it failed again: set aside already
        self._set_aside, self._set_aside_to = match, None
        if not self.writes:
            return None  # another window's autosave: not ours to move
        config = self.controller.config
        store = self.demo_store if config is not None and config.autoplay else self.store
        if store.exists():
            self._set_aside_to = move_aside(store.path)
        return self._set_aside_to

    def release(self) -> None:
        self.lock.release()


def _config_of(saved: Autosave) -> SessionConfig:
    """The session as the new-game dialog would have chosen it; ValueError if it
    names a game or a bot level this version does not have."""
    deal, session = saved.deal, saved.session
    return SessionConfig(
        variant=deal.variant,
        level=session.level,
        rotate_dealer=session.rotate_dealer,
        seed=session.match_seed,
        autoplay=session.autoplay,
        options=deal.options,
    )


def install_autosave(window: MainWindow) -> AutosaveKeeper:
    """Autosave ``window``'s games into the data folder, and release the lock on quit.

    Notices show in the window and go to stderr too (for whoever started it
    from a terminal, and for tests of the process).
    """
    folder = data_dir()
    keeper = AutosaveKeeper(window.controller, AutosaveStore(folder), InstanceLock(folder), window)
    keeper.notice.connect(window.show_notice)
    keeper.notice.connect(lambda text: print(f"mahjong-desktop: {text()}", file=sys.stderr))
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(keeper.release)
    return keeper
