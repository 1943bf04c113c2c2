"""A quiet deal (no events, as self-play and search run) plays as the same deal with events.

Quiet deals take shortcuts the event log would show: no event data is built,
and an offer nobody can claim opens no window at all (``TurnCycle._nobody_claims``).
The same seeds and bots must give the same actions, payments, end and state.
"""

from __future__ import annotations

from typing import Any

import pytest

from mahjong_desktop.ai.bots import RandomBot, make_bot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.registry import new_deal

VARIANTS = ["hongkong", "sichuan", "paohuzi"]


def played(variant: str, seed: int, quiet: bool, levels: list[str] | None = None) -> Deal:
    game = new_deal(variant, seed)
    game.quiet = quiet
    game.start()
    if levels is None:
        bots: list[Any] = [RandomBot(bot_seed(seed)) for _ in range(game.seat_count)]
    else:
        bots = [make_bot(level, bot_seed(seed)) for level in levels]
    return play_deal(game, bots)


def without_event_count(game: Deal) -> dict[str, Any]:
    state = game.state()
    state.pop("events")
    return state


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_quiet_deal_plays_as_the_deal_with_events(variant: str) -> None:
    unclaimed = 0
    for seed in range(30):
        quiet, loud = played(variant, seed, True), played(variant, seed, False)
        assert quiet.events == [] and loud.events
        assert quiet.history == loud.history
        assert quiet.ledger == loud.ledger
        assert quiet.end_reason == loud.end_reason
        assert without_event_count(quiet) == without_event_count(loud)
        closed = [e for e in loud.events if e.kind == "claim_closed"]
        unclaimed += sum(not e.data["awarded"] for e in closed)
    assert unclaimed > 100  # the offers a quiet deal passes on without a window


def test_a_quiet_paohuzi_deal_of_thinking_bots_plays_as_with_events() -> None:
    # The greedy bot reads the table, the levels a decision view: both as with events.
    for seed in range(4):
        levels = ["greedy", "normal", "easy"]
        quiet, loud = played("paohuzi", seed, True, levels), played("paohuzi", seed, False, levels)
        assert quiet.history == loud.history
        assert quiet.ledger == loud.ledger
