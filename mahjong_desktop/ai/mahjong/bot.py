"""The mahjong bots (Hong Kong and Sichuan) at every level: plan, weigh, defend.

Every choice is scored in the game's points. A hand after a discard is worth
its best route's odds of finishing times what that route would score (the
routes come from ``hand_value``); a discard costs its danger (``danger``):
the chance it feeds a ready opponent times what that opponent would win. The
best score wins, so pushing and folding fall out of one comparison. Claims
compare the best hand after the claim with the hand as it stands; kongs add
what they pay. The hard level refines the top discards by look-ahead.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from mahjong_desktop.ai.mahjong import danger as defence
from mahjong_desktop.ai.mahjong import lookahead, sichuan_wait
from mahjong_desktop.ai.mahjong.hand import (
    NO_ROUTE,
    Form,
    Route,
    counts_of_kinds,
    kept_counts,
    route_shanten,
    useful_draws,
    win_chance,
)
from mahjong_desktop.ai.mahjong.hand_value import Plan, hongkong_plan, sichuan_plan
from mahjong_desktop.ai.reasons import Decision
from mahjong_desktop.ai.style import Style
from mahjong_desktop.ai.view import MeldView, View
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.message import Message
from mahjong_desktop.variants.hongkong.scoring import MINIMUM_FAAN
from mahjong_desktop.variants.mahjong.tiles import format_kinds, suit_of
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
        self.melds = len(view.me.melds)
        self.counts = counts_of_kinds(view.hand_kinds())
        self.missing = view.me.missing or ""
        self.plan = self._plan(self.counts)
        self.unseen_total = max(1, sum(view.unseen))
        active = sum(1 for s in view.seats if not s.won)
        self.draws = view.tiles_left / max(1, active)
        base = SC_DEAL_IN if view.variant == "sichuan" else HK_DEAL_IN
        self.typical_win = SC_TYPICAL_WIN if view.variant == "sichuan" else HK_DEAL_IN
        self.threats = defence.threats(view, base) if style.defence and base else []

    def _plan(self, counts: list[int]) -> Plan:
        if self.view.variant == "sichuan":
            return sichuan_plan(self.view, counts, self.missing)
        return hongkong_plan(self.view, counts, self.style.limit_sight)

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
            chance = win_chance(shanten, 20, self.unseen_total, self.draws, _claims(route))
            scored.append((chance * worth, -shanten, route))
        scored.sort(key=lambda s: (s[0], s[1]), reverse=True)
        return [route for _, _, route in scored[:ROUTES_KEPT]]

    def hand_option(self, counts: list[int], melds: int, routes: Sequence[Route]) -> Option:
        """The worth of a 13-tile hand (between turns) over ``routes``."""
        best = Option(0.0, 0.0, NO_ROUTE, 0, "any")
        for route in routes:
            shanten = route_shanten(counts, melds, route, self.plan.rules)
            useful, _ = useful_draws(counts, melds, route, self.plan.rules, self.view.unseen)
            chance = win_chance(shanten, useful, self.unseen_total, self.draws, _claims(route))
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


class MahjongBot:
    """A Hong Kong or Sichuan bot of one ``Style``; ``decide`` gives the reason too."""

    def __init__(self, style: Style) -> None:
        self.style = style

    def decide(self, view: View, rng: random.Random) -> Decision:
        legal = view.legal
        if len(legal) == 1:
            return Decision(legal[0], self._forced_reason(view, legal[0]))
        wins = view.of_kind(Act.WIN)
        if wins:
            passes = view.of_kind(Act.PASS)
            if self.style.waits_for_self_draw and view.variant == "sichuan" and passes:
                odds = sichuan_wait.wait_odds(view)
                if odds is not None and sichuan_wait.better_to_wait(odds):
                    args = {"now": odds.now, "later": round(odds.self_draw, 1)}
                    return Decision(passes[0], Message("ai.wait_self_draw", args))
            return Decision(wins[0], Message("ai.win"))
        declares = view.of_kind(Act.DECLARE)
        if declares:
            return self._declare(view, declares)
        mind = MahjongMind(view, self.style, rng)
        if view.of_kind(Act.DISCARD):
            return self._turn(mind)
        return self._claim(mind)

    def _forced_reason(self, view: View, action: Action) -> Message:
        missing = view.me.missing
        if action.kind is Act.DISCARD and missing:
            tile = view.kind_of(action.tiles[0])
            if suit_of(tile) == missing:
                return Message("ai.clear_missing", {"tile": format_kinds([tile])})
        return Message("ai.only_choice")

    # --------------------------------------------------------- declare

    def _declare(self, view: View, options: list[Action]) -> Decision:
        """The suit to give up: fewest tiles, then the one the other two build best without."""
        kinds = view.hand_kinds()
        counts = counts_of_kinds(kinds)

        def cost(action: Action) -> tuple[int, int, str]:
            held = sum(1 for k in kinds if suit_of(k) == action.choice)
            kept = "".join(s for s in "mps" if s != action.choice)
            work = kept_counts(counts, kept)
            pairs = sum(1 for c in work if c >= 2)
            return (held, -pairs, action.choice)

        best = min(options, key=cost)
        held = sum(1 for k in kinds if suit_of(k) == best.choice)
        return Decision(best, Message("ai.declare", {"suit": best.choice, "count": held}))

    # ------------------------------------------------------------ turn

    def _turn(self, mind: MahjongMind) -> Decision:
        view = mind.view
        discards = view.of_kind(Act.DISCARD)
        by_kind: dict[int, Action] = {}
        for action in discards:
            by_kind.setdefault(view.kind_of(action.tiles[0]), action)
        counts = mind.counts
        options = mind.discard_options(counts, mind.melds, sorted(by_kind))
        if self.style.rollouts and len(options) > 1:
            options = lookahead.refine(mind, options, rng=mind.rng)
        choice = self._slip(options, mind.rng)
        kong = self._kong(mind, choice)
        if kong is not None:
            return kong
        action = by_kind[choice.kind]
        return Decision(action, self._discard_reason(mind, options, choice))

    def _slip(self, options: list[Option], rng: random.Random) -> Option:
        """Easy sometimes takes the runner-up of two close discards, as a person might."""
        if self.style.slip and len(options) > 1 and rng.random() < self.style.slip:
            first, second = options[0], options[1]
            slower = second.shanten - first.shanten
            if slower > 0 and slower <= self.style.slip_shanten:
                return second  # a beginner breaks a shape now and then
            if slower <= 0 and second.score >= 0.6 * first.score:
                return second
        return options[0]

    def _kong(self, mind: MahjongMind, best: Option) -> Decision | None:
        view = mind.view
        kongs = view.of_kind(Act.CONCEALED_KONG) + view.of_kind(Act.ADDED_KONG)
        for kong in kongs:
            kind = view.kind_of(kong.tiles[0])
            counts = list(mind.counts)
            concealed = kong.kind is Act.CONCEALED_KONG
            counts[kind] -= 4 if concealed else 1
            melds = mind.melds + (1 if concealed else 0)
            if sum(counts) != 13 - 3 * melds:
                continue
            after = mind.hand_option(counts, melds, mind.routes_for(counts, melds))
            paid = self._kong_payment(view, concealed)
            if after.shanten <= best.shanten and after.value + paid >= best.value * 0.9:
                code = "ai.kong_paid" if paid else "ai.kong"
                return Decision(kong, Message(code, {"tile": format_kinds([kind])}))
        return None

    def _kong_payment(self, view: View, concealed: bool) -> float:
        if view.variant != "sichuan":
            return 0.0
        payers = sum(1 for s in view.opponents() if not view.seats[s].won)
        return float(payers * (CONCEALED_KONG_CHARGE if concealed else ADDED_KONG_CHARGE))

    def _discard_reason(self, mind: MahjongMind, options: list[Option], choice: Option) -> Message:
        view = mind.view
        tile = format_kinds([choice.kind])
        if view.variant == "sichuan" and mind.missing and suit_of(choice.kind) == mind.missing:
            return Message("ai.clear_missing", {"tile": tile})
        # Defence made the choice when the hand alone would have thrown a riskier tile.
        greedy = max(options, key=lambda o: (o.value, -o.shanten, o.useful, -o.risk))
        threat = defence.most_threatening(mind.threats)
        if threat is not None and choice.risk < greedy.risk and choice.kind != greedy.kind:
            return Message("ai.fold", {"seat": threat.seat, "tile": tile, "seats": view.seat_count})
        args = {"shanten": choice.shanten, "useful": choice.useful, "tile": tile}
        if choice.route != "any":
            return Message("ai.discard_route", {**args, "route": choice.route})
        return Message("ai.discard", args)

    # ----------------------------------------------------------- claims

    def _claim(self, mind: MahjongMind) -> Decision:
        view = mind.view
        passes = view.of_kind(Act.PASS)
        if not passes:  # nothing to decline: take the first claim offered
            return Decision(view.legal[0], Message("ai.only_choice"))
        counts = mind.counts
        now = mind.hand_option(counts, mind.melds, mind.routes_for(counts, mind.melds))
        best: tuple[float, Action, Option] | None = None
        for action in view.legal:
            if action.kind not in (Act.PUNG, Act.CHOW, Act.KONG):
                continue
            option = self._after_claim(mind, action)
            if option is None:
                continue
            if best is None or option.score > best[0]:
                best = (option.score, action, option)
        offered = format_kinds([view.kind_of(view.offer)]) if view.offer is not None else ""
        if best is not None and best[0] > max(now.value * self.style.claim_margin, 1e-9):
            _, action, option = best
            args = {"kind": action.kind.value, "tile": offered, "shanten": option.shanten}
            return Decision(action, Message("ai.claim", args))
        if view.variant == "hongkong" and best is None and view.legal:
            return Decision(passes[0], Message("ai.pass_value", {"minimum": MINIMUM_FAAN}))
        return Decision(passes[0], Message("ai.pass"))

    def _after_claim(self, mind: MahjongMind, action: Action) -> Option | None:
        """The best the hand can do after ``action`` (and the discard it owes)."""
        view = mind.view
        if view.offer is None:
            return None
        after = MahjongMind(_claimed_view(view, action), self.style, mind.rng)
        counts = after.counts
        if action.kind is Act.KONG:
            routes = after.routes_for(counts, after.melds)
            if not routes:
                return None
            option = after.hand_option(counts, after.melds, routes)
            paid = EXPOSED_KONG_CHARGE if view.variant == "sichuan" else 0
            value = option.value + paid
            return Option(value, value, option.shanten, option.useful, option.route)
        kinds = sorted(k for k in range(len(counts)) if counts[k])
        options = after.discard_options(counts, after.melds, kinds)
        usable = [o for o in options if o.value > 0]
        return usable[0] if usable else None


def _claimed_view(view: View, action: Action) -> View:
    """The seat's view as if ``action`` had taken the offered tile into a meld."""
    assert view.offer is not None
    tiles = (*action.tiles, view.offer)
    shape = {Act.CHOW: "chow", Act.KONG: "kong"}.get(action.kind, "pung")
    meld = MeldView(shape, tuple(view.kind_of(t) for t in tiles), len(tiles), view.offer_source)
    me = replace(view.me, melds=(*view.me.melds, meld))
    seats = tuple(me if s.seat == view.seat else s for s in view.seats)
    hand = tuple(t for t in view.hand if t not in action.tiles)
    return replace(view, hand=hand, seats=seats, drawn=None)


def _claims(route: Route) -> bool:
    """Whether discards may help the route along (seven pairs takes only its winning tile)."""
    return route.form is not Form.PAIRS
