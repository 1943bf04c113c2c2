"""The Sichuan deal on the engine's table: setup, the missing suit, claims, kongs,
robbing a kong and replay. Wins, their payments and the end-of-wall settlement are
in test_settlement.py.

Positions are rigged with ``rig_sichuan`` (tests/support/sichuan.py) and then
played with legal actions only, so every rule is checked through
``legal_actions`` and ``apply`` as a player meets it. Expected amounts are
worked out from the rule book (rules/sichuan.md) in the comments.
"""

from __future__ import annotations

import pytest
from support.inventory import every_tile
from support.sheets import check_sheet
from support.sichuan import FILL, assert_winners_idle, rig_sichuan
from support.table import (
    action_kinds,
    discard_drawn,
    expect_illegal,
    lay_pung,
    no_tile_lost,
    pass_window,
    play,
    shorten_wall,
    tile_kinds,
    tiles_of,
    windows_closed_at_once,
)

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.ledger import Payment
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.storage.records import replay
from mahjong_desktop.variants.mahjong.shapes import is_standard_win
from mahjong_desktop.variants.mahjong.tiles import counts_of, kind_of, parse_kinds, suit_of
from mahjong_desktop.variants.sichuan.deal import SichuanDeal

# ------------------------------------------------------------------ setup


def test_deal_gives_108_suit_tiles_dealer_14_others_13() -> None:
    game = SichuanDeal(11)
    game.start()
    assert no_tile_lost(game, 108)
    assert {suit_of(kind_of(t)) for t in every_tile(game)} == {"m", "p", "s"}
    assert [len(s.hand) for s in game.seats] == [14, 13, 13, 13]
    assert game.wall.dead == [] and game.wall.loose == []  # no dead wall in Sichuan


def test_the_live_wall_counts_every_undealt_tile() -> None:
    """108 - 53 dealt tiles leave 55 to draw.

    Fails on an engine bug (variants/mahjong/wall.py ``Wall.deal_jump``): the jump hands
    out five tiles but lowers ``live_count`` by six, so the wall is declared
    exhausted with one tile still in it.
    """
    game = SichuanDeal(11)
    game.start()
    assert len(list(game.wall.live_tiles())) == 55
    assert game.wall.live_count == 55


def test_declarations_are_secret_until_all_have_declared() -> None:
    game = SichuanDeal(3)
    game.start()
    assert game.phase is Phase.DECLARE
    for seat in range(4):
        assert [a.choice for a in game.legal_actions(seat)] == ["m", "p", "s"]
        assert action_kinds(game, seat) == {Act.DECLARE}
    east_tile = game.seats[0].hand[0]
    expect_illegal(game, Action(0, Act.DISCARD, (east_tile,)), "discard is not a legal move")

    for seat, choice in ((2, "s"), (0, "m"), (3, "m")):
        game.apply(Action(seat, Act.DECLARE, choice=choice))
        assert game.legal_actions(seat) == []  # one declaration each
        assert game.observation(seat)["declared"] == choice
    # South has not declared: nobody may see another seat's choice yet.
    assert game.phase is Phase.DECLARE and game.to_act() == [1]
    assert not any(e.kind == "declarations" for e in game.events)
    for viewer in range(4):
        assert [s["missing"] for s in game.observation(viewer)["seats"]] == [None] * 4
        for event in game.events:
            if event.kind == "declared" and event.seat != viewer:
                assert "choice" not in event.seen_by(viewer).data
    expect_illegal(game, Action(0, Act.DISCARD, (east_tile,)), "not E's move")

    game.apply(Action(1, Act.DECLARE, choice="p"))
    reveals = [e for e in game.events if e.kind == "declarations"]
    assert len(reveals) == 1 and reveals[0].private is None
    assert reveals[0].data["missing"] == ["m", "p", "s", "m"]
    for viewer in range(4):
        seen = game.observation(viewer)["seats"]
        assert [s["missing"] for s in seen] == ["m", "p", "s", "m"]
    assert game.phase is Phase.TURN and game.to_act() == [0]
    assert Act.DISCARD in action_kinds(game, 0)


# ----------------------------------------------------------- missing suit


def test_only_missing_suit_tiles_may_be_discarded_while_held() -> None:
    game = rig_sichuan(["1111m 234567m 5p 7p 89s", FILL, FILL, FILL], choices="pmmm")
    discards = [a.tiles[0] for a in game.legal_actions(0) if a.kind is Act.DISCARD]
    assert tile_kinds(discards) == parse_kinds("5p 7p")
    expect_illegal(game, Action(0, Act.DISCARD, tiles_of(game, 0, "9s")), "missing suit")
    # Four of a kind, but no concealed kong while dots are held.
    assert Act.CONCEALED_KONG not in action_kinds(game, 0)
    kong = Action(0, Act.CONCEALED_KONG, tiles_of(game, 0, "1111m"))
    expect_illegal(game, kong, "missing suit")


