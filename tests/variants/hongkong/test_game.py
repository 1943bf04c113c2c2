"""A Hong Kong deal on the engine's table (hongkong.md, table.md): bonus tiles,
kongs and their replacements, robbing, the exhausted wall, payments, winning
moments and illegal actions. Random play, hidden information and replay are in
test_random_play.py."""

from __future__ import annotations

import pytest
from support.table import (
    QUIET_SOUTH,
    QUIET_WEST,
    ScriptedRng,
    action_kinds,
    discard,
    expect_illegal,
    lay_pung,
    no_tile_lost,
    only_action,
    rig,
    shorten_wall,
    tile,
    tiles_of,
    win_patterns,
    windows_closed_at_once,
)

from mahjong_desktop.engine import deal as deal_module
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.ledger import Payment
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.mahjong.seats import Moment
from mahjong_desktop.variants.mahjong.tiles import copies_of, kind_of, parse_kind

# Dice 2+3 and 2+3 break East's side 10 stacks in: East is dealt the wall's flat
# positions below, South the next ones; the loose tiles are positions 6 and 7 and
# the next pair, renewed from the tail, positions 4 and 5.
EAST_DEALT = [20, 21, 22, 23, 36, 37, 38, 39, 52, 53, 54, 55, 68, 72]
SOUTH_DEALT = [24, 25, 26, 27, 40, 41, 42, 43, 56, 57, 58, 59, 69]


def scripted_game(monkeypatch: pytest.MonkeyPatch, placed: dict[int, int]) -> HongKongDeal:
    """A deal whose wall holds ``placed`` (flat position -> tile) and the rest in id
    order, so the remaining bonus tiles sit deep in the live wall."""
    rest = iter(sorted(set(range(144)) - set(placed.values())))
    order = [placed[i] if i in placed else next(rest) for i in range(144)]
    monkeypatch.setattr(deal_module, "make_rng", lambda *_: ScriptedRng(order, [2, 3, 2, 3]))
    game = HongKongDeal(seed=0)
    game.start()
    return game


# --- bonus tiles ------------------------------------------------------------------


def test_dealt_bonus_tiles_are_shown_and_replaced_east_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    placed = {
        EAST_DEALT[0]: tile("1f"),
        SOUTH_DEALT[0]: tile("2f"),
        6: tile("5f"),  # East's replacement is itself a season...
        7: tile("1m"),  # ...South's is not
        4: tile("2m"),  # renewed loose tiles
        5: tile("3m"),
    }
    game = scripted_game(monkeypatch, placed)
    shown = [(e.seat, e.data["tile"]) for e in game.events if e.kind == "flower"]
    # East, then South, then East again for the season drawn as its replacement.
    assert shown == [(0, tile("1f")), (1, tile("2f")), (0, tile("5f"))]
    assert game.seats[0].bonus == [tile("1f"), tile("5f")]
    assert game.seats[1].bonus == [tile("2f")]
    assert tile("2m") in game.seats[0].hand and tile("1m") in game.seats[1].hand
    assert [len(s.hand) for s in game.seats] == [14, 13, 13, 13]
    assert not any(t >= 136 for s in game.seats for t in s.hand)
    assert game.wall.loose == [tile("3m")]
    assert no_tile_lost(game, 144)


def test_drawn_flower_is_replaced_at_once_from_the_loose_tiles() -> None:
    game = HongKongDeal(seed=10)
    rig(
        game,
        [
            "147m 258p 369s 1z 2z 3z 4z",
            "258m 369p 147s 5z 6z 7z 1z",
            "369m 147p 258s 2z 3z 4z 5z",
            "147m 258p 369s 5z 6z 7z 6z 7z",
        ],
        "1f 9m",
        current=3,
        replacements="5p",
    )
    live = game.wall.live_count
    discard(game, 3, "6z")  # nobody can claim it: East draws
    assert game.phase is Phase.TURN and game.current == 0
    assert game.seats[0].bonus == [tile("1f")]
    assert tile("5p", 2) in game.seats[0].hand
    assert game.turn.drawn == tile("5p", 2)
    # The last loose tile was taken: the live wall's last stack became two new ones.
    assert len(game.wall.loose) == 2
    assert game.wall.live_count == live - 1 - 2
    assert kind_of(game.wall.draw()) == parse_kind("9m")  # the next wall draw is untouched
    kinds = [e.kind for e in game.events]
    flower = kinds.index("flower")
    # The flower came with the wall draw; the loose tile replaced it and the
    # emptied loose pair was renewed from the live wall's tail.
    assert kinds[flower - 1 :] == ["draw", "flower", "loose_renewed", "draw"]
    draw = game.events[-1].data
    assert draw["source"] == "loose" and "tile" not in game.events[-1].seen_by(1).data


