"""The claim window (table.md, hongkong.md): every answer is collected before a
tile is awarded, the ladder win > pung = kong > chow, ties to the first claimant
after the discarder, chows for the next seat only, and passing on to the next draw."""

from __future__ import annotations

import pytest
from support.table import action_kinds, discard, expect_illegal, only_action, rig, tiles_of

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.cycle import ClaimWindow, Phase
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.mahjong.tiles import kind_of, parse_kind, parse_kinds

# --- the window on its own -----------------------------------------------------


def hk_rank(kind: Act) -> int:
    """The Hong Kong ladder, as the game configures it."""
    return HongKongDeal(seed=0).claim_rank(kind)


def window(source: int, options: dict[int, list[Act]]) -> ClaimWindow:
    return ClaimWindow(
        tile=40,
        source=source,
        reason="discard",
        seats=4,
        options={seat: [Action(seat, kind) for kind in kinds] for seat, kinds in options.items()},
    )


def answer(claims: ClaimWindow, seat: int, kind: Act) -> None:
    claims.answer(Action(seat, kind))


def test_window_stays_open_until_every_eligible_seat_has_answered() -> None:
    claims = window(0, {1: [Act.CHOW], 2: [Act.PUNG], 3: [Act.WIN]})
    answer(claims, 3, Act.WIN)
    answer(claims, 1, Act.CHOW)
    assert not claims.complete
    assert claims.pending() == [2]
    assert claims.legal_for(3) == []  # an answered seat is asked no more
    assert Action(2, Act.PASS) in claims.legal_for(2)
    answer(claims, 2, Act.PASS)
    assert claims.complete


def test_seat_without_options_is_not_waited_for_and_not_asked() -> None:
    claims = window(0, {2: [Act.PUNG]})
    assert claims.pending() == [2]
    assert claims.legal_for(1) == []
    answer(claims, 2, Act.PASS)
    assert claims.complete


@pytest.mark.parametrize(
    ("answers", "winner"),
    [
        ({1: Act.CHOW, 2: Act.PUNG, 3: Act.WIN}, (3, Act.WIN)),
        ({1: Act.CHOW, 2: Act.PUNG, 3: Act.PASS}, (2, Act.PUNG)),
        ({1: Act.CHOW, 2: Act.KONG, 3: Act.PASS}, (2, Act.KONG)),
        ({1: Act.WIN, 2: Act.KONG, 3: Act.PASS}, (1, Act.WIN)),
        ({1: Act.CHOW, 2: Act.PASS, 3: Act.PASS}, (1, Act.CHOW)),
    ],
)
def test_ladder_win_beats_pung_and_kong_which_beat_chow(
    answers: dict[int, Act], winner: tuple[int, Act]
) -> None:
    claims = window(0, {seat: [kind] for seat, kind in answers.items()})
    for seat, kind in answers.items():
        answer(claims, seat, kind)
    assert [(a.seat, a.kind) for a in claims.resolve(hk_rank)] == [winner]


def test_pung_and_kong_rank_equal_and_above_chow() -> None:
    assert hk_rank(Act.PUNG) == hk_rank(Act.KONG) > hk_rank(Act.CHOW) > hk_rank(Act.PASS)
    assert hk_rank(Act.WIN) > hk_rank(Act.PUNG)


def test_pung_beats_chow_even_when_the_chow_answers_first() -> None:
    claims = window(0, {1: [Act.CHOW], 3: [Act.PUNG]})
    answer(claims, 1, Act.CHOW)
    answer(claims, 3, Act.PUNG)
    assert [(a.seat, a.kind) for a in claims.resolve(hk_rank)] == [(3, Act.PUNG)]


