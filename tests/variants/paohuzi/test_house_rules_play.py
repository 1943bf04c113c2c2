"""Seeded self-play under every combination of Paohuzi's house rules: every card in
one place after every step, payments summing to zero and as the options say, and
records replaying; and the level bots planning for the options in force."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from support.inventory import every_tile
from support.sheets import paohuzi_huxi

from mahjong_desktop.ai.arena import play_arena
from mahjong_desktop.ai.bots import GreedyBot, RandomBot, make_bot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.paohuzi.deal import PaohuziDeal

COMBINATIONS = [
    {"min_huxi": minimum, "colour_hands": colours}
    for minimum, colours in itertools.product((10, 15), (False, True))
]
WITH_OPTIONS = [o for o in COMBINATIONS if o != {"min_huxi": 15, "colour_hands": False}]
DEALS = 100  # per combination and kind of bot
LADDER_DEALS = 60  # duplicate deals per arena run
HARD_DEALS = 20  # the hard bot looks ahead: fewer deals
ALL_CARDS = list(range(80))
RED_VALUES = {2, 7, 10}  # rules page, section 8: the red cards
TIMES = {"red_hand": 2, "all_red": 4, "one_red": 3, "all_black": 4}


def expected_tun(game: PaohuziDeal, options: dict[str, Any]) -> int:
    """The tun of the deal's win, from the rules page rather than the code."""
    (win,) = game.wins
    huxi = paohuzi_huxi(win.result.groups)
    assert huxi == win.huxi >= options["min_huxi"]
    tun = 1 + (huxi - options["min_huxi"]) // 3
    if not options["colour_hands"] or game.end_reason == "heavenly":
        return tun
    kinds = [k for g in win.result.groups for k in g.kinds]
    red = sum(k % 10 + 1 in RED_VALUES for k in kinds)
    colour = (
        "all_red"
        if red == len(kinds)
        else "red_hand"
        if red >= 10
        else "one_red"
        if red == 1
        else "all_black"
        if red == 0
        else None
    )
    return tun * TIMES[colour] if colour else tun


def check_step(game: Deal) -> None:
    assert every_tile(game) == ALL_CARDS


def check_deal(game: PaohuziDeal, options: dict[str, Any]) -> None:
    assert game.is_over
    assert sum(game.deltas()) == 0
    if game.wins:
        paid = expected_tun(game, options)
        winner = game.wins[0].seat
        assert game.deltas()[winner] == 2 * paid
        assert all(p.amount == paid and p.receiver == winner for p in game.ledger)
    record = game.record()
    kept = {k: v for k, v in options.items() if v != {"min_huxi": 15, "colour_hands": False}[k]}
    assert record["options"] == kept
    assert record["format"] == (3 if kept else 2)
    copy = PaohuziDeal(record["seed"], record["options"])
    copy.start()
    for data in record["actions"]:
        copy.apply(Action.from_json(data))
    assert copy.state_json() == game.state_json()


@pytest.mark.parametrize(
    "options", COMBINATIONS, ids=lambda o: f"{o['min_huxi']}-{o['colour_hands']}"
)
def test_self_play_under_every_combination(options: dict[str, Any]) -> None:
    wins = colours = 0
    for seed in range(DEALS):
        for bot in (GreedyBot, RandomBot):
            game = PaohuziDeal(seed, options)
            play_deal(game, [bot(bot_seed(seed)) for _ in range(3)], check_step)
            check_deal(game, options)
            wins += bool(game.wins)
            colours += any(w.tally.colour for w in game.wins)
    assert wins > DEALS // 2
    assert bool(colours) is options["colour_hands"]  # the colour checks were exercised


def decisions(options: dict[str, Any], changed: dict[str, Any], deals: int) -> tuple[int, int]:
    """(decisions, those the normal bot makes otherwise when it reads ``changed`` as
    the rules instead of the rules in force), over the first ``deals`` seeded deals."""
    asked = differ = 0
    for seed in range(deals):
        game = PaohuziDeal(seed, options)
        game.start()
        bots = [make_bot("normal", bot_seed(seed)) for _ in range(3)]
        while not game.is_over:
            seat = game.to_act()[0]
            seen = game.observation(seat)
            action = bots[seat].decide(seen).action  # type: ignore[attr-defined]
            if len(seen["legal"]) > 1:
                other = {**seen, "rules": {**seen["rules"], **changed}}
                asked += 1
                differ += bots[seat].decide(other).action != action  # type: ignore[attr-defined]
            game.apply(action)
    return asked, differ


def test_bots_read_the_minimum_from_the_rules_in_force() -> None:
    asked, differ = decisions({"min_huxi": 10}, {"min_huxi": 15}, 6)
    assert asked > 100 and differ > 0


def test_bots_value_colour_hands_when_they_are_played() -> None:
    asked, differ = decisions({"colour_hands": True}, {"colour_hands": False}, 6)
    assert asked > 100 and differ > 0


@pytest.mark.parametrize("options", WITH_OPTIONS, ids=str)
def test_the_arena_ladder_stays_ordered_with_options_on(options: dict[str, Any]) -> None:
    result = play_arena("paohuzi", LADDER_DEALS, 1, ["random", "easy", "normal"], options)
    points = {level: tally.points for level, tally in result.tallies.items()}
    assert points["random"] < points["easy"] < points["normal"], points


def test_hard_stays_above_normal_with_both_options_on() -> None:
    options = {"min_huxi": 10, "colour_hands": True}
    result = play_arena("paohuzi", HARD_DEALS, 1, ["easy", "normal", "hard"], options)
    points = {level: tally.points for level, tally in result.tallies.items()}
    assert points["easy"] < points["normal"] < points["hard"], points
