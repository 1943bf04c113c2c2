"""Golden data: a game's first deal and a finished deal's outcome as plain JSON values.

The files in ``tests/data`` were written once from these functions and are
never regenerated to make a test pass: a difference means a rule, the deal or
the seed derivation changed, and every saved game of a player would change with
it. Only attributes that mean something in the rules are read (hands, melds,
draw order, payments), not the shape of ``state()`` or of events.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.variants.mahjong.deal import MahjongDeal
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal
from mahjong_desktop.variants.registry import new_deal

DATA = Path(__file__).resolve().parent.parent / "data"
RECORDS = DATA / "records"


def dealt_game(variant: str, seed: int) -> Deal:
    """A new deal of ``variant`` from ``seed``, dealt and ready for its first action."""
    game = new_deal(variant, seed)
    game.start()
    return game


def first_deal(game: Deal) -> dict[str, Any]:
    """Where every tile or card of a fresh deal is: each hand, and the wall or stock
    in the order it will be drawn."""
    if isinstance(game, MahjongDeal):
        wall = copy.deepcopy(game.wall)
        draws = [wall.draw() for _ in range(wall.live_count)]
        return {
            "hands": [sorted(s.hand) for s in game.seats],
            "bonus": [list(s.bonus) for s in game.seats],
            "draws": draws,
            "dead_wall": list(game.wall.dead),
            "loose": list(game.wall.loose),
        }
    assert isinstance(game, PaohuziDeal)
    stock = copy.deepcopy(game.stock)
    return {
        "dealer": game.dealer,
        "shown": game.shown,
        "hands": [sorted(s.hand) for s in game.seats],
        "melds": [[[m.kind, sorted(m.tiles)] for m in s.melds] for s in game.seats],
        "stock": [stock.draw() for _ in range(len(stock))],
    }


def outcome(game: Deal) -> dict[str, Any]:
    """The end of a replayed deal: why it ended, who won from whom, every payment,
    the totals, and each seat's final hand and melds."""
    played: Any = game  # every game has seats and wins, in its own classes
    seats, wins = played.seats, played.wins
    return {
        "end": str(game.end_reason),
        "actions": len(game.history),
        "wins": [[w.seat, w.from_seat] for w in wins],
        "payments": [[p.payer, p.receiver, p.amount, p.cause] for p in game.ledger],
        "deltas": game.deltas(),
        "hands": [sorted(s.hand) for s in seats],
        "melds": [[[m.kind, sorted(m.tiles)] for m in s.melds] for s in seats],
    }
