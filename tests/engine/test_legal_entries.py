"""Shared legal entries are the entries an action would get fresh, wherever it stands."""

from __future__ import annotations

from mahjong_desktop.engine.actions import Act, Action, discard_action, pass_action
from mahjong_desktop.engine.observer import (
    discard_entries,
    discard_entry,
    entry_of,
    pass_entry,
    shared_entry,
)


def test_a_shared_discard_entry_is_the_fresh_one_and_made_once() -> None:
    tiles = [5, 140, 0, 77]
    entries = discard_entries(2, tiles)
    assert entries == [entry_of(discard_action(2, t), i, None) for i, t in enumerate(tiles)]
    assert all(a is b for a, b in zip(entries, discard_entries(2, tiles), strict=True))
    assert discard_entry(2, 140, 1) is entries[1]
    assert entries[1]["id"] == 1 and entries[1]["action"] == [2, "discard", [140]]


def test_the_same_tile_at_another_place_or_seat_is_another_entry() -> None:
    first, second = discard_entries(0, [9, 10]), discard_entries(0, [10, 9])
    assert first[0]["tiles"] == second[1]["tiles"] == [9]
    assert first[0]["id"] == 0 and second[1]["id"] == 1
    assert discard_entries(1, [9])[0]["action"] == [1, "discard", [9]]


def test_seats_and_tiles_beyond_the_tables_get_fresh_entries() -> None:
    for seat, tiles in ((9, [3]), (0, [300]), (0, [-1])):
        expected = [entry_of(Action(seat, Act.DISCARD, (t,)), i, None) for i, t in enumerate(tiles)]
        assert discard_entries(seat, tiles) == expected
    assert discard_entry(12, 3, 0) == entry_of(Action(12, Act.DISCARD, (3,)), 0, None)


def test_a_pass_is_shared_and_a_claim_is_built_with_the_offered_tile() -> None:
    assert pass_entry(3, 2) is shared_entry(pass_action(3), 2, 50)
    assert pass_entry(3, 2) == entry_of(pass_action(3), 2, 50)
    assert pass_entry(3, 2)["claimed"] is None
    pung = Action(1, Act.PUNG, (4, 5))
    assert shared_entry(pung, 0, 6) == entry_of(pung, 0, 6)
    assert shared_entry(pung, 0, 6)["claimed"] == 6
    assert shared_entry(pung, 0, 6) is not shared_entry(pung, 0, 6)  # built each time
