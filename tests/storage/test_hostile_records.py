"""Hand-edited records are refused when loaded, before the table or a bot sees them
(issue #25: tile id 9999, one tile dealt to every seat, ``1e999``, ``format: true``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from support.table import rig

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.storage.problems import BadFileError
from mahjong_desktop.storage.record_file import open_record_file
from mahjong_desktop.storage.records import replay
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.paohuzi.arranged import arranged_game
from mahjong_desktop.variants.registry import new_deal

HANDS = [
    "147m 258p 369s 1z 2z 3z 4z 5z",
    "258m 369p 147s 5z 6z 7z 1z",
    "369m 147p 258s 2z 3z 4z 6z",
    "147m 258p 369s 7z 6z 7z 2z",
]


def _mahjong_record() -> dict[str, Any]:
    game = HongKongDeal(seed=9)
    rig(game, HANDS, "9m 8m 7m")
    return json.loads(json.dumps(game.record()))


def _paohuzi_record() -> dict[str, Any]:
    game = arranged_game(["1x 9d", "46x 2d 8d 7d", "67x 1x 3d 0d"], "5x 3x 2d", dealer=2)
    play_deal(game, [make_bot("random", s) for s in range(3)])
    return json.loads(json.dumps(game.record()))


def _refused(record: dict[str, Any], words: str) -> None:
    with pytest.raises(RecordError, match=words):
        replay(record)


def test_the_arranged_records_replay_as_they_are() -> None:
    assert replay(_mahjong_record()).state_json()
    assert replay(_paohuzi_record()).is_over


@pytest.mark.parametrize(
    ("where", "tile", "words"),
    [
        ("hands", 9999, "tile 9999 is not one of the 144"),
        ("hands", -1, "not one of the 144"),
        ("hands", True, "whole number"),
        ("hands", 1.5, "whole number"),
        ("hands", "0", "whole number"),
        ("draws", 9999, "not one of the 144"),
        ("others", float("inf"), "whole number"),
    ],
)
def test_a_mahjong_position_with_a_tile_the_game_lacks_is_refused(
    where: str, tile: object, words: str
) -> None:
    record = _mahjong_record()
    group = record["position"][where]
    (group[0] if where == "hands" else group)[0] = tile
    _refused(record, words)


def test_one_tile_dealt_to_every_seat_is_refused() -> None:
    record = _mahjong_record()
    first = record["position"]["hands"][0][0]
    for hand in record["position"]["hands"][1:]:
        hand[0] = first
    _refused(record, f"tile {first} is in the position twice")


def test_a_mahjong_position_needs_a_hand_per_seat_and_a_seat_on_turn() -> None:
    record = _mahjong_record()
    record["position"]["hands"] = record["position"]["hands"][:3]
    _refused(record, "4 hands")
    record = _mahjong_record()
    record["position"]["current"] = 7
    _refused(record, "current must be a seat")
    record = _mahjong_record()
    others = record["position"]["others"]
    record["position"]["hands"][0] += others[:20]  # moved from the wall: no tile twice
    del others[:20]
    _refused(record, "at most 22 tiles")


def test_a_paohuzi_position_is_checked_card_by_card() -> None:
    record = _paohuzi_record()
    record["position"]["hands"][1][0] = 80
    _refused(record, "tile 80 is not one of the 80")
    record = _paohuzi_record()
    record["position"]["stock"].append(record["position"]["hands"][0][0])
    _refused(record, "in the position twice")
    record = _paohuzi_record()
    record["position"]["dealer"] = 3
    _refused(record, "dealer must be a seat from 0 to 2")
    record = _paohuzi_record()
    record["position"]["dead"] = [True]
    _refused(record, "a dead seat must be a seat")


def test_a_format_that_is_a_json_boolean_is_not_format_1() -> None:
    record = _mahjong_record()
    record["format"] = True
    _refused(record, "not a game record of format")


def test_1e999_anywhere_is_a_refusal_not_an_overflow(tmp_path: Path) -> None:
    record = _paohuzi_record()
    text = json.dumps(record)
    first = record["actions"][0]
    assert isinstance(first, list)
    huge_action = json.dumps([first[0], first[1], "@"]).replace('"@"', "1e999")
    for changed in (
        text.replace(json.dumps(first), huge_action, 1),
        text.replace('"seed": ', '"seed": 1e999, "was": ', 1),
    ):
        path = tmp_path / "deal.json"
        path.write_text(changed, encoding="utf-8")
        with pytest.raises(BadFileError):
            open_record_file(path)


def test_a_paohuzi_seat_holds_no_more_cards_than_the_game_deals() -> None:
    """20 cards a seat (21 for the dealer, who discards first), more with four-card groups."""
    record = _paohuzi_record()
    position = record["position"]
    position["hands"][0].append(position["public"].pop())  # seat 0 is not the dealer
    _refused(record, "seat 0 holds 21 cards, at most 20")
    record = _paohuzi_record()
    position = record["position"]
    dealer = position["dealer"]
    position["hands"][dealer] += [position["public"].pop(), position["public"].pop()]
    _refused(record, f"seat {dealer} holds 22 cards, at most 21")
    record = _paohuzi_record()
    position = record["position"]
    position["hands"][1] += position["stock"][:40] + position["public"]  # every card in one hand
    position["stock"], position["public"] = position["stock"][40:], []
    _refused(record, "seat 1 holds")


@pytest.mark.parametrize(
    ("meld", "words"),
    [
        ({"kind": "kan", "tiles": [28, 32, 36]}, "a meld must be a chi, peng, wei, pao or ti"),
        ({"kind": ["chi"], "tiles": [28, 32, 36]}, "a meld must be"),
        ("chi", "a meld must be"),
        ({"kind": "peng", "tiles": [28, 32, 36]}, r"cards \[28, 32, 36\] are not a peng"),
        ({"kind": "ti", "tiles": [28, 32, 36]}, "are not a ti"),
    ],
)
def test_a_paohuzi_meld_is_a_laid_kind_of_its_shape(meld: object, words: str) -> None:
    record = _paohuzi_record()
    record["position"]["melds"][0][0] = meld
    _refused(record, words)


def test_a_paohuzi_seats_melds_and_the_dead_seats_are_lists() -> None:
    record = _paohuzi_record()
    record["position"]["melds"][1] = {"kind": "chi"}
    _refused(record, "a seat's melds must be a list")
    record = _paohuzi_record()
    record["position"]["dead"] = 1
    _refused(record, "the dead seats must be a list")
    record = _paohuzi_record()
    record["position"] = [record["position"]]
    _refused(record, "an arranged position must be an object")


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("totals", ["5", 0, 0, 0], "a total must be a whole number"),
        ("totals", [1.5, 0, 0, 0], "a total must be a whole number"),
        ("totals", [10**30, 0, 0, 0], "out of range"),
        ("totals", 7, "totals must be a list"),
        ("players", [0, 0, 1, 2], "a player sits at two seats"),
        ("players", [0, 1, 2, 9], "a player 9 is out of range"),
        ("human", True, "the human seat must be a whole number"),
        ("human", 4, "the human seat 4 is out of range"),
        ("dealer", 99, "the dealer 99 is out of range"),
        ("dealer", "0", "the dealer must be a whole number"),
        ("deal", -1, "the deal index -1 is out of range"),
        ("bots", [5, "", "", ""], "a bot level must be a name"),
        ("bots", ["", "grandmaster", "easy", "easy"], "no bot level is called 'grandmaster'"),
        ("bots", {"1": "easy"}, "bots must be a list"),
    ],
)
def test_the_match_fields_are_typed_and_in_range(field: str, value: object, words: str) -> None:
    record = _mahjong_record()
    record["match"][field] = value
    _refused(record, words)


def test_the_match_fields_a_record_holds_still_replay() -> None:
    record = _mahjong_record()
    record["match"].update(totals=[-40, 12, 28, 0], players=[1, 2, 3, 0], dealer=1, deal=5)
    record["match"].update(human=None, bots=["hard", "normal", "easy", "greedy"])
    seating = replay(record).seating
    assert (seating.deal_index, seating.dealer, seating.human) == (5, 1, None)
    assert seating.bots == ["hard", "normal", "easy", "greedy"]


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (lambda action: [True, *action[1:]], "not an action"),  # a flag is no seat 1
        (lambda action: [action[0], "pass", ["0"]], "not an action"),
        (lambda action: [action[0], "pass", [], [[1.0]], ""], "not an action"),
        (lambda action: [action[0], "pass", [], [], "m" * 5000], "not an action"),
    ],
)
def test_an_action_is_typed_before_it_is_tried(edit, words: str) -> None:
    record = _paohuzi_record()
    record["actions"][0] = edit(record["actions"][0])
    with pytest.raises(RecordError, match=words) as refused:
        replay(record)
    assert refused.value.index == 0


def test_a_tile_written_as_a_decimal_is_no_tile() -> None:
    game = new_deal("paohuzi", 5)
    record = play_deal(game, [make_bot("greedy", s) for s in range(3)]).record()
    index, action = next((i, a) for i, a in enumerate(record["actions"]) if a[2])
    action[2] = [float(t) for t in action[2]]
    with pytest.raises(RecordError, match="not an action") as refused:
        replay(record)
    assert refused.value.index == index


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("choices", "mmmm", "choices are letters of the declared suits"),
        ("choices", ["m"], "choices are letters"),
        ("turns_played", "1", "turns_played must be a count of discards"),
        ("turns_played", True, "turns_played must be a count"),
        ("turns_played", 10**9, "turns_played must be a count"),
    ],
)
def test_a_mahjong_positions_other_fields_are_typed(field: str, value: object, words: str) -> None:
    record = _mahjong_record()
    record["position"][field] = value
    _refused(record, words)
