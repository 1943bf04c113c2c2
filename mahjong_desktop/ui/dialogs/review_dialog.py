"""The Review dialog (issue 27): each decision of the person's in a deal, beside the judge's.

A review saved for the record is shown at once; otherwise it is made in the
background (``ui.game.review_worker``) with a progress bar and Cancel, then
saved, and its rating counted once into the statistics when the seat is the
person's. Each decision shows its grade and cost; selecting one shows the
judge's reason and, where they differ, each option's expected points and its
chances. Show in replay asks (``showInReplay``) for the position just before
the decision.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.storage.reviews import fingerprint, saved_review
from mahjong_desktop.storage.statistics import StatisticsStore
from mahjong_desktop.ui.game.review_worker import (
    DecisionLine,
    ReviewPage,
    ReviewRun,
    human_seat,
    review_page,
    review_seat,
)
from mahjong_desktop.ui.mainwindow.ui_scale import scaled
from mahjong_desktop.ui.texts.hints import reason_text
from mahjong_desktop.ui.texts.messages import message_text

CONTEXT = "ReviewDialog"
# Background, text: dark text on light tints, readable on a light or a dark theme.
GRADE_COLOURS = {
    "inaccuracy": ("#fff3b0", "#3a3000"),
    "mistake": ("#ffd08a", "#3d2300"),
    "blunder": ("#ffb3b3", "#4a0000"),
}
GRADE_MARKS = {"fine": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def grade_name(grade: str) -> str:
    names = {
        "fine": _t("fine"),
        "inaccuracy": _t("inaccuracy"),
        "mistake": _t("mistake"),
        "blunder": _t("blunder"),
    }
    return names.get(grade, grade)


def action_text(label: dict[str, Any]) -> str:
    """The engine's words for an action, with a Paohuzi chi's extra groups (its bi),
    which tell two chi of the same card apart."""
    text = message_text(label)
    groups = (label.get("args") or {}).get("groups") or []
    if groups:
        text += " + " + " + ".join(" ".join(map(str, g)) for g in groups)
    return text


def points_text(value: float) -> str:
    return f"{value:g}"


def thresholds_text(thresholds: tuple[float, float, float], modelled: bool = False) -> str:
    inaccuracy, mistake, blunder = (points_text(v) for v in thresholds)
    text = _t(
        "Expected points given up: an inaccuracy from {inaccuracy}, a mistake from "
        "{mistake}, a blunder from {blunder} (a cost within twice its error is fine)."
    ).format(inaccuracy=inaccuracy, mistake=mistake, blunder=blunder)
    if modelled:  # say how the values were made: they are an estimate, not a sample
        text += " " + _t(
            "Here a discard, claim, pass or kong is valued by the hard bot's estimate of "
            "the hand it leaves (each way to finish it: its odds times its points), with no "
            "error to state; a declined win is played out."
        )
    return text


def summary_text(page: ReviewPage) -> str:
    bad = QCoreApplication.translate(CONTEXT, "%n bad move(s)", "", page.bad_moves)
    count = len(page.decisions)
    decisions = QCoreApplication.translate(CONTEXT, "%n decision(s)", "", count)
    return _t("Rating {rating}/100 — {bad} in {decisions}").format(
        rating=page.rating, bad=bad, decisions=decisions
    )


def detail_html(line: DecisionLine) -> str:
    """A decision's reason and, where the judge chose otherwise, the options weighed."""
    reason = html.escape(reason_text(line.reason, line.observation))
    if line.agrees:
        same = html.escape(_t("You chose as the judge would: {reason}."))
        return f"<p>{same.format(reason=reason)}</p>"
    choice = html.escape(
        _t("The judge would choose {choice}.").format(choice=action_text(line.choice))
    )
    why = html.escape(_t("Why: {reason}")).format(reason=reason)
    parts = [f"<p>{choice}<br>{why}</p>"]
    head = (
        f"<tr><th align='left'>{html.escape(_t('Option'))}</th>"
        f"<th align='right'>{html.escape(_t('Expected points'))}</th>"
        f"<th align='right'>{html.escape(_t('Win'))}</th>"
        f"<th align='right'>{html.escape(_t('Deal-in'))}</th></tr>"
    )
    whose = (_t("judge"), _t("yours"))
    rows = "".join(
        f"<tr><td>{html.escape(action_text(o.label))} ({html.escape(who)})</td>"
        f"<td align='right'>{o.points:+.2f}</td><td align='right'>{o.win:.0%}</td>"
        f"<td align='right'>{o.deal_in:.0%}</td></tr>"
        for o, who in zip(line.options, whose, strict=False)
    )
    parts.append(f"<table cellspacing='0' cellpadding='3'>{head}{rows}</table>")
    # A cost below zero: the judge's values rate the player's choice above its own.
    # No error: the hand model's count (Hong Kong), where a "± 0.00" would claim exactness.
    if line.error == 0:
        said = (
            _t("Your choice gave up {cost} points: {grade}.")
            if line.cost >= 0
            else _t("The judge's estimate rates your choice {cost} points higher: {grade}.")
        )
    else:
        said = (
            _t("Your choice gave up {cost} ± {error} points: {grade}.")
            if line.cost >= 0
            else _t("The play-outs rate your choice {cost} ± {error} points higher: {grade}.")
        )
    cost = said.format(
        cost=f"{abs(line.cost):.2f}", error=f"{line.error:.2f}", grade=grade_name(line.grade)
    )
    parts.append(f"<p>{html.escape(cost)}</p>")
    return "".join(parts)


