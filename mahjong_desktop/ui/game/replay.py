"""The replay viewer's adapter: it owns the replayed deal and hands out plain data.

``ReplaySession`` rebuilds the position after any number of a record's actions
(``storage.records.replay`` without events, so a step back is as exact as a
step forward; a deal has a few hundred actions at most) and gives the viewer
a ``ReplayStep``: the observation of the seat the person played (without legal
choices: a replay takes no moves), every hand with its faces (a replay hides
nothing), and the action that led there. ``summary`` is the score sheet data
of a finished deal. ``practice`` sets up Play on from here: the deal at a
step, the person in their seat, for ``GameController.play_on``. The viewer
itself never touches the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from mahjong_desktop.ai.bots import BOT_LEVELS
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.match import Match, Seating
from mahjong_desktop.engine.protocol import Observation, events_of, observation_of
from mahjong_desktop.storage.records import replay
from mahjong_desktop.ui.game.controller import HUMAN, SessionConfig
from mahjong_desktop.ui.game.deal_summary import DealSummary, final_hands, summarise_deal


@dataclass(frozen=True)
class ReplayAction:
    """The action that led to a position, for the caption."""

    seat: int
    player: int  # the match player at that seat
    kind: str  # an Act value
    faces: tuple[str, ...]  # the tiles it names


@dataclass(frozen=True)
class ReplayStep:
    """One position of a replay, as the viewer shows it."""

    position: int  # actions applied
    variant: str
    deal_index: int  # of the deal in its match, 0 first
    observation: Observation  # the observer's, with no legal choices
    hands: dict[int, list[int]]  # every seat's concealed tiles
    faces: dict[int, str]  # the faces of those tiles
    over: bool
    action: ReplayAction | None  # None before the first action


def final_summary(deal: Deal) -> DealSummary:
    """The score sheet data of a finished deal, as the window showed it at the end."""
    seat_players = list(deal.seating.players)
    totals_by_player = [0] * deal.seat_count
    for seat, (total, delta) in enumerate(zip(deal.seating.totals, deal.deltas(), strict=True)):
        totals_by_player[seat_players[seat]] = total + delta
    events = events_of(deal, observer_seat(deal))
    return summarise_deal(deal, events, seat_players, totals_by_player, deal.seating.deal_index)


def observer_seat(deal: Deal) -> int:
    """The seat the person played (East when bots played alone)."""
    return deal.seating.human if deal.seating.human is not None else 0


@dataclass(frozen=True)
class PracticeStart:
    """What ``GameController.play_on`` needs to play on from a step of a replay."""

    deal: Deal  # replayed to the step, the person's seat named in its seating
    config: SessionConfig
    match: Match


def practice_match(deal: Deal) -> Match:
    """A match around ``deal`` that seats its players as its record does, so the
    person (match player 0) sits where "You" sat, the players' totals kept."""
    seating, players = deal.seating, deal.seat_count
    totals = [0] * players
    for seat, total in enumerate(seating.totals):
        totals[seating.players[seat]] = total
    match = Match(
        deal.variant,
        deal.seed,
        players,
        deal_index=seating.deal_index,
        totals=totals,
        options=dict(deal.options),  # the deal's house rules, for the deals after it too
    )
    rotating = replace(match, rotate_dealer=True, totals=list(totals))
    if seating.dealer != match.dealer and seating.dealer == rotating.dealer:
        return rotating
    return match


def _level_of(seating: Seating, person: int, fallback: str) -> str:
    """The record's bot level (the first bot seat's), or ``fallback`` for an unknown one."""
    levels = [level for seat, level in enumerate(seating.bots) if seat != person and level]
    return levels[0] if levels and levels[0] in BOT_LEVELS else fallback


class ReplaySession:
    """A record being stepped through; ``game`` is the deal at the last step asked."""

    def __init__(self, record: dict[str, Any]) -> None:
        self.record = record
        self.total = len(record.get("actions", []))
        self.deal: Deal | None = None

    def step(self, position: int) -> ReplayStep:
        """The table after the record's first ``position`` actions."""
        deal = replay(self.record, position, quiet=True)
        self.deal = deal
        seat = observer_seat(deal)
        observation: Observation = {**observation_of(deal, seat), "legal": []}
        hands = final_hands(deal)
        action = None
        if position > 0:
            done = Action.from_json(self.record["actions"][position - 1])
            action = ReplayAction(
                done.seat,
                deal.seating.players[done.seat],
                done.kind.value,
                tuple(deal.face_of(t) for t in done.tiles),
            )
        return ReplayStep(
            position=position,
            variant=deal.variant,
            deal_index=deal.seating.deal_index,
            observation=observation,
            hands=hands,
            faces={t: deal.face_of(t) for ids in hands.values() for t in ids},
            over=deal.is_over,
            action=action,
        )

    def summary(self, position: int) -> DealSummary:
        """The score sheet of the deal after ``position`` actions (it must be over)."""
        # The sheet is read from the deal's events: replay once more with them.
        return final_summary(replay(self.record, position))

    def practice(self, position: int, fallback_level: str) -> PracticeStart:
        """The deal after ``position`` actions to play on as practice, the person in
        their seat against the record's bots (``fallback_level`` if it names none)."""
        deal = replay(self.record, position)
        match = practice_match(deal)
        person = match.seat_of(HUMAN)
        level = _level_of(deal.seating, person, fallback_level)
        bots = [("" if seat == person else level) for seat in range(deal.seat_count)]
        deal.seating = replace(deal.seating, human=person, bots=bots)
        config = SessionConfig(
            deal.variant, level, match.rotate_dealer, match.seed, options=deal.options
        )
        return PracticeStart(deal, config, match)
