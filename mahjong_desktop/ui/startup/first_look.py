"""A starting window's first frame in the player's language and look, before its header.

``FirstLook(store, stored)`` registers the bundled font, takes the preferences
(read before Qt started, ``cli.window.run_window``), installs the translators
of the player's language, before any widget exists, so the window is built
once in its language and font. ``dress(window)`` paints the
first frame's cloth in the player's colour and grain and keeps the header's
room (``HeaderSpace``) unless the player hid the header. ``attach()``, once
the frame is on screen, builds the header, its sliders and the Options menu
(``ui.mainwindow.appearance``) in that room: they need the ``Qt`` namespace and the
preferences dialog's module, which take longer to load than the first frame
takes to show.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QBoxLayout

from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.preferences import LoadResult, PreferencesStore
from mahjong_desktop.ui.mainwindow.header_space import HeaderSpace
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.startup.fonts import register_bundled_fonts
from mahjong_desktop.ui.table.felt import cloth_colours

if TYPE_CHECKING:
    from mahjong_desktop.ui.mainwindow.appearance import Appearance
    from mahjong_desktop.ui.mainwindow.window import MainWindow


def _central_layout(window: MainWindow) -> QBoxLayout:
    central = window.centralWidget()
    layout = central.layout() if central is not None else None
    assert isinstance(layout, QBoxLayout), "the window's central widget has a box layout"
    return layout


class FirstLook:
    """The preferences and translators of a starting window, and its header's room."""

    def __init__(self, store: PreferencesStore, stored: LoadResult | None = None) -> None:
        """``stored``: what ``store.load()`` gave already (else it is read now)."""
        app = QCoreApplication.instance()
        assert app is not None, "a QApplication must exist"
        # First: the fallback font changes the text's metrics, and so every widget's size.
        register_bundled_fonts()
        self.preferences = LivePreferences(store, loaded=stored)
        app.aboutToQuit.connect(self.preferences.flush)
        self.translations = Translations(app)
        # "" (the first start) follows the system locale, falling back to English.
        self.translations.switch(self.preferences.current.language)
        self.window: MainWindow | None = None
        self.space: HeaderSpace | None = None

    def dress(self, window: MainWindow) -> None:
        """The cloth in the player's colour and grain, and the header's room above the window's."""
        self.window = window
        self.preferences.setParent(window)  # lives as long as the window
        prefs = self.preferences.current
        felt = window.table_surface()
        felt.set_display(prefs.effective_display)
        felt.set_table_colour(*cloth_colours(prefs.table_colour))
        if not prefs.header_hidden:
            self.space = HeaderSpace(window)
            _central_layout(window).insertWidget(0, self.space)

    def attach(self, *, bot_pace_override: int | None = None) -> Appearance:
        """The header (in its room), the Options menu and the live preferences."""
        from mahjong_desktop.ui.mainwindow.appearance import Appearance

        window = self.window
        assert window is not None, "dress(window) comes first"
        if self.space is not None:
            # Gone in the same event-loop turn as the header comes: no frame shows neither.
            _central_layout(window).removeWidget(self.space)
            self.space.hide()
            self.space.deleteLater()
            self.space = None
        return Appearance(
            window,
            self.preferences,
            self.translations,
            bot_pace_override=bot_pace_override,
            shown=self.preferences.current,
        )
