"""Sichuan's opening choice: the suit to be rid of, chosen with the hand in view.

The dialog shows the dealt hand sorted by suit and one button per legal
declaration, each saying how many tiles of that suit the hand holds (the
fewest is usually the one to drop). Keys 1-3 press the buttons. Hint (H)
asks the window for the strong bot's choice, which the dialog marks and
explains (the window's own H does not reach a dialog). Closing the dialog
chooses nothing; the window offers to open it again.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mahjong_desktop.engine.protocol import Observation
from mahjong_desktop.ui.game.discard_analysis import own_tiles
from mahjong_desktop.ui.mainwindow.ui_scale import ui_scale
from mahjong_desktop.ui.table.art import TileArt
from mahjong_desktop.ui.table.claim_bar import ADVISED_STYLE
from mahjong_desktop.ui.table.tile_strip import strip_pixmap

HAND_HEIGHT = 54


def suit_name(suit: str) -> str:
    names = {
        "m": QCoreApplication.translate("MissingSuitDialog", "Characters"),
        "p": QCoreApplication.translate("MissingSuitDialog", "Dots"),
        "s": QCoreApplication.translate("MissingSuitDialog", "Bamboo"),
    }
    return names.get(suit, suit)


class MissingSuitDialog(QDialog):
    """Asks for the missing suit; emits the chosen legal action's id."""

    chosen = Signal(int)
    hintRequested = Signal()

    def __init__(self, observation: Observation, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("missingSuitDialog")
        faces: Mapping[str, str] = observation["faces"]
        tiles = own_tiles(observation)
        by_suit: dict[str, list[str]] = {}
        for tile in sorted(tiles):
            face = faces.get(str(tile), "back")
            by_suit.setdefault(face[-1], []).append(face)
        layout = QVBoxLayout(self)
        self.text = text = QLabel(self)
        text.setWordWrap(True)
        layout.addWidget(text)
        hand = QLabel(self)
        hand.setObjectName("missingSuitHand")
        groups = [by_suit[s] for s in "mps" if s in by_suit]
        hand.setPixmap(
            strip_pixmap(
                TileArt.mahjong(), groups, round(HAND_HEIGHT * ui_scale()), self.devicePixelRatioF()
            )
        )
        self.hand = hand
        hand.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(hand)
        row = QHBoxLayout()
        self.buttons: list[QPushButton] = []
        self._legal_ids: list[int] = []  # each button's declaration
        self._counts: list[int] = []  # how many tiles of each button's suit the hand holds
        declarations = [e for e in observation.get("legal", []) if e["kind"] == "declare"]
        for entry in declarations:
            suit = entry.get("choice", "")
            count = len(by_suit.get(suit, []))
            button = QPushButton(self)
            button.setProperty("suit", suit)
            self._counts.append(count)
            row.addWidget(button)
            self.buttons.append(button)
            self._legal_ids.append(entry["id"])
        layout.addLayout(row)
        hint_row = QHBoxLayout()
        self.advice = QLabel(self)
        self.advice.setObjectName("missingSuitAdvice")
        self.advice.setWordWrap(True)
        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("missingSuitHint")
        hint_row.addWidget(self.advice, 1)
        hint_row.addWidget(self.hint_button)
        layout.addLayout(hint_row)
        self._connect_signals()
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Choose your missing suit"))
        self.setAccessibleName(self.tr("Choose your missing suit"))
        self.text.setText(
            self.tr(
                "Declare the suit you will not keep. Tiles of it must be discarded "
                "first, and you can neither pung, kong nor win while you hold one."
            )
        )
        self.hand.setAccessibleName(self.tr("Your hand"))
        for number, (button, count) in enumerate(zip(self.buttons, self._counts, strict=True), 1):
            suit = suit_name(str(button.property("suit")))
            button.setText(
                self.tr("{number}  {suit} ({count} in hand)").format(
                    number=number, suit=suit, count=count
                )
            )
            button.setAccessibleName(self.tr("Missing suit: {suit}").format(suit=suit))
            button.setShortcut(QKeySequence(str(number)))  # after the text, which resets it
        self.advice.setAccessibleName(self.tr("Hint"))
        self.hint_button.setText(self.tr("Hint (H)"))
        self.hint_button.setShortcut(QKeySequence("H"))
        self.hint_button.setToolTip(self.tr("Which suit a strong player would drop, and why"))

    def _connect_signals(self) -> None:
        for button, legal_id in zip(self.buttons, self._legal_ids, strict=True):
            button.clicked.connect(lambda _=False, i=legal_id: self._choose(i))
        self.hint_button.clicked.connect(self._ask_hint)

    def _ask_hint(self) -> None:
        self.hint_button.setEnabled(False)  # one question at a time
        self.advice.setText(self.tr("Thinking…"))
        self.hintRequested.emit()

    def show_hint(self, text: str, legal_id: int) -> None:
        """Show the advice and outline the advised suit's button (never pressed)."""
        self.hint_button.setEnabled(True)
        self.advice.setText(text)
        for button, button_id in zip(self.buttons, self._legal_ids, strict=True):
            advised = button_id == legal_id
            button.setProperty("advised", advised)
            button.setStyleSheet(ADVISED_STYLE if advised else "")

    def advised(self) -> QPushButton | None:
        return next((b for b in self.buttons if b.property("advised")), None)

    def _choose(self, legal_id: int) -> None:
        self.chosen.emit(legal_id)
        self.accept()
