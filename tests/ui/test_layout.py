"""The table layout: every tile placed once, where a player expects it, without overlaps."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from support.observations import mahjong_observation, paohuzi_observation
from support.played import played_deal

from mahjong_desktop.engine.wall import Wall, WallLayout
from mahjong_desktop.ui.table.layout.geometry import (
    HIDDEN,
    LayoutError,
    Rect,
    Region,
    TableLayout,
    TilePlacement,
    face_sort_key,
    place_of,
)
from mahjong_desktop.ui.table.layout.mahjong.tiles import break_stack
from mahjong_desktop.ui.table.layout.table import layout_table
from mahjong_desktop.ui.table.motion import plan_handover

SIZES = [(1024, 700), (3840, 2160), (1000, 560)]
# Tiles of one region that lie over each other on purpose: stacked wall tiles,
# Paohuzi meld columns, the stock pile.
OVERLAPPING = {Region.WALL, Region.DEAD_WALL, Region.LOOSE, Region.STOCK, Region.MELD}


WALL_GROUP = {Region.WALL, Region.DEAD_WALL, Region.LOOSE}


def _group(tile: TilePlacement) -> tuple[str, int | None]:
    """Wall, dead wall and loose tiles form one wall; other regions are per seat."""
    return ("wall", None) if tile.region in WALL_GROUP else (tile.region.value, tile.seat)


def _stacked(a: TilePlacement, b: TilePlacement) -> bool:
    """Tiles that lie over each other on purpose: stacks, meld columns, and the cards of
    one column of a Paohuzi hand (held the way players hold them)."""
    if _group(a) != _group(b):
        return False
    return a.region in OVERLAPPING or (a.own and b.own and a.bounds.x == b.bounds.x)


def _observations() -> list[tuple[str, dict[str, Any]]]:
    return [
        ("hongkong fresh", mahjong_observation("hongkong")),
        ("hongkong mid", mahjong_observation("hongkong", turns=14, melds=True)),
        ("hongkong late", mahjong_observation("hongkong", seed=4, turns=60, melds=True)),
        ("sichuan mid", mahjong_observation("sichuan", seed=2, turns=11, melds=True)),
        ("sichuan as north", mahjong_observation("sichuan", seed=3, observer=3, turns=7)),
        ("paohuzi fresh", paohuzi_observation()),
        ("paohuzi mid", paohuzi_observation(reveals=5, melds=True)),
        ("paohuzi as seat 2", paohuzi_observation(observer=2, reveals=2, melds=True)),
    ]


CASES = [
    pytest.param(obs, size, id=f"{name} {size[0]}x{size[1]}")
    for (name, obs), size in itertools.product(_observations(), SIZES)
]


def _known_ids(obs: dict[str, Any]) -> set[int]:
    """Every tile id the observer can see on the table."""
    ids = {int(t) for t in obs["hand"]}
    if obs.get("drawn") is not None:
        ids.add(int(obs["drawn"]))
    for seat in obs["seats"]:
        ids.update(t for m in seat["melds"] for t in m["tiles"] if t != HIDDEN)
        ids.update(seat.get("flowers", []))
        ids.update(d["tile"] for d in seat.get("discards", []) if not d["claimed"])
        ids.update(seat.get("face_up", []))
    # A mahjong winner's hand lies open for the rest of the deal (issue 23).
    if obs["variant"] != "paohuzi":
        wins = obs.get("wins") or []
        ids.update(t for w in wins for t in w["hand"] if w["seat"] != obs["seat"])
    return ids


def _anonymous_count(obs: dict[str, Any]) -> int:
    """Face-down tiles the observer cannot tell apart: wall, opponents' hands, hidden melds."""
    count = 0
    for seat in obs["seats"]:
        if seat["seat"] != obs["seat"]:
            count += seat["concealed"]
        count += sum(1 for m in seat["melds"] for t in m["tiles"] if t == HIDDEN)
    wall = obs.get("wall")
    if wall:
        dead = set(wall["dead"])
        count += sum(2 if i in dead else n for i, n in enumerate(wall["stacks"]))
        count += len(wall["loose"])
    count += obs.get("stock", 0)
    return count


@pytest.mark.parametrize(("obs", "size"), CASES)
def test_every_visible_tile_is_placed_exactly_once(
    obs: dict[str, Any], size: tuple[int, int]
) -> None:
    layout = layout_table(obs, *size)
    placed_ids = {k for k in layout.placements if isinstance(k, int)}
    assert placed_ids == _known_ids(obs)
    anonymous = [k for k in layout.placements if not isinstance(k, int)]
    assert len(anonymous) == _anonymous_count(obs)


