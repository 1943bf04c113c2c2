"""The three bot strengths as data: what each level weighs and how much it thinks.

The hard figures were chosen on duplicate deals (benchmarks/ai_strength.py and
the level pairs in the report of issue #11): against the same bot with full
value and defence, Hong Kong hands that chase value less (``value_power``
0.5) and fold less (0.3) finish far more deals (four such bots win about 60%
of deals, against 30%), and the look-ahead helps in Hong Kong but cost points
in Sichuan (-0.55 a deal over 100 duplicate deals), so it is not used there.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    name: str
    value_planning: bool  # weigh routes by what they score, not only by speed
    defence: float  # weight of a mahjong discard's danger (0: never folds)
    slip: float  # chance of a human slip: the second-best of two close choices
    rollouts: int  # look-ahead samples per candidate (0: none)
    budget_s: float  # time the look-ahead may take per decision
    candidates: int = 4  # discards given the full (useful-draw) evaluation
    card_budget_s: float = 0.0  # Paohuzi look-ahead time: its search costs more per step
    # With value planning a win counts as typical * (points / typical) ** value_power:
    # 1 weighs points as they are, lower values favour the quick win over the big one.
    value_power: float = 1.0
    card_defence: float = 0.0  # weight of a Paohuzi discard's feeding danger
    lookahead_games: tuple[str, ...] = ()  # the games the look-ahead is used in
    waits_for_self_draw: bool = False  # Sichuan: pass a cheap discard win for a likely self-draw


# Easy weighs only the two loneliest tiles, as a beginner throws what looks useless.
EASY = Style(
    "easy", value_planning=False, defence=0.0, slip=0.3, rollouts=0, budget_s=0.0, candidates=2
)
NORMAL = Style(
    "normal",
    value_planning=True,
    defence=1.0,
    slip=0.0,
    rollouts=0,
    budget_s=0.0,
    card_defence=1.0,
)
HARD = Style(
    "hard",
    value_planning=True,
    defence=0.3,
    slip=0.0,
    rollouts=24,
    budget_s=0.15,
    candidates=5,
    card_budget_s=0.08,
    value_power=0.5,
    card_defence=1.0,
    lookahead_games=("hongkong", "paohuzi"),
    waits_for_self_draw=True,
)
STYLES = {s.name: s for s in (EASY, NORMAL, HARD)}
