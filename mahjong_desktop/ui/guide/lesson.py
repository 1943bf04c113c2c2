"""A game's guided first deal: its arranged deal, its scripted seats and its tips.

A lesson is data and pure functions of what the player sees: ``after_event``
and ``at_decision`` read the human's observation (and the event just shown)
and name the tips due now; ``guide.Guide`` says each at most once. The tips' words
are in each game's module (``texts``), translated when asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Any

from mahjong_desktop.ai.bots import Bot
from mahjong_desktop.ai.scripted import ScriptedBot, Step
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.protocol import EventData, Observation


@dataclass(frozen=True)
class Tip:
    """One tip: its code (the key of its text) and the values its text names."""

    code: str
    args: Mapping[str, Any] = field(default_factory=dict)


# (event, observation, codes already said) -> the tips due; the codes let a costly
# check (is the hand ready?) be skipped once its tip was said.
EventTips = Callable[[EventData, Observation, AbstractSet[str]], list[Tip]]
DecisionTips = Callable[[Observation, AbstractSet[str]], list[Tip]]


@dataclass(frozen=True)
class Lesson:
    """A guided first deal of ``variant``; the human sits at seat 0.

    ``make`` lays out a fresh arranged deal (its record replays it); ``scripts``
    are the other seats' moves, played by ``ScriptedBot``; ``plan`` is the line
    the tips lead the player along (a test plays it to the end).
    """

    variant: str
    make: Callable[[], Deal]
    scripts: Mapping[int, Sequence[Step]]
    plan: Sequence[Step]
    after_event: EventTips
    at_decision: DecisionTips
    texts: Callable[[], dict[str, str]]  # tip code -> its template, in the current language

    def bots(self) -> dict[int, Bot]:
        """Fresh scripted bots for the seats other than the human's."""
        seats = self.make().seat_count
        return {seat: ScriptedBot(*self.scripts.get(seat, ())) for seat in range(1, seats)}


def legal_kinds(observation: Observation) -> set[str]:
    """The kinds of choice the decision in hand offers ("discard", "pung", "win"...)."""
    return {entry["kind"] for entry in observation.get("legal", [])}
