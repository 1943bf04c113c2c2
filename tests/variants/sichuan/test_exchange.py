"""The Sichuan three-tile exchange (house rule ``exchange``): rules, hidden
information, determinization, bots, and self-play with the rule on."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from support.inventory import every_tile
from support.sheets import check_sheet

from mahjong_desktop.ai.bots import BOT_LEVELS, make_bot
from mahjong_desktop.ai.reasons import TEXTS
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.determinize import determinize
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.storage.records import replay
from mahjong_desktop.variants.mahjong.tiles import kind_of, suit_of
from mahjong_desktop.variants.sichuan import exchange
from mahjong_desktop.variants.sichuan.deal import SichuanDeal

ON = {"exchange": True}


def _suit(tile: int) -> str:
    return suit_of(kind_of(tile))


def _dealt(seed: int, options: dict[str, object] | None = None) -> SichuanDeal:
    deal = SichuanDeal(seed, options if options is not None else ON)
    deal.start()
    return deal


def _first_choices(deal: SichuanDeal) -> dict[int, Action]:
    return {seat: deal.legal_actions(seat)[0] for seat in range(4)}


def _exchange_all(deal: SichuanDeal) -> dict[int, Action]:
    chosen = _first_choices(deal)
    for action in chosen.values():
        deal.apply(action)
    return chosen


def _dice_event(deal: SichuanDeal) -> dict[str, object]:
    (event,) = [e for e in deal.events if e.kind == "exchange_dice"]
    return event.data


@pytest.mark.parametrize("total", range(2, 13))
def test_the_direction_follows_the_dice_total(total: int) -> None:
    expected = {1: ("clockwise", 1), 2: ("across", 2), 0: ("counter_clockwise", 3)}
    first = min(6, total - 1)
    assert exchange.direction_of((first, total - first)) == expected[total % 3]


def _seeds_by_direction() -> list[tuple[str, int]]:
    """A seed whose dice pass each way (all three within the first seeds)."""
    found: dict[str, int] = {}
    for seed in range(60):
        deal = _dealt(seed)
        _exchange_all(deal)
        found.setdefault(str(_dice_event(deal)["direction"]), seed)
    assert set(found) == {"clockwise", "across", "counter_clockwise"}
    return sorted(found.items())


@pytest.mark.parametrize(("direction", "seed"), _seeds_by_direction())
def test_the_tiles_go_where_the_dice_say_and_arrive_at_once(direction: str, seed: int) -> None:
    deal = _dealt(seed)
    before = [list(s.hand) for s in deal.seats]
    chosen = _first_choices(deal)
    for action in chosen.values():
        assert deal.exchange is not None and not deal.exchange.done
        assert [list(s.hand) for s in deal.seats] == before, "tiles moved before all chose"
        deal.apply(action)
    dice = _dice_event(deal)["dice"]
    assert isinstance(dice, list)
    total = sum(dice[0])
    shift = {1: 1, 2: 2, 0: 3}[total % 3]
    assert direction == {1: "clockwise", 2: "across", 0: "counter_clockwise"}[total % 3]
    for seat, action in chosen.items():
        receiver = (seat + shift) % 4
        assert set(action.tiles) <= set(deal.seats[receiver].hand)
        assert not set(action.tiles) & set(deal.seats[seat].hand)
        giver = (seat - shift) % 4
        expected = set(before[seat]) - set(action.tiles) | set(chosen[giver].tiles)
        assert set(deal.seats[seat].hand) == expected
        assert len(deal.seats[seat].hand) == len(before[seat])
    assert deal.phase is Phase.DECLARE
    assert {a.kind for a in deal.legal_actions(0)} == {Act.DECLARE}
    assert deal.events[-1].kind == "declare_start"


def test_every_choice_is_three_tiles_of_one_suit_and_all_of_them_are_offered() -> None:
    for seed in range(5):
        deal = _dealt(seed)
        for seat in range(4):
            hand = deal.seats[seat].hand
            offered = {a.tiles for a in deal.legal_actions(seat)}
            assert all(len(t) == 3 and len({_suit(x) for x in t}) == 1 for t in offered)
            expected = {
                trio for trio in combinations(sorted(hand), 3) if len({_suit(x) for x in trio}) == 1
            }
            assert offered == expected
            assert {a.kind for a in deal.legal_actions(seat)} == {Act.EXCHANGE}


def test_a_choice_of_two_suits_or_of_tiles_not_held_is_refused_with_a_reason() -> None:
    deal = _dealt(3)
    hand = sorted(deal.seats[0].hand)
    by_suit: dict[str, list[int]] = {}
    for tile in hand:
        by_suit.setdefault(_suit(tile), []).append(tile)
    suits = sorted(by_suit)
    mixed = (by_suit[suits[0]][0], by_suit[suits[0]][1], by_suit[suits[1]][0])
    with pytest.raises(IllegalActionError) as refused:
        deal.apply(Action(0, Act.EXCHANGE, mixed))
    assert refused.value.message.code == "illegal.exchange_one_suit"
    assert "one suit" in str(refused.value)
    not_held = tuple(t for t in range(108) if t not in hand)[:3]
    with pytest.raises(IllegalActionError):
        deal.apply(Action(0, Act.EXCHANGE, not_held))
    with pytest.raises(IllegalActionError):  # the declaration waits for the exchange
        deal.apply(Action(0, Act.DECLARE, choice="m"))
    first, second = deal.legal_actions(0)[:2]
    deal.apply(first)
    with pytest.raises(IllegalActionError) as again:  # one choice a seat
        deal.apply(second)
    assert again.value.message.code != "illegal.exchange_one_suit"
    plain = _dealt(3, {})
    with pytest.raises(IllegalActionError) as off:  # no exchange without the rule
        plain.apply(first)
    assert off.value.message.code == "illegal.not_legal_now"


def test_off_by_default_the_deal_draws_and_plays_as_before() -> None:
    for seed in range(5):
        plain, exchanging = _dealt(seed, {}), _dealt(seed)
        assert plain.exchange is None and "exchange" not in plain.state()
        assert plain.rng.getstate() == exchanging.rng.getstate()
        assert [s.hand for s in plain.seats] == [s.hand for s in exchanging.seats]
        assert not [e for e in plain.events if e.kind.startswith("exchange")]
        assert {a.kind for a in plain.legal_actions(0)} == {Act.DECLARE}
        assert "exchange" not in plain.observation(0)
        assert plain.record()["options"] == {} and exchanging.record()["options"] == ON


def test_a_choice_stays_secret_until_every_seat_has_chosen() -> None:
    deal = _dealt(7)
    before = deal.observation(1)
    action = deal.legal_actions(0)[-1]
    deal.apply(action)
    after = deal.observation(1)
    assert after["exchange"] == before["exchange"]
    assert after["seats"] == before["seats"] and after["hand"] == before["hand"]
    assert set(after["faces"]) == set(before["faces"]), "another seat's tiles were shown"
    (chosen,) = [e for e in deal.events_for(1) if e["type"] == "exchange_chosen"]
    assert chosen["seat"] == 0 and "tiles" not in chosen
    (own,) = [e for e in deal.events_for(0) if e["type"] == "exchange_chosen"]
    assert own["tiles"] == list(action.tiles)
    assert deal.observation(0)["exchange"]["passed"] == sorted(action.tiles)


def test_a_sample_for_search_forgets_the_others_choices_and_the_dice() -> None:
    deal = _dealt(7)
    deal.apply(deal.legal_actions(0)[-1])
    real = deal.exchange.chosen[0] if deal.exchange else ()
    samples = [determinize(deal, 1, random.Random(k)) for k in range(12)]
    assert any(s.exchange is not None and s.exchange.chosen[0] != real for s in samples)
    for twin in samples:
        assert twin.exchange is not None and set(twin.exchange.chosen) == {0}
        assert twin.exchange.chosen[0] in exchange.choices(twin.seats[0].hand, kind_of)
    dice = set()
    for twin in samples:
        for seat in (1, 2, 3):
            twin.apply(twin.legal_actions(seat)[0])
        assert twin.exchange is not None
        dice.add(twin.exchange.dice)
    assert len(dice) > 1, "every sample rolled the real deal's dice"
    assert deal.exchange is not None and not deal.exchange.done  # the real deal untouched


def test_a_sample_keeps_the_passed_tiles_in_the_receivers_hand() -> None:
    deal = _dealt(11)
    chosen = _exchange_all(deal)
    assert deal.exchange is not None
    receiver = deal.exchange.receiver(0, 4)
    for k in range(20):
        twin = determinize(deal, 0, random.Random(k))
        assert set(chosen[0].tiles) <= set(twin.seats[receiver].hand)
        assert twin.seats[0].hand == deal.seats[0].hand
        assert every_tile(twin) == every_tile(deal)
    others = [determinize(deal, 0, random.Random(k)).seats[receiver].hand for k in range(5)]
    assert len({tuple(sorted(h)) for h in others}) > 1, "the rest of that hand is still unseen"


@pytest.mark.parametrize("level", sorted(BOT_LEVELS))
def test_every_bot_passes_three_of_its_shortest_suit(level: str) -> None:
    for seed in range(6):
        deal = _dealt(seed)
        for seat in range(4):
            bot = make_bot(level, bot_seed(seed))
            action = bot.choose(deal.observation(seat))
            assert action.kind is Act.EXCHANGE and action in deal.legal_actions(seat)
            counts = {s: sum(_suit(t) == s for t in deal.seats[seat].hand) for s in ("m", "p", "s")}
            shortest = min(c for c in counts.values() if c >= 3)
            assert counts[_suit(action.tiles[0])] == shortest


def test_the_bot_keeps_a_pair_and_gives_the_reason() -> None:
    from mahjong_desktop.ai.mahjong.exchange_choice import choose_exchange

    # 11589m 12345678p: characters are the suit to give up; the pair stays.
    hand = [0, 1, 16, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64]
    trios = exchange.choices(hand, kind_of)
    options = [Action(0, Act.EXCHANGE, t) for t in trios]
    action, reason = choose_exchange(options, hand, kind_of)
    assert sorted(kind_of(t) for t in action.tiles) == [4, 7, 8]  # 5m 8m 9m
    assert reason.code == "ai.exchange" and reason.code in TEXTS
    assert reason.args == {"tiles": "589m", "suit": "m", "count": 5}


def _play(seed: int, level: str) -> Deal:
    game = SichuanDeal(seed, ON)
    bots = [make_bot(level, bot_seed(seed)) for _ in range(4)]
    expected = every_tile(game)

    def check(g: Deal) -> None:
        assert every_tile(g) == expected

    return play_deal(game, bots, check)


@pytest.mark.parametrize("level", ["random", "greedy", "normal"])
def test_self_play_with_the_exchange_keeps_every_invariant(level: str) -> None:
    deals = {"random": 300, "greedy": 100, "normal": 12}[level]
    for seed in range(deals):
        game = _play(seed, level)
        assert game.is_over
        assert sum(game.deltas()) == 0
        check_sheet(game)
        assert [e.kind for e in game.events].count("exchanged") == 4
        record = game.record()
        assert record["format"] == 3 and record["options"] == ON
        again = replay(record)
        assert again.state_json() == game.state_json()
        assert [e.kind for e in again.events] == [e.kind for e in game.events]


@pytest.mark.parametrize("level", sorted(BOT_LEVELS))
def test_a_bot_choosing_cannot_tell_what_the_others_chose(level: str) -> None:
    for seed in range(4):
        one, other = _dealt(seed), _dealt(seed)
        for seat in (0, 2):  # two seats choose before seat 1, differently in each world
            one.apply(one.legal_actions(seat)[0])
            other.apply(other.legal_actions(seat)[-1])
        assert one.state() != other.state()
        seen = one.observation(1)
        assert other.observation(1) == seen
        assert make_bot(level, 5).choose(seen) == make_bot(level, 5).choose(other.observation(1))


def test_the_arena_ladder_stays_ordered_with_the_exchange() -> None:
    from mahjong_desktop.ai.arena import play_arena

    levels = ["random", "greedy", "easy", "normal"]
    result = play_arena("sichuan", 12, 3, levels, ON).to_json()
    assert result["illegal_actions"] == 0
    points = result["mean_points"]
    assert points["random"] < points["greedy"] < points["normal"]
    assert points["random"] < points["easy"]
