"""Sichuan: whether to let a discard win go by and wait for the self-draw.

A discard win takes the base from the discarder alone; a self-drawn win takes
the base plus one (or, by house rule, one fan more) from every opponent still
playing, three times as much or more, and a passed win bars nothing here (no
rule forbids a later win on the same tile). So a ready hand with live waits
and draws to come often does better to wait: it counts the chance of drawing
a wait before its draws run out.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.ai.view import View
from mahjong_desktop.variants.mahjong.tiles import suit_of
from mahjong_desktop.variants.mahjong.win_situation import MeldShape, WinSituation
from mahjong_desktop.variants.sichuan.scoring import Scoring, score_hand, self_draw_payment

# Waiting also risks feeding another seat and other seats finishing first: the
# self-draw's expected take must beat the win in hand by this factor.
WAIT_MARGIN = 1.5
SUIT_KINDS = 27


@dataclass(frozen=True)
class WaitOdds:
    now: int  # what the discard win pays
    self_draw: float  # expected take of waiting for the self-draw


def _win_points(view: View, kind: int, self_drawn: bool) -> int:
    melds = tuple(MeldShape(m.kind, m.kinds) for m in view.me.melds)
    situation = WinSituation(
        concealed=(*view.hand_kinds(), kind),
        melds=melds,
        win_tile=kind,
        self_drawn=self_drawn,
        missing_suit=view.me.missing,
    )
    try:
        scored = score_hand(situation, Scoring.of(view.rules))  # the house rules in force
    except ValueError:  # a shape the scorer refuses is no win to wait for
        return 0
    return scored.points if scored.valid else 0


def wait_odds(view: View) -> WaitOdds | None:
    """The discard win on offer against waiting for a self-draw (None: nothing on offer)."""
    if view.offer is None:
        return None
    offered = view.kind_of(view.offer)
    now = _win_points(view, offered, self_drawn=False)
    scoring = Scoring.of(view.rules)
    payers = sum(1 for s in view.opponents() if not view.seats[s].won)
    held = view.hand_kinds()
    outs, take = 0, 0.0
    for kind in range(SUIT_KINDS):
        if suit_of(kind) == view.me.missing or held.count(kind) >= 4 or not view.unseen[kind]:
            continue
        points = _win_points(view, kind, self_drawn=True)
        if points:
            outs += view.unseen[kind]
            take += view.unseen[kind] * self_draw_payment(points, scoring) * payers
    unseen = sum(view.unseen)
    if not outs or not unseen:
        return WaitOdds(now, 0.0)
    active = sum(1 for s in view.seats if not s.won)
    draws = view.tiles_left // max(1, active)
    miss = (1 - outs / unseen) ** draws
    return WaitOdds(now, (1 - miss) * take / outs)


def better_to_wait(odds: WaitOdds) -> bool:
    return odds.now > 0 and odds.self_draw > WAIT_MARGIN * odds.now
