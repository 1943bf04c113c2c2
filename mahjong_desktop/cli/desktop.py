"""``--install-desktop-entry`` and ``--uninstall-desktop-entry``: the menu entry for this user."""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="add the game to this user's application menu (XDG folders) and exit",
    )
    group.add_argument(
        "--uninstall-desktop-entry",
        action="store_true",
        help="remove what --install-desktop-entry added and exit",
    )


def wanted(args: argparse.Namespace) -> bool:
    return bool(args.install_desktop_entry or args.uninstall_desktop_entry)


def run(args: argparse.Namespace) -> int:
    """Install or remove the entry; 1 with one line on stderr when that cannot be done."""
    from mahjong_desktop.desktop import (
        entry as desktop_entry,  # not needed to parse the command line
    )

    data_home = desktop_entry.xdg_data_home()
    try:
        if args.install_desktop_entry:
            launcher = desktop_entry.installed_gui_launcher()
            written = desktop_entry.install(data_home, launcher)
            print(f"Installed the desktop entry for {launcher}:")
            for path in written:
                print(f"  {path}")
        else:
            removed = desktop_entry.uninstall(data_home)
            if not removed:
                print(f"No desktop entry of this game was installed under {data_home}.")
            for path in removed:
                print(f"Removed {path}")
    except (desktop_entry.DesktopEntryError, OSError) as error:
        print(f"mahjong-desktop: error: {error}", file=sys.stderr)
        return 1
    return 0
