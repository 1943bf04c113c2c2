"""Stepping through a recorded deal: forward, back, or straight to any action.

Every hand is face up at every step (a replay hides nothing), and at the end
of a finished deal the score sheet opens from its button. Each position is
rebuilt from the record by ``ui.game.replay.ReplaySession``, the viewer's adapter
to the engine: the viewer gets each step as plain data.

A line under the table names the deal's house rules when they are not the
sheet's. Play on from here asks (``playOnRequested``) for a practice deal from the step
shown, the person in their seat; ``ui.game.deal_files`` starts it on the table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.ui.dialogs.review_dialog import ReviewDialog
from mahjong_desktop.ui.dialogs.score_sheet import ScoreSheet
from mahjong_desktop.ui.game.replay import ReplaySession, ReplayStep
from mahjong_desktop.ui.mainwindow.ui_scale import scaled
from mahjong_desktop.ui.table.claim_bar import kind_name
from mahjong_desktop.ui.table.view import TableView
from mahjong_desktop.ui.texts.house_rules import house_rules_line
from mahjong_desktop.ui.texts.names import seat_name, variant_name


class ReplayViewer(QDialog):
    #: play on from this many actions: the position shown
    playOnRequested = Signal(int)

    def __init__(self, record: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayViewer")
        self.record = record
        self.session = ReplaySession(record)
        self.total = self.session.total
        self.position = -1
        self.step: ReplayStep | None = None
        self.score_sheet: ScoreSheet | None = None
        self.view = TableView(self)
        self.view.set_animation_speed(0.0)
        self.view.set_display(DisplaySettings())
        self.caption = QLabel(self)
        self.caption.setObjectName("replayCaption")
        self.rules_line = QLabel(self)
        self.rules_line.setObjectName("replayHouseRules")
        self.rules_line.setWordWrap(True)
        self.rules_line.hide()
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, self.total)
        self.first_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.forward_button = QPushButton(self)
        self.last_button = QPushButton(self)
        self.sheet_button = QPushButton(self)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("reviewDealButton")
        self.review: ReviewDialog | None = None
        self.play_on_button = QPushButton(self)
        self.play_on_button.setObjectName("playOnButton")
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("closeButton")
        buttons = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.sheet_button)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.play_on_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.caption)
        layout.addWidget(self.rules_line)
        layout.addWidget(self.slider)
        layout.addLayout(buttons)
        self.resize(scaled(1100, 780))
        self._connect_signals()
        self.show_position(0)
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.first_button.setText(self.tr("|◀ Start"))
        self.back_button.setText(self.tr("◀ &Back"))
        self.forward_button.setText(self.tr("&Forward ▶"))
        self.last_button.setText(self.tr("End ▶|"))
        self.sheet_button.setText(self.tr("&Score sheet"))
        self.review_button.setText(self.tr("Re&view this deal"))
        self.play_on_button.setText(self.tr("&Play on from here"))
        self.play_on_button.setToolTip(
            self.tr(
                "Take your seat at this point and play on against the computers: a practice "
                "deal, counted apart in your statistics, in place of the game on the table"
            )
        )
        self.close_button.setText(self.tr("&Close"))
        if self.step is not None:
            self._show_texts(self.step)

    def _connect_signals(self) -> None:
        self.slider.valueChanged.connect(self.show_position)
        self.first_button.clicked.connect(lambda: self.slider.setValue(0))
        self.back_button.clicked.connect(lambda: self.slider.setValue(self.position - 1))
        self.forward_button.clicked.connect(lambda: self.slider.setValue(self.position + 1))
        self.last_button.clicked.connect(lambda: self.slider.setValue(self.total))
        self.sheet_button.clicked.connect(self.open_score_sheet)
        self.review_button.clicked.connect(self.open_review)
        self.play_on_button.clicked.connect(self.ask_play_on)
        self.close_button.clicked.connect(self.reject)

    def show_position(self, position: int) -> None:
        """The table after the record's first ``position`` actions, every hand face up."""
        position = max(0, min(self.total, position))
        if position == self.position:
            return
        self.position = position
        if self.slider.value() != position:
            self.slider.setValue(position)  # comes back here and returns at once
        step = self.step = self.session.step(position)
        self.view.set_variant(step.variant)
        self.view.show_observation(step.observation)
        self.view.reveal_all(step.hands, step.faces)
        self._show_texts(step)
        self.first_button.setEnabled(position > 0)
        self.back_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < self.total)
        self.last_button.setEnabled(position < self.total)
        self.sheet_button.setEnabled(step.over)
        self.play_on_button.setEnabled(not step.over)  # a finished deal has nothing to play

    def _show_texts(self, step: ReplayStep) -> None:
        """The caption and title of the step shown, in the current language."""
        self.caption.setText(self._caption(step))
        rules = house_rules_line(step.variant, step.observation.get("rules", {}))
        self.rules_line.setText(rules)
        self.rules_line.setVisible(bool(rules))
        self.setWindowTitle(
            self.tr("Replay: {game}, deal {deal}").format(
                game=variant_name(step.variant), deal=step.deal_index + 1
            )
        )

    def _caption(self, step: ReplayStep) -> str:
        action, position = step.action, step.position
        if action is None:
            return self.tr("The deal as dealt ({n} actions follow).").format(n=self.total)
        who = seat_name(step.variant, action.seat, action.player)
        tiles = " ".join(action.faces)
        text = self.tr("Action {k} of {n}: {who} — {kind} {tiles}").format(
            k=position, n=self.total, who=who, kind=kind_name(action.kind), tiles=tiles
        )
        if step.over:
            text += "  " + self.tr("(the deal is over)")
        return text.rstrip()

    def open_score_sheet(self) -> None:
        if self.step is None or not self.step.over:
            return
        if self.score_sheet is not None:
            self.score_sheet.close()
        sheet = ScoreSheet(self.session.summary(self.position), self)
        sheet.next_button.hide()  # a replay has no next deal
        self.score_sheet = sheet
        sheet.show()

    def open_review(self) -> ReviewDialog:
        """The deal's review, its Show in replay moving this viewer (one review at a time)."""
        if self.review is not None:
            self.review.close()
        review = self.review = ReviewDialog(self.record, self)
        review.showInReplay.connect(self.show_in_replay)
        review.show()
        return review

    def show_in_replay(self, index: int) -> None:
        """The position just before the record's action ``index``."""
        self.show_position(index)

    def ask_play_on(self) -> None:
        if self.step is not None and not self.step.over:
            self.playOnRequested.emit(self.position)
