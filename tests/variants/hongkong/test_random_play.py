"""Hong Kong deals played with random legal moves (hongkong.md, table.md):
observations hide the other seats' concealed tiles, a drawn deal really empties
the live wall, and a record replays to the identical state."""

from __future__ import annotations

import json
import random
from typing import Any

from support.table import no_tile_lost

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.records import replay
from mahjong_desktop.variants.hongkong.game import HongKongGame
from mahjong_desktop.variants.registry import new_game

_NOT_TILES = {"seat", "current", "hand_sizes", "deltas", "live_wall", "offered_by", "active"}


def _tile_ids(value: Any) -> set[int]:
    """Every int found in an observation value (actions are read through their tiles)."""
    if isinstance(value, Action):
        return set(value.tiles) | {t for g in value.groups for t in g}
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, dict):
        return {t for k, v in value.items() if k not in ("from", "seat") for t in _tile_ids(v)}
    if isinstance(value, list | tuple):
        return {t for v in value for t in _tile_ids(v)}
    return set()


def _step(game: HongKongGame, rng: random.Random) -> None:
    seat = game.to_act()[0]
    game.apply(rng.choice(game.legal_actions(seat)))


def test_observations_hide_other_seats_concealed_tiles() -> None:
    game = HongKongGame(seed=27)
    rng = random.Random(27)
    for _ in range(60):
        if game.is_over:
            break
        for seat in range(4):
            seen = game.observation(seat)
            assert seen["hand"] == sorted(game.seats[seat].hand)
            shown = {t for key, v in seen.items() if key not in _NOT_TILES for t in _tile_ids(v)}
            for other in range(4):
                if other != seat:
                    assert not shown & set(game.seats[other].hand), (seat, other)
        _step(game, rng)
    private = [e for e in game.events if e.private is not None]
    assert {e.kind for e in private} >= {"dealt", "draw"}
    for event in private:
        for seat in range(4):
            view = event.seen_by(seat)
            if seat == event.private:
                assert view.data == event.data
            else:
                assert not {"tile", "tiles"} & set(view.data)


def test_a_deal_played_out_leaves_no_tile_in_the_live_wall() -> None:
    """A drawn deal ends only when the live wall is really empty."""
    for seed in range(8):
        game = HongKongGame(seed=seed)
        assert game.wall.live_count == len(list(game.wall.live_tiles()))
        rng = random.Random(seed)
        while not game.is_over:
            _step(game, rng)
            assert game.wall.live_count == len(list(game.wall.live_tiles()))
        if game.end_reason == "exhausted":
            assert not list(game.wall.live_tiles())
        assert no_tile_lost(game, 144)


def test_record_replays_to_the_identical_state() -> None:
    for seed in range(6):
        game = new_game("hongkong", seed)
        rng = random.Random(seed)
        while not game.is_over:
            _step(game, rng)  # type: ignore[arg-type]
        record = json.loads(json.dumps(game.record()))
        again = replay(record)
        assert again.state_json() == game.state_json()
        assert again.end_reason == game.end_reason
