"""Hong Kong deals played with random legal moves (hongkong.md, table.md):
observations hide the other seats' concealed tiles, a drawn deal really empties
the live wall, and a record replays to the identical state."""

from __future__ import annotations

import json
import random

from support.protocol import faces_cover_ids, shown_ids
from support.table import no_tile_lost

from mahjong_desktop.storage.records import replay
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.registry import new_deal


def _step(game: HongKongDeal, rng: random.Random) -> None:
    seat = game.to_act()[0]
    game.apply(rng.choice(game.legal_actions(seat)))


def test_observations_hide_other_seats_concealed_tiles() -> None:
    game = HongKongDeal(seed=27)
    game.start()
    rng = random.Random(27)
    for _ in range(60):
        if game.is_over:
            break
        for seat in range(4):
            seen = game.observation(seat)
            drawn = [] if seen["drawn"] is None else [seen["drawn"]]
            assert sorted(seen["hand"] + drawn) == sorted(game.seats[seat].hand)
            assert faces_cover_ids(seen)
            shown = shown_ids(seen)
            assert not shown & set(game.wall.live_tiles())
            for other in range(4):
                if other != seat:
                    assert not shown & set(game.seats[other].hand), (seat, other)
        _step(game, rng)
    private = [e for e in game.events if e.private is not None]
    assert {e.kind for e in private} >= {"deal_step", "draw"}
    for event in private:
        for seat in range(4):
            view = event.seen_by(seat)
            if seat == event.private:
                assert view.data == {**event.data, **event.secret}
            else:
                assert view.data == event.data  # the public part only
                assert "tile" not in view.data and view.to_json()["type"] == event.kind


def test_a_deal_played_out_leaves_no_tile_in_the_live_wall() -> None:
    """A drawn deal ends only when the live wall is really empty."""
    for seed in range(8):
        game = HongKongDeal(seed=seed)
        game.start()
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
        game = new_deal("hongkong", seed)
        game.start()
        rng = random.Random(seed)
        while not game.is_over:
            _step(game, rng)  # type: ignore[arg-type]
        record = json.loads(json.dumps(game.record()))
        again = replay(record)
        assert again.state_json() == game.state_json()
        assert again.end_reason == game.end_reason
