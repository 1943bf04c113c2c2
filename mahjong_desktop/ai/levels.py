"""The easy, normal and hard bots: one object per seat for every game.

A level bot keeps no random state: each decision draws from
``decision_rng(seed, seat, action index)``, so a replay, a resumed save or an
undo repeats its choices exactly. It reads only the observation it is handed
(the whole table: it needs discards and melds to defend).
"""

from __future__ import annotations

from typing import Any

from mahjong_desktop.ai import view as views
from mahjong_desktop.ai.mahjong_bot import MahjongBot
from mahjong_desktop.ai.paohuzi_bot import PaohuziBot
from mahjong_desktop.ai.reasons import Decision
from mahjong_desktop.ai.style import EASY, HARD, NORMAL, Style
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.message import Message
from mahjong_desktop.engine.rng import decision_rng

ADVICE_SEED = 0  # hints need no secret: a fixed seed makes them repeat


class LevelBot:
    """``choose`` for play, ``advice`` for the Hint button (the action and why)."""

    observes_table = True

    def __init__(self, style: Style, seed: int) -> None:
        self.style = style
        self.seed = seed
        self._mahjong = MahjongBot(style)
        self._paohuzi = PaohuziBot(style)

    def decide(self, observation: dict[str, Any]) -> Decision:
        view = views.read(observation)
        if not view.legal:
            raise ValueError("the observation offers no legal action: nothing to choose")
        rng = decision_rng(self.seed, view.seat, view.action_index)
        if view.variant == "paohuzi":
            return self._paohuzi.decide(view, rng)
        return self._mahjong.decide(view, rng)

    def choose(self, observation: dict[str, Any]) -> Action:
        return self.decide(observation).action

    def advice(self, observation: dict[str, Any]) -> tuple[Action, Message]:
        decision = self.decide(observation)
        return decision.action, decision.reason


def easy(seed: int) -> LevelBot:
    return LevelBot(EASY, seed)


def normal(seed: int) -> LevelBot:
    return LevelBot(NORMAL, seed)


def hard(seed: int) -> LevelBot:
    return LevelBot(HARD, seed)


def advice(observation: dict[str, Any], level: str = "normal") -> tuple[Action, Message]:
    """What a ``level`` bot would do for this seat, and why (a fixed seed: hints repeat)."""
    style = {"normal": NORMAL, "hard": HARD}.get(level)
    if style is None:
        raise ValueError(f"advice comes from the normal or hard level, not {level!r}")
    return LevelBot(style, ADVICE_SEED).advice(observation)
