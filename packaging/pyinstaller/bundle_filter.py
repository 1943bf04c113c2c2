"""Which files the bundle keeps: the game is a Qt Widgets window drawing SVG.

PyInstaller's Qt hooks collect every plugin of QtGui (eglfs, the virtual
keyboard, the PDF image format, the GTK theme...), and those plugins drag in
QtQuick, QtQml, QtPdf, the Wayland compositor and GTK's libraries: most of a
naive bundle's size. The spec passes its collected files through
``keep_used``, which drops the Qt libraries, plugins and translations the game
never loads, then through ``drop_unlinked``, which drops the shared libraries
that only a dropped file linked. ``build.py`` then checks that every library
left in the bundle still finds its dependencies, so a needed file cannot be
dropped unnoticed.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

Entry = tuple[str, str, str]  # a PyInstaller TOC entry: (destination, source, kind)

# Python modules the game never imports; excluding them stops hooks pulling them in.
EXCLUDED_MODULES = [
    "tkinter",
    # No network: without the OpenSSL modules the bundle sheds libcrypto, and
    # hashlib falls back to the built-in _sha256 the seeds use.
    "ssl",
    "_ssl",
    "_hashlib",
    *(
        f"PySide6.{name}"
        for name in [
            *("QtNetwork", "QtQml", "QtQuick", "QtQuickWidgets", "QtQuickControls2"),
            *("QtOpenGL", "QtOpenGLWidgets", "QtDBus", "QtSql", "QtTest", "QtXml"),
            *("QtConcurrent", "QtPrintSupport", "QtDesigner", "QtHelp", "QtUiTools"),
            *("QtPdf", "QtPdfWidgets", "QtMultimedia", "QtMultimediaWidgets"),
            *("QtWebEngineCore", "QtCharts", "QtStateMachine", "QtRemoteObjects"),
            *("QtSerialPort", "QtBluetooth", "QtPositioning"),
        ]
    ),
]

# Qt shared libraries the Widgets-and-SVG game and its kept plugins link against.
KEPT_QT_LIBRARIES = {
    "Core",
    "Gui",
    "Widgets",
    "Svg",
    "SvgWidgets",
    "DBus",  # QtGui links it (desktop portals, accessibility)
    "OpenGL",  # the Wayland EGL client integration links it
    "XcbQpa",  # the X11 platform plugin
    "WaylandClient",  # the Wayland platform plugin
    "WaylandEglClientHwIntegration",
}

# Per plugin folder, the plugins kept (a name containing one of the words); a
# folder not listed is dropped whole.
KEPT_PLUGINS = {
    "platforms": ("xcb", "wayland", "offscreen", "windows", "cocoa"),
    # Not gtk3: it would need GTK's own libraries bundled beside the system's GTK.
    "platformthemes": ("xdgdesktopportal",),
    "platforminputcontexts": ("compose", "ibus"),  # not the QML virtual keyboard
    "imageformats": ("svg",),
    "iconengines": ("svg",),
    "styles": ("",),
    "xcbglintegrations": ("",),
    "wayland-decoration-client": ("",),
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-graphics-integration-client": ("wayland-egl",),
}

# Libraries every Linux desktop provides, which must match the running system
# (the X server, fontconfig's configuration, the D-Bus daemon): taken from the
# system as AppImage's exclude list does, not bundled. The xcb-util family that
# Qt's X11 plugin needs (xcb-cursor, xcb-image...) is often missing and stays.
LINUX_SYSTEM_LIBRARIES = re.compile(
    r"^lib(?:X11|X11-xcb|Xau|Xdmcp|xcb|xcb-(?:glx|randr|render|shape|shm|sync|xfixes|xkb)"
    r"|xkbcommon|xkbcommon-x11|fontconfig|freetype|dbus-1|systemd|glib-2\.0|gthread-2\.0"
    r"|gobject-2\.0|gio-2\.0|z|expat|stdc\+\+|gcc_s)\.so"
)

# Qt's own translations for the widgets (dialog buttons and the like), kept for
# the languages the game itself is translated into.
QT_TRANSLATION = re.compile(r"qtbase_(?P<language>[a-z]{2,3})(?:_[A-Z]{2})?\.qm$")
GAME_TRANSLATION = re.compile(r"(?:^|_)(?P<language>[a-z]{2,3})(?:_[A-Z]{2})?$")

QT_LIBRARY = re.compile(
    r"(?:^|/)(?:lib)?Qt6?([A-Za-z0-9]+?)(?:\.so[.\d]*|\.dll|\.dylib|\.framework)?$"
)
PLUGIN_PATH = re.compile(r"/plugins/(?P<folder>[^/]+)/(?P<name>[^/]+)$")


def _normalised(destination: str) -> str:
    return "/" + destination.replace("\\", "/")


def game_languages(translations: Path) -> frozenset[str]:
    """The languages (``es``, ``zh``...) of the game's compiled translations in a folder."""
    found = (GAME_TRANSLATION.search(path.stem) for path in translations.glob("*.qm"))
    return frozenset(match["language"] for match in found if match is not None)