@pytest.mark.parametrize(("obs", "size"), CASES)
def test_tiles_lie_on_the_table_and_regions_do_not_overlap(
    obs: dict[str, Any], size: tuple[int, int]
) -> None:
    layout = layout_table(obs, *size)
    table = Rect(0, 0, *size)
    tiles = list(layout.placements.values())
    for tile in tiles:
        assert table.contains(tile.bounds), (tile.key, tile.bounds)
    for a, b in itertools.combinations(tiles, 2):
        if _stacked(a, b):
            continue
        assert not a.bounds.intersects(b.bounds), (a.key, a.region, b.key, b.region)
    boxes = {k: r for k, r in layout.regions.items() if k[0] != Region.WALL.value}
    for (ka, ra), (kb, rb) in itertools.combinations(boxes.items(), 2):
        assert not ra.intersects(rb), (ka, ra, kb, rb)


@pytest.mark.parametrize(("obs", "size"), CASES)
def test_labels_and_centre_clear_every_tile(obs: dict[str, Any], size: tuple[int, int]) -> None:
    layout = layout_table(obs, *size)
    assert len(layout.labels) == obs["seat_count"]
    boxes = [label.rect for label in layout.labels]
    assert layout.centre is not None
    boxes.append(layout.centre.rect)
    for box in boxes:
        assert Rect(0, 0, *size).contains(box)
        for tile in layout.placements.values():
            assert not box.intersects(tile.bounds), (box, tile.key)
    for a, b in itertools.combinations(boxes, 2):
        assert not a.intersects(b)


@pytest.mark.parametrize(("obs", "size"), CASES)
def test_own_hand_face_up_and_sorted_others_face_down(
    obs: dict[str, Any], size: tuple[int, int]
) -> None:
    layout = layout_table(obs, *size)
    own = [p for p in layout.placements.values() if p.own]
    assert {p.key for p in own} == {*obs["hand"], *([obs["drawn"]] if obs["drawn"] else [])}
    assert all(p.face == obs["faces"][str(p.key)] for p in own)
    assert all(p.rotation == 0 for p in own), "the observer sees its hand upright"
    hand = [p for p in own if p.region is Region.HAND]
    bottom = max(p.bounds.bottom for p in layout.placements.values())
    if obs["variant"] == "paohuzi":  # in columns: tests/ui/test_paohuzi_table.py
        fronts = {p.bounds.x: p for p in sorted(hand, key=lambda p: p.bounds.y)}.values()
        assert all(p.bounds.bottom >= bottom - 2 for p in fronts), "columns stand on the edge"
    else:
        faces = [p.face for p in sorted(hand, key=lambda p: p.bounds.x)]
        assert faces == sorted(faces, key=face_sort_key)
        assert all(p.bounds.bottom >= bottom - 2 for p in hand), "own hand along the bottom edge"
    others = [p for p in layout.placements.values() if p.region is Region.HAND and not p.own]
    assert others and all(p.face is None for p in others)
    for seat in obs["seats"]:
        if seat["seat"] != obs["seat"]:
            shown = [p for p in others if p.seat == seat["seat"]]
            assert len(shown) == seat["concealed"]


@pytest.mark.parametrize(("obs", "size"), [c for c in CASES if "paohuzi" not in c.id])
def test_wall_stacks_match_the_observation(obs: dict[str, Any], size: tuple[int, int]) -> None:
    layout = layout_table(obs, *size)
    wall = obs["wall"]
    dead = set(wall["dead"])
    for stack, count in enumerate(wall["stacks"]):
        levels = sorted(
            k[2] for k in layout.placements if isinstance(k, tuple) and k[:2] == ("wall", stack)
        )
        assert levels == list(range(2 if stack in dead else count)), stack
    loose = [k for k in layout.placements if isinstance(k, tuple) and k[0] == "loose"]
    assert sorted(k[1] for k in loose) == sorted(wall["loose"])
    assert all(
        layout.placements[k].face is None
        for k in layout.placements
        if not isinstance(k, int) and k[0] in ("wall", "loose")
    )


