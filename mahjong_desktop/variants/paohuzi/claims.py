"""The optional rungs of the Paohuzi claim ladder for one seat and one public card.

The revealer's mandatory wei and ti are made before any window opens (the
game does that); a window then offers wins (revealed cards only), pao or
peng, and chi. Peng and chi are barred on a stinking kind and when no legal
discard would remain; a dead hand may only make pao.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.variants.paohuzi.cards import NUM_CARDS, kind_of
from mahjong_desktop.variants.paohuzi.chi import chi_plans, chi_possible
from mahjong_desktop.variants.paohuzi.discard_rule import (
    KAN_SIZE,
    discard_remains_counts,
    owes_discard,
)
from mahjong_desktop.variants.paohuzi.groups import GroupKind
from mahjong_desktop.variants.paohuzi.refusals import RefusalMemory
from mahjong_desktop.variants.paohuzi.seat import PaohuziSeat, SeatFacts

_KINDS = tuple(kind_of(c) for c in range(NUM_CARDS))
CLAIM_RANK: dict[Act, int] = {Act.WIN: 3, Act.PAO: 2, Act.PENG: 2, Act.CHI: 1}
KAN, WEI, PENG = "kan", "wei", "peng"  # the pao sources, named in ``Action.choice``


class Offer(StrEnum):
    """Why a card is public: a discard, a reveal, or a revealer's own mandatory meld."""

    DISCARD = "discard"
    REVEAL = "reveal"
    MANDATORY = "mandatory"  # only the revealer's win is asked after a wei or ti


_OFFERS = {str(offer): offer for offer in Offer}


def offer_of(reason: str) -> Offer:
    """``Offer(reason)``, looked up (every window asks each seat, and an enum's own
    lookup is slow); a reason that is no offer is the same ValueError."""
    offer = _OFFERS.get(reason)
    return offer if offer is not None else Offer(reason)


def claim_rank(kind: Act) -> int:
    return CLAIM_RANK.get(kind, 0)


def claim_options(
    seat: int,
    state: PaohuziSeat,
    card: int,
    source: int,
    offer: Offer,
    seats: int,
    stinking: bool,
) -> list[Action]:
    """Every claim ``seat`` may make on ``card`` (a pass is added by the window)."""
    chier = seat == (source + 1) % seats
    return _options(seat, state, state.facts(), card, seat == source, chier, offer, stinking)


def could_claim(
    seat: int,
    state: PaohuziSeat,
    card: int,
    source: int,
    offer: Offer,
    seats: int,
    stinking: bool,
) -> bool:
    """False when ``claim_options`` plainly finds nothing, as it does for most seats
    on most cards: no pair, kan, wei or peng of the card, no chi to make, and no
    win (``PaohuziSeat.may_win_on``). Read from the seat's facts (counts, meld
    kinds), before any option is built."""
    chier = seat == (source + 1) % seats
    return _may_claim(state, state.facts(), card, seat == source, chier, offer, stinking)


def window_claims(
    states: Sequence[PaohuziSeat], card: int, source: int, offer: Offer, refusals: RefusalMemory
) -> dict[int, list[Action]]:
    """``claim_options`` of every seat that has any, by seat in seat order: each seat
    ``could_claim`` rules out is skipped, and each seat's facts are read once."""
    kind = _KINDS[card]
    chier = (source + 1) % len(states)
    found: dict[int, list[Action]] = {}
    for seat, state in enumerate(states):
        own = seat == source
        if own and offer is Offer.DISCARD:
            continue  # nobody claims their own discard
        facts, stinking = state.facts(), refusals.refused(seat, kind)
        if _may_claim(state, facts, card, own, seat == chier, offer, stinking):
            options = _options(seat, state, facts, card, own, seat == chier, offer, stinking)
            if options:
                found[seat] = options
    return found


def _may_claim(
    state: PaohuziSeat,
    facts: SeatFacts,
    card: int,
    own: bool,
    chier: bool,
    offer: Offer,
    stinking: bool,
) -> bool:
    """``could_claim`` from the seat's ``facts`` (``chier``: the seat after the source,
    which may chi another's card)."""
    if own and offer is Offer.DISCARD:
        return False
    kind = _KINDS[card]
    counts = facts.counts
    held = counts[kind]
    if held == KAN_SIZE and not own:  # a pao from a kan
        return True
    melds = facts.meld_facts
    # A pao from a meld: a wei (any card) or, of a revealed card, a peng.
    if kind in (melds.growing if offer is Offer.REVEAL else melds.wei):
        return True
    if offer is Offer.REVEAL and not state.dead and facts.may_win_on(card, own):
        return True
    if state.dead or stinking:
        return False
    if held == 2 and not own:  # a peng
        return True
    return (own or chier) and chi_possible(counts, kind)


