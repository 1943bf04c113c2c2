"""The hand calculator's melds, built by clicking: choose the kind, click its
tiles (or pick one of the valid melds holding the tiles clicked so far), and
see every meld listed with a button to remove it.

A tile that no meld of the chosen kind can hold with the others is refused at
once with the reason; a finished meld is checked by the game's own calc
parser and against the copies left, so nothing here is a rule of its own.
Melds can still be typed as ``calc --melds`` takes them, for players who know
the notation (they land in the same list and pass the same checks).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.ui.calculator.melds import (
    Meld,
    MeldError,
    check_room,
    kind_named,
    make_meld,
    meld_example,
    meld_kinds,
    melds_holding,
    melds_notation,
    parse_typed_melds,
)
from mahjong_desktop.ui.table.tile_strip import art_for, strip_pixmap
from mahjong_desktop.ui.texts.live import LiveText, Text
from mahjong_desktop.ui.texts.messages import notation_error_text
from mahjong_desktop.variants.registry import HONG_KONG, is_card_game

# The height of a listed or offered meld's tiles; Paohuzi's slim cards need more.
CARD_STRIP_HEIGHT = 44
STRIP_HEIGHT = 30
CONTEXT = "HandCalculator"


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def kind_label(code: str) -> str:
    """A meld kind as the player reads it."""
    labels = {
        "chow": _t("Chow"),
        "pung": _t("Pung"),
        "kong": _t("Exposed kong"),
        "ckong": _t("Concealed kong"),
        "chi": _t("Chi"),
        "peng": _t("Peng"),
        "wei": _t("Wei"),
        "pao": _t("Pao"),
        "ti": _t("Ti"),
    }
    return labels.get(code, code)


def kind_help(code: str) -> str:
    """What a meld kind is, for its button's tooltip."""
    helps = {
        "chow": _t("Three in a row of one suit, claimed or not"),
        "pung": _t("Three alike, shown on the table"),
        "kong": _t("Four alike, one of them claimed or added to a pung"),
        "ckong": _t("Four alike, all drawn by the player"),
        "chi": _t("Three in a row of one size, 2-7-10 of one size, or one value in both sizes"),
        "peng": _t("Three alike: a pair in hand and another player's card"),
        "wei": _t("Three alike: a pair in hand and the player's own revealed card"),
        "pao": _t("Four alike, the fourth from another player (or added to a wei or peng)"),
        "ti": _t("Four alike, all the player's own"),
    }
    return helps.get(code, "")