def test_each_side_of_the_wall_lies_in_front_of_its_seat() -> None:
    obs = mahjong_observation("hongkong", observer=2)
    layout = layout_table(obs, 1280, 800)
    centre_x, centre_y = (
        640,
        layout.centre.rect.y + layout.centre.rect.h / 2 if layout.centre else 0,
    )
    checked = 0
    for side in obs["wall"]["sides"]:
        stacks = range(side["first"], side["first"] + side["count"])
        boxes = [
            p.bounds for k, p in layout.placements.items()
            if isinstance(k, tuple) and k[0] == "wall" and k[1] in stacks
        ]  # fmt: skip
        box = Rect.union(boxes)
        if box is None:  # a side the deal has drawn empty
            continue
        checked += 1
        mid_x, mid_y = box.x + box.w / 2, box.y + box.h / 2
        place = place_of(side["seat"], 2, 4)
        expected = {0: mid_y > centre_y + 50, 2: mid_y < centre_y - 50,
                    1: mid_x > centre_x + 50, 3: mid_x < centre_x - 50}  # fmt: skip
        assert expected[place], (side, place, box)
    assert checked >= 3


def test_the_break_is_where_the_engine_broke_the_wall() -> None:
    layout = WallLayout((18, 18, 18, 18), dead_stacks=7)
    for first in [(1, 1), (3, 4), (6, 6), (2, 5)]:
        for second in [(1, 2), (6, 5)]:
            wall = Wall(list(range(144)), layout)
            broken = wall.break_at(first, second)
            data = {
                "dice": [list(first), list(second)],
                "break_side": broken.side,
                "sides": [
                    {"seat": s, "first": wall.side_start(s), "count": 18} for s in (0, 3, 2, 1)
                ],
            }
            assert break_stack(data) == broken.head


def test_claimed_tile_is_turned_and_concealed_kong_shows_two_backs() -> None:
    obs = mahjong_observation("hongkong", turns=6, melds=True)
    layout = layout_table(obs, 1280, 800)
    south = obs["seats"][1]
    pung, kong = south["melds"]
    claimed = layout.placements[pung["claimed"]]
    upright = layout.placements[pung["tiles"][1]]
    assert claimed.rotation != upright.rotation
    hidden = [p for p in layout.placements.values() if p.region is Region.MELD and p.seat == 1]
    backs = [p for p in hidden if p.face is None]
    assert len(backs) == 2 and all(not isinstance(p.key, int) for p in backs)
    ends = [layout.placements[kong["tiles"][0]], layout.placements[kong["tiles"][3]]]
    assert all(p.face for p in ends)
    # From the East seat before it, South's pung shows the turned tile first (its left).
    pung_tiles = [layout.placements[t] for t in pung["tiles"]]
    along = sorted(pung_tiles, key=lambda p: -p.bounds.y)  # South sits right: its left is down
    assert along[0].key == pung["claimed"]


def test_marked_tile_is_the_last_discard() -> None:
    obs = mahjong_observation("sichuan", turns=5)
    last = obs["seats"][0]["discards"][-1]["tile"]
    layout = layout_table(obs, 1280, 800, marked=last)
    assert [p.key for p in layout.placements.values() if p.marked] == [last]


def test_revealed_hands_are_face_up_at_the_end() -> None:
    obs = mahjong_observation("hongkong", turns=3)
    unseen = sorted(set(range(136)) - _known_ids(obs))[:3]
    hands = {1: unseen}
    obs["faces"].update({str(t): f for t, f in zip(unseen, ("2m", "3m", "4m"), strict=True)})
    obs["seats"][1]["concealed"] = 3
    layout = layout_table(obs, 1280, 800, revealed=hands)
    assert [layout.placements[t].face for t in unseen] == ["2m", "3m", "4m"]
    assert not [k for k in layout.placements if isinstance(k, tuple) and k[:2] == ("hand", 1)]


def test_missing_suit_huxi_and_totals_reach_the_labels() -> None:
    obs = mahjong_observation("sichuan", turns=4)
    obs["seats"][2]["missing"] = "p"
    obs["totals"] = [10, -4, 0, -6]
    obs["deltas"] = [3, -3, 0, 0]
    labels = {label.seat: label for label in layout_table(obs, 1280, 800).labels}
    assert labels[2].missing == "p" and labels[0].missing is None
    assert labels[0].total == 13 and labels[0].delta == 3 and labels[1].total == -7
    assert labels[0].you and labels[0].on_turn == (obs["current"] == 0)
    pao = paohuzi_observation(melds=True)
    assert [label.huxi for label in layout_table(pao, 1280, 800).labels] == [6, 3, 3]


