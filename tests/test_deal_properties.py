"""Invariants over many seeded deals of every game, played by bots to the end.

Every physical tile is in exactly one place after every action, the payments
are the ones the rule book demands (tests/support/sheets.py), every deal ends,
and a deal's record replays to the identical state.
"""

from __future__ import annotations

import pytest
from support.inventory import every_tile
from support.sheets import check_sheet

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.storage.records import replay
from mahjong_desktop.variants.registry import VARIANTS, new_deal

MAHJONG = ["hongkong", "sichuan"]
DEALS = 1500  # per variant and bot level


def _cards(game: Deal) -> list[int]:
    return every_tile(game)


def _play(variant: str, seed: int, level: str, checked: bool) -> Deal:
    game = new_deal(variant, seed)
    bots = [make_bot(level, bot_seed(seed)) for _ in range(game.seat_count)]
    expected = _cards(game)
    assert len(expected) == len(set(expected))

    def check(g: Deal) -> None:
        assert _cards(g) == expected

    return play_deal(game, bots, check if checked else None)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("level", ["random", "greedy"])
def test_seeded_deals_keep_every_invariant(variant: str, level: str) -> None:
    deals = DEALS if level == "random" else DEALS // 5  # the greedy bot thinks longer
    ends: set[str] = set()
    for seed in range(deals):
        game = _play(variant, seed, level, checked=True)
        assert game.is_over
        check_sheet(game)
        assert game.end_reason is not None
        ends.add(game.end_reason)
    assert "exhausted" in ends


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_records_replay_to_the_identical_state(variant: str) -> None:
    for seed in range(60):
        game = _play(variant, seed, "greedy", checked=False)
        again = replay(game.record())
        assert again.state_json() == game.state_json()
        assert [e.kind for e in again.events] == [e.kind for e in game.events]


@pytest.mark.parametrize("variant", MAHJONG)
def test_wins_happen_and_winners_never_act_again(variant: str) -> None:
    wins = 0
    for seed in range(150):
        game = new_deal(variant, seed)
        bots = [make_bot("greedy", bot_seed(seed)) for _ in range(4)]
        won: set[int] = set()

        def check(g: Deal, won: set[int] = won) -> None:
            for seat in won:
                assert not g.legal_actions(seat), "a winner was asked to act"
            won.update(w.seat for w in g.wins)  # type: ignore[attr-defined]

        play_deal(game, bots, check)
        wins += len(game.wins)  # type: ignore[attr-defined]
    assert wins > 30


def test_sichuan_ends_at_three_winners_or_exhaustion() -> None:
    for seed in range(200):
        game = _play("sichuan", seed, "greedy", checked=False)
        winners = len(game.wins)  # type: ignore[attr-defined]
        if game.end_reason == "three_won":
            assert winners == 3
        else:
            assert game.end_reason == "exhausted" and winners < 3
            assert game.wall.live_count == 0  # type: ignore[attr-defined]


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_public_events_never_tell_who_may_claim(variant: str) -> None:
    """A claim window announces the tile, not the seats that hold a match for it."""
    windows = 0
    for seed in range(20):
        game = _play(variant, seed, "greedy", checked=False)
        for event in game.events:
            if event.kind == "claim_window":
                windows += 1
                assert event.private is None and "seats" not in event.data
    assert windows > 0
