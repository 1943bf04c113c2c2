"""A FIFO, a folder or a device where a file of ours should be is refused at
once (never read until it ends: that hung the start) and moved aside."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from mahjong_desktop.storage.autosave import AutosaveStore
from mahjong_desktop.storage.json_file import read_regular
from mahjong_desktop.storage.preferences import Notice, PreferencesStore
from mahjong_desktop.storage.problems import BadFileError, FileProblem
from mahjong_desktop.storage.statistics import StatisticsStore

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")


def _within(seconds: float, work: Callable[[], object]) -> object:
    """``work()``'s result, failing (not hanging) if it takes longer than ``seconds``."""
    result: list[object] = []
    thread = threading.Thread(target=lambda: result.append(work()), daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():  # free the reader so the test process can end
        with open(_opened[0], "wb"):
            pass
        pytest.fail("reading the special file hung")
    return result[0]


_opened: list[Path] = []


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    _opened[:] = [path]
    return path


def _aside(folder: Path, name: str) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(f"{name}.bad-")]


def test_an_autosave_fifo_is_refused_and_moved_aside(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    _fifo(store.path)

    def load() -> object:
        with pytest.raises(BadFileError) as caught:
            store.load()
        return caught.value

    error = _within(5, load)
    assert isinstance(error, BadFileError) and error.problem is FileProblem.UNREADABLE
    assert not store.path.exists() and len(_aside(tmp_path, "autosave.json")) == 1


def test_a_statistics_fifo_is_refused_and_moved_aside(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    _fifo(store.path)
    loaded = _within(5, store.load)
    assert loaded.problem is not None and store.writable  # type: ignore[attr-defined]
    assert len(_aside(tmp_path, "statistics.json")) == 1


def test_a_preferences_fifo_is_refused_and_moved_aside(tmp_path: Path) -> None:
    store = PreferencesStore(tmp_path)
    _fifo(store.path)
    loaded = _within(5, store.load)
    assert loaded.notice is Notice.UNREADABLE_REPLACED  # type: ignore[attr-defined]
    assert len(_aside(tmp_path, "preferences.json")) == 1


def test_a_folder_or_a_device_is_not_a_file(tmp_path: Path) -> None:
    (tmp_path / "folder").mkdir()
    for path in (tmp_path / "folder", Path("/dev/zero")):
        with pytest.raises(BadFileError) as caught:
            read_regular(path)
        assert caught.value.problem is FileProblem.UNREADABLE


def test_a_file_where_the_folder_should_be_is_no_file(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("x", encoding="ascii")
    with pytest.raises(FileNotFoundError):
        read_regular(tmp_path / "data" / "autosave.json")
    assert AutosaveStore(tmp_path / "data").load() is None
