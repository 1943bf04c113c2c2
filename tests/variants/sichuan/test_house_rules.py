"""Sichuan house rules on the table: the fan limit, the self-draw bonus and call
transfer (variants/house_rules.py, the rules page's section 8).

Each test plays a rigged position with an option set and expects the amounts the
option demands, worked out by hand in the comments: each would fail were the
option ignored (the sheet's amounts differ).
"""

from __future__ import annotations

import json

import pytest
from support.sichuan import FILL, rig_sichuan
from support.table import discard_drawn, play, shorten_wall, win_patterns

from mahjong_desktop.cli.main import main
from mahjong_desktop.engine.actions import Act
from mahjong_desktop.engine.ledger import Payment
from mahjong_desktop.variants.mahjong.tiles import parse_kinds
from mahjong_desktop.variants.mahjong.win_situation import WinSituation
from mahjong_desktop.variants.sichuan.scoring import Scoring, ready_value, score_hand

ON = {"call_transfer": True}

# ------------------------------------------------------------------ fan limit


@pytest.mark.parametrize("limit, points", [(3, 8), (4, 16), (5, 32)])
def test_the_fan_limit_caps_a_win(limit: int, points: int) -> None:
    # Seven pairs 2 + full flush 2 + two roots 2 = 6 fan: 2 ** min(6, limit).
    hand = parse_kinds("1111m 3333m 55m 77m 99m")
    situation = WinSituation(tuple(hand), (), hand[-1], False, missing_suit="p")
    scored = score_hand(situation, Scoring(fan_limit=limit))
    assert scored.total == 6 and scored.points == points


@pytest.mark.parametrize("limit, paid", [(3, 8), (4, 16), (5, 32)])
def test_the_fan_limit_caps_what_a_win_on_the_table_collects(limit: int, paid: int) -> None:
    # North must throw its 9m (its missing suit); East wins on it with 6 fan (seven
    # pairs 2, full flush 2, two roots 2): North pays 2 ** min(6, limit).
    east = "1111m 3333m 55m 77m 9m"
    north = "22s 33s 77s 88s 99s 9m 147p"
    options = {"fan_limit": limit}
    game = rig_sichuan([east, FILL, FILL, north], current=3, choices="pssm", options=options)
    play(game, 3, Act.DISCARD, "9m")
    play(game, 0, Act.WIN, "9m")
    assert game.wins[0].score.total == 6
    assert game.ledger == [Payment(3, 0, paid, "win_on_discard")]


@pytest.mark.parametrize("limit, worth", [(3, 8), (4, 16), (5, 16)])
def test_the_wall_end_settlement_is_capped_by_the_fan_limit(limit: int, worth: int) -> None:
    east = "123m 456m 789m 11s 46s 9p"  # throws its last dot, then waits on 5s: worth 1
    south = "11s 22s 33s 55s 66s 77s 9s"  # seven pairs + full flush = 4 fan
    west = "147p 258p 369p 3589s"  # declared characters: not ready, no pig
    north = "11m 22m 33m 44m 55p 66p 8s"  # declared bamboo and holds 8s: flower pig
    options = {"fan_limit": limit}
    game = rig_sichuan([east, south, west, north], choices="ppms", options=options)
    assert ready_value(parse_kinds(south), (), "p", Scoring(fan_limit=limit)) == worth
    shorten_wall(game, "")
    play(game, 0, Act.DISCARD, "9p")
    assert game.end_reason == "exhausted"
    # The flower pig pays the most a win is worth: 2 ** limit.
    assert game.ledger[:3] == [Payment(3, s, 2**limit, "flower_pig") for s in (0, 1, 2)]
    assert game.ledger[3:] == [Payment(2, 0, 1, "not_ready"), Payment(2, 1, worth, "not_ready")]


# ---------------------------------------------------------- self-draw bonus


