"""The score sheet lists every pattern, payment and total, and deals again on Enter."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mahjong_desktop.ui.dialogs.score_sheet import ScoreSheet, summary_html
from mahjong_desktop.ui.game.deal_summary import summarise
from mahjong_desktop.ui.texts.messages import message_text

EVENTS = [
    {"type": "discard", "seat": 2, "tile": 40},
    {
        "type": "win",
        "seat": 1,
        "tile": 40,
        "source": 2,
        "hand": [],
        "scoring": {
            "patterns": [
                {
                    "code": "all_pungs",
                    "value": 1,
                    "label": {"code": "pattern.all_pungs", "args": {}},
                },
                {"code": "root", "value": 2, "label": {"code": "pattern.root", "args": {}}},
            ],
            "total": 3,
            "unit": "fan",
            "points": 8,
        },
    },
    {
        "type": "payment",
        "seat": 2,  # the payer, as the engine sends it
        "receiver": 1,
        "amount": 8,
        "cause": "win_on_discard",
    },
    {
        "type": "payment",
        "seat": 3,
        "payer": 3,
        "receiver": 0,
        "amount": 32,
        "cause": {"code": "cause.flower_pig", "args": {}},
    },
    {
        "type": "payment",
        "seat": 0,
        "payer": 0,
        "receiver": 3,
        "amount": 2,
        "cause": {"code": "cause.kong_tax_refund", "args": {}},
    },
    {"type": "deal_end", "seat": None, "reason": "exhausted", "deltas": [30, 8, -8, -30]},
]


def test_the_summary_collects_wins_payments_and_deltas() -> None:
    summary = summarise("sichuan", 2, EVENTS, [0, 1, 2, 3], [30, 8, -8, -30])
    assert summary.reason == "exhausted"
    assert [w.seat for w in summary.wins] == [1]
    assert [p.code for p in summary.wins[0].patterns] == ["all_pungs", "root"]
    assert [(p.payer, p.receiver, p.amount) for p in summary.payments] == [
        (2, 1, 8),
        (3, 0, 32),
        (0, 3, 2),
    ]
    assert summary.deltas == (30, 8, -8, -30)


def test_the_sheet_shows_every_line_and_the_match_totals(qtbot: QtBot) -> None:
    # Rotated seats: the human (player 0) sits South this deal.
    summary = summarise("sichuan", 2, EVENTS, [3, 0, 1, 2], [100, 8, -8, -30])
    sheet = ScoreSheet(summary)
    qtbot.addWidget(sheet)
    text = sheet.plain_text()
    assert "Deal 3" in text
    assert "Winner: South (You) (tile from West (Computer 1))" in text
    for words in ("All pungs", "Root (four of a kind)", "Win on discard", "Flower pig"):
        assert words in text, words
    assert "Kong tax refund" in text
    for event in EVENTS:
        for pattern in event.get("scoring", {}).get("patterns", []):
            assert message_text(pattern["label"]) in text
    assert "Total (fan)" in text and "Points: 8" in text
    # The standing lists each seat's delta and its player's match total.
    assert "South (You)\t+8\t+100" in text or "South (You)\n+8\n+100" in text


def test_next_deal_is_the_default_button(qtbot: QtBot) -> None:
    summary = summarise("hongkong", 0, [], [0, 1, 2, 3], [0, 0, 0, 0])
    sheet = ScoreSheet(summary)
    qtbot.addWidget(sheet)
    with qtbot.waitExposed(sheet):
        sheet.show()
    assert "Nobody won this deal." in sheet.plain_text()
    with qtbot.wait_signal(sheet.nextDealRequested):
        qtbot.keyClick(sheet, Qt.Key.Key_Return)
    assert not sheet.isVisible()


def test_a_drawn_deal_names_what_ran_out() -> None:
    """The engine ends both on "exhausted": mahjong's wall, Paohuzi's stock."""

    def drawn(seats: int) -> list[dict]:
        return [{"type": "deal_end", "seat": None, "reason": "exhausted", "deltas": [0] * seats}]

    mahjong = summary_html(summarise("hongkong", 0, drawn(4), [0, 1, 2, 3], [0, 0, 0, 0]))
    paohuzi = summary_html(summarise("paohuzi", 0, drawn(3), [0, 1, 2], [0, 0, 0]))
    assert "The wall is exhausted" in mahjong and "stock" not in mahjong
    assert "The stock is exhausted" in paohuzi and "wall" not in paohuzi


def test_a_paohuzi_sheet_marks_the_winning_card_in_words() -> None:
    win = {**EVENTS[1], "seat": 1, "tile": 16, "source": 2}
    win["scoring"] = {"patterns": [], "total": 21, "unit": "huxi", "points": 3}
    events = [win, {"type": "deal_end", "seat": None, "reason": "win", "deltas": [-3, 6, -3]}]
    summary = summarise("paohuzi", 0, events, [0, 1, 2], [0, 0, 0], faces={"16": "7d"})
    text = summary_html(summary)
    assert "Winning card (marked): big 7" in text and "tile" not in text.lower()
