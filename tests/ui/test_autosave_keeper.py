"""The window's autosave: written after every action, Continue resumes the very
position with the human to move, a second window leaves the file alone."""

from __future__ import annotations

from pathlib import Path

from playing import Person, new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.autosave import AutosaveStore
from mahjong_desktop.storage.instance_lock import InstanceLock
from mahjong_desktop.ui.dialogs.continue_offer import offer_continue
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.mainwindow.window import MainWindow


def _keeper(window: MainWindow, folder: Path) -> tuple[AutosaveKeeper, list[str]]:
    """A keeper for ``window`` saving in ``folder``, and the notices it gives."""
    keeper = AutosaveKeeper(window.controller, AutosaveStore(folder), InstanceLock(folder), window)
    notices: list[str] = []
    keeper.notice.connect(lambda make: notices.append(make()))
    return keeper, notices


def test_every_action_is_saved_and_continue_resumes_it(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot)
    keeper, notices = _keeper(window, tmp_path)
    window.start(SessionConfig("sichuan", seed=12))
    person = Person(window, qtbot)
    for _ in range(3):  # the human's decisions, with the bots' moves between
        person.wait_for_turn()
        person.decide()
        qtbot.waitUntil(lambda: not window.controller.awaiting_human)
    person.wait_for_turn()
    game = window.controller.deal
    assert game is not None and window.controller.awaiting_human
    saved = keeper.store.load()
    assert saved is not None and saved.deal.record() == game.record()
    assert notices == []
    keeper.release()
    window.close()

    second = new_window(qtbot)
    resumer, _ = _keeper(second, tmp_path)
    found = resumer.saved_match()
    assert found is not None
    offer = offer_continue(second, resumer, found)
    qtbot.waitUntil(offer.isVisible)
    offer.continue_button.click()
    qtbot.waitUntil(lambda: second.controller.awaiting_human)
    resumed = second.controller.deal
    assert resumed is not None and resumed.state_json() == game.state_json()
    assert second.controller.observation() == second.controller.deal.observation(0)
    assert resumed.seating == game.seating and second.controller.match.seed == 12
    resumer.release()


def test_a_second_window_does_not_touch_the_first_ones_autosave(
    qtbot: QtBot, tmp_path: Path
) -> None:
    first = new_window(qtbot)
    owner, _ = _keeper(first, tmp_path)
    first.start(SessionConfig("hongkong", seed=3, autoplay=True))
    qtbot.waitUntil(lambda: owner.demo_store.exists())
    second = new_window(qtbot)
    other, notices = _keeper(second, tmp_path)
    assert owner.writes and not other.writes
    other.announce()
    assert "does not autosave" in notices[0]
    assert other.saved_match() is None  # the other window's game is not offered either
    second.start(SessionConfig("paohuzi", seed=4, autoplay=True))
    qtbot.waitUntil(lambda: len(second.controller.deal.history) > 3)
    first.controller.shutdown()
    saved = owner.demo_store.load()
    assert saved is not None and saved.deal.variant == "hongkong"
    owner.release()


def test_a_bad_autosave_is_reported_and_not_offered(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "autosave.json").write_text('{"format": 99}', encoding="utf-8")
    window = new_window(qtbot)
    keeper, notices = _keeper(window, tmp_path)
    assert keeper.saved_match() is None
    notice = notices[0]
    assert "newer version" in notice and "autosave.json.bad-" in notice
    assert not keeper.store.exists()
    keeper.release()
