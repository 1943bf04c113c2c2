"""Wires the player's preferences into a running window: language, look, pace, header.

One object owns the connections, so the window and the table need no knowledge
of where their settings come from:

- the ``Header`` (Language, Contrast, Grain, Colour temperature) sits above the
  window's own header, hideable; an **Options** menu holds Preferences…, Show
  header and the Language list (which keep working while the header is hidden);
- every change goes into ``LivePreferences`` (saved once a drag pauses) and
  back out to the table (``TableView.set_display``/``set_animation_speed``),
  the controller's bot pace and the translators, live;
- a notice about the preferences file (corrupt, unreadable, not saved) shows
  once in the status bar, in the player's language.

A starting window has its language and cloth from ``ui.startup.first_look`` and
attaches this once its first frame is on screen (``FirstLook.attach``): the
header takes the room kept for it, and what the window shows already
(``shown``) is not applied again.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QBoxLayout, QMenu

from mahjong_desktop.i18n.languages import LANGUAGES
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.storage.preferences import Notice, Preferences
from mahjong_desktop.ui.mainwindow.header import Header
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.ui_scale import UiScale
from mahjong_desktop.ui.table.felt import cloth_colours
from mahjong_desktop.ui.texts.file_problems import preferences_notice_text

if TYPE_CHECKING:
    from mahjong_desktop.engine.protocol import Observation
    from mahjong_desktop.ui.dialogs.preferences import PreferencesDialog
    from mahjong_desktop.ui.mainwindow.window import MainWindow


def notice_text(notice: Notice, reset_fields: tuple[str, ...] = ()) -> str:
    """The player's words for a preferences notice (translated)."""
    from PySide6.QtCore import QCoreApplication

    read_by_field = preferences_notice_text(notice, reset_fields)
    if read_by_field is not None:
        return read_by_field

    texts = {
        Notice.CORRUPT_REPLACED: QCoreApplication.translate(
            "Appearance",
            "Your preferences file was damaged; the defaults are used and the old file "
            "was kept beside it.",
        ),
        Notice.UNREADABLE_REPLACED: QCoreApplication.translate(
            "Appearance",
            "Your preferences file could not be read; the defaults are used and the old "
            "file was kept beside it.",
        ),
        Notice.UNREADABLE_KEPT: QCoreApplication.translate(
            "Appearance",
            "Your preferences file could not be read; the defaults are used this time and "
            "the file is left untouched.",
        ),
        Notice.NOT_SAVED: QCoreApplication.translate(
            "Appearance",
            "Your preferences could not be saved; they last until you quit.",
        ),
    }
    return texts[notice]


