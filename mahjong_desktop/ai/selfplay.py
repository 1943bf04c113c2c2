"""Play whole deals bot against bot: for the simulate command, benchmarks and tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from mahjong_desktop.ai.bots import Bot, ChoosesAmong, make_bot
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.engine.protocol import Seen, decision_view_of, observation_of
from mahjong_desktop.engine.rng import bot_seed, derive_seed
from mahjong_desktop.variants.registry import find_variant, new_deal

MAX_ACTIONS = 5000  # far above any real deal; a safety net against an endless loop


@dataclass(frozen=True)
class DealResult:
    index: int  # of the deal in the run, 0 first
    seed: int
    deal: Deal

    def summary(self) -> dict[str, Any]:
        deal = self.deal
        names = deal.seat_names
        return {
            "deal": self.index,
            "seed": self.seed,
            "end": deal.end_reason,
            "winners": [names[s] for s in winner_seats(deal)],
            "deltas": {names[s]: d for s, d in enumerate(deal.deltas())},
            "actions": len(deal.history),
        }


def winner_seats(deal: Deal) -> list[int]:
    return [w.seat for w in deal.win_outcomes()]


def seen_by(bot: Bot, deal: Deal, seat: int) -> Seen:
    """What ``bot`` reads at ``seat``: the full observation, or the light decision view."""
    if bot.observes_table:
        return observation_of(deal, seat)
    return decision_view_of(deal, seat)


_CHOOSES_AMONG: dict[type, bool] = {}  # bot class -> whether it is a ``ChoosesAmong``


def chooses_among(bot: Bot) -> TypeGuard[ChoosesAmong]:
    """``isinstance(bot, ChoosesAmong)``, remembered per bot class: a runtime protocol
    check reads every member's name, and self-play asks it of every seat every deal."""
    kind = type(bot)
    known = _CHOOSES_AMONG.get(kind)
    if known is None:
        known = _CHOOSES_AMONG[kind] = isinstance(bot, ChoosesAmong)
    return known


def decider(bot: Bot, deal: Deal) -> Callable[[int], Action]:
    """How ``bot`` is asked for a seat's move in ``deal``: with the seat's legal
    actions alone when that is all it reads, else with what it reads (``seen_by``)."""
    if chooses_among(bot):
        choose_among, legal = bot.choose_among, deal.legal_view
        return lambda seat: choose_among(seat, deal.action_count, legal(seat))
    return lambda seat: bot.choose(seen_by(bot, deal, seat))


def run_deal(
    deal: Deal, decide: Callable[[int], Action], check: Callable[[Deal], None] | None = None
) -> Deal:
    """Play ``deal`` to its end (dealing it first if it is not dealt yet), ``decide(seat)``
    choosing every move of a seat that has one; ``check`` runs after every action."""
    if deal.phase is Phase.SETUP:
        deal.start()
    to_act, legal, apply = deal.to_act, deal.legal_view, deal.apply
    for _ in range(MAX_ACTIONS):
        if deal.end_reason is not None:  # ``is_over``, read directly: every move asks
            return deal
        for seat in to_act():
            if deal.end_reason is None and legal(seat):
                apply(decide(seat))
                if check is not None:
                    check(deal)
    raise RuntimeError(f"deal did not end within {MAX_ACTIONS} actions")


def play_deal(deal: Deal, bots: Sequence[Bot], check: Callable[[Deal], None] | None = None) -> Deal:
    """Let the bots play ``deal`` to its end; ``check`` runs after every action."""
    deciders = [decider(bot, deal) for bot in bots]
    return run_deal(deal, lambda seat: deciders[seat](seat), check)


def deal_seed(seed: int, index: int) -> int:
    return derive_seed(seed, "deal", index)


def seat_levels(levels: Sequence[str], seats: int) -> list[str]:
    """One bot level per seat from one level for all or one per seat."""
    if len(levels) not in (1, seats):
        raise ValueError(f"--bots needs 1 or {seats} levels, got {len(levels)}")
    return list(levels) * seats if len(levels) == 1 else list(levels)


def bots_for(deal: Deal, levels: Sequence[str]) -> list[Bot]:
    """A bot per seat for ``deal``, reproducible from its record (seed and levels)."""
    seed = bot_seed(deal.seed)
    return [make_bot(level, seed) for level in levels]


def simulate(
    variant: str,
    deals: int,
    seed: int,
    levels: Sequence[str],
    options: dict[str, Any] | None = None,
) -> Iterator[DealResult]:
    """Play ``deals`` deals one after another, yielding each as soon as it ends.

    Deal i uses a seed derived from ``seed`` and i. Nothing is kept between
    deals, so memory stays flat however many are played; a caller that wants
    them all can ``list()`` the results.
    """
    seats = find_variant(variant).seat_count
    chosen = seat_levels(levels, seats)
    for index in range(deals):
        dseed = deal_seed(seed, index)
        seating = Seating(deal_index=index, human=None, bots=chosen)
        deal = new_deal(variant, dseed, options, seating)
        deal.quiet = True  # nobody watches self-play: no events built (the benchmark's path)
        yield DealResult(index, dseed, play_deal(deal, bots_for(deal, chosen)))
