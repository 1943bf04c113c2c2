"""Stepping through a recorded deal: forward, back, or straight to any action.

Every hand is face up at every step (a replay hides nothing), and at the end
of a finished deal the score sheet opens from its button. Each position is
rebuilt from the record (``storage.records.replay`` without events), so a step back is
as exact as a step forward; a deal has a few hundred actions at most.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.storage.records import replay
from mahjong_desktop.ui.dialogs.score_sheet import ScoreSheet
from mahjong_desktop.ui.game.deal_summary import DealSummary, summarise
from mahjong_desktop.ui.table.claim_bar import kind_name
from mahjong_desktop.ui.table.view import TableView
from mahjong_desktop.ui.texts.names import seat_name, variant_name


def final_summary(game: Deal) -> DealSummary:
    """The score sheet data of a finished deal, as the window showed it at the end."""
    seat_players = list(game.seating.players)
    totals_by_player = [0] * game.seat_count
    for seat, (total, delta) in enumerate(zip(game.seating.totals, game.deltas(), strict=True)):
        totals_by_player[seat_players[seat]] = total + delta
    hands = all_hands(game)
    shown = [t for tiles in hands.values() for t in tiles]
    events = game.events_for(observer_seat(game))
    shown += [t for e in events if e["type"] == "win" for t in e.get("hand", [])]
    faces = {str(t): game.face_of(t) for t in shown if t >= 0}
    return summarise(
        game.variant, game.seating.deal_index, events, seat_players, totals_by_player, hands, faces
    )


def all_hands(game: Deal) -> dict[int, list[int]]:
    seats = game.state().get("seats", [])
    return {s: sorted(seat.get("hand", [])) for s, seat in enumerate(seats)}


def observer_seat(game: Deal) -> int:
    """The seat the person played (East when bots played alone)."""
    return game.seating.human if game.seating.human is not None else 0


class ReplayViewer(QDialog):
    def __init__(self, record: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayViewer")
        self.record = record
        self.total = len(record.get("actions", []))
        self.position = -1
        self.game: Deal | None = None
        self.score_sheet: ScoreSheet | None = None
        self.view = TableView(self)
        self.view.set_animation_speed(0.0)
        self.view.set_display(DisplaySettings())
        self.caption = QLabel(self)
        self.caption.setObjectName("replayCaption")
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, self.total)
        self.slider.valueChanged.connect(self.show_position)
        self.first_button = QPushButton(self.tr("|◀ Start"), self)
        self.back_button = QPushButton(self.tr("◀ &Back"), self)
        self.forward_button = QPushButton(self.tr("&Forward ▶"), self)
        self.last_button = QPushButton(self.tr("End ▶|"), self)
        self.sheet_button = QPushButton(self.tr("&Score sheet"), self)
        self.first_button.clicked.connect(lambda: self.slider.setValue(0))
        self.back_button.clicked.connect(lambda: self.slider.setValue(self.position - 1))
        self.forward_button.clicked.connect(lambda: self.slider.setValue(self.position + 1))
        self.last_button.clicked.connect(lambda: self.slider.setValue(self.total))
        self.sheet_button.clicked.connect(self.open_score_sheet)
        buttons = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.sheet_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.caption)
        layout.addWidget(self.slider)
        layout.addLayout(buttons)
        self.resize(1100, 780)
        self.show_position(0)

    def show_position(self, position: int) -> None:
        """The table after the record's first ``position`` actions, every hand face up."""
        position = max(0, min(self.total, position))
        if position == self.position:
            return
        self.position = position
        if self.slider.value() != position:
            self.slider.setValue(position)  # comes back here and returns at once
        game = replay(self.record, position, quiet=True)
        self.game = game
        seat = observer_seat(game)
        observation = {**game.observation(seat), "legal": []}  # a replay takes no moves
        hands = all_hands(game)
        self.view.set_variant(game.variant)
        self.view.show_observation(observation)
        self.view.reveal_all(hands, {t: game.face_of(t) for ids in hands.values() for t in ids})
        self.caption.setText(self._caption(game, position))
        self.setWindowTitle(
            self.tr("Replay: {game}, deal {deal}").format(
                game=variant_name(game.variant), deal=game.seating.deal_index + 1
            )
        )
        self.first_button.setEnabled(position > 0)
        self.back_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < self.total)
        self.last_button.setEnabled(position < self.total)
        self.sheet_button.setEnabled(game.is_over)

    def _caption(self, game: Deal, position: int) -> str:
        if position == 0:
            return self.tr("The deal as dealt ({n} actions follow).").format(n=self.total)
        action = Action.from_json(self.record["actions"][position - 1])
        who = seat_name(game.variant, action.seat, game.seating.players[action.seat])
        tiles = " ".join(game.face_of(t) for t in action.tiles)
        text = self.tr("Action {k} of {n}: {who} — {kind} {tiles}").format(
            k=position, n=self.total, who=who, kind=kind_name(action.kind.value), tiles=tiles
        )
        if game.is_over:
            text += "  " + self.tr("(the deal is over)")
        return text.rstrip()

    def open_score_sheet(self) -> None:
        if self.game is None or not self.game.is_over:
            return
        if self.score_sheet is not None:
            self.score_sheet.close()
        # The sheet is read from the deal's events: replay once more with them.
        sheet = ScoreSheet(final_summary(replay(self.record, self.position)), self)
        sheet.next_button.hide()  # a replay has no next deal
        self.score_sheet = sheet
        sheet.show()