# --- kongs --------------------------------------------------------------------


def test_concealed_kong_is_laid_and_followed_by_a_replacement_draw() -> None:
    game = HongKongDeal(seed=11)
    rig(
        game,
        ["1111m 258p 369s 1z 2z 3z 4z", QUIET_SOUTH, QUIET_WEST, "47m 258p 369s 5z 6z 7z 6z 7z"],
        "8p",
        replacements="9m",
    )
    kong = only_action(game, 0, Act.CONCEALED_KONG)
    assert kong.tiles == copies_of(parse_kind("1m"))
    game.apply(kong)
    (meld,) = game.seats[0].melds
    assert meld.kind == "ckong" and meld.tiles == kong.tiles and meld.claimed is None
    assert game.phase is Phase.TURN and game.current == 0
    assert game.turn.drawn == tile("9m", 1) and game.turn.after_kong
    assert len(game.seats[0].hand) == 11
    assert action_kinds(game, 0) == {Act.DISCARD}
    assert no_tile_lost(game, 144)


def test_added_kong_extends_the_pung_and_draws_a_replacement() -> None:
    game = HongKongDeal(seed=12)
    rig(
        game,
        [
            "5555z 258p 369s 1z 2z 3z 4z",
            "258m 369p 147s 6z 7z 1z 1z",
            "369m 147p 258s 2z 3z 4z 6z",
            "147m 258p 369s 7z 6z 7z 2z",
        ],
        "8p",
        replacements="9m",
    )
    pung = lay_pung(game, 0, "5z", from_seat=2)
    added = only_action(game, 0, Act.ADDED_KONG)
    assert added.tiles == (tile("5z", 3),)
    game.apply(added)  # nobody can rob it: the kong completes at once
    (meld,) = game.seats[0].melds
    assert meld.kind == "kong"
    assert meld.tiles == copies_of(parse_kind("5z"))
    assert (meld.claimed, meld.from_seat) == (pung.claimed, 2)
    assert game.turn.drawn == tile("9m", 1) and game.turn.after_kong
    assert game.current == 0 and Act.DISCARD in action_kinds(game, 0)
    assert no_tile_lost(game, 144)


@pytest.mark.parametrize(("offered", "claim"), [("7z", Act.PUNG), ("4p", Act.CHOW)])
def test_no_kong_on_the_turn_after_a_chow_or_pung(offered: str, claim: Act) -> None:
    game = HongKongDeal(seed=13)
    rig(
        game,
        [
            "1111m 23p 77z 5z 6z 1z 2z 3z",  # four 1m, but the turn begins with a claim
            "369m 147p 258s 5z 6z 2z 3z",
            "47m 58p 69p 258s 5z 6z 1z 2z",
            "7z 4p 258m 369s 147s 4z 4z 4z",
        ],
        "8p",
        current=3,
        replacements="9m",
    )
    discard(game, 3, offered)
    game.apply(only_action(game, 0, claim))
    assert game.current == 0 and game.phase is Phase.TURN
    assert action_kinds(game, 0) == {Act.DISCARD}


@pytest.mark.parametrize(("loose", "offered"), [("", False), ("9m", True)])
def test_kong_needs_an_available_replacement_tile(loose: str, offered: bool) -> None:
    game = HongKongDeal(seed=14)
    rig(
        game,
        [
            "111m 258p 369s 1z 2z 3z 4z",
            QUIET_SOUTH,
            QUIET_WEST,
            "47m 258p 369s 5z 6z 7z 6z 7z 2m",
        ],
        "1m",
        current=3,
        replacements=loose,
    )
    shorten_wall(game, "1m")  # East draws the last tile of the live wall
    discard(game, 3, "6z")
    assert game.wall.live_count == 0 and game.current == 0  # East drew the fourth 1m last
    assert (Act.CONCEALED_KONG in action_kinds(game, 0)) is offered


