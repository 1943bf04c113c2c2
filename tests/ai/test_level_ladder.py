"""What separates the Sichuan and Paohuzi levels: normal slips, hard never does, and
Paohuzi's easy reads its hand by groups alone."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from support.table import rig

from mahjong_desktop.ai import view as views
from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.paohuzi.bot import PaohuziBot
from mahjong_desktop.ai.paohuzi.evaluation import groups_only, kinds_counts, prospect
from mahjong_desktop.ai.style import style_for
from mahjong_desktop.engine.actions import Act
from mahjong_desktop.variants.mahjong.tiles import format_kinds
from mahjong_desktop.variants.mahjong.tiles import kind_of as tile_kind
from mahjong_desktop.variants.paohuzi.arranged import arranged_game
from mahjong_desktop.variants.paohuzi.cards import card_name, kind_of, parse_cards
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal
from mahjong_desktop.variants.sichuan.deal import SichuanDeal

from .test_mahjong_bots import seats

SEEDS = range(40)
# 1-2-3 big is 6 huxi, 2-3-4 big none: dropping 4d or 1d both keep one group.
BIG_RUN = ["1d 2d 3d 4d 8d 8x", "1x 9d", "1x 8d"]


def paohuzi_discards(level: str) -> Counter[str]:
    game = arranged_game(BIG_RUN, "", sizes=(21, 20, 20))
    picks: Counter[str] = Counter()
    for seed in SEEDS:
        action = make_bot(level, seed).choose(game.observation(0))
        assert action.kind is Act.DISCARD
        picks[card_name(kind_of(action.tiles[0]))] += 1
    return picks


def sichuan_discards(level: str) -> Counter[str]:
    # Three pairs of neighbours and loose ends: 1s and 4s are close calls.
    hand = "2p 3p 4p 5p 6p 7p 2s 3s 4s 6s 7s 9s 9s 1s"
    picks: Counter[str] = Counter()
    for seed in SEEDS:
        game = SichuanDeal(5)
        rig(game, seats(hand, kinds=27), choices="mmmp")
        action = make_bot(level, seed).choose(game.observation(0))
        picks[format_kinds([tile_kind(action.tiles[0])])] += 1
    return picks


def test_sichuan_normal_sometimes_takes_the_close_runner_up_and_hard_never() -> None:
    hard, normal, easy = (sichuan_discards(level) for level in ("hard", "normal", "easy"))
    assert len(hard) == 1
    best = next(iter(hard))
    assert set(normal) == set(easy) and best in normal and len(normal) == 2
    # Easy slips more often than normal.
    assert 0 < SEEDS.stop - normal[best] < SEEDS.stop - easy[best]


def test_paohuzi_normal_sometimes_takes_the_close_runner_up_and_hard_never() -> None:
    hard, normal = paohuzi_discards("hard"), paohuzi_discards("normal")
    assert hard == Counter({"4d": SEEDS.stop})  # keeps 1-2-3 big and its 6 huxi
    assert normal["4d"] > SEEDS.stop / 2 and len(normal) == 2


def test_groups_only_drops_the_huxi_terms_but_keeps_the_split() -> None:
    scoring = prospect(kinds_counts(parse_cards("1d 2d 3d")), 0, 0)
    plain = prospect(kinds_counts(parse_cards("2d 3d 4d")), 0, 0)
    assert scoring.score > plain.score and scoring.groups == plain.groups == 1
    assert groups_only(scoring, 0) == groups_only(plain, 0)
    # Melds count by their groups too, not by their huxi.
    counts = kinds_counts(parse_cards("2d 3d 4d"))
    assert groups_only(prospect(counts, 2, 9), 9) == groups_only(prospect(counts, 2, 0), 0)


def test_paohuzi_easy_judges_by_groups_and_normal_by_huxi_too() -> None:
    game: PaohuziDeal = arranged_game(BIG_RUN, "", sizes=(21, 20, 20))
    view = views.read(game.observation(0))
    picks = {}
    for level in ("easy", "normal"):
        steady = replace(style_for("paohuzi", level), slip=0.0)
        action = PaohuziBot(steady).decide(view, random.Random(0)).action
        picks[level] = card_name(kind_of(action.tiles[0]))
    assert picks["normal"] == "4d"
    assert picks["easy"] != "4d"  # 2-3-4 is as good a group to a beginner


def test_advice_is_the_level_at_its_best_never_a_slip() -> None:
    # The same close call on which normal slips in play: a hint never takes the runner-up.
    hand = "2p 3p 4p 5p 6p 7p 2s 3s 4s 6s 7s 9s 9s 1s"
    game = SichuanDeal(5)
    rig(game, seats(hand, kinds=27), choices="mmmp")
    observation = game.observation(0)
    best = make_bot("hard", 0).choose(observation)
    picks = {
        make_bot("normal", seed).advice(observation)[0]  # type: ignore[attr-defined]
        for seed in SEEDS
    }
    assert picks == {best}
