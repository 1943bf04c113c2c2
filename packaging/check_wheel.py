"""The game as a player installs it, checked end to end.

    python packaging/check_wheel.py

Builds the wheel, installs it into a fresh virtual environment outside the
source tree, and from there (offscreen, nothing of the checkout importable)
runs ``mahjong-desktop --version``, a calc, a check that the shanten store
built into the wheel reads back, the smoke test, and
``--install-desktop-entry`` into a temporary XDG_DATA_HOME with no display;
validates the desktop entry and metainfo as shipped and as installed, then
uninstalls them. Needs ``desktop-file-validate`` (Debian desktop-file-utils)
and ``appstreamcli`` (appstream). Exit status 1 with the reason on failure.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.mahjong_desktop.MahjongDesktop"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
VALIDATORS = {"desktop-file-validate": "desktop-file-utils", "appstreamcli": "appstream"}


class CheckFailed(RuntimeError):
    """One check of the installed game failed; the message says which and why."""


def step(title: str) -> None:
    print(f"== {title}", flush=True)


def run(
    command: list[str | Path], env: dict[str, str] | None = None, cwd: Path | None = None
) -> str:
    """Run a command; its stdout, or CheckFailed with its output when it fails."""
    result = subprocess.run(
        [str(part) for part in command], capture_output=True, text=True, env=env, cwd=cwd,
        timeout=600,
    )  # fmt: skip
    if result.returncode != 0:
        shown = " ".join(str(part) for part in command)
        raise CheckFailed(f"{shown} exited {result.returncode}:\n{result.stdout}{result.stderr}")
    return result.stdout


def validate(desktop_entry: Path, metainfo: Path) -> None:
    run(["desktop-file-validate", desktop_entry])
    run(["appstreamcli", "validate", "--no-net", metainfo])


def scripts_dir(environment: Path) -> Path:
    return environment / ("Scripts" if os.name == "nt" else "bin")


# Build leftovers and caches: setuptools builds in the source folder's build/ and
# never deletes from it, so a file removed from the source would ride along.
NOT_SOURCE = ("build", "dist", "*.egg-info", ".git", ".venv", "__pycache__", "*.pyc", ".*_cache")


def clean_source(destination: Path) -> Path:
    """A copy of the source tree without build leftovers, to build the wheel from."""
    shutil.copytree(ROOT, destination, ignore=shutil.ignore_patterns(*NOT_SOURCE))
    return destination


def build_wheel(work: Path) -> Path:
    """The wheel, built from a clean copy of the source tree."""
    source = clean_source(work / "source")
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", work / "dist", source])
    (wheel,) = (work / "dist").glob("mahjong_desktop-*.whl")
    shutil.rmtree(source)
    return wheel


def install_wheel(work: Path) -> Path:
    """Build the wheel and install it into a new venv; the venv's scripts folder."""
    step("building the wheel")
    wheel = build_wheel(work)
    step(f"installing {wheel.name} into a fresh virtual environment")
    venv.create(work / "venv", with_pip=True)
    scripts = scripts_dir(work / "venv")
    run([scripts / "python", "-m", "pip", "install", "--quiet", wheel])
    return scripts


