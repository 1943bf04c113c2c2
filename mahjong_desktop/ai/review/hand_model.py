"""Hong Kong options valued by the hard bot's own hand model, not by play-outs.

Why: a Hong Kong deal's points hang on a few limit hands, and most play-outs
end in a draw that pays both options nothing, so a play-out's difference
between two discards is about +-120 points against true differences of a few
points. At any budget a review can afford, play-outs could not tell a random
seat from a hard one (benchmarks/results/review.md). The hard bot's model sees
what play-outs drown: how near the hand is to ready (shanten), how many tiles
help it, and the faan each route would score.

How: the option's value is what the hard bot scores the hand left by it,
weighing points as they are (``value_power`` 1, where the bot in play favours
speed with 0.5): over the best routes the hand may take, the odds of finishing
(shanten and useful tiles against the draws left, ``hand.win_chance``) times
what the route scores (``hand_value.hongkong_plan``: its faan, the house rules
in force), less a discard's danger as the hard bot weighs it. Every discard is
counted in full (the bot in play counts only its front runners), and the
leaders are refined by the hard bot's look-ahead with the advice's seed, so
the judge's values are the ones its choice came from. Claims are the hand
after the claim (and its best discard) against the hand as it stands, a kong
the hand after it. It reads only the seat's observation, and it is a count, not
a sample: its uncertainty is the model's, not noise, so its error is 0. A win
declined (or any other kind) is not modelled: ``weigh`` returns None and the
judge plays it out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mahjong_desktop.ai import level_names
from mahjong_desktop.ai import view as views
from mahjong_desktop.ai.levels import ADVICE_SEED
from mahjong_desktop.ai.mahjong import danger as defence
from mahjong_desktop.ai.mahjong import lookahead
from mahjong_desktop.ai.mahjong.bot import MahjongBot
from mahjong_desktop.ai.mahjong.mind import MahjongMind, Option
from mahjong_desktop.ai.review.option_value import OptionValue
from mahjong_desktop.ai.style import style_for
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.protocol import observation_of
from mahjong_desktop.engine.rng import decision_rng

CLAIMS = (Act.PUNG, Act.CHOW, Act.KONG)
KONGS = (Act.CONCEALED_KONG, Act.ADDED_KONG)
MODELLED = frozenset({Act.DISCARD, Act.PASS, *CLAIMS, *KONGS})
ALL_DISCARDS = 99  # every discard given the full count, not only the front runners


def weigh(deal: Deal, seat: int, options: Sequence[Action]) -> tuple[OptionValue, ...] | None:
    """Each option's value by the hard bot's model, or None when one is not modelled."""
    if any(action.kind not in MODELLED for action in options):
        return None
    view = views.read(observation_of(deal, seat))
    hard = style_for(view.variant, level_names.HARD)
    style = replace(hard, slip=0.0, candidates=ALL_DISCARDS, value_power=1.0)
    rng = decision_rng(ADVICE_SEED, view.seat, view.action_index)  # the advice's own seed
    mind = MahjongMind(view, style, rng)
    discards: dict[int, Option] | None = None
    values = []
    for action in options:
        if action.kind is Act.DISCARD:
            discards = discards if discards is not None else _discards(mind)
            option: Option | None = discards.get(view.kind_of(action.tiles[0]))
        elif action.kind is Act.PASS:
            counts = mind.counts
            option = mind.hand_option(counts, mind.melds, mind.routes_for(counts, mind.melds))
        elif action.kind in CLAIMS:
            # The bot's own reading of a claim, so the judge weighs it as the bot chose it.
            option = MahjongBot(style)._after_claim(mind, action)
        else:
            option = _after_kong(mind, action)
        if option is None and action.kind in KONGS:
            return None  # a shape the model does not read: the judge plays it out
        values.append(_value(mind, action, option))
    return tuple(values)


def _discards(mind: MahjongMind) -> dict[int, Option]:
    view = mind.view
    kinds = sorted({view.kind_of(a.tiles[0]) for a in view.of_kind(Act.DISCARD)})
    options = mind.discard_options(list(mind.counts), mind.melds, kinds)
    if mind.style.rollouts and len(options) > 1:
        options = lookahead.refine(mind, options, mind.rng)
    return {o.kind: o for o in options}


def _after_kong(mind: MahjongMind, action: Action) -> Option | None:
    """The hand after a kong of its own, as the bot weighs one (before the replacement)."""
    kind = mind.view.kind_of(action.tiles[0])
    counts = list(mind.counts)
    concealed = action.kind is Act.CONCEALED_KONG
    counts[kind] -= 4 if concealed else 1
    melds = mind.melds + concealed
    if min(counts) < 0 or sum(counts) != 13 - 3 * melds:
        return None
    return mind.hand_option(counts, melds, mind.routes_for(counts, melds))


def _value(mind: MahjongMind, action: Action, option: Option | None) -> OptionValue:
    """The option's expected points, its odds of winning and of feeding a win now."""
    if option is None:  # a claim that leaves no route worth anything
        return OptionValue(action, 0.0, 0.0, 0.0)
    route = option.target
    win = option.value / route.points if route is not None and route.points > 0 else 0.0
    fed = 0.0
    if option.kind >= 0:  # the discard it makes (after a claim too)
        fed = sum(t.ready * defence.wait_share(mind.view, t, option.kind) for t in mind.threats)
    return OptionValue(action, option.value - option.risk, min(1.0, win), min(1.0, fed))
