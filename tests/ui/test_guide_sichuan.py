"""The Sichuan guided first deal, played without a window: each tip comes at its moment.

The plan declares bamboo, sheds both bamboo, pungs West's 5 dots and wins
self-drawn on the 8 dots after South's early win; West and North then play the
wall out to the end-of-wall checks. A player who ignores the plan still gets
the tips of the moments that do come, and the deal still ends.
"""

from __future__ import annotations

from support.guided import play_lesson

from mahjong_desktop.engine.outcome import EndReason
from mahjong_desktop.storage.records import replay
from mahjong_desktop.ui.guide import sichuan
from mahjong_desktop.ui.guide.guide import Guide
from mahjong_desktop.ui.guide.lesson import Tip

EAST, SOUTH, WEST, NORTH = range(4)


def codes(tips: list[Tip]) -> list[str]:
    return [tip.code for tip in tips]


def test_sichuan_plan_meets_every_moment_in_order() -> None:
    deal, tips = play_lesson(sichuan.LESSON)
    assert codes(tips) == [
        "sc_declare",
        "select_tiles",
        "sc_missing",
        "sc_battle",
        "claim_tiles",
        "sc_claim",
        "sc_ready",
        "sc_win",
        "sc_wall_end",
        "sheet",
    ]
    said = {tip.code: tip.args for tip in tips}
    assert said["sc_declare"]["suit"] == said["sc_missing"]["suit"] == "bamboo"
    assert said["sc_battle"]["winner"] == "South"
    assert said["sc_ready"]["waits"] == "5m, 8p"
    # Two winners, then the wall's end: the others were checked, West ready, North not.
    assert deal.end_reason is EndReason.EXHAUSTED
    wins = [event for event in deal.events if event.kind == "win"]
    assert [event.seat for event in wins] == [SOUTH, EAST]
    (settlement,) = [event for event in deal.events if event.kind == "settlement"]
    assert settlement.data == {"pigs": [], "ready": [WEST], "not_ready": [NORTH]}


def test_the_plan_wins_within_a_few_own_turns_for_three_fan() -> None:
    deal, _tips = play_lesson(sichuan.LESSON)
    discards = [e for e in deal.events if e.kind == "discard" and e.seat == EAST]
    assert len(discards) == 3  # the two bamboo and the stray 1 dots; the fourth turn wins
    (win,) = [e for e in deal.events if e.kind == "win" and e.seat == EAST]
    assert win.data["scoring"]["total"] == 3 and win.data["scoring"]["points"] == 8
    paid = [(p.payer, p.amount, p.cause) for p in deal.ledger if p.receiver == EAST]
    # South, already out, pays nothing.
    assert paid == [(WEST, 9, "self_drawn_win"), (NORTH, 9, "self_drawn_win")]


def test_sichuan_guided_record_replays_the_arranged_deal() -> None:
    deal, _tips = play_lesson(sichuan.LESSON)
    again = replay(deal.record())
    assert again.is_over and again.deltas() == deal.deltas()


def test_a_player_off_the_plan_still_gets_the_moments_that_come() -> None:
    deal, tips = play_lesson(sichuan.LESSON, plan=())  # declares characters, passes claims
    assert codes(tips)[:4] == ["sc_declare", "select_tiles", "sc_missing", "sc_battle"]
    said = {tip.code: tip.args for tip in tips}
    assert said["sc_missing"]["suit"] == "characters"  # the suit declared, not the advised
    assert "sc_win" not in codes(tips)
    assert deal.is_over and codes(tips)[-1] == "sheet"


def test_a_player_who_lets_the_pung_go_still_reaches_the_wall_end() -> None:
    plan = (("declare", "s"), ("discard", "7s"), ("discard", "3s"))  # then passes the 5 dots
    deal, tips = play_lesson(sichuan.LESSON, plan=plan)
    assert {"claim_tiles", "sc_claim", "sc_battle", "sc_wall_end"} <= set(codes(tips))
    assert "sc_win" not in codes(tips)
    assert deal.end_reason is EndReason.EXHAUSTED and codes(tips)[-1] == "sheet"


def test_every_tip_has_words_with_its_values_filled_in() -> None:
    guide = Guide(sichuan.LESSON)
    _deal, tips = play_lesson(sichuan.LESSON)
    for tip in tips:
        text = guide.text(tip)
        assert text != tip.code and "{" not in text
