"""The tips of a guided deal as it is played: each said once, in the player's language."""

from __future__ import annotations

from mahjong_desktop.engine.protocol import EventData, Observation
from mahjong_desktop.ui.guide import common
from mahjong_desktop.ui.guide.lesson import Lesson, Tip


class Guide:
    """The tips of one guided deal, each said once, in the order the moments come:
    the tips every game shares (``common``), then the game's own."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.said: set[str] = set()

    def after_event(self, event: EventData, observation: Observation) -> list[Tip]:
        tips = common.after_event(event, observation, self.said)
        return self._new(tips + self.lesson.after_event(event, observation, self.said))

    def at_decision(self, observation: Observation) -> list[Tip]:
        tips = common.at_decision(observation, self.said)
        return self._new(tips + self.lesson.at_decision(observation, self.said))

    def text(self, tip: Tip) -> str:
        """The tip's words in the current language, its values filled in."""
        templates = {**common.texts(), **self.lesson.texts()}
        return templates.get(tip.code, tip.code).format(**tip.args)

    def _new(self, tips: list[Tip]) -> list[Tip]:
        fresh = []
        for tip in tips:
            if tip.code not in self.said:
                self.said.add(tip.code)
                fresh.append(tip)
        return fresh
