"""The Paohuzi bots at every level: build groups and huxi toward a 15-huxi win.

Each choice is judged by the prospect of the hand it leaves (``evaluation``)
next to the melds on the table, counting what a meld adds in huxi and the
discard it owes. Wins and pao are always taken (a pao only adds huxi); peng and
chi are taken when the hand after them, and after its best discard, beats
passing, which also costs something: a passed card turns stinking. A discard
that a later mandatory wei could leave without a legal discard (a dead hand)
is avoided. Wins come only from stock reveals, so defence is about not feeding
pengs and pao to opponents that already show many huxi. Hard looks ahead on
sampled stock orders. The house rules in force (``View.rules``) set the huxi a
win needs and, with colour hands on, what red cards are worth (but to a beginner).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass
from itertools import takewhile

from mahjong_desktop.ai.paohuzi.evaluation import (
    PAIR,
    PART,
    Prospect,
    colour_hope,
    dead_risk,
    groups_only,
    kinds_counts,
    prospect,
)
from mahjong_desktop.ai.reasons import Decision
from mahjong_desktop.ai.style import Style
from mahjong_desktop.ai.view import MeldView, View
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.paohuzi.cards import card_name, is_big
from mahjong_desktop.variants.paohuzi.discard_rule import KAN_SIZE as KAN
from mahjong_desktop.variants.paohuzi.discard_rule import owes_discard
from mahjong_desktop.variants.paohuzi.groups import (
    CHI_SHAPES_WITH,
    FOUR_CARD_KINDS,
    Group,
    GroupKind,
    identical,
)
from mahjong_desktop.variants.paohuzi.scoring import MIN_HUXI
from mahjong_desktop.variants.paohuzi.wins import RED_KINDS
from mahjong_desktop.variants.paohuzi.wins import minimum as huxi_minimum

DEAD_HAND = 25.0  # a hand that may go dead: it can never win again
FEED = 0.5  # per copy an opponent may hold as a pair, scaled by its peng huxi
CLAIM_MARGIN = 0.5  # a meld must beat passing by this much: it shows the hand
LOOKED_AT = 3  # candidates played forward, at most
CLOSE = 4.0  # prospect points from the best within which a candidate is sampled
FORWARD_STEPS = 6  # reveals played forward
CHI_SHARE = 2 / 3  # of reveals, those by oneself or the seat before: the ones one may chi


@dataclass(frozen=True)
class Table:
    """The seat's melds as groups: how many, their huxi, four-card groups, cards, red cards."""

    groups: int
    huxi: int
    fours: int
    cards: int
    red: int = 0


def meld_table(melds: Sequence[MeldView], extra: Sequence[Group] = ()) -> Table:
    groups, huxi, fours, cards, red = 0, 0, 0, 0, 0
    for meld in melds:
        groups += 1
        cards += meld.size
        red += sum(k in RED_KINDS for k in meld.kinds)
        kind = GroupKind(meld.kind)
        fours += kind in FOUR_CARD_KINDS
        with suppress(IllegalActionError):  # a group the observer sees only in part
            huxi += Group(kind, meld.kinds).huxi
    for group in extra:
        groups += 1
        cards += group.size
        fours += group.kind in FOUR_CARD_KINDS
        huxi += group.huxi
        red += sum(k in RED_KINDS for k in group.kinds)
    return Table(groups, huxi, fours, cards, red)


