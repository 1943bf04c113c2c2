"""Independent deals at one table (hongkong.md): the human (player 0) stays East
unless the dealer rotates, then the seat after this deal's East deals next;
each deal's deltas go to the players who sat in those seats."""

from __future__ import annotations

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.match import Match
from mahjong_desktop.variants.registry import new_deal


def play_out(match: Match, payments: list[tuple[int, int, int]]) -> Deal:
    """A deal of ``match`` whose ledger holds ``payments`` (payer seat, receiver seat, amount)."""
    game = match.new_deal(new_deal)
    for payer, receiver, amount in payments:
        game.pay(payer, receiver, amount, "test")
    game.end("win")
    match.finish_deal(game)
    return game


def test_without_rotation_the_human_is_east_every_deal() -> None:
    match = Match("hongkong", seed=5, players=4)
    for _ in range(5):
        assert match.dealer == 0
        assert match.seat_of(0) == 0 and match.player_at(0) == 0
        assert [match.player_at(seat) for seat in range(4)] == [0, 1, 2, 3]
        play_out(match, [(1, 0, 8)])
    assert match.deal_index == 5
    assert match.totals == [40, -40, 0, 0]


def test_with_rotation_the_next_east_is_the_seat_after_this_deals_east() -> None:
    match = Match("hongkong", seed=5, players=4, rotate_dealer=True)
    easts = []
    for _ in range(6):
        south = match.player_at(1)  # the seat after this deal's East
        easts.append(match.player_at(0))
        play_out(match, [])
        assert match.player_at(0) == south
    assert easts == [0, 1, 2, 3, 0, 1]


def test_rotation_keeps_every_player_in_exactly_one_seat() -> None:
    match = Match("hongkong", seed=5, players=4, rotate_dealer=True)
    for _ in range(4):
        assert sorted(match.player_at(seat) for seat in range(4)) == [0, 1, 2, 3]
        assert all(match.player_at(match.seat_of(p)) == p for p in range(4))
        play_out(match, [])


def test_totals_add_up_per_player_across_rotated_deals() -> None:
    match = Match("hongkong", seed=9, players=4, rotate_dealer=True)
    # Deal 1: player 0 is East; East wins 24 by self-draw.
    play_out(match, [(1, 0, 8), (2, 0, 8), (3, 0, 8)])
    assert match.totals == [24, -8, -8, -8]
    # Deal 2: player 1 is East, so seat 2 (West) is player 3 and seat 3 (North) player 0.
    play_out(match, [(3, 2, 48)])
    assert match.totals == [-24, -8, -8, 40]
    # Deal 3: player 2 is East; seat 2 is player 0.
    play_out(match, [(0, 2, 16)])
    assert match.totals == [-8, -8, -24, 40]
    assert sum(match.totals) == 0


def test_each_deal_has_its_own_reproducible_seed() -> None:
    match = Match("hongkong", seed=3, players=4)
    seeds = []
    for _ in range(3):
        seeds.append(match.deal_seed())
        play_out(match, [])
    assert len(set(seeds)) == 3
    again = Match("hongkong", seed=3, players=4)
    assert again.deal_seed() == seeds[0]
    assert again.new_deal(new_deal).state_json() == new_deal("hongkong", seeds[0]).state_json()


def test_match_round_trips_through_json() -> None:
    match = Match("hongkong", seed=4, players=4, rotate_dealer=True)
    play_out(match, [(1, 2, 8)])
    restored = Match(**match.to_json())
    assert restored == match
    assert restored.dealer == 1
