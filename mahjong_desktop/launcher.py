"""The windowed launcher ``mahjong-desktop-gui``: what menus and bundles start.

It runs the same entry point as ``mahjong-desktop`` with the same arguments,
so the console and windowed launchers can never disagree about what the game
does; the two differ only in whether Windows gives them a console.
"""

from __future__ import annotations

from mahjong_desktop.cli.main import main


def run_gui() -> int:
    """Start the game as the windowed launcher does (exit status as an int)."""
    return main()
