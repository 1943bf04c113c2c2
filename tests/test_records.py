"""Game records (records.py): format 2 keeps everything a saved game needs and
replays to the identical state, arranged deals included; format 1 still loads;
a record that does not replay is refused, naming the action to blame."""

from __future__ import annotations

import json
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest
from support.table import discard, rig

from mahjong_desktop import __version__
from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.match import Match, Seating
from mahjong_desktop.storage.records import load_record, replay, save_record
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.paohuzi.arranged import arranged_game
from mahjong_desktop.variants.registry import VARIANTS, new_deal


def _played(variant: str, seed: int, match: Seating | None = None) -> Deal:
    game = new_deal(variant, seed, None, match)
    bots = [make_bot("greedy", seed * 10 + s) for s in range(game.seat_count)]
    return play_deal(game, bots)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_format_2_round_trip(variant: str, tmp_path: Path) -> None:
    seats = VARIANTS[variant].seat_count
    match = Seating(
        deal_index=3,
        totals=[5, -5] + [0] * (seats - 2),
        players=list(range(seats)),
        human=1,
        bots=["greedy", "", *["random"] * (seats - 2)],
    )
    game = _played(variant, 4, match)
    path = tmp_path / "deal.json"
    save_record(game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == 2 and data["app_version"] == __version__
    assert (data["variant"], data["seed"], data["position"]) == (variant, 4, None)
    assert data["match"]["deal"] == 3 and data["match"]["human"] == 1
    assert data["match"]["bots"][1] == "" and data["match"]["totals"][:2] == [5, -5]
    assert data["created"] == game.created
    again = load_record(path)
    assert again.state_json() == game.state_json()
    assert again.seating == game.seating and again.created == game.created
    assert [e.to_json() for e in again.events] == [e.to_json() for e in game.events]
    assert again.observation(1) == game.observation(1)


def test_a_record_is_stamped_with_when_its_game_was_made(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The stamp is named only when asked (self-play makes many games), but it is
    # the moment the game was made, not the moment a record of it is written.
    made = datetime(2025, 3, 4, 5, 6, 7, tzinfo=UTC).timestamp()
    monkeypatch.setattr(time, "time", lambda: made)
    game = new_deal("paohuzi", 8)
    monkeypatch.setattr(time, "time", lambda: made + 86400)
    assert game.record()["created"] == game.created == "2025-03-04T05:06:07+00:00"
    game.created = "2024-01-01T00:00:00+00:00"  # as a loaded record sets it
    assert game.record()["created"] == "2024-01-01T00:00:00+00:00"


def test_format_1_records_still_load() -> None:
    game = _played("sichuan", 2)
    old = {
        "format": 1,
        "variant": "sichuan",
        "options": {},
        "seed": 2,
        "actions": game.record()["actions"],
    }
    again = replay(old)
    assert again.state_json() == game.state_json()
    assert again.seating == Seating().for_seats(4)


def test_an_arranged_mahjong_deal_is_recorded_and_replays() -> None:
    game = HongKongDeal(seed=9)
    rig(
        game,
        [
            "147m 258p 369s 1z 2z 3z 4z 5z",
            "258m 369p 147s 5z 6z 7z 1z",
            "369m 147p 258s 2z 3z 4z 6z",
            "147m 258p 369s 7z 6z 7z 2z",
        ],
        "9m 8m 7m",
    )
    discard(game, 0, "5z")
    record = json.loads(json.dumps(game.record()))
    assert len(record["position"]["hands"][0]) == 14 and record["actions"]
    again = replay(record)
    assert again.state_json() == game.state_json()


def test_an_arranged_paohuzi_deal_is_recorded_and_replays() -> None:
    game = arranged_game(["1x 9d", "46x 2d 8d 7d", "67x 1x 3d 0d"], "5x 3x 2d", dealer=2)
    bots = [make_bot("random", s) for s in range(3)]
    play_deal(game, bots)
    again = replay(json.loads(json.dumps(game.record())))
    assert again.state_json() == game.state_json() and again.is_over


def test_an_illegal_action_is_refused_with_its_index() -> None:
    game = _played("hongkong", 5)
    record = game.record()
    bad = json.loads(json.dumps(record))
    bad["actions"][7] = [bad["actions"][7][0], "chow", [0, 1]]
    with pytest.raises(RecordError, match="action 7 ") as refused:
        replay(bad)
    assert refused.value.index == 7
    bad["actions"][3] = "discard"
    with pytest.raises(RecordError, match="action 3 ") as refused:
        replay(bad)
    assert refused.value.index == 3


@pytest.mark.parametrize(
    "change",
    [
        {"format": 4},
        {"variant": "chess"},
        {"seed": "x"},
        {"match": {"totals": [1, 2]}},
        {"match": {"human": 9}},
        {"options": [1]},
        {"actions": None},
        {"position": {"hands": "nonsense"}},
    ],
)
def test_a_malformed_record_is_refused(change: dict[str, object]) -> None:
    record = {**_played("hongkong", 1).record(), **change}
    with pytest.raises(RecordError):
        replay(record)


def test_a_record_that_is_not_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(RecordError, match="cannot read"):
        load_record(path)


def test_a_match_deal_records_its_place_in_the_match() -> None:
    match = Match("hongkong", seed=5, players=4, rotate_dealer=True)
    match.deal_index, match.totals = 1, [10, -4, -3, -3]
    game = match.new_deal(new_deal)
    assert game.seating.deal_index == 1 and game.seating.players == [1, 2, 3, 0]
    assert game.seating.totals == [-4, -3, -3, 10] and game.seating.human == 3
    game.start()
    assert game.observation(3)["totals"] == [-4, -3, -3, 10]


def test_saving_a_record_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save that fails half-way leaves the previous file whole, and no stray file."""
    from mahjong_desktop.storage import atomic

    path = tmp_path / "deal.json"
    save_record(_played("hongkong", 4), path)
    before = path.read_text(encoding="utf-8")

    def fail(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", fail)
    with pytest.raises(atomic.AtomicWriteError):
        save_record(_played("sichuan", 5), path)
    assert path.read_text(encoding="utf-8") == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deal.json"]
