"""The mahjong level bots in rigged Hong Kong and Sichuan positions: wins, claims, suits, folds."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from support.table import discard, lay_pung, rig, shorten_wall

from mahjong_desktop.ai import view as views
from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.mahjong import lookahead
from mahjong_desktop.ai.mahjong.bot import MahjongBot
from mahjong_desktop.ai.mahjong.hand import Form, Route, route_shanten
from mahjong_desktop.ai.mahjong.hand_value import (
    HONGKONG_RULES,
    LIMIT_POINTS,
    hk_points,
    hongkong_plan,
)
from mahjong_desktop.ai.mahjong.mind import MahjongMind
from mahjong_desktop.ai.reasons import render
from mahjong_desktop.ai.style import style_for
from mahjong_desktop.engine.actions import Act
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.mahjong.deal import MahjongDeal
from mahjong_desktop.variants.mahjong.tiles import (
    format_kinds,
    kind_of,
    parse_kind,
    parse_kinds,
    suit_of,
)
from mahjong_desktop.variants.sichuan.deal import SichuanDeal

LEVELS = ("easy", "normal", "hard")


def seats(*given: str | None, kinds: int = 34, avoid: str = "", turn: int = 0) -> list[str]:
    """``given`` hands, then hands for the other seats from the tiles left (14 for
    the seat on ``turn``, else 13), spread over many kinds (and none of ``avoid``);
    a ``None`` hand is filled that way too."""
    left = [4] * kinds
    for text in given:
        for kind in parse_kinds(text or ""):
            left[kind] -= 1
    assert min(left) >= 0, "more than four copies in the rigged hands"
    barred = set(parse_kinds(avoid)) if avoid else set()
    hands: list[str] = []
    for seat in range(4):
        text = given[seat] if seat < len(given) else None
        if text is not None:
            hands.append(text)
            continue
        picked = []
        for kind in sorted(range(kinds), key=lambda k: (-left[k], k)):
            if len(picked) == (14 if seat == turn else 13):
                break
            if left[kind] and kind not in barred:
                left[kind] -= 1
                picked.append(kind)
        hands.append(format_kinds(sorted(picked)))
    return hands


def started(game: MahjongDeal) -> MahjongDeal:
    game.start()
    return game


def decide(game: MahjongDeal, seat: int, level: str = "normal"):
    return make_bot(level, 3).decide(game.observation(seat))  # type: ignore[attr-defined]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_takes_a_legal_self_drawn_win(level: str) -> None:
    game = HongKongDeal(1)
    # A half flush of dots with a red dragon pung: well over 3 faan.
    rig(game, seats("123p 456p 789p 777z 1p", avoid="1p", turn=3), "1p", current=3)
    discard(game, 3, format_kinds([kind_of(game.seats[3].hand[0])]))
    assert any(a.kind is Act.WIN for a in game.legal_actions(0))
    decision = decide(game, 0, level)
    assert decision.action.kind is Act.WIN
    assert "win" in render(decision.reason)


def test_a_claim_that_leaves_no_three_faan_hand_is_passed() -> None:
    game = HongKongDeal(2)
    # South is one tile from a concealed hand; a pung of 5m would open it for
    # a hand worth 1 faan (no flowers) that could never win.
    east = "5m 1p 2p 3p 4s 5s 6s 9s 9s 1z 2z 3z 4z 6z"
    rig(game, seats(east, "5m 5m 1p 2p 3p 4p 5p 6p 7s 8s 9s 2s 4s", avoid="5m"))
    discard(game, 0, "5m")
    assert any(a.kind is Act.PUNG for a in game.legal_actions(1))
    for level in ("normal", "hard"):
        assert decide(game, 1, level).action.kind is Act.PASS


def test_a_dragon_pung_toward_a_half_flush_is_claimed() -> None:
    game = HongKongDeal(3)
    east = "7z 1m 9m 1s 9s 1z 2z 3z 4z 5z 6z 2m 8m 2s"
    rig(game, seats(east, "7z 7z 1p 2p 3p 4p 5p 6p 7p 8p 1p 1p 9s", avoid="7z"))
    discard(game, 0, "7z")
    decision = decide(game, 1)
    assert decision.action.kind is Act.PUNG
    assert decision.reason.code == "ai.claim"
    # The same claim is turned down by a bot that asks a claim to pay far more than passing.
    timid = replace(style_for("hongkong", "normal"), claim_margin=1000.0)
    view = views.read(game.observation(1))
    assert MahjongBot(timid).decide(view, random.Random(1)).action.kind is Act.PASS


def test_sichuan_declares_the_suit_it_holds_least_of() -> None:
    game = started(SichuanDeal(4))
    for seat in range(4):
        kinds = [kind_of(t) for t in game.seats[seat].hand]
        decision = decide(game, seat)
        assert decision.action.kind is Act.DECLARE
        held = {s: sum(1 for k in kinds if suit_of(k) == s) for s in "mps"}
        assert held[decision.action.choice] == min(held.values())


def test_sichuan_discards_the_missing_suit_first_and_says_so() -> None:
    game = SichuanDeal(5)
    rig(game, seats("1m 7m 5p 6p 7p 2s 3s 4s 6s 7s 8s 9p 9p 2p", kinds=27), choices="mmmp")
    decision = decide(game, 0)
    assert decision.action.kind is Act.DISCARD
    assert suit_of(kind_of(decision.action.tiles[0])) == "m"
    assert decision.reason.code == "ai.clear_missing"
    # With one missing tile left it is the only legal discard, and still explained.
    game = SichuanDeal(5)
    rig(game, seats("1m 5p 6p 7p 2s 3s 4s 6s 7s 8s 9p 9p 2p 3p", kinds=27), choices="mmmp")
    forced = decide(game, 0)
    assert len(game.legal_actions(0)) == 1
    assert forced.reason.code == "ai.clear_missing"
    assert render(forced.reason) == "clear the missing suit first: 1m"


def test_normal_folds_against_a_visible_flush_but_easy_does_not_care() -> None:
    game = HongKongDeal(6)
    # West shows three bamboo pungs. Throwing 3s would make our hand ready, but
    # only for a 2-faan hand that needs a self-draw (the pair of South is no
    # all-chows hand): not worth feeding a flush.
    east = "2m 3m 4m 6m 7m 8m 2p 3p 4p 6p 7p 2z 2z 3s"
    west = "1s 1s 1s 5s 5s 5s 8s 8s 8s 2s 4s 3z 3z"
    rig(game, seats(east, None, west))
    for text in ("1s", "5s", "8s"):
        lay_pung(game, 2, text, 1)
    careful = decide(game, 0)
    assert kind_of(careful.action.tiles[0]) != parse_kind("3s")
    assert careful.reason.code == "ai.fold", render(careful.reason)
    assert render(careful.reason).startswith("folds: West is likely ready")
    # Easy's judgment (its slips aside: one may break a shape) throws the 3s.
    easy = replace(style_for("hongkong", "easy"), slip=0.0)
    view = views.read(game.observation(0))
    carefree = MahjongBot(easy).decide(view, random.Random(1))
    assert kind_of(carefree.action.tiles[0]) == parse_kind("3s")


def test_a_valuable_ready_hand_pushes_through_the_same_danger() -> None:
    game = HongKongDeal(6)
    # Now 3s leaves a ready half flush of characters with East's own wind: push.
    east = "1m 2m 3m 4m 5m 6m 7m 8m 9m 1z 1z 2z 2z 3s"
    west = "1s 1s 1s 5s 5s 5s 8s 8s 8s 2s 4s 3z 3z"
    rig(game, seats(east, None, west))
    for text in ("1s", "5s", "8s"):
        lay_pung(game, 2, text, 1)
    assert kind_of(decide(game, 0).action.tiles[0]) == parse_kind("3s")


def _sichuan_discard_win(late: bool) -> SichuanDeal:
    """North throws 5s to East, who is ready on 5s or 8s for a basic hand (1 point)."""
    game = SichuanDeal(8)
    east = "2p 3p 4p 5p 6p 7p 2s 3s 4s 6s 7s 9s 9s"
    north = "1m 1m 2m 3m 4m 5m 6m 7m 8m 9m 1s 1s 5s 9s"
    rig(game, seats(east, None, None, north, kinds=27, turn=3), current=3, choices="mmmp")
    if late:
        shorten_wall(game, "1m 2m")
    discard(game, 3, "5s")
    assert {Act.WIN, Act.PASS} <= {a.kind for a in game.legal_actions(0)}
    return game


def test_hard_lets_a_cheap_sichuan_discard_win_go_for_a_likely_self_draw() -> None:
    game = _sichuan_discard_win(late=False)
    waiting = decide(game, 0, "hard")
    assert waiting.action.kind is Act.PASS
    assert waiting.reason.code == "ai.wait_self_draw"
    assert render(waiting.reason).startswith("pass the win: it pays 1,")
    assert decide(game, 0, "normal").action.kind is Act.WIN  # normal takes every win
    # With two tiles left in the wall the self-draw is unlikely: hard takes the point.
    assert decide(_sichuan_discard_win(late=True), 0, "hard").action.kind is Act.WIN


def test_each_option_keeps_its_own_flush_route_for_the_look_ahead() -> None:
    # Every suit has a half-flush route of the same name: the option aiming at
    # characters must carry the characters route, and the look-ahead sample it.
    game = HongKongDeal(6)
    rig(game, seats("1m 2m 3m 4m 5m 6m 7m 8m 1z 1z 2z 2z 9p 5s"))
    view = views.read(game.observation(0))
    mind = MahjongMind(view, style_for("hongkong", "hard"), random.Random(1))
    options = mind.discard_options(mind.counts, mind.melds, sorted(set(view.hand_kinds())))
    flushes = [o for o in options if o.route == "half_flush"]
    assert flushes and all(o.target is not None and o.target.suit == "m" for o in flushes)
    best = options[0]
    assert format_kinds([best.kind]) in ("9p", "5s")
    rescored = lookahead.refine(mind, options, random.Random(1))
    assert sorted(o.kind for o in rescored) == sorted(o.kind for o in options)
    # A characters hand one tile from ready finishes in most sampled futures: the
    # re-scored worth stays near the formula's (a sample of another suit's route
    # finishes in none, and would about halve it).
    again = next(o for o in rescored if o.kind == best.kind)
    assert again.value > 0.75 * best.value


def test_value_planning_weighs_a_big_hand_by_the_style_s_power_and_easy_not_at_all() -> None:
    # Points count as typical * (points / typical) ** power around a typical win:
    # with a power under 1 a full flush (7 faan) is not sixteen quick hands.
    game = HongKongDeal(6)
    rig(game, seats("1m 2m 3m 4m 5m 6m 7m 8m 1z 1z 2z 2z 9p 5s"))
    view = views.read(game.observation(0))
    quick = Route("any", Form.STANDARD, None, 3 * hk_points(3))
    big = Route("full_flush", Form.STANDARD, "m", 3 * hk_points(7), "m")
    ratio = big.points / quick.points
    for level in ("normal", "hard"):
        style = style_for("hongkong", level)
        mind = MahjongMind(view, style, random.Random(1))
        assert style.value_power < 1.0
        assert mind.worth(big) / mind.worth(quick) == pytest.approx(ratio**style.value_power)
        worthless = Route("any", Form.STANDARD, None, 0.0)  # under 3 faan: no level plans for it
        assert mind.worth(worthless) == 0.0
    easy = MahjongMind(view, style_for("hongkong", "easy"), random.Random(1))
    assert easy.worth(big) == easy.worth(quick) > 0


def test_a_bot_that_sees_a_limit_keeps_its_pungs_concealed_for_it() -> None:
    game = HongKongDeal(4)
    # South has two concealed pungs and two pairs: a pung of 9s would still lead
    # to all pungs, but exposed, so never to four concealed pungs (the limit).
    east = "9s 1p 2p 3p 4s 5s 6s 7m 8m 1z 2z 3z 4z 2s"
    rig(game, seats(east, "1m 1m 1m 5p 5p 5p 9s 9s 6z 6z 2m 4s 8p", avoid="9s"))
    discard(game, 0, "9s")
    view = views.read(game.observation(1))
    assert any(a.kind is Act.PUNG for a in view.legal)
    hard = style_for("hongkong", "hard")
    assert MahjongBot(hard).decide(view, random.Random(1)).action.kind is Act.PASS
    # Blind to the limit (valued up to the planning cap only), the same pung looks worth taking.
    blind = replace(hard, limit_sight=-1)
    assert MahjongBot(blind).decide(view, random.Random(1)).action.kind is Act.PUNG


def test_a_limit_route_is_worth_the_limit_only_in_sight_and_while_still_possible() -> None:
    game = HongKongDeal(4)
    rig(game, seats("1m 1m 1m 5p 5p 5p 9s 9s 6z 6z 2m 4s 8p 3m"))
    view = views.read(game.observation(0))
    counts = MahjongMind(view, style_for("hongkong", "hard"), random.Random(1)).counts
    route = Route("all_pungs", Form.PUNGS, None, 0.0)
    away = route_shanten(counts, 0, route, HONGKONG_RULES)
    assert away >= 1

    def pungs_points(sight: int, view: views.View) -> float:
        plan = hongkong_plan(view, counts, sight)
        return next(r.points for r in plan.routes if r.name == "all_pungs")

    assert pungs_points(away, view) > 3 * 0.3 * LIMIT_POINTS > 20 * pungs_points(-1, view)
    # Further than the sight, the hand is valued as the capped all-pungs hand it looks like.
    assert pungs_points(away - 1, view) == pungs_points(-1, view)
    # An exposed meld rules four concealed pungs out: the route is worth what it scores.
    pung = views.MeldView("pung", (parse_kind("3z"),) * 3, 3, 2)
    opened = replace(
        view, seats=tuple(replace(s, melds=(pung,)) if s.seat == 0 else s for s in view.seats)
    )
    assert pungs_points(8, opened) == pungs_points(-1, opened)


def test_an_all_chows_hand_is_planned_for_its_faan_until_a_pung_is_shown() -> None:
    game = HongKongDeal(6)
    rig(game, seats("1m 2m 3m 4m 5m 6m 2p 3p 4p 6s 7s 5s 5s 1z"))
    view = views.read(game.observation(0))
    counts = MahjongMind(view, style_for("hongkong", "normal"), random.Random(1)).counts
    routes = {r.name: r.points for r in hongkong_plan(view, counts).routes}
    # A concealed hand without flowers: 2 faan, and all chows makes the third.
    assert routes["any"] == 3 * hk_points(2)
    assert routes["all_chows"] == 3 * hk_points(3) > 3 * routes["any"]
    for level in ("normal", "hard"):
        decision = decide(game, 0, level)
        assert format_kinds([kind_of(decision.action.tiles[0])]) == "1z"
        assert decision.reason.args["route"] == "all_chows"
    pung = views.MeldView("pung", (parse_kind("9p"),) * 3, 3, 2)
    shown = replace(
        view, seats=tuple(replace(s, melds=(pung,)) if s.seat == 0 else s for s in view.seats)
    )
    assert "all_chows" not in {r.name for r in hongkong_plan(shown, counts).routes}
