"""Taking the seat back from a bot: Game > Take my seat (Ctrl+T) and a status-bar button.

While a bot plays the player's seat (a demo, ``--autoplay``) both are offered;
either hands the seat to the player at once, at whatever decision the deal is
(``GameController.take_seat``). From then on the game is the player's: it is
autosaved as theirs, and the deals after this one count in their statistics
(this one as practice if the bot already decided for them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton

from mahjong_desktop.ui.mainwindow.window import set_shortcut

if TYPE_CHECKING:
    from mahjong_desktop.ui.mainwindow.window import MainWindow


class SeatControl(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.take_action = QAction(window)
        self.take_action.setObjectName("takeSeatAction")
        set_shortcut(self.take_action, "Ctrl+T")
        self.take_action.triggered.connect(self.take_seat)
        window.addAction(self.take_action)  # the shortcut works wherever the focus is
        menu = window.game_menu
        before = next((a for a in menu.actions() if a.isSeparator()), None)
        if before is not None:
            menu.insertAction(before, self.take_action)
        else:
            menu.addAction(self.take_action)
        self.button = QPushButton(window)
        self.button.setObjectName("takeSeatButton")
        self.button.clicked.connect(self.take_seat)
        window.statusBar().addPermanentWidget(self.button)
        c = window.controller
        for signal in (c.dealStarted, c.dealEnded, c.idle):
            signal.connect(self.refresh)
        window.installEventFilter(self)
        self.retranslate_ui()
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def retranslate_ui(self) -> None:
        self.take_action.setText(self.tr("Take &my seat"))
        self.button.setText(self.tr("Take my seat (Ctrl+T)"))
        tip = self.tr("A computer is playing your seat: play it yourself from this decision on")
        self.button.setToolTip(tip)
        self.button.setAccessibleName(self.tr("Take my seat"))

    def refresh(self, *_args: object) -> None:
        watching = self.window.controller.bot_plays_human
        self.take_action.setEnabled(watching)
        self.button.setVisible(watching)

    def take_seat(self) -> bool:
        taken = self.window.controller.take_seat()
        if taken:
            self.window.statusBar().showMessage(
                self.tr("Your seat is yours again: you play from this decision on.")
            )
        self.refresh()
        return taken
