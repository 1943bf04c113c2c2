"""Real deals played by bots, seen by one seat: the event batches and observations a table gets."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.variants.registry import new_deal

MAX_ACTIONS = 3000


def played_deal(
    variant: str, seed: int, observer: int = 0, level: str = "greedy"
) -> Iterator[tuple[list[dict[str, Any]], dict[str, Any]]]:
    """(new events for ``observer``, its observation after them) for the deal and each action.

    The first batch is the deal itself (from ``start()``), the last ends the deal.
    """
    game = new_deal(variant, seed)
    bots = [make_bot(level, seed * 31 + s) for s in range(game.seat_count)]
    game.start()
    seen = 0
    events = game.events_for(observer)
    seen = len(game.events)
    yield events, game.observation(observer)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            return
        for seat in game.to_act():
            if game.is_over or not game.legal_actions(seat):
                continue
            game.apply(bots[seat].choose(game.observation(seat)))
            events = game.events_for(observer, seen)
            seen = len(game.events)
            yield events, game.observation(observer)
    raise RuntimeError(f"deal did not end within {MAX_ACTIONS} actions")
