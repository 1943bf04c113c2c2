"""The wheel carries every resource the game needs, and none of the tools that make them."""

from __future__ import annotations

import importlib.util
import zipfile
from pathlib import Path

import pytest

from mahjong_desktop.desktop.identity import APP_ID, CONSOLE_LAUNCHER, GUI_LAUNCHER

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel as CI builds it (packaging/check_wheel.py: from a clean copy of the tree)."""
    spec = importlib.util.spec_from_file_location("check_wheel", ROOT / "packaging/check_wheel.py")
    assert spec is not None and spec.loader is not None
    check_wheel = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check_wheel)
    try:
        return Path(check_wheel.build_wheel(tmp_path_factory.mktemp("wheel")))
    except check_wheel.CheckFailed as error:
        pytest.fail(str(error)[-3000:])


@pytest.fixture(scope="module")
def wheel_files(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def _installed(source: Path, package_dir: str, package: str) -> str:
    return f"mahjong_desktop/{package}/{source.relative_to(ROOT / package_dir).as_posix()}"


def test_every_svg_and_the_icon_travel_in_the_wheel(wheel_files: set[str]) -> None:
    svgs = sorted((ROOT / "resources").rglob("*.svg"))
    assert ROOT / "resources/icons/mahjong-desktop.svg" in svgs
    for svg in svgs:
        assert _installed(svg, "resources", "resources") in wheel_files


def test_translations_travel_in_the_wheel(wheel_files: set[str]) -> None:
    assert "mahjong_desktop/translations/__init__.py" in wheel_files
    for catalogue in [*(ROOT / "translations").glob("*.qm"), *(ROOT / "translations").glob("*.ts")]:
        assert _installed(catalogue, "translations", "translations") in wheel_files


def test_desktop_entry_and_metainfo_travel_in_the_wheel(wheel_files: set[str]) -> None:
    for name in (f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml"):
        assert f"mahjong_desktop/freedesktop/{name}" in wheel_files


def test_every_module_travels_in_the_wheel(wheel_files: set[str]) -> None:
    for module in (ROOT / "mahjong_desktop").rglob("*.py"):
        assert module.relative_to(ROOT).as_posix() in wheel_files


def test_the_art_generator_stays_out(wheel_files: set[str]) -> None:
    leaked = sorted(f for f in wheel_files if "make_art" in f or "/artgen/" in f)
    assert leaked == []


def test_console_and_gui_launchers_are_declared(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        (name,) = [n for n in archive.namelist() if n.endswith(".dist-info/entry_points.txt")]
        entry_points = archive.read(name).decode()
    console, _, gui = entry_points.partition("[gui_scripts]")
    assert "[console_scripts]" in console and f"{CONSOLE_LAUNCHER} = " in console
    assert f"{GUI_LAUNCHER} = " in gui


def test_the_shanten_store_travels_in_the_wheel(wheel: Path) -> None:
    """Built at wheel build time (setup.py), so a player's install has it from the start."""
    from mahjong_desktop.variants.mahjong.shanten import store as shanten_store

    with zipfile.ZipFile(wheel) as archive:
        data = archive.read(f"mahjong_desktop/variants/mahjong/shanten/{shanten_store.FILE_NAME}")
    assert len(data) > 1_000_000
    assert shanten_store.from_bytes(data).index  # it reads back whole
