"""The table view: select-then-confirm, the keyboard, motion that ends where a snap would."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot
from support.observations import face, mahjong_observation, paohuzi_observation
from support.played import played_deal

from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.ui.game.controller import GameController, SessionConfig
from mahjong_desktop.ui.game.pacer import VIEW_TIMEOUT_MS
from mahjong_desktop.ui.table.layout.geometry import Region
from mahjong_desktop.ui.table.tile_item import TileItem
from mahjong_desktop.ui.table.view import TableView

SIZE = (1280, 800)


@pytest.fixture
def view(qtbot: QtBot) -> TableView:
    table = TableView()
    qtbot.addWidget(table)
    table.resize(*SIZE)
    table.show()
    qtbot.waitExposed(table)
    return table


def _turn_observation() -> dict[str, Any]:
    obs = mahjong_observation("hongkong", turns=4)  # East (the observer) has drawn
    assert obs["drawn"] is not None
    return obs


def _centre_of(view: TableView, tile: int) -> QPoint:
    item = view.table_scene().tiles[tile]
    return view.mapFromScene(item.sceneBoundingRect().center())


def _positions(view: TableView) -> dict[Any, QPointF]:
    return {key: item.pos() for key, item in view.table_scene().tiles.items()}


def test_click_selects_and_lifts_second_click_asks_to_discard(
    view: TableView, qtbot: QtBot
) -> None:
    obs = _turn_observation()
    view.show_observation(obs)
    view.set_animation_speed(0)
    view.set_selectable(obs["hand"])
    tile = obs["hand"][3]
    resting_y = view.table_scene().tiles[tile].pos().y()
    with qtbot.wait_signal(view.selectionChanged) as selected:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_centre_of(view, tile))
    assert selected.args == [tile] and view.selected() == tile
    assert view.table_scene().tiles[tile].pos().y() < resting_y, "the selected tile lifts"
    with qtbot.wait_signal(view.discardRequested) as discard:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_centre_of(view, tile))
    assert discard.args == [tile]


def test_a_tile_outside_the_selectable_set_cannot_be_selected(
    view: TableView, qtbot: QtBot
) -> None:
    obs = _turn_observation()
    view.show_observation(obs)
    allowed = obs["hand"][:2]
    view.set_selectable(allowed)
    other = obs["hand"][5]
    with qtbot.assert_not_emitted(view.selectionChanged):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_centre_of(view, other))
    assert view.selected() is None
    assert view.table_scene().tiles[other].opacity() < 1, "tiles that may not go look faint"
    view.set_selectable([])
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_centre_of(view, allowed[0]))
    assert view.selected() is None


def test_double_click_discards_at_once(view: TableView, qtbot: QtBot) -> None:
    obs = _turn_observation()
    view.show_observation(obs)
    view.set_selectable([obs["drawn"]])
    with qtbot.wait_signal(view.discardRequested) as discard:
        qtbot.mouseDClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=_centre_of(view, obs["drawn"])
        )
    assert discard.args == [obs["drawn"]]


def test_keyboard_left_right_and_enter(view: TableView, qtbot: QtBot) -> None:
    obs = _turn_observation()
    view.show_observation(obs)
    view.set_animation_speed(0)
    order = view.table_layout().hand_order()  # type: ignore[union-attr]
    assert order[-1] == obs["drawn"], "the drawn tile sits apart at the right"
    view.set_selectable(order)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.selected() == order[0]
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.selected() == order[-1], "left from the first wraps to the last"
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.selected() == order[-2]
    with qtbot.wait_signal(view.discardRequested) as discard:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert discard.args == [order[-2]]
    with qtbot.wait_signal(view.selectionChanged) as cleared:
        view.clear_selection()
    assert cleared.args == [-1] and view.selected() is None


def test_select_step_skips_tiles_that_may_not_go(view: TableView) -> None:
    obs = _turn_observation()
    view.show_observation(obs)
    order = view.table_layout().hand_order()  # type: ignore[union-attr]
    allowed = [order[1], order[4]]
    view.set_selectable(allowed)
    view.select_step(1)
    view.select_step(1)
    assert view.selected() == order[4]
    view.select_step(1)
    assert view.selected() == order[1]


def _play_and_compare(
    view: TableView,
    qtbot: QtBot,
    before: dict[str, Any],
    after: dict[str, Any],
    event: dict[str, Any],
) -> None:
    view.show_observation(before)
    with qtbot.wait_signal(view.animationsFinished, timeout=5000):
        view.play_event(event, after)
    played = _positions(view)
    fresh = TableView()
    qtbot.addWidget(fresh)
    fresh.resize(*SIZE)
    fresh.show()
    qtbot.waitExposed(fresh)
    fresh.play_event(event, before)  # the same marking of the last discard
    fresh.show_observation(after)
    assert played.keys() == _positions(fresh).keys()
    assert played == _positions(fresh)


def test_play_event_ends_where_show_observation_puts_things(view: TableView, qtbot: QtBot) -> None:
    view.set_animation_speed(4)
    before = mahjong_observation("hongkong", turns=4)
    after = mahjong_observation("hongkong", turns=5)
    tile = after["seats"][0]["discards"][-1]["tile"]
    _play_and_compare(view, qtbot, before, after, {"type": "discard", "seat": 0, "tile": tile})
    assert view.table_scene().tiles[tile].marked, "the last discard is marked"


def test_a_drawn_tile_is_the_same_item_that_left_the_wall(view: TableView, qtbot: QtBot) -> None:
    view.set_animation_speed(0)
    before = mahjong_observation("sichuan", turns=3)
    after = mahjong_observation("sichuan", turns=4)
    view.show_observation(before)
    wall_items = {
        item
        for key, item in view.table_scene().tiles.items()
        if isinstance(key, tuple) and key[0] == "wall"
    }
    with qtbot.wait_signal(view.animationsFinished):
        view.play_event({"type": "draw", "seat": 0, "source": "head"}, after)
    drawn = view.table_scene().tiles[after["drawn"]]
    assert drawn in wall_items
    assert isinstance(drawn, TileItem) and drawn.key == after["drawn"]
    assert drawn.placement is not None and drawn.placement.region is Region.DRAWN


def test_moves_animate_at_speed_one_and_snap_at_zero(view: TableView, qtbot: QtBot) -> None:
    before = mahjong_observation("hongkong", turns=4)
    after = mahjong_observation("hongkong", turns=5)
    tile = after["seats"][0]["discards"][-1]["tile"]
    event = {"type": "discard", "seat": 0, "tile": tile}
    view.show_observation(before)
    view.set_animation_speed(1)
    view.play_event(event, after)
    assert view.is_animating()
    target = view.table_layout().placements[tile].bounds  # type: ignore[union-attr]
    assert view.table_scene().tiles[tile].pos() != QPointF(target.x, target.y)
    qtbot.wait_signal(view.animationsFinished, timeout=5000).wait()
    view.show_observation(before)
    view.set_animation_speed(0)
    with qtbot.wait_signal(view.animationsFinished, timeout=1000):
        view.play_event(event, after)
        assert not view.is_animating()
        assert view.table_scene().tiles[tile].pos() == QPointF(target.x, target.y)


def test_resize_relayouts_and_snaps(view: TableView, qtbot: QtBot) -> None:
    view.show_observation(mahjong_observation("hongkong", turns=8, melds=True))
    for width, height in ((1024, 700), (3840, 2160)):
        view.resize(width, height)
        qtbot.waitUntil(lambda w=width: view.table_layout().width == w)  # type: ignore[union-attr]
        layout = view.table_layout()
        assert layout is not None and layout.height == height
        for key, item in view.table_scene().tiles.items():
            bounds = layout.placements[key].bounds
            assert item.pos() == QPointF(bounds.x, bounds.y)


def test_reveal_all_turns_opponents_hands_face_up(view: TableView, qtbot: QtBot) -> None:
    view.set_animation_speed(0)
    obs = mahjong_observation("hongkong", turns=3)
    view.show_observation(obs)
    known = {int(k) for k in obs["faces"]}
    unseen = [t for t in range(136) if t not in known][: obs["seats"][1]["concealed"]]
    with qtbot.wait_signal(view.animationsFinished):
        view.reveal_all({0: obs["hand"], 1: unseen}, faces={unseen[0]: "5p"})
    layout = view.table_layout()
    assert layout is not None
    assert layout.placements[unseen[0]].face == "5p", "a face given wins"
    # The rest read with the tile notation: ids 4k..4k+3 are one kind.
    assert [layout.placements[t].face for t in unseen[1:]] == [face(t) for t in unseen[1:]]
    assert not [k for k in layout.placements if isinstance(k, tuple) and k[:2] == ("hand", 1)]


def test_paohuzi_shows_cards_and_display_settings_reach_the_pixmaps(
    view: TableView, qtbot: QtBot
) -> None:
    obs = paohuzi_observation(reveals=3, melds=True)
    view.show_observation(obs)
    tile = obs["hand"][0]
    item = view.table_scene().tiles[tile]
    neutral = item.pixmap().toImage()
    view.set_display(DisplaySettings(contrast=90, temperature=80))
    assert item.pixmap().toImage() != neutral
    assert item.pixmap().width() < item.pixmap().height(), "Paohuzi cards are tall"


def test_negative_speed_is_refused(view: TableView) -> None:
    with pytest.raises(ValueError, match="negative"):
        view.set_animation_speed(-1)
    assert view.animation_speed() == 1.0


def test_quick_steps_leave_only_the_selected_tile_lifted(view: TableView, qtbot: QtBot) -> None:
    obs = _turn_observation()
    view.show_observation(obs)
    order = view.table_layout().hand_order()  # type: ignore[union-attr]
    view.set_selectable(order)
    resting = {t: view.table_scene().tiles[t].pos().y() for t in order}
    for _ in range(3):  # faster than a lift takes
        view.select_step(1)
    qtbot.wait(400)
    lifted = [t for t in order if view.table_scene().tiles[t].pos().y() < resting[t]]
    assert lifted == [order[2]] == [view.selected()]


@pytest.mark.parametrize(("variant", "seed"), [("hongkong", 1), ("sichuan", 2), ("paohuzi", 3)])
def test_a_real_deal_played_event_by_event(
    view: TableView, qtbot: QtBot, variant: str, seed: int
) -> None:
    """Every event of a bot-played deal; after each batch the table is what a snap shows,
    and tiles travel as the same items instead of new ones."""
    view.set_animation_speed(0)
    scene = view.table_scene()
    batches = list(played_deal(variant, seed))
    view.show_observation(batches[0][1])
    first_count = len(scene.tiles)
    for events, observation in batches[1:]:
        for event in events:
            view.play_event(event, observation)
        layout = view.table_layout()
        assert layout is not None
        placed = {k: QPointF(p.bounds.x, p.bounds.y) for k, p in layout.placements.items()}
        current = _positions(view)
        selected = view.selected()
        if selected is not None:
            current.pop(selected)
            placed.pop(selected)
        assert current == placed
        tile_items = [i for i in scene.items() if isinstance(i, TileItem)]
        assert len(tile_items) == len(layout.placements), "no item is left behind"
    assert observation["over"]
    # Opening the deal made one item per tile; the whole deal made few more.
    assert scene.items_made <= first_count + 8


def test_hidpi_pixmaps_have_device_pixels_and_keep_their_logical_size(view: TableView) -> None:
    obs = _turn_observation()
    view.show_observation(obs)
    scene = view.table_scene()
    tile = obs["hand"][0]
    logical = scene.tiles[tile].pixmap().width()
    scene.set_dpr(2.0)
    pixmap = scene.tiles[tile].pixmap()
    assert pixmap.devicePixelRatio() == 2.0
    assert pixmap.width() == 2 * logical, "twice the device pixels"
    assert scene.tiles[tile].boundingRect().width() == logical, "the same size on screen"


def test_revealed_hands_stay_face_up_through_later_events(view: TableView, qtbot: QtBot) -> None:
    view.set_animation_speed(0)
    obs = mahjong_observation("sichuan", turns=3)
    view.show_observation(obs)
    known = {int(k) for k in obs["faces"]}
    unseen = [t for t in range(108) if t not in known][: obs["seats"][2]["concealed"]]
    view.reveal_all({2: unseen})
    view.play_event({"type": "deal_end", "seat": None}, obs)  # faces of the hand not in it
    layout = view.table_layout()
    assert layout is not None and all(layout.placements[t].face for t in unseen)
    view.show_observation({**obs, "deal": 1})  # the next deal: hands hidden again
    assert all(t not in view.table_layout().placements for t in unseen)  # type: ignore[union-attr]


def test_an_event_that_changes_nothing_lets_the_moves_run_on(view: TableView, qtbot: QtBot) -> None:
    before = mahjong_observation("hongkong", turns=4)
    after = mahjong_observation("hongkong", turns=5)
    tile = after["seats"][0]["discards"][-1]["tile"]
    view.show_observation(before)
    view.play_event({"type": "discard", "seat": 0, "tile": tile}, after)
    assert view.is_animating()
    with qtbot.wait_signal(view.animationsFinished, timeout=3000) as finished:
        view.play_event({"type": "claim_window", "seat": 0, "tile": tile}, dict(after))
        assert view.is_animating(), "the discard is still on its way"
    assert finished.signal_triggered
    bounds = view.table_layout().placements[tile].bounds  # type: ignore[union-attr]
    assert view.table_scene().tiles[tile].pos() == QPointF(bounds.x, bounds.y)


def test_a_burst_of_resizes_lays_out_once_it_settles(view: TableView, qtbot: QtBot) -> None:
    view.show_observation(mahjong_observation("sichuan", turns=6))
    qtbot.wait(100)  # the fixture's own resize has settled
    view.resize(1100, 720)
    assert view.table_layout().width == view.viewport().width(), "a lone resize: at once"  # type: ignore[union-attr]
    for step in range(1, 6):
        view.resize(1100 + 40 * step, 720 + 20 * step)
    qtbot.waitUntil(lambda: view.table_layout().width == view.viewport().width())  # type: ignore[union-attr]
    assert view.table_layout().height == view.viewport().height()  # type: ignore[union-attr]


SLOW = 0.1  # a move lasts 2.6 s: longer than the controller's wait for a silent view


@pytest.mark.parametrize("change", ["resize", "tile_scale"])
def test_a_relayout_mid_animation_ends_the_moves_and_still_signals(
    view: TableView, qtbot: QtBot, change: str
) -> None:
    before = mahjong_observation("hongkong", turns=4)
    after = mahjong_observation("hongkong", turns=5)
    tile = after["seats"][0]["discards"][-1]["tile"]
    view.show_observation(before)
    qtbot.wait(100)  # the fixture's own resize has settled
    view.set_animation_speed(SLOW)
    view.play_event({"type": "discard", "seat": 0, "tile": tile}, after)
    assert view.is_animating()
    with qtbot.wait_signal(view.animationsFinished, timeout=500):
        if change == "resize":
            view.resize(1024, 700)
        else:
            view.set_tile_scale(0.8)
    assert not view.is_animating()
    target = view.table_layout().placements[tile].bounds  # type: ignore[union-attr]
    assert view.table_scene().tiles[tile].pos() == QPointF(target.x, target.y)


def test_play_goes_on_at_once_after_a_resize_mid_animation(view: TableView, qtbot: QtBot) -> None:
    controller = GameController(bot_pace_ms=0)
    controller.dealStarted.connect(view.show_observation)
    controller.eventPlayed.connect(view.play_event)
    controller.pace_on_view(view.animationsFinished)
    played: list[dict[str, Any]] = []
    controller.eventPlayed.connect(lambda event, _obs: played.append(event))
    view.set_animation_speed(SLOW)
    controller.new_session(SessionConfig("hongkong", seed=3, autoplay=True))
    try:
        qtbot.waitUntil(view.is_animating, timeout=10_000)
        count = len(played)
        view.resize(1024, 700)
        # The view's timeout would release play after VIEW_TIMEOUT_MS; the
        # settled moves' signal releases it within a few event-loop turns.
        qtbot.waitUntil(lambda: len(played) > count, timeout=VIEW_TIMEOUT_MS // 2)
    finally:
        controller.shutdown()
