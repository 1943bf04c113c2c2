"""Sichuan wins and payments on the engine's table: several winners on one
discard, winners leaving play, self-drawn and third wins, the last tile of the
wall, and the end-of-wall settlement (kong tax refund, flower pig, ready check).

Positions are rigged with ``rig_sichuan`` (tests/support/sichuan.py) and then
played with legal actions only. Expected amounts are worked out from the rule
book (rules/sichuan.md) in the comments.
"""

from __future__ import annotations

import pytest
from support.sheets import check_sheet
from support.sichuan import FILL, assert_winners_idle, rig_sichuan
from support.table import (
    action_kinds,
    discard_drawn,
    new_payments,
    no_tile_lost,
    play,
    shorten_wall,
    tiles_of,
    win_events,
    win_patterns,
)

from mahjong_desktop.engine.actions import Act
from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.ledger import Payment

# ------------------------------------------------------------------- wins

DISCARDER = "5s 19m 99m 2266s 7788s 3s"  # declared dots; throws 5s
WAITS_5S = "123m 456m 789m 11s 46s"  # declared dots; 11s pair, 5s closed wait
WAITS_5S_TOO = "234m 567m 888m 34s 99s"  # declared dots; 2s or 5s


@pytest.mark.parametrize("discarder", [0, 1, 2, 3])
@pytest.mark.parametrize("offsets, next_offset", [((1, 2), 3), ((1, 3), 0), ((2, 3), 0)])
def test_several_winners_on_one_discard(
    discarder: int, offsets: tuple[int, int], next_offset: int
) -> None:
    first, second = ((discarder + o) % 4 for o in offsets)
    hands: list[str | None] = [FILL] * 4
    hands[discarder], hands[first], hands[second] = DISCARDER, WAITS_5S, WAITS_5S_TOO
    choices = "".join("m" if hands[s] is FILL else "p" for s in range(4))
    game = rig_sichuan(hands, current=discarder, choices=choices)
    tile = tiles_of(game, discarder, "5s")[0]
    waiting = {s: sorted(game.seats[s].hand) for s in (first, second)}
    play(game, discarder, Act.DISCARD, "5s")
    assert sorted(game.to_act()) == sorted((first, second))
    for seat in reversed(game.to_act()):
        play(game, seat, Act.WIN, "5s")

    # Both hands are basic (2**0 = 1): the discarder pays each winner, in turn order.
    assert game.ledger == [
        Payment(discarder, first, 1, "win_on_discard"),
        Payment(discarder, second, 1, "win_on_discard"),
    ]
    assert [(w.seat, w.tile, w.from_seat) for w in game.wins] == [
        (first, tile, discarder),
        (second, tile, discarder),
    ]
    assert not game.seats[first].active and not game.seats[second].active
    # Each hand is laid open in its win event with the winning tile marked; the one
    # physical tile sits in the first winner's hand.
    for event in win_events(game):
        shown = event["hand"] if tile in event["hand"] else [*event["hand"], tile]
        assert event["tile"] == tile and event["source"] == discarder
        assert sorted(shown) == sorted([*waiting[event["seat"]], tile])
    assert tile in game.seats[first].hand and tile not in game.seats[second].hand
    assert no_tile_lost(game, 108)
    # Play goes on with the first active seat after the winner farthest from the discarder.
    assert game.phase is Phase.TURN and game.current == (discarder + next_offset) % 4
    assert game.turn.drawn is not None
    assert_winners_idle(game)


def test_winners_never_claim_draw_or_discard_again() -> None:
    # East discards 5s to South and West; North and East then throw 1s, which South
    # (holding 11s) could otherwise pung.
    game = rig_sichuan([DISCARDER, WAITS_5S, WAITS_5S_TOO, FILL], "1s 1s", choices="pppm")
    play(game, 0, Act.DISCARD, "5s")
    play(game, 1, Act.WIN, "5s")
    play(game, 2, Act.WIN, "5s")
    assert game.current == 3
    discard_drawn(game, answer=False)
    assert game.phase is Phase.TURN and game.current == 0  # no window for the winners
    discard_drawn(game, answer=False)
    assert game.phase is Phase.TURN and game.current == 3
    assert game.to_act() == [3]
    assert_winners_idle(game)