@pytest.mark.parametrize(
    "limit, self_draw, each",
    [
        # root 1 + kong_replacement 1 + last_tile 1 = 3 fan, base 8: the sheet adds 1 point.
        (5, "base", 9),
        (3, "base", 9),
        # +1 fan: 4 fan, base 16, nothing added; at a 3 fan limit the base is 8.
        (5, "fan", 16),
        (4, "fan", 16),
        (3, "fan", 8),
    ],
)
def test_the_self_draw_bonus_is_a_point_or_a_fan(limit: int, self_draw: str, each: int) -> None:
    options = {"fan_limit": limit, "self_draw": self_draw}
    game = rig_sichuan(["1111m 234m 567m 99s 78s", FILL, FILL, FILL], options=options)
    shorten_wall(game, "6s")
    play(game, 0, Act.CONCEALED_KONG, "1111m")
    play(game, 0, Act.WIN)
    patterns = {"basic", "root", "kong_replacement", "last_tile"}
    assert win_patterns(game) == (patterns | {"self_drawn"} if self_draw == "fan" else patterns)
    assert game.wins[0].score.total == (4 if self_draw == "fan" else 3)
    assert game.ledger[3:] == [Payment(s, 0, each, "self_drawn_win") for s in (1, 2, 3)]


def test_a_discard_win_gets_no_self_draw_fan() -> None:
    hand = parse_kinds("123m 456m 789m 11s 456s")
    situation = WinSituation(tuple(hand), (), hand[-1], False, missing_suit="p")
    assert score_hand(situation, Scoring(self_draw_fan=True)).total == 0


# ------------------------------------------------------------ call transfer

EAST = "1111m 3579m 2489s 5s 6s"  # kongs 1m, throws 5s, ends far from ready
SOUTH = "234m 456m 678m 11s 46s"  # wins on the 5s
WEST = "13578p 258m 99m 237s"  # declared dots: still holds some at the end (flower pig)
NORTH = "999p 123p 456p 77s 8s 3s"  # declared characters: kongs 9p, ends ready on 7s


def _kong_then_deal_in(options: dict[str, bool]) -> list[Payment]:
    game = rig_sichuan([EAST, SOUTH, WEST, NORTH], choices="pppm", options=options)
    shorten_wall(game, "1s 9p", replacements="7s 9s")
    play(game, 0, Act.CONCEALED_KONG, "1111m")  # all three pay East 2
    play(game, 0, Act.DISCARD, "5s")  # right after the kong's replacement (7s)
    play(game, 1, Act.WIN, "5s")
    play(game, 2, Act.DISCARD, "1p")
    play(game, 3, Act.CONCEALED_KONG, "9999p")  # East and West pay North 2
    play(game, 3, Act.DISCARD, "3s")  # North's discard wins nobody: its kong stays
    assert game.end_reason == "exhausted"
    assert sum(game.deltas()) == 0
    causes = [e.data["cause"] for e in game.events if e.kind == "payment"]
    assert causes == [p.cause for p in game.ledger]  # each payment is an event naming it
    return list(game.ledger)


def test_call_transfer_passes_the_kong_to_the_winner_and_it_is_not_refunded() -> None:
    kong = [Payment(s, 0, 2, "concealed_kong") for s in (1, 2, 3)]
    north_kong = [Payment(0, 3, 2, "concealed_kong"), Payment(2, 3, 2, "concealed_kong")]
    end = [*(Payment(2, s, 32, "flower_pig") for s in (0, 1, 3)), Payment(0, 3, 2, "not_ready")]
    # The sheet: East keeps its kong until the end, then, not ready, refunds it.
    refunds = [Payment(0, s, 2, "kong_tax_refund") for s in (1, 2, 3)]
    assert _kong_then_deal_in({}) == [
        *kong,
        Payment(0, 1, 1, "win_on_discard"),
        *north_kong,
        *refunds,
        *end,
    ]
    # Call transfer: the 6 East collected go to South with the win; nothing is left to
    # refund (a Decision of the rules page), North's kong is not touched.
    assert _kong_then_deal_in(ON) == [
        *kong,
        Payment(0, 1, 1, "win_on_discard"),
        Payment(0, 1, 6, "call_transfer"),
        *north_kong,
        *end,
    ]


