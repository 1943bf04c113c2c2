"""Hong Kong's house rules (hongkong.html section 8), each in a rigged deal, in the
scoring and in ``calc --option``: every test here fails if its option is ignored."""

from __future__ import annotations

import contextlib
import io
import json

import pytest
from support.inventory import every_tile
from support.table import action_kinds, discard, lay_pung, new_payments, play, rig, win_patterns

from mahjong_desktop.cli.main import main as cli_main
from mahjong_desktop.engine.actions import Act
from mahjong_desktop.engine.ledger import Payment
from mahjong_desktop.storage.records import replay
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.hongkong.scoring import payments, score_hand
from mahjong_desktop.variants.mahjong.tiles import parse_kind, parse_kinds
from mahjong_desktop.variants.mahjong.win_situation import WinSituation

EAST_QUIET = "147m 258p 369s 1234z 5p"  # 14 tiles that claim nothing; 5p is thrown
SOUTH_TWO_FAAN = "123m 456p 789s 222s 5p"  # concealed, no flowers: 2 faan on a 5p
SOUTH_DRAGONS = "555z 666z 777z 123m 5p"  # big three dragons on a 5p: a limit hand


def south_waits(options: dict[str, object], south: str = SOUTH_TWO_FAAN) -> HongKongDeal:
    """A deal where East is about to throw the 5p South waits on."""
    game = HongKongDeal(4, options)
    rig(game, [EAST_QUIET, south, "", ""])
    discard(game, 0, "5p")
    return game


def situation(text: str, win: str) -> WinSituation:
    """A concealed hand won on a discard of ``win`` (already in ``text``) by East."""
    kinds = tuple(parse_kinds(text))
    return WinSituation(concealed=kinds, melds=(), win_tile=parse_kind(win), self_drawn=False)


def calc(*args: str) -> tuple[int, dict[str, object] | None]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = cli_main(["calc", "--variant", "hongkong", *args, "--json"])
        except SystemExit as stop:
            code = int(stop.code or 0)
    return code, json.loads(out.getvalue()) if code == 0 else None


# --- the minimum --------------------------------------------------------------------


def test_a_two_faan_hand_wins_below_the_sheets_minimum_only() -> None:
    assert Act.WIN not in action_kinds(south_waits({}), 1)  # the sheet: 3 faan
    for minimum in (0, 1):
        game = south_waits({"min_faan": minimum})
        play(game, 1, Act.WIN, "5p")
        assert game.wins[0].score.total == 2
        assert win_patterns(game) == {"concealed_hand", "no_flowers"}


def test_at_zero_faan_a_hand_with_no_pattern_wins_for_one_point() -> None:
    options = {"min_faan": 0, "flowers": False}
    game = HongKongDeal(4, options)
    rig(game, [EAST_QUIET, "123m 456p 789s 2s 2s 2s 5p", "", ""])
    lay_pung(game, 1, "2s", from_seat=3)  # claimed: the hand is not concealed
    discard(game, 0, "5p")
    play(game, 1, Act.WIN, "5p")
    assert game.wins[0].score.total == 0 and game.wins[0].score.points == 1
    assert new_payments(game, 0) == [Payment(0, 1, 3, "win_on_discard")]
    one = HongKongDeal(4, {"min_faan": 1, "flowers": False})
    rig(one, [EAST_QUIET, "123m 456p 789s 2s 2s 2s 5p", "", ""])
    lay_pung(one, 1, "2s", from_seat=3)
    discard(one, 0, "5p")
    assert Act.WIN not in action_kinds(one, 1)


# --- the limit ------------------------------------------------------------------------


@pytest.mark.parametrize(("limit", "points"), [(8, 256), (10, 1024), (13, 8192)])
def test_a_limit_hand_scores_the_limit_in_force(limit: int, points: int) -> None:
    game = south_waits({"limit": limit}, SOUTH_DRAGONS)
    play(game, 1, Act.WIN, "5p")
    score = game.wins[0].score
    assert score.total == limit and score.points == points
    assert {p.value for p in score.patterns} == {limit}
    assert new_payments(game, 0) == [Payment(0, 1, 3 * points, "win_on_discard")]