class ReviewDialog(QDialog):
    # the action index of the decision to see: the replay's position just before it
    showInReplay = Signal(int)
    # a fresh review of the person's seat was counted into the statistics
    ratingCounted = Signal()

    COLUMNS = 5

    def __init__(
        self,
        record: dict[str, Any],
        parent: QWidget | None = None,
        judge: Any = None,  # an ai.review.judge.Judge (tests pass a quick one)
        store: StatisticsStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.record, self.judge, self.store = record, judge, store
        self.seat = review_seat(record)
        self.page: ReviewPage | None = None
        self.run: ReviewRun | None = None
        self.state = "idle"  # running, cancelled, failed, shown
        self.note_text = ""  # a saving problem or failure, already in words
        self.from_saved = False
        self.headline = QLabel(self)
        self.headline.setObjectName("reviewHeadline")
        font = self.headline.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.headline.setFont(font)
        self.thresholds = QLabel(self)
        self.thresholds.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("cancelReviewButton")
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("reviewAgainButton")
        running = QHBoxLayout()
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        running.addWidget(self.again_button)
        self.table = QTableWidget(0, self.COLUMNS, self)
        self.table.setObjectName("reviewTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.detail = QTextBrowser(self)
        self.detail.setObjectName("reviewDetail")
        self.previous_button = QPushButton(self)
        self.next_button = QPushButton(self)
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("showInReplayButton")
        self.close_button = QPushButton(self)
        buttons = QHBoxLayout()
        for button in (self.previous_button, self.next_button, self.replay_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.thresholds)
        layout.addLayout(running)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.detail, 2)
        layout.addLayout(buttons)
        self.resize(scaled(760, 640))
        self._connect_signals()
        self.retranslate_ui()
        saved = saved_review(record, self.seat)
        if saved is not None:
            self.from_saved = True
            self._show(review_page(record, saved))
        else:
            self.start()

    def _connect_signals(self) -> None:
        self.cancel_button.clicked.connect(self.cancel)
        self.again_button.clicked.connect(self.start)
        self.table.itemSelectionChanged.connect(self._show_detail)
        self.previous_button.clicked.connect(lambda: self.jump(-1))
        self.next_button.clicked.connect(lambda: self.jump(1))
        self.replay_button.clicked.connect(self._ask_replay)
        self.close_button.clicked.connect(self.reject)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Deal review"))
        self.cancel_button.setText(self.tr("&Cancel"))
        self.again_button.setText(self.tr("&Review again"))
        self.previous_button.setText(self.tr("◀ &Previous marked"))
        self.next_button.setText(self.tr("Next &marked ▶"))
        self.replay_button.setText(self.tr("Show in &replay"))
        self.replay_button.setToolTip(self.tr("The replay at the position just before it"))
        self.close_button.setText(self.tr("C&lose"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Action"), self.tr("Your choice"), self.tr("Judge's choice"),
             self.tr("Grade"), self.tr("Cost (points)")]
        )  # fmt: skip
        self._show_state()
        if self.page is not None:
            self._fill(self.page)

    def _show_state(self) -> None:
        """The headline and note for where the review stands."""
        page, state = self.page, self.state
        running = state == "running"
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.again_button.setVisible(state in ("cancelled", "failed"))
        notes = []
        if running:
            self.headline.setText(self.tr("Reviewing the deal…"))
        elif state == "cancelled":
            self.headline.setText(self.tr("The review was cancelled: nothing was kept."))
        elif state == "failed":
            self.headline.setText(self.tr("The deal could not be reviewed."))
        elif page is not None:
            self.headline.setText(summary_text(page))
            if self.from_saved:
                notes.append(self.tr("The review made earlier."))
        if self.note_text:
            notes.append(self.note_text)
        self.note.setText(" ".join(notes))
        self.note.setVisible(bool(notes))
        shown = page is not None
        self.thresholds.setVisible(shown)
        if page is not None:
            self.thresholds.setText(thresholds_text(page.thresholds, page.modelled))
        for widget in (self.table, self.detail, self.replay_button):
            widget.setEnabled(shown)
        self._update_jumps()

    # ------------------------------------------------------------ running

    def start(self) -> None:
        if self.run is not None and self.run.is_running():
            return
        self.state, self.note_text = "running", ""
        self.progress.setRange(0, 0)  # busy until the first decision is counted
        run = self.run = ReviewRun(self.record, self.seat, self.judge, self)
        run.progressed.connect(self._progressed)
        run.done.connect(self._done)
        run.stopped.connect(self._stopped)
        run.failed.connect(self._failed)
        self._show_state()

    def cancel(self) -> None:
        if self.run is not None:
            self.run.cancel()
            self.cancel_button.setEnabled(False)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _done(self, review: Any, save_error: str | None) -> None:
        self.cancel_button.setEnabled(True)
        if save_error is not None:
            self.note_text = self.tr("The review could not be saved: {error}").format(
                error=save_error
            )
        self.state = "shown"
        self._count(review.variant, review.rating)
        self._show(review_page(self.record, review))

    def _stopped(self) -> None:
        self.cancel_button.setEnabled(True)
        self.state = "cancelled"
        self._show_state()

    def _failed(self, why: str) -> None:
        self.cancel_button.setEnabled(True)
        self.state = "failed"
        self.note_text = why
        self._show_state()

    def _count(self, variant: str, rating: int) -> None:
        """A fresh review of the person's seat counts its rating, once per record."""
        if human_seat(self.record) != self.seat:
            return
        store = self.store or StatisticsStore()
        key = fingerprint(self.record)
        result = store.update(lambda s: s.with_rating(variant, key, rating), _current(store))
        if result.changed:
            self.ratingCounted.emit()

    def reject(self) -> None:
        self.cancel()  # a review closed half-way is not kept
        super().reject()

    # ------------------------------------------------------------ showing

    def _show(self, page: ReviewPage) -> None:
        self.page = page
        self.state = "shown"
        self._fill(page)
        self._show_state()
        if page.decisions:
            marked = self.marked_rows()
            self.select_row(marked[0] if marked else 0)

    def _fill(self, page: ReviewPage) -> None:
        selected = self.current_row()
        table = self.table
        table.setRowCount(len(page.decisions))
        for row, line in enumerate(page.decisions):
            mark = GRADE_MARKS.get(line.grade, "")
            grade = f"{grade_name(line.grade)} {mark}".strip()
            cost = "" if line.agrees else f"{line.cost:.2f}"
            if line.error and not line.agrees:
                cost += f" ± {line.error:.2f}"
            choice = self.tr("the same") if line.agrees else action_text(line.choice)
            texts = (str(line.index + 1), action_text(line.chosen), choice, grade, cost)
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if column in (0, 4):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                colours = GRADE_COLOURS.get(line.grade)
                if colours is not None:
                    item.setBackground(QBrush(QColor(colours[0])))
                    item.setForeground(QBrush(QColor(colours[1])))
                table.setItem(row, column, item)
        if selected >= 0:
            self.select_row(selected)

    def current_row(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def select_row(self, row: int) -> None:
        self.table.selectRow(row)
        item = self.table.item(row, 0)
        if item is not None:
            self.table.scrollToItem(item)

    def current_decision(self) -> DecisionLine | None:
        row = self.current_row()
        if self.page is None or not 0 <= row < len(self.page.decisions):
            return None
        return self.page.decisions[row]

    def _show_detail(self) -> None:
        line = self.current_decision()
        self.detail.setHtml(detail_html(line) if line is not None else "")
        self._update_jumps()

    def marked_rows(self) -> list[int]:
        page = self.page
        return (
            [] if page is None else [r for r, d in enumerate(page.decisions) if d.grade != "fine"]
        )

    def jump(self, step: int) -> None:
        """Select the previous (-1) or next (1) decision graded worse than fine."""
        row, marked = self.current_row(), self.marked_rows()
        targets = [r for r in marked if (r < row if step < 0 else r > row)]
        if targets:
            self.select_row(targets[-1] if step < 0 else targets[0])

    def _update_jumps(self) -> None:
        row, marked = self.current_row(), self.marked_rows()
        self.previous_button.setEnabled(any(r < row for r in marked))
        self.next_button.setEnabled(any(r > row for r in marked))

    def _ask_replay(self) -> None:
        line = self.current_decision()
        if line is not None:
            self.showInReplay.emit(line.index)


def _current(store: StatisticsStore) -> Any:
    """What the store holds now (used only if its file cannot be written)."""
    return store.load().statistics
