"""Seeded self-play of Sichuan under every combination of its house rules: every
tile in one place after every action, payments summing to zero and as the
options demand, and the record replaying to the identical state.

``OPTIONS`` names the options combined; each adds its every choice: the four
Sichuan options, 24 combinations.
"""

from __future__ import annotations

from collections import Counter
from itertools import product
from typing import Any

import pytest
from support.inventory import every_tile

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.storage.records import replay
from mahjong_desktop.variants.house_rules import house_rule
from mahjong_desktop.variants.registry import new_deal
from mahjong_desktop.variants.sichuan.deal import KONG_CAUSES, SichuanDeal

OPTIONS = ("exchange", "call_transfer", "fan_limit", "self_draw")
COMBINATIONS = [
    dict(zip(OPTIONS, values, strict=True))
    for values in product(*(house_rule("sichuan", name).choices for name in OPTIONS))
]
SEEDS = [*range(10), 68, 88]  # greedy deals 68 and 88 see a kong's discard dealt in
WIN_CAUSES = {"self_drawn_win", "win_on_discard", "robbing_the_kong"}


def _play(seed: int, options: dict[str, Any]) -> SichuanDeal:
    game = new_deal("sichuan", seed, options)
    assert isinstance(game, SichuanDeal)
    bots = [make_bot("greedy", bot_seed(seed)) for _ in range(4)]
    tiles = every_tile(game)
    assert len(tiles) == len(set(tiles)) == 108

    def check(g: Deal) -> None:
        assert every_tile(g) == tiles

    play_deal(game, bots, check)
    return game


def _expected_wins(game: SichuanDeal) -> list[tuple[int, int, int, str]]:
    """The win payments the options demand, from each win's patterns."""
    limit, drawn_fan = game.rules["fan_limit"], game.rules["self_draw"] == "fan"
    expected = []
    for win in game.wins:
        codes = [p.code for p in win.score.patterns]
        assert ("self_drawn" in codes) == (drawn_fan and win.from_seat is None), codes
        base = 2 ** min(sum(p.value for p in win.score.patterns), limit)
        if win.from_seat is None:
            won_before = {w.seat for w in game.wins if w.order <= win.order}
            each = base if drawn_fan else base + 1
            expected += [
                (s, win.seat, each, "self_drawn_win") for s in range(4) if s not in won_before
            ]
        else:
            cause = "robbing_the_kong" if "robbing_kong" in win.moments else "win_on_discard"
            expected.append((win.from_seat, win.seat, base, cause))
    return expected


def _check_payments(game: SichuanDeal) -> None:
    ledger = game.ledger
    assert sum(game.deltas()) == 0
    won = [(p.payer, p.receiver, p.amount, p.cause) for p in ledger if p.cause in WIN_CAUSES]
    assert won == _expected_wins(game)
    transfers = [p for p in ledger if p.cause == "call_transfer"]
    if not game.rules["call_transfer"]:
        assert not transfers
    discard_wins = {(w.from_seat, w.seat) for w in game.wins if w.from_seat is not None}
    for p in transfers:
        assert (p.payer, p.receiver) in discard_wins, p
    # A not-ready seat refunds the kong money it received, less what it passed on.
    refunded = Counter[int]()
    for p in ledger:
        if p.cause == "kong_tax_refund":
            refunded[p.payer] += p.amount
    for seat in refunded:
        kept = sum(
            p.amount for p in ledger if p.receiver == seat and p.cause in KONG_CAUSES.values()
        )
        passed = sum(p.amount for p in transfers if p.payer == seat)
        assert refunded[seat] == kept - passed, seat


@pytest.mark.parametrize("options", COMBINATIONS, ids=lambda o: ",".join(map(str, o.values())))
def test_every_combination_keeps_every_invariant(options: dict[str, Any]) -> None:
    for seed in SEEDS:
        game = _play(seed, options)
        assert game.is_over and game.rules == {**game.rules, **options}
        _check_payments(game)
        again = replay(game.record())
        assert again.state_json() == game.state_json()
        assert again.ledger == game.ledger


def test_self_play_sees_call_transfer() -> None:
    transferred = [_play(seed, {"call_transfer": True}) for seed in (68, 88)]
    for game in transferred:
        assert any(p.cause == "call_transfer" for p in game.ledger)
