"""The Preferences dialog: every look-and-pace choice, applied as it is made.

Edits go straight to ``LivePreferences`` (the table follows at once, as with the
header sliders), and the dialog follows changes made elsewhere, so the two never
disagree. "Restore defaults" resets the look and pace but keeps the language,
the header and the last game.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.storage.preferences import (
    ANIMATION_SPEED,
    BOT_PACE_MS,
    TILE_SIZE,
    IntRange,
    Preferences,
    TableColour,
)
from mahjong_desktop.ui.mainwindow.header import PercentSlider
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences

BOT_PACE_STEP_MS = 100
TILE_SIZE_STEP = 5


class ValueSlider(QWidget):
    """A slider over an ``IntRange`` with its value written beside it."""

    def __init__(self, span: IntRange, step: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(span.lowest, span.highest)
        self.slider.setSingleStep(step)
        self.slider.setPageStep(step * 5)
        self.value_label = QLabel(self)
        self.value_label.setMinimumWidth(self.value_label.fontMetrics().horizontalAdvance("0000 %"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.value_label)


class PreferencesDialog(QDialog):
    def __init__(self, preferences: LivePreferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.preferences = preferences
        self.table_colour = QComboBox(self)
        # Sized again for each language's names, not once for the first ones.
        self.table_colour.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for colour in TableColour:
            self.table_colour.addItem("", colour.value)
        self.contrast = PercentSlider(self)
        self.grain = PercentSlider(self)
        self.temperature = PercentSlider(self)
        self.animation_speed = ValueSlider(ANIMATION_SPEED, 10, self)
        self.bot_pace = ValueSlider(BOT_PACE_MS, BOT_PACE_STEP_MS, self)
        self.tile_size = ValueSlider(TILE_SIZE, TILE_SIZE_STEP, self)
        self.corner_index = QCheckBox(self)
        self.card_corner_index = QCheckBox(self)
        self.reduced_motion = QCheckBox(self)
        self.show_header = QCheckBox(self)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.RestoreDefaults | QDialogButtonBox.StandardButton.Close,
            parent=self,
        )
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        labelled: list[QWidget] = [
            self.table_colour,
            self.tile_size,
            self.animation_speed,
            self.bot_pace,
        ]
        self._labels = [QLabel(self) for _ in labelled]
        for label, field in zip(self._labels, labelled, strict=True):
            label.setBuddy(field)
            self.form.addRow(label, field)
        for slider in (self.contrast, self.grain, self.temperature):
            self.form.addRow(slider)
        for box in self._boxes():
            self.form.addRow(box)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)
        self._connect_signals()
        self.retranslate_ui()
        self.show_preferences(preferences.current)

    def _boxes(self) -> list[QCheckBox]:
        return [self.corner_index, self.card_corner_index, self.reduced_motion, self.show_header]

    def _connect_signals(self) -> None:
        preferences = self.preferences
        self.table_colour.activated.connect(
            lambda i: preferences.update(table_colour=TableColour(self.table_colour.itemData(i)))
        )
        self.animation_speed.slider.valueChanged.connect(
            lambda v: preferences.update(animation_speed=v)
        )
        self.bot_pace.slider.valueChanged.connect(self._pace_moved)
        self.tile_size.slider.valueChanged.connect(self._tile_size_moved)
        for slider in (self.contrast, self.grain, self.temperature):
            slider.valueChanged.connect(self._display_moved)
        self.corner_index.toggled.connect(lambda on: preferences.update(corner_index=on))
        self.card_corner_index.toggled.connect(lambda on: preferences.update(card_corner_index=on))
        self.reduced_motion.toggled.connect(lambda on: preferences.update(reduced_motion=on))
        self.show_header.toggled.connect(lambda on: preferences.update(header_hidden=not on))
        self.buttons.rejected.connect(self.reject)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self.restore_defaults)
        preferences.changed.connect(self.show_preferences)

    def restore_defaults(self) -> None:
        defaults = Preferences()
        self.preferences.update(
            display=defaults.display,
            table_colour=defaults.table_colour,
            tile_size=defaults.tile_size,
            animation_speed=defaults.animation_speed,
            bot_pace_ms=defaults.bot_pace_ms,
            corner_index=defaults.corner_index,
            card_corner_index=defaults.card_corner_index,
            reduced_motion=defaults.reduced_motion,
        )

    def show_preferences(self, prefs: Preferences) -> None:
        """Put every control where ``prefs`` says, without echoing changes back."""
        quiet = [
            self.table_colour,
            self.tile_size.slider,
            self.animation_speed.slider,
            self.bot_pace.slider,
            *self._boxes(),
        ]
        for widget in quiet:
            widget.blockSignals(True)
        self.table_colour.setCurrentIndex(self.table_colour.findData(prefs.table_colour.value))
        self.tile_size.slider.setValue(prefs.tile_size)
        self.animation_speed.slider.setValue(prefs.animation_speed)
        self.bot_pace.slider.setValue(prefs.bot_pace_ms)
        self.corner_index.setChecked(prefs.corner_index)
        self.card_corner_index.setChecked(prefs.card_corner_index)
        self.reduced_motion.setChecked(prefs.reduced_motion)
        self.show_header.setChecked(not prefs.header_hidden)
        for widget in quiet:
            widget.blockSignals(False)
        self.contrast.set_value_quietly(prefs.display.contrast)
        self.grain.set_value_quietly(prefs.display.grain)
        self.temperature.set_value_quietly(prefs.display.temperature)
        # Reduced motion overrides these two: greyed out, but they keep their place.
        self.animation_speed.setEnabled(not prefs.reduced_motion)
        self.grain.setEnabled(not prefs.reduced_motion)
        self._show_values(prefs)

    def _show_values(self, prefs: Preferences) -> None:
        percent = self.tr("%1%")
        self.tile_size.value_label.setText(percent.replace("%1", str(prefs.tile_size)))
        if prefs.animation_speed == 0:
            self.animation_speed.value_label.setText(self.tr("Off"))
        else:
            self.animation_speed.value_label.setText(
                percent.replace("%1", str(prefs.animation_speed))
            )
        seconds = self.locale().toString(prefs.bot_pace_ms / 1000, "f", 1)
        self.bot_pace.value_label.setText(self.tr("%1 s").replace("%1", seconds))

    def _pace_moved(self, value: int) -> None:
        # Snap to whole tenths of a second, as the label shows them.
        self.preferences.update(bot_pace_ms=round(value / BOT_PACE_STEP_MS) * BOT_PACE_STEP_MS)

    def _tile_size_moved(self, value: int) -> None:
        # Whole steps, as the slider's keys move it: 80, 85 ... 130.
        self.preferences.update(tile_size=round(value / TILE_SIZE_STEP) * TILE_SIZE_STEP)

    def _display_moved(self) -> None:
        self.preferences.update(
            display=DisplaySettings(
                contrast=self.contrast.value(),
                grain=self.grain.value(),
                temperature=self.temperature.value(),
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        names = {
            TableColour.GREEN: self.tr("Green felt"),
            TableColour.BLUE: self.tr("Blue felt"),
            TableColour.RED: self.tr("Red felt"),
            TableColour.WOOD: self.tr("Wood"),
            TableColour.SLATE: self.tr("Slate"),
        }
        for index in range(self.table_colour.count()):
            self.table_colour.setItemText(
                index, names[TableColour(self.table_colour.itemData(index))]
            )
        captions = [
            self.tr("Table &colour:"),
            self.tr("&Tile size:"),
            self.tr("&Animation speed:"),
            self.tr("&Bot pace:"),
        ]
        for label, text in zip(self._labels, captions, strict=True):
            label.setText(text)
        self.animation_speed.slider.setToolTip(
            self.tr("How fast tiles move; 0 places them at once")
        )
        self.tile_size.slider.setToolTip(
            self.tr("Your hand, the melds and the face-up tiles; the rest of the table makes room")
        )
        self.bot_pace.slider.setToolTip(
            self.tr("How long each computer player waits before it moves")
        )
        self.contrast.set_caption(self.tr("Contrast:"), self.tr("Flatten or sharpen the tones"))
        self.grain.set_caption(self.tr("Grain:"), self.tr("A film-grain texture over the table"))
        self.temperature.set_caption(
            self.tr("Colour temperature:"), self.tr("From cool blue to warm amber")
        )
        self.corner_index.setText(self.tr("Show the corner &index on tiles (5m, E, Wh…)"))
        self.card_corner_index.setText(self.tr("Show the index on Paohuzi car&ds (2x, 10d…)"))
        self.reduced_motion.setText(self.tr("&Reduce motion (no animations, no grain)"))
        self.show_header.setText(self.tr("Show the &header above the table"))
        self._show_values(self.preferences.current)