class PaohuziBot:
    def __init__(self, style: Style) -> None:
        self.style = style
        self.minimum = MIN_HUXI  # the huxi a win needs: the rules in force, read by ``decide``
        self.colours = False  # whether colour hands are played

    def decide(self, view: View, rng: random.Random) -> Decision:
        self.minimum = huxi_minimum(view.rules)
        self.colours = bool(view.rules.get("colour_hands", False))
        legal = view.legal
        if len(legal) == 1:
            return Decision(legal[0], Message("ai.only_choice"))
        wins = view.of_kind(Act.WIN)
        if wins:
            return Decision(wins[0], Message("ai.win"))
        paos = view.of_kind(Act.PAO)
        if paos:  # a pao only adds huxi
            gain = pao_gain(view, paos[0])
            return Decision(paos[0], Message("ai.phz_meld", {"kind": "pao", "huxi": gain}))
        if view.of_kind(Act.DISCARD):
            return self._discard(view, rng)
        return self._claim(view, rng)

    # ---------------------------------------------------------- discards

    def _discard(self, view: View, rng: random.Random) -> Decision:
        kinds = view.hand_kinds()
        table = meld_table(view.me.melds)
        scored = self._rank_discards(view, kinds, table)
        if self.style.rollouts and len(scored) > 1:
            scored = self._look_ahead(view, kinds, table, scored, rng)
        choice = scored[0]
        slips = self.style.slip and len(scored) > 1 and rng.random() < self.style.slip
        if slips and scored[1][0] >= scored[0][0] - PART:
            choice = scored[1]  # easy: the runner-up of two close discards
        _, kind, after = choice
        action = next(a for a in view.of_kind(Act.DISCARD) if view.kind_of(a.tiles[0]) == kind)
        tile = card_name(kind)
        if after.groups + after.near:
            args = {
                "tile": tile,
                "groups": after.groups + after.near,
                "huxi": table.huxi + after.huxi,
            }
            return Decision(action, Message("ai.phz_keep", args))
        return Decision(action, Message("ai.phz_discard", {"tile": tile}))

    def _rank_discards(
        self, view: View, kinds: list[int], table: Table
    ) -> list[tuple[float, int, Prospect]]:
        legal = sorted({view.kind_of(a.tiles[0]) for a in view.of_kind(Act.DISCARD)})
        scored = []
        for kind in legal:
            rest = list(kinds)
            rest.remove(kind)
            scored.append(
                (
                    self._worth(view, rest, table) - self._feed(view, kind),
                    kind,
                    self._prospect(rest, table),
                )
            )
        scored.sort(key=lambda s: (s[0], -s[1]), reverse=True)
        return scored

    def _prospect(self, kinds: list[int], table: Table) -> Prospect:
        return prospect(kinds_counts(kinds), table.groups, table.huxi, self.minimum)

    def _worth(self, view: View, kinds: list[int], table: Table) -> float:
        counts = kinds_counts(kinds)
        found = prospect(counts, table.groups, table.huxi, self.minimum)
        # Without value planning (easy) the hand is judged by its groups alone.
        if self.style.value_planning:
            score = found.score
            if self.colours:
                red = table.red + sum(k in RED_KINDS for k in kinds)
                score += colour_hope(red, table.cards + len(kinds))
        else:
            score = groups_only(found, table.huxi, self.minimum)
        if dead_risk(counts):
            score -= DEAD_HAND
        return score

    def _feed(self, view: View, kind: int) -> float:
        """What a discard may hand an opponent: a peng of it, weighed by their shown huxi."""
        if not self.style.defence:
            return 0.0
        held_elsewhere = view.unseen[kind]
        if held_elsewhere < 2:
            return 0.0
        shown = max((view.seats[s].huxi for s in view.opponents()), default=0)
        urgency = 1.0 + shown / 10
        return (
            self.style.defence
            * FEED
            * (held_elsewhere - 1)
            * (3 if is_big(kind) else 1)
            * urgency
            / 3
        )

    # ------------------------------------------------------------ claims

    def _claim(self, view: View, rng: random.Random) -> Decision:
        passes = view.of_kind(Act.PASS)
        if not passes or view.offer is None:
            return Decision(view.legal[0], Message("ai.only_choice"))
        kinds = view.hand_kinds()
        table = meld_table(view.me.melds)
        offered = view.kind_of(view.offer)
        now = self._worth(view, kinds, table) - self._stinking_cost(view, kinds, offered)
        best: tuple[float, Action, int] | None = None
        for action in view.legal:
            if action.kind not in (Act.PENG, Act.CHI):
                continue
            value, huxi = self._after_meld(view, kinds, action, offered)
            if best is None or value > best[0]:
                best = (value, action, huxi)
        if best is not None and best[0] > now + CLAIM_MARGIN:
            value, action, huxi = best
            if action.kind is Act.CHI:
                return Decision(action, Message("ai.phz_chi", {"huxi": huxi}))
            return Decision(
                action, Message("ai.phz_meld", {"kind": action.kind.value, "huxi": huxi})
            )
        return Decision(passes[0], Message("ai.phz_pass"))

    def _stinking_cost(self, view: View, kinds: list[int], offered: int) -> float:
        """Passing a card we could meld makes it stinking: later copies are barred."""
        if offered in view.stinking or not any(a.kind in (Act.CHI, Act.PENG) for a in view.legal):
            return 0.0
        held = kinds.count(offered)
        left = view.unseen[offered]
        return (PAIR if held == 2 else PART * 0.5 if held == 1 else 0.0) * min(1.0, left / 2)

    def _after_meld(
        self, view: View, kinds: list[int], action: Action, offered: int
    ) -> tuple[float, int]:
        """(worth of the hand after the meld and its best discard, huxi the meld adds)."""
        rest = list(kinds)
        used = [view.kind_of(t) for t in action.tiles]
        extra_groups = []
        if action.kind is Act.PENG:
            extra_groups.append(Group(GroupKind.PENG, (*used, offered)))
        else:
            extra_groups.append(Group(GroupKind.CHI, (*used, offered)))
            for group in action.groups:
                extra_groups.append(Group(GroupKind.CHI, tuple(view.kind_of(t) for t in group)))
        for group_ids in (action.tiles, *action.groups):
            for tile in group_ids:
                rest.remove(view.kind_of(tile))
        table = meld_table(view.me.melds, extra_groups)
        huxi = sum(g.huxi for g in extra_groups)
        if not owes_discard(len(rest) + table.cards, table.fours):
            return self._worth(view, rest, table), huxi
        choices = {k for k in rest if rest.count(k) < KAN}
        if not choices:
            return -DEAD_HAND, huxi
        best = max(
            self._worth(view, [*_without(rest, k)], table) - self._feed(view, k) for k in choices
        )
        return best, huxi

    # --------------------------------------------------------- look-ahead

    def _look_ahead(
        self,
        view: View,
        kinds: list[int],
        table: Table,
        scored: list[tuple[float, int, Prospect]],
        rng: random.Random,
    ) -> list[tuple[float, int, Prospect]]:
        """Re-rank close leaders by their worth after sampled reveals of the stock.

        Only candidates within ``CLOSE`` prospect points of the best are played
        forward; each keeps half its formula worth, so sampling noise can only
        settle a close call. All candidates share the same samples.
        """
        pool = [k for k, n in enumerate(view.unseen) for _ in range(n)]
        steps = min(len(pool), max(1, view.tiles_left // view.seat_count), FORWARD_STEPS)
        top = scored[0][0]
        leaders = list(takewhile(lambda s: s[0] >= top - CLOSE, scored[:LOOKED_AT]))
        if len(leaders) < 2 or not steps:
            return scored
        futures = [rng.sample(pool, steps) for _ in range(self.style.rollouts)]
        chi_chances = [[rng.random() < CHI_SHARE for _ in range(steps)] for _ in futures]
        rescored = []
        for score, kind, after in leaders:
            rest = _without(kinds, kind)
            total = sum(
                self._play_forward(rest, table, future, chances)
                for future, chances in zip(futures, chi_chances, strict=True)
            )
            worth = total / len(futures)
            rescored.append(((score + worth - self._feed(view, kind)) / 2, kind, after))
        rescored.sort(key=lambda s: (s[0], -s[1]), reverse=True)
        return rescored + scored[len(leaders) :]

    def _play_forward(
        self, kinds: list[int], table: Table, future: Sequence[int], chances: Sequence[bool]
    ) -> float:
        """Meld each sampled card that helps (a pair takes it, two cards chi it when
        the card is ours to chi), discard the worst card after, and judge the end."""
        hand = list(kinds)
        groups, huxi = table.groups, table.huxi
        for card, may_chi in zip(future, chances, strict=True):
            current = prospect(kinds_counts(hand), groups, huxi, self.minimum).score
            options: list[tuple[list[int], Group]] = []
            if hand.count(card) == 2:
                options.append(
                    (_without(_without(hand, card), card), Group(GroupKind.WEI, (card,) * 3))
                )
            elif may_chi and hand.count(card) == 0:
                for shape in CHI_SHAPES_WITH[card]:
                    others = list(shape)
                    others.remove(card)
                    if all(hand.count(k) >= others.count(k) for k in others):
                        rest = hand
                        for k in others:
                            rest = _without(rest, k)
                        options.append((rest, Group(GroupKind.CHI, shape)))
            best: tuple[float, list[int], Group] | None = None
            for rest, made in options:
                after = self._best_discard_after(rest, groups + 1, huxi + made.huxi)
                if (
                    after is not None
                    and after[0] > current
                    and (best is None or after[0] > best[0])
                ):
                    best = (after[0], after[1], made)
            if best is not None:
                hand, groups, huxi = best[1], groups + 1, huxi + best[2].huxi
        return prospect(kinds_counts(hand), groups, huxi, self.minimum).score

    def _best_discard_after(
        self, hand: list[int], groups: int, huxi: int
    ) -> tuple[float, list[int]] | None:
        choices = {k for k in hand if hand.count(k) < KAN}
        if not choices:
            return None
        minimum = self.minimum
        best = max(
            choices,
            key=lambda k: prospect(kinds_counts(_without(hand, k)), groups, huxi, minimum).score,
        )
        rest = _without(hand, best)
        return prospect(kinds_counts(rest), groups, huxi, minimum).score, rest


def pao_gain(view: View, pao: Action) -> int:
    """The huxi a pao adds over the kan, wei or peng it grows from."""
    if view.offer is None:
        return 0
    kind = view.kind_of(view.offer)
    made = identical(GroupKind.PAO, kind).huxi
    try:
        return made - identical(GroupKind(pao.choice), kind).huxi
    except ValueError:  # no source named: count the whole pao
        return made


def _without(kinds: Sequence[int], kind: int) -> list[int]:
    rest = list(kinds)
    rest.remove(kind)
    return rest
