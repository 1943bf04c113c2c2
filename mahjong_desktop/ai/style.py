"""The three bot strengths as data, per game: what each level weighs and how much it thinks.

Each game has its own easy, normal and hard rows because what pays differs:
the hard figures were chosen on duplicate deals (benchmarks/ai_strength.py and
the level pairs in the report of issue #11). The look-ahead helps in Hong
Kong and Paohuzi but cost points in Sichuan (-0.55 a deal over 100 duplicate
deals), so Sichuan's hard row has none.

Hong Kong (three-faan minimum) rewards speed: four bots with full value and
defence end only about 30% of deals with a win. Over 100 duplicate deals of
four hard bots (same walls each time), the share rose from 55% (value power
0.5, defence 0.3, claim margin 1.1) to 61% with power 0.3 and defence 0.1,
69% adding margin 0.9 (the row kept); power 0.7 gave 43%, 1.0 with margin
0.8 49%, and (0.4, 0.1, 0.85) 62%. Over 500 other deals (seed 9001) that
last row won 56.0%, the kept row 58.8%, and power 0.25 with margin 0.75 no
more (58.6%): the rest of the gap to 60% is not in these three numbers.
The levels differ in judgment, not in the rules they know: hard samples the
close discards ahead, claims a meld the formula rates a little below passing
(the formula does not credit the turns a claim skips; measured, it finishes
more hands) and rarely folds (0.1). Normal values speed a little less (power
0.5), folds a little more (0.3), has no look-ahead, weighs three discards in
full, takes a close runner-up 15% of the time and claims only what beats
passing. Easy ignores value beyond reaching three faan and never folds; it
takes the runner-up of two close discards half the time and claims only at
1.5 times passing (a beginner's slow hands). Measured on 250 duplicate deals
of hard, normal, easy and random: a normal that folded fully (defence 1.0)
won 11% of its seat-deals against easy's 19.5% and fell below easy (-3.6
points a deal); with the shared easy row (slip 0.3, claims at 1.1) easy won
as often as hard (21.4% against 21.3%). Hong Kong points are heavy-tailed (a
limit hand pays 3 x 8,192): the measured gaps and their spread are in
benchmarks/results/ai_strength_hongkong.md.
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
    # A mahjong claim must beat passing by this factor (a meld shows the hand and
    # gives up the concealed faan); lower claims more readily.
    claim_margin: float = 1.1


# Easy weighs only the two loneliest tiles, as a beginner throws what looks useless.
MAHJONG_EASY = Style(
    "easy", value_planning=False, defence=0.0, slip=0.3, rollouts=0, budget_s=0.0, candidates=2
)
MAHJONG_NORMAL = Style(
    "normal", value_planning=True, defence=1.0, slip=0.0, rollouts=0, budget_s=0.0
)

STYLES: dict[str, dict[str, Style]] = {
    "hongkong": {
        # A beginner: races for any three-faan hand, never folds, and (the slow
        # hands of a beginner) hesitates over claims and often keeps the tile it
        # likes of two close discards.
        "easy": Style(
            "easy",
            value_planning=False,
            defence=0.0,
            slip=0.5,
            rollouts=0,
            budget_s=0.0,
            candidates=2,
            claim_margin=1.5,
        ),
        # A good player who sometimes slips: plans by value (speed first, as hard)
        # and defends as hard does, without the look-ahead, taking a close
        # runner-up now and then and claiming only what pays.
        "normal": Style(
            "normal",
            value_planning=True,
            defence=0.3,
            slip=0.15,
            rollouts=0,
            budget_s=0.0,
            candidates=3,
            value_power=0.5,
            claim_margin=1.0,
        ),
        "hard": Style(
            "hard",
            value_planning=True,
            defence=0.1,
            slip=0.0,
            rollouts=24,
            budget_s=0.15,
            candidates=5,
            value_power=0.3,
            claim_margin=0.9,
        ),
    },
    "sichuan": {
        "easy": MAHJONG_EASY,
        "normal": MAHJONG_NORMAL,
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
        "easy": Style(
            "easy", value_planning=False, defence=0.0, slip=0.3, rollouts=0, budget_s=0.0
        ),
        "normal": Style(
            "normal", value_planning=True, defence=1.0, slip=0.0, rollouts=0, budget_s=0.0
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
