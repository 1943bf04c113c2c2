"""The instance lock is an OS lock on an open file: whatever lies in the data
folder (a file for the folder, a folder for the lock, a pid of any size, a
live unrelated pid) or whatever the disk does, ``acquire`` answers and never raises."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from mahjong_desktop.storage import instance_lock
from mahjong_desktop.storage.instance_lock import InstanceLock, LockState

HOLD = """
import sys, time
from pathlib import Path
from mahjong_desktop.storage.instance_lock import InstanceLock
lock = InstanceLock(Path(sys.argv[1]))
print(lock.acquire(), flush=True)
time.sleep(60)
"""


def test_a_data_folder_that_is_a_file_turns_saving_off(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.write_text("x\n", encoding="ascii")
    lock = InstanceLock(folder)
    assert not lock.acquire() and lock.state is LockState.NO_SAVING
    lock.release()
    assert folder.read_text(encoding="ascii") == "x\n"


@pytest.mark.parametrize("text", ["99999999999\n", "9" * 50_000_000, "-5\n", "٣\n", "\xff"])
def test_any_pid_in_the_file_is_taken_over(tmp_path: Path, text: str) -> None:
    lock = InstanceLock(tmp_path)
    lock.path.write_text(text, encoding="utf-8", errors="surrogateescape")
    assert lock.acquire()
    assert lock.owner() == os.getpid()
    lock.release()


def test_a_live_unrelated_process_in_the_file_does_not_hold_it(tmp_path: Path) -> None:
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        lock = InstanceLock(tmp_path)
        lock.path.write_text(f"{other.pid}\n", encoding="ascii")
        assert lock.acquire() and lock.state is LockState.HELD
        lock.release()
    finally:
        other.kill()
        other.wait()


def test_a_lock_that_is_a_folder_is_moved_aside(tmp_path: Path) -> None:
    lock = InstanceLock(tmp_path)
    lock.path.mkdir()
    (lock.path / "inside").write_text("kept", encoding="ascii")
    assert lock.acquire()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("instance.lock.bad-")]
    assert len(kept) == 1 and (kept[0] / "inside").read_text(encoding="ascii") == "kept"
    lock.release()


def test_a_folder_nobody_can_write_turns_saving_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read-only folder (root ignores chmod, so the refusal is simulated)."""

    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        raise PermissionError(errno.EACCES, "Permission denied")

    lock = InstanceLock(tmp_path)
    lock.path.write_text("1\n", encoding="ascii")  # a stale lock it could not remove
    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    assert not lock.acquire() and lock.state is LockState.NO_SAVING


def test_a_full_disk_still_gives_the_lock(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(descriptor: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(instance_lock.os, "write", full)
    lock = InstanceLock(tmp_path)
    assert lock.acquire() and lock.state is LockState.HELD
    lock.release()


def test_another_process_holding_it_makes_it_busy_until_it_dies(tmp_path: Path) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(tmp_path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "True"
        lock = InstanceLock(tmp_path)
        assert not lock.acquire() and lock.state is LockState.BUSY
    finally:
        holder.kill()  # like kill -9: the system drops its lock
        holder.communicate()
    assert lock.acquire() and lock.owner() == os.getpid()
    lock.release()


def test_two_windows_of_one_process_share_it_in_turn(tmp_path: Path) -> None:
    first, second = InstanceLock(tmp_path), InstanceLock(tmp_path)
    assert first.acquire()
    assert first.acquire()  # already held: still held
    assert not second.acquire() and second.state is LockState.BUSY
    first.release()
    assert second.acquire()
    second.release()