def installed_env(work: Path) -> dict[str, str]:
    """The environment of the installed game: offscreen, no checkout on the path."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["XDG_DATA_HOME"] = str(work / "xdg")
    return env


def check_runs(scripts: Path, work: Path, env: dict[str, str]) -> None:
    python, console = scripts / "python", scripts / "mahjong-desktop"
    where = run(
        [python, "-c", "import mahjong_desktop; print(mahjong_desktop.__file__)"], env, work
    )
    if not Path(where.strip()).is_relative_to(work / "venv"):
        raise CheckFailed(f"mahjong_desktop was imported from {where.strip()}, not the wheel")
    if not any(scripts.glob("mahjong-desktop-gui*")):
        raise CheckFailed("the GUI launcher mahjong-desktop-gui was not installed")

    step("mahjong-desktop --version")
    version = run([python, "-c", "import mahjong_desktop; print(mahjong_desktop.__version__)"], env)
    printed = run([console, "--version"], env, work).strip()
    if printed != f"mahjong-desktop {version.strip()}":
        raise CheckFailed(f"--version printed {printed!r}")

    step("mahjong-desktop calc (the console launcher prints)")
    calc = [console, "calc", "--variant", "hongkong", "--hand", "123m456p789s11122z"]
    if '"win": true' not in run([*calc, "--win-tile", "2z", "--json"], env, work):
        raise CheckFailed("calc did not score a winning hand")

    step("the shanten store built into the wheel is installed and reads back")
    store = run(
        [python, "-c", "from mahjong_desktop.variants.mahjong.shanten import store as s; "
         "p = s.packaged_path(); print(p.stat().st_size if s.load(p) else 0)"], env, work,
    )  # fmt: skip
    if int(store) < 1_000_000:
        raise CheckFailed(f"the installed shanten store is missing or unreadable ({store.strip()})")

    step("mahjong-desktop --smoke-test (the window offscreen, a few moves of each game)")
    run([console, "--smoke-test"], env, work)


def check_desktop_entry(scripts: Path, work: Path, env: dict[str, str]) -> None:
    step("mahjong-desktop --install-desktop-entry (temporary XDG_DATA_HOME, no display)")
    console, xdg = scripts / "mahjong-desktop", work / "xdg"
    headless = {k: v for k, v in env.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    del headless["QT_QPA_PLATFORM"]  # the install step must choose offscreen itself
    run([console, "--install-desktop-entry"], headless, work)
    entry = xdg / "applications" / f"{APP_ID}.desktop"
    validate(entry, xdg / "metainfo" / f"{APP_ID}.metainfo.xml")
    exec_line = re.search(r"^Exec=(.*)$", entry.read_text(encoding="utf-8"), re.MULTILINE)
    if exec_line is None or exec_line[1] != str(scripts / "mahjong-desktop-gui"):
        raise CheckFailed(f"Exec does not name the installed GUI launcher: {exec_line}")
    icons = xdg / "icons" / "hicolor"
    wanted = [icons / "scalable" / "apps" / f"{APP_ID}.svg"]
    wanted += [icons / f"{s}x{s}" / "apps" / f"{APP_ID}.png" for s in HICOLOR_SIZES]
    absent = [str(p) for p in wanted if not p.is_file() or p.stat().st_size == 0]
    if absent:
        raise CheckFailed(f"icons not installed: {absent}")

    step("mahjong-desktop --uninstall-desktop-entry")
    run([console, "--uninstall-desktop-entry"], env, work)
    left = sorted(str(p) for p in xdg.rglob(f"{APP_ID}.*"))
    if left:
        raise CheckFailed(f"--uninstall-desktop-entry left {left}")


def main() -> int:
    started = time.monotonic()
    missing = [
        f"{tool} ({package})" for tool, package in VALIDATORS.items() if not shutil.which(tool)
    ]
    try:
        if missing:
            raise CheckFailed(f"install the validators first: {', '.join(missing)}")
        step("validating packaging/linux as shipped")
        linux = ROOT / "packaging" / "linux"
        validate(linux / f"{APP_ID}.desktop", linux / f"{APP_ID}.metainfo.xml")
        with tempfile.TemporaryDirectory(prefix="mahjong-desktop-wheel-") as folder:
            work = Path(folder)
            scripts = install_wheel(work)
            env = installed_env(work)
            check_runs(scripts, work, env)
            check_desktop_entry(scripts, work, env)
    except (CheckFailed, subprocess.TimeoutExpired) as error:
        print(f"check_wheel.py: FAILED: {error}", file=sys.stderr)
        return 1
    print(f"check_wheel.py: all checks passed in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
