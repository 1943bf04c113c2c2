"""Start-up time of the PyInstaller bundle as a ratio to the installed wheel's.

Run: ``python benchmarks/bundle_startup.py --bundle dist/pyinstaller/mahjong-desktop``
after ``python packaging/pyinstaller/build.py``. The wheel is built and
installed into a fresh virtual environment for the comparison (or pass
``--venv`` with one that has it). Both launchers run the same commands
offscreen: ``--version`` (interpreter and imports) and the smoke test, or the
contact sheet until the game has ``--smoke-test`` (Qt start and SVG rendering).
Median of ``--repeat`` runs each, alternating so machine load hits both alike.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _check_wheel_module() -> ModuleType:
    """packaging/check_wheel.py, which knows how to build and install the wheel."""
    spec = importlib.util.spec_from_file_location("check_wheel", ROOT / "packaging/check_wheel.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _seconds(command: list[str]) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHONPATH", None)
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True, env=env, timeout=300)
    return time.perf_counter() - start


def _qt_command(launcher: Path, folder: Path) -> list[str]:
    help_text = subprocess.run(
        [str(launcher), "--help"], capture_output=True, text=True, check=True
    ).stdout
    if "--smoke-test" in help_text:
        return ["--smoke-test"]
    return ["--contact-sheet", str(folder / "sheet.png")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, required=True, help="the bundle folder")
    parser.add_argument("--venv", type=Path, help="a virtual environment with the wheel installed")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    exe = ".exe" if os.name == "nt" else ""
    bundled = args.bundle / f"mahjong-desktop{exe}"

    with tempfile.TemporaryDirectory(prefix="mahjong-startup-") as name:
        folder = Path(name)
        if args.venv is None:
            scripts = _check_wheel_module().install_wheel(folder)
        else:
            scripts = args.venv / ("Scripts" if os.name == "nt" else "bin")
        installed = scripts / f"mahjong-desktop{exe}"
        commands = {"--version": ["--version"], "Qt start": _qt_command(installed, folder)}
        for label, extra in commands.items():
            timings: dict[str, list[float]] = {"wheel": [], "bundle": []}
            _seconds([str(installed), *extra])  # warm the file cache for both
            _seconds([str(bundled), *extra])
            for _ in range(args.repeat):
                timings["wheel"].append(_seconds([str(installed), *extra]))
                timings["bundle"].append(_seconds([str(bundled), *extra]))
            wheel, bundle = (statistics.median(timings[k]) for k in ("wheel", "bundle"))
            print(
                f"{label:10} ({' '.join(extra[:1])}): wheel {wheel:6.3f} s, "
                f"bundle {bundle:6.3f} s, bundle/wheel {bundle / wheel:5.2f}"
            )


if __name__ == "__main__":
    main()
