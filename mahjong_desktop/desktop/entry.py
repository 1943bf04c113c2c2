"""A user-level desktop integration: the menu entry, AppStream metainfo and icons.

``mahjong-desktop --install-desktop-entry`` copies the packaged desktop entry
and metainfo into the XDG data folders, points the entry at the installed GUI
launcher by absolute path (a pipx or venv ``bin`` folder is often not on the
menu's PATH), and renders the icon at every hicolor size from its SVG.
``--uninstall-desktop-entry`` removes exactly those files.
"""

from __future__ import annotations

import importlib.resources
import os
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Mapping
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from pathlib import Path

from mahjong_desktop.desktop.identity import APP_ID, GUI_LAUNCHER

DESKTOP_ENTRY_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
MAIN_GROUP = "[Desktop Entry]"
# Characters that oblige an Exec argument to be quoted (Desktop Entry spec, "The Exec key").
EXEC_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
EXEC_ESCAPED_IN_QUOTES = set('"`$\\')
XDG_PLATFORMS = ("linux", "freebsd", "openbsd", "netbsd", "dragonfly")
# The sizes of the hicolor icon theme that desktops look up for applications.
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


class DesktopEntryError(RuntimeError):
    """The desktop integration cannot be installed or removed; the message says why."""


@dataclass(frozen=True)
class FreedesktopFiles:
    """The desktop entry and metainfo as shipped (``packaging/linux/`` in the source)."""

    desktop_entry: str
    metainfo: str

    @classmethod
    def from_root(cls, root: Traversable | Path) -> FreedesktopFiles:
        return cls(
            desktop_entry=root.joinpath(DESKTOP_ENTRY_FILE).read_text(encoding="utf-8"),
            metainfo=root.joinpath(METAINFO_FILE).read_text(encoding="utf-8"),
        )

    @classmethod
    def installed(cls) -> FreedesktopFiles:
        """The copies installed inside the package (``mahjong_desktop.freedesktop``)."""
        try:
            root = importlib.resources.files("mahjong_desktop.freedesktop")
        except ModuleNotFoundError:
            raise DesktopEntryError(
                "this copy of the game has no desktop files (a source checkout?); "
                "install it with 'pipx install .' or 'pip install .' first"
            ) from None
        return cls.from_root(root)


@dataclass(frozen=True)
class XdgTargets:
    """Where each file goes under one XDG data folder (``~/.local/share`` by default)."""

    data_home: Path

    @property
    def desktop_entry(self) -> Path:
        return self.data_home / "applications" / DESKTOP_ENTRY_FILE

    @property
    def metainfo(self) -> Path:
        return self.data_home / "metainfo" / METAINFO_FILE

    @property
    def icon_theme(self) -> Path:
        return self.data_home / "icons" / "hicolor"

    @property
    def scalable_icon(self) -> Path:
        return self.icon_theme / "scalable" / "apps" / f"{APP_ID}.svg"

    def png_icon(self, size: int) -> Path:
        return self.icon_theme / f"{size}x{size}" / "apps" / f"{APP_ID}.png"

    def all_files(self) -> list[Path]:
        pngs = [self.png_icon(size) for size in HICOLOR_SIZES]
        return [self.desktop_entry, self.metainfo, self.scalable_icon, *pngs]


