"""A data folder nobody can write: the window says saving is off (not that
another window is open) and still offers the intact autosave."""

from __future__ import annotations

import errno
import tempfile
from pathlib import Path

import pytest
from playing import new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.autosave import AutosaveStore
from mahjong_desktop.storage.instance_lock import InstanceLock, LockState
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.game.controller import SessionConfig


def test_a_read_only_folder_offers_continue_and_says_saving_is_off(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = new_window(qtbot)
    owner = AutosaveKeeper(first.controller, AutosaveStore(tmp_path), InstanceLock(tmp_path), first)
    first.start(SessionConfig("sichuan", seed=5, autoplay=True))
    qtbot.waitUntil(lambda: len(first.controller.deal.history) > 4)
    first.controller.shutdown()
    owner.release()
    kept = owner.demo_store.path.read_bytes()  # an autoplayed game: the demo file

    def read_only(*args: object, **kwargs: object) -> tuple[int, str]:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(tempfile, "mkstemp", read_only)  # root ignores chmod: simulated
    second = new_window(qtbot)
    keeper = AutosaveKeeper(
        second.controller, AutosaveStore(tmp_path), InstanceLock(tmp_path), second
    )
    notices: list[str] = []
    keeper.notice.connect(lambda make: notices.append(make()))
    keeper.announce()
    assert keeper.lock.state is LockState.NO_SAVING and not keeper.writes
    assert len(notices) == 1 and "saving is off" in notices[0]
    assert "Another" not in notices[0]
    saved = keeper.saved_match(demo=True)
    assert saved is not None and saved.deal.variant == "sichuan"
    keeper.continue_match(saved)
    assert second.controller.deal is not None
    second.controller.shutdown()
    assert owner.demo_store.path.read_bytes() == kept
    keeper.release()
