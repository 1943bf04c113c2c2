"""The Paohuzi level bots in arranged positions, and the hand reading they rest on."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.paohuzi.evaluation import dead_risk, kinds_counts, prospect
from mahjong_desktop.ai.reasons import render
from mahjong_desktop.engine.actions import Act
from mahjong_desktop.variants.paohuzi.arranged import arranged_game
from mahjong_desktop.variants.paohuzi.cards import kind_of, parse_cards
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal

LEVELS = ("easy", "normal", "hard")
WAITS_ON_5X = {"hand": "46x 789x 345d 678d 00x", "melds": "ti:1111d, wei:222d"}


def decide(game: PaohuziDeal, seat: int, level: str = "normal"):
    return make_bot(level, 4).decide(game.observation(seat))  # type: ignore[attr-defined]


def counts(text: str) -> tuple[int, ...]:
    return kinds_counts(parse_cards(text))


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_wins_when_it_may(level: str) -> None:
    game = arranged_game(
        ["55x 2x 0x 5d", WAITS_ON_5X["hand"], "1x 9d"],
        "5x",
        dealer=1,
        melds=("", WAITS_ON_5X["melds"], ""),
    )
    decision = decide(game, 1, level)
    assert decision.action.kind is Act.WIN
    assert render(decision.reason).startswith("win")


@pytest.mark.parametrize("level", LEVELS)
def test_a_pao_is_always_made(level: str) -> None:
    game = arranged_game(["7x 1x 9d", "777x 2d 8d", "1x 9d"], "0d", sizes=(21, 20, 20))
    discard = next(a for a in game.legal_actions(0) if kind_of(a.tiles[0]) == parse_cards("7x")[0])
    game.apply(discard)
    decision = decide(game, 1, level)
    assert decision.action.kind is Act.PAO
    # A pao of a small kan: 6 huxi where the kan held 3.
    assert render(decision.reason) == "pao: the meld adds 3 huxi"


def test_a_chi_that_completes_a_scoring_group_is_taken() -> None:
    # 2x 3x wait for 1x: the chi makes 1-2-3 small, 3 huxi.
    game = arranged_game(["23x 5d 6d 9d", "1x 9d", "1x 8d"], "1x", dealer=2)
    decision = decide(game, 0)
    assert decision.action.kind is Act.CHI
    assert decision.reason.code == "ai.phz_chi" and decision.reason.args["huxi"] == 3


def test_a_chi_that_breaks_a_scoring_group_is_passed() -> None:
    # 4x would take 2x 3x out of 1-2-3 (3 huxi) for 2-3-4 (none).
    game = arranged_game(["123x 7d 8d", "1x 9d", "1x 8d"], "4x", dealer=2)
    chis = [a for a in game.legal_actions(0) if a.kind is Act.CHI]
    assert chis
    assert decide(game, 0).action.kind is Act.PASS


def test_the_discard_keeps_the_complete_groups() -> None:
    game = arranged_game(["123x 456d 78d 5x 0d 9x 2d", "1x 9d", "1x 8d"], "", sizes=(21, 20, 20))
    decision = decide(game, 0)
    assert decision.action.kind is Act.DISCARD
    assert kind_of(decision.action.tiles[0]) not in parse_cards("123x 456d")


def test_prospect_prefers_groups_then_huxi() -> None:
    loose = prospect(counts("1x 4x 7x 2d 5d 8d"), 0, 0)
    parts = prospect(counts("1x 2x 4x 5x 7d 8d"), 0, 0)
    groups = prospect(counts("1x 2x 3x 4d 5d 6d"), 0, 0)
    scoring = prospect(counts("1x 2x 3x 1d 2d 3d"), 0, 0)
    assert loose.score < parts.score < groups.score < scoring.score
    assert (groups.groups, groups.huxi) == (2, 3) and scoring.huxi == 9
    kan = prospect(counts("555d 1x"), 0, 0)
    assert (kan.groups, kan.huxi) == (1, 6)
    assert prospect(counts("1x 2x 3x"), 3, 12).score > prospect(counts("1x 2x 3x"), 0, 0).score


def test_dead_hand_risk_is_a_hand_of_kans_and_one_pair() -> None:
    assert dead_risk(counts("555x 777d 11x"))
    assert not dead_risk(counts("555x 777d 11x 3d"))
    assert not dead_risk(counts("555x 7d 8d 11x"))