def test_the_faan_total_is_capped_at_the_limit() -> None:
    # Seven pairs of one suit, concealed, no flowers: 4 + 7 + 1 + 1 = 13 faan.
    hand = situation("11m 22m 44m 55m 77m 88m 99m", "9m")
    assert score_hand(hand).total == 13
    assert score_hand(hand, limit=10).total == 10
    assert score_hand(hand, limit=8).points == 2**8


# --- without flowers -------------------------------------------------------------------


def test_without_flowers_the_deal_has_136_tiles_in_walls_of_17_stacks() -> None:
    game = HongKongDeal(3, {"flowers": False})
    game.start()
    assert game.wall.layout.side_stacks == (17, 17, 17, 17)
    assert game.wall.layout.dead_stacks == 7
    assert every_tile(game) == list(range(136))
    assert not any(s.bonus for s in game.seats)
    assert "flower" not in {e.kind for e in game.events}
    sheet = HongKongDeal(3)
    sheet.start()
    assert every_tile(sheet) == list(range(144))
    assert sheet.wall.layout.side_stacks == (18, 18, 18, 18)


def test_without_flowers_no_hand_scores_the_no_flowers_faan() -> None:
    game = south_waits({"flowers": False, "min_faan": 1})
    play(game, 1, Act.WIN, "5p")
    assert win_patterns(game) == {"concealed_hand"}
    assert game.wins[0].score.total == 1


def test_a_deal_without_flowers_replays_from_its_record() -> None:
    game = HongKongDeal(9, {"flowers": False})
    game.start()
    record = game.record()
    assert record["format"] == 3 and record["options"] == {"flowers": False}
    again = replay(record)
    assert again.state_json() == game.state_json()
    assert every_tile(again) == list(range(136))


# --- who pays on a discard win ---------------------------------------------------------------


def test_shared_payment_every_loser_pays_and_the_discarder_double() -> None:
    game = south_waits({"payment": "shared"}, SOUTH_DRAGONS)
    play(game, 1, Act.WIN, "5p")
    base = 8192
    assert new_payments(game, 0) == [
        Payment(0, 1, 2 * base, "win_on_discard"),
        Payment(2, 1, base, "win_on_discard"),
        Payment(3, 1, base, "win_on_discard"),
    ]
    assert sum(game.deltas()) == 0 and game.deltas()[1] == 4 * base


def test_shared_payment_leaves_a_self_drawn_win_as_the_sheet_pays_it() -> None:
    assert payments(8, 1, True, None, shared=True) == payments(8, 1, True, None)
    assert payments(8, 1, False, 0) == {0: -24, 1: 24, 2: 0, 3: 0}
    assert payments(8, 1, False, 0, shared=True) == {0: -16, 1: 32, 2: -8, 3: -8}


# --- calc --option -------------------------------------------------------------------------


def test_calc_scores_by_the_options_given() -> None:
    hand = ["--hand", "123m 456p 789s 222s 55p", "--win-tile", "5p"]
    assert calc(*hand)[1]["valid"] is False  # type: ignore[index]
    _, cheap = calc(*hand, "--option", "min_faan=1")
    assert cheap is not None and cheap["valid"] is True and cheap["points"] == 4
    _, plain = calc(*hand, "--option", "min_faan=0", "--option", "flowers=off")
    assert plain is not None and plain["total"] == 1
    dragons = ["--hand", "555z 666z 777z 123m 55p", "--win-tile", "5p"]
    _, capped = calc(*dragons, "--option", "limit=8")
    assert capped is not None and (capped["total"], capped["points"]) == (8, 256)


def test_calc_refuses_bonus_tiles_without_flowers_and_bad_values() -> None:
    hand = ["--hand", "555z 666z 777z 123m 55p", "--win-tile", "5p"]
    assert calc(*hand, "--bonus", "1f", "--option", "flowers=off")[0] == 2
    assert calc(*hand, "--option", "limit=9")[0] == 2
    assert calc(*hand, "--option", "fan_limit=3")[0] == 2  # a Sichuan option
