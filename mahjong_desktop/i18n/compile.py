"""Compiling the Qt Linguist sources (``translations/*.ts``) to ``.qm`` files.

Qt-free and stdlib-only, so ``setup.py`` can load it by path at build time
(no package import, no PySide6 import needed) and the app can use it at run
time in a source checkout, where no ``.qm`` was built: it compiles into the
user cache folder, keyed by the source's content, so it is never stale.

Finding a compiled catalogue is on the window's start-up path, compiling one
is not: ``subprocess`` (about 10 ms to import) is imported only to compile, and
the cache's key is a CRC-32 (``zlib``), not a hash that needs OpenSSL loaded.
"""

from __future__ import annotations

import os
import shutil
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path

TS_PREFIX = "mahjong_desktop_"  # translations/mahjong_desktop_<code>.ts
LRELEASE_ENV = "MAHJONG_DESKTOP_LRELEASE"  # an explicit lrelease to use


class TranslationBuildError(RuntimeError):
    """lrelease is missing or refused a source file (``damaged``: after a damaged
    cached catalogue was found, and set aside to ``set_aside`` if it could be)."""

    def __init__(self, text: str, *, damaged: bool = False, set_aside: Path | None = None):
        super().__init__(text)
        self.damaged, self.set_aside = damaged, set_aside


def ts_name(code: str) -> str:
    return f"{TS_PREFIX}{code}.ts"


def qm_name(code: str) -> str:
    return f"{TS_PREFIX}{code}.qm"


def find_lrelease() -> list[str] | None:
    """The command that runs Qt's lrelease, or None when none is installed.

    Looked for in order: the ``MAHJONG_DESKTOP_LRELEASE`` variable, the binary
    shipped inside PySide6, then ``pyside6-lrelease``/``lrelease`` on PATH.
    """
    explicit = os.environ.get(LRELEASE_ENV)
    if explicit:
        return [explicit]
    return _find_qt_tool("lrelease")


def find_lupdate() -> list[str] | None:
    """The command that runs Qt's lupdate (as ``find_lrelease`` looks)."""
    return _find_qt_tool("lupdate")


def _find_qt_tool(tool: str) -> list[str] | None:
    try:
        import importlib.util

        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.origin:
        for name in (tool, f"{tool}.exe"):
            shipped = Path(spec.origin).parent / name
            if shipped.is_file() and os.access(shipped, os.X_OK):
                return [str(shipped)]
    beside_python = Path(sys.executable).parent / f"pyside6-{tool}"
    if beside_python.is_file():
        return [str(beside_python)]
    for name in (f"pyside6-{tool}", f"{tool}-qt6", tool):
        found = shutil.which(name)
        if found:
            return [found]
    return None


def compile_ts(source: Path, target: Path, lrelease: list[str] | None = None) -> Path:
    """Compile one ``.ts`` to ``target`` (written atomically); the target path."""
    command = lrelease or find_lrelease()
    if command is None:
        raise TranslationBuildError(
            "Qt's lrelease was not found: install PySide6-Essentials "
            f"or point {LRELEASE_ENV} at an lrelease binary"
        )
    import subprocess

    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.{os.getpid()}.part")
    result = subprocess.run(
        [*command, "-silent", "-nounfinished", str(source), "-qm", str(partial)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if result.returncode != 0 or not partial.is_file():
        partial.unlink(missing_ok=True)
        raise TranslationBuildError(f"lrelease failed on {source.name}: {result.stderr.strip()}")
    os.replace(partial, target)
    return target


def compile_all(source_dir: Path, target_dir: Path) -> list[Path]:
    """Compile every ``mahjong_desktop_*.ts`` of ``source_dir`` into ``target_dir``."""
    lrelease = find_lrelease()
    built = []
    for source in sorted(source_dir.glob(f"{TS_PREFIX}*.ts")):
        built.append(compile_ts(source, target_dir / f"{source.stem}.qm", lrelease))
    return built


@dataclass(frozen=True)
class CachedCatalogue:
    """A catalogue in the cache, and what had to be done to have it."""

    path: Path
    damaged: bool = False  # the cached file was damaged (not whole, not a file) and rebuilt
    set_aside: Path | None = None  # where the damaged one was moved, if it could be


def cached_qm(source: Path, cache_dir: Path) -> Path:
    """A ``.qm`` of ``source`` in ``cache_dir``, compiled now unless already there, whole."""
    return ensure_cached_qm(source, cache_dir).path


def ensure_cached_qm(source: Path, cache_dir: Path, *, rebuild: bool = False) -> CachedCatalogue:
    """The cached ``.qm`` of ``source``, compiled now if missing, damaged or ``rebuild``.

    Its name carries the source's length and CRC-32: an edited source gets a
    new name, so a stale catalogue is never used. A ``.crc`` file beside it
    holds the CRC-32 of the ``.qm`` lrelease wrote: a catalogue cut short,
    emptied, overwritten or flipped no longer matches and is rebuilt, and the
    damaged one (or a directory in its place) is renamed aside first. Nothing
    is ever written into an existing ``.qm``: a translator may have it mapped
    in memory, and a file changed under a mapping crashes the process.
    """
    text = source.read_bytes()
    target = cache_dir / f"{source.stem}-{len(text)}-{zlib.crc32(text):08x}.qm"
    state = _cache_state(target)
    if state == "sound" and not rebuild:
        return CachedCatalogue(target)
    damaged = rebuild or state == "damaged"
    set_aside = _set_aside(target) if damaged and os.path.lexists(target) else None
    try:
        compile_ts(source, target)
        _write_checksum(target)
    except (TranslationBuildError, OSError) as error:
        raise TranslationBuildError(str(error), damaged=damaged, set_aside=set_aside) from error
    return CachedCatalogue(target, damaged, set_aside)


def checksum_path(qm: Path) -> Path:
    return qm.with_name(f"{qm.name}.crc")


def _crc_of(path: Path) -> str:
    return f"{zlib.crc32(path.read_bytes()):08x}"


def _cache_state(target: Path) -> str:
    """ "missing" (never built, or an older cache without its checksum: built
    again quietly), "sound" (as lrelease wrote it), or "damaged"."""
    if not os.path.lexists(target):
        return "missing"
    if not target.is_file():
        return "damaged"  # a directory, a FIFO, a link to nowhere
    try:
        noted = checksum_path(target).read_text(encoding="ascii").strip()
    except FileNotFoundError:
        return "missing"
    except (OSError, ValueError):  # unreadable, not a file, not ASCII
        return "damaged"
    try:
        return "sound" if _crc_of(target) == noted else "damaged"
    except OSError:
        return "damaged"


def _set_aside(path: Path) -> Path | None:
    """Rename a damaged ``path`` to ``NAME.bad-N`` beside it; None if it cannot move."""
    for counter in range(1, 1000):
        backup = path.with_name(f"{path.name}.bad-{counter}")
        if not os.path.lexists(backup):
            try:
                os.replace(path, backup)
            except OSError:
                return None
            return backup
    return None


def _write_checksum(target: Path) -> None:
    note = checksum_path(target)
    if os.path.lexists(note) and not note.is_file():
        _set_aside(note)  # a directory in its place
    partial = note.with_name(f".{note.name}.{os.getpid()}.part")
    partial.write_text(_crc_of(target) + "\n", encoding="ascii")
    os.replace(partial, note)
