"""Rules that no other test pinned: each test here fails if that rule is broken
(each was checked by planting the bug)."""

from __future__ import annotations

from support.table import (
    QUIET_SOUTH,
    QUIET_WEST,
    action_kinds,
    discard,
    discard_drawn,
    only_action,
    pass_window,
    rig,
)

from mahjong_desktop.ai.view import HIDDEN, read
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.protocol import observation_of
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.paohuzi.arranged import arranged_game
from mahjong_desktop.variants.paohuzi.cards import COPIES, parse_cards
from mahjong_desktop.variants.paohuzi.cards import kind_of as card_kind


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


def _concealed_kong_laid() -> HongKongDeal:
    """East has laid a concealed kong of 1m (from the Hong Kong game tests)."""
    game = HongKongDeal(seed=11)
    rig(
        game,
        ["1111m 258p 369s 1z 2z 3z 4z", QUIET_SOUTH, QUIET_WEST, "47m 258p 369s 5z 6z 7z 6z 7z"],
        "8p",
        replacements="9m",
    )
    game.apply(only_action(game, 0, Act.CONCEALED_KONG))
    return game


def test_observations_hide_another_seats_concealed_kong_ends() -> None:
    game = _concealed_kong_laid()
    kong = game.seats[0].melds[0].tiles
    own = game.observation(0)["seats"][0]["melds"][0]
    assert own["tiles"] == list(kong) and own["face_down"] == 2
    for seat in (1, 2, 3):
        (meld,) = game.observation(seat)["seats"][0]["melds"]
        assert meld["tiles"] == [HIDDEN, kong[1], kong[2], HIDDEN], seat
        assert meld["face_down"] == 2


def test_a_bots_view_does_not_count_face_down_kong_ends_as_seen() -> None:
    game = _concealed_kong_laid()
    one_man = game.kind_of(game.seats[0].melds[0].tiles[0])
    assert read(observation_of(game, 1)).unseen[one_man] == 2  # only the middle two are up
    assert read(observation_of(game, 0)).unseen[one_man] == 0  # the owner knows all four


def test_a_bots_view_does_not_count_another_seats_wei_as_seen() -> None:
    # Seat 1 makes a wei of 3x (two in hand, the third revealed): face down to others.
    game = arranged_game(["1x 9d", "33x 6x 9x 4d", "1x 8d"], "3x")
    (wei,) = [m for m in game.seats[1].melds if m.kind == "wei"]
    three = card_kind(wei.tiles[0])
    # The fourth 3x lies face up in seat 2's chi (the arranged rest of the cards):
    # the only one the others have seen; the owner knows its three as well.
    assert read(observation_of(game, 0)).unseen[three] == COPIES - 1
    assert read(observation_of(game, 2)).unseen[three] == COPIES - 1
    assert read(observation_of(game, 1)).unseen[three] == COPIES - 4


def test_passing_a_pao_that_was_the_only_option_leaves_the_card_clean() -> None:
    # Seat 1 holds a kan of 5x; seat 0 reveals the fourth: pao or pass, no chi or
    # peng. Only a passed chi or peng makes a card stinking (paohuzi.md).
    game = arranged_game(["1x 9d", "555x 6x 9d", "1x 8d"], "5x", dealer=2)
    assert {a.kind for a in game.legal_actions(1)} == {Act.PAO, Act.PASS}
    game.apply(Action(1, Act.PASS))
    assert not game.refusals.refused(1, parse_cards("5x")[0])


def test_a_dead_hand_is_not_offered_a_win_after_its_mandatory_ti() -> None:
    # Seat 1 reveals the fourth 1d to its kan: the ti is mandatory, and it
    # completes the hand. Alive, seat 1 may win; dead, it only makes the ti.
    hands = ["1x 9d", "111d 456x 789x 345d 678d 00x", "1x 8d"]
    melds = ("", "wei:222d", "")
    alive = arranged_game(hands, "1d", melds=melds, dealer=0)
    assert alive.window is not None and alive.window.reason == "mandatory"
    assert Act.WIN in {a.kind for a in alive.legal_actions(1)}
    dead = arranged_game(hands, "1d", melds=melds, dealer=0, dead=(1,))
    assert [m.kind for m in dead.seats[1].melds] == ["wei", "ti"]
    assert not any(Act.WIN in {a.kind for a in dead.legal_actions(s)} for s in range(3))
    assert dead.wins == [] and dead.end_reason == "exhausted"


def test_passing_a_win_leaves_the_card_clean() -> None:
    # Seat 0 reveals 1d: seat 1 (a kan of 1d, a hand it completes) may win or pao,
    # neither a chi nor a peng; it passes both, and 1d does not become stinking.
    hands = ["1x 9d", "111d 456x 789x 345d 678d 00x", "1x 8d"]
    game = arranged_game(hands, "9x 1d", melds=("", "wei:222d", ""), dealer=0)
    assert {a.kind for a in game.legal_actions(1)} == {Act.WIN, Act.PAO, Act.PASS}
    game.apply(Action(1, Act.PASS))
    assert not game.refusals.refused(1, parse_cards("1d")[0])
