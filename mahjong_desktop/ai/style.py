"""The three bot strengths as data: what each level weighs and how much it thinks."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    name: str
    value_planning: bool  # weigh routes by what they score, not only by speed
    defence: float  # weight of the danger of a discard (0: never folds)
    slip: float  # chance of a human slip: the second-best of two close choices
    rollouts: int  # look-ahead samples per candidate (0: none)
    budget_s: float  # time the look-ahead may take per decision
    candidates: int = 4  # discards given the full (useful-draw) evaluation
    card_budget_s: float = 0.0  # Paohuzi look-ahead time: its search costs more per step


# Easy weighs only the two loneliest tiles, as a beginner throws what looks useless.
EASY = Style(
    "easy", value_planning=False, defence=0.0, slip=0.3, rollouts=0, budget_s=0.0, candidates=2
)
NORMAL = Style("normal", value_planning=True, defence=1.0, slip=0.0, rollouts=0, budget_s=0.0)
HARD = Style(
    "hard",
    value_planning=True,
    defence=1.0,
    slip=0.0,
    rollouts=24,
    budget_s=0.15,
    candidates=5,
    card_budget_s=0.08,
)
STYLES = {s.name: s for s in (EASY, NORMAL, HARD)}
