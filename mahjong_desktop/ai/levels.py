"""The easy, normal and hard bots: one object per seat for every game.

A level bot keeps no random state: each decision draws from
``decision_rng(seed, seat, action index)``, so a replay, a resumed save or an
undo repeats its choices exactly. It reads only the observation it is handed
(the whole table: it needs discards and melds to defend).
"""

from __future__ import annotations

from dataclasses import replace

from mahjong_desktop.ai import level_names
from mahjong_desktop.ai import view as views
from mahjong_desktop.ai.mahjong.bot import MahjongBot
from mahjong_desktop.ai.paohuzi.bot import PaohuziBot
from mahjong_desktop.ai.reasons import Decision
from mahjong_desktop.ai.style import style_for
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.engine.protocol import Seen
from mahjong_desktop.engine.rng import decision_rng
from mahjong_desktop.variants.registry import facts_of

ADVICE_SEED = 0  # hints need no secret: a fixed seed makes them repeat


class LevelBot:
    """``choose`` for play, ``advice`` for the Hint button (the action and why)."""

    observes_table = True

    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.seed = seed

    def decide(self, observation: Seen, *, slips: bool = True) -> Decision:
        view = views.read(observation)
        if not view.legal:
            raise ValueError("the observation offers no legal action: nothing to choose")
        rng = decision_rng(self.seed, view.seat, view.action_index)
        style = style_for(view.variant, self.level)
        if not slips:
            style = replace(style, slip=0.0)
        if facts_of(view.variant).cards:
            return PaohuziBot(style).decide(view, rng)
        return MahjongBot(style).decide(view, rng)

    def choose(self, observation: Seen) -> Action:
        return self.decide(observation).action

    def advice(self, observation: Seen) -> tuple[Action, Message]:
        # Advice is the level's best judgment: a slip is for play, not for a hint.
        decision = self.decide(observation, slips=False)
        return decision.action, decision.reason


def easy(seed: int) -> LevelBot:
    return LevelBot(level_names.EASY, seed)


def normal(seed: int) -> LevelBot:
    return LevelBot(level_names.NORMAL, seed)


def hard(seed: int) -> LevelBot:
    return LevelBot(level_names.HARD, seed)


def advice(observation: Seen, level: str = level_names.NORMAL) -> tuple[Action, Message]:
    """What a ``level`` bot would do for this seat, and why (a fixed seed: hints repeat)."""
    if level not in level_names.ADVICE_LEVELS:
        raise ValueError(f"advice comes from the normal or hard level, not {level!r}")
    return LevelBot(level, ADVICE_SEED).advice(observation)
