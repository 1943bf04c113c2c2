"""Statistics per game: counted when a deal the person played ends, shown in a
dialog (Game > Statistics…), reset on demand.

A bot-only demo (autoplay) is not the person's game and is not counted; a
deal with an undo counts only as practice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.storage.problems import BadFileError
from mahjong_desktop.storage.statistics import (
    GameStatistics,
    Statistics,
    StatisticsStore,
    StatisticsUpdate,
)
from mahjong_desktop.ui.dialogs.score_sheet import pattern_name, unit_name
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.game.deal_summary import DealSummary
from mahjong_desktop.ui.mainwindow.ui_scale import scaled
from mahjong_desktop.ui.texts.file_problems import bad_file_text
from mahjong_desktop.ui.texts.live import follow_language
from mahjong_desktop.ui.texts.names import variant_name
from mahjong_desktop.variants.registry import VARIANTS

if TYPE_CHECKING:
    from mahjong_desktop.ui.mainwindow.window import MainWindow


class StatisticsKeeper(QObject):
    notice = Signal(object)  # Text: remade when the language changes
    updated = Signal()

    def __init__(
        self,
        window: MainWindow,
        store: StatisticsStore,
        deal_id: Callable[[], str | None] | None = None,
    ) -> None:
        super().__init__(window)
        self.window, self.store = window, store
        self.deal_id = deal_id  # names the deal on the table (the autosave's), if any
        loaded = store.load()
        self.statistics = loaded.statistics
        self.load_problem = loaded.problem
        window.controller.dealEnded.connect(self.deal_ended)

    def announce(self) -> None:
        """Say once that a bad statistics file was set aside."""
        if self.load_problem is not None:
            self._say_reset(self.load_problem)

    def _say_reset(self, problem: BadFileError) -> None:
        self.notice.emit(
            lambda: self.tr("Your statistics could not be read and start again: {why}").format(
                why=bad_file_text(problem)
            )
        )

    def deal_ended(self, _summary: DealSummary) -> None:
        controller = self.window.controller
        game, config = controller.deal, controller.config
        if game is None or config is None or config.autoplay:
            return
        deal_id = self.deal_id() if self.deal_id is not None else None
        seat, practice = controller.human_seat, controller.practice
        # Counted into the file as it is now: another window's deals stay counted.
        self._take(
            self.store.update(lambda s: s.with_deal(game, seat, practice, deal_id), self.statistics)
        )

    def reset(self, variant: str | None = None) -> None:
        self._take(self.store.update(lambda s: s.reset(variant), self.statistics))

    def reload(self) -> None:
        """Read the file again (another window may have counted deals since)."""
        if not self.store.writable:  # the bad file kept in place: what this window counted
            return
        loaded = self.store.load()
        if loaded.problem is not None:
            self._say_reset(loaded.problem)
        if loaded.statistics != self.statistics:
            self.statistics = loaded.statistics
            self.updated.emit()

    def _take(self, result: StatisticsUpdate) -> None:
        if result.problem is not None:
            self._say_reset(result.problem)
        # Even a deal counted before (a kill, then Continue) brings what the file
        # holds now: another window's deals.
        if result.statistics != self.statistics:
            self.statistics = result.statistics
            self.updated.emit()
        if result.save_error is not None:
            self.notice.emit(
                lambda: self.tr("Your statistics could not be saved: {error}").format(
                    error=str(result.save_error)
                )
            )


def score_text(stats: GameStatistics) -> str:
    average = stats.average_score
    return "–" if average is None else f"{average:.1f}"


def best_hand_text(stats: GameStatistics) -> str:
    """Total, points, patterns and tiles of the best win ("" before the first)."""
    best = stats.best
    if best is None:
        return ""
    patterns = ", ".join(
        f"{pattern_name(label)} {value}" if value else pattern_name(label)
        for label, value in best.patterns
    )
    unit = unit_name(best.unit)
    return f"{best.total} {unit} ({best.points}): {patterns} — {' '.join(best.faces)}"


def rating_text(stats: GameStatistics) -> str:
    """The mean rating of the reviewed deals (issue 27), or that none was reviewed."""
    mean = stats.mean_rating
    if mean is None:
        return QCoreApplication.translate("StatisticsDialog", "no deal reviewed yet")
    return QCoreApplication.translate(
        "StatisticsDialog", "mean {rating} over %n reviewed deal(s)", "", stats.reviewed
    ).format(rating=round(mean))


MIN_WIDTH = 640  # three games' columns and the row titles, at the smallest window
MAX_TABLE_HEIGHT = 460  # rows beyond it scroll: the dialog fits a 700 px screen


class StatisticsDialog(QDialog):
    ROWS = ("deals", "won", "dealt_in", "drawn", "points", "average", "practice", "best", "review")

    def __init__(self, keeper: StatisticsKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.keeper = keeper
        self.table = QTableWidget(len(self.ROWS), len(VARIANTS), self)
        self.table.setObjectName("statisticsTable")
        # The games share the width and a long best hand wraps in its cell: sized
        # to their contents, one long hand pushed the other games off the side.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.table.horizontalHeader().sectionResized.connect(self._fit_rows)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.buttons = buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self._layout = layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.confirm: QMessageBox | None = None
        self._connect_signals()
        self.resize(scaled(900, 420))
        self.retranslate_ui()

    def _connect_signals(self) -> None:
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons.rejected.connect(self.reject)
        self.keeper.updated.connect(self.refresh)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.reset_button.setText(self.tr("&Reset all…"))
        self.note.setText(
            self.tr("Deals with an undo count only as practice; bot-only demos are not counted.")
        )
        self.table.setHorizontalHeaderLabels([variant_name(v) for v in VARIANTS])
        self.table.setVerticalHeaderLabels(
            [
                self.tr("Deals played"),
                self.tr("Won"),
                self.tr("Dealt in"),
                self.tr("Drawn"),
                self.tr("Points"),
                self.tr("Average faan / fan / huxi"),
                self.tr("Practice deals"),
                self.tr("Best hand"),
                self.tr("Review rating"),
            ]
        )
        self._fit_width()
        self.refresh()

    def refresh(self) -> None:
        statistics: Statistics = self.keeper.statistics
        for column, variant in enumerate(VARIANTS):
            stats = statistics.of(variant)
            values = [
                str(stats.deals),
                str(stats.won),
                str(stats.dealt_in),
                str(stats.drawn),
                f"{stats.points:+d}",
                score_text(stats),
                str(stats.practice),
                best_hand_text(stats) or self.tr("no win yet"),
                rating_text(stats),
            ]
            for row, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setToolTip(value)
                self.table.setItem(row, column, item)
        self._fit_rows()

    def _fit_width(self) -> None:
        """At least as wide as every game's title and the row titles need."""
        table, margins = self.table, self._layout.contentsMargins()
        header = table.horizontalHeader()
        columns = range(table.columnCount())
        # The columns share the width equally: each as wide as the widest title.
        titles = len(columns) * max(header.sectionSizeFromContents(c).width() for c in columns)
        rows = table.verticalHeader()
        row_titles = max(rows.sectionSizeFromContents(r).width() for r in range(table.rowCount()))
        scroll_bar = table.verticalScrollBar().sizeHint().width()
        inside = titles + row_titles + scroll_bar + 2 * table.frameWidth()
        width = max(MIN_WIDTH, inside + margins.left() + margins.right())
        self.setMinimumWidth(width)
        # A wrapped label's height follows its width, which a dialog's minimum ignores.
        self.note.setMinimumHeight(
            self.note.heightForWidth(width - margins.left() - margins.right())
        )

    def _fit_rows(self) -> None:
        """Each row as tall as its wrapped text, the table as tall as its rows allow."""
        table = self.table
        table.resizeRowsToContents()
        rows = table.verticalHeader().length() + table.horizontalHeader().height()
        table.setMinimumHeight(min(MAX_TABLE_HEIGHT, rows + 2 * table.frameWidth()))

    def cell(self, row: str, variant: str) -> str:
        item = self.table.item(self.ROWS.index(row), list(VARIANTS).index(variant))
        return item.text() if item is not None else ""

    def ask_reset(self) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr("Forget the statistics of every game?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(
            lambda answer: self.keeper.reset() if answer == QMessageBox.StandardButton.Yes else None
        )
        self.confirm = box
        box.open()


def install_statistics(
    window: MainWindow, store: StatisticsStore | None = None
) -> StatisticsKeeper:
    """Count the person's deals and add Game > Statistics…

    Installed after the autosave: its keeper names each deal, so a deal
    counted just before a kill is not counted again after Continue.
    """
    autosave = window.findChild(AutosaveKeeper)
    deal_id = autosave.deal_id if isinstance(autosave, AutosaveKeeper) else None
    keeper = StatisticsKeeper(window, store or StatisticsStore(), deal_id)
    keeper.notice.connect(window.show_notice)
    action = QAction(window)
    action.setObjectName("statisticsAction")
    follow_language(
        window.game_menu,
        lambda: action.setText(QCoreApplication.translate("StatisticsDialog", "S&tatistics…")),
    )

    def show_dialog() -> None:
        keeper.reload()
        StatisticsDialog(keeper, window).show()

    action.triggered.connect(show_dialog)
    menu = window.game_menu
    before = next((a for a in menu.actions() if a.isSeparator()), None)
    if before is not None:
        menu.insertAction(before, action)
    else:
        menu.addAction(action)
    return keeper
