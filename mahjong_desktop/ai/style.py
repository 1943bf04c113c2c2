"""The three bot strengths as data, per game: what each level weighs and how much it thinks.

Each game has its own easy, normal and hard rows because what pays differs.
Every figure was chosen on duplicate deals (``benchmarks/ai_strength.py``);
the measured gaps, the rejected settings and their spread are in
``benchmarks/results/ai_strength_<game>.md``. In every game hard plays its
best and never slips, normal is the same planner with a human's slips, and
easy slips more or reads less; the levels differ in judgment, never in the
rules they know.

- Hong Kong (three-faan minimum) rewards speed: four bots with full value and
  defence win only about 30% of deals. Normal values speed over points
  (power 0.5), folds a little (0.3: a normal folding fully won 11% of
  seat-deals, easy 19.5%), has no look-ahead, weighs three discards, slips
  15% and claims only what beats passing. Hard is that judgment without the
  slips, with five discards weighed and the look-ahead, and it plans for the
  limit hands a deal leans toward (thirteen orphans, four concealed pungs)
  from afar; normal sees one only a tile from ready. A limit pays a thousand
  cheap hands, so that is where hard's edge lies (+32 points a deal over
  2,000, head to head), though it wins no more deals than normal. Every
  level plans for all chows (1 faan, the third of a concealed hand without
  flowers): with it four hard bots finish 67% of deals, 51% without. Easy
  ignores value beyond three faan, never folds, slips half the time (a slip
  may break a shape, a tile further from ready) and claims only at 1.5 times
  passing.
- Sichuan: hard's extras alone (five discards weighed, waiting for a likely
  self-draw) were within noise of normal; the look-ahead cost points (-0.55 a
  deal over 100 duplicate deals), so there is none. Normal weighs three
  discards and slips 0.3; easy is the beginner slipping half the time.
- Paohuzi: hard adds the look-ahead; normal slips 0.3; easy has no value
  planning: it judges a hand by its groups alone, blind to huxi, big cards and
  the 15-huxi minimum (slipping 0.5 alone left it level with normal).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from mahjong_desktop.ai.level_names import EASY, HARD, NORMAL
from mahjong_desktop.variants.registry import HONG_KONG, PAOHUZI, SICHUAN


@dataclass(frozen=True)
class Style:
    value_planning: bool  # weigh routes by what they score, not only by speed
    defence: float  # weight of a discard's danger (mahjong: deal-in, Paohuzi: feeding)
    slip: float  # chance of a human slip: the second-best of two close choices
    rollouts: int  # look-ahead samples per candidate (0: none)
    candidates: int = 4  # discards given the full (useful-draw) evaluation
    # With value planning a win counts as typical * (points / typical) ** value_power:
    # 1 weighs points as they are, lower values favour the quick win over the big one.
    value_power: float = 1.0
    waits_for_self_draw: bool = False  # Sichuan: pass a cheap discard win for a likely self-draw
    # A mahjong claim must beat passing by this factor (a meld shows the hand and
    # gives up the concealed faan); lower claims more readily.
    claim_margin: float = 1.1
    # Hong Kong: value thirteen orphans and four concealed pungs at the limit
    # once this near one (shanten; -1 never, see ``hand_value.hongkong_plan``).
    limit_sight: int = -1
    # Mahjong: how many tiles further from ready a slip may leave the hand (a
    # beginner breaking a shape); 0: a slip keeps the shanten.
    slip_shanten: int = 0


# Hong Kong's normal: a good player who sometimes slips. It plans by value
# (speed first) and folds a little, without the look-ahead, taking a close
# runner-up now and then and claiming only what beats passing.
_HONGKONG_NORMAL = Style(
    value_planning=True,
    defence=0.3,
    slip=0.15,
    rollouts=0,
    candidates=3,
    value_power=0.5,
    claim_margin=1.0,
    limit_sight=1,
)

STYLES: dict[str, dict[str, Style]] = {
    HONG_KONG: {
        # A beginner: races for any three-faan hand, never folds, and (the slow
        # hands of a beginner) hesitates over claims and often keeps the tile it
        # likes of two discards, even one that breaks a shape. Slips that kept
        # the shanten left easy winning as often as normal (15.8% of
        # seat-deals against 15.1%); breaking shapes, 9.0% against 16.9%.
        EASY: Style(
            value_planning=False,
            defence=0.0,
            slip=0.5,
            rollouts=0,
            candidates=2,
            claim_margin=1.5,
            slip_shanten=1,
        ),
        NORMAL: _HONGKONG_NORMAL,
        # Normal's judgment without its slips, with the look-ahead, five
        # discards weighed and the limit hands planned for. The row tuned for
        # the four-hard win share (power 0.3, folding 0.1, claims at 0.9) won
        # 61% of four-hard deals but lost to normal head to head: -9.97
        # [-17.27, -2.67] a deal over 1,000.
        HARD: replace(_HONGKONG_NORMAL, slip=0.0, rollouts=24, candidates=5, limit_sight=8),
    },
    SICHUAN: {
        # Easy: the beginner's reading (the two loneliest tiles weighed, no
        # value planning), slipping half the time; it claims as the others do.
        EASY: Style(value_planning=False, defence=0.0, slip=0.5, rollouts=0, candidates=2),
        # Normal plans for value but weighs fewer discards and slips.
        NORMAL: Style(value_planning=True, defence=1.0, slip=0.3, rollouts=0, candidates=3),
        HARD: Style(
            value_planning=True,
            defence=0.3,
            slip=0.0,
            rollouts=0,
            candidates=5,
            value_power=0.5,
            waits_for_self_draw=True,
        ),
    },
    PAOHUZI: {
        # Without value planning easy reads its hand by groups alone (huxi,
        # big cards and the 15-huxi minimum count for nothing), and it slips.
        EASY: Style(value_planning=False, defence=0.0, slip=0.3, rollouts=0),
        NORMAL: Style(value_planning=True, defence=1.0, slip=0.3, rollouts=0),
        HARD: Style(value_planning=True, defence=1.0, slip=0.0, rollouts=24),
    },
}


def style_for(variant: str, level: str) -> Style:
    """The ``level`` bot's style in ``variant``."""
    try:
        return STYLES[variant][level]
    except KeyError:
        raise ValueError(f"no {level!r} bot for {variant!r}") from None
