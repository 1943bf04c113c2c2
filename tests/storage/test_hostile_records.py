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
