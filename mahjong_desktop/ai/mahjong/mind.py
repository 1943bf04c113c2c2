"""One mahjong seat's hand weighed at one decision: the routes it may take, their worth,
and each discard's danger, as the scored ``Option``s the bot (``bot``) and the
look-ahead (``lookahead``) compare.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from mahjong_desktop.ai.mahjong import danger as defence
from mahjong_desktop.ai.mahjong.hand import (
    NO_ROUTE,
    Form,
    Route,
    counts_of_kinds,
    route_shanten,
    useful_draws,
    win_chance,
)
from mahjong_desktop.ai.mahjong.hand_value import Plan, hongkong_plan, sichuan_plan
from mahjong_desktop.ai.style import Style
from mahjong_desktop.ai.view import View
from mahjong_desktop.variants.hongkong.house import MINIMUM_FAAN, HongKongRules
from mahjong_desktop.variants.registry import HONG_KONG, SICHUAN
from mahjong_desktop.variants.sichuan.scoring import (
    ADDED_KONG_CHARGE,
    CONCEALED_KONG_CHARGE,
    EXPOSED_KONG_CHARGE,
)

HK_DEAL_IN = 3 * 16.0  # a typical Hong Kong win (4 faan) paid three times by the discarder
# Sichuan discards are not weighed for danger: play goes on after a win, a fed
# win costs one base, and a folded hand loses its own wins and risks the
# not-ready penalty. Duplicate deals against easy (normal minus easy, 60 walls):
# danger weighed at 0.1 of a 3-point win +0.25, not at all +1.09 points a deal
# (earlier, 40 walls: full weight -0.46, 0.3 -0.15, 0.15 -0.13, none +0.35).
SC_DEAL_IN = 0.0
SC_TYPICAL_WIN = 3.0
EASY_WORTH = 1.0  # what easy counts any reachable valid win as (it does not weigh value)
ROUTES_KEPT = 3


@dataclass(frozen=True)
class KongCharges:
    """A game's kong payments, paid at once when the kong is made (Sichuan)."""

    exposed: int  # by the discarder of the claimed tile
    added: int  # by each active opponent
    concealed: int  # by each active opponent


@dataclass(frozen=True)
class MahjongRules:
    """What the bot weighs differently in each mahjong game."""

    plan: Callable[[MahjongMind, list[int]], Plan]  # the routes a hand may take, valued
    deal_in: float  # what feeding a win costs, to weigh a discard's danger (0: not weighed)
    typical_win: float  # what value planning compares a route's worth to
    plays_on_after_win: bool  # a winner leaves and play goes on: a win may wait for a draw
    kong_charges: KongCharges | None  # kongs paid for at once, if the game has them
    minimum_score: int | None  # the least a win must score, a reason to pass a claim


def _hongkong_plan(mind: MahjongMind, counts: list[int]) -> Plan:
    return hongkong_plan(mind.view, counts, mind.style.limit_sight)


def _sichuan_plan(mind: MahjongMind, counts: list[int]) -> Plan:
    return sichuan_plan(mind.view, counts, mind.missing)


# Per game, by the registry's names.
RULES: dict[str, MahjongRules] = {
    HONG_KONG: MahjongRules(
        plan=_hongkong_plan,
        deal_in=HK_DEAL_IN,
        typical_win=HK_DEAL_IN,
        plays_on_after_win=False,
        kong_charges=None,
        minimum_score=MINIMUM_FAAN,
    ),
    SICHUAN: MahjongRules(
        plan=_sichuan_plan,
        deal_in=SC_DEAL_IN,
        typical_win=SC_TYPICAL_WIN,
        plays_on_after_win=True,
        kong_charges=KongCharges(EXPOSED_KONG_CHARGE, ADDED_KONG_CHARGE, CONCEALED_KONG_CHARGE),
        minimum_score=None,
    ),
}


def _hongkong_house(view: View) -> MahjongRules:
    """Hong Kong's bot rules for the house rules in force: the minimum a passed claim
    names, and what feeding a win costs the discarder (twice the base, not three
    times, when every loser pays on a discard)."""
    house = HongKongRules.of(view.rules)
    return _hongkong_rules(house.minimum, house.shared)


@lru_cache(maxsize=8)
def _hongkong_rules(minimum: int, shared: bool) -> MahjongRules:
    deal_in = HK_DEAL_IN * 2 / 3 if shared else HK_DEAL_IN
    return replace(RULES[HONG_KONG], minimum_score=minimum, deal_in=deal_in)


