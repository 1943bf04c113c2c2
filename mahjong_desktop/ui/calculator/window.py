"""Tools > Hand calculator: build a hand by clicking tiles or cards and see the
breakdown ``mahjong-desktop calc`` prints (patterns, totals, points), or the
shanten and waits of an unfinished hand, for every game.

The dialog only assembles a ``CalcRequest`` and shows the game's own report,
so the table, the command line and this tool can never disagree. Melds are
built by clicking in the meld panel (``meld_panel``), which
refuses a meld that is not one as it is clicked; any other malformed input (a
fifth tile, a hand too short) is named in the report area. The game's house
rules (those of the match on the table at first) go into the request as the
command line's ``--option`` do.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtGui import QAction, QFontDatabase, QIcon
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.ui.calculator.meld_panel import MeldPanel
from mahjong_desktop.ui.calculator.melds import game_faces, hand_example
from mahjong_desktop.ui.calculator.report import moment_name, report_text
from mahjong_desktop.ui.dialogs.house_rules_box import HouseRulesBox
from mahjong_desktop.ui.dialogs.missing_suit import suit_name
from mahjong_desktop.ui.mainwindow.ui_scale import scaled
from mahjong_desktop.ui.table.tile_strip import art_for, strip_pixmap
from mahjong_desktop.ui.texts.live import follow_language
from mahjong_desktop.ui.texts.messages import notation_error_text
from mahjong_desktop.ui.texts.names import WINDS, variant_name, wind_name
from mahjong_desktop.variants.calc.parsing import implied_win_tile
from mahjong_desktop.variants.calc.request import GAME_OPTIONS, CalcRequest
from mahjong_desktop.variants.registry import GAMES, HONG_KONG, facts_of, is_card_game

if TYPE_CHECKING:
    from mahjong_desktop.ui.mainwindow.window import MainWindow

ICON_HEIGHT = 44
FLOWER_FACES = [f"{n}f" for n in range(1, 9)]
TARGETS = ("hand", "win", "meld", "bonus")


def palette_faces(variant: str) -> list[str]:
    """The game's tiles or cards (Sichuan: the suited tiles only), then any flowers."""
    bonus = "--bonus" in GAME_OPTIONS[variant].flags  # Hong Kong's flowers and seasons
    return [*game_faces(variant), *(FLOWER_FACES if bonus else [])]


def calculate(variant: str, request: CalcRequest) -> str:
    """The game's verdict on ``request`` in the player's words; ValueError (a
    NotationError) for bad input."""
    module: Any = importlib.import_module(facts_of(variant).calc_module)
    return report_text(variant, module.calc(request))


