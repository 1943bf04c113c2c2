"""The bar of the Sichuan three-tile exchange (house rule ``exchange``).

When the player must pass three tiles, the table lets them pick: a click
marks a tile of the hand (lifted), another click unmarks it, and "Pass three"
is enabled once the three marked tiles are one of the legal choices (three of
one suit). The keyboard does the same: arrows move, Enter marks, Space
passes. The Hint's advice marks the bot's three. Once the dice are rolled
the bar says which way the tiles went; the tiles received stay outlined in
the hand (``view.received_marks``) until the missing suit is declared. The bar sits
in the claim bar's room: the two are never asked at once.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from mahjong_desktop.engine.protocol import Observation
from mahjong_desktop.ui.table.claim_room import BAR_MARGINS
from mahjong_desktop.ui.table.view import TableView
from mahjong_desktop.ui.texts.names import player_name

EXCHANGE = "exchange"


class ExchangeBar(QWidget):
    """Picks three tiles on ``view`` and passes them; emits the chosen legal id."""

    chosen = Signal(int)

    def __init__(self, view: TableView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exchangeBar")
        self._view = view
        layout = QHBoxLayout(self)
        layout.setContentsMargins(*BAR_MARGINS)
        self._line = QLabel(self)
        self._line.setWordWrap(True)
        layout.addWidget(self._line, 1)
        self.pass_button = QPushButton(self)
        self.pass_button.clicked.connect(self._pass)
        layout.addWidget(self.pass_button)
        self._choices: dict[tuple[int, ...], int] = {}  # sorted tiles -> legal id
        self.picked: list[int] = []
        self._observation: Observation | None = None
        view.pickToggled.connect(self.toggle)
        self.retranslate_ui()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Three-tile exchange"))
        self.pass_button.setText(self.tr("Pass three"))
        self.pass_button.setToolTip(self.tr("Pass the three marked tiles (Space)"))
        # After the text: setText resets the shortcut to the text's mnemonic.
        self.pass_button.setShortcut(QKeySequence("Space"))
        self._say()

    # -- asked --------------------------------------------------------------------------

    def ask(self, observation: Observation) -> bool:
        """Let the player pick when ``observation`` asks for the exchange (else False)."""
        entries = [e for e in observation.get("legal", []) if e["kind"] == EXCHANGE]
        if not entries:
            return False
        self._observation = observation
        self._choices = {tuple(sorted(e["tiles"])): int(e["id"]) for e in entries}
        self.picked = []
        self._view.set_selectable({t for trio in self._choices for t in trio})
        self._view.set_picking(True)
        self._view.set_picked([])
        self._update()
        self.show()
        return True

    def toggle(self, tile: int) -> None:
        """Mark ``tile``, or unmark it; a fourth mark replaces the oldest."""
        if not self._choices:
            return
        if tile in self.picked:
            self.picked.remove(tile)
        else:
            self.picked = [*self.picked[-2:], tile]
        self._view.set_picked(self.picked)
        self._update()

    def show_hint(self, tiles: Iterable[int]) -> None:
        """Mark the advised three (the player still presses Pass three)."""
        self.picked = sorted(tiles)
        self._view.set_picked(self.picked)
        self._update()

    def legal_id(self) -> int | None:
        """The legal choice the marked tiles make, if they make one."""
        return self._choices.get(tuple(sorted(self.picked)))

    def _pass(self) -> None:
        legal_id = self.legal_id()
        if legal_id is not None:
            self.chosen.emit(legal_id)

    def done(self) -> None:
        """The player acted (or the table moved on): the picks go, the line stays."""
        if self._choices:
            self._choices, self.picked = {}, []
            self._view.set_picking(False)
            self._view.set_picked([])
        self.pass_button.setEnabled(False)
        self.pass_button.hide()
        if self._observation is None or not self._direction():
            self.hide()

    # -- told -----------------------------------------------------------------------------

    def follow(self, observation: Observation) -> None:
        """Keep the line up to date: the direction once rolled, gone with the declaration."""
        self._observation = observation
        if observation.get("exchange") is None or observation.get("declared"):
            if not self._choices:
                self.hide()
            return
        if self._direction():
            self._say()
            self.show()

    def _direction(self) -> str:
        part = self._observation.get("exchange") if self._observation else None
        return str(part["direction"] or "") if part else ""

    def _update(self) -> None:
        self.pass_button.show()
        self.pass_button.setEnabled(self.legal_id() is not None)
        self._say()

    def _say(self) -> None:
        if self._choices:
            count = len(self.picked)
            self._line.setText(
                self.tr("Pick three tiles of one suit to pass ({count} of 3 marked).").format(
                    count=count
                )
            )
            return
        part = self._observation.get("exchange") if self._observation else None
        if not part or not part["direction"]:
            self._line.clear()
            return
        directions = {
            "clockwise": self.tr("clockwise"),
            "across": self.tr("across"),
            "counter_clockwise": self.tr("counter-clockwise"),
        }
        observation = self._observation
        assert observation is not None
        receiver = part["receiver"]
        seats = observation.get("seats", [])
        who = player_name(seats[receiver]["player"]) if receiver is not None and seats else ""
        faces = observation.get("faces", {})
        got = " ".join(faces.get(str(t), "?") for t in part["received"])
        self._line.setText(
            self.tr(
                "Dice {a} + {b}: the tiles pass {direction}; yours went to {who}, "
                "you received {tiles} (outlined)."
            ).format(
                a=part["dice"][0],
                b=part["dice"][1],
                direction=directions.get(str(part["direction"]), str(part["direction"])),
                who=who,
                tiles=got,
            )
        )