def test_concealed_kong_is_offered_once_the_missing_suit_is_gone() -> None:
    # East draws 9s and then 8s; the fillers throw whatever they draw.
    game = rig_sichuan(
        ["1111m 234567m 5p 7p 89s", FILL, FILL, FILL],
        "2s 3s 4s 9s 2s 3s 4s 8s",
        choices="pmmm",
    )
    play(game, 0, Act.DISCARD, "5p")
    pass_window(game)
    for _ in range(3):
        discard_drawn(game)
    assert game.current == 0
    assert Act.CONCEALED_KONG not in action_kinds(game, 0)  # 7p is still held
    play(game, 0, Act.DISCARD, "7p")
    pass_window(game)
    for _ in range(3):
        discard_drawn(game)
    assert game.current == 0
    play(game, 0, Act.CONCEALED_KONG, "1111m")
    assert game.seats[0].melds[0].kind == "ckong"


def test_no_win_or_pung_on_a_discard_while_holding_the_missing_suit() -> None:
    # South declared bamboo yet holds 111s: 5p would complete its shape.
    south = "123m 456m 789m 5p 111s"
    assert is_standard_win(counts_of([*parse_kinds(south), *parse_kinds("5p")]))
    west = "55p 1234567m 99s 2s 3s"  # a pair of 5p, but West declared characters
    east = "5p 13579m 12468s 379s"
    game = rig_sichuan([east, south, west, FILL], choices="psmm")
    play(game, 0, Act.DISCARD, "5p")
    # Nobody may claim, so the window closes at once and South simply draws.
    assert game.phase is Phase.TURN and game.current == 1
    assert windows_closed_at_once(game)


@pytest.mark.parametrize("extra, claimable", [("1s", False), ("1m", True)])
def test_pung_and_kong_need_the_missing_suit_gone(extra: str, claimable: bool) -> None:
    west = f"555p 2345678m 99m {extra}"  # West declared bamboo
    game = rig_sichuan(["5p 13579m 12468s 379s", FILL, west, FILL], choices="pmsm")
    play(game, 0, Act.DISCARD, "5p")
    if claimable:
        assert game.phase is Phase.CLAIM
        assert action_kinds(game, 2) == {Act.PUNG, Act.KONG, Act.PASS}
    else:
        assert game.phase is Phase.TURN and game.current == 1
        assert game.legal_actions(2) == []


def test_no_self_drawn_win_while_holding_the_missing_suit() -> None:
    # West declared bamboo; with the 1s it draws, 123m 456m 789m 55p 111s is a complete shape.
    south = "13579m 2468s 3579s 9s"
    game = rig_sichuan(
        [FILL, south, "123m 456m 789m 55p 11s", FILL], "1s", current=1, choices="mpsm"
    )
    play(game, 1, Act.DISCARD, "9s")
    pass_window(game)
    assert game.current == 2 and game.turn.drawn is not None
    assert kind_of(game.turn.drawn) == parse_kinds("1s")[0]
    assert Act.WIN not in action_kinds(game, 2)
    discards = [a.tiles[0] for a in game.legal_actions(2) if a.kind is Act.DISCARD]
    assert tile_kinds(discards) == parse_kinds("111s")
    expect_illegal(game, Action(2, Act.WIN), "missing suit")


def test_a_win_is_offered_once_the_missing_suit_is_gone() -> None:
    south = "123m 456m 789m 55p 99p 1s"  # declared bamboo, on turn with its last bamboo
    game = rig_sichuan([FILL, south, FILL, FILL], "5p", current=1, choices="msmm")
    assert [tile_kinds(a.tiles) for a in game.legal_actions(1)] == [parse_kinds("1s")]
    play(game, 1, Act.DISCARD, "1s")
    pass_window(game)
    assert game.current == 2
    discard_drawn(game, answer=False)  # West throws the 5p it drew
    assert game.phase is Phase.CLAIM
    assert action_kinds(game, 1) == {Act.WIN, Act.PUNG, Act.PASS}
    play(game, 1, Act.WIN, "5p")
    assert game.ledger == [Payment(2, 1, 1, "win_on_discard")]  # basic hand: 2**0


