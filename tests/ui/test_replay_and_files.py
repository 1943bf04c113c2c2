"""Saving a deal, opening it in the replay viewer (old formats too), stepping
through it with every hand face up, and the score sheet at its end."""

from __future__ import annotations

import json
from pathlib import Path

from playing import new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.storage.records import replay
from mahjong_desktop.ui.dialogs.replay_viewer import ReplayViewer
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.game.deal_files import DealFiles
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.variants.registry import new_deal


def _played(variant: str, seed: int) -> Deal:
    game = new_deal(variant, seed)
    return play_deal(game, bots_for(game, ["greedy"] * game.seat_count))


def _files(qtbot: QtBot) -> tuple[MainWindow, DealFiles]:
    window = new_window(qtbot)
    return window, DealFiles(window)


def _position(game: Deal) -> dict:
    """The state without its event count (the viewer replays without events)."""
    state = game.state()
    state.pop("events", None)
    return state


def _face_up(viewer: ReplayViewer) -> set[int]:
    """The tiles of other seats' hands the viewer's table shows face up."""
    return {t for ids in viewer.view._revealed.values() for t in ids}


def test_the_game_menu_saves_and_opens_deals(qtbot: QtBot, tmp_path: Path) -> None:
    window, files = _files(qtbot)
    texts = [a.text() for a in window.game_menu.actions()]
    assert texts.index("&Save deal…") < texts.index("&Quit")
    window.start(SessionConfig("sichuan", seed=6, autoplay=True))
    qtbot.waitUntil(lambda: len(window.controller.deal.history) >= 6)
    window.controller.shutdown()
    path = tmp_path / "my deal"
    assert files.save(path)
    saved = json.loads((tmp_path / "my deal.json").read_text(encoding="utf-8"))
    assert saved == window.controller.deal.record()
    viewer = files.open(tmp_path / "my deal.json")
    assert viewer is not None and viewer.total == len(saved["actions"])
    viewer.close()


def test_the_viewer_steps_forward_and_back_and_jumps(qtbot: QtBot) -> None:
    game = _played("hongkong", 4)
    viewer = ReplayViewer(game.record())
    qtbot.addWidget(viewer)
    assert viewer.position == 0 and not viewer.back_button.isEnabled()
    viewer.forward_button.click()
    viewer.forward_button.click()
    assert viewer.position == 2
    assert viewer.session.deal is not None
    assert _position(viewer.session.deal) == _position(replay(game.record(), 2))
    viewer.back_button.click()
    assert viewer.position == 1 and "Action 1 of" in viewer.caption.text()
    middle = viewer.total // 2
    viewer.slider.setValue(middle)
    assert _position(viewer.session.deal) == _position(replay(game.record(), middle))
    # Every other hand face up: the revealed tiles are those hands exactly.
    hands = viewer.session.deal.state()["seats"]
    others = {t for s, seat in enumerate(hands) if s != 0 for t in seat["hand"]}
    assert _face_up(viewer) == others and others
    assert not viewer.sheet_button.isEnabled()
    viewer.last_button.click()
    assert viewer.position == viewer.total and viewer.sheet_button.isEnabled()
    viewer.sheet_button.click()
    sheet = viewer.score_sheet
    assert sheet is not None and sheet.isVisible() and not sheet.next_button.isVisible()
    assert list(sheet.summary.deltas) == list(game.deltas()) and any(game.deltas())


def test_a_format_1_record_opens(qtbot: QtBot, tmp_path: Path) -> None:
    game = _played("paohuzi", 3)
    old = {"format": 1, "variant": "paohuzi", "options": {}, "seed": 3}
    old["actions"] = game.record()["actions"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    _window, files = _files(qtbot)
    viewer = files.open(path)
    assert viewer is not None
    viewer.last_button.click()
    assert viewer.session.deal is not None and _position(viewer.session.deal) == _position(game)
    viewer.close()


def test_a_bad_file_is_refused_with_its_first_bad_action(qtbot: QtBot, tmp_path: Path) -> None:
    record = _played("hongkong", 2).record()
    record["actions"][3][0] = (record["actions"][3][0] + 1) % 4
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    _window, files = _files(qtbot)
    assert files.open(path) is None
    box = files.refusal
    assert box is not None and "Action 4 is not legal" in box.text()
    assert path.exists()  # the player's own file stays where it is
    box.close()
    assert files.open(tmp_path / "missing.json") is None
    assert "no such file" in files.refusal.text()