def test_self_drawn_win_is_paid_by_active_opponents_and_play_skips_winners() -> None:
    # North throws 5s: East wins. South and West throw their draws (9s: East holds 99s
    # but has won), then North draws the other 5s and wins by itself.
    north = "5s " + WAITS_5S
    game = rig_sichuan([WAITS_5S_TOO, FILL, FILL, north], "9s 2p 5s", current=3, choices="pmmp")
    play(game, 3, Act.DISCARD, "5s")
    play(game, 0, Act.WIN, "5s")
    assert game.current == 1  # the first active seat after the winner
    discard_drawn(game, answer=False)
    assert game.phase is Phase.TURN and game.current == 2
    discard_drawn(game, answer=False)
    assert game.current == 3 and action_kinds(game, 3) >= {Act.WIN}
    before = len(game.ledger)
    play(game, 3, Act.WIN)
    # Basic hand: base 1, each active opponent pays 1 + 1; East has won and pays nothing.
    assert new_payments(game, before) == [
        Payment(1, 3, 2, "self_drawn_win"),
        Payment(2, 3, 2, "self_drawn_win"),
    ]
    assert game.wins[-1].from_seat is None
    # Play goes on with the first active seat after North: South (East has won).
    assert game.current == 1 and game.turn.drawn is not None
    assert_winners_idle(game)


def test_the_third_win_ends_the_deal_without_end_of_wall_settlement() -> None:
    east = "5s 1199m 88m 2233s 66s 5m"  # declared bamboo and keeps some to the end
    south = WAITS_5S
    west = "777s 234s 99s 234m 56m"  # draws the fourth 7s, kongs, and wins on 7m
    north = "111p 222p 333p 888s 6p"  # declared characters; wins on 6p
    game = rig_sichuan([east, south, west, north], "7s 6p", choices="sppm", replacements="7m")
    play(game, 0, Act.DISCARD, "5s")
    play(game, 1, Act.WIN, "5s")
    assert game.ledger == [Payment(0, 1, 1, "win_on_discard")]

    assert game.current == 2
    play(game, 2, Act.CONCEALED_KONG, "7777s")
    # Only the active opponents pay a concealed kong made after South's win.
    assert new_payments(game, 1) == [
        Payment(0, 2, 2, "concealed_kong"),
        Payment(3, 2, 2, "concealed_kong"),
    ]
    play(game, 2, Act.WIN)
    # root 1 + kong_replacement 1 = 2 fan, base 4: East and North pay 4 + 1 each.
    assert game.wins[-1].moments == frozenset({"kong_replacement"})
    assert game.wins[-1].score.total == 2
    assert new_payments(game, 3) == [
        Payment(0, 2, 5, "self_drawn_win"),
        Payment(3, 2, 5, "self_drawn_win"),
    ]

    assert game.current == 3 and not game.is_over
    play(game, 3, Act.WIN)
    # all_pungs 1 fan, base 2: only East is still playing and pays 2 + 1.
    assert new_payments(game, 5) == [Payment(0, 3, 3, "self_drawn_win")]
    assert game.end_reason == "three_won" and game.phase is Phase.ENDED
    assert game.wall.live_count > 0
    # East still holds bamboo, but there is no flower pig or ready check after a third win.
    assert game.holds_missing(0)
    assert not any(e.kind == "settlement" for e in game.events)
    assert len(game.ledger) == 6
    assert game.deltas() == [-11, 1, 14, -4]
    check_sheet(game)
    assert_winners_idle(game)
    for seat in range(4):
        assert game.legal_actions(seat) == []


@pytest.mark.parametrize("self_drawn", [True, False])
def test_last_tile_of_the_wall_scores_a_fan(self_drawn: bool) -> None:
    north = "22s 33s 77s 88s 99s 8s 147p"  # declared characters; throws 8s
    hands: list[str | None] = [FILL, FILL, FILL, north]
    winner = 0 if self_drawn else 1
    hands[winner] = WAITS_5S
    choices = "pssm" if self_drawn else "spsm"
    game = rig_sichuan(hands, "5s", current=3, choices=choices)
    shorten_wall(game, "5s")  # East draws the last tile of the wall
    play(game, 3, Act.DISCARD, "8s")
    if self_drawn:
        play(game, 0, Act.WIN)
        # basic 0 + last_tile 1 = 1 fan, base 2: each opponent pays 2 + 1.
        assert game.ledger[:3] == [Payment(s, 0, 3, "self_drawn_win") for s in (1, 2, 3)]
    else:
        discard_drawn(game, answer=False)
        play(game, 1, Act.WIN, "5s")
        assert game.ledger[0] == Payment(0, 1, 2, "win_on_discard")
    (win,) = game.wins
    assert win.seat == winner and win.score.total == 1
    assert "last_tile" in win_patterns(game)
    assert game.end_reason == "exhausted"


# ------------------------------------------------------- end of the wall


