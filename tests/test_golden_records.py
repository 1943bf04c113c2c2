"""Saved golden records replay in every later version, and a tampered one is refused.

``tests/data/records/format1`` holds greedy self-play deals chosen for the paths
they take (see tests/data/README.md); each ``NAME.json`` is the record as
``save_record`` wrote it and ``NAME.expected.json`` the outcome it replayed to
then. A record that stops replaying, or replays to another outcome, means every
player's saved games broke with it.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from support.golden import RECORDS, outcome

from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.storage.records import load_record, replay, save_record

FORMAT1 = sorted(p for p in (RECORDS / "format1").glob("*.json") if ".expected" not in p.name)


def expected_of(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.with_suffix(".expected.json").read_text("utf-8"))
    return data


def test_there_are_golden_records_of_every_game() -> None:
    variants = {p.name.split("-")[0] for p in FORMAT1}
    assert variants == {"hongkong", "sichuan", "paohuzi"} and len(FORMAT1) == 9


@pytest.mark.parametrize("path", FORMAT1, ids=lambda p: p.stem)
def test_a_format_1_record_replays_to_its_outcome(path: Path) -> None:
    game = load_record(path)
    assert game.is_over
    assert outcome(game) == expected_of(path)


@pytest.mark.parametrize("path", FORMAT1, ids=lambda p: p.stem)
def test_a_replayed_record_saved_again_replays_to_the_same_outcome(
    path: Path, tmp_path: Path
) -> None:
    """Saved in today's format, the deal still ends the same way."""
    copy_path = tmp_path / path.name
    save_record(load_record(path), copy_path)
    assert outcome(load_record(copy_path)) == expected_of(path)


def test_the_golden_records_take_the_paths_they_were_chosen_for() -> None:
    """What makes each record worth keeping, checked on its expected outcome."""
    out = {p.stem: expected_of(p) for p in FORMAT1}

    def melds(name: str) -> list[str]:
        return [kind for seat in out[name]["melds"] for kind, _ in seat]

    def causes(name: str) -> set[str]:
        return {cause for *_, cause in out[name]["payments"]}

    assert "ckong" in melds("hongkong-6") and out["hongkong-6"]["wins"] == [[2, None]]
    assert "kong" in melds("hongkong-16") and out["hongkong-16"]["wins"] == [[1, 2]]
    assert out["hongkong-1"]["end"] == "exhausted" and out["hongkong-1"]["payments"] == []
    assert out["sichuan-187"]["wins"] == [[0, 3], [1, 3], [2, 3]]  # three on one discard
    assert {"kong_tax_refund", "not_ready"} <= causes("sichuan-15")
    assert "added_kong" in causes("sichuan-0")
    assert {"pao", "wei", "ti"} <= set(melds("paohuzi-9"))
    assert out["paohuzi-13"]["end"] == "exhausted" and {"pao", "ti"} <= set(melds("paohuzi-13"))
    assert out["paohuzi-7"]["wins"] == [[2, 2]]  # a win on its own revealed card


# --- tampered records ------------------------------------------------------------

GOOD: dict[str, Any] = json.loads((RECORDS / "format1" / "sichuan-15.json").read_text("utf-8"))


def tampered(**changes: Any) -> dict[str, Any]:
    record = copy.deepcopy(GOOD)
    record.update(changes)
    return record


def with_action(index: int, action: Any) -> dict[str, Any]:
    record = copy.deepcopy(GOOD)
    record["actions"][index] = action
    return record


def without(key: str) -> dict[str, Any]:
    record = copy.deepcopy(GOOD)
    del record[key]
    return record


@pytest.mark.parametrize(
    "record, message",
    [
        (tampered(format=4), "^not a game record of format 1, 2 or 3$"),
        (tampered(format="1"), "^not a game record of format 1, 2 or 3$"),
        (without("format"), "^not a game record of format 1, 2 or 3$"),
        ([GOOD], "^not a game record of format 1, 2 or 3$"),
        (without("variant"), "malformed record: 'variant'"),
        (without("actions"), "^malformed record: no list of actions$"),
        (without("seed"), "^malformed record: 'seed'$"),
        (tampered(seed="15"), "the seed must be a whole number, not '15'"),
        (tampered(seed=True), "the seed must be a whole number, not True"),
        (tampered(seed=15.0), "the seed must be a whole number, not 15.0"),
        (tampered(variant="chess"), "unknown variant 'chess'"),
        (tampered(actions=5), "malformed record"),
        (with_action(0, "declare"), "^action 0 is not an action: not an action"),
        (with_action(0, [0, "fly", []]), "^action 0 is not an action: 'fly' is not a valid Act$"),
        (
            with_action(0, [0, "declare", [], [], "z"]),
            r"^action 0 \(.*\) is not legal: declare is not a legal move now$",
        ),
        (
            with_action(0, [9, "declare", [], [], "p"]),
            r"^action 0 \(.*\) is not legal: there is no seat 9 at this table$",
        ),
        (
            with_action(0, [-1, "declare", [], [], "p"]),
            r"^action 0 \(.*\) is not legal: there is no seat -1 at this table$",
        ),
        (
            with_action(4, [1, "discard", [0]]),
            r"^action 4 \(.*\) is not legal: it is not S's move$",
        ),
        (
            tampered(actions=[*GOOD["actions"], [0, "discard", [1]]]),
            r"^action 73 \(.*\) is not legal: the deal is over$",
        ),
    ],
    ids=lambda value: value if isinstance(value, str) else "record",
)
def test_a_tampered_record_raises_a_record_error(record: Any, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        replay(record)


def test_a_record_from_another_seed_no_longer_replays() -> None:
    """The same actions from another deal: what a changed seed derivation looks like."""
    with pytest.raises(RecordError, match=r"^action 5 \(.*\) is not legal"):
        replay(tampered(seed=16))


@pytest.mark.parametrize(
    "text, message",
    [
        ("{not json", r"cannot read .*bad\.json: Expecting property name"),
        ("", r"cannot read .*bad\.json: Expecting value"),
        ('{"format": 1, "variant": "paohuzi", "seed": 1, "actions": [[0, "pao"', "cannot read"),
        ("[]", "not a game record of format 1"),
    ],
)
def test_a_corrupt_file_raises_a_record_error(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError, match=message):
        load_record(path)


def test_a_missing_or_undecodable_file_raises_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=r"cannot read .*gone\.json"):
        load_record(tmp_path / "gone.json")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError, match=r"cannot read .*binary\.json"):
        load_record(binary)
