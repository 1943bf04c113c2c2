"""Select-then-confirm with the mouse, and a whole deal played with the keyboard."""

from __future__ import annotations

import pytest
from playing import KeyboardPerson, Person, new_window, start
from pytestqt.qtbot import QtBot


def test_one_click_selects_and_explains_a_second_click_discards(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    person = Person(window, qtbot)
    start(window, "hongkong", 21)
    person.wait_for_turn()
    observation = window.observation
    discards = [e["tiles"][0] for e in observation["legal"] if e["kind"] == "discard"]
    assert discards, "East starts by discarding"
    tile = discards[0]
    person.click_tile(tile)
    assert window.view.selected() == tile
    assert window.controller.awaiting_human, "one click only selects"
    face = observation["faces"][str(tile)]
    assert window.hint.text().startswith(f"Discard {face}")
    assert "ready" in window.hint.text()
    other = discards[1]
    person.click_tile(other)  # a click on another tile moves the selection
    assert window.view.selected() == other and window.controller.awaiting_human
    person.click_tile(other)
    qtbot.waitUntil(lambda: other in _river(window, window.controller.human_seat))
    assert window.hint.text() == ""


def _river(window, seat: int) -> list[int]:  # type: ignore[no-untyped-def]
    return [d["tile"] for d in window.observation["seats"][seat]["discards"]]


@pytest.mark.parametrize(("variant", "seed"), [("sichuan", 31), ("paohuzi", 32)])
def test_a_whole_deal_with_the_keyboard(qtbot: QtBot, variant: str, seed: int) -> None:
    window = new_window(qtbot)
    with qtbot.waitActive(window):
        window.activateWindow()
    person = KeyboardPerson(window, qtbot)
    start(window, variant, seed)
    person.play_deal()
    assert window.score_sheet is not None
    assert "tile" in person.used
    if variant == "sichuan":
        assert "dialog" in person.used
