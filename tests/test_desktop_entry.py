"""The user-level desktop integration: XDG files written, pointed at the launcher, undone."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from mahjong_desktop.cli.main import main
from mahjong_desktop.desktop import entry as desktop_entry
from mahjong_desktop.desktop.entry import (
    HICOLOR_SIZES,
    DesktopEntryError,
    FreedesktopFiles,
    XdgTargets,
    entry_for_launcher,
    exec_argument,
    install,
    uninstall,
    xdg_data_home,
)
from mahjong_desktop.desktop.identity import APP_ID

ROOT = Path(__file__).resolve().parent.parent
SOURCE_FILES = FreedesktopFiles.from_root(ROOT / "packaging" / "linux")

# Rendering reuses the running Qt application: pytest-qt's, so no test leaves a
# bare QGuiApplication behind for the widget tests that follow.
pytestmark = pytest.mark.usefixtures("qapp")


def _launcher(tmp_path: Path) -> Path:
    # A folder with a space and a dollar sign, so Exec must be quoted and escaped.
    launcher = tmp_path / "my games $HOME" / "bin" / "mahjong-desktop-gui"
    launcher.parent.mkdir(parents=True)
    launcher.write_text("#!/bin/sh\n", encoding="utf-8")
    launcher.chmod(0o755)
    return launcher


def _key(entry: str, key: str) -> str:
    values = [line.partition("=")[2] for line in entry.splitlines() if line.startswith(f"{key}=")]
    assert len(values) == 1, entry
    return values[0]


def test_install_writes_entry_metainfo_and_every_icon_size(tmp_path: Path) -> None:
    data_home, launcher = tmp_path / "data", _launcher(tmp_path)
    written = install(data_home, launcher, SOURCE_FILES, platform="linux")

    targets = XdgTargets(data_home)
    assert sorted(written) == sorted(targets.all_files())
    assert all(path.is_relative_to(data_home) for path in written)
    entry = targets.desktop_entry.read_text(encoding="utf-8")
    assert _key(entry, "Exec") == f'"{tmp_path}/my games \\\\$HOME/bin/mahjong-desktop-gui"'
    assert _key(entry, "TryExec") == str(launcher)
    assert _key(entry, "Icon") == APP_ID
    assert targets.metainfo.read_text(encoding="utf-8") == SOURCE_FILES.metainfo
    assert targets.scalable_icon.read_bytes().startswith(b"<?xml")
    for size in HICOLOR_SIZES:
        image = QImage(str(targets.png_icon(size)))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() > 0  # the art, not a blank


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_installed_entry_is_valid(tmp_path: Path) -> None:
    install(tmp_path / "data", _launcher(tmp_path), SOURCE_FILES, platform="linux")
    entry = XdgTargets(tmp_path / "data").desktop_entry
    result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_uninstall_removes_only_what_install_wrote(tmp_path: Path) -> None:
    data_home = tmp_path / "data"
    neighbour = data_home / "applications" / "org.example.Other.desktop"
    neighbour.parent.mkdir(parents=True)
    neighbour.write_text("[Desktop Entry]\n", encoding="utf-8")
    written = install(data_home, _launcher(tmp_path), SOURCE_FILES, platform="linux")

    assert sorted(uninstall(data_home, platform="linux")) == sorted(written)
    assert not any(path.exists() for path in written)
    assert neighbour.is_file()
    assert uninstall(data_home, platform="linux") == []


def test_refuses_windows_and_macos_and_writes_nothing(tmp_path: Path) -> None:
    for platform in ("win32", "darwin"):
        with pytest.raises(DesktopEntryError, match="Windows and macOS"):
            install(tmp_path / "data", _launcher(tmp_path / platform), SOURCE_FILES, platform)
    assert not (tmp_path / "data").exists()


def test_relative_launcher_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DesktopEntryError, match="absolute"):
        install(tmp_path, Path("mahjong-desktop-gui"), SOURCE_FILES, platform="linux")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("path", "quoted"),
    [
        ("/usr/bin/mahjong-desktop-gui", "/usr/bin/mahjong-desktop-gui"),
        ("/opt/my games/run", '"/opt/my games/run"'),
        ('/a"b/$c`d\\e', '"/a\\"b/\\$c\\`d\\\\e"'),
        ("/100%/run", "/100%%/run"),
    ],
)
def test_exec_argument_quoting(path: str, quoted: str) -> None:
    assert exec_argument(path) == quoted


def test_line_break_in_launcher_path_is_refused() -> None:
    with pytest.raises(DesktopEntryError, match="line break"):
        exec_argument("/tmp/a\nb")


def test_only_the_main_group_exec_changes_and_arguments_stay() -> None:
    template = (
        "[Desktop Entry]\nExec=old-name --flag %U\n[Desktop Action New]\nExec=other-program\n"
    )
    entry = entry_for_launcher(template, Path("/bin/game"))
    assert entry == (
        "[Desktop Entry]\nExec=/bin/game --flag %U\n[Desktop Action New]\nExec=other-program\n"
    )
    with pytest.raises(DesktopEntryError, match="no Exec"):
        entry_for_launcher("[Desktop Entry]\nName=x\n", Path("/bin/game"))


def test_xdg_data_home_ignores_unset_and_relative_values() -> None:
    home_default = Path.home() / ".local" / "share"
    assert xdg_data_home({}) == home_default
    assert xdg_data_home({"XDG_DATA_HOME": "relative/dir"}) == home_default
    assert xdg_data_home({"XDG_DATA_HOME": "/srv/data"}) == Path("/srv/data")


def test_command_line_installs_and_uninstalls(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    launcher = _launcher(tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(desktop_entry, "installed_gui_launcher", lambda: launcher)
    monkeypatch.setattr(FreedesktopFiles, "installed", classmethod(lambda cls: SOURCE_FILES))
    entry = XdgTargets(tmp_path / "data").desktop_entry

    assert main(["--install-desktop-entry"]) == 0
    assert entry.is_file() and str(entry) in capsys.readouterr().out
    assert main(["--uninstall-desktop-entry"]) == 0
    assert not entry.exists() and f"Removed {entry}" in capsys.readouterr().out


def test_command_line_reports_a_missing_launcher_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def missing() -> Path:
        raise DesktopEntryError("the launcher mahjong-desktop-gui is not installed")

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(desktop_entry, "installed_gui_launcher", missing)
    assert main(["--install-desktop-entry"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not installed" in err
    assert not (tmp_path / "data").exists()


def test_install_and_uninstall_together_is_a_usage_error() -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--install-desktop-entry", "--uninstall-desktop-entry"])
    assert exit_info.value.code == 2


def test_a_copy_without_the_packaged_files_says_how_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def missing(package: str) -> None:
        raise ModuleNotFoundError(package)

    monkeypatch.setattr(desktop_entry.importlib.resources, "files", missing)
    with pytest.raises(DesktopEntryError, match="pipx install"):
        FreedesktopFiles.installed()


def test_launcher_found_in_the_scripts_folder_beside_a_bundle_or_not_at_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    launcher = _launcher(tmp_path)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(
        desktop_entry.sysconfig, "get_path", lambda name, scheme: str(launcher.parent)
    )
    assert desktop_entry.installed_gui_launcher() == launcher

    monkeypatch.setattr(desktop_entry.sys, "frozen", True, raising=False)
    monkeypatch.setattr(desktop_entry.sys, "executable", str(launcher.with_name("mahjong-desktop")))
    assert desktop_entry.installed_gui_launcher() == launcher

    launcher.chmod(0o644)  # not executable: not a launcher
    with pytest.raises(DesktopEntryError, match="not installed"):
        desktop_entry.installed_gui_launcher()