# --- robbing a kong ---------------------------------------------------------------

# East will lay a pung of 9m and holds the fourth; South waits on 6m or 9m.
ROB_HANDS = [
    "9999m 258p 369s 1z 2z 3z 4z",
    "234m 567p 345s 99s 78m",
    "369p 147s 5z 6z 7z 1z 2z 3z 4z",
    "147m 258p 69s 5z 6z 7z 6z 7z",
]


def test_added_kong_can_be_robbed_and_the_adder_keeps_the_pung_and_pays() -> None:
    game = HongKongDeal(seed=15)
    rig(game, ROB_HANDS, "8p", replacements="9p")
    pung = lay_pung(game, 0, "9m", from_seat=3)
    game.apply(only_action(game, 0, Act.ADDED_KONG))
    assert game.phase is Phase.ROB
    assert action_kinds(game, 1) == {Act.WIN, Act.PASS}  # a rob is only ever a win
    assert game.legal_actions(2) == [] and game.legal_actions(3) == []
    game.apply(only_action(game, 1, Act.WIN))
    (win,) = game.wins
    assert (win.seat, win.from_seat, win.tile) == (1, 0, tile("9m", 3))
    assert "robbing_kong" in win.moments and "robbing_kong" in win_patterns(game)
    assert game.seats[0].melds == [pung]  # still a pung of three
    # all_chows 1 + concealed_hand 1 + no_flowers 1 + robbing_kong 1 = 4 faan, base 16:
    # the adder pays three times the base.
    assert win_patterns(game) == {"all_chows", "concealed_hand", "no_flowers", "robbing_kong"}
    assert game.ledger == [Payment(0, 1, 48, "win_on_discard")]
    assert no_tile_lost(game, 144)


def test_unrobbed_added_kong_completes_after_every_pass() -> None:
    game = HongKongDeal(seed=16)
    rig(game, ROB_HANDS, "8p", replacements="9p")
    lay_pung(game, 0, "9m", from_seat=3)
    game.apply(only_action(game, 0, Act.ADDED_KONG))
    game.apply(Action(1, Act.PASS))
    assert [m.kind for m in game.seats[0].melds] == ["kong"]
    assert game.phase is Phase.TURN and game.turn.drawn == tile("9p", 1)
    assert game.turn.after_kong and not game.wins


def test_concealed_kong_cannot_be_robbed() -> None:
    game = HongKongDeal(seed=17)
    rig(game, ROB_HANDS, "8p", replacements="9p")
    game.apply(only_action(game, 0, Act.CONCEALED_KONG))
    assert game.phase is Phase.TURN and game.current == 0
    assert [m.kind for m in game.seats[0].melds] == ["ckong"]
    assert game.legal_actions(1) == []
    assert "claim_window" not in [e.kind for e in game.events]  # nothing was offered
    assert game.turn.drawn == tile("9p", 1)


def test_exposed_kong_from_a_discard_by_any_seat() -> None:
    game = HongKongDeal(seed=18)
    rig(
        game,
        [
            "147m 258p 369s 1z 2z 3z 5z",
            "777z 369m 147p 258s 1z",
            "369p 147s 5z 66z 22z 3z 1z",
            "7z 4p 258m 369s 147s 4z 4z 4z",
        ],
        "8p",
        current=3,
        replacements="9m",
    )
    offered = discard(game, 3, "7z")
    assert action_kinds(game, 1) == {Act.PUNG, Act.KONG, Act.PASS}  # South is not next: no chow
    game.apply(only_action(game, 1, Act.KONG))
    (meld,) = game.seats[1].melds
    assert (meld.kind, meld.claimed, meld.from_seat) == ("kong", offered, 3)
    assert meld.tiles == copies_of(parse_kind("7z"))
    assert game.current == 1 and game.turn.after_kong
    assert game.turn.drawn == tile("9m", 1) and len(game.seats[1].hand) == 11
    assert offered not in game.seats[3].river
    assert no_tile_lost(game, 144)


# --- the exhausted wall --------------------------------------------------------

EXHAUST_EAST = "9m 258p 369s 1z 2z 3z 4z 5z 6z"
EXHAUST_WEST = "147p 258s 69s 5z 6z 77z 1z"
EXHAUST_NORTH = "147m 369p 147s 1z 2z 3z 4z 6z"


