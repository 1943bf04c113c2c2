"""Game > New game: which game, how strong the opponents, and the dealer rotation.

The strengths are the bot levels that exist (``ui.game.controller.bot_levels``), read at
run time, so a level added there appears here with no change to the window.
The first game offers the middle of the ladder (``ai.level_names.DEFAULT_LEVEL``),
later ones the level last chosen.
The dealer rotation is an option of the games whose dealer may rotate (the
registry's ``dealer_may_rotate``: Hong Kong); it is disabled for the others.
Guided first deal accepts the dialog with ``guided`` set: the chosen game's
lesson (``ui.guide``) instead of a match.
The house rules of the chosen game follow (``ui.dialogs.house_rules_box``):
each game starts from the options last played with it (``remembered``, the
preferences'), those of the match on the table over them; a demo's were not
the player's choice, and a guided deal plays the sheet's rules without
changing the player's.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QWidget,
)

from mahjong_desktop.ai import level_names
from mahjong_desktop.ui.dialogs.house_rules_box import HouseRulesBox
from mahjong_desktop.ui.game.controller import SessionConfig, bot_levels
from mahjong_desktop.ui.texts.names import level_name, variant_name
from mahjong_desktop.variants.registry import FACTS, GAMES


class NewGameDialog(QDialog):
    def __init__(
        self,
        current: SessionConfig | None,
        parent: QWidget | None = None,
        remembered: Mapping[str, Mapping[str, object]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        form = QFormLayout(self)
        self.game = QComboBox(self)
        for game in GAMES:  # in the order players see them
            self.game.addItem("", game.name)
        self.level = QComboBox(self)
        levels = bot_levels()
        for level in levels:
            self.level.addItem("", level)
        self.rotate = QCheckBox(self)
        self.game_label, self.level_label = QLabel(self), QLabel(self)
        self.game_label.setBuddy(self.game)
        self.level_label.setBuddy(self.level)
        form.addRow(self.game_label, self.game)
        form.addRow(self.level_label, self.level)
        form.addRow("", self.rotate)
        chosen = {game: dict(options) for game, options in (remembered or {}).items()}
        # The match on the table over them, unless it is a lesson's (the sheet's rules).
        if current is not None and not current.autoplay and current.options:
            chosen[current.variant] = dict(current.options)
        self.house_rules = HouseRulesBox([game.name for game in GAMES], chosen, self)
        form.addRow(self.house_rules)
        self.buttons = buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.guided = False  # accepted with Guided first deal
        self.guided_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.guided_button.setObjectName("guidedDealButton")
        form.addRow(buttons)
        self._connect_signals()
        # A demo's bots were not the player's choice: after one, the default level.
        level = level_names.DEFAULT_LEVEL
        if current is not None and not current.autoplay:
            level = current.level
        if level in levels:
            self.level.setCurrentIndex(self.level.findData(level))
        if current is not None:
            self.game.setCurrentIndex(max(0, self.game.findData(current.variant)))
            self.rotate.setChecked(current.rotate_dealer)
        self._game_changed()
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game.setAccessibleName(self.tr("Game"))
        self.level.setAccessibleName(self.tr("Opponents' strength"))
        for index in range(self.game.count()):
            self.game.setItemText(index, variant_name(str(self.game.itemData(index))))
        for index in range(self.level.count()):
            self.level.setItemText(index, level_name(str(self.level.itemData(index))))
        self.rotate.setText(self.tr("Rotate the dealer after each deal"))
        self.rotate.setAccessibleName(self.tr("Rotate the dealer"))
        self.guided_button.setText(self.tr("G&uided first deal"))
        self.guided_button.setToolTip(
            self.tr("An arranged deal of this game with tips at the moments that matter")
        )
        self.game_label.setText(self.tr("&Game:"))
        self.level_label.setText(self.tr("&Opponents:"))

    def _connect_signals(self) -> None:
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.guided_button.clicked.connect(self._guided)
        self.game.currentIndexChanged.connect(self._game_changed)

    def _game_changed(self) -> None:
        facts = FACTS.get(self.game.currentData())
        self.house_rules.show_game(str(self.game.currentData()))
        rotates = facts is not None and facts.dealer_may_rotate
        self.rotate.setEnabled(rotates)
        if not rotates:
            self.rotate.setChecked(False)

    def _guided(self) -> None:
        self.guided = True
        self.accept()

    def config(self) -> SessionConfig:
        variant = str(self.game.currentData())
        return SessionConfig(
            variant=variant,
            level=str(self.level.currentData()),
            rotate_dealer=self.rotate.isChecked(),
            options=self.house_rules.options(variant),
        )