def test_bad_input_raises_a_layout_error() -> None:
    obs = mahjong_observation("hongkong")
    with pytest.raises(LayoutError, match="too small"):
        layout_table(obs, 100, 80)
    with pytest.raises(LayoutError, match="variant"):
        layout_table({**obs, "variant": "chess"}, 1024, 700)
    with pytest.raises(LayoutError, match="lacks wall"):
        layout_table({k: v for k, v in obs.items() if k != "wall"}, 1024, 700)
    with pytest.raises(LayoutError, match="three seats"):
        layout_table({**paohuzi_observation(), "seats": []}, 1024, 700)


def _layout_pair(before: dict[str, Any], after: dict[str, Any]) -> tuple[TableLayout, TableLayout]:
    return layout_table(before, 1280, 800), layout_table(after, 1280, 800)


def test_a_drawn_tile_is_handed_over_from_the_wall() -> None:
    before = mahjong_observation("hongkong", turns=3)
    after = mahjong_observation("hongkong", turns=4)
    old, new = _layout_pair(before, after)
    drawn = after["drawn"]
    assert drawn is not None and drawn not in old.placements
    plan = plan_handover(old.placements, new.placements, {"type": "draw", "seat": 0})
    source = plan[drawn]
    assert isinstance(source, tuple) and source[0] in ("wall", "loose")
    assert old.placements[source].region in (Region.WALL, Region.LOOSE, Region.DEAD_WALL)


def test_an_opponents_discard_comes_out_of_its_hand() -> None:
    before = mahjong_observation("sichuan", turns=1)
    after = mahjong_observation("sichuan", turns=2)
    old, new = _layout_pair(before, after)
    discard = after["seats"][1]["discards"][-1]["tile"]
    plan = plan_handover(old.placements, new.placements, {"type": "discard", "seat": 1})
    assert plan[discard][0] == "hand" and plan[discard][1] == 1


def test_a_batch_of_events_pairs_each_tile_with_its_source() -> None:
    """A discard and the next seat's draw against one observation: no event needed."""
    before = mahjong_observation("hongkong", turns=1)
    after = mahjong_observation("hongkong", turns=2)
    old, new = _layout_pair(before, after)
    plan = plan_handover(old.placements, new.placements)
    discard = after["seats"][1]["discards"][-1]["tile"]
    assert plan[discard][:2] == ("hand", 1), "the discard leaves South's hand"
    drawer = [k for k in plan if isinstance(k, tuple) and k[0] == "hand"]
    assert drawer and all(plan[k][0] in ("wall", "loose") for k in drawer)


@pytest.mark.parametrize(("variant", "seed"), [("hongkong", 5), ("sichuan", 6), ("paohuzi", 7)])
def test_real_deals_lay_out_without_overlaps_at_both_extremes(variant: str, seed: int) -> None:
    """Every fifth moment of a bot-played deal, at the smallest and the largest table."""
    batches = list(played_deal(variant, seed))
    for _, obs in batches[::5] + batches[-1:]:
        for size in ((1024, 700), (3840, 2160)):
            layout = layout_table(obs, *size)
            table = Rect(0, 0, *size)
            tiles = list(layout.placements.values())
            assert all(table.contains(t.bounds) for t in tiles)
            for a, b in itertools.combinations(tiles, 2):
                if _stacked(a, b):
                    continue
                assert not a.bounds.intersects(b.bounds), (a.key, a.region, b.key, b.region)
            placed = {k for k in layout.placements if isinstance(k, int)}
            expected = _known_ids(obs) | {
                int(obs[k]) for k in ("shown", "in_flight") if obs.get(k) is not None
            }
            assert placed == expected


def test_paohuzi_melds_stand_in_columns_the_taken_card_last() -> None:
    obs = paohuzi_observation(melds=True)
    peng = obs["seats"][0]["melds"][0]
    peng["claimed"] = peng["tiles"][0]  # taken card listed first: still laid last
    layout = layout_table(obs, 1280, 800)
    cards = [layout.placements[t] for t in peng["tiles"]]
    assert len({c.bounds.x for c in cards}) == 1, "one column"
    lowest = max(cards, key=lambda c: c.bounds.y)
    assert lowest.key == peng["claimed"]
    wei = obs["seats"][0]["melds"][1]
    assert all(layout.placements[t].dimmed for t in wei["tiles"]), "own wei: faint, face down"
    others = [p for p in layout.placements.values() if p.region is Region.MELD and p.seat == 1]
    assert all(p.face for p in others), "an opponent's peng is face up"


