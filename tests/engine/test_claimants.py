"""The seats a claim window rules out before building options have no option at all.

``MahjongDeal._claimants`` (``variants.mahjong.claims.claimants``) skips a seat
from its counts, its known waits and ``could_chow``; on positions from real deals
of both mahjong games, every seat it skips gets no option from ``_claim_options``
for any tile from any source, and ``could_chow`` says no only when
``chow_options`` finds no chow.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mahjong_desktop.ai.bots import RandomBot
from mahjong_desktop.ai.selfplay import MAX_ACTIONS
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.mahjong import claims
from mahjong_desktop.variants.mahjong.deal import MahjongDeal
from mahjong_desktop.variants.registry import new_deal


def positions(variant: str, deals: int) -> Iterator[MahjongDeal]:
    """The game after every tenth action of ``deals`` random deals."""
    for seed in range(deals):
        game = new_deal(variant, seed)
        assert isinstance(game, MahjongDeal)
        game.start()
        bot = RandomBot(bot_seed(seed))
        for step in range(MAX_ACTIONS):
            if game.is_over:
                break
            if step % 10 == 0:
                yield game
            seat = game.to_act()[0]
            game.apply(bot.choose_among(seat, game.action_count, game.legal_view(seat)))


@pytest.mark.parametrize("variant", ["hongkong", "sichuan"])
def test_a_seat_ruled_out_has_no_claim(variant: str) -> None:
    ruled_out = chows = 0
    for game in positions(variant, 6):
        held = {t for s in game.seats for t in s.hand}
        tiles = [t for t in range(136) if t not in held and t % 4 == 0]
        for source in range(game.seat_count):
            for tile in tiles:
                kept = set(game._claimants(tile, source, "discard"))
                for seat in set(range(game.seat_count)) - kept:
                    ruled_out += 1
                    assert game._claim_options(seat, tile, source, "discard") == []
                chower = (source + 1) % game.seat_count
                counts = game.hand_index(chower).counts
                options = claims.chow_options(game, chower, tile)
                assert claims.could_chow(game, game.kind_of(tile), counts) == bool(options)
                chows += bool(options)
    assert ruled_out > 1000
    assert chows > 50 or variant == "sichuan"  # Sichuan has no chow
