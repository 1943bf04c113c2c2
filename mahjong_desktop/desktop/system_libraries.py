"""The system libraries Qt's window needs on Linux, checked before Qt can abort.

Without one of them Qt aborts the process while it loads its platform plugin,
with a message that names ``libxcb-cursor0`` whatever is really missing. So
before the first ``QApplication`` the window's start asks the dynamic loader
(``dlopen``, as Qt will) for each library, and when some are missing it names
them with the Debian command that installs them instead. Every platform needs
the ``CORE`` set (EGL, GL, xkbcommon, fontconfig, D-Bus); a real X11 window
(Qt's ``xcb`` platform) also the ``XCB`` set its plugin links. Qt-free.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Library:
    soname: str  # what the loader is asked for
    package: str  # the Debian (and Ubuntu) package that holds it


CORE = (
    Library("libEGL.so.1", "libegl1"),
    Library("libGL.so.1", "libgl1"),
    Library("libxkbcommon.so.0", "libxkbcommon0"),
    Library("libfontconfig.so.1", "libfontconfig1"),
    Library("libdbus-1.so.3", "libdbus-1-3"),
)
# What PySide6's libqxcb.so links besides Qt itself (``ldd`` of the plugin).
XCB = (
    Library("libxcb-cursor.so.0", "libxcb-cursor0"),
    Library("libxcb-icccm.so.4", "libxcb-icccm4"),
    Library("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    Library("libxcb-image.so.0", "libxcb-image0"),
    Library("libxcb-render-util.so.0", "libxcb-render-util0"),
    Library("libxcb-randr.so.0", "libxcb-randr0"),
    Library("libxcb-shape.so.0", "libxcb-shape0"),
    Library("libxcb-xkb.so.1", "libxcb-xkb1"),
    Library("libxcb-util.so.1", "libxcb-util1"),
    Library("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    Library("libX11-xcb.so.1", "libx11-xcb1"),
    Library("libxcb.so.1", "libxcb1"),
)

Loader = Callable[[str], bool]  # soname -> it loads


def loads(soname: str) -> bool:
    """Whether the dynamic loader finds and loads ``soname`` (or a bundle carries it)."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return any((folder / soname).is_file() for folder in _bundled_folders())
    return True


def _bundled_folders() -> list[Path]:
    """Where a frozen bundle or the PySide6 wheel keep libraries of their own."""
    folders = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        folders.append(Path(bundle))
    try:
        import importlib.util

        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.origin:
        folders.append(Path(spec.origin).parent / "Qt" / "lib")
    return folders


def qt_platform(environ: Mapping[str, str]) -> str:
    """The platform plugin Qt will load on Linux: the one asked for, else wayland in a
    Wayland session, else xcb."""
    asked = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if asked:
        return asked
    if environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE") == "wayland":
        return "wayland"
    return "xcb"


def needed(platform: str) -> tuple[Library, ...]:
    return CORE + XCB if platform == "xcb" else CORE


def missing_libraries(
    environ: Mapping[str, str] | None = None,
    system: str = sys.platform,
    loader: Loader = loads,
) -> list[Library]:
    """The libraries Qt's window will need here and the loader cannot load (Linux only)."""
    if not system.startswith("linux"):
        return []
    platform = qt_platform(os.environ if environ is None else environ)
    return [library for library in needed(platform) if not loader(library.soname)]


def install_command(libraries: Iterable[Library]) -> str:
    packages = sorted({library.package for library in libraries})
    return "sudo apt-get install " + " ".join(packages)


def missing_message(libraries: list[Library]) -> str:
    """What the player reads in the terminal (English: Qt, and so its translations,
    cannot start)."""
    names = ", ".join(library.soname for library in libraries)
    return (
        f"mahjong-desktop: the game window cannot start: the system lacks {names}.\n"
        f"On Debian or Ubuntu, install them with:\n  {install_command(libraries)}\n"
        "(other systems: the same libraries from their packages)"
    )
