"""``.ci/run`` as root, as a normal user and without apt-get, with every tool it calls faked.

The fakes log their arguments, so the test sees what the script would do
without installing anything.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / ".ci" / "run"
BASH = shutil.which("bash") or "/bin/bash"
FAKE = """#!{bash}
echo "{name} $*" >> "{log}"
if [ "{name}" = python3 ] && [ "$1" = -m ] && [ "$2" = venv ]; then
  mkdir -p "$3/bin" && : > "$3/bin/activate"
fi
"""


def run_ci(
    tmp_path: Path, uid: int, with_apt: bool
) -> tuple[subprocess.CompletedProcess[str], str]:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "calls.log"
    names = ["python3", "python"] + (["apt-get"] if with_apt else [])
    for name in names:
        fake = bin_dir / name
        fake.write_text(FAKE.format(bash=BASH, name=name, log=log))
        fake.chmod(0o755)
    (bin_dir / "id").write_text(f"#!{BASH}\necho {uid}\n")
    (bin_dir / "id").chmod(0o755)
    for tool in ("dirname", "rm", "mkdir"):  # the real ones, and nothing else
        found = shutil.which(tool)
        assert found is not None
        (bin_dir / tool).symlink_to(found)
    env = {"PATH": str(bin_dir), "CI_VENV": str(tmp_path / "venv"), "HOME": str(tmp_path)}
    result = subprocess.run(
        [BASH, str(SCRIPT)], capture_output=True, text=True, timeout=60, env=env
    )
    return result, log.read_text() if log.exists() else ""


def _project_steps(calls: str) -> list[str]:
    return [line for line in calls.splitlines() if not line.startswith("apt-get")]


EXPECTED_STEPS = [
    "python3 -m venv {venv}",
    "python -m pip install -q --upgrade pip",
    "python -m pip install -q -e .[test]",
    "python -m pytest",
    "python packaging/check_wheel.py",
]


@pytest.mark.skipif(os.name != "posix", reason="a bash script")
def test_as_root_it_installs_the_system_libraries_then_tests(tmp_path: Path) -> None:
    result, calls = run_ci(tmp_path, uid=0, with_apt=True)
    assert result.returncode == 0, result.stderr
    apt = [line for line in calls.splitlines() if line.startswith("apt-get")]
    assert apt[0] == "apt-get update -qq"
    assert apt[1].startswith("apt-get install -y -qq --no-install-recommends libegl1")
    assert "libxcb-cursor0" in apt[1] and "fonts-noto-cjk" in apt[1]
    assert "desktop-file-utils" in apt[1] and "appstream" in apt[1]  # check_wheel.py
    venv = tmp_path / "venv"
    assert _project_steps(calls) == [s.format(venv=venv) for s in EXPECTED_STEPS]


@pytest.mark.skipif(os.name != "posix", reason="a bash script")
def test_as_a_normal_user_it_skips_apt_with_a_notice_and_still_tests(tmp_path: Path) -> None:
    result, calls = run_ci(tmp_path, uid=1000, with_apt=True)
    assert result.returncode == 0, result.stderr
    assert "apt-get" not in calls
    assert "not root, so the apt-get step is skipped" in result.stderr
    assert "apt-get install libegl1" in result.stderr  # what to run as root
    venv = tmp_path / "venv"
    assert _project_steps(calls) == [s.format(venv=venv) for s in EXPECTED_STEPS]


@pytest.mark.skipif(os.name != "posix", reason="a bash script")
def test_without_apt_get_it_says_so_and_still_tests(tmp_path: Path) -> None:
    result, calls = run_ci(tmp_path, uid=0, with_apt=False)
    assert result.returncode == 0, result.stderr
    assert "no apt-get, so the system step is skipped" in result.stderr
    venv = tmp_path / "venv"
    assert _project_steps(calls) == [s.format(venv=venv) for s in EXPECTED_STEPS]
