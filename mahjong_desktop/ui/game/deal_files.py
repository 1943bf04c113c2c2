"""Game menu: save the deal on the table as a file, open a saved deal in the replay
viewer, or replay the current deal. A bad file is refused with what is wrong
(and, for a deal that does not replay, the first bad action); nothing else changes.

A file the player picked is left where it is, unlike the autosave: it is theirs.

A viewer's Play on from here puts a practice deal on the table in place of the
game there: the deal as it stood at that step, the player in their seat.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QStandardPaths
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from mahjong_desktop.ai.level_names import DEFAULT_LEVEL
from mahjong_desktop.storage.atomic import AtomicWriteError
from mahjong_desktop.storage.problems import BadFileError
from mahjong_desktop.storage.record_file import open_record_file, save_record_file
from mahjong_desktop.ui.dialogs.replay_viewer import ReplayViewer
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.texts.file_problems import bad_file_text
from mahjong_desktop.ui.texts.live import Text, follow_language

if TYPE_CHECKING:
    from mahjong_desktop.ui.mainwindow.window import MainWindow

FILTER = "Mahjong Desktop deals (*.json);;All files (*)"


def deal_folder() -> str:
    """Where the Save/Open deal dialog starts: the player's documents (or home), never the
    working folder, which for a desktop launch is wherever the launcher happened to be."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return documents
    return str(Path.home())


class DealFiles(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.viewers: list[ReplayViewer] = []
        self.refusal: QMessageBox | None = None  # the last "cannot be opened" box
        self.save_action = QAction(window)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.ask_save)
        self.open_action = QAction(window)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.ask_open)
        self.replay_action = QAction(window)
        self.replay_action.triggered.connect(self.replay_current)
        menu = window.game_menu
        before = next((a for a in menu.actions() if a.isSeparator()), None)
        for action in (self.save_action, self.open_action, self.replay_action):
            if before is not None:
                menu.insertAction(before, action)
            else:
                menu.addAction(action)
        window.installEventFilter(self)
        self.retranslate_ui()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def retranslate_ui(self) -> None:
        self.save_action.setText(self.tr("&Save deal…"))
        self.open_action.setText(self.tr("&Open deal…"))
        self.replay_action.setText(self.tr("&Replay this deal"))

    def ask_save(self) -> None:
        if self.window.controller.deal is None:
            self.window.show_error(lambda: self.tr("There is no deal to save yet."))
            return
        name, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Save deal"), deal_folder(), FILTER
        )
        if name:
            self.save(Path(name))

    def save(self, path: Path) -> bool:
        deal = self.window.controller.deal
        if deal is None:
            return False
        if not path.suffix:
            path = path.with_suffix(".json")
        try:
            save_record_file(deal.record(), path)
        except AtomicWriteError as error:
            why = str(error)  # the name of an except clause is gone after it
            self.window.show_error(
                lambda: self.tr("The deal could not be saved: {error}").format(error=why)
            )
            return False
        self.window.show_status(lambda: self.tr("Deal saved as {path}").format(path=str(path)))
        return True

    def ask_open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open deal"), deal_folder(), FILTER
        )
        if name:
            self.open(Path(name))

    def open(self, path: Path) -> ReplayViewer | None:
        """The viewer of the deal in ``path``; None (and a message box) if it is bad."""
        try:
            deal = open_record_file(path)
        except FileNotFoundError:
            self._refuse(path, lambda: self.tr("There is no such file."))
            return None
        except BadFileError as error:
            problem = error  # the name of an except clause is gone after it
            self._refuse(path, lambda: bad_file_text(problem))
            return None
        return self._view(deal.record())

    def replay_current(self) -> ReplayViewer | None:
        deal = self.window.controller.deal
        return self._view(deal.record()) if deal is not None else None

    def _view(self, record: dict) -> ReplayViewer:
        viewer = ReplayViewer(record, self.window)
        viewer.finished.connect(lambda _result: self.viewers.remove(viewer))
        viewer.playOnRequested.connect(lambda position: self.play_on(viewer, position))
        self.viewers.append(viewer)
        viewer.show()
        return viewer

    def view(self, record: dict) -> ReplayViewer:
        """A replay viewer of ``record`` (the review's Show in replay from a score sheet)."""
        return self._view(record)

    def play_on(self, viewer: ReplayViewer, position: int) -> bool:
        """Close ``viewer`` and play on from its ``position`` as a practice deal."""
        controller = self.window.controller
        fallback = controller.config.level if controller.config is not None else DEFAULT_LEVEL
        start = viewer.session.practice(position, fallback)
        viewer.accept()
        self.window.close_score_sheet()
        self.window.error_line.hide()
        keeper = self.window.findChild(AutosaveKeeper)
        if isinstance(keeper, AutosaveKeeper):  # a crash in it must not come back on Continue
            keeper.playing_from_file(start.match)
        if not controller.play_on(start.deal, start.config, start.match):
            return False
        self.window.statusBar().showMessage(
            self.tr("A practice deal from action {k}: it counts apart in your statistics.").format(
                k=position
            )
        )
        return True

    def _refuse(self, path: Path, why: Text) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, "", "", parent=self.window)
        box.setObjectName("badDealFile")

        def retranslate() -> None:
            box.setWindowTitle(self.tr("Open deal"))
            box.setText(self.tr("{path} cannot be opened.").format(path=str(path)) + "\n\n" + why())

        follow_language(box, retranslate)
        box.open()
        self.refusal = box


def install_deal_files(window: MainWindow) -> DealFiles:
    return DealFiles(window)
