"""A deal that ends just before a kill is counted in the statistics exactly once.

The autosave and the statistics are two files. The test keeps a copy of the
data folder after every write of either, plays a deal to its end, then
"kills" the app after each write around the end: a new window starts from
that copy, continues the saved match, and must count the finished deal once,
never zero times (the autosave marked it finished, the statistics never heard
of it) nor twice (counted, then counted again as the deal is finished anew).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from playing import Person, new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage import atomic, autosave, statistics
from mahjong_desktop.storage.autosave import AutosaveStore
from mahjong_desktop.storage.instance_lock import InstanceLock
from mahjong_desktop.storage.statistics import StatisticsStore
from mahjong_desktop.ui.dialogs.statistics import StatisticsKeeper, install_statistics
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.mainwindow.window import MainWindow

VARIANT = "paohuzi"  # short deals


def _keepers(window: MainWindow, folder: Path) -> tuple[AutosaveKeeper, StatisticsKeeper]:
    """The app's two keepers for ``folder``, installed in the app's order."""
    saver = AutosaveKeeper(window.controller, AutosaveStore(folder), InstanceLock(folder), window)
    counter = StatisticsKeeper(window, StatisticsStore(folder), deal_id=saver.deal_id)
    return saver, counter


def _play_to_the_end(window: MainWindow, qtbot: QtBot) -> None:
    person = Person(window, qtbot)
    while not window.controller.deal_over:
        person.wait_for_turn()
        if window.controller.awaiting_human:
            person.decide()


def _counted(folder: Path) -> tuple[int, int]:
    """(deals counted, deals finished in the autosaved match) of a data folder."""
    stats = StatisticsStore(folder).load().statistics.of(VARIANT)
    saved = AutosaveStore(folder).load()
    assert saved is not None
    return stats.deals, saved.session.deal_index


def test_a_kill_at_any_write_near_the_end_counts_the_deal_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    copies: list[Path] = []

    def write_and_copy(path: Path, text: str) -> None:
        atomic.write_atomic(path, text)
        copy = tmp_path / f"after-write-{len(copies)}"
        shutil.copytree(data, copy, ignore=shutil.ignore_patterns("*.lock", "*.tmp*"))
        copies.append(copy)

    monkeypatch.setattr(autosave, "write_atomic", write_and_copy)
    monkeypatch.setattr(statistics, "write_atomic", write_and_copy)
    window = new_window(qtbot)
    saver, counter = _keepers(window, data)
    window.start(SessionConfig(VARIANT, seed=5))
    _play_to_the_end(window, qtbot)
    assert counter.statistics.of(VARIANT).deals == 1
    window.controller.shutdown()
    saver.release()
    monkeypatch.undo()

    # The writes from the last action of the deal on: the game is over in each.
    ending = [c for c in copies if AutosaveStore(c).load().deal.is_over]  # type: ignore[union-attr]
    assert len(ending) >= 3  # the last action, the statistics, the match moving on
    for copy in ending:
        window = new_window(qtbot)
        saver, counter = _keepers(window, copy)
        saved = saver.saved_match()
        assert saved is not None
        saver.continue_match(saved)
        controller = window.controller
        qtbot.waitUntil(lambda c=controller: c.deal_over or c.match.deal_index == 1)
        controller.shutdown()
        saver.release()
        window.close()
        deals, finished = _counted(copy)
        assert (deals, finished) == (1, 1), f"{copy.name}: {deals} deals counted"


def test_the_app_gives_the_statistics_the_autosave_deal_ids(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot)
    saver = AutosaveKeeper(
        window.controller, AutosaveStore(tmp_path), InstanceLock(tmp_path), window
    )
    counter = install_statistics(window, StatisticsStore(tmp_path))
    window.start(SessionConfig(VARIANT, seed=5))
    qtbot.waitUntil(lambda: saver.store.exists())
    assert counter.deal_id is not None and counter.deal_id() == saver.deal_id()
    saved = saver.store.load()
    assert saved is not None and saved.session.deal_id == saver.deal_id()
    window.controller.shutdown()
    saver.release()
