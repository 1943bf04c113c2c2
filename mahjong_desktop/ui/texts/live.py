"""Texts that follow the language switch: a text made once is made again in the new language.

A widget whose texts are fixed builds them in its ``retranslate_ui``. A text
made at one moment from that moment's data (a status line, a hint, an error,
a dialog's caption, a menu added by another module) cannot be rebuilt there:
its maker is kept instead, and run again, from the same data, whenever the
owner hears of a new language (``QEvent.LanguageChange``, which Qt hands to
every widget and each of its children).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject

Text = Callable[[], str]  # makes a text in the current language


def as_text(text: str | Text) -> Text:
    """A maker for ``text``: a finished string (already in one language) stays as it is."""
    return text if callable(text) else (lambda: text)


def maker_of(text: str, make: Text) -> Text:
    """``make`` if it made ``text`` (a signal's text, remade in a new language); else ``text``."""
    return make if make() == text else as_text(text)


class LanguageFollower(QObject):
    """Runs ``apply`` now and again at each language change of ``owner`` (its parent)."""

    def __init__(self, owner: QObject, apply: Callable[[], object]) -> None:
        super().__init__(owner)
        self._apply = apply
        apply()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._apply()
        return super().event(event)


def follow_language(owner: QObject, apply: Callable[[], object]) -> LanguageFollower:
    """Keep what ``apply`` sets in the current language for as long as ``owner`` lives."""
    return LanguageFollower(owner, apply)


class LiveText(QObject):
    """One changing text of ``owner`` (say, the hint line), remade at each language change.

    ``show(make)`` sets ``setter(make())`` and keeps ``make``; ``clear()`` forgets it.
    """

    def __init__(self, owner: QObject, setter: Callable[[str], object]) -> None:
        super().__init__(owner)
        self._setter = setter
        self._make: Text | None = None

    def show(self, text: str | Text) -> None:
        self._make = as_text(text)
        self._setter(self._make())

    def clear(self) -> None:
        self._make = None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange and self._make is not None:
            self._setter(self._make())
        return super().event(event)
