"""Paohuzi's house rules: the minimum huxi and the colour hands, each checked where
it changes the game (the win check, the tun, the payment, calc, the score sheet).
Every test here fails when its option is ignored."""

from __future__ import annotations

import contextlib
import io
import json
from typing import Any

import pytest

from mahjong_desktop.ai.discard_analysis import analyse_discard
from mahjong_desktop.ai.paohuzi.evaluation import colour_hope, kinds_counts, prospect
from mahjong_desktop.cli.main import main as cli_main
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.messages import ENGLISH, Message, render
from mahjong_desktop.variants.calc.request import CalcRequest
from mahjong_desktop.variants.paohuzi.arranged import arranged_game
from mahjong_desktop.variants.paohuzi.calc import calc, format_report
from mahjong_desktop.variants.paohuzi.cards import parse_cards
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal
from mahjong_desktop.variants.paohuzi.groups import Group, GroupKind
from mahjong_desktop.variants.paohuzi.scoring import Source, best_win, tun
from mahjong_desktop.variants.paohuzi.wins import RED_KINDS, Colour, colour_of

TEN = {"min_huxi": 10}
COLOURS = {"colour_hands": True}
# 12 huxi once the revealed 5x makes 456x: ti of small 1s 9 + peng of big 3s 3.
TWELVE = {"hand": "46x 789x 345d 678d 00x", "melds": "ti:1111x, peng:333d"}
# 18 huxi and no red card (no 2, 7 or 10) once 5x makes 456x: ti 9 + peng 3 + kan 6.
BLACK = {"hand": "46x 345d 456d 888d 99x", "melds": "ti:1111x, peng:333d"}
CALC_TWELVE = {"hand": "123d 270d 456x 789x 00x 0d", "melds": "chi:456d,chi:345x"}
RED_HAND = "123d 270d 123x 777x 000x 456d 456x"  # 21 huxi, 11 red cards
ALL_BLACK = "888x 999d 333d 111x 456x 456d 345x"  # 18 huxi, no red card
ONE_RED = "888x 999d 333d 111x 456x 456d 234x"  # 18 huxi, the small 2 alone red


def waiting(position: dict[str, str], options: dict[str, Any] | None = None) -> PaohuziDeal:
    """Seat 1 holding ``position`` as seat 2 reveals a small 5, the stock's last card:
    only seat 1 may claim it, and only to win."""
    return arranged_game(
        ["3x 9d", position["hand"], "3x 8d"],
        "5x",
        dealer=1,
        melds=("", position["melds"], ""),
        options=options,
    )


def wins_offered(game: PaohuziDeal, seat: int) -> list[Action]:
    return [a for a in game.legal_actions(seat) if a.kind is Act.WIN]


# ------------------------------------------------------------------- min_huxi


def test_tun_count_from_the_minimum() -> None:
    assert [tun(h) for h in (12, 14, 15, 17, 18)] == [0, 0, 1, 1, 2]
    assert [tun(h, 10) for h in (9, 10, 12, 13, 15, 18)] == [0, 1, 1, 2, 2, 3]


def test_a_twelve_huxi_hand_wins_at_ten_not_at_fifteen() -> None:
    sheet = waiting(TWELVE)  # nobody may claim the 5: it lies face up, the stock is out
    assert sheet.end_reason == "exhausted" and not sheet.wins
    game = waiting(TWELVE, TEN)
    assert game.window is not None and game.window.tile // 4 == parse_cards("5x")[0]
    (win,) = wins_offered(game, 1)
    game.apply(win)
    assert game.end_reason == "win"
    assert (game.wins[0].huxi, game.wins[0].tun) == (12, 1)
    assert game.deltas() == [-1, 2, -1]


def test_the_minimum_sets_the_tun_of_a_win() -> None:
    for options, paid in (({}, 2), (TEN, 3)):  # 18 huxi: 1 + 3 // 3, 1 + 8 // 3
        game = waiting(BLACK, options)
        game.apply(wins_offered(game, 1)[0])
        assert game.wins[0].tun == paid
        assert game.deltas() == [-paid, 2 * paid, -paid]


def test_best_win_takes_the_minimum() -> None:
    melds = [Group(GroupKind.TI, (0,) * 4), Group(GroupKind.PENG, (12,) * 3)]
    hand = parse_cards("46x 789x 345d 678d 00x")
    five = parse_cards("5x")[0]
    assert best_win(melds, hand, five, Source.OTHER) is None
    found = best_win(melds, hand, five, Source.OTHER, 10)
    assert found is not None and found.huxi == 12


def test_calc_reads_the_minimum() -> None:
    sheet = calc(CalcRequest(**CALC_TWELVE))
    assert (sheet["valid"], sheet["points"], sheet["reason"]) == (False, 0, "12 huxi, 15 needed")
    ten = calc(CalcRequest(**CALC_TWELVE, options=TEN))
    assert (ten["valid"], ten["total"], ten["points"], ten["reason"]) == (True, 12, 1, "")


# ---------------------------------------------------------------- colour hands


def test_the_red_cards_are_the_twos_sevens_and_tens() -> None:
    assert sorted(RED_KINDS) == sorted(parse_cards("270x 270d"))
    groups = (Group(GroupKind.KAN, tuple(parse_cards("222x"))),)
    assert colour_of(groups) is Colour.ALL_RED


