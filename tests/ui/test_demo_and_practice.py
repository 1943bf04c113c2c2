"""Your game, and only your game: a demo (a bot in the player's seat) is saved
apart and never offered as the player's game, leaves their statistics alone,
and the player may take their seat back at any decision; the replay viewer
plays on from any step as a practice deal."""

from __future__ import annotations

from pathlib import Path

from playing import Person, new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.match import Match
from mahjong_desktop.storage.autosave import AutosaveStore
from mahjong_desktop.storage.instance_lock import InstanceLock
from mahjong_desktop.storage.records import replay
from mahjong_desktop.storage.statistics import Statistics, StatisticsStore
from mahjong_desktop.ui.dialogs.statistics import StatisticsKeeper
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.game.deal_files import DealFiles
from mahjong_desktop.ui.game.replay import ReplaySession
from mahjong_desktop.ui.mainwindow.seat_control import SeatControl
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.variants.registry import new_deal

DEMO = SessionConfig("paohuzi", seed=4, autoplay=True)  # short deals


def _keepers(window: MainWindow, folder: Path) -> tuple[AutosaveKeeper, StatisticsKeeper]:
    """The app's autosave and statistics keepers for ``folder``, in the app's order."""
    saver = AutosaveKeeper(window.controller, AutosaveStore(folder), InstanceLock(folder), window)
    counter = StatisticsKeeper(window, StatisticsStore(folder), deal_id=saver.deal_id)
    return saver, counter


def _stop(window: MainWindow, saver: AutosaveKeeper) -> None:
    window.controller.shutdown()
    saver.release()


def _decided_for_the_person(window: MainWindow) -> bool:
    """The bot in the player's seat has decided at least once, and the deal goes on."""
    controller = window.controller
    deal = controller.deal
    if deal is None or controller.deal_over:
        return False
    return any(action.seat == controller.human_seat for action in deal.history)


def test_a_demo_is_never_offered_and_leaves_the_players_autosave_alone(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = new_window(qtbot)
    saver, _ = _keepers(window, tmp_path)
    window.start(SessionConfig("sichuan", seed=12))
    person = Person(window, qtbot)
    for _ in range(2):
        person.wait_for_turn()
        person.decide()
    person.wait_for_turn()
    _stop(window, saver)
    mine = saver.store.path.read_bytes()
    window.close()

    demo = new_window(qtbot)
    demo_saver, _ = _keepers(demo, tmp_path)
    demo.start(DEMO)
    qtbot.waitUntil(
        lambda: demo_saver.demo_store.exists() and len(demo.controller.deal.history) > 5
    )
    _stop(demo, demo_saver)
    assert demo_saver.store.path.read_bytes() == mine  # the player's autosave, untouched

    third = new_window(qtbot)
    offered, _ = _keepers(third, tmp_path)
    saved = offered.saved_match()
    assert saved is not None and saved.deal.variant == "sichuan"
    assert not saved.session.autoplay
    shown_demo = offered.saved_match(demo=True)  # what --continue --autoplay goes on with
    assert shown_demo is not None and shown_demo.deal.variant == "paohuzi"
    offered.release()


def test_a_demo_alone_is_not_offered_as_the_players_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot)
    saver, _ = _keepers(window, tmp_path)
    window.start(DEMO)
    qtbot.waitUntil(lambda: saver.demo_store.exists())
    _stop(window, saver)
    assert not saver.store.exists()
    assert saver.saved_match() is None

    # An older version wrote its demo as the player's autosave: not offered either.
    deal = saver.demo_store.load()
    assert deal is not None
    AutosaveStore(tmp_path / "old").save(deal.deal.record(), deal.session)
    old, _ = _keepers(new_window(qtbot), tmp_path / "old")
    assert old.saved_match() is None
    old.release()


def test_statistics_after_a_demo_are_unchanged(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot)
    saver, counter = _keepers(window, tmp_path)
    window.start(DEMO)
    qtbot.waitUntil(lambda: window.controller.deal_over, timeout=20_000)
    _stop(window, saver)
    assert counter.statistics == Statistics()
    assert not counter.store.path.exists()
    # Continued from its autosave (--continue --autoplay), the demo is still not counted.
    again = new_window(qtbot)
    resumer, recount = _keepers(again, tmp_path)
    saved = resumer.saved_match(demo=True)
    assert saved is not None
    resumer.continue_match(saved)
    qtbot.waitUntil(lambda: again.controller.deal_over, timeout=20_000)
    _stop(again, resumer)
    assert recount.statistics == Statistics() and not recount.store.path.exists()


