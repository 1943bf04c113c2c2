"""Winning moments that depend on how the last tile arrived."""

from __future__ import annotations

from typing import Any

from mahjong_desktop.engine.actions import Act
from mahjong_desktop.variants.hongkong.game import HongKongGame

OTHERS = ["247m 258p 369s 1234z", "147p 258s 369m 1234z", "147s 258m 369p 567z"]


def test_a_flower_on_the_kong_loose_tile_keeps_the_kong_replacement_moment(rigger: Any) -> None:
    game = HongKongGame(1)
    rigger(game, ["1111m 234p 567s 999s 5p", *OTHERS], replacements="1f 5p")
    kong = next(a for a in game.legal_actions(0) if a.kind is Act.CONCEALED_KONG)
    game.apply(kong)
    assert game.seats[0].bonus == [136]  # the flower was shown and replaced
    win = next(a for a in game.legal_actions(0) if a.kind is Act.WIN)
    game.apply(win)
    codes = {p.code for p in game.wins[0].score.patterns}
    assert "kong_replacement" in codes and "seat_flower" in codes
    assert game.deltas()[0] == 3 * 2 ** game.wins[0].score.total
