"""The Paohuzi deal through the game: the claim ladder, chi and bi, pao, stinking
cards, the discard rule, dead hands, heavenly wins, exhaustion and privacy.

Positions are rigged with ``rig`` (``arranged_game``): exact concealed hands
and melds per seat, the stock in reveal order, every seat padded to its card
count with zero-huxi chi melds, so the discard rule sees real counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from support.inventory import every_tile

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.wall import StockPile
from mahjong_desktop.variants.paohuzi.arranged import arranged_game
from mahjong_desktop.variants.paohuzi.cards import kind_of, parse_cards
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal, Phase
from mahjong_desktop.variants.paohuzi.refusals import Refusal


def rig(hands: Sequence[str], stock: str = "", **position: Any) -> PaohuziDeal:
    """The written position (see ``arranged_game``), checked to hold all 80 cards."""
    game = arranged_game(hands, stock, **position)
    assert every_tile(game) == list(range(80))
    return game


def kinds(text: str) -> list[int]:
    return sorted(parse_cards(text))


def options(game: PaohuziDeal, seat: int, kind: Act) -> list[Action]:
    return [a for a in game.legal_actions(seat) if a.kind is kind]


def claim(game: PaohuziDeal, seat: int, kind: Act, choice: str | None = None) -> Action:
    """Apply ``seat``'s first legal action of ``kind`` (and ``choice``, if given)."""
    found = [a for a in options(game, seat, kind) if choice is None or a.choice == choice]
    assert found, f"seat {seat} may not {kind}: {game.legal_actions(seat)}"
    game.apply(found[0])
    return found[0]


def pass_all(game: PaohuziDeal) -> None:
    for seat in game.to_act():
        game.apply(Action(seat, Act.PASS))


def discard(game: PaohuziDeal, seat: int, card: str) -> None:
    kind = parse_cards(card)[0]
    action = next(a for a in options(game, seat, Act.DISCARD) if kind_of(a.tiles[0]) == kind)
    game.apply(action)


def meld_kinds(game: PaohuziDeal, seat: int, name: str) -> list[list[int]]:
    return [sorted(kind_of(c) for c in m.tiles) for m in game.seats[seat].melds if m.kind == name]


def events(game: PaohuziDeal, kind: str) -> list[tuple[int | None, dict]]:
    return [(e.seat, e.data) for e in game.events if e.kind == kind]


def nobody_asked(game: PaohuziDeal) -> bool:
    """Every claim window so far closed at once: no seat had a claim to answer."""
    opened, closed = events(game, "claim_window"), events(game, "claim_closed")
    return len(opened) == len(closed) and not game.history and game.window is None


# Seat 1 wins with 18 huxi (ti 1d, wei 2d, 789x, 345d, 678d, pair 0x) on a 5x (456x).
WAITS_ON_5X = {"hand": "46x 789x 345d 678d 00x", "melds": "ti:1111d, wei:222d"}


# ------------------------------------------------------------ mandatory melds


def test_mandatory_wei_then_discard() -> None:
    game = rig(["1x 9d", "33x 6x 9x 4d", "1x 8d"], "3x")
    assert meld_kinds(game, 1, "wei") == [kinds("333x")]
    assert game.phase is Phase.TURN and game.current == 1
    assert sorted(kind_of(a.tiles[0]) for a in game.legal_actions(1)) == kinds("6x 9x 4d")
    assert game.legal_actions(0) == game.legal_actions(2) == []


def test_mandatory_ti_from_a_kan_owes_the_first_discard() -> None:
    game = rig(["1x 9d", "333x 6x 9x", "1x 8d"], "3x")
    assert meld_kinds(game, 1, "ti") == [kinds("3333x")]
    assert game.phase is Phase.TURN and game.current == 1


def test_second_ti_owes_no_discard() -> None:
    game = rig(["1x 9d", "333x 6x", "1x 8d"], "3x 0d", melds=("", "ti:5555d", ""))
    assert meld_kinds(game, 1, "ti") == [kinds("5555d"), kinds("3333x")]
    assert not events(game, "discard")
    assert [e.seat for e in game.events if e.kind == "reveal"] == [1, 2]


def test_revealer_wins_with_its_mandatory_wei() -> None:
    hand = "55x 789x 345d 678d 00x"  # the revealed 5x makes a wei: 18 + 3 = 21 huxi
    game = rig(["1x 9d", hand, "1x 8d"], "5x", melds=("", "ti:1111d, wei:222d", ""))
    assert meld_kinds(game, 1, "wei")[-1] == kinds("555x")
    assert options(game, 1, Act.WIN) and game.to_act() == [1]
    claim(game, 1, Act.WIN)
    assert game.end_reason == "win"
    assert (game.wins[0].seat, game.wins[0].huxi, game.wins[0].tun) == (1, 21, 3)
    assert game.deltas() == [-3, 6, -3]


