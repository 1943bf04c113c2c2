"""Playing a guided deal (``ui.guide``) to its end without a window.

The human follows the lesson's plan (``ScriptedBot``: its steps when offered,
else pass or the first tile); the other seats are the lesson's scripted bots.
The tips are asked for as the window asks: after each event, with the
human's observation once the action is complete, and at each decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_desktop.ai.scripted import ScriptedBot, Step
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.events import Event
from mahjong_desktop.engine.protocol import event_data, observation_of
from mahjong_desktop.ui.guide.guide import Guide
from mahjong_desktop.ui.guide.lesson import Lesson, Tip

HUMAN = 0
MOST_ACTIONS = 2000


def play_lesson(lesson: Lesson, plan: Sequence[Step] | None = None) -> tuple[Deal, list[Tip]]:
    """The deal played to its end, and the tips said, in order."""
    deal, guide = lesson.make(), Guide(lesson)
    bots = lesson.bots()
    human = ScriptedBot(*(lesson.plan if plan is None else plan))
    pending: list[Event] = []
    deal.subscribe(pending.append)
    said: list[Tip] = []

    def events_shown() -> None:
        observation = observation_of(deal, HUMAN)
        for event in pending:
            said.extend(guide.after_event(event_data(event, HUMAN), observation))
        pending.clear()

    if deal.phase.name == "SETUP":
        deal.start()
    for _ in range(MOST_ACTIONS):
        events_shown()
        if deal.is_over:
            return deal, said
        seat = deal.to_act()[0]
        observation = observation_of(deal, seat)
        if seat == HUMAN:
            said.extend(guide.at_decision(observation))
        deal.apply((human if seat == HUMAN else bots[seat]).choose(observation))
    raise AssertionError(f"the guided deal took more than {MOST_ACTIONS} actions")
