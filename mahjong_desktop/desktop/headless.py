"""Qt work that draws no window (the contact sheet, benchmarks) on a machine with no screen.

On Linux and the BSDs Qt picks the xcb (X11) or wayland platform by default
and aborts when neither display exists, with a message about missing xcb
libraries that sends people the wrong way. Commands that only render
offscreen ask for Qt's ``offscreen`` platform themselves in that case; a
platform the user chose (``QT_QPA_PLATFORM``) always wins. macOS and Windows
have a native platform that needs no display variable.
"""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping

PLATFORM_VARIABLE = "QT_QPA_PLATFORM"
DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY")
NATIVE_PLATFORMS = ("darwin", "win32", "cygwin")


def has_no_display(environ: MutableMapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt's default platform would find no screen to open."""
    if platform.startswith(NATIVE_PLATFORMS):
        return False
    return not any(environ.get(name) for name in DISPLAY_VARIABLES)


def use_offscreen_without_display(
    environ: MutableMapping[str, str] | None = None, platform: str = sys.platform
) -> bool:
    """Choose the offscreen platform when none is set and no display exists; True if it did.

    Call before the first ``QGuiApplication`` is made: Qt reads the variable then.
    """
    env = os.environ if environ is None else environ
    if env.get(PLATFORM_VARIABLE) or not has_no_display(env, platform):
        return False
    env[PLATFORM_VARIABLE] = "offscreen"
    return True