def xdg_data_home(environ: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or relative (as the spec says)."""
    value = (os.environ if environ is None else environ).get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def installed_gui_launcher() -> Path:
    """The absolute path of the installed ``mahjong-desktop-gui``.

    A PyInstaller bundle has it beside the running executable; an installed
    wheel has it in the interpreter's scripts folder (a venv's or pipx's
    ``bin``, or the user scheme's for ``pip install --user``).
    """
    if getattr(sys, "frozen", False):
        candidates = [Path(sys.executable).with_name(GUI_LAUNCHER)]
    else:
        schemes = [sysconfig.get_default_scheme(), sysconfig.get_preferred_scheme("user")]
        candidates = [
            Path(sysconfig.get_path("scripts", scheme)) / GUI_LAUNCHER for scheme in schemes
        ]
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    on_path = shutil.which(GUI_LAUNCHER)
    if on_path is not None:
        return Path(on_path).absolute()
    raise DesktopEntryError(
        f"the launcher {GUI_LAUNCHER} is not installed (looked in "
        f"{', '.join(str(c.parent) for c in candidates)} and on PATH); install the game "
        "with 'pipx install .' or 'pip install .' first"
    )


def exec_argument(argument: str) -> str:
    """One Exec argument quoted as the Desktop Entry spec asks (before string escaping)."""
    if "\n" in argument or "\r" in argument:
        raise DesktopEntryError(f"a launcher path cannot hold a line break: {argument!r}")
    argument = argument.replace("%", "%%")
    if not EXEC_RESERVED & set(argument):
        return argument
    escaped = "".join(f"\\{c}" if c in EXEC_ESCAPED_IN_QUOTES else c for c in argument)
    return f'"{escaped}"'


def escape_string_value(value: str) -> str:
    """A desktop entry string value: backslash, tab and line breaks escaped."""
    return value.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def entry_for_launcher(template: str, launcher: Path) -> str:
    """The desktop entry with its main group's Exec and TryExec pointing at ``launcher``.

    Arguments after the program in the template's Exec line are kept.
    """
    if MAIN_GROUP not in template.splitlines():
        raise DesktopEntryError(f"the packaged desktop entry has no {MAIN_GROUP} group")
    lines, group, replaced = [], "", False
    for line in template.splitlines():
        if line.startswith("["):
            group = line.strip()
        elif group == MAIN_GROUP and line.startswith("Exec="):
            _program, _, arguments = line.removeprefix("Exec=").partition(" ")
            program = escape_string_value(exec_argument(str(launcher)))
            line = f"Exec={program} {arguments}".rstrip()
            replaced = True
        elif group == MAIN_GROUP and line.startswith("TryExec="):
            line = f"TryExec={escape_string_value(str(launcher))}"
        lines.append(line)
    if not replaced:
        raise DesktopEntryError("the packaged desktop entry has no Exec line")
    return "\n".join(lines) + "\n"


def _write_atomically(path: Path, data: bytes) -> None:
    """Write through a temporary file so a failed install leaves no half-written file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)


def _check_platform(platform: str) -> None:
    if not platform.startswith(XDG_PLATFORMS):
        raise DesktopEntryError(
            "desktop entries are for Linux and BSD desktops; on Windows and macOS "
            "start the game from its bundle or with mahjong-desktop-gui"
        )


def install(
    data_home: Path,
    launcher: Path,
    files: FreedesktopFiles | None = None,
    platform: str = sys.platform,
) -> list[Path]:
    """Install the entry, metainfo and icons under ``data_home``; the paths written."""
    from mahjong_desktop.desktop.icons import IconRenderError, icon_svg, render_pngs

    _check_platform(platform)
    if not launcher.is_absolute():
        raise DesktopEntryError(f"the launcher path must be absolute, not {launcher}")
    files = FreedesktopFiles.installed() if files is None else files
    targets = XdgTargets(data_home)
    svg = icon_svg()
    # Everything is prepared before the first write, so an error writes nothing.
    contents = {
        targets.desktop_entry: entry_for_launcher(files.desktop_entry, launcher).encode(),
        targets.metainfo: files.metainfo.encode(),
        targets.scalable_icon: svg,
    }
    try:
        pngs = render_pngs(HICOLOR_SIZES, svg)
    except IconRenderError as error:
        raise DesktopEntryError(f"the icon could not be rendered: {error}") from error
    for size, png in pngs.items():
        contents[targets.png_icon(size)] = png
    for path, data in contents.items():
        _write_atomically(path, data)
    _refresh_menu_caches(targets)
    return list(contents)


def uninstall(data_home: Path, platform: str = sys.platform) -> list[Path]:
    """Remove the files ``install`` writes under ``data_home``; the paths removed."""
    _check_platform(platform)
    targets = XdgTargets(data_home)
    removed = []
    for path in targets.all_files():
        if path.is_file():
            path.unlink()
            removed.append(path)
    if removed:
        _refresh_menu_caches(targets)
    return removed


def _refresh_menu_caches(targets: XdgTargets) -> None:
    """Tell menus and icon caches that files changed (best effort: desktops watch the folders)."""
    if targets.icon_theme.is_dir():
        os.utime(targets.icon_theme)  # icon theme caches compare this folder's mtime
    tool = shutil.which("update-desktop-database")
    if tool is not None and targets.desktop_entry.parent.is_dir():
        subprocess.run(
            [tool, "-q", str(targets.desktop_entry.parent)],
            check=False,
            capture_output=True,
            timeout=60,
        )