# --------------------------------------------------------------- the ladder


def test_win_beats_peng() -> None:
    game = rig(
        ["55x 2x 0x 5d", WAITS_ON_5X["hand"], "1x 9d"],
        "5x",
        dealer=1,
        melds=("", WAITS_ON_5X["melds"], ""),
    )
    assert (
        game.current == 2
        and game.window is not None
        and game.window.tile // 4 == parse_cards("5x")[0]
    )
    claim(game, 0, Act.PENG)
    claim(game, 1, Act.WIN)
    assert game.end_reason == "win"
    win = game.wins[0]
    assert (win.seat, win.from_seat, win.huxi, win.tun) == (1, 2, 18, 2)
    assert game.deltas() == [-2, 4, -2]
    assert not meld_kinds(game, 0, "peng")


@pytest.mark.parametrize(("holding", "kind"), [("55x 2d 0d 7x", Act.PENG), ("555x 2d 0d", Act.PAO)])
def test_pao_or_peng_beats_chi(holding: str, kind: Act) -> None:
    game = rig(["1x 9d", "46x 1d 9d 3d", holding], "5x", dealer=2)
    assert game.current == 0
    claim(game, 1, Act.CHI)
    claim(game, 2, kind)
    assert all(m.claimed is None for m in game.seats[1].melds)
    assert meld_kinds(game, 2, "peng" if kind is Act.PENG else "pao")[-1][0] == parse_cards("5x")[0]
    assert game.phase is Phase.TURN and game.current == 2
    assert not game.refusals.refused(1, parse_cards("5x")[0])  # it claimed, it did not pass


def test_chi_ties_go_to_the_revealer_first() -> None:
    game = rig(["46x 1d 9d 3d", "34x 1d 9d 2d", "1x 9d"], "5x", dealer=2)
    claim(game, 1, Act.CHI)
    claim(game, 0, Act.CHI)
    claimed = [m for m in game.seats[0].melds if m.claimed is not None]
    assert [sorted(kind_of(c) for c in m.tiles) for m in claimed] == [kinds("456x")]
    assert game.phase is Phase.TURN and game.current == 0


def test_chi_only_for_the_next_player_or_the_revealer() -> None:
    # Seat 2 reveals: seat 0 plays next and may chi; seat 1 may not.
    game = rig(["46x 1d 9d 3d", "46x 2d 8d 7d", "1x 9d"], "5x", dealer=1)
    assert game.current == 2
    assert options(game, 0, Act.CHI) and not options(game, 1, Act.CHI)


def test_chi_of_a_discard_only_by_the_next_player() -> None:
    game = rig(["5x 1x 9d", "46x 2d 8d 0x", "46x 3d 7d 0x"], "1d", sizes=(21, 20, 20))
    assert game.phase is Phase.TURN and game.current == 0
    discard(game, 0, "5x")
    assert options(game, 1, Act.CHI) and not options(game, 2, Act.CHI)
    assert not options(game, 1, Act.WIN)


# ---------------------------------------------------------------- chi and bi


@pytest.mark.parametrize(
    ("hand", "card", "main"),
    [
        ("46x", "5x", "456x"),
        ("89d", "0d", "890d"),
        ("27x", "0x", "270x"),
        ("20d", "7d", "270d"),
        ("55d", "5x", "5x 55d"),
        ("5x 5d", "5x", "55x 5d"),
    ],
)
def test_each_chi_shape_through_the_game(hand: str, card: str, main: str) -> None:
    game = rig([f"{hand} 1x 9d 3d", "1x 9d", "1x 8d"], card, dealer=2)
    chis = options(game, 0, Act.CHI)
    wanted = [a for a in chis if sorted([*kinds(card), *map(kind_of, a.tiles)]) == kinds(main)]
    assert wanted and not wanted[0].groups
    game.apply(wanted[0])
    assert meld_kinds(game, 0, "chi")[-1] == kinds(main)
    assert game.phase is Phase.TURN and game.current == 0


