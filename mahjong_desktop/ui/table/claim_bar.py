"""The bar of choices other than a discard: claims on an offered tile, and turn options.

One button per legal action (each chow or chi combination with its bi groups
drawn in tiles, pung, kong, pao, win; on the player's own turn the concealed
and added kongs and a self-drawn win) plus Pass when passing is legal. The
bar is shown only when there is something to choose. Number keys press the
buttons in order, Space passes. It emits the chosen legal action's id.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QIcon, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from mahjong_desktop.engine.protocol import LegalEntry, Observation, Offer
from mahjong_desktop.ui.table.claim_room import BAR_MARGINS, ICON_HEIGHT
from mahjong_desktop.ui.table.tile_strip import option_pixmap
from mahjong_desktop.ui.texts.messages import message_text
from mahjong_desktop.variants.registry import is_card_game

HIDDEN_KINDS = frozenset({"discard", "declare"})  # chosen on the table or in a dialog
PASS = "pass"
MAX_NUMBERED = 9
ADVISED_STYLE = "QPushButton { border: 2px solid #e8501c; border-radius: 4px; padding: 3px 8px; }"


def kind_name(kind: str, self_drawn: bool = False) -> str:
    """A button's word for an action kind."""
    names = {
        "chow": QCoreApplication.translate("ClaimBar", "Chow"),
        "pung": QCoreApplication.translate("ClaimBar", "Pung"),
        "kong": QCoreApplication.translate("ClaimBar", "Kong"),
        "ckong": QCoreApplication.translate("ClaimBar", "Concealed kong"),
        "added_kong": QCoreApplication.translate("ClaimBar", "Add to kong"),
        "chi": QCoreApplication.translate("ClaimBar", "Chi"),
        "peng": QCoreApplication.translate("ClaimBar", "Peng"),
        "pao": QCoreApplication.translate("ClaimBar", "Pao"),
        "pass": QCoreApplication.translate("ClaimBar", "Pass"),
    }
    if kind == "win":
        if self_drawn:
            return QCoreApplication.translate("ClaimBar", "Win (self-drawn)")
        return QCoreApplication.translate("ClaimBar", "Win")
    return names.get(kind, kind)


@dataclass(frozen=True)
class ClaimOption:
    legal_id: int
    kind: str
    groups: tuple[tuple[str, ...], ...]  # faces to draw: the meld, then each bi group
    text: str  # the button's words
    description: str  # the engine's label, for the tooltip and screen readers


def claim_options(observation: Observation) -> list[ClaimOption]:
    """The bar's options in the observation's legal actions (none: no bar)."""
    faces: Mapping[str, str] = observation.get("faces", {})
    offer = observation.get("offer")
    options = []
    for entry in observation.get("legal", []):
        kind = entry["kind"]
        if kind in HIDDEN_KINDS:
            continue
        options.append(_option(entry, faces, offer))
    if all(o.kind == PASS for o in options):
        return []  # only Pass: nothing worth asking (the controller passes itself)
    return options


def _option(entry: LegalEntry, faces: Mapping[str, str], offer: Offer | None) -> ClaimOption:
    kind = entry["kind"]
    claimed = entry.get("claimed")
    if claimed is None and kind != "win" and offer and offer.get("tile") is not None:
        claimed = offer["tile"] if kind in ("chow", "pung", "kong", "chi", "peng", "pao") else None
    meld = list(entry.get("tiles", []))
    if claimed is not None and claimed not in meld:
        meld.append(claimed)
    # Ids run in kind order in both tile sets, so sorting them sorts a run.
    groups = [tuple(_face(faces, t) for t in sorted(meld))] if meld else []
    groups += [tuple(_face(faces, t) for t in g) for g in entry.get("groups", [])]
    self_drawn = kind == "win" and claimed is None and not offer
    label = entry.get("label")
    return ClaimOption(
        legal_id=int(entry["id"]),
        kind=kind,
        groups=tuple(g for g in groups if g),
        text=kind_name(kind, self_drawn),
        description=message_text(label) if label else kind_name(kind, self_drawn),
    )


def _face(faces: Mapping[str, str], tile: int) -> str:
    return faces.get(str(tile), "back")


class ClaimBar(QWidget):
    """Buttons for the legal non-discard choices; hidden while there are none."""

    #: the legal action id the player chose
    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("claimBar")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(*BAR_MARGINS)
        self._prompt = QLabel(self)
        self._layout.addWidget(self._prompt)
        self._layout.addStretch(1)
        self._buttons: list[QPushButton] = []
        self.options: list[ClaimOption] = []
        self._observation: Observation | None = None  # what the buttons offer
        self.retranslate_ui()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Claim choices"))
        if self._observation is not None:
            self.show_options(self._observation)  # the same choices, in the new words

    def show_options(self, observation: Observation) -> bool:
        """Offer the observation's choices; False (and hidden) when there are none."""
        self.clear()
        options = claim_options(observation)
        if not options:
            return False
        variant = str(observation.get("variant", ""))
        dpr = self.devicePixelRatioF()
        offer = observation.get("offer")
        if not offer:
            self._prompt.setText(self.tr("Your turn: declare, or discard."))
        elif is_card_game(variant):
            self._prompt.setText(self.tr("Claim the card?"))
        else:
            self._prompt.setText(self.tr("Claim the tile?"))
        number = 0
        for option in options:
            button = QPushButton(self)
            if option.kind == PASS:
                button.setText(self.tr("{name}  [Space]").format(name=option.text))
                button.setShortcut(QKeySequence("Space"))
            else:
                number += 1
                # setText resets the shortcut to the text's mnemonic: text first.
                if number <= MAX_NUMBERED:
                    button.setText(f"{number}  {option.text}")
                    button.setShortcut(QKeySequence(str(number)))
                else:
                    button.setText(option.text)
            if option.groups:
                pixmap = option_pixmap(variant, option.groups, ICON_HEIGHT, dpr)
                button.setIcon(QIcon(pixmap))
                button.setIconSize(pixmap.deviceIndependentSize().toSize())
            button.setToolTip(option.description)
            button.setAccessibleName(option.text)
            button.setAccessibleDescription(option.description)
            button.setProperty("legal_id", option.legal_id)
            button.setProperty("kind", option.kind)
            button.clicked.connect(lambda _=False, i=option.legal_id: self.chosen.emit(i))
            self._layout.addWidget(button)
            self._buttons.append(button)
        self.options = options
        self._observation = observation
        self.show()
        return True

    def highlight(self, legal_id: int) -> bool:
        """Mark the button of ``legal_id`` (the Hint's advice) without pressing it."""
        found = False
        for button in self._buttons:
            advised = button.property("legal_id") == legal_id
            found = found or advised
            button.setProperty("advised", advised)
            button.setStyleSheet(ADVISED_STYLE if advised else "")
        return found

    def advised(self) -> QPushButton | None:
        return next((b for b in self._buttons if b.property("advised")), None)

    def clear(self) -> None:
        for button in self._buttons:
            button.setShortcut(QKeySequence())
            self._layout.removeWidget(button)
            button.deleteLater()
        self._buttons = []
        self.options = []
        self._observation = None
        self.hide()

    def buttons(self) -> list[QPushButton]:
        return list(self._buttons)
