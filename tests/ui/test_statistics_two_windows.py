"""Two windows on one data folder: each deal either plays is counted (issue #25).

The second window leaves the first's autosave alone (it does not hold the
instance lock), but both count their deals into the one statistics file: each
count is read, changed and written back under the statistics lock, so the later
window adds to what the earlier wrote instead of overwriting it.
"""

from __future__ import annotations

from pathlib import Path

from playing import Person, new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.autosave import AutosaveStore
from mahjong_desktop.storage.instance_lock import InstanceLock
from mahjong_desktop.storage.statistics import StatisticsStore
from mahjong_desktop.ui.dialogs.statistics import StatisticsKeeper
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.mainwindow.window import MainWindow

VARIANT = "paohuzi"  # short deals


def _keepers(window: MainWindow, folder: Path) -> tuple[AutosaveKeeper, StatisticsKeeper]:
    saver = AutosaveKeeper(window.controller, AutosaveStore(folder), InstanceLock(folder), window)
    counter = StatisticsKeeper(window, StatisticsStore(folder), deal_id=saver.deal_id)
    return saver, counter


def _play_to_the_end(window: MainWindow, qtbot: QtBot) -> None:
    person = Person(window, qtbot)
    while not window.controller.deal_over:
        person.wait_for_turn()
        if window.controller.awaiting_human:
            person.decide()


def test_two_windows_on_one_folder_count_both_deals(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    windows = [new_window(qtbot), new_window(qtbot)]
    keepers = [_keepers(window, data) for window in windows]
    assert [saver.writes for saver, _ in keepers] == [True, False]  # one autosaves
    for seed, window in zip((5, 6), windows, strict=True):
        window.start(SessionConfig(VARIANT, seed=seed))
        _play_to_the_end(window, qtbot)
    assert StatisticsStore(data).load().statistics.of(VARIANT).deals == 2
    first = keepers[0][1]
    assert first.statistics.of(VARIANT).deals == 1  # before it looks at the file again
    first.reload()  # as the Statistics dialog does when it opens
    assert first.statistics.of(VARIANT).deals == 2
    for window, (saver, _) in zip(windows, keepers, strict=True):
        window.controller.shutdown()
        saver.release()