def test_the_player_takes_their_seat_back_from_the_bot(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot)
    saver, counter = _keepers(window, tmp_path)
    seat = SeatControl(window)
    assert not seat.take_action.isEnabled() and not seat.button.isVisible()
    window.controller.bot_pace_ms = 40  # time to press the button mid-deal
    window.start(DEMO)
    qtbot.waitUntil(lambda: _decided_for_the_person(window))
    assert seat.take_action.isEnabled() and seat.button.isVisible()
    Person(window, qtbot).press(seat.button)
    controller = window.controller
    window.controller.bot_pace_ms = 0
    assert not controller.config.autoplay and not controller.bot_plays_human
    assert not seat.take_action.isEnabled() and not seat.button.isVisible()
    deal = controller.deal
    assert deal is not None and deal.seating.human == controller.human_seat
    assert deal.seating.bots[controller.human_seat] == ""
    Person(window, qtbot).play_deal()
    # The bot decided for the player in this deal: it counts as practice.
    stats = counter.statistics.of("paohuzi")
    assert (stats.deals, stats.practice) == (0, 1)
    saved = saver.store.load()  # the player's autosave from the moment they sat down
    assert saved is not None and not saved.session.autoplay
    assert saved.deal.record()["actions"] == deal.record()["actions"]
    window.next_deal()
    Person(window, qtbot).play_deal()  # the next deal is wholly theirs
    stats = counter.statistics.of("paohuzi")
    assert (stats.deals, stats.practice) == (1, 1)
    _stop(window, saver)


def test_the_seat_taken_before_the_bot_decided_is_the_players_deal(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = new_window(qtbot)
    saver, counter = _keepers(window, tmp_path)
    seat = SeatControl(window)
    window.start(DEMO)
    assert seat.take_seat()  # at once: no bot has decided for the player yet
    assert not seat.take_seat()  # it is theirs already
    Person(window, qtbot).play_deal()
    stats = counter.statistics.of("paohuzi")
    assert (stats.deals, stats.practice) == (1, 0)
    _stop(window, saver)


def _played(variant: str, seed: int, seating_match: Match | None = None) -> Deal:
    game = (
        seating_match.new_deal(new_deal) if seating_match is not None else new_deal(variant, seed)
    )
    return play_deal(game, bots_for(game, ["greedy"] * game.seat_count))


def test_play_on_from_here_is_a_playable_practice_deal_identical_so_far(
    qtbot: QtBot, tmp_path: Path
) -> None:
    record = _played("sichuan", 31).record()
    record["match"]["bots"] = ["", "easy", "easy", "easy"]
    window = new_window(qtbot)
    saver, counter = _keepers(window, tmp_path)
    files = DealFiles(window)
    viewer = files._view(record)
    assert viewer.close_button.isVisible() and viewer.play_on_button.isEnabled()
    viewer.slider.setValue(viewer.total)
    assert not viewer.play_on_button.isEnabled()  # nothing is left to play at the end
    position = 20
    viewer.slider.setValue(position)
    Person(window, qtbot).press(viewer.play_on_button)
    assert not viewer.isVisible() and files.viewers == []
    controller = window.controller
    deal = controller.deal
    assert deal is not None and controller.practice
    assert deal.record()["actions"] == record["actions"][:position]
    assert deal.state_json() == replay(record, position).state_json()
    assert controller.config == SessionConfig("sichuan", "easy", seed=deal.seed)
    assert (controller.human_seat, deal.seating.human) == (0, 0)
    Person(window, qtbot).play_deal()
    stats = counter.statistics.of("sichuan")
    assert (stats.deals, stats.practice) == (0, 1)  # counted apart, like an undo deal
    saved = saver.store.load()
    assert saved is not None and saved.session.practice
    _stop(window, saver)


def test_play_on_seats_the_player_where_they_sat_in_a_rotated_match() -> None:
    match = Match("hongkong", 5, 4, rotate_dealer=True, deal_index=1, totals=[8, -8, 16, -16])
    played = _played("hongkong", 5, match)
    sat = played.seating.human
    assert sat == 3
    record = played.record()
    start = ReplaySession(record).practice(12, "hard")
    assert start.match.seat_of(0) == sat and start.deal.seating.human == sat
    assert start.match.totals == [8, -8, 16, -16] and start.match.deal_index == 1
    assert start.config.level == "hard"  # the record names no bot level: the fallback
    assert start.deal.seating.bots == ["hard", "hard", "hard", ""]
    assert start.deal.state_json() == replay(record, 12).state_json()


def test_the_viewer_closes_from_its_button(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    files = DealFiles(window)
    viewer = files._view(_played("paohuzi", 2).record())
    qtbot.waitExposed(viewer)
    Person(window, qtbot).press(viewer.close_button)
    assert not viewer.isVisible() and files.viewers == []
