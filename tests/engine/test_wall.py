"""The wall as a ring of stacks (table.md): build, break, deal, dead wall and loose
tiles, replacement draws, exhaustion, the Sichuan layout, arranged walls and the
Paohuzi stock pile."""

from __future__ import annotations

import pytest
from support.inventory import wall_tiles
from support.table import ScriptedRng

from mahjong_desktop.engine import deal as deal_module
from mahjong_desktop.engine.wall import StockPile, Wall, WallLayout
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.sichuan.deal import SichuanDeal

HK = HongKongDeal.layout
SICHUAN = SichuanDeal.layout


def ordered_wall(layout: WallLayout = HK) -> Wall:
    """A wall whose stack ``i`` holds tile ``2i`` on top and ``2i + 1`` below."""
    return Wall(list(range(layout.total_tiles)), layout)


def top(stack: int) -> int:
    return 2 * stack


def bottom(stack: int) -> int:
    return 2 * stack + 1


# --- building -----------------------------------------------------------------


def test_fresh_hong_kong_wall_has_144_tiles_in_72_stacks_of_sides_18() -> None:
    assert HK.side_stacks == (18, 18, 18, 18)
    assert HK.total_tiles == 144
    wall = ordered_wall()
    assert wall.stack_count == 72
    assert wall.live_count == 144
    assert sorted(wall_tiles(wall)) == list(range(144))
    # Clockwise from East's side come North's, West's and South's (turns go the other way).
    assert [wall.side_start(side) for side in range(4)] == [0, 54, 36, 18]


def test_wall_rejects_a_tile_count_that_does_not_fit_the_layout() -> None:
    with pytest.raises(ValueError, match="143 tiles"):
        Wall(list(range(143)), HK)


# --- breaking -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "side"),
    [((1, 1), 1), ((1, 2), 2), ((2, 2), 3), ((2, 3), 0), ((3, 3), 1), ((6, 6), 3), ((4, 5), 0)],
)
def test_first_throw_picks_the_side_counting_east_as_one_in_turn_order(
    first: tuple[int, int], side: int
) -> None:
    wall = ordered_wall()
    broken = wall.break_at(first, (1, 2))
    assert broken.side == side
    assert broken.first_throw == first and broken.second_throw == (1, 2)


def test_break_counts_both_throws_from_the_right_end_of_the_side() -> None:
    wall = ordered_wall()
    broken = wall.break_at((2, 1), (4, 4))  # 3: West's side; 3 + 8 = 11 stacks in
    assert broken.side == 2
    assert broken.head == wall.side_start(2) + 11 == 47
    assert wall.draw() == top(47)
    assert wall.draw() == bottom(47)


def test_break_count_wraps_onto_the_next_side_clockwise() -> None:
    wall = ordered_wall()
    broken = wall.break_at((6, 6), (6, 6))  # 12: North's side; 24 stacks run past it...
    assert broken.side == 3
    assert broken.head == wall.side_start(3) + 24 == wall.side_start(2) + 6  # ...onto West's
    assert wall.draw() == top(42)


def test_break_count_wraps_past_the_end_of_the_ring_onto_easts_side() -> None:
    wall = ordered_wall()
    broken = wall.break_at((5, 5), (6, 6))  # 10: South's side, the ring's last; 22 stacks in
    assert broken.side == 1
    assert broken.head == (wall.side_start(1) + 22) % 72 == wall.side_start(0) + 4
    assert wall.draw() == top(4)


# --- the dead wall ------------------------------------------------------------


def test_dead_wall_is_seven_stacks_behind_the_tail_with_two_loose_tiles() -> None:
    wall = ordered_wall()
    wall.break_at((3, 4), (3, 4))  # 7: West's side, head at 36 + 14 = 50
    assert wall.broken is not None and wall.broken.head == 50
    # Stacks 49..44 stay fixed (12 tiles); stack 43, the seventh, gives the loose pair.
    assert sorted(wall.dead) == list(range(top(44), bottom(49) + 1))
    assert wall.loose == [top(43), bottom(43)]
    assert len(wall.dead) + len(wall.loose) == 14
    assert wall.live_count == 144 - 14
    # The live wall's tail is the stack just before the dead wall.
    assert wall.draw_from_tail() == top(42)