def test_bi_groups_are_laid_with_the_chi() -> None:
    game = rig(["34x 5x 67x 1d 9d 3d", "1x 9d", "1x 8d"], "5x", dealer=2)
    (chi,) = options(game, 0, Act.CHI)
    assert len(chi.groups) == 1
    assert sorted(kind_of(c) for c in chi.groups[0]) in (kinds("567x"), kinds("345x"))
    game.apply(chi)
    new = meld_kinds(game, 0, "chi")[-2:]
    assert sorted(new) == [kinds("345x"), kinds("567x")]
    assert sorted(game.seats[0].hand_kinds()) == kinds("1d 9d 3d")


def test_bi_refused_when_a_copy_can_not_be_grouped() -> None:
    game = rig(["34x 5x 1d 9d", "1x 9d", "1x 8d"], "5x", dealer=2)
    assert not options(game, 0, Act.CHI)


# ---------------------------------------------------------------------- pao


def test_pao_from_a_kan_with_another_players_discard() -> None:
    game = rig(["7x 1x 9d", "777x 2d 8d", "1x 9d"], "0d", sizes=(21, 20, 20))
    discard(game, 0, "7x")
    (pao,) = options(game, 1, Act.PAO)
    assert pao.choice == "kan"
    game.apply(pao)
    assert meld_kinds(game, 1, "pao") == [kinds("7777x")]
    assert game.phase is Phase.TURN and game.current == 1  # the first pao owes a discard


def test_pao_from_a_wei_with_a_discard_or_an_own_reveal() -> None:
    game = rig(["7x 1x 9d", "2d 8d", "1x 9d"], "0d", melds=("", "wei:777x", ""), sizes=(21, 20, 20))
    discard(game, 0, "7x")
    assert [a.choice for a in options(game, 1, Act.PAO)] == ["wei"]
    own = rig(["1x 9d", "2d 8d", "1x 9d"], "7x", melds=("", "wei:777x", ""))
    assert own.current == 1 and [a.choice for a in options(own, 1, Act.PAO)] == ["wei"]
    claim(own, 1, Act.PAO)
    assert meld_kinds(own, 1, "pao") == [kinds("7777x")] and not meld_kinds(own, 1, "wei")


def test_pao_from_a_peng_only_with_a_revealed_card() -> None:
    revealed = rig(["1x 9d", "2d 8d", "1x 9d"], "7x", dealer=1, melds=("", "peng:777x", ""))
    assert revealed.current == 2 and [a.choice for a in options(revealed, 1, Act.PAO)] == ["peng"]
    discarded = rig(
        ["7x 1x 9d", "2d 8d", "1x 9d"], "0d", melds=("", "peng:777x", ""), sizes=(21, 20, 20)
    )
    discard(discarded, 0, "7x")
    assert not options(discarded, 1, Act.PAO)


def test_second_pao_owes_no_discard() -> None:
    game = rig(
        ["7x 1x 9d", "777x 6x", "1x 9d"], "0d", melds=("", "ti:5555d", ""), sizes=(21, 20, 20)
    )
    discard(game, 0, "7x")
    claim(game, 1, Act.PAO)
    assert len(events(game, "discard")) == 1
    assert [e.seat for e in game.events if e.kind == "reveal"] == [2]


# ----------------------------------------------------------- stinking cards


def test_passing_a_chance_makes_the_card_stinking() -> None:
    game = rig(["1x 9d", "46x 2d 8d 7d", "67x 1x 3d 0d"], "5x 5x", dealer=2)
    assert options(game, 1, Act.CHI)
    pass_all(game)
    assert game.refusals.why(1, parse_cards("5x")[0]) is Refusal.PASSED
    # Seat 1 reveals the second 5x itself: a chi would be legal but for the stink.
    assert game.current == 1 and game.window is not None
    assert not options(game, 1, Act.CHI) and options(game, 2, Act.CHI)
    stinking = Action(
        1, Act.CHI, tuple(c for c in game.seats[1].hand if kind_of(c) in kinds("46x"))
    )
    before = game.state_json()
    with pytest.raises(IllegalActionError, match="stinking"):
        game.apply(stinking)
    assert game.state_json() == before


def test_an_own_discard_makes_the_card_stinking() -> None:
    game = rig(["5x 46x 1x 9d 2d", "1x 9d", "67x 8d 3d 0d"], "0d 5x", sizes=(21, 20, 20))
    discard(game, 0, "5x")
    assert game.refusals.why(0, parse_cards("5x")[0]) is Refusal.DISCARDED
    assert game.current == 2 and game.window is not None  # seat 2 revealed the 5x
    assert options(game, 2, Act.CHI) and not options(game, 0, Act.CHI)


