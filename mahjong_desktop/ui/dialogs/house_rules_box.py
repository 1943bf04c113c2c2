"""House rules in the New game dialog and the hand calculator: each game's options.

One page per game (``variants.house_rules.rules_for``), so the choices made for
one game stay while another is looked at; the dialog shows the chosen game's
page. Every option is a combo box of its choices with the option's one-line
explanation under it (and as its tooltip, which a screen reader reads too).
"The sheet's rules" sets the shown game's options back to the original sheet's.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.ui.texts.house_rules import (
    choice_label,
    rule_explanation,
    rule_form_label,
    rule_title,
)
from mahjong_desktop.variants.house_rules import Choice, HouseRule, rules_for

EXPLANATION_EM = 22  # the explanations' narrowest column, in widths of "M"


class _RuleRow:
    """One option's title, choices and explanation."""

    def __init__(self, rule: HouseRule, parent: QWidget) -> None:
        self.rule = rule
        self.title = QLabel(parent)
        self.choice = QComboBox(parent)
        self.choice.setObjectName(f"houseRule_{rule.name}")
        # As wide as its longest choice: a crowded window must not squeeze one away.
        self.choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for _value in rule.choices:
            self.choice.addItem("")
        self.title.setBuddy(self.choice)
        self.explanation = QLabel(parent)
        self.explanation.setWordWrap(True)
        self.set_value(rule.default)

    def value(self) -> Choice:
        return self.rule.choices[max(0, self.choice.currentIndex())]

    def set_value(self, value: object) -> None:
        """Choose ``value`` if the option offers it (a stale remembered one is passed over)."""
        if self.rule.accepts(value):
            self.choice.setCurrentIndex(self.rule.choices.index(value))

    def retranslate(self) -> None:
        rule = self.rule
        self.title.setText(rule_form_label(rule))
        for index, value in enumerate(rule.choices):
            self.choice.setItemText(index, choice_label(rule, value))
        self.choice.setMinimumWidth(0)  # the hint of the new words, not of the old width
        self.choice.setMinimumWidth(self.choice.sizeHint().width())  # never squeezed
        self.choice.setAccessibleName(rule_title(rule))
        self.choice.setToolTip(rule_explanation(rule))
        self.choice.setAccessibleDescription(rule_explanation(rule))
        self.explanation.setText(rule_explanation(rule))
        self.fit_explanation()

    def fit_explanation(self) -> None:
        """Room for the explanation's lines at its narrowest: a dialog sized to its
        minimum does not ask a wrapping label how tall it gets."""
        label = self.explanation
        width = label.fontMetrics().horizontalAdvance("M") * EXPLANATION_EM
        label.setMinimumWidth(width)
        label.setMinimumHeight(label.heightForWidth(width))


class HouseRulesBox(QGroupBox):
    """Every game's options, the shown game's on view (``show_game``)."""

    def __init__(
        self,
        games: list[str],
        chosen: Mapping[str, Mapping[str, object]] | None = None,
        parent: QWidget | None = None,
        *,
        explained: bool = True,  # False: explanations as tooltips only (a crowded window)
    ) -> None:
        super().__init__(parent)
        self.setObjectName("houseRulesBox")
        self.pages = QStackedWidget(self)
        self.rows: dict[str, list[_RuleRow]] = {}
        self._page_of: dict[str, int] = {}
        for game in games:
            page = QWidget(self.pages)
            form = QFormLayout(page)
            form.setContentsMargins(0, 0, 0, 0)
            if not explained:  # a crowded window: each title above its box, half the width
                form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
            rows = [_RuleRow(rule, page) for rule in rules_for(game)]
            for row in rows:
                form.addRow(row.title, row.choice)
                if explained:
                    form.addRow("", row.explanation)
                else:
                    row.explanation.hide()
                for name, value in (chosen or {}).get(game, {}).items():
                    if name == row.rule.name:
                        row.set_value(value)
            self.rows[game] = rows
            self._page_of[game] = self.pages.addWidget(page)
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("sheetRulesButton")
        self.reset_button.setAutoDefault(False)  # Enter stays OK
        self.reset_button.clicked.connect(self.reset)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.reset_button)
        layout.addLayout(buttons)
        self.game = games[0]
        self.retranslate_ui()

    def show_game(self, game: str) -> None:
        """Show ``game``'s options; the box hides for a game that has none."""
        self.game = game
        if game in self._page_of:
            self.pages.setCurrentIndex(self._page_of[game])
        self.setVisible(bool(self.rows.get(game)))

    def options(self, game: str) -> dict[str, Choice]:
        """The options chosen for ``game`` that differ from the sheet."""
        return {
            row.rule.name: row.value()
            for row in self.rows.get(game, [])
            if row.value() != row.rule.default
        }

    def reset(self) -> None:
        """The shown game's options back to the sheet's."""
        for row in self.rows.get(self.game, []):
            row.set_value(row.rule.default)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:  # the UI scale: lines of another length
            for rows in self.rows.values():
                for row in rows:
                    row.fit_explanation()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("House rules"))
        self.reset_button.setText(self.tr("The &sheet's rules"))
        self.reset_button.setToolTip(
            self.tr("Every option of this game back to the rules of the original sheet")
        )
        for rows in self.rows.values():
            for row in rows:
                row.retranslate()
