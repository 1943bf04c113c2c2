"""The mahjong bots plan for Hong Kong's house rules in force: at a 0-faan table a
cheap fast hand is worth claiming and winning, at the sheet's 3 faan it is not; the
wait line (the hints) scores waits by the same minimum."""

from __future__ import annotations

import pytest
from support.table import discard, lay_pung, rig

from mahjong_desktop.ai import view as views
from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.discard_analysis import standing_waits
from mahjong_desktop.ai.mahjong.hand import counts_of_kinds
from mahjong_desktop.ai.mahjong.hand_value import hongkong_plan
from mahjong_desktop.engine.actions import Act
from mahjong_desktop.variants.hongkong.deal import HongKongDeal

EAST = "479m 258p 369s 1234z 1m"  # throws the 1m; claims nothing
# A chow of the 1m makes this hand ready, open and worth one faan (no flowers).
SOUTH = "23m 456p 789s 55p 24s 9m"


def offered_the_1m(options: dict[str, object]) -> HongKongDeal:
    game = HongKongDeal(4, options)
    rig(game, [EAST, SOUTH, "", ""])
    discard(game, 0, "1m")
    return game


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_cheap_chow_is_claimed_at_zero_faan_and_passed_at_three(level: str) -> None:
    for minimum, kind in ((0, Act.CHOW), (1, Act.CHOW), (3, Act.PASS)):
        game = offered_the_1m({"min_faan": minimum})
        decision = make_bot(level, 3).decide(game.observation(1))  # type: ignore[attr-defined]
        assert decision.action.kind is kind, minimum


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_at_zero_faan_the_bots_win_the_cheap_hand_the_sheet_refuses(level: str) -> None:
    for minimum, wins in ((0, True), (3, False)):
        game = HongKongDeal(4, {"min_faan": minimum})
        rig(game, ["479m 258p 369s 1234z 5p", "123m 456p 789s 2s 2s 2s 5p", "", ""])
        lay_pung(game, 1, "2s", from_seat=3)  # open: one faan, for no flowers
        discard(game, 0, "5p")
        decision = make_bot(level, 3).decide(game.observation(1))  # type: ignore[attr-defined]
        assert (decision.action.kind is Act.WIN) is wins, minimum


def test_the_plan_values_a_cheap_hand_by_the_minimum_and_limit_in_force() -> None:
    game = HongKongDeal(4)
    rig(game, ["479m 258p 369s 1234z 5p", "123m 456p 789s 2s 2s 2s 5p", "", ""])
    lay_pung(game, 1, "2s", from_seat=3)  # open, no flowers: one faan, two self-drawn
    seen = game.observation(1)
    counts = counts_of_kinds(views.read(seen).hand_kinds())
    for minimum, worth in ((0, True), (1, True), (3, False)):
        view = views.read({**seen, "rules": {**seen["rules"], "min_faan": minimum}})
        routes = {r.name: r.points for r in hongkong_plan(view, counts).routes}
        assert (routes["any"] > 0) is worth, minimum
    # A limit hand in sight is worth the limit in force: 8 faan pays 2**8, not 2**13.
    orphans = HongKongDeal(4, {"limit": 8})
    rig(orphans, [EAST, "19m 19p 19s 1234567z", "", ""])
    view = views.read(orphans.observation(1))
    counts = counts_of_kinds(view.hand_kinds())
    routes = {r.name: r.points for r in hongkong_plan(view, counts, limit_sight=0).routes}
    assert routes["thirteen_orphans"] == 3 * 2**8


def test_the_wait_line_scores_waits_by_the_minimum_in_force() -> None:
    for minimum, valid in ((0, True), (1, True), (3, False)):
        game = HongKongDeal(4, {"min_faan": minimum})
        rig(game, ["479m 258p 369s 1234z 5p", "123m 456p 789s 2s 2s 2s 5p", "", ""])
        lay_pung(game, 1, "2s", from_seat=3)  # open, no flowers: one faan on a discard
        found = standing_waits(game.observation(1))  # type: ignore[arg-type]
        assert found is not None and found.minimum == minimum
        (wait,) = found.waits
        assert (wait.face, wait.faan, wait.valid) == ("5p", 1, valid)
