"""A seat's win screen, read from its counts and melds' facts without building the
hand's groups, says what the locked groups say (``scoring.lock_counts``), in every
position real play reaches; a hand's new facts keep the melds' facts only when the
melds are the same, and melds laid on top of others count only the new ones."""

from __future__ import annotations

import random

import pytest

from mahjong_desktop.ai.bots import RandomBot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.actions import Meld
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS, kind_of
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal
from mahjong_desktop.variants.paohuzi.groups import FOUR_CARD_KINDS, Group, GroupKind
from mahjong_desktop.variants.paohuzi.scoring import (
    MIN_HUXI,
    card_gain,
    growing_kinds,
    lock_counts,
    locked_ceiling,
    may_group,
    winning_kinds,
)
from mahjong_desktop.variants.paohuzi.seat import PaohuziSeat, _MeldFacts


def _locked_of(seat: PaohuziSeat) -> tuple[list[Group], list[int]]:
    groups = [Group(GroupKind(m.kind), tuple(kind_of(c) for c in m.tiles)) for m in seat.melds]
    return lock_counts(groups, [seat.hand_kinds().count(k) for k in range(NUM_KINDS)])


def _check(seat: PaohuziSeat) -> int:
    """Compare the screen with the locked groups; how many cards it rules out."""
    facts = seat.facts()
    locked = _locked_of(seat)
    free, ceiling, only, growing, four = facts.screen()
    assert free == locked[1]
    assert ceiling == locked_ceiling(locked)
    assert only == winning_kinds(locked)
    assert growing == growing_kinds(locked[0])
    assert four == any(g.kind in FOUR_CARD_KINDS for g in locked[0])
    ruled_out = 0
    for kind in range(NUM_KINDS):
        card = kind * 4  # a physical card of the kind
        plain = (
            (only is None or kind in only)
            and locked_ceiling(locked) + card_gain(locked, kind) >= MIN_HUXI
            and may_group(locked, kind)
        )
        fresh = PaohuziSeat(list(seat.hand), list(seat.melds))  # nothing found yet
        assert fresh.may_win_on(card, own=False) == plain, (seat.hand, seat.melds, kind)
        ruled_out += not plain
    return ruled_out


def test_screen_matches_locked_groups_in_play() -> None:
    checked = ruled_out = with_kans = 0

    def check(game: Deal) -> None:
        nonlocal checked, ruled_out, with_kans
        assert isinstance(game, PaohuziDeal)
        for seat in game.seats:
            ruled_out += _check(seat)
            with_kans += any(c >= 3 for c in seat.counts())
            checked += 1

    for seed in range(12):
        game = PaohuziDeal(seed)
        game.quiet = True
        game.start()
        play_deal(game, [RandomBot(bot_seed(seed)) for _ in range(3)], check)
    assert checked > 500
    assert with_kans > 50  # the kan and ti branch is exercised
    assert ruled_out > checked * 5  # and the screen rules out most cards


def test_new_hand_keeps_melds_facts_only_on_the_same_melds() -> None:
    seat = PaohuziSeat(hand=[0, 1, 4, 8, 12], melds=[Meld("peng", (20, 21, 22))])
    first = seat.facts()
    seat.hand.remove(12)
    second = seat.facts()
    assert second is not first and second.meld_facts is first.meld_facts
    assert second.counts[3] == 0 and second.card_count == 7
    seat.melds.append(Meld("wei", (40, 41, 42)))
    third = seat.facts()
    assert third.meld_facts is not second.meld_facts
    assert third.meld_kinds == (frozenset({10}), frozenset({5}))
    assert third.card_count == 10


def test_a_meld_that_is_no_table_meld_is_refused_by_the_win_questions() -> None:
    seat = PaohuziSeat(hand=[0, 4, 8], melds=[Meld("kan", (20, 21, 22))])
    with pytest.raises(IllegalActionError):
        seat.may_win_on(12, own=False)
    with pytest.raises(IllegalActionError):
        seat.standing_win()
    seat.melds[0] = Meld("peng", (20, 21, 22))
    assert seat.may_win_on(12, own=False) in (True, False)  # asked again, now answered


def test_taking_cards_counts_the_facts_down_to_those_of_the_hand_left() -> None:
    rng = random.Random(8)
    for _ in range(300):
        cards = rng.sample(range(80), 21)
        seat = PaohuziSeat(hand=cards[:18], melds=[Meld("peng", tuple(sorted(cards[18:])))])
        if rng.random() < 0.7:
            seat.by_kind()  # the cards by kind are counted down too, once made
        while len(seat.hand) > 3:
            taken = tuple(rng.sample(seat.hand, rng.choice((1, 2, 3))))
            seat.take(taken)
            if rng.random() < 0.3:  # a meld laid after its cards were taken
                seat.melds.append(Meld("chi", tuple(sorted(taken))))
            fresh = PaohuziSeat(list(seat.hand), list(seat.melds))
            assert seat.counts() == fresh.counts()
            assert seat.by_kind() == fresh.by_kind()
            assert seat.card_count() == fresh.card_count()
            assert seat.discard_choices() == fresh.discard_choices()
            assert seat.discardable_kinds() == fresh.discardable_kinds()
    with pytest.raises(ValueError):
        seat.take((seat.hand[0], 99))


def _meld_facts_of(facts: _MeldFacts) -> tuple[object, ...]:
    groups = list(facts.groups())
    return (facts.cards, facts.fours, facts.wei, facts.peng, facts.growing, groups, facts.huxi)


def test_melds_laid_on_others_add_their_facts_to_the_others() -> None:
    compared = grown = 0

    def check(game: Deal) -> None:
        nonlocal compared, grown
        assert isinstance(game, PaohuziDeal)
        for seat in game.seats:
            facts = seat.facts().meld_facts
            grown += facts._base is not None
            assert _meld_facts_of(facts) == _meld_facts_of(_MeldFacts(seat.melds))
            compared += 1

    for seed in range(12):
        game = PaohuziDeal(seed)
        game.quiet = True
        game.start()
        play_deal(game, [RandomBot(bot_seed(seed)) for _ in range(3)], check)
    assert compared > 500 and grown > 50


def test_melds_grow_from_the_facts_before_only_when_laid_after_them() -> None:
    chi, wei = Meld("chi", (0, 4, 8)), Meld("wei", (40, 41, 42))
    before = _MeldFacts([chi])
    laid = before.grown_to([chi, wei, Meld("peng", (20, 21, 22))])
    assert laid._base is before
    assert _meld_facts_of(laid) == _meld_facts_of(_MeldFacts(laid.melds))
    assert laid.wei == {10} and laid.peng == {5} and laid.cards == 9
    # A wei grown into a pao replaces a meld: the melds are counted again.
    pao = Meld("pao", (40, 41, 42, 43))
    grown_wei = _MeldFacts([chi, wei]).grown_to([chi, pao])
    assert grown_wei._base is None and grown_wei.wei == frozenset() and grown_wei.fours == 1
