"""The easy, normal and hard bots: one object per seat for every game.

A level bot keeps one seed, drawn from the generator it is made with, and
derives each decision's randomness from that seed and the decision itself
(``View.decision_key``), so a replay, a resumed save or an undo repeats its
choices exactly. It reads only the observation it is handed.
"""

from __future__ import annotations

import random
from typing import Any

from mahjong_desktop.ai import view as views
from mahjong_desktop.ai.mahjong_bot import MahjongBot
from mahjong_desktop.ai.paohuzi_bot import PaohuziBot
from mahjong_desktop.ai.reasons import Decision
from mahjong_desktop.ai.style import EASY, HARD, NORMAL, Style
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.message import Message
from mahjong_desktop.engine.rng import make_rng


class LevelBot:
    """``choose`` for play, ``advice`` for the Hint button (the action and why)."""

    def __init__(self, style: Style, rng: random.Random) -> None:
        self.style = style
        self.seed = rng.getrandbits(63)
        self._mahjong = MahjongBot(style)
        self._paohuzi = PaohuziBot(style)

    def decide(self, observation: dict[str, Any]) -> Decision:
        view = views.read(observation)
        if not view.legal:
            raise ValueError("the observation offers no legal action: nothing to choose")
        rng = make_rng(self.seed, self.style.name, *view.decision_key)
        if view.variant == "paohuzi":
            return self._paohuzi.decide(view, rng)
        return self._mahjong.decide(view, rng)

    def choose(self, observation: dict[str, Any]) -> Action:
        return self.decide(observation).action

    def advice(self, observation: dict[str, Any]) -> tuple[Action, Message]:
        decision = self.decide(observation)
        return decision.action, decision.reason


def easy(rng: random.Random) -> LevelBot:
    return LevelBot(EASY, rng)


def normal(rng: random.Random) -> LevelBot:
    return LevelBot(NORMAL, rng)


def hard(rng: random.Random) -> LevelBot:
    return LevelBot(HARD, rng)


def advice(observation: dict[str, Any], level: str = "normal") -> tuple[Action, Message]:
    """What a ``level`` bot would do for this seat, and why (a fixed seed: hints repeat)."""
    style = {"normal": NORMAL, "hard": HARD}.get(level)
    if style is None:
        raise ValueError(f"advice comes from the normal or hard level, not {level!r}")
    return LevelBot(style, random.Random(0)).advice(observation)
