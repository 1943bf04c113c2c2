"""The names the operating system knows the game by.

One reverse-DNS app id names the desktop entry, the AppStream metainfo, the
icon, the Flatpak and the bundles alike; desktops match them by that id.
"""

from __future__ import annotations

APP_ID = "io.github.mahjong_desktop.MahjongDesktop"
APP_NAME = "Mahjong Desktop"  # the name shown: window, menus, bundles; the same in every language
# The folder name of the user's data, preferences, logs and caches: it never
# changes, so nobody's saves move (``variants.mahjong.shanten.store`` keeps a
# copy, as the wheel build imports it bare; a test checks the two are equal).
FOLDER_NAME = "mahjong-desktop"
# The console launcher prints (calc, simulate, --version); the GUI launcher has
# no console window on Windows and is what menus, desktop entries and bundles start.
CONSOLE_LAUNCHER = "mahjong-desktop"
GUI_LAUNCHER = "mahjong-desktop-gui"