DISCARDER = "2222s 5s 66s 7788s 1m 99m"  # declared dots; kongs 2s, throws 5s
WAITS_5S = "123m 456m 789m 11s 46s"
WAITS_5S_TOO = "234m 567m 888m 34s 99s"


@pytest.mark.parametrize("options", [{}, ON])
def test_with_several_winners_the_first_in_turn_order_takes_the_kong(
    options: dict[str, bool],
) -> None:
    game = rig_sichuan(
        [DISCARDER, FILL, WAITS_5S, WAITS_5S_TOO],
        choices="pmpp",
        replacements="3m 3m",
        options=options,
    )
    play(game, 0, Act.CONCEALED_KONG, "2222s")
    play(game, 0, Act.DISCARD, "5s")
    for seat in reversed(game.to_act()):
        play(game, seat, Act.WIN, "5s")
    transfer = [Payment(0, 2, 6, "call_transfer")] if options else []
    assert game.ledger == [
        *(Payment(s, 0, 2, "concealed_kong") for s in (1, 2, 3)),
        Payment(0, 2, 1, "win_on_discard"),
        Payment(0, 3, 1, "win_on_discard"),
        *transfer,
    ]
    assert sum(game.deltas()) == 0


def test_no_transfer_once_the_kong_turn_is_over() -> None:
    # East kongs and throws 5s, which nobody takes; on its next turn it throws 5s
    # again and West wins: that discard does not follow the kong.
    east = "2222s 5s 5s 66s 77s 9s 1m 99m"
    west = "123m 456m 789m 11s 46s"
    game = rig_sichuan(
        [east, FILL, west, FILL], "8m 4m 7m 4s", choices="pmpm", replacements="3m 3m", options=ON
    )
    play(game, 0, Act.CONCEALED_KONG, "2222s")
    play(game, 0, Act.DISCARD, "5s")
    play(game, 2, Act.PASS)
    for seat in (1, 2, 3):
        assert game.current == seat
        discard_drawn(game)
    assert game.current == 0 and not game.turn.after_kong
    play(game, 0, Act.DISCARD, "5s")
    play(game, 2, Act.WIN, "5s")
    assert [p.cause for p in game.ledger][-1] == "win_on_discard"
    assert "call_transfer" not in {p.cause for p in game.ledger}


# ---------------------------------------------------------------------- calc

CALC = ["calc", "--variant", "sichuan", "--json", "--missing", "p"]


def _calc(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main([*CALC, *args]) == 0
    result: dict[str, object] = json.loads(capsys.readouterr().out)
    return result


def test_calc_scores_by_the_options_given(capsys: pytest.CaptureFixture[str]) -> None:
    six_fan = ["--hand", "1111m 3333m 55m 77m 99m", "--win-tile", "9m"]
    sheet_six = _calc(capsys, *six_fan)
    assert sheet_six["points"] == 32 and "limit" not in sheet_six  # the sheet's report as ever
    capped = _calc(capsys, *six_fan, "--option", "fan_limit=3")
    assert (capped["total"], capped["limit"], capped["points"]) == (6, 3, 8)
    text = [a for a in CALC if a != "--json"]
    assert main([*text, *six_fan, "--option", "fan_limit=3"]) == 0
    assert "counted (the limit)      3 fan" in capsys.readouterr().out  # the text report says it
    drawn = ["--hand", "123m 456m 789m 11s 456s", "--win-tile", "6s", "--self-drawn"]
    sheet = _calc(capsys, *drawn)
    assert (sheet["total"], sheet["points"]) == (0, 1) and "limit" not in sheet
    as_fan = _calc(capsys, *drawn, "--option", "self_draw=fan")
    assert (as_fan["total"], as_fan["points"]) == (1, 2)
    assert {"code": "self_drawn", "value": 1} in as_fan["patterns"]  # type: ignore[operator]


def test_calc_refuses_a_bad_sichuan_option(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [*CALC, "--hand", "123m 456m 789m 11s 456s", "--win-tile", "6s"]
    assert main([*argv, "--option", "fan_limit=6"]) == 2
    assert "fan_limit cannot be '6' (choose 3, 4 or 5)" in capsys.readouterr().err