def test_dead_wall_tiles_are_never_drawn_in_normal_play() -> None:
    wall = ordered_wall()
    wall.break_at((3, 4), (3, 4))
    dead = set(wall.dead) | set(wall.loose)
    drawn = [wall.draw() for _ in range(wall.live_count)]
    assert len(drawn) == 130
    assert not dead & set(drawn)
    with pytest.raises(IndexError, match="exhausted"):
        wall.draw()


# --- dealing ------------------------------------------------------------------


def test_deal_gives_east_14_and_others_13_and_first_draw_under_easts_jump(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Through the real deal: tiles in id order (no bonus tile reaches a hand)
    and dice 2+3, 2+3: East's side, head at stack 10, dead wall stacks 3..9."""
    order = list(range(144))
    monkeypatch.setattr(deal_module, "make_rng", lambda *_: ScriptedRng(order, [2, 3, 2, 3]))
    game = HongKongDeal(seed=1)
    game.start()
    assert game.wall.broken is not None and game.wall.broken.head == 10

    def stacks(*indices: int) -> list[int]:
        return [tile for i in indices for tile in (top(i), bottom(i))]

    # Three rounds of two stacks each, East first, then the jump on stacks 34-36.
    expected = [
        [*stacks(10, 11, 18, 19, 26, 27), top(34), top(36)],
        [*stacks(12, 13, 20, 21, 28, 29), bottom(34)],
        [*stacks(14, 15, 22, 23, 30, 31), top(35)],
        [*stacks(16, 17, 24, 25, 32, 33), bottom(35)],
    ]
    assert [sorted(s.hand) for s in game.seats] == [sorted(h) for h in expected]
    assert [len(s.hand) for s in game.seats] == [14, 13, 13, 13]
    assert all(not s.bonus for s in game.seats)
    (broken,) = [e.data for e in game.events if e.kind == "wall_broken"]
    assert broken == {"dice": [[2, 3], [2, 3]], "side": 0, "head": 10}
    steps = [(e.seat, e.data["stacks"]) for e in game.events if e.kind == "deal_step"]
    rounds = [
        (seat, [first, first, first + 1, first + 1])
        for first in (10, 18, 26)
        for seat, first in ((0, first), (1, first + 2), (2, first + 4), (3, first + 6))
    ]
    assert steps == [*rounds, (0, [34, 36]), (1, [34]), (2, [35]), (3, [35])]
    view = game.wall.view()
    assert view["dead"] == [4, 5, 6, 7, 8, 9] and view["loose"] == [9, 7]
    assert view["head"] == 36 and view["stacks"][36] == 1 and view["stacks"][34] == 0
    assert game.wall.loose == [top(3), bottom(3)]
    assert game.wall.live_count == 144 - 14 - 53 == len(list(game.wall.live_tiles()))
    assert game.wall.draw() == bottom(36)  # the tile under East's last jump tile
    assert game.wall.draw() == top(37)


def test_deal_jump_takes_east_tops_of_first_and_third_and_one_each_for_the_others() -> None:
    wall = ordered_wall()
    wall.break_at((2, 3), (2, 3))
    for _ in range(48):  # three rounds of four tiles for four seats
        wall.draw()
    east, south, west, north = wall.deal_jump()
    assert east == [top(34), top(36)]
    assert (south, west, north) == (bottom(34), top(35), bottom(35))
    # 48 + 5 tiles dealt; the count agrees with the tiles actually left.
    assert wall.live_count == 130 - 53 == len(list(wall.live_tiles()))
    assert wall.draw() == bottom(36)


# --- loose tiles and replacement draws -----------------------------------------


def test_replacement_draws_take_the_loose_tiles_in_order() -> None:
    wall = ordered_wall()
    wall.break_at((3, 4), (3, 4))
    live = wall.live_count
    assert wall.draw_replacement() == top(43)
    assert wall.loose == [bottom(43)]
    assert wall.live_count == live  # the first loose tile leaves the live wall alone


def test_last_loose_tile_is_replenished_from_the_live_walls_last_stack() -> None:
    wall = ordered_wall()
    wall.break_at((3, 4), (3, 4))  # tail at stack 42
    live = wall.live_count
    wall.draw_replacement()
    assert wall.draw_replacement() == bottom(43)
    # The last live stack moved onto the dead wall: 14 tiles there again.
    assert wall.loose == [top(42), bottom(42)]
    assert len(wall.dead) + len(wall.loose) == 14
    assert wall.live_count == live - 2
    assert wall.draw_replacement() == top(42)
    assert wall.draw_replacement() == bottom(42)
    assert wall.loose == [top(41), bottom(41)]


def test_no_replacement_when_loose_tiles_and_live_wall_are_gone() -> None:
    wall = ordered_wall()
    wall.break_at((3, 4), (3, 4))
    while wall.live_count:
        wall.draw()
    assert wall.replacement_available()  # the loose pair is still there
    wall.draw_replacement()
    wall.draw_replacement()
    assert not wall.replacement_available()
    with pytest.raises(IndexError, match="no replacement tile is left"):
        wall.draw_replacement()


def test_every_live_tile_can_be_drawn_after_the_deal() -> None:
    wall = ordered_wall()
    wall.break_at((2, 3), (2, 3))
    for _ in range(48):
        wall.draw()
    wall.deal_jump()
    left = set(wall.live_tiles())
    drawn = [wall.draw() for _ in range(wall.live_count)]
    assert set(drawn) == left and len(drawn) == 77
    assert not list(wall.live_tiles())


def test_draw_from_an_exhausted_wall_raises() -> None:
    wall = ordered_wall(SICHUAN)
    wall.break_at((1, 1), (1, 1))
    for _ in range(108):
        wall.draw()
    assert wall.live_count == 0
    with pytest.raises(IndexError, match="exhausted"):
        wall.draw()
    with pytest.raises(IndexError, match="exhausted"):
        wall.draw_from_tail()


# --- Sichuan: no dead wall ------------------------------------------------------


def test_sichuan_layout_is_14_13_14_13_stacks_of_108_tiles() -> None:
    assert SICHUAN.side_stacks == (14, 13, 14, 13)
    assert SICHUAN.total_tiles == 108
    assert SICHUAN.dead_stacks == 0
    wall = ordered_wall(SICHUAN)
    assert wall.stack_count == 54
    # Ring order E, N, W, S: the sides of 14 and 13 stacks still alternate.
    assert [wall.side_start(side) for side in range(4)] == [0, 41, 27, 14]


def test_sichuan_break_leaves_no_dead_wall_and_replacements_come_from_the_tail() -> None:
    wall = ordered_wall(SICHUAN)
    broken = wall.break_at((1, 2), (2, 2))  # 3: West's side at 27; 3 + 4 = 7 stacks in
    assert broken.head == 34
    assert wall.dead == [] and wall.loose == []
    assert wall.live_count == 108
    assert wall.draw_replacement() == top(33)  # the tail is the stack before the head
    assert wall.draw_replacement() == bottom(33)
    assert wall.draw_replacement() == top(32)
    assert wall.draw() == top(34)
    assert wall.live_count == 104


# --- arranged walls -------------------------------------------------------------


def test_arranged_hong_kong_wall_gives_draws_and_replacements_in_the_asked_order() -> None:
    draws, spare = [5, 9, 1, 77], [100, 3]
    others = [t for t in range(144) if t not in draws + spare][:80]  # the other 58 sit in hands
    wall = Wall.arranged(HK, draws, spare, others)
    assert len(wall.dead) == 12 and wall.loose == spare
    assert wall.live_count == 4 + 80 - 12
    assert [wall.draw() for _ in draws] == draws
    assert [wall.draw_replacement() for _ in spare] == spare
    # Replenished from the live wall's tail: still 14 in the dead wall.
    assert len(wall.loose) == 2 and wall.live_count == 80 - 12 - 2


@pytest.mark.parametrize("spare", [[7, 8, 9], [7, 8], []])
def test_arranged_sichuan_wall_draws_replacements_from_the_tail_in_order(
    spare: list[int],
) -> None:
    draws = [40, 41, 42]
    others = [t for t in range(108) if t not in draws + spare][:50]
    wall = Wall.arranged(SICHUAN, draws, spare, others)
    assert wall.live_count == len(draws) + len(spare) + 50
    assert sorted(wall_tiles(wall)) == sorted(draws + spare + others)
    assert [wall.draw_replacement() for _ in spare] == spare
    assert [wall.draw() for _ in draws] == draws


# --- the Paohuzi stock pile -------------------------------------------------------


def test_stock_pile_draws_from_the_top_until_exhausted() -> None:
    pile = StockPile([10, 20, 30])
    assert len(pile) == 3
    assert pile.draw() == 30  # the last card given is the top of the pile
    assert pile.cards() == [10, 20]
    pile.cards().clear()  # a copy: the pile itself is untouched
    assert len(pile) == 2
    assert [pile.draw(), pile.draw()] == [20, 10]
    with pytest.raises(IndexError, match="exhausted"):
        pile.draw()
