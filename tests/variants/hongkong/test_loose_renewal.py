"""The loose tiles' renewal is announced once, right before the loose draw it served."""

from __future__ import annotations

from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.variants.registry import new_deal


def test_every_loose_renewal_event_comes_with_a_loose_tile_draw() -> None:
    renewals = 0
    for seed in range(40):
        game = new_deal("hongkong", seed)
        play_deal(game, bots_for(game, ["greedy"] * 4))
        events = [(e.kind, e.data) for e in game.events]
        for index, (kind, data) in enumerate(events):
            if kind != "loose_renewed":
                continue
            renewals += 1
            assert data["stacks"], f"seed {seed}: a renewal that took no stack"
            following = next(d for k, d in events[index + 1 :] if k == "draw")
            # A stale renewal would ride along with a plain draw from the head.
            assert following["source"] == "loose", f"seed {seed}, event {index}"
    assert renewals > 0  # the seeds do exercise renewals
