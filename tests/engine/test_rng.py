"""The bots' per-decision randomness: the same numbers for the same decision, always.

The figures below were drawn before the generator was made cheaper: a change of
them would move every bot choice of every recorded and measured deal.
"""

from __future__ import annotations

import random

import pytest

from mahjong_desktop.engine.rng import DecisionRandom, decision_choice, decision_rng

DECISIONS = [(1, 0, 0), (987654321987, 3, 57), (2**62 + 12345, 2, 4999)]
SIZES = (1, 2, 3, 7, 14, 100, 1000)
DRAWN = [
    ([0, 0, 1, 4, 11, 70, 217], 0.409958375583, 917458679400681978, 583073280401788000918),
    ([0, 1, 1, 0, 8, 67, 829], 0.943624006295, 66698084619678877198, 578382087286184969897),
    ([0, 1, 0, 6, 8, 76, 867], 0.002949668049, 37082795261002758813, 372152677467035857024),
]
SHUFFLED = [
    [2, 0, 3, 8, 6, 5, 7, 9, 1, 4],
    [9, 2, 1, 3, 5, 8, 0, 4, 7, 6],
    [3, 2, 9, 0, 7, 4, 1, 5, 6, 8],
]


@pytest.mark.parametrize(
    ("decision", "drawn", "shuffled"), list(zip(DECISIONS, DRAWN, SHUFFLED, strict=True))
)
def test_a_decision_draws_the_numbers_it_always_drew(decision, drawn, shuffled):
    rng = decision_rng(*decision)
    choices = [rng.choice(range(n)) for n in SIZES]
    assert (choices, round(rng.random(), 12), rng.randrange(10**20), rng.getrandbits(70)) == drawn
    cards = list(range(10))
    decision_rng(*decision).shuffle(cards)
    assert cards == shuffled


def test_choice_is_the_standard_choice_over_the_same_stream():
    """``choice`` written out draws what ``Random.choice`` draws from the generator."""
    for seed in range(200):
        mine, standard = DecisionRandom(seed), DecisionRandom(seed)
        for n in (1, 2, 5, 13, 14, 64, 65, 2**40 + 3):
            assert mine.choice(range(n)) == random.Random.choice(standard, range(n))
        assert mine.getstate() == standard.getstate()


def test_the_same_decision_twice_draws_the_same_and_another_differs():
    first = [decision_rng(5, 1, 30).choice(range(1000)) for _ in range(3)]
    assert len(set(first)) == 1
    others = {decision_rng(5, seat, index).random() for seat in range(4) for index in range(50)}
    assert len(others) == 200


def test_choice_of_nothing_is_an_index_error():
    with pytest.raises(IndexError):
        decision_rng(1, 0, 0).choice([])


@pytest.mark.parametrize("decision", DECISIONS)
def test_decision_choice_is_the_generators_choice(decision):
    seed, seat, index = decision
    for size in SIZES:
        assert decision_choice(seed, seat, index, range(size)) == decision_rng(*decision).choice(
            range(size)
        )


def test_decision_choice_draws_the_same_for_many_decisions_and_sizes():
    rng = random.Random(4)
    sizes = (1, 2, 3, 5, 8, 13, 31, 64, 65, 200)
    for _ in range(3000):
        seed, seat, index = rng.getrandbits(63), rng.randrange(4), rng.randrange(600)
        size = rng.choice(sizes)
        expected = decision_rng(seed, seat, index).choice(range(size))
        # The first ask of a seed goes through the generator; later ones draw directly.
        assert decision_choice(seed, seat, index, range(size)) == expected
        assert decision_choice(seed, seat, index + 1, range(size)) == (
            decision_rng(seed, seat, index + 1).choice(range(size))
        )
    with pytest.raises(IndexError):
        decision_choice(1, 0, 0, [])