@dataclass(frozen=True)
class Option:
    """One way to leave the hand after a choice: its score and what it keeps."""

    score: float
    value: float  # odds times points, before danger
    shanten: int
    useful: int
    route: str
    kind: int = -1  # the discarded kind, if any
    risk: float = 0.0
    # The route itself: names repeat (a flush route per suit), the look-ahead needs the one.
    target: Route | None = None


class MahjongMind:
    """The evaluation of one seat's hand at one decision."""

    def __init__(self, view: View, style: Style, rng: random.Random) -> None:
        self.view = view
        self.style = style
        self.rng = rng
        self.rules = _hongkong_house(view) if view.variant == HONG_KONG else RULES[view.variant]
        self.melds = len(view.me.melds)
        self.counts = counts_of_kinds(view.hand_kinds())
        self.missing = view.me.missing or ""
        self.plan = self._plan(self.counts)
        self.unseen_total = max(1, sum(view.unseen))
        active = sum(1 for s in view.seats if not s.won)
        self.draws = view.tiles_left / max(1, active)
        base = self.rules.deal_in
        self.typical_win = self.rules.typical_win
        self.threats = defence.threats(view, base) if style.defence and base else []

    def _plan(self, counts: list[int]) -> Plan:
        return self.rules.plan(self, counts)

    def worth(self, route: Route) -> float:
        if route.points <= 0:
            return route.points
        if self.style.value_planning:
            ref = self.typical_win
            return ref * (route.points / ref) ** self.style.value_power
        return EASY_WORTH

    # ------------------------------------------------------------ hands

    def routes_for(self, counts: list[int], melds: int) -> list[Route]:
        """The routes worth a closer look: the best few by shanten and worth."""
        scored = []
        for route in self.plan.routes:
            worth = self.worth(route)
            if worth <= 0:
                continue
            shanten = route_shanten(counts, melds, route, self.plan.rules)
            if shanten >= NO_ROUTE:
                continue
            chance = win_chance(shanten, 20, self.unseen_total, self.draws, claims_help(route))
            scored.append((chance * worth, -shanten, route))
        scored.sort(key=lambda s: (s[0], s[1]), reverse=True)
        return [route for _, _, route in scored[:ROUTES_KEPT]]

    def hand_option(self, counts: list[int], melds: int, routes: Sequence[Route]) -> Option:
        """The worth of a 13-tile hand (between turns) over ``routes``."""
        best = Option(0.0, 0.0, NO_ROUTE, 0, "any")
        for route in routes:
            shanten = route_shanten(counts, melds, route, self.plan.rules)
            useful, _ = useful_draws(counts, melds, route, self.plan.rules, self.view.unseen)
            chance = win_chance(shanten, useful, self.unseen_total, self.draws, claims_help(route))
            value = chance * self.worth(route)
            # Ties (both zero far from ready) go to the nearer, then the wider hand.
            key = (value, -shanten, useful)
            if key > (best.value, -best.shanten, best.useful):
                best = Option(value, value, shanten, useful, route.name, target=route)
        return best

    def discard_options(self, counts: list[int], melds: int, kinds: Sequence[int]) -> list[Option]:
        """Every discard kind scored, best first; only the front runners get the full count."""
        routes = self.routes_for(counts, melds)
        quick = []
        for kind in kinds:
            counts[kind] -= 1
            nearest = min(
                (route_shanten(counts, melds, r, self.plan.rules) for r in routes), default=NO_ROUTE
            )
            counts[kind] += 1
            quick.append((nearest, self._connection(kind, counts), kind))
        quick.sort()
        options = []
        for rank, (nearest, _, kind) in enumerate(quick):
            risk = self.risk(kind)
            if rank < self.style.candidates or risk > 0:
                counts[kind] -= 1
                option = self.hand_option(counts, melds, routes)
                counts[kind] += 1
            else:
                option = Option(0.0, 0.0, nearest, 0, "any")
            score = option.value - risk
            options.append(replace(option, score=score, kind=kind, risk=risk))
        options.sort(key=lambda o: (o.score, -o.shanten, o.useful), reverse=True)
        return options

    def risk(self, kind: int) -> float:
        if not self.threats:
            return 0.0
        return self.style.defence * defence.danger(self.view, self.threats, kind)

    def _connection(self, kind: int, counts: list[int]) -> int:
        """How many held tiles ``kind`` works with (itself included): isolated tiles,
        the likeliest discards, come first among equally near ones."""
        if kind >= 27:
            return 2 * counts[kind]
        low, high = kind - kind % 9, kind - kind % 9 + 8
        return sum(counts[k] for k in range(max(low, kind - 2), min(high, kind + 2) + 1))


def claims_help(route: Route) -> bool:
    """Whether discards may help the route along (seven pairs takes only its winning tile)."""
    return route.form is not Form.PAIRS
