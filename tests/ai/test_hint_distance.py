"""The Hint's reason and the wait line under the table measure one distance (issue #23):
"Discard 3s: 3 tiles from ready (shanten 3)" never stands beside a hint that says
"keeps 5 shanten" for the same tile without saying which hand the 5 is to."""

from __future__ import annotations

from typing import Any

import pytest

from mahjong_desktop.ai.discard_analysis import analyse_discard
from mahjong_desktop.ai.levels import advice
from mahjong_desktop.ai.reasons import render
from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.engine.actions import Act
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.variants.registry import new_deal


def _discard_turns(variant: str, seed: int, most: int = 6) -> list[dict[str, Any]]:
    """Seat 0's observations at its discard decisions in one self-played deal."""
    seen: list[dict[str, Any]] = []

    def check(deal: Deal) -> None:
        if len(seen) < most and any(a.kind is Act.DISCARD for a in deal.legal_view(0)):
            seen.append(deal.observation(0))

    deal = new_deal(variant, seed)
    play_deal(deal, bots_for(deal, ["normal"] * deal.seat_count), check)
    return seen


@pytest.mark.parametrize("variant", ["hongkong", "sichuan"])
def test_the_hint_names_the_wait_lines_distance_for_its_discard(variant: str) -> None:
    routes = plain = 0
    for seed in range(12):
        for observation in _discard_turns(variant, seed):
            action, reason = advice(observation, "normal")
            if reason.code not in ("ai.discard", "ai.discard_route"):
                continue
            shown = analyse_discard(observation, action.tiles[0]).shanten
            if reason.code == "ai.discard":
                plain += 1
                assert reason.args["shanten"] == shown, (seed, render(reason), shown)
            else:
                routes += 1
                assert reason.args["nearest"] == shown, (seed, render(reason), shown)
                text = render(reason)
                assert f"({shown} shanten to any winning hand)" in text and "worth more" in text
    assert plain > 10 and (routes > 0 or variant == "sichuan"), (plain, routes)