def _options(
    seat: int,
    state: PaohuziSeat,
    facts: SeatFacts,
    card: int,
    own: bool,
    chier: bool,
    offer: Offer,
    stinking: bool,
) -> list[Action]:
    """``claim_options`` from the seat's ``facts``."""
    if own and offer is Offer.DISCARD:
        return []
    options: list[Action] = []
    if offer is Offer.REVEAL and not state.dead and facts.win_on(card, own) is not None:
        options.append(Action(seat, Act.WIN, (card,)))
    kind = _KINDS[card]
    pao = _pao(seat, state, facts, kind, own, offer)
    if pao is not None:
        options.append(pao)
    if state.dead or stinking:
        return options
    if not own and facts.counts[kind] == 2:
        peng = _peng(seat, facts, kind)
        if peng is not None:
            options.append(peng)
    if (own or chier) and chi_possible(facts.counts, kind):
        options += _chis(seat, facts, kind)
    return options


def pao_options(seat: int, state: PaohuziSeat, card: int, own: bool, offer: Offer) -> list[Action]:
    """Pao from a kan (another's card), a wei (any card), a peng (a revealed card)."""
    pao = _pao(seat, state, state.facts(), _KINDS[card], own, offer)
    return [] if pao is None else [pao]


def _pao(
    seat: int, state: PaohuziSeat, facts: SeatFacts, kind: int, own: bool, offer: Offer
) -> Action | None:
    """``pao_options`` of a card of ``kind``, from the seat's ``facts``."""
    if facts.counts[kind] == KAN_SIZE and not own:
        return Action(seat, Act.PAO, tuple(facts.by_kind[kind]), choice=KAN)
    melds = facts.meld_facts
    peng_allowed = offer is Offer.REVEAL
    if kind not in melds.wei and not (peng_allowed and kind in melds.peng):
        return None
    # A kind has at most one identical meld of three (four copies): one look at each.
    for meld in state.melds:
        if (meld.kind == GroupKind.WEI or (peng_allowed and meld.kind == GroupKind.PENG)) and (
            _KINDS[meld.tiles[0]] == kind
        ):
            return Action(seat, Act.PAO, meld.tiles, choice=str(meld.kind))
    return None


def peng_option(seat: int, state: PaohuziSeat, card: int, own: bool) -> Action | None:
    """A pair in hand takes another player's card, if a discard then remains."""
    facts, kind = state.facts(), _KINDS[card]
    if own or facts.counts[kind] != 2:
        return None
    return _peng(seat, facts, kind)


def _peng(seat: int, facts: SeatFacts, kind: int) -> Action | None:
    """``peng_option`` of another's card of ``kind``, a pair of which the hand holds."""
    rest = list(facts.counts)
    rest[kind] = 0
    if not discard_remains_counts(rest, facts.card_count + 1, facts.fours):
        return None
    return Action(seat, Act.PENG, tuple(facts.by_kind[kind]))


def chi_actions(seat: int, state: PaohuziSeat, card: int) -> list[Action]:
    """Every legal chi of ``card`` as its own action, with physical hand cards.

    ``tiles`` are the hand cards of the main group, ``groups`` the bi groups;
    the lowest physical ids of each kind are used, so each way appears once.
    """
    return _chis(seat, state.facts(), _KINDS[card])


def _chis(seat: int, facts: SeatFacts, kind: int) -> list[Action]:
    """``chi_actions`` of a card of ``kind``, from the seat's ``facts``."""
    plans = chi_plans(facts.counts, kind)
    if not plans:
        return []
    by_kind = facts.by_kind
    owed = owes_discard(facts.card_count + 1, facts.fours)
    discardable = facts.discardable_kinds()
    actions = []
    for plan in plans:
        if not owed or plan.gains or discardable > plan.lost:  # ``plan.leaves_discard``
            main = tuple([by_kind[k][n] for k, n in plan.main])
            if plan.bi:
                bi = tuple([tuple([by_kind[k][n] for k, n in group]) for group in plan.bi])
                actions.append(Action(seat, Act.CHI, main, bi))
            else:
                actions.append(Action(seat, Act.CHI, main))
    return actions
