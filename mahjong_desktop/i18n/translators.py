"""The interface language at run time: Qt translators for the game and for Qt itself.

``Translations.switch(code)`` removes the previous translators and installs
the new ones; Qt then sends ``QEvent.LanguageChange`` to every widget, and each
widget's ``changeEvent`` re-runs its ``retranslate_ui``: every open window and
dialog changes at once, without a restart. The default ``QLocale`` follows, so
numbers, and pages that pick their text by locale (the rules), follow too.

Where the compiled ``.qm`` comes from (``mahjong_desktop.i18n.compile``):
a wheel carries ``mahjong_desktop/translations/*.qm``, built by ``setup.py``;
a source checkout (or an editable install) has only the ``.ts`` sources, which
are compiled with Qt's lrelease on first use into the user cache folder.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator

from mahjong_desktop.desktop.data_files import data_roots
from mahjong_desktop.desktop.identity import FOLDER_NAME
from mahjong_desktop.i18n.compile import (
    TranslationBuildError,
    ensure_cached_qm,
    qm_name,
    ts_name,
)
from mahjong_desktop.i18n.languages import LANGUAGE_CODES, SOURCE_LANGUAGE, match_locale

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

log = logging.getLogger(__name__)
CACHE_DIR_ENV = "MAHJONG_DESKTOP_CACHE_DIR"
QT_CATALOGUES = ("qtbase",)  # Qt's own strings: dialog buttons, file and print dialogs
PROBE = ("MainWindow", "&Quit")  # a string every translated catalogue translates


def default_cache_dir() -> Path:
    """Where a checkout's ``.ts`` files are compiled (``MAHJONG_DESKTOP_CACHE_DIR`` wins)."""
    override = os.environ.get(CACHE_DIR_ENV)
    base = Path(override) if override else platformdirs.user_cache_path(FOLDER_NAME)
    return base / "translations"


def system_language() -> str:
    """The shipped language closest to the system's UI languages, else English."""
    return match_locale(QLocale.system().uiLanguages())


def _as_path(entry: Traversable) -> Path | None:
    return entry if isinstance(entry, Path) else None


@dataclass(frozen=True)
class FoundCatalogue:
    """Where a language's ``.qm`` is (None: nowhere), and what finding it took."""

    path: Path | None
    compiled: bool = False  # compiled from its .ts into the cache: it can be built again
    damaged: bool = False  # a damaged cached catalogue was found (and replaced, if path)
    set_aside: Path | None = None  # where the damaged one went


@dataclass(frozen=True)
class CatalogueTrouble:
    """A language's catalogue was damaged, or could not be shown: for the player."""

    code: str
    rebuilt: bool  # True: a damaged catalogue was built anew and is shown
    set_aside: Path | None = None  # the damaged file, kept beside the new one


def find_qm(code: str, cache_dir: Path | None = None) -> Path | None:
    """The compiled catalogue of ``code``: shipped, or compiled from its ``.ts``.

    None when there is neither (or the source cannot be compiled here); the
    game then shows English, which is always complete.
    """
    return locate_qm(code, cache_dir).path


def locate_qm(code: str, cache_dir: Path | None = None, *, rebuild: bool = False) -> FoundCatalogue:
    """As ``find_qm``, telling a damaged cache (rebuilt) apart; ``rebuild`` compiles anew."""
    cache = cache_dir or default_cache_dir()
    for root in data_roots("translations"):
        qm, ts = root / qm_name(code), root / ts_name(code)
        if qm.is_file():  # built by setup.py into a wheel (never committed)
            return FoundCatalogue(_as_path(qm))
        ts_path = _as_path(ts)
        if ts_path is not None and ts_path.is_file():
            try:
                cached = ensure_cached_qm(ts_path, cache, rebuild=rebuild)
            except (TranslationBuildError, OSError) as error:
                log.warning("no %s translation: %s", code, error)
                damaged = isinstance(error, TranslationBuildError) and error.damaged
                set_aside = error.set_aside if isinstance(error, TranslationBuildError) else None
                return FoundCatalogue(None, True, damaged, set_aside)
            if cached.damaged:
                log.warning("the %s translation cache was damaged and is rebuilt", code)
            return FoundCatalogue(cached.path, True, cached.damaged, cached.set_aside)
    return FoundCatalogue(None)


def read_catalogue(path: Path | None, english: bool) -> QTranslator | None:
    """A translator of the ``.qm`` at ``path`` if it loads and translates, else None.

    Qt accepts a file of only the catalogue's header, which translates
    nothing: a translated catalogue must know ``PROBE``, English its plurals.
    """
    if path is None:
        return None
    translator = QTranslator()
    if not translator.load(str(path)) or translator.isEmpty():
        return None
    if not english and not translator.translate(*PROBE):
        return None
    return translator


class Translations:
    """Owns the installed translators of one application."""

    def __init__(self, app: QCoreApplication, cache_dir: Path | None = None) -> None:
        self.app = app
        self.cache_dir = cache_dir
        self.current = SOURCE_LANGUAGE
        self._installed: list[QTranslator] = []
        # What the last switch found wrong with its catalogue (None: nothing), to tell the player.
        self.trouble: CatalogueTrouble | None = None

    def switch(self, code: str) -> str:
        """Show the interface in ``code`` ("" = the system's); the language now shown.

        An unknown code, or one whose catalogue cannot be found, gives English.
        A damaged cached catalogue is set aside and built again; either is noted
        in ``trouble``.
        """
        wanted = code or system_language()
        if wanted not in LANGUAGE_CODES:
            wanted = SOURCE_LANGUAGE
        self.trouble = None
        translators = self._load(wanted)
        if translators is None:
            wanted, translators = SOURCE_LANGUAGE, []
        # The locale first: widgets read it while handling LanguageChange.
        QLocale.setDefault(QLocale(wanted))
        for old in self._installed:
            self.app.removeTranslator(old)
        for new in translators:
            self.app.installTranslator(new)
        self._installed = translators
        self.current = wanted
        # Qt posts LanguageChange to every window; deliver it now, so the whole
        # interface is in the new language when switch() returns.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        return wanted

    def _load(self, code: str) -> list[QTranslator] | None:
        english = code == SOURCE_LANGUAGE
        found = locate_qm(code, self.cache_dir)
        game = read_catalogue(found.path, english)
        if game is None and found.path is not None and found.compiled:
            # Whole as lrelease wrote it, yet it does not load or translates
            # nothing: compile it afresh, once (the old file is renamed, never rewritten).
            log.warning("the %s catalogue %s does not translate: rebuilding", code, found.path)
            found = locate_qm(code, self.cache_dir, rebuild=True)
            game = read_catalogue(found.path, english)
        if game is not None:
            self.trouble = CatalogueTrouble(code, True, found.set_aside) if found.damaged else None
        elif not english or found.damaged:
            self.trouble = CatalogueTrouble(code, False, found.set_aside)
        if english:
            # English needs only its plural forms ("1 tile left"); without
            # them it still reads, as "tile(s) left".
            return [game] if game is not None else []
        if game is None:
            log.warning("the %s catalogue could not be loaded; showing English", code)
            return None
        loaded = [game]
        from PySide6.QtCore import QLibraryInfo  # its enums take ms to build: not for English

        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for catalogue in QT_CATALOGUES:
            qt = QTranslator(self.app)
            if qt.load(QLocale(code), catalogue, "_", qt_folder):
                loaded.append(qt)
        return loaded
