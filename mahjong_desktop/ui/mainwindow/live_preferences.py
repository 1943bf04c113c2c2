"""The running app's preferences: one owner, a change signal, saves that batch up.

Dragging a slider changes the preferences dozens of times a second; the file
is written once the drag has paused (``SAVE_DELAY_MS``) and on ``flush()``
(call it on quit). A failed write is reported once through ``noticeRaised``
and never stops the game: the choices last for the session.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from mahjong_desktop.storage.preferences import (
    LoadResult,
    Notice,
    Preferences,
    PreferencesSaveError,
    PreferencesStore,
)

SAVE_DELAY_MS = 400


class LivePreferences(QObject):
    changed = Signal(Preferences)  # after every update that changed something
    noticeRaised = Signal(Notice)  # a message code for the player (settings.Notice)

    def __init__(
        self,
        store: PreferencesStore,
        parent: QObject | None = None,
        *,
        loaded: LoadResult | None = None,
    ) -> None:
        """``loaded``: what ``store.load()`` gave already (else it is read now)."""
        super().__init__(parent)
        self.store = store
        if loaded is None:
            loaded = store.load()
        self.current = loaded.preferences
        self.load_notice = loaded.notice  # shown by the window once it is up
        self.load_reset_fields = loaded.reset_fields  # named in that notice
        self.load_backup = loaded.backup
        self._save_failed = False
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self.flush)

    def update(self, **changes: Any) -> None:
        new = self.current.replace(**changes)
        if new == self.current:
            return
        self.current = new
        self._dirty = True
        self.changed.emit(new)
        self._timer.start()

    def flush(self) -> None:
        """Write now if anything is waiting."""
        self._timer.stop()
        if not self._dirty:
            return
        self._dirty = False
        try:
            self.store.save(self.current)
        except PreferencesSaveError:
            if not self._save_failed:  # one notice a session, not one per slider step
                self._save_failed = True
                self.noticeRaised.emit(Notice.NOT_SAVED)
        else:
            self._save_failed = False
