"""The guided first deals, played without a window: each tip comes at its moment.

The plan is the line the tips lead a player along; a player who ignores it
still gets the tips of the moments that do come, and the deal still ends.
"""

from __future__ import annotations

from support.guided import play_lesson

from mahjong_desktop.engine.outcome import EndReason
from mahjong_desktop.storage.records import replay
from mahjong_desktop.ui.guide import hongkong
from mahjong_desktop.ui.guide.guide import Guide


def codes(tips: list) -> list[str]:
    return [tip.code for tip in tips]


def test_hong_kong_plan_meets_every_moment_in_order() -> None:
    deal, tips = play_lesson(hongkong.LESSON)
    assert codes(tips) == [
        "select_tiles",
        "hk_welcome",
        "claim_tiles",
        "hk_claim",
        "hk_ready",
        "hk_flower",
        "hk_win",
        "sheet",
    ]
    assert deal.end_reason is EndReason.WIN
    ready = tips[codes(tips).index("hk_ready")]
    assert ready.args["faan"] >= 3  # the tip's count is the hand's, past the minimum
    assert "4s" in ready.args["waits"]


def test_hong_kong_guided_record_replays_the_arranged_deal() -> None:
    deal, _tips = play_lesson(hongkong.LESSON)
    again = replay(deal.record())
    assert again.is_over and again.deltas() == deal.deltas()


def test_a_player_off_the_plan_still_gets_the_moments_that_come() -> None:
    deal, tips = play_lesson(hongkong.LESSON, plan=())  # passes every claim
    assert "hk_claim" in codes(tips) and "hk_flower" in codes(tips)
    assert "hk_win" not in codes(tips)
    assert deal.is_over


def test_every_tip_has_words_with_its_values_filled_in() -> None:
    guide = Guide(hongkong.LESSON)
    _deal, tips = play_lesson(hongkong.LESSON)
    for tip in tips:
        text = guide.text(tip)
        assert text != tip.code and "{" not in text
