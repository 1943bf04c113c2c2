"""Copies for search (Deal.clone, engine.determinize): a clone is independent and
quiet; a determinized state keeps the observer's view exactly and deals every
tile it has not seen again, so it tells the observer nothing it did not know."""

from __future__ import annotations

import random

import pytest
from support.inventory import every_tile

from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.determinize import determinize
from mahjong_desktop.variants.registry import VARIANTS, new_deal


def _all(game: Deal) -> list[int]:
    return every_tile(game)


def _positions(variant: str, seed: int, every: int = 7) -> list[Deal]:
    """Snapshots of a greedy deal every ``every`` actions (clones, not the live game)."""
    game = new_deal(variant, seed)
    snapshots: list[Deal] = []
    bots = bots_for(game, ["greedy"] * game.seat_count)

    def keep(g: Deal) -> None:
        if not g.is_over and g.action_count % every == 0:
            snapshots.append(g.clone())

    play_deal(game, bots, keep)
    return snapshots


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_clone_is_independent_quiet_and_plays_on(variant: str) -> None:
    game = new_deal(variant, 4)
    game.start()
    twin = game.clone()
    assert twin.state_json() != "" and twin.events == [] and twin.history == []
    before = game.state_json()
    play_deal(twin, bots_for(twin, ["random"] * twin.seat_count))
    assert twin.is_over and not twin.events
    assert game.state_json() == before and not game.is_over
    assert _all(twin) == _all(game)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_observers_view_is_unchanged_and_nothing_is_lost(variant: str) -> None:
    rng = random.Random(5)
    for position in _positions(variant, 2):
        for seat in range(position.seat_count):
            sample = determinize(position, seat, rng)
            assert sample.observation(seat) == position.observation(seat)
            assert _all(sample) == _all(position)


def _hidden_hands(game: Deal, seat: int) -> dict[int, set[int]]:
    state = game.state()
    return {other: set(s["hand"]) for other, s in enumerate(state["seats"]) if other != seat}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_other_hands_are_dealt_again_not_copied(variant: str) -> None:
    """Over many samples a hidden tile stays in its real owner's hand about as
    often as chance says (hand size over unseen tiles), never always."""
    rng = random.Random(9)
    kept = total = 0
    expected = 0.0
    for position in _positions(variant, 3, every=11):
        seat = position.current
        real = _hidden_hands(position, seat)
        hidden = len(position.unseen.slots(position, seat))  # every tile the seat has not seen
        for _ in range(20):
            sample = determinize(position, seat, rng)
            for other, tiles in _hidden_hands(sample, seat).items():
                if other in real and tiles and real[other] and len(real[other]) < hidden:
                    kept += len(tiles & real[other])
                    total += len(tiles)
                    expected += len(tiles) * len(real[other]) / hidden
    assert total > 0
    assert kept <= 2 * expected + 5, (kept, expected, total)
    assert kept < total / 2


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_sample_tells_nothing_of_where_the_unseen_tiles_lay(variant: str) -> None:
    """Two states the seat cannot tell apart (the same view, the hidden tiles elsewhere)
    give the same sample for the same random numbers: a search that reads only samples
    chooses the same whatever the hidden hands hold."""
    compared = 0
    for position in _positions(variant, 3, every=11):
        for seat in range(position.seat_count):
            elsewhere = determinize(position, seat, random.Random(99))
            assert elsewhere.state_json() != position.state_json()
            ours = determinize(position, seat, random.Random(7))
            theirs = determinize(elsewhere, seat, random.Random(7))
            assert ours.state_json() == theirs.state_json()
            compared += 1
    assert compared >= 8


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_sample_plays_to_the_end(variant: str) -> None:
    rng = random.Random(1)
    for position in _positions(variant, 5, every=13):
        sample = determinize(position, (position.current + 1) % position.seat_count, rng)
        expected = _all(sample)
        play_deal(sample, bots_for(sample, ["random"] * sample.seat_count))
        assert sample.is_over and _all(sample) == expected and sum(sample.deltas()) == 0


def test_a_sichuan_seat_known_void_of_its_missing_suit_gets_none() -> None:
    """A seat that threw a tile of another suit after its last draw holds none of its
    missing suit, and everybody knows it: a sample respects that."""
    rng = random.Random(2)
    checked = 0
    for position in _positions("sichuan", 6, every=3):
        seat = position.current
        known = position.unseen.refusals(position, seat)
        for _ in range(5):
            sample = determinize(position, seat, rng)
            for index, state in enumerate(sample.seats):  # type: ignore[attr-defined]
                original = position.seats[index]  # type: ignore[attr-defined]
                if id(original.hand) in known:
                    checked += 1
                    assert not any(known[id(original.hand)](t) for t in state.hand)
    assert checked > 20