class HandCalculator(QDialog):
    def __init__(
        self,
        variant: str = HONG_KONG,
        parent: QWidget | None = None,
        options: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("handCalculator")
        chosen = {variant: dict(options or {})}
        self.house_rules = HouseRulesBox([g.name for g in GAMES], chosen, self, explained=False)
        self.game = QComboBox(self)
        for game in GAMES:
            self.game.addItem("", game.name)
        self.tiles_panel = QWidget(self)
        self.palette_layout = QGridLayout(self.tiles_panel)
        self.palette_layout.setSpacing(2)
        self.tile_buttons: dict[str, QPushButton] = {}
        self.target_group = QButtonGroup(self)
        # Two by two under their label: in one row, Spanish's "la mano, como ficha
        # ganadora" and the rest made the calculator wider than a 1024 px screen.
        targets = QGridLayout()
        self.targets_label = QLabel(self)
        targets.addWidget(self.targets_label, 0, 0, 1, 2)
        self.target_buttons: dict[str, QRadioButton] = {}
        for index, target in enumerate(TARGETS):
            button = QRadioButton(self)
            self.target_group.addButton(button)
            self.target_buttons[target] = button
            targets.addWidget(button, 1 + index // 2, index % 2)
        targets.setColumnStretch(2, 1)
        self.target_buttons["hand"].setChecked(True)
        self.hand = QLineEdit(self)
        self.melds = MeldPanel(self.hand.text, self)
        self.win = QLineEdit(self)
        self.bonus = QLineEdit(self)
        self.self_drawn = QCheckBox(self)
        self.seat = QComboBox(self)
        for wind in WINDS:
            self.seat.addItem("", wind)
        self.missing = QComboBox(self)
        for suit in "mps":
            self.missing.addItem("", suit)
        self.source = QComboBox(self)
        self.source.addItem("", "own")
        self.source.addItem("", "other")
        # The winning moments: one box each for the game's (``_game_changed``).
        self.events = QWidget(self)
        self.events.setObjectName("winningMoments")
        self.moments_layout = QVBoxLayout(self.events)
        self.moments_layout.setContentsMargins(0, 0, 0, 0)
        self.moments_layout.setSpacing(0)
        self.moments: dict[str, QCheckBox] = {}
        self.form = QFormLayout()
        self.form_labels: dict[QWidget, QLabel] = {}
        fields = (self.game, self.hand, self.win, self.bonus, self.seat, self.missing)
        for field in (*fields, self.source, self.events):
            label = self.form_labels[field] = QLabel(self)
            label.setBuddy(field)
            self.form.addRow(label, field)
        self.form.addRow("", self.self_drawn)
        self.clear_button = QPushButton(self)
        self.back_button = QPushButton(self)
        self.calc_button = QPushButton(self)
        self.calc_button.setDefault(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.clear_button)
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.calc_button)
        self.report = QPlainTextEdit(self)
        self.report.setObjectName("calculatorResult")
        self.report.setReadOnly(True)
        # The report is the command line's, laid out in columns.
        self.report.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        # Side by side, so the dialog fits a 768-pixel-high screen: what is
        # clicked on the left, the options and the breakdown on the right.
        building = QVBoxLayout()
        building.addWidget(self.tiles_panel)
        building.addLayout(targets)
        building.addWidget(self.melds)
        building.addStretch(1)
        scoring = QVBoxLayout()
        scoring.addLayout(self.form)
        scoring.addWidget(self.house_rules)
        scoring.addLayout(buttons)
        scoring.addWidget(self.report, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(building, 5)
        layout.addLayout(scoring, 4)
        self._connect_signals()
        index = self.game.findData(variant)
        self.game.setCurrentIndex(max(0, index))
        self._game_changed()
        self.retranslate_ui()
        self.resize(scaled(1180, 660))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Every text of the calculator in the current language (also on LanguageChange)."""
        self.setWindowTitle(self.tr("Hand calculator"))
        for index in range(self.game.count()):
            self.game.setItemText(index, variant_name(str(self.game.itemData(index))))
        self.targets_label.setText(self.tr("A click adds to:"))
        cards = is_card_game(self.variant)  # Paohuzi players hold cards, not tiles
        names = {
            "hand": self.tr("the hand"),
            "win": (
                self.tr("the hand, as the winning card")
                if cards
                else self.tr("the hand, as the winning tile")
            ),
            "meld": self.tr("a meld"),
            "bonus": self.tr("flowers"),
        }
        for target, button in self.target_buttons.items():
            button.setText(names[target])
        self.self_drawn.setText(self.tr("Self-drawn"))
        for index, wind in enumerate(WINDS):
            self.seat.setItemText(index, wind_name(wind))
        for index in range(self.missing.count()):
            self.missing.setItemText(index, suit_name(str(self.missing.itemData(index))))
        self.source.setItemText(0, self.tr("own (self-drawn)"))
        self.source.setItemText(1, self.tr("another player"))
        labels = {
            self.game: self.tr("Game"),
            self.hand: (
                self.tr("Hand (winning card included)")
                if cards
                else self.tr("Hand (winning tile included)")
            ),
            self.win: self.tr("Winning card") if cards else self.tr("Winning tile"),
            self.bonus: self.tr("Flowers"),
            self.seat: self.tr("Seat wind"),
            self.missing: self.tr("Missing suit"),
            self.source: self.tr("Winning card from"),
            self.events: self.tr("Winning moment"),
        }
        for field, text in labels.items():
            self.form_labels[field].setText(text)
        for event, box in self.moments.items():
            box.setText(moment_name(event))
        self.clear_button.setText(self.tr("C&lear"))
        self.back_button.setText(self.tr("&Remove last"))
        self.calc_button.setText(self.tr("&Calculate"))
        if self.report.toPlainText():  # a verdict shown: say it again in the new language
            self.calculate()

    def _connect_signals(self) -> None:
        """The calculator's own wiring (the palette's buttons are wired as each game's
        palette is made)."""
        self.melds.kindChosen.connect(self.target_buttons["meld"].click)
        self.clear_button.clicked.connect(self.clear)
        self.back_button.clicked.connect(self.remove_last)
        self.calc_button.clicked.connect(self.calculate)
        self.game.currentIndexChanged.connect(lambda _i: self._game_changed())

    @property
    def variant(self) -> str:
        return str(self.game.currentData())

    def _game_changed(self) -> None:
        """The palette of the chosen game, and only the options that game reads."""
        while self.palette_layout.count():
            item = self.palette_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.tile_buttons = {}
        art = art_for(self.variant)
        columns = 10 if is_card_game(self.variant) else 9
        for index, face in enumerate(palette_faces(self.variant)):
            button = QPushButton(self.tiles_panel)
            pixmap = strip_pixmap(art, [[face]], ICON_HEIGHT, self.devicePixelRatioF())
            button.setIcon(QIcon(pixmap))
            button.setIconSize(QSize(art.width_for(ICON_HEIGHT), ICON_HEIGHT))
            button.setToolTip(face)
            button.setAccessibleName(face)
            button.clicked.connect(lambda _checked=False, f=face: self.add(f))
            self.palette_layout.addWidget(button, index // columns, index % columns)
            self.tile_buttons[face] = button
        flags = GAME_OPTIONS[self.variant].flags
        self.house_rules.show_game(self.variant)
        self.melds.set_variant(self.variant)
        self.melds.setVisible("--melds" in flags)
        self.target_buttons["meld"].setVisible("--melds" in flags)
        shown = {
            self.win: "--win-tile" in flags or "--win-card" in flags,
            self.bonus: "--bonus" in flags,
            self.seat: "--seat" in flags,
            self.missing: "--missing" in flags,
            self.source: "--source" in flags,
            self.events: "--event" in flags,
            self.self_drawn: "--self-drawn" in flags,
        }
        for widget, visible in shown.items():
            self.form.setRowVisible(widget, visible)
        self._make_moments(facts_of(self.variant).calc_events)
        self.hand.setPlaceholderText(hand_example(self.variant))
        self.target_buttons["bonus"].setVisible("--bonus" in flags)
        if not self.target_buttons["bonus"].isVisible() and self._target() == "bonus":
            self.target_buttons["hand"].setChecked(True)
        self.clear()
        if self.form_labels:  # the words of the game chosen (cards or tiles)
            self.retranslate_ui()

    def _make_moments(self, events: tuple[str, ...]) -> None:
        """One check box per winning moment the game's calc reads, named as its pattern."""
        for box in self.moments.values():
            self.moments_layout.removeWidget(box)
            box.deleteLater()
        self.moments = {}
        for event in events:
            box = QCheckBox(moment_name(event), self.events)
            box.setProperty("moment", event)
            self.moments_layout.addWidget(box)
            self.moments[event] = box

    def _target(self) -> str:
        return next(t for t, b in self.target_buttons.items() if b.isChecked())

    def add(self, face: str) -> None:
        """A clicked tile or card: into the hand (or flowers), a meld, or as the winning one."""
        if face.endswith("f"):
            self._append(self.bonus, face)
            return
        target = self._target()
        if target == "meld":
            self.melds.add_face(face)
            return
        if target == "bonus":
            target = "hand"
        self._append(self.hand, face)
        if target == "win":
            self.win.setText(face)
            self.target_buttons["hand"].setChecked(True)

    @staticmethod
    def _append(field: QLineEdit, face: str) -> None:
        field.setText(f"{field.text()} {face}".strip())

    def remove_last(self) -> None:
        """The last tile clicked: of the meld being built, else of the hand."""
        if self._target() == "meld" and self.melds.chosen:
            self.melds.drop_last()
            return
        faces = self.hand.text().split()
        if faces:
            removed = faces.pop()
            self.hand.setText(" ".join(faces))
            if self.win.text() == removed and removed not in faces:
                self.win.clear()

    def clear(self) -> None:
        for field in (self.hand, self.win, self.bonus):
            field.clear()
        for box in self.moments.values():
            box.setChecked(False)
        self.melds.clear()
        self.self_drawn.setChecked(False)
        self.report.clear()

    def request(self) -> CalcRequest:
        """What the visible fields ask, as the command line would pass it."""
        flags = GAME_OPTIONS[self.variant].flags
        win = self.win.text().strip() or None
        events = tuple(event for event, box in self.moments.items() if box.isChecked())
        return CalcRequest(
            hand=self.hand.text().strip(),
            melds=self.melds.notation() if "--melds" in flags else None,
            win_tile=win if "--win-tile" in flags else None,
            win_card=win if "--win-card" in flags else None,
            self_drawn=self.self_drawn.isChecked() and "--self-drawn" in flags,
            seat=str(self.seat.currentData()) if "--seat" in flags else None,
            bonus=(self.bonus.text().strip() or None) if "--bonus" in flags else None,
            events=events if "--event" in flags else (),
            missing=str(self.missing.currentData()) if "--missing" in flags else None,
            source=str(self.source.currentData()) if "--source" in flags and win else None,
            options=self.house_rules.options(self.variant),
        )

    def calculate(self) -> str:
        self._take_last_tile_as_winning()
        try:
            text = calculate(self.variant, self.request())
        except ValueError as error:  # NotationError: the input, not the program
            text = self.tr("Cannot read the hand: {error}").format(error=notation_error_text(error))
        self.report.setPlainText(text)
        return text

    def _take_last_tile_as_winning(self) -> None:
        """A complete mahjong hand with no winning tile wins on its last tile, shown in
        the field: without one the calc would count 14 tiles as one too many."""
        if self.win.text().strip() or "--win-tile" not in GAME_OPTIONS[self.variant].flags:
            return
        implied = implied_win_tile(self.hand.text().strip(), self.melds.notation())
        if implied is not None:
            self.win.setText(implied)


def install_tools(window: MainWindow) -> QAction:
    """A Tools menu with the hand calculator, opened on the game being played."""
    menu = window.menuBar().addMenu("")
    action = menu.addAction("")
    action.setObjectName("handCalculatorAction")

    def retranslate() -> None:
        menu.setTitle(QCoreApplication.translate("HandCalculator", "&Tools"))
        action.setText(QCoreApplication.translate("HandCalculator", "&Hand calculator…"))

    follow_language(menu, retranslate)

    def open_calculator() -> None:
        config = window.controller.config
        variant = config.variant if config else HONG_KONG
        HandCalculator(variant, window, config.options if config else None).show()

    action.triggered.connect(open_calculator)
    return action
