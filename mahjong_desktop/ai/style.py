"""The three bot strengths as data, per game: what each level weighs and how much it thinks.

Each game has its own easy, normal and hard rows because what pays differs:
the hard figures were chosen on duplicate deals (benchmarks/ai_strength.py and
the level pairs in the report of issue #11). Against the same bot with full
value and defence, Hong Kong hands that chase value less (``value_power``
0.5) and fold less (0.3) finish far more deals (four such bots win about 60%
of deals, against 30%); the look-ahead helps in Hong Kong and Paohuzi but cost
points in Sichuan (-0.55 a deal over 100 duplicate deals), so Sichuan's hard
row has none.

Sichuan and Paohuzi are ladders by design, since hard's extras alone (five
discards weighed, waiting for a self-draw, the Paohuzi look-ahead) were within
noise of normal over 1,200-1,800 deals. Hard plays its best and never slips.
Normal is the same planner slipping to the runner-up of two close discards
three times in ten (Sichuan: and weighing three discards in full, not five);
easy slips more or reads less. Sichuan easy is Hong Kong's beginner slipping
half the time; Paohuzi easy has no value planning: it judges a hand by its
groups alone, blind to huxi, big cards and the 15-huxi minimum (it wins about
half as often as normal). Pilots of 300 duplicate deals, 4-level Sichuan
table: with the normal slip at 0.2 hard - normal +0.26 to +0.33, normal - easy
+0.24 (easy slip 0.3) or +0.46 (0.5); Paohuzi 3-level table: a normal slip of
0.25 gave hard - normal +0.24, and easy slipping 0.5 stayed level with it
(+0.05) until it read by groups alone (+0.96). Over 2,000 duplicate deals
(benchmarks/results/ai_strength_<game>.md): Sichuan hard - normal +0.34
[+0.21, +0.46] (pairwise table; +0.25 [+0.12, +0.38] in the 4-level one),
normal - easy +0.40 [+0.27, +0.54]; Paohuzi hard - normal +0.29 [+0.16,
+0.42], normal - easy +0.94 [+0.83, +1.05].
"""

from __future__ import annotations

from dataclasses import dataclass

LEVEL_NAMES = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Style:
    name: str
    value_planning: bool  # weigh routes by what they score, not only by speed
    defence: float  # weight of a discard's danger (mahjong: deal-in, Paohuzi: feeding)
    slip: float  # chance of a human slip: the second-best of two close choices
    rollouts: int  # look-ahead samples per candidate (0: none)
    budget_s: float  # time the look-ahead may take per decision
    candidates: int = 4  # discards given the full (useful-draw) evaluation
    # With value planning a win counts as typical * (points / typical) ** value_power:
    # 1 weighs points as they are, lower values favour the quick win over the big one.
    value_power: float = 1.0
    waits_for_self_draw: bool = False  # Sichuan: pass a cheap discard win for a likely self-draw


# Easy weighs only the two loneliest tiles, as a beginner throws what looks useless.
MAHJONG_EASY = Style(
    "easy", value_planning=False, defence=0.0, slip=0.3, rollouts=0, budget_s=0.0, candidates=2
)
MAHJONG_NORMAL = Style(
    "normal", value_planning=True, defence=1.0, slip=0.0, rollouts=0, budget_s=0.0
)

STYLES: dict[str, dict[str, Style]] = {
    "hongkong": {
        "easy": MAHJONG_EASY,
        "normal": MAHJONG_NORMAL,
        "hard": Style(
            "hard",
            value_planning=True,
            defence=0.3,
            slip=0.0,
            rollouts=24,
            budget_s=0.15,
            candidates=5,
            value_power=0.5,
        ),
    },
    "sichuan": {
        # Easy: Hong Kong's beginner (the two loneliest tiles weighed, no value
        # planning), slipping half the time instead of 0.3.
        "easy": Style(
            "easy",
            value_planning=False,
            defence=0.0,
            slip=0.5,
            rollouts=0,
            budget_s=0.0,
            candidates=2,
        ),
        # Normal plans for value but weighs fewer discards and slips.
        "normal": Style(
            "normal",
            value_planning=True,
            defence=1.0,
            slip=0.3,
            rollouts=0,
            budget_s=0.0,
            candidates=3,
        ),
        "hard": Style(
            "hard",
            value_planning=True,
            defence=0.3,
            slip=0.0,
            rollouts=0,
            budget_s=0.0,
            candidates=5,
            value_power=0.5,
            waits_for_self_draw=True,
        ),
    },
    "paohuzi": {
        # Without value planning easy reads its hand by groups alone (huxi,
        # big cards and the 15-huxi minimum count for nothing), and it slips.
        "easy": Style(
            "easy", value_planning=False, defence=0.0, slip=0.3, rollouts=0, budget_s=0.0
        ),
        "normal": Style(
            "normal", value_planning=True, defence=1.0, slip=0.3, rollouts=0, budget_s=0.0
        ),
        "hard": Style(
            "hard", value_planning=True, defence=1.0, slip=0.0, rollouts=24, budget_s=0.08
        ),
    },
}


def style_for(variant: str, level: str) -> Style:
    """The ``level`` bot's style in ``variant``."""
    try:
        return STYLES[variant][level]
    except KeyError:
        raise ValueError(f"no {level!r} bot for {variant!r}") from None
