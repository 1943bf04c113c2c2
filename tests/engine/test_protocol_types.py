"""The table protocol's TypedDicts (engine.protocol) against what the games really emit.

Seeded deals of the three games are played by bots; after every action every
seat's observation, decision view and legal entries, and at the end every
seat's events, are checked key by key and value by value against the
annotations. A key a game emits that the types do not name, a required key it
leaves out, a value of another type, or a declared key no game ever emits,
fails: the types cannot drift from the data.
"""

from __future__ import annotations

import types
import typing
from collections import defaultdict
from typing import Any, Literal, NotRequired, TypedDict, Union, get_args, get_origin

import pytest

from mahjong_desktop.ai.selfplay import bots_for, decider, run_deal
from mahjong_desktop.engine import protocol
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.engine.protocol import (
    DecisionView,
    EventData,
    LegalEntry,
    Observation,
    decision_view_of,
    events_of,
    observation_of,
)
from mahjong_desktop.variants.registry import find_variant, new_deal

VARIANTS = ("hongkong", "sichuan", "paohuzi")
SEEDS = range(3)
# Each game by the sheet's rules, and the house rules that add to the protocol.
CASES: tuple[tuple[str, dict[str, Any]], ...] = (
    *((variant, {}) for variant in VARIANTS),
    ("sichuan", {"exchange": True}),
)
Seen = dict[str, set[str]]  # TypedDict name -> keys seen in the data


def check(value: object, tp: Any, where: str, seen: Seen) -> None:
    """Fail unless ``value`` is of the annotation ``tp`` (recording the keys seen)."""
    if tp is Any or tp is object:
        return
    if typing.is_typeddict(tp):
        assert isinstance(value, dict), f"{where}: {value!r} is not a {tp.__name__}"
        keys = set(value)
        missing = tp.__required_keys__ - keys
        assert not missing, f"{where}: {tp.__name__} without {sorted(missing)}"
        unknown = keys - tp.__required_keys__ - tp.__optional_keys__
        assert not unknown, f"{where}: {tp.__name__} with undeclared {sorted(unknown)}"
        seen[tp.__name__].update(keys)
        hints = typing.get_type_hints(tp)
        for key, item in value.items():
            check(item, hints[key], f"{where}.{key}", seen)
        return
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        errors = []
        for option in get_args(tp):
            try:
                check(value, option, where, seen)
                return
            except AssertionError as error:
                errors.append(str(error))
        raise AssertionError(f"{where}: {value!r} matches none of {tp}: {errors}")
    if origin is Literal:
        assert value in get_args(tp), f"{where}: {value!r} not in {tp}"
        return
    if origin is list:
        assert isinstance(value, list), f"{where}: {value!r} is not a list"
        (item,) = get_args(tp)
        for i, element in enumerate(value):
            check(element, item, f"{where}[{i}]", seen)
        return
    if origin is dict:
        assert isinstance(value, dict), f"{where}: {value!r} is not a dict"
        key_type, item = get_args(tp)
        for key, element in value.items():
            check(key, key_type, f"{where} key", seen)
            check(element, item, f"{where}[{key!r}]", seen)
        return
    if tp is type(None):
        assert value is None, f"{where}: {value!r} is not None"
        return
    assert isinstance(tp, type), f"{where}: cannot check against {tp!r}"
    # bool is an int to Python, never to the protocol.
    ok = isinstance(value, tp) and (tp is bool or not isinstance(value, bool))
    assert ok, f"{where}: {value!r} is not {tp.__name__}"


@pytest.fixture(scope="module")
def emitted() -> Seen:
    """Play the seeded deals, checking everything they emit; the keys seen."""
    seen: Seen = defaultdict(set)
    for variant, options in CASES:
        seats = find_variant(variant).seat_count
        for seed in SEEDS:
            levels = ["normal", "greedy", "random", "normal"][:seats]
            seating = Seating(deal_index=0, human=None, bots=levels)
            game = new_deal(variant, seed, options, seating)
            deciders = [decider(bot, game) for bot in bots_for(game, levels)]
            where = f"{variant} {options} seed {seed}"

            def each_action(deal: Any, where: str = where, seats: int = seats) -> None:
                for seat in range(seats):
                    at = f"{where} action {deal.action_count} seat {seat}"
                    check(observation_of(deal, seat), Observation, at + " observation", seen)
                    check(decision_view_of(deal, seat), DecisionView, at + " decision", seen)
                    for entry in deal.observer.legal_data(deal, seat):
                        check(entry, LegalEntry, at + " legal", seen)

            game.start()
            each_action(game)
            run_deal(game, lambda seat, d=deciders: d[seat](seat), each_action)
            for seat in range(seats):
                for i, event in enumerate(events_of(game, seat)):
                    check(event, EventData, f"{where} seat {seat} event {i}", seen)
    return seen


def test_every_emitted_key_and_value_matches_the_types(emitted: Seen) -> None:
    assert emitted["Observation"] and emitted["EventData"]


def _typeddicts() -> list[type]:
    return [v for v in vars(protocol).values() if typing.is_typeddict(v)]


@pytest.mark.parametrize("typed", _typeddicts(), ids=lambda t: t.__name__)
def test_every_declared_key_is_emitted(emitted: Seen, typed: Any) -> None:
    declared = typed.__required_keys__ | typed.__optional_keys__
    assert declared - emitted[typed.__name__] == set(), "declared, never emitted"


def test_optional_keys_are_the_ones_a_game_leaves_out() -> None:
    assert {"wall", "stinking", "stock", "shown", "in_flight", "declared", "exchange"} == (
        Observation.__optional_keys__
    )
    assert DecisionView.__optional_keys__ == {"declared", "exchange"}
    assert LegalEntry.__optional_keys__ == {"label"}


def test_the_checker_catches_drift() -> None:
    # Functional: this module's annotations are strings, which hide NotRequired.
    Probe = TypedDict("Probe", {"a": int, "b": NotRequired[list[str] | None]})  # noqa: UP013

    seen: Seen = defaultdict(set)
    check({"a": 1, "b": ["x"]}, Probe, "ok", seen)
    check({"a": 1}, Probe, "ok", seen)
    for bad in ({"b": None}, {"a": True}, {"a": 1, "b": [1]}, {"a": 1, "c": 2}):
        with pytest.raises(AssertionError):
            check(bad, Probe, "bad", seen)
