"""Whole deals of each game played through the window's widgets, to the score sheet.

The human's seat is worked with the mouse (tiles clicked twice, claim bar and
missing-suit buttons pressed); a greedy chooser decides what to do. Bots play
the other seats at pace 0 with animations off.
"""

from __future__ import annotations

import pytest
from playing import Person, new_window, start
from pytestqt.qtbot import QtBot


@pytest.mark.parametrize(("variant", "seed"), [("hongkong", 11), ("sichuan", 12), ("paohuzi", 13)])
def test_a_whole_deal_reaches_the_score_sheet(qtbot: QtBot, variant: str, seed: int) -> None:
    window = new_window(qtbot)
    person = Person(window, qtbot)
    start(window, variant, seed)
    person.play_deal()
    sheet = window.score_sheet
    assert sheet is not None and sheet.isVisible()
    text = sheet.plain_text()
    assert "Standing" in text and "You" in text
    summary = sheet.summary
    assert sum(summary.deltas) == 0
    assert summary.totals[0] == summary.deltas[window.controller.human_seat]
    # Every hand is shown face up on the table.
    assert set(summary.hands) == set(range(len(summary.deltas)))
    layout = window.view.table_layout()
    assert layout is not None
    for seat, tiles in summary.hands.items():
        for tile in tiles:
            placement = layout.placements.get(tile)
            assert placement is not None and placement.face is not None, (seat, tile)
    assert "tile" in person.used or "bar" in person.used
    if variant == "sichuan":
        assert "dialog" in person.used
    assert window.next_action.isEnabled()


def test_next_deal_continues_the_match(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    person = Person(window, qtbot)
    start(window, "hongkong", 5, rotate_dealer=True)
    person.play_deal()
    first = window.score_sheet.summary  # type: ignore[union-attr]
    window.score_sheet.next_button.click()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: window.observation.get("deal") == 1)
    assert window.controller.human_seat == 3  # the dealer moved on: the human is North
    assert window.observation["totals"][3] == first.totals[0]
    assert window.score_sheet is None