def test_no_chow_is_ever_offered() -> None:
    south = "12m 45m 2m 1199s 228s 3s"  # could chow 3m three ways
    west = "33m 6789m 9m 5568s 77s"
    east = "3m 5m 6m 7m 8m 9m 123469s 5s 9s"
    game = rig_sichuan([east, south, west, FILL], choices="pppm")
    play(game, 0, Act.DISCARD, "3m")
    assert game.phase is Phase.CLAIM
    assert game.legal_actions(1) == []  # South is not even asked
    assert action_kinds(game, 2) == {Act.PUNG, Act.PASS}
    chow = Action(1, Act.CHOW, tiles_of(game, 1, "12m"))
    expect_illegal(game, chow, "no chows")
    play(game, 2, Act.PASS)
    assert game.phase is Phase.TURN and game.current == 1
    assert Act.CHOW not in action_kinds(game, 1)


# ------------------------------------------------------------ pungs, kongs


def test_pung_takes_the_turn_and_must_discard_before_any_kong() -> None:
    west = "55s 1111m 2345m 99m 8s"  # four 1m in hand: no kong right after the pung
    game = rig_sichuan(["5s 3579m 12346s 7789s", FILL, west, FILL], "6m", choices="pmpm")
    play(game, 0, Act.DISCARD, "5s")
    assert game.legal_actions(1) == [] and game.legal_actions(3) == []
    assert action_kinds(game, 2) == {Act.PUNG, Act.PASS}  # two 5s: no exposed kong
    discarded = game.seats[0].river[-1]
    play(game, 2, Act.PUNG, "55s")
    meld = game.seats[2].melds[0]
    assert (meld.kind, tile_kinds(meld.tiles)) == ("pung", parse_kinds("555s"))
    assert (meld.claimed, meld.from_seat) == (discarded, 0)
    assert discarded not in game.seats[0].river
    assert game.phase is Phase.TURN and game.current == 2
    assert action_kinds(game, 2) == {Act.DISCARD}  # no win, no kong: it did not draw
    assert len(game.seats[2].hand) == 11
    assert game.ledger == []  # a pung is not paid
    play(game, 2, Act.DISCARD, "8s")
    pass_window(game)
    assert game.current == 3  # play goes on from the claimer; South was skipped


def test_exposed_kong_is_paid_by_the_discarder_and_draws_from_the_tail() -> None:
    west = "555s 1234m 6789m 19s"
    game = rig_sichuan(
        ["5s 3579m 12346s 7789s", FILL, west, FILL],
        "6m",
        choices="pmpm",
        replacements="9m",
    )
    play(game, 0, Act.DISCARD, "5s")
    assert action_kinds(game, 2) == {Act.PUNG, Act.KONG, Act.PASS}
    live = game.wall.live_count
    play(game, 2, Act.KONG, "555s")
    assert game.ledger == [Payment(0, 2, 2, "exposed_kong")]
    meld = game.seats[2].melds[0]
    assert (meld.kind, tile_kinds(meld.tiles), meld.from_seat) == ("kong", parse_kinds("5555s"), 0)
    # The replacement comes from the tail of the live wall (there is no dead wall).
    assert game.current == 2 and game.turn.after_kong and game.turn.drawn is not None
    assert kind_of(game.turn.drawn) == parse_kinds("9m")[0]
    assert game.wall.live_count == live - 1
    play(game, 2, Act.DISCARD, "9s")
    pass_window(game)
    assert game.current == 3 and game.turn.drawn is not None
    assert kind_of(game.turn.drawn) == parse_kinds("6m")[0]  # the head was not touched


def test_concealed_kong_is_paid_by_every_active_opponent() -> None:
    game = rig_sichuan(["1111m 234567m 99s 58s", FILL, FILL, FILL], replacements="9m")
    play(game, 0, Act.CONCEALED_KONG, "1111m")
    assert game.ledger == [Payment(s, 0, 2, "concealed_kong") for s in (1, 2, 3)]
    assert game.seats[0].melds[0].kind == "ckong"
    assert game.phase is Phase.TURN  # a concealed kong cannot be robbed
    assert game.turn.after_kong and game.turn.drawn is not None
    assert kind_of(game.turn.drawn) == parse_kinds("9m")[0]
    assert len(game.seats[0].hand) == 11


def test_a_kong_needs_a_replacement_tile() -> None:
    game = rig_sichuan(["1111m 234567m 99s 58s", FILL, FILL, FILL])
    assert Act.CONCEALED_KONG in action_kinds(game, 0)
    shorten_wall(game, "")
    assert Act.CONCEALED_KONG not in action_kinds(game, 0)
    assert Act.DISCARD in action_kinds(game, 0)


# South holds a pung of 5s (claimed from East) and the fourth 5s; North waits on 5s.
ADDER = "5555s 123m 456m 789m 1m"
ROBBER = "123p 456p 789p 99s 46s"  # declared characters


def kong_adder(west: str | None = FILL) -> SichuanDeal:
    game = rig_sichuan(
        [FILL, ADDER, west, ROBBER], "3p", current=1, choices="mpmm", replacements="9m"
    )
    lay_pung(game, 1, "5s", from_seat=0)
    return game


