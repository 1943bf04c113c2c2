"""Commands that draw no window work on a machine with no display, unasked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_desktop.desktop.headless import has_no_display, use_offscreen_without_display

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("environ", "platform", "chosen"),
    [
        ({}, "linux", "offscreen"),
        ({"DISPLAY": ""}, "linux", "offscreen"),
        ({}, "freebsd14", "offscreen"),
        ({"DISPLAY": ":0"}, "linux", None),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", None),
        ({"QT_QPA_PLATFORM": "xcb"}, "linux", "xcb"),  # the user's choice wins
        ({}, "darwin", None),  # native platforms need no display variable
        ({}, "win32", None),
    ],
)
def test_offscreen_only_when_no_display_and_no_choice(
    environ: dict[str, str], platform: str, chosen: str | None
) -> None:
    env = dict(environ)
    changed = use_offscreen_without_display(env, platform)
    assert env.get("QT_QPA_PLATFORM") == chosen
    assert changed == (chosen == "offscreen" and "QT_QPA_PLATFORM" not in environ)


def test_has_no_display() -> None:
    assert has_no_display({}, "linux")
    assert not has_no_display({"DISPLAY": ":99"}, "linux")
    assert not has_no_display({}, "darwin")


def _no_display_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland platforms only")
def test_contact_sheet_without_a_display_or_platform_variable(tmp_path: Path) -> None:
    out = tmp_path / "sheet.png"
    result = subprocess.run(
        [sys.executable, "-m", "mahjong_desktop", "--contact-sheet", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        env=_no_display_env(),
    )
    assert result.returncode == 0, result.stderr
    assert out.read_bytes().startswith(b"\x89PNG")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland platforms only")
def test_render_benchmark_without_a_display_or_platform_variable() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "render.py")],
        capture_output=True,
        text=True,
        timeout=300,
        env=_no_display_env(),
    )
    assert result.returncode == 0, result.stderr
    assert "cache hit" in result.stdout.splitlines()[-1]