def test_a_stinking_card_may_still_win() -> None:
    game = rig(
        ["1x 9d", WAITS_ON_5X["hand"], "1x 8d"],
        "5x 5x",
        melds=("", WAITS_ON_5X["melds"], ""),
        dealer=2,
    )
    assert options(game, 1, Act.WIN) and options(game, 1, Act.CHI)
    pass_all(game)
    assert game.refusals.refused(1, parse_cards("5x")[0])
    assert game.current == 1 and game.window is not None  # seat 1 reveals the second 5x
    assert options(game, 1, Act.WIN) and not options(game, 1, Act.CHI)
    claim(game, 1, Act.WIN)
    assert game.wins[0].seat == 1 and game.wins[0].huxi == 18


# -------------------------------------------------------------- the discard rule


def test_dealer_with_two_dealt_ti_does_not_discard_first() -> None:
    game = rig(["1111x 2222d 5x", "2x 9d", "3x 8d"], "0d", sizes=(21, 20, 20))
    assert meld_kinds(game, 0, "ti") == [kinds("1111x"), kinds("2222d")]
    assert not events(game, "discard")
    assert [e.seat for e in game.events if e.kind == "reveal"] == [1]


def test_dealer_with_one_dealt_ti_discards_first() -> None:
    game = rig(["1111x 5x 7x 3d 9x 4d", "2x 9d", "2x 8d"], "0d", sizes=(21, 20, 20))
    assert meld_kinds(game, 0, "ti") == [kinds("1111x")]
    assert game.phase is Phase.TURN and game.current == 0


def test_no_chi_or_peng_that_leaves_no_legal_discard() -> None:
    game = rig(["1x 9d", "46x 999d", "55x 888d"], "5x 0d", dealer=2)
    assert nobody_asked(game)
    assert parse_cards("5x")[0] in [kind_of(c) for c in game.seats[0].public]
    loose = rig(["1x 9d", "46x 99d 1x", "55x 88d 2x"], "5x 0d", dealer=2)
    assert options(loose, 1, Act.CHI) and options(loose, 2, Act.PENG)


def test_a_kan_is_never_discarded() -> None:
    game = rig(["777x 5x 1x 9d", "2x 9d", "2x 8d"], "0d", sizes=(21, 20, 20))
    assert game.phase is Phase.TURN
    assert all(kind_of(a.tiles[0]) != parse_cards("7x")[0] for a in game.legal_actions(0))
    kan_card = next(c for c in game.seats[0].hand if kind_of(c) == parse_cards("7x")[0])
    with pytest.raises(IllegalActionError, match="kan"):
        game.apply(Action(0, Act.DISCARD, (kan_card,)))


# ---------------------------------------------------------------- dead hands


def test_a_mandatory_meld_without_a_discard_kills_the_hand() -> None:
    game = rig(["1x 9x", "33x 999d", "1x 9x"], "3x 1d 2d 9d 7d")
    assert game.seats[1].dead and events(game, "dead_hand") == [(1, {})]
    assert meld_kinds(game, 1, "wei") == [kinds("333x")]
    while not game.is_over:
        pass_all(game)
    assert meld_kinds(game, 1, "ti") == [kinds("9999d")]  # a dead hand still makes ti
    assert not events(game, "discard")  # and never discards
    assert [e.seat for e in game.events if e.kind == "reveal"] == [1, 2, 0, 1, 2]
    assert game.end_reason == "exhausted"


def test_a_dead_hand_may_not_chi_peng_or_win() -> None:
    waits = ("", WAITS_ON_5X["melds"], "")
    hands = ["1x 9x", WAITS_ON_5X["hand"], "1x 9x"]
    alive = rig(hands, "0d 5x", dealer=2, melds=waits)
    assert options(alive, 1, Act.CHI)  # 00x takes the 0d
    dead = rig(hands, "0d 5x", dealer=2, melds=waits, dead=(1,))
    assert nobody_asked(dead) and dead.end_reason == "exhausted"
    assert [e.seat for e in dead.events if e.kind == "reveal"] == [0, 1]  # no win on 5x


def test_a_dead_hand_makes_no_wei_with_its_pair() -> None:
    # Seat 1 (dead) reveals a 3x while holding 33x: no wei; nobody can take the card
    # (seat 2, the only chi seat, holds nothing near it), so it stays face up.
    game = rig(["1x 9d", "33x 6x 9x 4d", "1x 8d"], "3x", dead=(1,))
    assert meld_kinds(game, 1, "wei") == []
    assert sorted(kind_of(c) for c in game.seats[1].hand) == kinds("33x 6x 9x 4d")
    assert [kind_of(c) for c in game.seats[1].public] == kinds("3x")
    assert game.end_reason == "exhausted" and game.ledger == []


