"""On start, when a match was left unfinished: Continue it, or begin a New game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from mahjong_desktop.storage.autosave import Autosave
from mahjong_desktop.ui.texts.names import variant_name

if TYPE_CHECKING:
    from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
    from mahjong_desktop.ui.mainwindow.window import MainWindow


class ContinueOffer(QMessageBox):
    """Names the saved game and its deal; Continue is the default button."""

    def __init__(self, saved: Autosave, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continueOffer")
        self.setIcon(QMessageBox.Icon.Question)
        self.saved = saved
        self.continue_button = self.addButton("", QMessageBox.ButtonRole.AcceptRole)
        self.new_button = self.addButton("", QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.continue_button)
        self.setEscapeButton(self.new_button)
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Continue?"))
        game = self.saved.deal
        self.setText(
            self.tr("You have an unfinished game of {game} (deal {deal}, {moves} moves).").format(
                game=variant_name(game.variant),
                deal=game.seating.deal_index + 1,
                moves=len(game.history),
            )
        )
        self.continue_button.setText(self.tr("&Continue"))
        self.new_button.setText(self.tr("&New game…"))


def offer_continue(window: MainWindow, keeper: AutosaveKeeper, saved: Autosave) -> ContinueOffer:
    """Open the offer (window-modal); Continue resumes, New game opens the dialog."""
    offer = ContinueOffer(saved, window)

    def answered() -> None:
        if offer.clickedButton() is offer.continue_button:
            keeper.continue_match(saved)
        else:
            window.ask_new_game()
        offer.deleteLater()

    offer.finished.connect(answered)
    offer.open()
    return offer
