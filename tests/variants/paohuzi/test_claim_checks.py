"""The shortcuts the claim window takes give the options the rules give.

``claims.could_claim`` rules a seat out before any option is built, and
``claims.chi_actions`` reads its chi from remembered plans: on positions from
real deals and on made-up hands with kans and an owed discard, a seat ruled
out has no option, and every chi is the one the shapes and the discard rule
give (written out here plainly). A window asks every seat at once
(``claims.window_claims``): what each seat's ``claim_options`` gives.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from mahjong_desktop.ai.bots import RandomBot
from mahjong_desktop.ai.selfplay import MAX_ACTIONS
from mahjong_desktop.engine.actions import Act, Action, Meld
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS, copies_of, kind_of
from mahjong_desktop.variants.paohuzi.chi import chi_shapes
from mahjong_desktop.variants.paohuzi.claims import (
    Offer,
    chi_actions,
    claim_options,
    could_claim,
    offer_of,
    window_claims,
)
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal
from mahjong_desktop.variants.paohuzi.discard_rule import discard_remains_counts
from mahjong_desktop.variants.paohuzi.groups import GroupKind
from mahjong_desktop.variants.paohuzi.seat import PaohuziSeat

SEATS = 3


def plain_chi_actions(seat: int, state: PaohuziSeat, card: int) -> list[Action]:
    """Each way of ``chi_shapes``, the lowest cards of each kind taken in turn, kept
    when a discard remains after it."""
    kind = kind_of(card)
    by_kind, counts = state.by_kind(), state.counts()
    actions = []
    for main_shape, bi_shapes in chi_shapes(counts, kind):
        taken = dict.fromkeys(by_kind, 0)
        rest = list(counts)
        groups = []
        for shape, claimed in ((main_shape, kind), *((s, None) for s in bi_shapes)):
            used = []
            for k in shape:
                if k == claimed:
                    claimed = None
                    continue
                used.append(by_kind[k][taken[k]])
                taken[k] += 1
                rest[k] -= 1
            groups.append(tuple(used))
        if discard_remains_counts(rest, state.card_count() + 1, state.fours()):
            actions.append(Action(seat, Act.CHI, groups[0], tuple(groups[1:])))
    return actions


def played_games(deals: int) -> Iterator[PaohuziDeal]:
    """The game after every action of ``deals`` random deals."""
    for seed in range(deals):
        game = PaohuziDeal(seed)
        game.start()
        bot = RandomBot(bot_seed(seed))
        for _ in range(MAX_ACTIONS):
            if game.is_over:
                break
            yield game
            seat = game.to_act()[0]
            game.apply(bot.choose_among(seat, game.action_count, game.legal_view(seat)))


def played_seats(deals: int) -> Iterator[PaohuziSeat]:
    """Every seat after every action of ``deals`` random deals."""
    for game in played_games(deals):
        yield from game.seats


def made_up_seat(rng: random.Random) -> PaohuziSeat:
    """A hand of kans, pairs and singles beside chi melds that bring it to 20 cards,
    so most chi owe a discard and some leave none."""
    left = {kind: list(copies_of(kind)) for kind in range(NUM_KINDS)}
    hand: list[int] = []
    for kind in rng.sample(range(NUM_KINDS), rng.randint(2, 7)):
        size = rng.choice((1, 2, 3, 3))
        hand += [left[kind].pop() for _ in range(size)]
    melds = []
    while len(hand) + 3 * len(melds) + 3 <= 20:
        kinds = [k for k in range(NUM_KINDS) if len(left[k]) >= 3]
        kind = rng.choice(kinds)
        melds.append(Meld(str(GroupKind.WEI), tuple(left[kind].pop() for _ in range(3))))
    return PaohuziSeat(hand=hand, melds=melds)


def spare_card(state: PaohuziSeat, kind: int) -> int | None:
    held = set(state.hand) | {c for m in state.melds for c in m.tiles}
    return next((c for c in copies_of(kind) if c not in held), None)


def check(state: PaohuziSeat, rng: random.Random) -> tuple[int, int]:
    """(seats ruled out, chi compared) over every kind, source, offer and refusal."""
    ruled_out = chis = 0
    for kind in range(NUM_KINDS):
        card = spare_card(state, kind)
        if card is None:
            continue
        assert chi_actions(0, state, card) == plain_chi_actions(0, state, card)
        chis += 1
        for source in range(SEATS):
            for offer in (Offer.DISCARD, Offer.REVEAL):
                stinking = rng.random() < 0.3
                args = (0, state, card, source, offer, SEATS, stinking)
                if not could_claim(*args):
                    ruled_out += 1
                    assert claim_options(*args) == [], (state, card, source, offer)
    return ruled_out, chis


def test_played_positions() -> None:
    rng = random.Random(3)
    ruled_out = compared = 0
    for index, state in enumerate(played_seats(3)):
        if index % 4 == 0:  # a sample: each check asks every kind, source and offer
            out, chis = check(state, rng)
            ruled_out, compared = ruled_out + out, compared + chis
    assert ruled_out > 2000 and compared > 500


def test_made_up_hands_with_kans_and_owed_discards() -> None:
    rng = random.Random(11)
    without_discard = 0
    for _ in range(400):
        state = made_up_seat(rng)
        check(state, rng)
        for kind in range(NUM_KINDS):
            card = spare_card(state, kind)
            shapes = chi_shapes(state.counts(), kind) if card is not None else ()
            without_discard += card is not None and len(shapes) > len(chi_actions(0, state, card))
    assert without_discard > 50  # the discard rule took chi away, and the plans agreed


def test_a_chi_that_leaves_one_card_of_a_pair_it_used_may_be_made() -> None:
    # Three kans, a 4x and a pair of 5x beside three wei: a chi of 3x owes a
    # discard, takes the 4x and one 5x, and the other 5x may go.
    kans = [card for kind in (17, 18, 19) for card in copies_of(kind)[:3]]
    fours, fives = copies_of(3), copies_of(4)
    melds = [Meld(str(GroupKind.WEI), copies_of(kind)[:3]) for kind in (10, 11, 12)]
    state = PaohuziSeat(hand=[*kans, fours[0], *fives[:2]], melds=melds)
    (chi,) = chi_actions(1, state, copies_of(2)[0])
    assert chi == Action(1, Act.CHI, (fours[0], fives[0]))
    assert [chi] == plain_chi_actions(1, state, copies_of(2)[0])
    without_pair = PaohuziSeat(hand=[*kans, fours[0], fives[0]], melds=melds)
    assert chi_actions(1, without_pair, copies_of(2)[0]) == []  # only the kans would be left


def test_an_offer_is_read_from_its_reason_and_a_wrong_one_is_refused() -> None:
    assert [offer_of(str(offer)) for offer in Offer] == list(Offer)
    with pytest.raises(ValueError):
        offer_of("claimed")


def test_a_window_asks_every_seat_what_its_claim_options_give() -> None:
    offered = 0
    for index, game in enumerate(played_games(4)):
        if index % 3:
            continue
        held = {c for state in game.seats for c in (*state.hand, *state.public)}
        held |= {c for state in game.seats for m in state.melds for c in m.tiles}
        for card in (c for c in range(80) if c not in held):
            kind = kind_of(card)
            for source in range(SEATS):
                for offer in (Offer.DISCARD, Offer.REVEAL):
                    plain = {
                        seat: claim_options(
                            seat,
                            state,
                            card,
                            source,
                            offer,
                            SEATS,
                            game.refusals.refused(seat, kind),
                        )
                        for seat, state in enumerate(game.seats)
                    }
                    expected = {seat: options for seat, options in plain.items() if options}
                    assert window_claims(game.seats, card, source, offer, game.refusals) == expected
                    offered += bool(expected)
    assert offered > 300
