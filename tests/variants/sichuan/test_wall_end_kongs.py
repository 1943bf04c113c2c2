"""Kongs near the end of the Sichuan wall (rules/sichuan.md): a kong whose
replacement is the wall's last tile, and the tax refund of every kind of kong
payment. Expected amounts are literal, worked out from the rule book's tables in
the comments, never read back from the game's own score."""

from __future__ import annotations

from support.sichuan import FILL, rig_sichuan
from support.table import lay_pung, play, shorten_wall, win_patterns

from mahjong_desktop.engine.actions import Act
from mahjong_desktop.engine.ledger import Payment


def test_a_kong_whose_replacement_is_the_last_tile_scores_last_tile() -> None:
    # East (declared dots) kongs 1m with one tile left; the replacement is that tile,
    # 6s, completing 234m 567m 678s 99s.
    game = rig_sichuan(["1111m 234m 567m 99s 78s", FILL, FILL, FILL])
    shorten_wall(game, "6s")
    assert game.wall.live_count == 1
    play(game, 0, Act.CONCEALED_KONG, "1111m")
    assert game.wall.live_count == 0
    play(game, 0, Act.WIN)
    assert game.wins[0].moments == frozenset({"kong_replacement", "last_tile_draw"})
    assert win_patterns(game) == {"basic", "root", "kong_replacement", "last_tile"}
    # root 1 + kong_replacement 1 + last_tile 1 = 3 fan, base 8: each opponent pays 8 + 1.
    assert game.ledger == [
        *(Payment(s, 0, 2, "concealed_kong") for s in (1, 2, 3)),
        *(Payment(s, 0, 9, "self_drawn_win") for s in (1, 2, 3)),
    ]
    assert game.end_reason == "exhausted"
    assert game.deltas() == [33, -11, -11, -11]


def test_the_tax_refund_returns_exposed_and_added_kong_payments_too() -> None:
    # South kongs East's 7s (East pays 2), then adds its fourth 5s to the pung it
    # holds (each opponent pays 1); the wall then runs out with South far from ready.
    east = "2222m 1m 4m 5m 7m 8m 1s 2s 4s 8s 7s"  # declared dots; throws 7s, not ready
    south = "777s 5555s 3m 6m 9m 3s 6s 9s"  # declared dots
    game = rig_sichuan([east, south, FILL, FILL], choices="ppmm")
    lay_pung(game, 1, "5s", from_seat=0)
    shorten_wall(game, "", replacements="1m 1s")
    play(game, 0, Act.DISCARD, "7s")
    play(game, 1, Act.KONG, "777s")
    play(game, 1, Act.ADDED_KONG, "5s")
    assert game.wall.live_count == 0
    play(game, 1, Act.DISCARD, "9s")
    assert game.end_reason == "exhausted"
    (settlement,) = [e.data for e in game.events if e.kind == "settlement"]
    assert settlement == {"pigs": [], "ready": [], "not_ready": [0, 1, 2, 3]}
    assert game.ledger == [
        Payment(0, 1, 2, "exposed_kong"),
        *(Payment(s, 1, 1, "added_kong") for s in (0, 2, 3)),
        # South won nothing and is not ready: every kong payment goes back to its payer.
        Payment(1, 0, 2, "kong_tax_refund"),
        *(Payment(1, s, 1, "kong_tax_refund") for s in (0, 2, 3)),
    ]
    assert game.deltas() == [0, 0, 0, 0]