def _clear(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()  # gone at once, not when the deferred delete comes
            widget.deleteLater()


class MeldPanel(QGroupBox):
    """Melds for one game's calculator; ``notation()`` is its ``--melds`` value."""

    #: a meld kind was chosen: the next clicked tiles should come here
    kindChosen = Signal()

    def __init__(self, hand_text: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("meldPanel")
        self.hand_text = hand_text  # the concealed tiles, to count the copies left
        self.variant = HONG_KONG
        self.melds: list[Meld] = []
        self.chosen: list[str] = []  # the tiles of the meld being built
        self.kind_group = QButtonGroup(self)
        self.kind_buttons: dict[str, QRadioButton] = {}
        self.kinds_row = QHBoxLayout()
        self.chosen_label = QLabel(self)
        self.chosen_label.setObjectName("meldChosen")
        self.offers_row = QHBoxLayout()
        self.offer_buttons: list[QPushButton] = []
        self.drop_button = QPushButton(self)
        self.drop_button.clicked.connect(self.drop_chosen)
        self.message = QLabel(self)
        self.message.setObjectName("meldMessage")
        self.message.setWordWrap(True)
        self._message_text = LiveText(self.message, self.message.setText)
        self.list_layout = QGridLayout()  # picture, name, remove button: in columns
        self.list_layout.setVerticalSpacing(2)
        self.list_layout.setColumnStretch(1, 1)
        self.remove_buttons: list[QPushButton] = []
        self.typed = QLineEdit(self)
        self.typed.setObjectName("typedMelds")
        self.typed.returnPressed.connect(self.add_typed)
        self.typed_button = QPushButton(self)
        self.typed_button.clicked.connect(self.add_typed)
        building = QHBoxLayout()
        building.addWidget(self.chosen_label)
        building.addLayout(self.offers_row)
        building.addStretch(1)
        building.addWidget(self.drop_button)
        typed_row = QHBoxLayout()
        self.typed_label = QLabel(self)
        self.typed_label.setBuddy(self.typed)
        typed_row.addWidget(self.typed_label)
        typed_row.addWidget(self.typed, 1)
        typed_row.addWidget(self.typed_button)
        layout = QVBoxLayout(self)
        layout.addLayout(self.kinds_row)
        layout.addLayout(building)
        layout.addWidget(self.message)
        layout.addLayout(self.list_layout)
        layout.addLayout(typed_row)
        self.set_variant(self.variant)
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setTitle(_t("Melds"))
        cards = is_card_game(self.variant)  # Paohuzi players hold cards, not tiles
        self.drop_button.setText(_t("&Drop these cards") if cards else _t("&Drop these tiles"))
        self.typed_button.setText(_t("&Add typed"))
        self.typed_label.setText(_t("Or type them:"))
        self.kinds_label.setText(_t("Kind:"))
        for code, button in self.kind_buttons.items():
            button.setText(kind_label(code))
            button.setToolTip(kind_help(code))
        self._show_chosen()
        self._show_list()

    def _say(self, text: Text | None) -> None:
        """The line under the meld being built (None: empty), kept in the current language."""
        if text is None:
            self._message_text.clear()
            self.message.clear()
        else:
            self._message_text.show(text)

    # ------------------------------------------------------------ the game

    def set_variant(self, variant: str) -> None:
        """The meld kinds of ``variant``, and no melds yet."""
        self.variant = variant
        for old in self.kind_buttons.values():
            self.kind_group.removeButton(old)
        _clear(self.kinds_row)
        self.kind_buttons = {}
        self.kinds_label = QLabel(_t("Kind:"), self)
        self.kinds_row.addWidget(self.kinds_label)
        for kind in meld_kinds(variant):
            button = QRadioButton(kind_label(kind.code), self)
            button.setToolTip(kind_help(kind.code))
            button.clicked.connect(self._kind_clicked)
            self.kind_group.addButton(button)
            self.kind_buttons[kind.code] = button
            self.kinds_row.addWidget(button)
        self.kinds_row.addStretch(1)
        next(iter(self.kind_buttons.values())).setChecked(True)
        self.typed.setPlaceholderText(meld_example(variant))
        self.clear()
        self.retranslate_ui()  # the words of this game: cards or tiles

    @property
    def kind(self) -> str:
        return next(code for code, b in self.kind_buttons.items() if b.isChecked())

    def choose_kind(self, code: str) -> None:
        self.kind_buttons[code].click()

    def _kind_clicked(self) -> None:
        # The tiles chosen so far stay if a meld of the new kind can hold them.
        if (
            not melds_holding(self.variant, self.kind, self.chosen)
            or len(self.chosen) >= kind_named(self.variant, self.kind).size
        ):
            self.chosen = []
        self._say(None)
        self._show_chosen()
        self.kindChosen.emit()

    # ------------------------------------------------------------ building

    def add_face(self, face: str) -> None:
        """A clicked tile for the meld being built; a finished meld joins the list.

        The tile is refused at once, with the reason, when no meld of the kind
        can hold it with the tiles chosen before, or none has copies left.
        """
        wanted = [*self.chosen, face]
        holding = melds_holding(self.variant, self.kind, wanted)
        if not holding:
            kind = self.kind
            self._say(
                lambda: _t(
                    "{tiles} cannot be part of one {kind}: choose another tile or kind."
                ).format(tiles=" ".join(wanted), kind=kind_label(kind).lower())
            )
            return
        offers = self._with_room(holding)
        if not offers:
            self._refuse(holding[0])
            return
        if len(wanted) == kind_named(self.variant, self.kind).size:
            self.add(offers[0])
            return
        self.chosen = wanted
        self._say(None)
        self._show_chosen()

    def _with_room(self, melds: tuple[Meld, ...]) -> list[Meld]:
        """The melds whose tiles are still left beside the hand and the other melds."""
        left = []
        for meld in melds:
            try:
                check_room(self.variant, self.hand_text(), [*self.melds, meld])
            except MeldError:
                continue
            left.append(meld)
        return left

    def _refuse(self, meld: Meld) -> None:
        try:
            make_meld(self.variant, meld.kind, meld.faces)
            check_room(self.variant, self.hand_text(), [*self.melds, meld])
        except MeldError as error:
            problem = error  # the name of an except clause is gone after it
            self._say(lambda: _t("Not added: {why}").format(why=notation_error_text(problem)))

    def add(self, meld: Meld) -> bool:
        """Add ``meld`` if the game takes it and its tiles are left; else say why."""
        try:
            make_meld(self.variant, meld.kind, meld.faces)
            check_room(self.variant, self.hand_text(), [*self.melds, meld])
        except MeldError:
            self._refuse(meld)
            return False
        self.melds.append(meld)
        self._say(None)
        self.chosen = []
        self._show_chosen()
        self._show_list()
        return True

    def add_typed(self) -> None:
        """The typed melds, each checked as a clicked one; the field keeps what failed."""
        text = self.typed.text().strip()
        if not text:
            return
        try:
            typed = parse_typed_melds(self.variant, text)
        except MeldError as error:
            problem = error  # the name of an except clause is gone after it
            self._say(lambda: _t("Not added: {why}").format(why=notation_error_text(problem)))
            return
        for index, meld in enumerate(typed):
            if not self.add(meld):
                rest = typed[index:]
                self.typed.setText(",".join(m.notation(self.variant) for m in rest))
                return
        self.typed.clear()

    def drop_last(self) -> None:
        """Take back the last tile chosen for the meld being built."""
        self.chosen = self.chosen[:-1]
        self._say(None)
        self._show_chosen()

    def drop_chosen(self) -> None:
        self.chosen = []
        self._say(None)
        self._show_chosen()

    def remove(self, index: int) -> None:
        del self.melds[index]
        self._show_list()

    def clear(self) -> None:
        self.melds = []
        self.chosen = []
        self.typed.clear()
        self._say(None)
        self._show_chosen()
        self._show_list()

    def notation(self) -> str | None:
        """The melds as ``calc --melds`` takes them; None for none."""
        return melds_notation(self.variant, self.melds)

    # ------------------------------------------------------------ showing

    @property
    def strip_height(self) -> int:
        return CARD_STRIP_HEIGHT if is_card_game(self.variant) else STRIP_HEIGHT

    def _strip(self, faces: tuple[str, ...]) -> QPixmap:
        art = art_for(self.variant)
        return strip_pixmap(art, [faces], self.strip_height, self.devicePixelRatioF())

    def _show_chosen(self) -> None:
        """The tiles chosen so far and the valid melds that hold them, to pick from."""
        _clear(self.offers_row)
        self.offer_buttons = []
        if not self.chosen:
            self.chosen_label.setText(
                _t("Click a card to see the melds that hold it.")
                if is_card_game(self.variant)
                else _t("Click a tile to see the melds that hold it.")
            )
            self.drop_button.setEnabled(False)
            return
        self.chosen_label.setText(_t("Melds with {tiles}:").format(tiles=" ".join(self.chosen)))
        self.drop_button.setEnabled(True)
        for meld in self._with_room(melds_holding(self.variant, self.kind, self.chosen)):
            button = QPushButton(self)
            strip = self._strip(meld.faces)
            button.setIcon(QIcon(strip))
            button.setIconSize(strip.deviceIndependentSize().toSize())
            text = meld.notation(self.variant)
            button.setToolTip(text)
            button.setAccessibleName(text)
            button.clicked.connect(lambda _checked=False, m=meld: self.add(m))
            self.offers_row.addWidget(button)
            self.offer_buttons.append(button)

    def _show_list(self) -> None:
        _clear(self.list_layout)
        self.remove_buttons = []
        if not self.melds:
            words = (
                _t("No melds: every card is concealed.")
                if is_card_game(self.variant)
                else _t("No melds: every tile is concealed.")
            )
            empty = QLabel(words, self)
            self.list_layout.addWidget(empty, 0, 0, 1, 3)
            return
        for index, meld in enumerate(self.melds):
            picture = QLabel(self)
            picture.setPixmap(self._strip(meld.faces))
            label = f"{kind_label(meld.kind)}  {meld.notation(self.variant)}"
            remove = QPushButton(_t("Remove"), self)
            remove.setAccessibleName(_t("Remove {meld}").format(meld=label))
            remove.clicked.connect(lambda _checked=False, i=index: self.remove(i))
            self.list_layout.addWidget(picture, index, 0)
            self.list_layout.addWidget(QLabel(label, self), index, 1)
            self.list_layout.addWidget(remove, index, 2)
            self.remove_buttons.append(remove)
