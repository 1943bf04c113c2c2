"""A window that cannot start for missing system libraries names them and the command
that installs them; the README and the CI script list every one of them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_desktop.desktop.system_libraries import (
    CORE,
    XCB,
    install_command,
    missing_libraries,
    missing_message,
    qt_platform,
)

ROOT = Path(__file__).resolve().parent.parent
X11 = {"DISPLAY": ":0"}


def test_a_missing_library_is_named_with_its_debian_package() -> None:
    absent = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}
    missing = missing_libraries(X11, "linux", loader=lambda name: name not in absent)
    assert [lib.soname for lib in missing] == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    text = missing_message(missing)
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in text
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in text
    assert "cursor" not in text  # not Qt's guess


def test_every_library_checked_is_asked_of_the_loader() -> None:
    asked: list[str] = []
    assert missing_libraries(X11, "linux", loader=lambda n: asked.append(n) is None) == []
    assert asked == [lib.soname for lib in CORE + XCB]
    for soname in ("libEGL.so.1", "libGL.so.1", "libxkbcommon.so.0", "libfontconfig.so.1"):
        assert soname in asked
    assert {"libdbus-1.so.3", "libxcb-cursor.so.0", "libxcb-icccm.so.4"} <= set(asked)
    assert "libxcb-keysyms.so.1" in asked


def test_only_an_x11_window_needs_the_xcb_libraries() -> None:
    nothing = lambda _name: False  # noqa: E731
    offscreen = missing_libraries({"QT_QPA_PLATFORM": "offscreen"}, "linux", loader=nothing)
    assert offscreen == list(CORE)
    wayland = {"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}
    assert qt_platform(wayland) == "wayland" and qt_platform(X11) == "xcb"
    assert qt_platform({"QT_QPA_PLATFORM": "xcb;wayland"}) == "xcb"
    assert missing_libraries(X11, "win32", loader=nothing) == []
    assert missing_libraries(X11, "darwin", loader=nothing) == []


def test_the_command_installs_each_package_once() -> None:
    assert install_command(CORE[:1] * 2) == "sudo apt-get install libegl1"


def test_the_readme_and_the_ci_script_list_every_library() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for library in CORE + XCB:
        assert library.package in readme, library.package
        assert f" {library.package}" in ci or f"\n  {library.package}" in ci, library.package


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux loader")
def test_a_hidden_library_stops_the_window_with_its_name(tmp_path: Path) -> None:
    """For real: an empty file of the library's name comes first on the loader's path,
    so ``dlopen`` (Qt's and ours) fails on it as on a machine that lacks it."""
    for name in ("libxcb-icccm.so.4", "libxcb-keysyms.so.1"):
        (tmp_path / name).write_bytes(b"")
    env = {
        **os.environ,
        "LD_LIBRARY_PATH": str(tmp_path),
        "QT_QPA_PLATFORM": "xcb",
        "DISPLAY": ":97",  # never reached: the check comes first
        "MAHJONG_DESKTOP_DATA_DIR": str(tmp_path / "data"),
        "MAHJONG_DESKTOP_CONFIG_DIR": str(tmp_path / "config"),
    }
    result = subprocess.run(
        [sys.executable, "-m", "mahjong_desktop"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
    )
    assert result.returncode == 1
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in result.stderr
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in result.stderr
    assert "Could not load the Qt platform plugin" not in result.stderr
