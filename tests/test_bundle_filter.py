"""The PyInstaller bundle keeps the Qt files a Widgets-and-SVG game loads and drops the rest."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def bundle_filter() -> ModuleType:
    # packaging/pyinstaller is beside the spec, not a package: load the file itself.
    path = ROOT / "packaging" / "pyinstaller" / "bundle_filter.py"
    spec = importlib.util.spec_from_file_location("bundle_filter", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bundle_filter"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("destination", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
        ("PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so", True),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
        ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
        ("PySide6/Qt/lib/libQt6Svg.so.6", True),
        ("PySide6/Qt/lib/libQt6Quick.so.6", False),
        ("PySide6/Qt/lib/libQt6Pdf.so.6", False),
        ("PySide6/Qt6Widgets.dll", True),
        ("PySide6/Qt6Qml.dll", False),
        ("PySide6/opengl32sw.dll", False),
        ("PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui", True),
        ("PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick", False),
        ("PySide6/Qt/lib/libicudata.so.73", True),
        ("PySide6/QtWidgets.abi3.so", True),
        ("PySide6/Qt/qml/QtQuick/qmldir", False),
        ("mahjong_desktop/resources/mahjong_tiles.svg", True),
    ],
)
def test_qt_files(bundle_filter: ModuleType, destination: str, kept: bool) -> None:
    assert bundle_filter.is_used(destination, frozenset(), platform="linux") is kept


def test_linux_system_libraries_come_from_the_system(bundle_filter: ModuleType) -> None:
    for name in ("libX11.so.6", "libxcb.so.1", "libfontconfig.so.1", "libdbus-1.so.3"):
        assert not bundle_filter.is_used(name, platform="linux")
        assert bundle_filter.is_used(name, platform="win32")
    # Often missing from desktops, needed by Qt's X11 plugin: bundled.
    assert bundle_filter.is_used("libxcb-cursor.so.0", platform="linux")


def test_qt_translations_follow_the_game_languages(
    bundle_filter: ModuleType, tmp_path: Path
) -> None:
    for name in ("mahjong_desktop_es.qm", "mahjong_desktop_zh_CN.qm", "notes.txt"):
        (tmp_path / name).write_bytes(b"")
    languages = bundle_filter.game_languages(tmp_path)
    assert languages == {"es", "zh"}
    for name, kept in [("qtbase_es.qm", True), ("qtbase_zh_TW.qm", True), ("qtbase_fi.qm", False)]:
        assert bundle_filter.is_used(f"PySide6/Qt/translations/{name}", languages) is kept
    assert not bundle_filter.is_used("PySide6/Qt/translations/qtdeclarative_es.qm", languages)


def test_no_symbolic_link_is_left_dangling(
    bundle_filter: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    binaries = [
        ("PySide6/QtCore.abi3.so", "/nonexistent/QtCore.abi3.so", "EXTENSION"),
        ("libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Quick.so.6", "SYMLINK"),
    ]
    datas = [
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("mahjong_desktop/resources/a.svg", "/src/a.svg", "DATA"),
        ("alias.svg", "mahjong_desktop/resources/a.svg", "SYMLINK"),
    ]
    monkeypatch.setattr(bundle_filter, "_linked_names", lambda path: set())
    kept_binaries, kept_datas = bundle_filter.select(binaries, datas, frozenset())
    assert kept_binaries == binaries[:1]
    assert kept_datas == datas[1:]


def test_libraries_only_dropped_files_linked_are_dropped(
    bundle_filter: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    links = {
        "/src/QtGui.abi3.so": {"libqt6gui.so.6"},
        "/src/libQt6Gui.so.6": {"libqt6core.so.6"},
        "/src/libqgtk3.so": {"libgtk-3.so.0", "libcairo.so.2"},
    }
    monkeypatch.setattr(bundle_filter, "_linked_names", lambda path: links.get(path, set()))
    binaries = [
        ("PySide6/QtGui.abi3.so", "/src/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/src/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/src/libqgtk3.so", "BINARY"),
        ("libcairo.so.2", "/usr/lib/libcairo.so.2", "BINARY"),
    ]
    kept, _ = bundle_filter.select(binaries, [], frozenset())
    assert [entry[0] for entry in kept] == [entry[0] for entry in binaries[:3]]
