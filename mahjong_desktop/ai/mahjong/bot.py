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
from dataclasses import replace

from mahjong_desktop.ai.mahjong import danger as defence
from mahjong_desktop.ai.mahjong import lookahead, sichuan_wait
from mahjong_desktop.ai.mahjong.exchange_choice import choose_exchange
from mahjong_desktop.ai.mahjong.hand import (
    Form,
    Route,
    counts_of_kinds,
    kept_counts,
    route_shanten,
)
from mahjong_desktop.ai.mahjong.mind import RULES, MahjongMind, Option
from mahjong_desktop.ai.reasons import Decision
from mahjong_desktop.ai.style import Style
from mahjong_desktop.ai.view import MeldView, View
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.mahjong.tiles import format_kinds, suit_of
from mahjong_desktop.variants.registry import facts_of

ANY_SHAPE = Route("any_shape", Form.ANY, None, 0.0)  # every winning form the game allows


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
            waits = self.style.waits_for_self_draw and RULES[view.variant].plays_on_after_win
            if waits and passes:
                odds = sichuan_wait.wait_odds(view)
                if odds is not None and sichuan_wait.better_to_wait(odds):
                    args = {"now": odds.now, "later": round(odds.self_draw, 1)}
                    return Decision(passes[0], Message("ai.wait_self_draw", args))
            return Decision(wins[0], Message("ai.win"))
        exchanges = view.of_kind(Act.EXCHANGE)
        if exchanges:
            return Decision(*choose_exchange(exchanges, view.hand, view.kind_of))
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
        charges = RULES[view.variant].kong_charges
        if charges is None:
            return 0.0
        payers = sum(1 for s in view.opponents() if not view.seats[s].won)
        return float(payers * (charges.concealed if concealed else charges.added))

    def _discard_reason(self, mind: MahjongMind, options: list[Option], choice: Option) -> Message:
        view = mind.view
        tile = format_kinds([choice.kind])
        declares = facts_of(view.variant).declares_missing_suit
        if declares and mind.missing and suit_of(choice.kind) == mind.missing:
            return Message("ai.clear_missing", {"tile": tile})
        # Defence made the choice when the hand alone would have thrown a riskier tile.
        greedy = max(options, key=lambda o: (o.value, -o.shanten, o.useful, -o.risk))
        threat = defence.most_threatening(mind.threats)
        if threat is not None and choice.risk < greedy.risk and choice.kind != greedy.kind:
            return Message("ai.fold", {"seat": threat.seat, "tile": tile, "seats": view.seat_count})
        # The distance the wait line shows (any winning shape), so the two agree;
        # a route's own distance is told beside it, with why the route was chosen.
        rest = list(mind.counts)
        rest[choice.kind] -= 1
        nearest = route_shanten(rest, mind.melds, ANY_SHAPE, mind.plan.rules)
        args = {"shanten": nearest, "useful": choice.useful, "tile": tile}
        if choice.route != "any":
            route = {"shanten": choice.shanten, "nearest": nearest, "route": choice.route}
            return Message("ai.discard_route", {**args, **route})
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
        minimum = mind.rules.minimum_score
        if minimum and best is None and view.legal:  # no reason to give at a 0 minimum
            return Decision(passes[0], Message("ai.pass_value", {"minimum": minimum}))
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
            charges = mind.rules.kong_charges
            paid = charges.exposed if charges is not None else 0
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