def test_added_kong_not_robbed_is_paid_by_every_active_opponent() -> None:
    game = kong_adder()
    assert action_kinds(game, 1) == {Act.ADDED_KONG, Act.DISCARD}
    play(game, 1, Act.ADDED_KONG, "5s")
    assert game.phase is Phase.ROB and game.to_act() == [3]
    assert action_kinds(game, 3) == {Act.WIN, Act.PASS}  # no pung or kong on a robbing window
    play(game, 3, Act.PASS)
    meld = game.seats[1].melds[0]
    assert (meld.kind, tile_kinds(meld.tiles)) == ("kong", parse_kinds("5555s"))
    assert game.ledger == [Payment(s, 1, 1, "added_kong") for s in (0, 2, 3)]
    assert game.current == 1 and game.turn.after_kong and game.turn.drawn is not None
    assert kind_of(game.turn.drawn) == parse_kinds("9m")[0]


def test_robbing_an_added_kong_earns_no_kong_payment() -> None:
    game = kong_adder()
    added = tiles_of(game, 1, "5s")[0]
    play(game, 1, Act.ADDED_KONG, "5s")
    play(game, 3, Act.WIN, "5s")
    # 123p 456p 789p 99s 456s: basic 0 + robbing_kong 1 = 1 fan, 2 points, paid by the adder.
    assert game.ledger == [Payment(1, 3, 2, "robbing_the_kong")]
    (win,) = game.wins
    assert (win.seat, win.tile, win.from_seat) == (3, added, 1)
    assert "robbing_kong" in win.moments and win.score.total == 1
    meld = game.seats[1].melds[0]
    assert (meld.kind, len(meld.tiles)) == ("pung", 3)  # the kong was never made
    assert added in game.seats[3].hand and not game.seats[3].active
    assert no_tile_lost(game, 108)
    # Play goes on with the first active seat after the robber.
    assert game.phase is Phase.TURN and game.current == 0 and game.turn.drawn is not None


def test_two_players_rob_the_same_added_kong() -> None:
    game = kong_adder(west="234p 678p 999p 11s 46s")  # also waits on 5s
    play(game, 1, Act.ADDED_KONG, "5s")
    assert set(game.to_act()) == {2, 3}
    for seat in (3, 2):  # answer order does not matter
        play(game, seat, Act.WIN, "5s")
    # Both hands are basic + robbing_kong = 1 fan: the adder pays 2 to each, in turn order.
    assert game.ledger == [
        Payment(1, 2, 2, "robbing_the_kong"),
        Payment(1, 3, 2, "robbing_the_kong"),
    ]
    assert [w.seat for w in game.wins] == [2, 3]
    assert all(w.from_seat == 1 and "robbing_kong" in w.moments for w in game.wins)
    assert not game.seats[2].active and not game.seats[3].active
    # North is farthest from the adder: play goes on with East.
    assert game.current == 0 and game.turn.drawn is not None
    assert no_tile_lost(game, 108)


# ----------------------------------------------------------------- replay


def check_invariants(game: Deal) -> None:
    """Rules that hold after every action of any Sichuan deal."""
    assert isinstance(game, SichuanDeal)
    assert no_tile_lost(game, 108)
    for seat in range(4):
        legal = game.legal_actions(seat)
        assert not any(a.kind is Act.CHOW for a in legal)
        if not game.seats[seat].active:
            assert legal == []
        if game.phase is not Phase.DECLARE and game.holds_missing(seat):
            assert not {a.kind for a in legal} & {Act.WIN, Act.PUNG, Act.KONG, Act.ADDED_KONG}
            assert Act.CONCEALED_KONG not in {a.kind for a in legal}
            for action in legal:
                if action.kind is Act.DISCARD:
                    assert suit_of(kind_of(action.tiles[0])) == game.seats[seat].choice


# Greedy deals end both ways (three wins or an exhausted wall); random ones mostly exhaust.
@pytest.mark.parametrize(
    "level, seed", [("greedy", s) for s in range(1, 9)] + [("random", s) for s in range(1, 4)]
)
def test_a_played_deal_replays_to_the_same_state(level: str, seed: int) -> None:
    game = SichuanDeal(seed)
    bots = [make_bot(level, bot_seed(seed)) for _ in range(4)]
    play_deal(game, bots, check=check_invariants)
    assert game.end_reason in ("three_won", "exhausted")
    settled = any(e.kind == "settlement" for e in game.events)
    assert settled == (game.end_reason == "exhausted")
    if game.end_reason == "three_won":
        assert len(game.wins) == 3
    check_sheet(game)
    assert_winners_idle(game)

    again = replay(game.record())
    assert again.state_json() == game.state_json()
    assert again.ledger == game.ledger
