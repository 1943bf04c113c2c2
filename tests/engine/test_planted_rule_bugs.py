"""Rules that no other test pinned: each test here fails if that rule is broken
(each was checked by planting the bug)."""

from __future__ import annotations

from support.table import action_kinds, discard, discard_drawn, only_action, pass_window, rig

from mahjong_desktop.engine.actions import Act
from mahjong_desktop.variants.hongkong.deal import HongKongDeal

QUIET_SOUTH = "258m 369p 147s 5z 6z 7z 1z"
QUIET_WEST = "369m 147p 258s 2z 3z 4z 5z"


def test_a_fourth_copy_drawn_before_the_pung_was_claimed_cannot_be_added() -> None:
    # East draws a third 1m, then pungs South's 1m and keeps the drawn copy: it
    # was drawn before the pung was made, so it never extends it (hongkong.md, Kongs).
    game = HongKongDeal(seed=21)
    rig(
        game,
        [
            "11m 258p 369s 1z 2z 3z 4z 4z",
            "1m 258m 369p 147s 5z 6z 7z",
            QUIET_WEST,
            "2m 3m 47m 258p 369s 6z 7z 6z 7z",
        ],
        "1m 9p 9s 9m 8m 8s",
        current=3,
    )
    discard(game, 3, "3m")
    pass_window(game)
    assert game.current == 0 and game.turn.drawn in game.seats[0].draws  # East's third 1m
    discard(game, 0, "1z")
    pass_window(game)
    discard(game, 1, "1m")
    game.apply(only_action(game, 0, Act.PUNG))
    discard(game, 0, "2z")
    pass_window(game)
    for _ in range(3):  # South, West and North draw and throw
        discard_drawn(game)
    assert game.current == 0 and game.turn.drawn is not None
    (pung,) = game.seats[0].melds
    kind = game.kind_of(pung.tiles[0])
    assert [game.kind_of(t) for t in game.seats[0].hand].count(kind) == 1  # the held copy
    assert Act.ADDED_KONG not in action_kinds(game, 0)
