"""Play whole deals bot against bot: for the simulate command, benchmarks and tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from mahjong_desktop.ai.bots import Bot, ChoosesAmong, make_bot
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.match_state import MatchState
from mahjong_desktop.engine.phases import Phase
from mahjong_desktop.engine.protocol import Seen, decision_view_of, observation_of
from mahjong_desktop.engine.rng import bot_seed, derive_seed
from mahjong_desktop.variants.registry import find_variant, new_game

MAX_ACTIONS = 5000  # far above any real deal; a safety net against an endless loop


@dataclass(frozen=True)
class DealResult:
    deal: int
    seed: int
    game: Game

    def summary(self) -> dict[str, Any]:
        game = self.game
        names = game.seat_names
        return {
            "deal": self.deal,
            "seed": self.seed,
            "end": game.end_reason,
            "winners": [names[s] for s in winner_seats(game)],
            "deltas": {names[s]: d for s, d in enumerate(game.deltas())},
            "actions": len(game.history),
        }


def winner_seats(game: Game) -> list[int]:
    return [w.seat for w in game.win_outcomes()]


def seen_by(bot: Bot, game: Game, seat: int) -> Seen:
    """What ``bot`` reads at ``seat``: the full observation, or the light decision view."""
    if bot.observes_table:
        return observation_of(game, seat)
    return decision_view_of(game, seat)


_CHOOSES_AMONG: dict[type, bool] = {}  # bot class -> whether it is a ``ChoosesAmong``


def chooses_among(bot: Bot) -> TypeGuard[ChoosesAmong]:
    """``isinstance(bot, ChoosesAmong)``, remembered per bot class: a runtime protocol
    check reads every member's name, and self-play asks it of every seat every deal."""
    kind = type(bot)
    known = _CHOOSES_AMONG.get(kind)
    if known is None:
        known = _CHOOSES_AMONG[kind] = isinstance(bot, ChoosesAmong)
    return known


def decider(bot: Bot, game: Game) -> Callable[[int], Action]:
    """How ``bot`` is asked for a seat's move in ``game``: with the seat's legal
    actions alone when that is all it reads, else with what it reads (``seen_by``)."""
    if chooses_among(bot):
        choose_among, legal = bot.choose_among, game.legal_view
        return lambda seat: choose_among(seat, game.action_count, legal(seat))
    return lambda seat: bot.choose(seen_by(bot, game, seat))


def run_deal(
    game: Game, decide: Callable[[int], Action], check: Callable[[Game], None] | None = None
) -> Game:
    """Play ``game`` to its end (dealing it first if it is not dealt yet), ``decide(seat)``
    choosing every move of a seat that has one; ``check`` runs after every action."""
    if game.phase is Phase.SETUP:
        game.start()
    to_act, legal, apply = game.to_act, game.legal_view, game.apply
    for _ in range(MAX_ACTIONS):
        if game.end_reason is not None:  # ``is_over``, read directly: every move asks
            return game
        for seat in to_act():
            if game.end_reason is None and legal(seat):
                apply(decide(seat))
                if check is not None:
                    check(game)
    raise RuntimeError(f"deal did not end within {MAX_ACTIONS} actions")


def play_deal(game: Game, bots: Sequence[Bot], check: Callable[[Game], None] | None = None) -> Game:
    """Let the bots play ``game`` to its end; ``check`` runs after every action."""
    deciders = [decider(bot, game) for bot in bots]
    return run_deal(game, lambda seat: deciders[seat](seat), check)


def deal_seed(seed: int, deal: int) -> int:
    return derive_seed(seed, "deal", deal)


def seat_levels(levels: Sequence[str], seats: int) -> list[str]:
    """One bot level per seat from one level for all or one per seat."""
    if len(levels) not in (1, seats):
        raise ValueError(f"--bots needs 1 or {seats} levels, got {len(levels)}")
    return list(levels) * seats if len(levels) == 1 else list(levels)


def bots_for(game: Game, levels: Sequence[str]) -> list[Bot]:
    """A bot per seat for ``game``, reproducible from its record (seed and levels)."""
    seed = bot_seed(game.seed)
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
    for deal in range(deals):
        dseed = deal_seed(seed, deal)
        match = MatchState(deal=deal, human=None, bots=chosen)
        game = new_game(variant, dseed, options, match)
        yield DealResult(deal, dseed, play_deal(game, bots_for(game, chosen)))
