"""A ready hand's waits stay on show under the table until the hand changes (issue 23)."""

from __future__ import annotations

from typing import Any

from observations import legal, mahjong_ids
from playing import new_window
from pytestqt.qtbot import QtBot
from support.observations import face, mahjong_observation
from support.played import played_deal

from mahjong_desktop.ui.game.discard_analysis import standing_waits
from mahjong_desktop.ui.mainwindow.window import MainWindow

READY = "123m 456m 789m 123p 5p"  # waits for 5p alone
NOT_READY = "123m 456m 789m 13p 9s 1z"


def _bots_turn(hand: str) -> dict[str, Any]:
    """A real table one discard in (a computer's turn: nothing is asked), holding ``hand``."""
    obs = mahjong_observation("hongkong", turns=1)
    ids = mahjong_ids(hand)
    faces = {k: v for k, v in obs["faces"].items() if int(k) not in ids}
    faces = {k: v for k, v in faces.items() if int(k) not in obs["hand"]}
    faces.update({str(t): face(t) for t in ids})
    assert "5p" not in [faces[k] for k in faces if int(k) not in ids]
    return {**obs, "hand": sorted(ids), "drawn": None, "faces": faces, "legal": []}


def _shown(window: MainWindow, obs: dict[str, Any]) -> None:
    if window.observation is None:
        window._deal_started(obs)  # type: ignore[arg-type]
    window._event_played({"type": "draw", "seat": 2}, obs)  # type: ignore[arg-type]


def test_the_hand_as_it_stands_reads_its_waits() -> None:
    obs = _bots_turn(READY)
    found = standing_waits(obs)  # type: ignore[arg-type]
    assert found is not None and [(w.face, w.unseen) for w in found.waits] == [("5p", 3)]
    assert standing_waits(_bots_turn(NOT_READY)) is None  # type: ignore[arg-type]
    on_turn = {**obs, "legal": [legal(0, "discard", [obs["hand"][0]])]}
    assert standing_waits(on_turn) is None, "a discard is owed: the hand is about to change"  # type: ignore[arg-type]
    # Paohuzi: a seeded deal whose player is ready from its first moment.
    _, paohuzi = next(iter(played_deal("paohuzi", 1)))
    ready = standing_waits(paohuzi)  # type: ignore[arg-type]
    assert ready is not None and ready.cards and [w.face for w in ready.waits] == ["7d"]


def test_the_waits_stay_on_show_without_a_selection(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    obs = _bots_turn(READY)
    _shown(window, obs)
    assert window.view.selected() is None
    text = window.hint.text()
    assert "Ready" in text and "5p" in text and "3 unseen" in text, text
    assert window.wait_tiles.isVisible() and not window.wait_tiles.pixmap().isNull()
    window._human_acted()  # what once cleared the line
    assert "5p" in window.hint.text()
    # Another tile seen elsewhere: the count follows.
    seen = {**obs, "faces": {**obs["faces"], "999": "5p"}}
    _shown(window, seen)
    assert "2 unseen" in window.hint.text()
    # The hand changes and is no longer ready: the line goes.
    _shown(window, _bots_turn(NOT_READY))
    assert window.hint.text() == "" and not window.wait_tiles.isVisible()


def test_a_selected_tile_speaks_and_the_waits_come_back(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    obs = _bots_turn(READY)
    _shown(window, obs)
    window._selection_changed(obs["hand"][0])
    assert window.hint.text().startswith("Discard")
    assert not window.wait_tiles.isVisible()
    window._selection_changed(-1)
    assert "5p" in window.hint.text() and window.wait_tiles.isVisible()


def test_the_waits_appearing_move_no_tile(qtbot: QtBot) -> None:
    window = new_window(qtbot, (1024, 700))
    _shown(window, _bots_turn(NOT_READY))
    qtbot.wait(20)
    before = window.view.geometry()
    _shown(window, _bots_turn(READY))
    qtbot.wait(20)
    assert window.wait_tiles.isVisible()
    assert window.view.geometry() == before


def test_the_deal_s_end_takes_the_waits_away(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    obs = _bots_turn(READY)
    _shown(window, obs)
    _shown(window, {**obs, "over": True})
    assert window.hint.text() == ""


def test_paohuzi_waits_are_named_as_cards(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    _, obs = next(iter(played_deal("paohuzi", 1)))
    _shown(window, obs)
    assert window.hint.text() == "Ready: you would win on 7d (4 unseen)."
    assert "tile" not in window.hint.text()
