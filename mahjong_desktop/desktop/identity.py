"""The names the operating system knows the game by.

One reverse-DNS app id names the desktop entry, the AppStream metainfo, the
icon, the Flatpak and the bundles alike; desktops match them by that id.
"""

from __future__ import annotations

APP_ID = "io.github.mahjong_desktop.MahjongDesktop"
APP_NAME = "Mahjong Desktop"
# The console launcher prints (calc, simulate, --version); the GUI launcher has
# no console window on Windows and is what menus, desktop entries and bundles start.
CONSOLE_LAUNCHER = "mahjong-desktop"
GUI_LAUNCHER = "mahjong-desktop-gui"
