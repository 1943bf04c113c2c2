"""Build the one-folder PyInstaller bundle and check that it starts.

    python packaging/pyinstaller/build.py [--dist DIR] [--work DIR] [--budget-mb 110]

Runs on Linux, Windows and macOS with the Python that has the game's
dependencies and PyInstaller (``pip install pyinstaller``); on Linux, with
``libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1`` installed, so that the bundle
carries the xcb helpers Qt's X11 plugin needs and many desktops lack. The checks: the
folder stays within its size budget, every bundled library finds the Qt
libraries it links (Linux), ``--version`` prints the version, and the game's
smoke test plays offscreen (until the game has ``--smoke-test``, the contact
sheet starts the Qt machinery instead), and on Linux the bundle installs a
desktop entry that starts its GUI launcher. Exit status 1 with the reason when
a check fails.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SPEC = HERE / "mahjong-desktop.spec"
# Switch on once the game window's --smoke-test is merged: then its absence fails the build.
REQUIRE_SMOKE_TEST = False
# Libraries the bundle must carry itself: missing ones are a build error (the
# xcb helpers are missing when the build machine lacks them).
BUNDLED_PREFIXES = ("libQt6", "libicu", "libpyside6", "libshiboken6", "libpython", "libxcb-")


class BundleCheckError(RuntimeError):
    """The bundle was built but does not do what it must."""


def build(dist: Path, work: Path) -> Path:
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(work), str(SPEC)],
        check=True,
    )  # fmt: skip
    return dist / "mahjong-desktop"


def folder_size(folder: Path) -> int:
    """Bytes of every file in the folder (symbolic links count as links, not their targets)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() or p.is_symlink())


def launcher(bundle: Path, name: str) -> Path:
    if sys.platform == "win32":
        return bundle / f"{name}.exe"
    return bundle / name


def check_links(bundle: Path) -> None:
    """Every bundled ELF file finds the Qt, ICU, PySide and Python libraries it links."""
    if not sys.platform.startswith("linux"):
        return
    # The bootloader puts the bundle's library folder on LD_LIBRARY_PATH: resolve as it will.
    internal = bundle / "_internal"
    env = {**os.environ, "LD_LIBRARY_PATH": str(internal if internal.is_dir() else bundle)}
    missing = []
    for path in bundle.rglob("*.so*"):
        if path.is_symlink() or not path.is_file():
            continue
        output = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env).stdout
        for name in re.findall(r"^\s*(\S+) => not found", output, flags=re.MULTILINE):
            if name.startswith(BUNDLED_PREFIXES):
                missing.append(f"{path.relative_to(bundle)} needs {name}")
    if missing:
        raise BundleCheckError(
            "libraries missing from the bundle (for libxcb-*, install libxcb-cursor0 "
            "libxcb-icccm4 libxcb-keysyms1 and build again):\n  " + "\n  ".join(missing)
        )


def run(command: list[str], timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=env)


def check_starts(bundle: Path) -> str:
    """Run the console launcher: --version, then the smoke test (or the contact sheet)."""
    console = str(launcher(bundle, "mahjong-desktop"))
    version = run([console, "--version"])
    if version.returncode != 0 or not version.stdout.startswith("mahjong-desktop "):
        raise BundleCheckError(f"--version failed: {version.stdout}{version.stderr}")
    if not launcher(bundle, "mahjong-desktop-gui").is_file():
        raise BundleCheckError("the GUI launcher mahjong-desktop-gui is missing")
    if "--smoke-test" in run([console, "--help"]).stdout:
        smoke = run([console, "--smoke-test"])
        if smoke.returncode != 0:
            raise BundleCheckError(f"--smoke-test failed:\n{smoke.stdout}{smoke.stderr}")
        return "--smoke-test passed"
    if REQUIRE_SMOKE_TEST:
        raise BundleCheckError("mahjong-desktop has no --smoke-test option")
    with tempfile.TemporaryDirectory() as folder:
        sheet = Path(folder) / "sheet.png"
        drawn = run([console, "--contact-sheet", str(sheet)])
        if drawn.returncode != 0 or not sheet.is_file() or sheet.stat().st_size == 0:
            raise BundleCheckError(f"--contact-sheet failed:\n{drawn.stdout}{drawn.stderr}")
    return "no --smoke-test yet: --contact-sheet drew every face through Qt"


def check_desktop_entry(bundle: Path) -> None:
    """On Linux the bundle installs its own desktop entry, pointing at its GUI launcher."""
    if not sys.platform.startswith("linux"):
        return
    console = str(launcher(bundle, "mahjong-desktop"))
    with tempfile.TemporaryDirectory() as folder:
        env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        env.pop("QT_QPA_PLATFORM", None)
        env["XDG_DATA_HOME"] = folder
        result = subprocess.run(
            [console, "--install-desktop-entry"], capture_output=True, text=True, env=env
        )
        entries = list(Path(folder, "applications").glob("*.desktop"))
        gui = str(launcher(bundle, "mahjong-desktop-gui"))
        if result.returncode != 0 or len(entries) != 1:
            raise BundleCheckError(f"--install-desktop-entry failed: {result.stderr}")
        if f"Exec={gui}\n" not in entries[0].read_text(encoding="utf-8"):
            raise BundleCheckError(f"the installed desktop entry does not start {gui}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist" / "pyinstaller")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    parser.add_argument("--budget-mb", type=float, default=110.0)
    parser.add_argument("--skip-build", action="store_true", help="check an existing bundle")
    args = parser.parse_args(argv)

    started = time.monotonic()
    bundle = args.dist / "mahjong-desktop" if args.skip_build else build(args.dist, args.work)
    built = time.monotonic() - started
    try:
        size_mb = folder_size(bundle) / 1e6
        if size_mb > args.budget_mb:
            raise BundleCheckError(f"{size_mb:.1f} MB is over the {args.budget_mb:.0f} MB budget")
        check_links(bundle)
        outcome = check_starts(bundle)
        check_desktop_entry(bundle)
    except (BundleCheckError, subprocess.TimeoutExpired) as error:
        print(f"build.py: bundle check failed: {error}", file=sys.stderr)
        return 1
    print(f"bundle: {bundle}")
    print(f"size: {size_mb:.1f} MB (budget {args.budget_mb:.0f} MB); built in {built:.0f} s")
    print(outcome)
    return 0


if __name__ == "__main__":
    sys.exit(main())