def test_exhausted_wall_settles_refund_then_pig_then_ready_check() -> None:
    east = "1111m 3579m 2489s 5s 6s"  # kongs 1m, throws 5s, ends far from ready
    south = "234m 456m 678m 11s 46s"  # wins on the 5s
    west = "13578p 258m 99m 237s"  # declared dots: still holds some at the end (flower pig)
    north = "999p 123p 456p 77s 8s 3s"  # declared characters: kongs 9p, ends ready on 7s
    game = rig_sichuan([east, south, west, north], choices="pppm")
    shorten_wall(game, "1s 9p", replacements="7s 9s")

    play(game, 0, Act.CONCEALED_KONG, "1111m")  # before South's win: all three pay
    play(game, 0, Act.DISCARD, "5s")
    play(game, 1, Act.WIN, "5s")
    assert game.current == 2
    play(game, 2, Act.DISCARD, "1p")  # its missing suit must go first
    assert game.current == 3
    play(game, 3, Act.CONCEALED_KONG, "9999p")  # after South's win: South does not pay
    assert game.wall.live_count == 0
    play(game, 3, Act.DISCARD, "3s")

    assert game.end_reason == "exhausted" and game.phase is Phase.ENDED
    assert game.holds_missing(2) and game.ready_value(0) is None
    # North: 123p 456p 789s 77s with a 9p kong: basic 0 + root 1 = 1 fan, worth 2.
    assert game.ready_value(3) == 2
    (settlement,) = [e.data for e in game.events if e.kind == "settlement"]
    assert settlement == {"pigs": [2], "ready": [3], "not_ready": [0, 2]}
    assert game.ledger == [
        Payment(1, 0, 2, "concealed_kong"),
        Payment(2, 0, 2, "concealed_kong"),
        Payment(3, 0, 2, "concealed_kong"),
        Payment(0, 1, 1, "win_on_discard"),
        Payment(0, 3, 2, "concealed_kong"),
        Payment(2, 3, 2, "concealed_kong"),
        # 1. East won nothing and is not ready: each kong payment goes back to its payer,
        #    South included although it has won since. North is ready and keeps its own.
        Payment(0, 1, 2, "kong_tax_refund"),
        Payment(0, 2, 2, "kong_tax_refund"),
        Payment(0, 3, 2, "kong_tax_refund"),
        # 2. The flower pig pays 32 to every other player, the winner included.
        Payment(2, 0, 32, "flower_pig"),
        Payment(2, 1, 32, "flower_pig"),
        Payment(2, 3, 32, "flower_pig"),
        # 3. The other non-winner who is not ready pays the ready player its value.
        Payment(0, 3, 2, "not_ready"),
    ]
    assert game.deltas() == [27, 33, -98, 38]
    check_sheet(game)
    assert_winners_idle(game)


def test_ready_check_pays_each_ready_player_its_own_value() -> None:
    east = WAITS_5S + " 9p"  # throws its last dot, then waits on 5s: basic, worth 1
    south = "11s 22s 33s 55s 66s 77s 9s"  # seven pairs + full flush = 4 fan, worth 16
    west = "147p 258p 369p 3589s"  # declared characters: not ready, no pig
    north = "11m 22m 33m 44m 55p 66p 8s"  # declared bamboo and holds 8s: flower pig
    game = rig_sichuan([east, south, west, north], choices="ppms")
    shorten_wall(game, "")
    play(game, 0, Act.DISCARD, "9p")
    assert game.end_reason == "exhausted"
    assert game.ledger == [
        Payment(3, 0, 32, "flower_pig"),
        Payment(3, 1, 32, "flower_pig"),
        Payment(3, 2, 32, "flower_pig"),
        # The pig is spared the ready check; West pays each ready player.
        Payment(2, 0, 1, "not_ready"),
        Payment(2, 1, 16, "not_ready"),
    ]
    assert game.deltas() == [33, 48, 15, -96]


def test_a_flower_pig_ahead_in_turn_order_does_not_stop_the_ready_check() -> None:
    east = WAITS_5S + " 9p"  # throws its last dot, then waits on 5s: basic, worth 1
    south = "11m 22m 33m 44m 55p 66p 8s"  # declared bamboo and holds 8s: flower pig
    west = "147p 258p 369p 3589s"  # declared characters: not ready, no pig
    north = "11s 22s 33s 55s 66s 77s 9s"  # seven pairs + full flush = 4 fan, worth 16
    game = rig_sichuan([east, south, west, north], choices="psmp")
    shorten_wall(game, "")
    play(game, 0, Act.DISCARD, "9p")
    assert game.end_reason == "exhausted"
    assert game.ledger == [
        *(Payment(1, s, 32, "flower_pig") for s in (0, 2, 3)),
        # South, the pig, is spared the ready check; West after it still pays.
        Payment(2, 0, 1, "not_ready"),
        Payment(2, 3, 16, "not_ready"),
    ]
    assert game.deltas() == [33, -96, 15, 48]
    check_sheet(game)