@pytest.mark.parametrize(
    ("hand", "colour", "sheet", "with_colours"),
    [
        (RED_HAND, "red_hand", 3, 6),
        (ALL_BLACK, "all_black", 2, 8),
        (ONE_RED, "one_red", 2, 6),
        ("123d 270d 123x 270x 456x 456d 99x 9d", None, 2, 2),  # 8 red: no colour hand
    ],
)
def test_a_colour_hand_pays_more_only_with_colour_hands_on(
    hand: str, colour: str | None, sheet: int, with_colours: int
) -> None:
    off = calc(CalcRequest(hand=hand))
    on = calc(CalcRequest(hand=hand, options=COLOURS))
    assert off["points"] == sheet and on["points"] == with_colours
    assert on["total"] == off["total"]
    codes = [p["code"] for p in on["patterns"]]
    assert (colour in codes) if colour else codes == [p["code"] for p in off["patterns"]]
    assert not any(p["code"] == colour for p in off["patterns"])
    if colour:
        assert f"{colour}" in format_report(on) and "x" in format_report(on).split(colour)[1]


def test_both_options_together_multiply_the_tun_from_the_minimum() -> None:
    result = calc(CalcRequest(hand=ALL_BLACK, options={**TEN, **COLOURS}))
    assert result["points"] == (1 + (18 - 10) // 3) * 4


def test_an_all_black_win_in_play_pays_four_times_and_names_it_on_the_sheet() -> None:
    game = waiting(BLACK, COLOURS)
    game.apply(wins_offered(game, 1)[0])
    assert game.wins[0].tun == 8 and game.deltas() == [-8, 16, -8]
    (win,) = [e for e in game.events if e.kind == "win"]
    lines = win.data["scoring"]["patterns"]
    assert lines[-1]["code"] == "all_black" and lines[-1]["value"] == 0
    assert sum(p["value"] for p in lines) == win.data["scoring"]["total"] == 18
    label = Message.from_json(lines[-1]["label"])
    assert label.code in ENGLISH and render(label) == "All black: no red card, tun ×4"
    assert game.state()["wins"][0]["colour"] == "all_black"


def test_without_colour_hands_the_same_win_is_the_sheets() -> None:
    game = waiting(BLACK)
    game.apply(wins_offered(game, 1)[0])
    assert game.deltas() == [-2, 4, -2]
    assert "colour" not in game.state()["wins"][0]
    (win,) = [e for e in game.events if e.kind == "win"]
    assert [p["code"] for p in win.data["scoring"]["patterns"]][-1] != "all_black"


# ------------------------------------------------------------ the command line


def run_cli(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = cli_main(args)
        except SystemExit as stop:
            code = int(stop.code or 0)
    return code, out.getvalue(), err.getvalue()


def test_calc_on_the_command_line_with_options() -> None:
    base = ["calc", "--variant", "paohuzi", "--hand", CALC_TWELVE["hand"]]
    base += ["--melds", CALC_TWELVE["melds"], "--json"]
    code, out, _ = run_cli(base)
    assert code == 0 and json.loads(out)["valid"] is False
    code, out, _ = run_cli([*base, "--option", "min_huxi=10"])
    assert code == 0 and (json.loads(out)["valid"], json.loads(out)["points"]) == (True, 1)
    black = ["calc", "--variant", "paohuzi", "--hand", ALL_BLACK, "--json"]
    code, out, _ = run_cli([*black, "--option", "colour_hands=on"])
    assert code == 0 and json.loads(out)["points"] == 8


@pytest.mark.parametrize("option", ["min_huxi=12", "colour_hands=maybe", "min_faan=1"])
def test_a_bad_option_exits_2_with_one_line(option: str) -> None:
    code, _, err = run_cli(
        ["calc", "--variant", "paohuzi", "--hand", ALL_BLACK, "--option", option]
    )
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and option.split("=")[0] in err


def test_simulate_and_trace_play_by_the_options_and_records_keep_them(tmp_path: Any) -> None:
    options = ["--option", "min_huxi=10", "--option", "colour_hands=on"]
    args = ["simulate", "--variant", "paohuzi", "--deals", "2", "--seed", "3"]
    code, out, _ = run_cli([*args, *options, "--records", str(tmp_path), "--json"])
    assert code == 0 and len(out.splitlines()) == 2
    for path in sorted(tmp_path.iterdir()):
        record = json.loads(path.read_text())
        assert record["format"] == 3
        assert record["options"] == {"min_huxi": 10, "colour_hands": True}
    code, out, _ = run_cli(["trace", "--variant", "paohuzi", "--seed", "3", *options, "--json"])
    assert code == 0 and out.strip()
    code, _, err = run_cli([*args, "--option", "limit=8"])
    assert code == 2 and "limit" in err


def test_the_discard_hint_names_the_wins_the_minimum_allows() -> None:
    def hint(options: dict[str, Any] | None) -> list[str]:
        game = arranged_game(
            ["3x 9d", TWELVE["hand"] + " 9x", "3x 8d"],
            "5x",
            dealer=1,
            melds=("", TWELVE["melds"], ""),
            sizes=(20, 21, 20),
            options=options,
        )
        seen = game.observation(1)
        nine = next(c for c in seen["hand"] if c // 4 == parse_cards("9x")[0])
        return [w.face for w in analyse_discard(seen, nine).waits]

    assert hint(None) == []
    assert "5x" in hint(TEN)


def test_the_bots_hand_reading_takes_the_minimum_and_the_colours() -> None:
    counts = kinds_counts(parse_cards("456x 789x"))
    # 12 huxi on the table: short of 15, not of 10.
    assert prospect(counts, 5, 12, 10).score > prospect(counts, 5, 12).score
    assert prospect(counts, 5, 15, 10).score == prospect(counts, 5, 15).score
    assert colour_hope(0, 20) > colour_hope(5, 20) < colour_hope(10, 20)
    assert colour_hope(9, 20) > colour_hope(7, 20) > colour_hope(6, 20) == 0
