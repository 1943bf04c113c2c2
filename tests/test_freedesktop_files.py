"""The desktop entry, metainfo and Flatpak manifest agree on the app id, launcher and version."""

from __future__ import annotations

import json
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mahjong_desktop import __version__
from mahjong_desktop.desktop.identity import APP_ID, CONSOLE_LAUNCHER, GUI_LAUNCHER

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
DESKTOP_ENTRY = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
FLATPAK = ROOT / "packaging" / "flatpak" / f"{APP_ID}.json"


def _entry() -> dict[str, str]:
    lines = DESKTOP_ENTRY.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if "=" in line)


def test_desktop_entry_starts_the_gui_launcher_with_the_app_icon() -> None:
    entry = _entry()
    assert entry["Exec"] == GUI_LAUNCHER and entry["TryExec"] == GUI_LAUNCHER
    assert entry["Icon"] == APP_ID
    assert "Game" in entry["Categories"].split(";")


def test_metainfo_names_the_app_its_entry_launchers_and_this_version() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP_ENTRY.name
    assert {b.text for b in root.iter("binary")} == {CONSOLE_LAUNCHER, GUI_LAUNCHER}
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == __version__
    assert root.find("content_rating[@type='oars-1.1']") is not None
    screenshots = root.findall("screenshots/screenshot")
    assert len(screenshots) == 3
    assert all(s.findtext("caption") and s.findtext("image") for s in screenshots)


@pytest.mark.parametrize(
    ("tool", "path"),
    [
        (["desktop-file-validate"], DESKTOP_ENTRY),
        (["appstreamcli", "validate", "--no-net"], METAINFO),
    ],
)
def test_validators_accept_the_files(tool: list[str], path: Path) -> None:
    if shutil.which(tool[0]) is None:
        pytest.skip(f"{tool[0]} is not installed")
    result = subprocess.run([*tool, str(path)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_flatpak_manifest_runs_the_gui_launcher_on_the_pyside_base_app() -> None:
    manifest = json.loads(FLATPAK.read_text(encoding="utf-8"))
    assert manifest["id"] == APP_ID
    assert manifest["command"] == GUI_LAUNCHER
    assert manifest["base"] == "io.qt.PySide.BaseApp"
    assert manifest["base-version"] == manifest["runtime-version"]
    game = manifest["modules"][-1]
    commands = " ".join(game["build-commands"]).replace("${FLATPAK_ID}", APP_ID)
    for shipped in (DESKTOP_ENTRY, METAINFO, ROOT / "resources/icons/mahjong-desktop.svg"):
        assert str(shipped.relative_to(ROOT)) in commands
    for installed in ("applications/", "metainfo/", "icons/hicolor/scalable/apps/"):
        assert f"${{FLATPAK_DEST}}/share/{installed}{APP_ID}" in commands
    assert (FLATPAK.parent / game["sources"][0]["path"]).resolve() == ROOT


def test_every_screenshot_the_metainfo_names_is_in_the_repository() -> None:
    root = ET.parse(METAINFO).getroot()
    images = [image.text or "" for image in root.iterfind("screenshots/screenshot/image")]
    assert images
    for url in images:
        relative = url.split("/main/", 1)[1]
        assert (ROOT / relative).is_file(), relative
