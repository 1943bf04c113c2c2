"""The Paohuzi guided first deal, played without a window: each tip at its moment.

The plan leads through the forced wei, the chi with its bi group, the ready
hand and the win; a player off the plan still gets the moments that come,
and the deal still ends.
"""

from __future__ import annotations

from dataclasses import replace

from support.guided import play_lesson

from mahjong_desktop.engine.outcome import EndReason
from mahjong_desktop.storage.records import replay
from mahjong_desktop.ui.guide import paohuzi
from mahjong_desktop.ui.guide.guide import Guide
from mahjong_desktop.ui.guide.lesson import Tip
from mahjong_desktop.variants.paohuzi.arranged import arranged_game
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal


def codes(tips: list[Tip]) -> list[str]:
    return [tip.code for tip in tips]


def tip(tips: list[Tip], code: str) -> Tip:
    return tips[codes(tips).index(code)]


def test_paohuzi_plan_meets_every_moment_in_order() -> None:
    deal, tips = play_lesson(paohuzi.LESSON)
    assert codes(tips) == [
        "select_cards",
        "ph_welcome",
        "ph_wei",
        "claim_cards",
        "ph_bi",
        "ph_ready",
        "ph_win",
        "sheet",
    ]
    assert deal.end_reason is EndReason.WIN and [w.seat for w in deal.wins] == [0]
    assert tip(tips, "ph_wei").args == {"card": "big 8", "huxi": 6}
    assert tip(tips, "ph_bi").args == {"card": "big 2", "main": "big 1 2 3", "bi": "big 2 7 10"}
    ready = tip(tips, "ph_ready").args
    assert ready["waits"] == "small 2, small 5, small 8" and ready["huxi"] >= 15
    win = tip(tips, "ph_win").args
    assert win == {"card": "small 5", "huxi": 18, "tun": 2}
    assert deal.deltas() == [4, -2, -2]  # the tip's tun is what each opponent pays


def test_the_arranged_deal_is_a_real_deal() -> None:
    """Full hands (21 for the dealer, 20 each other) and 19 stock cards: no padding."""
    deal = paohuzi.LESSON.make()
    assert isinstance(deal, PaohuziDeal)
    assert [len(seat.hand) for seat in deal.seats] == [21, 20, 20]
    assert all(not seat.melds and not seat.public for seat in deal.seats)
    assert len(deal.stock) == 19 and deal.dealer == 0


def test_paohuzi_guided_record_replays_the_arranged_deal() -> None:
    deal, _tips = play_lesson(paohuzi.LESSON)
    again = replay(deal.record())
    assert again.is_over and again.deltas() == deal.deltas()


def test_a_player_off_the_plan_still_gets_the_moments_that_come() -> None:
    deal, tips = play_lesson(paohuzi.LESSON, plan=())  # passes every claim, even the win
    said = codes(tips)
    assert said[:3] == ["select_cards", "ph_welcome", "ph_wei"]  # the wei is forced
    assert "ph_bi" in said  # the chi was offered, if not taken
    assert "ph_win" not in said
    assert deal.is_over and said[-1] == "sheet"


def test_a_player_who_discards_otherwise_still_reaches_an_end() -> None:
    plan = (("discard", "9d"), ("discard", "3x"), ("chi", paohuzi.CHI_FACE), ("win", ""))
    deal, tips = play_lesson(paohuzi.LESSON, plan=plan)
    assert "ph_wei" in codes(tips) and "ph_bi" in codes(tips)
    assert deal.is_over


def test_a_revealed_card_joining_a_kan_makes_a_forced_ti_with_its_tip() -> None:
    # The player (dealer) lets the small 1 go; seats 1 and 2 reveal big 4s; the
    # player reveals the fourth small 7.
    lesson = replace(
        paohuzi.LESSON,
        make=lambda: arranged_game(
            ["777x 1x 9d 5d", "4x 9x", "4x 9x"], "4d 4d 7x", sizes=(21, 20, 20)
        ),
        plan=(("discard", "1x"),),
    )
    deal, tips = play_lesson(lesson)
    assert tip(tips, "ph_ti").args == {"card": "small 7", "huxi": 9}
    assert deal.is_over


def test_every_tip_has_words_with_its_values_filled_in() -> None:
    guide = Guide(paohuzi.LESSON)
    _deal, tips = play_lesson(paohuzi.LESSON)
    ti = Tip("ph_ti", {"card": "small 7", "huxi": 9})
    for said in [*tips, ti]:
        text = guide.text(said)
        assert text != said.code and "{" not in text
    assert set(paohuzi.texts()) <= {*codes(tips), "ph_ti"}  # no tip left unsaid by the plan