def is_used(
    destination: str, languages: frozenset[str] = frozenset(), platform: str = sys.platform
) -> bool:
    """Whether the bundle keeps the file that lands at ``destination`` (bundle-relative)."""
    path = _normalised(destination)
    name = path.rsplit("/", 1)[1]
    if platform.startswith("linux") and LINUX_SYSTEM_LIBRARIES.match(name):
        return False
    if "/PySide6/" not in path:
        return True
    if path.endswith("/opengl32sw.dll"):  # software OpenGL for Qt Quick; widgets paint in software
        return False
    plugin = PLUGIN_PATH.search(path)
    if plugin is not None:
        words = KEPT_PLUGINS.get(plugin["folder"])
        return words is not None and any(word in plugin["name"] for word in words)
    if "/translations/" in path:
        translation = QT_TRANSLATION.search(path)
        return translation is not None and translation["language"] in languages
    framework = re.search(r"/Qt([A-Za-z0-9]+)\.framework/", path)  # macOS frameworks
    if framework is not None:
        return framework[1] in KEPT_QT_LIBRARIES
    if "/qml/" in path or path.endswith((".qmltypes", "qmldir")):
        return False
    library = QT_LIBRARY.search(path)
    if library is not None and re.search(r"(?:^|/)(?:lib)?Qt6", path):
        return library[1] in KEPT_QT_LIBRARIES
    return True


def keep_used(entries: Iterable[Entry], languages: frozenset[str] = frozenset()) -> list[Entry]:
    """The (destination, source, kind) entries of a PyInstaller TOC the game uses."""
    return [entry for entry in entries if is_used(entry[0], languages)]


def _is_root(entry: Entry) -> bool:
    """Files the interpreter or Qt loads at run time, rather than through a link table."""
    destination, _source, kind = entry
    name = os.path.basename(destination)
    plugin = PLUGIN_PATH.search(_normalised(destination))
    return kind == "EXTENSION" or plugin is not None or name.startswith(("libpython", "python3"))


def _linked_names(path: str) -> set[str]:
    """The file names of the libraries a binary links directly (not transitively)."""
    if sys.platform.startswith("linux"):
        # ldd, which PyInstaller uses here, lists the whole closure: read the
        # binary's own NEEDED entries so a library linked only through a
        # system library is not kept.
        result = subprocess.run(
            ["readelf", "-d", path], capture_output=True, text=True, check=False
        )
        return {name.lower() for name in re.findall(r"\(NEEDED\).*\[(.+?)\]", result.stdout)}
    from PyInstaller.depend.bindepend import get_imports

    return {os.path.basename(name).lower() for name, _resolved in get_imports(path)}


def drop_unlinked(binaries: Iterable[Entry]) -> list[Entry]:
    """The binaries without the shared libraries that no kept module, plugin or library links.

    Reached from the Python extension modules, the Qt plugins and the Python
    library (symbolic links are left to ``select``).
    """
    entries = list(binaries)
    by_name: dict[str, list[Entry]] = {}
    for entry in entries:
        if entry[2] != "SYMLINK":
            by_name.setdefault(os.path.basename(entry[0]).lower(), []).append(entry)
    needed: set[Entry] = set()
    queue = [entry for entry in entries if _is_root(entry)]
    while queue:
        entry = queue.pop()
        if entry not in needed:
            needed.add(entry)
            for name in _linked_names(entry[1]):
                queue += by_name.get(name, [])
    return [entry for entry in entries if entry in needed or entry[2] not in ("BINARY", "SYMLINK")]


def _symlink_target(entry: Entry) -> str:
    destination, target, _kind = entry
    return os.path.normpath(os.path.join(os.path.dirname(destination), target))


def select(
    binaries: Iterable[Entry], datas: Iterable[Entry], languages: frozenset[str]
) -> tuple[list[Entry], list[Entry]]:
    """The binaries and data files the bundle keeps, with no symbolic link left dangling."""
    kept_binaries = drop_unlinked(keep_used(binaries, languages))
    kept_datas = keep_used(datas, languages)
    files = {entry[0] for entry in [*kept_binaries, *kept_datas] if entry[2] != "SYMLINK"}

    def resolves(entry: Entry) -> bool:
        return entry[2] != "SYMLINK" or _symlink_target(entry) in files

    return [e for e in kept_binaries if resolves(e)], [e for e in kept_datas if resolves(e)]
