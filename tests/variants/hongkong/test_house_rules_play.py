"""Hong Kong self-play under every combination of the house rules (3 x 3 x 2 x 2):
every tile in one place after every action, the payments those rules demand and
summing to zero, and the record replaying to the identical state; a sample for
search keeps a flowerless deal's 136 tiles."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from support.inventory import every_tile

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.determinize import determinize
from mahjong_desktop.engine.ledger import Payment
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.storage.records import replay
from mahjong_desktop.variants.house_rules import rules_for
from mahjong_desktop.variants.registry import new_deal

COMBINATIONS = [
    dict(zip([r.name for r in rules_for("hongkong")], values, strict=True))
    for values in itertools.product(*(r.choices for r in rules_for("hongkong")))
]
SEEDS = range(4)  # per combination: greedy bots win most of these deals at 0 or 1 faan


def expected_payments(game: Any, options: dict[str, Any]) -> list[Payment]:
    """The win's payments worked out from the options alone, not from the scoring code."""
    if not game.wins:
        return []
    (win,) = game.wins
    score = win.score
    assert options["min_faan"] <= score.total <= options["limit"]
    assert score.points == 2**score.total
    if not options["flowers"]:
        assert not {"no_flowers", "seat_flower", "all_flowers"} & {p.code for p in score.patterns}
    others = [s for s in range(4) if s != win.seat]
    if win.from_seat is None:
        return [Payment(s, win.seat, score.points, "self_drawn_win") for s in others]
    if options["payment"] == "discarder":
        return [Payment(win.from_seat, win.seat, 3 * score.points, "win_on_discard")]
    return [
        Payment(s, win.seat, (2 if s == win.from_seat else 1) * score.points, "win_on_discard")
        for s in others
    ]


def test_there_are_36_combinations() -> None:
    assert len(COMBINATIONS) == 36
    assert len({tuple(sorted(c.items())) for c in COMBINATIONS}) == 36


@pytest.mark.parametrize("options", COMBINATIONS, ids=lambda o: "-".join(map(str, o.values())))
def test_every_combination_keeps_every_invariant(options: dict[str, Any]) -> None:
    tiles = list(range(144 if options["flowers"] else 136))
    for seed in SEEDS:
        game = new_deal("hongkong", seed, options)
        assert every_tile(game) == tiles

        def check(g: Deal) -> None:
            assert every_tile(g) == tiles

        bots = [make_bot("greedy", bot_seed(seed)) for _ in range(4)]
        play_deal(game, bots, check)
        assert game.is_over
        assert list(game.ledger) == expected_payments(game, options)
        assert sum(game.deltas()) == 0
        again = replay(game.record())
        assert again.state_json() == game.state_json()
        assert again.rules == game.rules


def test_a_sample_for_search_keeps_the_136_tiles_of_a_deal_without_flowers() -> None:
    game = new_deal("hongkong", 2, {"flowers": False})
    game.start()
    rng = random.Random(2)
    for _ in range(30):  # well into the deal, before its end
        seat = game.to_act()[0]
        game.apply(rng.choice(game.legal_actions(seat)))
    for seat in range(4):
        sample = determinize(game, seat, rng)
        assert sample.observation(seat) == game.observation(seat)
        assert every_tile(sample) == list(range(136))
        assert sample.rules == game.rules and sample.clone().wall.layout == game.wall.layout