@pytest.mark.parametrize(
    ("source", "claimants", "nearest"),
    [(0, (1, 3), 1), (2, (1, 3), 3), (1, (2, 0), 2), (3, (2, 0), 0), (1, (3, 0, 2), 2)],
)
def test_tie_goes_to_the_first_claimant_in_turn_order_after_the_discarder(
    source: int, claimants: tuple[int, ...], nearest: int
) -> None:
    """Several win claims: the head bump gives it to the one nearest after the discarder."""
    claims = window(source, {seat: [Act.WIN] for seat in claimants})
    for seat in reversed(claimants):  # answer order must not matter
        answer(claims, seat, Act.WIN)
    assert [a.seat for a in claims.resolve(hk_rank)] == [nearest]


def test_all_passes_award_nothing() -> None:
    claims = window(0, {1: [Act.CHOW], 2: [Act.WIN]})
    answer(claims, 2, Act.PASS)
    answer(claims, 1, Act.PASS)
    assert claims.resolve(hk_rank) == []


def test_several_top_claims_are_all_awarded_when_the_game_allows_it() -> None:
    claims = window(0, {1: [Act.WIN], 2: [Act.WIN], 3: [Act.PUNG]})
    for seat, kind in ((3, Act.PUNG), (2, Act.WIN), (1, Act.WIN)):
        answer(claims, seat, kind)
    awarded = claims.resolve(hk_rank, lambda kind: kind is Act.WIN)
    assert [a.seat for a in awarded] == [1, 2]


# --- through a Hong Kong deal ------------------------------------------------

# East discards 3m: South (next) may chow it with 1m 2m.
EAST = "3m 456p 789p 111s 55z 66z"
SOUTH_CHOW = "12m 456s 789s 147p 77z"
NORTH_LOOSE = "159m 258p 369s 3z 4z 7z 6z"


def test_game_awards_nothing_while_a_seat_still_has_to_answer() -> None:
    game = HongKongDeal(seed=1)
    rig(game, [EAST, SOUTH_CHOW, "159m 159p 159s 1z 2z 3z 4z", "33m 159m 258p 369s 1z 2z"], "9p")
    tile = discard(game, 0, "3m")
    assert game.phase is Phase.CLAIM
    assert action_kinds(game, 1) == {Act.CHOW, Act.PASS}
    assert action_kinds(game, 3) == {Act.PUNG, Act.PASS}
    game.apply(only_action(game, 1, Act.CHOW))  # the chow seat answers first...
    assert game.phase is Phase.CLAIM
    assert tile in game.seats[0].river and not game.seats[1].melds
    assert game.to_act() == [3]
    game.apply(only_action(game, 3, Act.PUNG))
    # ...but the pung wins once everyone has answered.
    assert game.phase is Phase.TURN and game.current == 3
    (meld,) = game.seats[3].melds
    assert (meld.kind, meld.claimed, meld.from_seat) == ("pung", tile, 0)
    assert not game.seats[1].melds
    assert tile not in game.seats[0].river
    assert len(game.seats[3].hand) == 11  # 13 - 2 laid with the claimed tile: now discard
    assert action_kinds(game, 3) == {Act.DISCARD}


def test_game_head_bump_gives_a_double_win_claim_to_the_nearer_seat() -> None:
    game = HongKongDeal(seed=2)
    # South and North both wait on 9m with four chows and a pair (3 faan on a discard).
    rig(
        game,
        [
            "9m 111z 22z 33z 44z 55z 66z",
            "234m 567p 345s 99s 78m",
            "159p 159s 234z 777z 6z",
            "123p 456p 234s 88s 78m",
        ],
        "9p",
    )
    nine = discard(game, 0, "9m")
    assert Act.WIN in action_kinds(game, 1)
    assert action_kinds(game, 3) == {Act.WIN, Act.PASS}
    game.apply(Action(3, Act.WIN, (nine,)))  # the farther seat answers first
    assert not game.wins and game.phase is Phase.CLAIM
    game.apply(Action(1, Act.WIN, (nine,)))
    assert [(w.seat, w.from_seat) for w in game.wins] == [(1, 0)]
    assert nine in game.seats[1].hand and nine not in game.seats[3].hand
    assert game.end_reason == "win"
    assert game.deltas()[3] == 0


