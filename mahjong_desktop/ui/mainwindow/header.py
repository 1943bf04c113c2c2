"""The compact strip above the table: product name, Language, and the three look sliders.

It holds no state of its own beyond its controls: it shows what it is given
(``show_display``, ``show_language``) and says what the player moves
(``displayChanged`` on every slider step, so the table follows the drag live;
``languageChanged``). ``visibilityAction`` is a checkable "Show header" action
for the window's View menu, which keeps working while the header is hidden.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSlider,
    QToolButton,
    QWidget,
)

from mahjong_desktop.i18n.languages import LANGUAGES
from mahjong_desktop.storage.display import HIGHEST, LOWEST, NEUTRAL, DisplaySettings
from mahjong_desktop.ui.mainwindow.header_space import (
    MARGINS,
    PRODUCT_NAME,
    header_height,
    product_font,
)
from mahjong_desktop.ui.mainwindow.ui_scale import ui_scale

SLIDER_WIDTHS = (56, 160)  # px at scale 1, least and most


class PercentSlider(QWidget):
    """A labelled 0-100 slider that shows its value as a percentage."""

    valueChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = QLabel(self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(LOWEST, HIGHEST)
        self.slider.setValue(NEUTRAL)
        self.slider.setPageStep(10)
        self.percent = QLabel(self)
        self._fit_to_font()
        self.percent.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.caption.setBuddy(self.slider)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.caption)
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.percent)
        layout.addStretch(1)  # room beyond the slider's most goes after its value, not into gaps
        self.slider.valueChanged.connect(self._moved)
        self._show_percent()

    def _fit_to_font(self) -> None:
        # The header fits the narrowest window in every language; at a larger
        # interface scale the slider and its value grow with the text.
        scale = ui_scale()
        self.slider.setMinimumWidth(round(SLIDER_WIDTHS[0] * scale))
        self.slider.setMaximumWidth(round(SLIDER_WIDTHS[1] * scale))
        self.percent.setMinimumWidth(self.percent.fontMetrics().horizontalAdvance("100 %") + 2)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._fit_to_font()
        super().changeEvent(event)

    def value(self) -> int:
        return self.slider.value()

    def set_value_quietly(self, value: int) -> None:
        """Move the knob without emitting (showing a stored setting is no change)."""
        self.slider.blockSignals(True)
        self.slider.setValue(value)
        self.slider.blockSignals(False)
        self._show_percent()

    def set_caption(self, text: str, tooltip: str) -> None:
        self.caption.setText(text)
        self.slider.setToolTip(tooltip)
        self.slider.setAccessibleName(text.replace("&", ""))
        self._show_percent()

    def _moved(self, value: int) -> None:
        self._show_percent()
        self.valueChanged.emit(value)

    def _show_percent(self) -> None:
        # Translated because languages space it differently ("50 %" in Czech and Finnish).
        text = self.tr("%1%").replace("%1", str(self.slider.value()))
        self.percent.setText(text)
        self.slider.setAccessibleDescription(text)


class Header(QWidget):
    """Product name, Language selector, Contrast, Grain and Colour temperature."""

    displayChanged = Signal(DisplaySettings)  # every slider step, while dragging too
    languageChanged = Signal(str)  # a code from mahjong_desktop.i18n.languages
    preferencesRequested = Signal()  # the "Preferences..." button

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("header")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(header_height(self))  # as its space in the first frame
        self.product = QLabel(PRODUCT_NAME, self)
        self.product.setFont(product_font(self.product.font()))
        self.language_label = QLabel(self)
        self.language = QComboBox(self)
        for language in LANGUAGES:
            self.language.addItem(language.native_name, language.code)
        self.language_label.setBuddy(self.language)
        self.contrast = PercentSlider(self)
        self.grain = PercentSlider(self)
        self.temperature = PercentSlider(self)
        self.preferences_button = QToolButton(self)
        self.hide_button = QToolButton(self)
        self.hide_button.setAutoRaise(True)
        self.hide_button.setText("×")

        layout = QHBoxLayout(self)
        layout.setContentsMargins(*MARGINS)  # as its space in the first frame
        layout.setSpacing(10)
        layout.addWidget(self.product)
        layout.addStretch(1)
        languages = QHBoxLayout()
        languages.setSpacing(4)
        languages.addWidget(self.language_label)
        languages.addWidget(self.language)
        layout.addLayout(languages)
        for control in (self.contrast, self.grain, self.temperature):
            layout.addWidget(control, 2)
        layout.addWidget(self.preferences_button)
        layout.addWidget(self.hide_button)

        self.visibilityAction = QAction(self)
        self.visibilityAction.setCheckable(True)
        self.visibilityAction.setChecked(True)
        self.visibilityAction.setShortcut(QKeySequence("Ctrl+Shift+H"))
        self.visibilityAction.toggled.connect(self.setVisible)
        self.hide_button.clicked.connect(lambda: self.visibilityAction.setChecked(False))

        for control in (self.contrast, self.grain, self.temperature):
            control.valueChanged.connect(self._emit_display)
        self.language.activated.connect(self._emit_language)
        self.preferences_button.clicked.connect(self.preferencesRequested)
        self.retranslate_ui()

    # -- what the window tells it -------------------------------------------
    def show_display(self, display: DisplaySettings) -> None:
        self.contrast.set_value_quietly(display.contrast)
        self.grain.set_value_quietly(display.grain)
        self.temperature.set_value_quietly(display.temperature)

    def show_language(self, code: str) -> None:
        index = self.language.findData(code)
        if index >= 0:
            self.language.setCurrentIndex(index)

    def display(self) -> DisplaySettings:
        return DisplaySettings(
            contrast=self.contrast.value(),
            grain=self.grain.value(),
            temperature=self.temperature.value(),
        )

    def set_header_visible(self, visible: bool) -> None:
        self.visibilityAction.setChecked(visible)

    # -- language -------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:
            # The name's font is its own, so it follows the interface's scale by hand.
            self.product.setFont(product_font(self.font()))
            self.setFixedHeight(header_height(self))
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.language_label.setText(self.tr("&Language:"))
        self.language.setToolTip(self.tr("The language of the whole game"))
        self.contrast.set_caption(
            self.tr("Contrast:"), self.tr("Flatten or sharpen the tones of the table")
        )
        self.grain.set_caption(self.tr("Grain:"), self.tr("A film-grain texture over the table"))
        self.temperature.set_caption(
            self.tr("Colour temperature:"), self.tr("From cool blue to warm amber")
        )
        self.preferences_button.setText(self.tr("Preferences…"))
        self.preferences_button.setToolTip(
            self.tr("Table colour, animation speed, bot pace, corner index and reduced motion")
        )
        self.hide_button.setToolTip(
            self.tr("Hide the header (the Options menu or Ctrl+Shift+H shows it)")
        )
        self.hide_button.setAccessibleName(self.tr("Hide the header"))
        self.visibilityAction.setText(self.tr("Show &header"))

    # -- what it tells the window ---------------------------------------------
    def _emit_display(self) -> None:
        self.displayChanged.emit(self.display())

    def _emit_language(self, index: int) -> None:
        self.languageChanged.emit(self.language.itemData(index))