def exhausted_position(south: str) -> HongKongDeal:
    """East draws the live wall's last tile and discards 9m, which South could pung."""
    game = HongKongDeal(seed=19)
    rig(game, [EXHAUST_EAST, south, EXHAUST_WEST, EXHAUST_NORTH], "1p", current=3)
    shorten_wall(game, "1p")
    discard(game, 3, "6z")
    assert game.wall.live_count == 0 and not list(game.wall.live_tiles())
    assert game.current == 0
    discard(game, 0, "9m")
    return game


def test_final_discard_without_a_win_ends_the_deal_drawn_without_payments() -> None:
    game = exhausted_position("234m 567p 345s 99m 78s")  # a pair of 9m, not waiting on it
    assert game.end_reason == "exhausted" and game.phase is Phase.ENDED
    assert not game.seats[1].melds
    assert game.ledger == [] and game.deltas() == [0, 0, 0, 0]
    assert game.events[-1].kind == "deal_end"


def test_final_discard_may_be_claimed_only_for_a_win() -> None:
    game = exhausted_position("234m 567p 345s 99m 77s")  # waits on 9m or 7s
    assert action_kinds(game, 1) == {Act.WIN, Act.PASS}  # no pung any more
    game.apply(only_action(game, 1, Act.WIN))
    assert game.wins[0].moments == frozenset({"last_discard"})
    # 999m 234m 567p 345s 77s: concealed_hand 1 + no_flowers 1 + last_discard 1 = 3 faan,
    # base 8, paid three times by the discarder.
    assert win_patterns(game) == {"concealed_hand", "no_flowers", "last_discard"}
    assert game.ledger == [Payment(0, 1, 24, "win_on_discard")]


def test_passing_on_the_final_discard_draws_the_deal() -> None:
    game = exhausted_position("234m 567p 345s 99m 77s")
    game.apply(Action(1, Act.PASS))
    assert game.end_reason == "exhausted" and game.deltas() == [0, 0, 0, 0]


# --- wins and payments ------------------------------------------------------------

SELF_DRAW_HANDS = [
    "234m 567p 345s 777s 9m",  # waits on 9m alone: 2 faan concealed, 3 if self-drawn
    "258m 369p 147s 1z 2z 3z 4z",
    "369m 147p 258s 5z 6z 7z 1z",
    "147m 258p 69s 2z 3z 4z 5z 6z 7z",
]


def test_self_drawn_win_each_opponent_pays_the_base() -> None:
    game = HongKongDeal(seed=20)
    rig(game, SELF_DRAW_HANDS, "9m", current=3)
    discard(game, 3, "7z")
    assert game.current == 0
    game.apply(Action(0, Act.WIN))
    (win,) = game.wins
    assert win.from_seat is None and win.tile == tile("9m", 2)
    assert win_patterns(game) == {"self_drawn", "concealed_hand", "no_flowers"}
    assert (win.score.total, win.score.points) == (3, 8)
    assert game.deltas() == [24, -8, -8, -8]
    assert sum(game.deltas()) == 0
    assert game.end_reason == "win"


def test_discard_win_the_discarder_pays_three_times_the_base() -> None:
    game = HongKongDeal(seed=21)
    rig(
        game,
        [
            "9m 258p 369s 1z 2z 3z 4z 5z 6z",
            "234m 567p 345s 99s 78m",  # four chows and a pair: 3 faan on a discard
            "147p 258s 69s 5z 6z 77z 1z",
            "147m 369p 147s 1z 2z 3z 4z",
        ],
        "1p",
    )
    discard(game, 0, "9m")
    game.apply(only_action(game, 1, Act.WIN))
    assert win_patterns(game) == {"all_chows", "concealed_hand", "no_flowers"}
    assert game.ledger == [Payment(0, 1, 24, "win_on_discard")]  # 3 faan: 3 x 8
    assert game.deltas() == [-24, 24, 0, 0]