def _distance(a: Rect, b: Rect) -> float:
    dx = max(0.0, b.x - a.right, a.x - b.right)
    dy = max(0.0, b.y - a.bottom, a.y - b.bottom)
    return float((dx * dx + dy * dy) ** 0.5)


MAHJONG_CASES = [
    pytest.param(obs, size, id=f"{name} {size[0]}x{size[1]}")
    for (name, obs), size in itertools.product(_observations(), [*SIZES, (1276, 645)])
    if obs["variant"] != "paohuzi"
]


@pytest.mark.parametrize(("obs", "size"), MAHJONG_CASES)
def test_each_seat_label_lies_nearest_its_own_hand(
    obs: dict[str, Any], size: tuple[int, int]
) -> None:
    """A label by another seat's tiles reads as that seat's (West's once sat by South's)."""
    layout = layout_table(obs, *size)
    hands = {seat: box for (region, seat), box in layout.regions.items() if region == "hand"}
    assert len(hands) == 4
    for label in layout.labels:
        own = _distance(label.rect, hands[label.seat])
        others = {s: _distance(label.rect, box) for s, box in hands.items() if s != label.seat}
        assert own < min(others.values()), (label.seat, label.place, own, others)


def test_the_label_across_is_level_with_its_hand_in_two_columns() -> None:
    obs = mahjong_observation("hongkong", turns=14, melds=True)
    layout = layout_table(obs, 1276, 645)
    across = next(label for label in layout.labels if label.place == 2)
    hand = layout.regions[("hand", across.seat)]
    assert across.columns == 2 and across.line_height > 0
    assert abs(across.rect.y - hand.y) <= 1, "top-aligned with the hand row"
    wall = layout.regions[("wall", -1)]
    assert not across.rect.intersects(wall)


def _assert_clear(layout: TableLayout, size: tuple[int, int]) -> None:
    """Tiles on the table and apart (but for stacks), labels and centre clear of tiles."""
    table = Rect(0, 0, *size)
    tiles = list(layout.placements.values())
    for tile in tiles:
        assert table.contains(tile.bounds), (tile.key, tile.bounds)
    for a, b in itertools.combinations(tiles, 2):
        if _stacked(a, b):
            continue
        assert not a.bounds.intersects(b.bounds), (a.key, a.region, b.key, b.region)
    assert layout.centre is not None
    boxes = [label.rect for label in layout.labels] + [layout.centre.rect]
    for box in boxes:
        assert table.contains(box)
        assert not any(box.intersects(t.bounds) for t in tiles), box
    for a, b in itertools.combinations(boxes, 2):
        assert not a.intersects(b)


SCALES = (0.8, 1.3)  # the tile-size preference's extremes


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize(("obs", "size"), [c for c in CASES if c.values[1] != (1000, 560)])
def test_tile_size_extremes_still_fit_without_overlap(
    obs: dict[str, Any], size: tuple[int, int], scale: float
) -> None:
    _assert_clear(layout_table(obs, *size, scale=scale), size)


@pytest.mark.parametrize(("variant", "seed"), [("hongkong", 5), ("paohuzi", 7)])
def test_tile_size_extremes_fit_a_real_deal(variant: str, seed: int) -> None:
    batches = list(played_deal(variant, seed))
    for _, obs in batches[::9] + batches[-1:]:
        for size in ((1024, 700), (3840, 2160)):
            for scale in SCALES:
                _assert_clear(layout_table(obs, *size, scale=scale), size)


def _own_tile_height(layout: TableLayout) -> int:
    heights = {p.height for p in layout.placements.values() if p.own}
    assert len(heights) == 1
    return heights.pop()


@pytest.mark.parametrize(
    "obs",
    [mahjong_observation("hongkong", turns=14, melds=True), paohuzi_observation(reveals=5)],
    ids=["mahjong", "paohuzi"],
)
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (3840, 2160)])
def test_larger_tile_size_means_larger_hand_and_melds(
    obs: dict[str, Any], size: tuple[int, int]
) -> None:
    small, normal, large = (layout_table(obs, *size, scale=s) for s in (0.8, 1.0, 1.3))
    assert _own_tile_height(small) < _own_tile_height(normal) < _own_tile_height(large)
    assert _own_tile_height(large) >= 1.15 * _own_tile_height(normal)


def test_a_tile_scale_out_of_range_is_refused() -> None:
    obs = mahjong_observation("hongkong")
    for scale in (0.0, -1.0, 5.0):
        with pytest.raises(LayoutError, match="scale"):
            layout_table(obs, 1024, 700, scale=scale)
