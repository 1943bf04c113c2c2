"""What a win is worth along each route, per game: the value side of hand planning.

Hong Kong needs 3 faan, so a fast hand with nothing in it is worth nothing:
the routes carry the faan they would score (flushes, all pungs, all chows,
seven pairs, dragon and wind pungs, a concealed hand, no flowers) and a share of the
self-draw faan. The house rules in force (the view's ``rules``) set the
minimum, the limit and whether flowers count, so a bot at a 0-faan table
takes the fast hand a 3-faan table would make worthless. Sichuan wins are
always legal; the routes add the full flush, all pungs, seven pairs and roots
on top of the basic hand, valued with the fan limit and the self-draw point or
fan in force.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.ai.mahjong.hand import Form, HandRules, Route, route_shanten
from mahjong_desktop.ai.view import MeldView, View
from mahjong_desktop.variants.hongkong.house import SHEET as HK_SHEET
from mahjong_desktop.variants.hongkong.house import HongKongRules
from mahjong_desktop.variants.mahjong.tiles import (
    DRAGONS,
    EAST,
    FLOWERS,
    NUM_KINDS,
    SEASONS,
    WINDS,
    is_honour,
    suit_of,
)
from mahjong_desktop.variants.sichuan.scoring import SHEET as SC_SHEET
from mahjong_desktop.variants.sichuan.scoring import Scoring

SELF_DRAW_SHARE = 0.35  # about a third of wins are self-drawn
# Faan beyond this are not planned for: the odds of a slow big hand are the
# least reliable estimate, and chasing it gives up speed and defence.
PLANNING_CAP = 7
HK_ROUTE_FAAN = {
    "all_chows": 1,
    "half_flush": 3,
    "full_flush": 7,
    "all_pungs": 3,
    "seven_pairs": 4,
}
SC_ROUTE_FAN = {"full_flush": 2, "all_pungs": 1, "seven_pairs": 2}
HONGKONG_RULES = HandRules()
LIMIT_POINTS = 2.0**HK_SHEET.limit  # a limit hand's base points by the sheet


@dataclass(frozen=True)
class Plan:
    """The routes worth weighing for one seat's hand, with the game's hand rules."""

    rules: HandRules
    routes: tuple[Route, ...]


def _meld_suits(melds: tuple[MeldView, ...]) -> set[str]:
    return {suit_of(k) for m in melds for k in m.kinds}


def _open(melds: tuple[MeldView, ...]) -> bool:
    return any(m.kind != "ckong" for m in melds)


def hk_points(faan: float, house: HongKongRules = HK_SHEET) -> float:
    """Base points of ``faan`` (0 below the minimum), a third of the time one self-draw
    faan more, counted at most ``PLANNING_CAP`` faan (and the limit in force)."""

    return (1 - SELF_DRAW_SHARE) * _base(faan, house) + SELF_DRAW_SHARE * _base(faan + 1, house)


def _base(faan: float, house: HongKongRules) -> float:
    return 0.0 if faan < house.minimum else 2.0 ** min(faan, PLANNING_CAP, house.limit)


def hongkong_plan(view: View, counts: list[int], limit_sight: int = -1) -> Plan:
    """Routes for a Hong Kong hand; ``counts`` are the concealed kinds now held.

    The two limit hands a dealt hand most often leans toward, thirteen orphans
    and a concealed all-pungs hand (four concealed pungs when self-drawn), are
    valued at the limit, past the planning cap, once the hand is within
    ``limit_sight`` tiles (shanten) of one; -1 never. A limit pays a thousand
    times a cheap hand, so a hand near one is built for it and no claim
    breaks it."""
    me = view.me
    melds = me.melds
    house = HongKongRules.of(view.rules)
    limit_points = 2.0**house.limit
    wind = WINDS[view.seat]
    valued = {*DRAGONS, wind, EAST}
    fixed = 0.0
    if not me.flowers and house.flowers:  # no_flowers is not played without them
        fixed += 1
    fixed += FLOWERS[view.seat] in me.flowers
    fixed += SEASONS[view.seat] in me.flowers
    if not _open(melds):
        fixed += 1
    honour_faan = 0.0
    meld_pungs = [m.kinds[0] for m in melds if m.kind in ("pung", "kong", "ckong") and m.kinds]
    for kind in valued:
        worth = (kind in DRAGONS) + (kind == wind) + (kind == EAST)
        if kind in meld_pungs or counts[kind] >= 3:
            honour_faan += worth
        elif counts[kind] == 2 and view.unseen[kind]:
            honour_faan += 0.4 * worth
    suits = _meld_suits(melds)
    has_chow = any(m.kind == "chow" for m in melds)
    routes = [Route("any", Form.STANDARD, None, 3 * hk_points(fixed + honour_faan, house))]
    for suit in "mps":
        if suits <= {suit, "z"}:
            faan = fixed + honour_faan + HK_ROUTE_FAAN["half_flush"]
            routes.append(
                Route("half_flush", Form.STANDARD, suit + "z", 3 * hk_points(faan, house), suit)
            )
        if suits <= {suit}:
            faan = fixed + HK_ROUTE_FAAN["full_flush"]
            routes.append(
                Route("full_flush", Form.STANDARD, suit, 3 * hk_points(faan, house), suit)
            )
    if all(m.kind == "chow" for m in melds):
        # Four chows and a suit pair: no honour pung, so only the fixed faan with it.
        faan = fixed + HK_ROUTE_FAAN["all_chows"]
        routes.append(Route("all_chows", Form.CHOWS, "mps", 3 * hk_points(faan, house)))
    if not has_chow:
        faan = fixed + honour_faan + HK_ROUTE_FAAN["all_pungs"]
        pungs = Route("all_pungs", Form.PUNGS, None, 3 * hk_points(faan, house))
        if (
            not _open(melds)
            and route_shanten(counts, len(melds), pungs, HONGKONG_RULES) <= limit_sight
        ):
            points = (1 - SELF_DRAW_SHARE) * _base(faan, house) + SELF_DRAW_SHARE * limit_points
            pungs = Route("all_pungs", Form.PUNGS, None, 3 * points)
        routes.append(pungs)
    if not melds:
        faan = fixed + HK_ROUTE_FAAN["seven_pairs"]
        routes.append(Route("seven_pairs", Form.PAIRS, None, 3 * hk_points(faan, house)))
        orphans = sum(1 for k in range(NUM_KINDS) if counts[k] and _orphan(k))
        if orphans >= 9:
            paired = any(counts[k] >= 2 for k in range(NUM_KINDS) if _orphan(k))
            seen = 13 - orphans - paired <= limit_sight
            limit = 3 * (limit_points if seen else hk_points(house.limit, house))
            routes.append(Route("thirteen_orphans", Form.ANY, None, limit))
    return Plan(HONGKONG_RULES, tuple(routes))


def _orphan(kind: int) -> bool:
    return is_honour(kind) or kind % 9 in (0, 8)


def sc_points(fan: float, opponents: int, scoring: Scoring = SC_SHEET) -> float:
    """A Sichuan win's expected take under the house rules in force: the base from a
    discarder, or from each opponent on a self-draw the base and its bonus (+1 point,
    or +1 fan within the fan limit). ``fan`` may be fractional (a likely root)."""
    base = 2.0 ** min(fan, scoring.fan_limit)
    drawn = 2.0 ** min(fan + 1, scoring.fan_limit) if scoring.self_draw_fan else base + 1
    return (1 - SELF_DRAW_SHARE) * base + SELF_DRAW_SHARE * drawn * opponents


def sichuan_rules(missing: str) -> HandRules:
    kept = "".join(s for s in "mps" if s != missing)
    return HandRules(thirteen_orphans=False, quads_as_two_pairs=True, allowed_suits=kept or None)


def sichuan_plan(view: View, counts: list[int], missing: str) -> Plan:
    """Routes for a Sichuan hand that has declared ``missing``."""
    me = view.me
    scoring = Scoring.of(view.rules)
    opponents = sum(1 for s in view.opponents() if not view.seats[s].won)
    kept = "".join(s for s in "mps" if s != missing)
    roots: float = sum(1 for c in counts if c == 4) + sum(1 for m in me.melds if m.size == 4)
    roots += 0.3 * sum(1 for k in range(NUM_KINDS) if counts[k] == 3 and view.unseen[k])
    suits = _meld_suits(me.melds)
    keep = kept
    routes = [Route("any", Form.STANDARD, keep, sc_points(roots, opponents, scoring))]
    for suit in kept:
        if suits <= {suit}:
            fan = roots + SC_ROUTE_FAN["full_flush"]
            routes.append(
                Route("full_flush", Form.STANDARD, suit, sc_points(fan, opponents, scoring), suit)
            )
    routes.append(
        Route(
            "all_pungs",
            Form.PUNGS,
            keep,
            sc_points(roots + SC_ROUTE_FAN["all_pungs"], opponents, scoring),
        )
    )
    if not me.melds:
        fan = roots + SC_ROUTE_FAN["seven_pairs"]
        routes.append(Route("seven_pairs", Form.PAIRS, keep, sc_points(fan, opponents, scoring)))
    return Plan(sichuan_rules(missing), tuple(routes))