def test_hand_under_three_faan_is_not_offered_as_a_win() -> None:
    game = HongKongDeal(seed=22)
    east, south = SELF_DRAW_HANDS[1] + " 9m", SELF_DRAW_HANDS[0]
    rig(game, [east, south, *SELF_DRAW_HANDS[2:3], "147m 258p 69s 2z 3z 4z 5z 6z"], "8p")
    (nine,) = tiles_of(game, 0, "9m")
    score = game.score_win(1, nine, False, frozenset())
    assert score.win and not score.valid and score.total == 2  # a winning shape, 2 faan
    discard(game, 0, "9m")
    assert windows_closed_at_once(game)
    assert game.phase is Phase.TURN and game.current == 1  # no one was even asked


def test_win_on_a_kong_replacement_scores_kong_replacement() -> None:
    game = HongKongDeal(seed=23)
    rig(
        game,
        [
            "2222m 567p 345s 789s 9m",
            "369m 147p 258s 1z 2z 3z 4z",
            "147m 258p 369s 5z 6z 7z 1z",
            "58m 369p 147s 5z 6z 7z 2z 3z",
        ],
        "8p",
        replacements="9m",
    )
    assert Act.WIN not in action_kinds(game, 0)
    game.apply(only_action(game, 0, Act.CONCEALED_KONG))
    game.apply(Action(0, Act.WIN))
    assert game.wins[0].moments == frozenset({"kong_replacement"})
    assert {"kong_replacement", "self_drawn"} <= win_patterns(game)


def test_win_on_the_last_tile_of_the_live_wall_scores_last_tile_draw() -> None:
    game = HongKongDeal(seed=24)
    rig(game, SELF_DRAW_HANDS, "9m", current=3)
    shorten_wall(game, "9m")
    discard(game, 3, "7z")
    assert game.wall.live_count == 0 and not list(game.wall.live_tiles())
    assert game.turn.from_wall_end
    game.apply(Action(0, Act.WIN))
    assert game.wins[0].moments == frozenset({"last_tile_draw"})
    assert "last_tile_draw" in win_patterns(game)
    assert game.wins[0].score.total == 4


def test_heavenly_hand_on_easts_first_fourteen_tiles(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = [tile(text) for text in ("1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m")]
    hand += [tile("1p"), tile("2p"), tile("3p"), tile("5p"), tile("5p", 1)]
    game = scripted_game(monkeypatch, dict(zip(EAST_DEALT, hand, strict=True)))
    assert sorted(game.seats[0].hand) == sorted(hand)
    assert game.turns_played == 0 and game.current == 0
    game.apply(Action(0, Act.WIN))
    win = game.wins[0]
    assert Moment.DEALER_FIRST_TURN in win.moments and "heavenly_hand" in win_patterns(game)
    assert "heavenly_hand" in win_patterns(game)
    assert (win.score.total, win.score.points) == (13, 8192)
    assert game.deltas() == [3 * 8192, -8192, -8192, -8192]


def test_east_cannot_claim_a_heavenly_hand_after_the_first_turn() -> None:
    game = HongKongDeal(seed=25)
    rig(game, SELF_DRAW_HANDS, "9m", current=3)
    discard(game, 3, "7z")
    game.apply(Action(0, Act.WIN))
    assert Moment.DEALER_FIRST_TURN not in game.wins[0].moments


# --- illegal actions ---------------------------------------------------------


def test_illegal_actions_raise_and_change_nothing() -> None:
    game = HongKongDeal(seed=26)
    rig(
        game,
        [
            "3m 456p 789p 111s 55z 66z",
            "12m 456s 789s 147p 77z",
            "12m 456s 789s 159p 1z 2z",
            "159m 258p 369s 3z 4z 7z 6z",
        ],
        "9p",
    )
    south_tile = game.seats[1].hand[0]
    wrong = [
        Action(1, Act.DISCARD, (south_tile,)),  # not South's turn
        Action(0, Act.DISCARD, (south_tile,)),  # not in East's hand
        Action(0, Act.WIN),  # not a winning hand
        Action(0, Act.PASS),  # nothing to pass on
    ]
    for action in wrong:
        expect_illegal(game, action)
        assert game.history == []
    discard(game, 0, "3m")
    before = game.state_json()
    for action in [
        Action(2, Act.CHOW, tiles_of(game, 2, "12m")),  # West is not the next seat
        Action(1, Act.PUNG, tiles_of(game, 1, "12m")),  # no pair of 3m
        Action(0, Act.PASS),  # the discarder has no say
    ]:
        expect_illegal(game, action)
        assert game.state_json() == before