# ---------------------------------------------------------- heavenly and wins


def test_heavenly_win_with_three_ti() -> None:
    game = rig(["4x 9d", "1111x 2222x 3333d 57x 9x 2d 4d 6d 8d 0d", "6x 8d"], "0d")
    assert game.end_reason == "heavenly"
    (win,) = game.wins
    assert (win.seat, win.huxi, win.tun) == (1, 30, 6)
    assert game.deltas() == [-6, 12, -6]


def test_heavenly_win_with_five_kan() -> None:
    game = rig(["4x 9d", "111x 222x 333x 444d 555d 7x 9x 0d 8d 6d", "6x 8d"], "0d")
    assert game.end_reason == "heavenly"
    assert (game.wins[0].seat, game.wins[0].huxi, game.wins[0].tun) == (1, 21, 3)


@pytest.mark.parametrize(("dealer", "winner"), [(0, 1), (2, 2), (1, 1)])
def test_heavenly_checked_in_turn_order_from_the_dealer(dealer: int, winner: int) -> None:
    first = "1111x 2222x 3333x 7d 9d 2d 4d 6d 0d 5d 3d"
    second = "4444x 5555x 6666x 7d 9d 2d 4d 6d 0d 8d 1d"
    sizes = tuple(21 if seat == dealer else 20 for seat in range(3))
    hands = ["8x 0x 9x" if dealer == 0 else "8x 0x", first, second]
    if dealer != 0:
        hands[dealer] += " 1d"
    game = rig(hands, "0d", dealer=dealer, sizes=sizes)
    assert game.end_reason == "heavenly" and [w.seat for w in game.wins] == [winner]


def test_wins_only_on_revealed_cards() -> None:
    game = rig(
        ["5x 1x 9d", WAITS_ON_5X["hand"], "1x 8d"],
        "5x",
        melds=("", WAITS_ON_5X["melds"], ""),
        sizes=(21, 20, 20),
    )
    discard(game, 0, "5x")
    assert not options(game, 1, Act.WIN) and options(game, 1, Act.CHI)
    win = Action(1, Act.WIN, (game.window.tile,)) if game.window else None
    assert win is not None
    with pytest.raises(IllegalActionError, match="revealed"):
        game.apply(win)
    pass_all(game)
    assert game.current == 1 and options(game, 1, Act.WIN)  # seat 1 reveals the next 5x


def test_exhausted_stock_is_a_draw() -> None:
    game = rig(["1x 9d", "2x 8d", "1x 8d"], "0d")
    assert game.end_reason == "exhausted" and game.phase is Phase.ENDED
    assert game.ledger == [] and game.deltas() == [0, 0, 0] and not game.wins


# ------------------------------------------------------------ deal and views


def test_a_real_deal() -> None:
    game = PaohuziDeal(12345)
    assert game.phase is Phase.SETUP and not game.events  # constructing does not deal
    game.start()
    sizes = [game.seats[s].card_count() for s in range(3)]
    assert sorted(sizes) in ([20, 20, 21],) and sizes[game.dealer] == 21
    assert len(game.stock) <= 19 and every_tile(game) == list(range(80))
    shown = events(game, "shown")
    assert shown == [(game.dealer, {"card": game.shown})]
    assert game.events[1].private is not None  # dealt hands are private


def test_observation_hides_other_hands() -> None:
    game = rig(["1x 9d", "46x 2d 8d 7d", "67x 1x 3d 0d"], "5x 3x 2d", dealer=2)
    seen = game.observation(0)
    assert seen["hand"] == sorted(game.seats[0].hand) and seen["variant"] == "paohuzi"
    other = game.seats[2].hand[0]
    stock = game.stock.cards()
    swap = next(i for i, c in enumerate(stock) if kind_of(c) != kind_of(other))
    game.seats[2].hand[0], stock[swap] = stock[swap], other
    game.stock = StockPile(stock)
    assert game.observation(0) == seen
    assert "options" not in str(seen)
    assert [s["concealed"] for s in seen["seats"]] == [2, 5, 5]


def test_an_impossible_position_is_refused() -> None:
    with pytest.raises(ValueError, match="padded"):
        arranged_game(["1x", "1x 9d", "1x 8d"])
    with pytest.raises(ValueError, match="four copies"):
        arranged_game(["11x 9d", "11x 9d", "1x 8d"])
