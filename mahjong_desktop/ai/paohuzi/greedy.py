"""A greedy Paohuzi policy: win at once, meld what scores, discard the loneliest card.

It sees only its seat's observation. Wei and ti are automatic in the game, so
the choices are: win, pao (always: it raises huxi), peng (a pair scores
nothing, a peng does), chi when it scores or only uses cards that pair with
nothing, and the discard of the card that joins the fewest possible groups.
"""

from __future__ import annotations

import random

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.protocol import Seen
from mahjong_desktop.variants.paohuzi.cards import counts_of, is_big, kind_of
from mahjong_desktop.variants.paohuzi.groups import CHI_SHAPES_WITH, chi_huxi

PAIR_WEIGHT = 3  # a copy of the same card is worth more than a sequence neighbour


def usefulness(kind: int, counts: list[int]) -> int:
    """How many ways ``kind`` helps groups in a hand with ``counts`` (itself included)."""
    score = PAIR_WEIGHT * (counts[kind] - 1)
    for shape in CHI_SHAPES_WITH[kind]:
        rest = list(shape)
        rest.remove(kind)
        score += sum(1 for k in set(rest) if counts[k] > 0)
    return score


def choose_discard(hand: list[int], options: list[Action], rng: random.Random) -> Action:
    """The legal discard least useful to groups; small cards before big (less huxi)."""
    counts = counts_of(kind_of(c) for c in hand)

    def value(action: Action) -> tuple[int, int, float]:
        kind = kind_of(action.tiles[0])
        return (usefulness(kind, counts), int(is_big(kind)), rng.random())

    return min(options, key=value)


def chi_value(action: Action, hand: list[int], card: int) -> tuple[int, int]:
    """(huxi of the groups laid, minus the pairs it breaks) for a chi action."""
    counts = counts_of(kind_of(c) for c in hand)
    claimed = kind_of(card)
    main = tuple(sorted((*(kind_of(c) for c in action.tiles), claimed)))
    huxi = chi_huxi(main) + sum(chi_huxi(tuple(kind_of(c) for c in g)) for g in action.groups)
    broken = sum(1 for c in action.tiles if counts[kind_of(c)] >= 2)
    return huxi, -broken


def choose_paohuzi(observation: Seen, rng: random.Random) -> Action:
    """The greedy choice among ``observation["legal"]``."""
    legal = [Action.from_json(entry["action"]) for entry in observation["legal"]]
    by_kind: dict[Act, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    for kind in (Act.WIN, Act.PAO, Act.PENG):
        if kind in by_kind:
            return by_kind[kind][0]
    hand: list[int] = observation["hand"]
    if Act.DISCARD in by_kind:
        return choose_discard(hand, by_kind[Act.DISCARD], rng)
    offer = observation["offer"]
    card = offer["tile"] if offer is not None else None
    if Act.CHI in by_kind and card is not None:
        best = max(by_kind[Act.CHI], key=lambda a: chi_value(a, hand, card))
        huxi, unbroken = chi_value(best, hand, card)
        if huxi > 0 or unbroken == 0:
            return best
    return next(a for a in legal if a.kind is Act.PASS)