class Appearance(QObject):
    """The header, the Options menu and the preferences, attached to one window."""

    def __init__(
        self,
        window: MainWindow,
        preferences: LivePreferences,
        translations: Translations,
        *,
        bot_pace_override: int | None = None,
        shown: Preferences | None = None,
    ) -> None:
        super().__init__(window)
        self.bot_pace_override = bot_pace_override  # --pace: this session only, not saved
        self.window = window
        self.preferences = preferences
        self.translations = translations
        self.dialog: PreferencesDialog | None = None
        self._applied = shown  # what the window shows now (None: nothing yet)
        self.header = Header(window)
        self.ui_scale = UiScale(window)  # the header and dialogs grow with the table
        central = window.centralWidget()
        layout = central.layout() if central is not None else None
        assert isinstance(layout, QBoxLayout), "the window's central widget has a box layout"
        layout.insertWidget(0, self.header)
        self._build_menu()
        self.header.displayChanged.connect(self._display_moved)
        self.header.languageChanged.connect(lambda code: preferences.update(language=code))
        self.header.preferencesRequested.connect(self.show_preferences)
        self.header.visibilityAction.toggled.connect(
            lambda visible: preferences.update(header_hidden=not visible)
        )
        preferences.changed.connect(self.apply)
        if window.has_table:  # else attach_table, once it is built
            self._remember_last_game(window)
        preferences.noticeRaised.connect(self.show_notice)
        window.installEventFilter(self)
        self.apply(preferences.current)
        if preferences.load_notice is not None:
            self.show_notice(preferences.load_notice, preferences.load_reset_fields)
        self._tell_catalogue_trouble()  # of the language the first look switched to

    def _build_menu(self) -> None:
        self.menu = QMenu(self.window)
        self.window.menuBar().addMenu(self.menu)
        self.preferences_action = QAction(self.window)
        self.preferences_action.triggered.connect(self.show_preferences)
        self.menu.addAction(self.preferences_action)
        self.menu.addAction(self.header.visibilityAction)
        self.language_menu = self.menu.addMenu("")
        self.language_actions = QActionGroup(self.window)
        for language in LANGUAGES:
            action = QAction(language.native_name, self.window)
            action.setCheckable(True)
            action.setData(language.code)
            action.triggered.connect(
                lambda _=False, code=language.code: self.preferences.update(language=code)
            )
            self.language_actions.addAction(action)
            self.language_menu.addAction(action)
        self.retranslate_ui()

    # -- preferences out to the window ----------------------------------------
    def apply(self, prefs: Preferences) -> None:
        """Hand each changed preference to its owner (a slider step touches only the look)."""
        before, self._applied = self._applied, prefs

        def changed(*names: str) -> bool:
            return before is None or any(getattr(before, n) != getattr(prefs, n) for n in names)

        if changed("language"):
            # "" (the first start) follows the system locale, falling back to English.
            self.translations.switch(prefs.language)
            self._tell_catalogue_trouble()
        if self.window.has_table:
            self._apply_to_table(before, prefs)
        else:  # the first frame: only its bare cloth
            felt = self.window.table_surface()
            felt.set_display(prefs.effective_display)
            felt.set_table_colour(*cloth_colours(prefs.table_colour))
        self.header.show_display(prefs.display)
        self.header.show_language(self.translations.current)
        self.header.set_header_visible(not prefs.header_hidden)
        for action in self.language_actions.actions():
            action.setChecked(action.data() == self.translations.current)

    def _apply_to_table(self, before: Preferences | None, prefs: Preferences) -> None:
        def changed(*names: str) -> bool:
            return before is None or any(getattr(before, n) != getattr(prefs, n) for n in names)

        window = self.window
        if before is None or before.effective_display != prefs.effective_display:
            window.view.set_display(prefs.effective_display)
        if changed("animation_speed", "reduced_motion"):
            window.view.set_animation_speed(prefs.animation_factor)
        if changed("table_colour"):
            window.view.set_table_colour(*cloth_colours(prefs.table_colour))
        if changed("corner_index", "card_corner_index"):
            window.view.set_corner_index(prefs.corner_index, prefs.card_corner_index)
        if changed("tile_size"):
            window.view.set_tile_scale(prefs.tile_scale)
        window.controller.bot_pace_ms = (
            prefs.bot_pace_ms if self.bot_pace_override is None else self.bot_pace_override
        )

    def attach_table(self) -> None:
        """The window has built its table and controller: hand them the preferences."""
        assert self.window.has_table, "MainWindow.build_table runs first"
        self._apply_to_table(None, self.preferences.current)
        self._remember_last_game(self.window)

    def _remember_last_game(self, window: MainWindow) -> None:
        """The New game dialog offers the last game and strength; each deal records them."""
        from mahjong_desktop.ui.game.controller import SessionConfig

        prefs = self.preferences.current
        window.remembered_rules = prefs.house_rules  # the dialog's start for each game
        if window.controller.config is None:
            # A level this version no longer has: the dialog's own default instead.
            with contextlib.suppress(ValueError):
                window.controller.config = SessionConfig(
                    prefs.last_variant,
                    prefs.bot_level,
                    options=prefs.house_rules.get(prefs.last_variant, {}),
                )
        window.controller.dealStarted.connect(self.record_last_game)

    def record_last_game(self, _observation: Observation | None = None) -> None:
        controller = self.window.controller
        config = controller.config
        if config is None or config.autoplay:  # a demo is not the player's choice
            return
        if controller.guided:  # a lesson plays the sheet's rules: the player's choice stays
            self.preferences.update(last_variant=config.variant, bot_level=config.level)
            return
        rules = {**self.preferences.current.house_rules, config.variant: dict(config.options)}
        rules = {game: chosen for game, chosen in rules.items() if chosen}
        self.preferences.update(
            last_variant=config.variant, bot_level=config.level, house_rules=rules
        )
        self.window.remembered_rules = rules

    def _display_moved(self, display: DisplaySettings) -> None:
        self.preferences.update(display=display)

    def show_preferences(self) -> None:
        from mahjong_desktop.ui.dialogs.preferences import PreferencesDialog

        if self.dialog is None:
            self.dialog = PreferencesDialog(self.preferences, self.window)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()

    def show_notice(self, notice: Notice, reset_fields: tuple[str, ...] = ()) -> None:
        self.window.show_notice(lambda: notice_text(notice, reset_fields))

    def _tell_catalogue_trouble(self) -> None:
        """A damaged translation file, rebuilt or not, is told, never passed over in silence."""
        from mahjong_desktop.ui.texts.file_problems import catalogue_trouble_text

        trouble = self.translations.trouble
        if trouble is not None:
            self.window.show_notice(lambda: catalogue_trouble_text(trouble))

    # -- language ---------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            # Seat labels and the centre panel are painted text in cached items.
            if self.window.has_table:
                for item in self.window.view.table_scene().items():
                    item.update()
        return False

    def retranslate_ui(self) -> None:
        self.menu.setTitle(self.tr("&Options"))
        self.preferences_action.setText(self.tr("&Preferences…"))
        self.language_menu.setTitle(self.tr("&Language"))