def test_chow_is_offered_only_to_the_next_seat() -> None:
    game = HongKongDeal(seed=3)
    # South and West both hold 1m 2m; only South comes after East.
    rig(game, [EAST, SOUTH_CHOW, "12m 456s 789s 159p 1z 2z", NORTH_LOOSE], "9p")
    tile = discard(game, 0, "3m")
    assert Act.CHOW in action_kinds(game, 1)
    assert game.legal_actions(2) == []
    assert game.to_act() == [1]
    expect_illegal(game, Action(2, Act.CHOW, tiles_of(game, 2, "12m")))
    assert tile in game.seats[0].river


def _chow_position(offered: str, south: str) -> list[str]:
    """East holds ``offered`` and honours; South ``south`` padded with bamboo."""
    # Bamboo padding cannot make a run with a character, dot or honour on offer.
    count = 13 - len(parse_kinds(south))
    south_hand = south + " " + "".join(f"{n}s" for n in "23456782345678"[:count])
    return [
        f"{offered} 555z 666z 777z 11s 99s",
        south_hand,
        "99m 99p 11s 55s 2z 6z 5z 44z",
        "11m 22p 66s 99s 33z 4z 7z 1z",
    ]


@pytest.mark.parametrize(
    ("south", "offered", "runs"),
    [
        ("89m 23p", "1p", ["123p"]),  # 8m 9m 1p is no run
        ("8m 12p", "9m", []),  # nor 8m 9m 1p or 9m 1p 2p
        ("79m 8m", "9m", ["789m"]),
        ("13m 45m", "3m", ["345m"]),  # 1m 3m would need a 2m
        ("45m 67m", "5m", ["456m", "567m"]),
        ("1z 2z 3z", "2z", []),  # honours make no chow
    ],
)
def test_chow_runs_stay_inside_one_suit(south: str, offered: str, runs: list[str]) -> None:
    game = HongKongDeal(seed=4)
    rig(game, _chow_position(offered, south), "9p")
    discard(game, 0, offered)
    chows = [a for a in game.legal_actions(1) if a.kind is Act.CHOW]
    offered_kind = parse_kind(offered)
    got = sorted(sorted([*(kind_of(t) for t in a.tiles), offered_kind]) for a in chows)
    assert got == sorted(parse_kinds(run) for run in runs)
    assert all(kind_of(t) != offered_kind for a in chows for t in a.tiles)


def test_all_passing_leads_to_the_next_seats_draw() -> None:
    game = HongKongDeal(seed=5)
    rig(game, [EAST, SOUTH_CHOW, "33m 456s 789s 159p 1z 2z", NORTH_LOOSE], "9p 8p")
    discard(game, 0, "3m")
    assert game.to_act() == [1, 2]
    game.apply(Action(2, Act.PASS))
    assert game.phase is Phase.CLAIM and game.current == 0
    game.apply(Action(1, Act.PASS))
    assert game.phase is Phase.TURN and game.current == 1
    assert game.turn.drawn is not None and kind_of(game.turn.drawn) == parse_kind("9p")
    assert len(game.seats[1].hand) == 14
    assert game.events[-1].kind == "draw" and game.events[-1].seat == 1


@pytest.mark.parametrize("kind", [Act.PASS, Act.CHOW, Act.PUNG, Act.WIN])
def test_a_window_with_one_answer_awards_that_claim_as_the_ladder_does(kind: Act) -> None:
    # One seat asked is resolved without ranking; the ladder gives the same award.
    claims = window(2, {3: [kind]})
    answer(claims, 3, kind)
    ranked = window(2, {3: [kind], 0: [Act.CHOW]})
    answer(ranked, 3, kind)
    answer(ranked, 0, Act.PASS)
    expected = [] if kind is Act.PASS else [(3, kind)]
    for several in (lambda _: False, lambda _: True):
        assert [(a.seat, a.kind) for a in claims.resolve(hk_rank, several)] == expected
        assert [(a.seat, a.kind) for a in ranked.resolve(hk_rank, several)] == expected
