"""Winning moments that depend on how the last tile arrived."""

from __future__ import annotations

from typing import Any

from support.table import action_kinds, play, win_patterns

from mahjong_desktop.engine.actions import Act
from mahjong_desktop.engine.ledger import Payment
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.mahjong.deal import MahjongDeal
from mahjong_desktop.variants.registry import new_deal

OTHERS = ["247m 258p 369s 1234z", "147p 258s 369m 1234z", "147s 258m 369p 567z"]


def test_a_flower_on_the_kong_loose_tile_keeps_the_kong_replacement_moment(rigger: Any) -> None:
    game = HongKongDeal(1)
    rigger(game, ["1111m 234p 567s 999s 5p", *OTHERS], replacements="1f 5p")
    kong = next(a for a in game.legal_actions(0) if a.kind is Act.CONCEALED_KONG)
    game.apply(kong)
    assert game.seats[0].bonus == [136]  # the flower was shown and replaced
    win = next(a for a in game.legal_actions(0) if a.kind is Act.WIN)
    game.apply(win)
    # concealed_hand 1 + self_drawn 1 + seat_flower 1 (1f is East's) + kong_replacement 1
    # = 4 faan, base 16 from each opponent.
    assert win_patterns(game) == {"concealed_hand", "self_drawn", "seat_flower", "kong_replacement"}
    assert game.ledger == [Payment(s, 0, 16, "self_drawn_win") for s in (1, 2, 3)]


def test_no_heavenly_hand_after_easts_own_kong_on_the_first_turn(rigger: Any) -> None:
    game = new_deal("hongkong", 1)
    assert isinstance(game, MahjongDeal)
    rigger(game, ["1111m 234p 567s 99s 55p", *OTHERS], replacements="9s")
    game.turns_played = 0  # East's opening fourteen, before any discard
    assert Act.WIN not in action_kinds(game, 0)
    play(game, 0, Act.CONCEALED_KONG, "1111m")
    play(game, 0, Act.WIN)
    assert game.wins[0].moments == frozenset({"kong_replacement"})
    # concealed_hand 1 + self_drawn 1 + no_flowers 1 + kong_replacement 1 = 4 faan,
    # base 2**4 = 16 from each opponent; a heavenly hand would be the 8192 limit.
    assert win_patterns(game) == {"concealed_hand", "self_drawn", "no_flowers", "kong_replacement"}
    assert game.ledger == [Payment(s, 0, 16, "self_drawn_win") for s in (1, 2, 3)]
