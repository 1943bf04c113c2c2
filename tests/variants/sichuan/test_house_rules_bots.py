"""Sichuan bots value hands with the house rules in force (fan limit, self-draw fan):
their observation carries the rules, and a bot that planned for the sheet's 5 fan
limit would chase big hands that pay no more at 3."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support.sichuan import FILL, rig_sichuan
from support.table import play

from mahjong_desktop.ai.mahjong.hand import counts_of_kinds
from mahjong_desktop.ai.mahjong.hand_value import sc_points, sichuan_plan
from mahjong_desktop.ai.mahjong.sichuan_wait import wait_odds
from mahjong_desktop.ai.view import read
from mahjong_desktop.engine.actions import Act
from mahjong_desktop.variants.sichuan.scoring import Scoring

TWO_ROOTS = "1111m 2222m 357m 9m 13s"  # declared dots: seven pairs would be 2 + 2 roots


def _route_values(options: dict[str, object]) -> dict[str, float]:
    game = rig_sichuan([TWO_ROOTS, FILL, FILL, FILL], options=options)
    view = read(game.observation(0))
    assert view.rules == game.rules
    plan = sichuan_plan(view, counts_of_kinds(view.hand_kinds()), "p")
    return {r.name: r.points for r in plan.routes if r.name != "full_flush"}


def test_the_view_carries_the_rules_and_the_plan_reads_them() -> None:
    sheet = _route_values({})
    limited = _route_values({"fan_limit": 3})
    # Seven pairs with two roots is 4 fan: worth 16 at the sheet's limit, 8 at 3.
    assert limited["seven_pairs"] < sheet["seven_pairs"]
    assert limited["any"] == sheet["any"]  # two roots, 2 fan: under every limit
    drawn_fan = _route_values({"self_draw": "fan"})
    # Each self-draw doubles a 2 fan hand (4 -> 8) instead of adding 1 (5).
    assert drawn_fan["any"] > sheet["any"]


@pytest.mark.parametrize(
    "fan, scoring, expected",
    [
        # 0.65 * base from the discarder + 0.35 * 3 opponents * the self-draw payment
        (4, Scoring(), 0.65 * 16 + 0.35 * 3 * 17),
        (4, Scoring(fan_limit=3), 0.65 * 8 + 0.35 * 3 * 9),
        (2, Scoring(self_draw_fan=True), 0.65 * 4 + 0.35 * 3 * 8),
        (3, Scoring(fan_limit=3, self_draw_fan=True), 0.65 * 8 + 0.35 * 3 * 8),
    ],
)
def test_expected_take_follows_the_rules(fan: int, scoring: Scoring, expected: float) -> None:
    assert sc_points(fan, 3, scoring) == pytest.approx(expected)


def test_a_plan_of_the_sheet_is_unchanged_by_an_empty_rule_set() -> None:
    game = rig_sichuan([TWO_ROOTS, FILL, FILL, FILL])
    view = read(game.observation(0))
    counts = counts_of_kinds(view.hand_kinds())
    assert sichuan_plan(view, counts, "p") == sichuan_plan(replace(view, rules={}), counts, "p")


@pytest.mark.parametrize("limit, now", [(3, 8), (4, 16), (5, 32)])
def test_the_wait_for_a_self_draw_weighs_the_win_under_the_fan_limit(limit: int, now: int) -> None:
    # North throws its 9m; East's 6 fan hand (seven pairs, full flush, two roots) wins on it.
    east, north = "1111m 3333m 55m 77m 9m", "22s 33s 77s 88s 99s 9m 147p"
    game = rig_sichuan(
        [east, FILL, FILL, north], current=3, choices="pssm", options={"fan_limit": limit}
    )
    play(game, 3, Act.DISCARD, "9m")
    odds = wait_odds(read(game.observation(0)))
    assert odds is not None and odds.now == now
