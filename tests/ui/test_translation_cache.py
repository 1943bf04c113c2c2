"""A damaged translation cache is set aside and built again, and the player is told:
never English in silence on every later start. Nothing is written into a .qm
that may be mapped in memory: every damage here, too, replaces the file whole."""

from __future__ import annotations

import os
import random
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from mahjong_desktop.i18n.compile import checksum_path
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.preferences import Preferences, PreferencesStore
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.ui.startup.first_look import FirstLook

SPANISH_QUIT = "&Salir"
Damage = Callable[[Path, bytes, random.Random], None]


def _replace(path: Path, data: bytes) -> None:
    """Put ``data`` at ``path`` as a new file (the old one may be mapped by a translator)."""
    partial = path.with_name(path.name + ".new")
    partial.write_bytes(data)
    os.replace(partial, path)


def garbage(path: Path, data: bytes, rng: random.Random) -> None:
    _replace(path, rng.randbytes(rng.randint(1, 4096)))


def cut_short(path: Path, data: bytes, rng: random.Random) -> None:
    _replace(path, data[: rng.randrange(len(data))])


def emptied(path: Path, data: bytes, rng: random.Random) -> None:
    _replace(path, b"")


def flipped(path: Path, data: bytes, rng: random.Random) -> None:
    changed = bytearray(data)
    for _ in range(rng.randint(1, 16)):
        changed[rng.randrange(len(changed))] ^= 1 << rng.randrange(8)
    _replace(path, bytes(changed))


def a_directory(path: Path, data: bytes, rng: random.Random) -> None:
    path.unlink()
    (path / "inside").mkdir(parents=True)


def header_only(path: Path, data: bytes, rng: random.Random) -> None:
    """Only the 16-byte magic, with a checksum that matches: Qt loads it, it translates nothing."""
    _replace(path, data[:16])
    _replace(checksum_path(path), f"{zlib.crc32(data[:16]):08x}\n".encode())


DAMAGES: dict[str, Damage] = {
    "garbage": garbage,
    "cut short": cut_short,
    "empty": emptied,
    "flipped": flipped,
    "a directory": a_directory,
    "header only": header_only,
}


STARTS: list[Translations] = []  # the translators a test installed, English again after it


@pytest.fixture
def cache(tmp_path: Path, qapp: object) -> Iterator[Path]:
    yield tmp_path / "cache"
    while STARTS:
        STARTS.pop().switch("en")  # never leave another test a foreign interface


def a_start(cache: Path) -> Translations:
    """The translators as one start of the app installs them, Spanish chosen."""
    app = QCoreApplication.instance()
    assert app is not None
    translations = Translations(app, cache)
    STARTS.append(translations)
    translations.switch("es")
    return translations


def cached_catalogue(cache: Path) -> Path:
    (found,) = cache.glob("mahjong_desktop_es-*.qm")
    return found


def test_spanish_survives_a_damaged_cache_and_the_player_is_told(cache: Path) -> None:
    first = a_start(cache)
    assert first.current == "es"
    qm = cached_catalogue(cache)
    good = qm.read_bytes()
    first.switch("en")
    for name, damage in DAMAGES.items():
        damage(qm, good, random.Random(name))
        later = a_start(cache)
        assert later.current == "es", name
        assert QCoreApplication.translate("MainWindow", "&Quit") == SPANISH_QUIT, name
        assert qm.is_file() and qm.read_bytes() == good, name
        assert later.trouble is not None and later.trouble.rebuilt, name
        kept = later.trouble.set_aside
        assert kept is not None and kept.exists() and kept.parent == cache, name
        assert a_start(cache).trouble is None, name  # the start after: nothing to tell
        later.switch("en")


def test_an_unbuildable_cache_shows_english_and_says_so(cache: Path) -> None:
    cache.parent.mkdir(parents=True, exist_ok=True)
    cache.write_text("a file where the cache folder goes", encoding="utf-8")
    shown = a_start(cache)
    assert shown.current == "en"
    assert getattr(shown, "trouble", None) is not None, "the player is told"
    assert shown.trouble is not None and not shown.trouble.rebuilt


def test_the_fuzzed_cache_never_raises_and_always_translates(cache: Path) -> None:
    """Fixed-seed random damage, start after start: Spanish every time, from a
    catalogue whose bytes are exactly those lrelease writes."""
    rng = random.Random(25)
    a_start(cache).switch("en")
    qm = cached_catalogue(cache)
    good = qm.read_bytes()
    names = sorted(DAMAGES)
    for round_ in range(40):
        name = rng.choice(names)
        DAMAGES[name](qm, good, rng)
        shown = a_start(cache)
        assert shown.current == "es", (round_, name)
        assert QCoreApplication.translate("MainWindow", "&Quit") == SPANISH_QUIT
        assert qm.read_bytes() == good, (round_, name)
        assert shown.trouble is not None and shown.trouble.rebuilt, (round_, name)
        shown.switch("en")


def test_the_window_tells_of_a_rebuilt_translation(
    qtbot: QtBot, tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAHJONG_DESKTOP_CACHE_DIR", str(cache.parent))
    store = PreferencesStore(tmp_path / "config")
    store.save(Preferences(language="es"))
    translations_cache = cache.parent / "translations"  # default_cache_dir under the override
    a_start(translations_cache).switch("en")
    (qm,) = translations_cache.glob("mahjong_desktop_es-*.qm")
    emptied(qm, b"", random.Random(0))
    look = FirstLook(store)
    STARTS.append(look.translations)
    window = MainWindow(table_later=True)
    qtbot.addWidget(window)
    look.dress(window)
    window.show()
    look.attach()
    (notice,) = window.notices.texts()
    source = "The {language} translation file was damaged; it was built again."
    spanish = QCoreApplication.translate("FileProblem", source)
    assert spanish != source  # told in Spanish, as the window is
    assert notice.startswith(spanish.format(language="Español")) and ".bad-" in notice
