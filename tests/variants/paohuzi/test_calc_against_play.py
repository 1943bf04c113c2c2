"""Every win seeded play produces, typed into calc as a player would, scores the same.

This pins the calc convention to the game: ``--hand`` with the winning card in
it, the melds on the table, and the card count play really reaches (20, or
19 + k with k four-card groups, before the winning card).
"""

from __future__ import annotations

from mahjong_desktop.ai.selfplay import simulate
from mahjong_desktop.variants.calc.request import CalcRequest
from mahjong_desktop.variants.paohuzi.calc import calc
from mahjong_desktop.variants.paohuzi.cards import format_cards, kind_of
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal

DEALS = 150


def request_for(game: PaohuziDeal) -> CalcRequest:
    """The calc input for the deal's win: the winner's hand and melds as they ended."""
    win = game.wins[0]
    seat = game.seats[win.seat]
    melds = ",".join(f"{m.kind}:{format_cards(kind_of(c) for c in m.tiles)}" for m in seat.melds)
    hand = format_cards(kind_of(c) for c in seat.hand)
    if win.card is not None and win.card in seat.hand:  # won on the card, not standing
        source = "own" if win.from_seat == win.seat else "other"
        return CalcRequest(hand, melds, win_card=format_cards([kind_of(win.card)]), source=source)
    return CalcRequest(hand, melds)


def test_calc_agrees_with_every_win_of_seeded_play() -> None:
    checked = 0
    for result in simulate("paohuzi", DEALS, 20261201, ["greedy"]):
        game = result.deal
        assert isinstance(game, PaohuziDeal)
        if not game.wins or game.wins[0].card is None:  # no win, or the heavenly one
            continue
        request = request_for(game)
        scored = calc(request)
        assert scored["valid"], (result.index, request, scored)
        assert scored["total"] == game.wins[0].huxi, (result.index, request, scored)
        checked += 1
    assert checked >= 30, f"only {checked} wins in {DEALS} deals: the check proves little"
