"""Atomic writes, data-only JSON reading and record files: every bad file is named."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.storage import atomic
from mahjong_desktop.storage.atomic import AtomicWriteError, move_aside, write_atomic
from mahjong_desktop.storage.json_file import read_json
from mahjong_desktop.storage.problems import BadFileError, FileProblem
from mahjong_desktop.storage.record_file import open_record_file, save_record_file
from mahjong_desktop.variants.registry import new_deal


def _played_record(variant: str = "hongkong", seed: int = 3) -> dict:
    game = new_deal(variant, seed, None, Seating(human=None, bots=["greedy"] * 4))
    return play_deal(game, bots_for(game, ["greedy"] * game.seat_count)).record()


def test_write_atomic_replaces_whole_and_leaves_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "file.json"
    write_atomic(path, "one\n")
    write_atomic(path, "two\n")
    assert path.read_text(encoding="utf-8") == "two\n"
    assert [p.name for p in path.parent.iterdir()] == ["file.json"]


def test_a_failed_write_keeps_the_previous_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "file.json"
    write_atomic(path, "kept\n")

    def full_disk(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full_disk)
    with pytest.raises(AtomicWriteError, match="No space left"):
        write_atomic(path, "lost\n")
    assert path.read_text(encoding="utf-8") == "kept\n"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_move_aside_keeps_every_bad_file(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    backups = []
    for text in ("first", "second"):
        path.write_text(text, encoding="utf-8")
        backup = move_aside(path)
        assert backup is not None and not path.exists()
        backups.append(backup)
    assert backups[0] != backups[1]
    assert sorted(b.read_text(encoding="utf-8") for b in backups) == ["first", "second"]
    assert all(b.name.startswith("autosave.json.bad-") for b in backups)


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b'{"format": 2, "actions": [', FileProblem.TRUNCATED),
        (b'{"format": 2, "actions": [[0, "disc', FileProblem.TRUNCATED),
        (b'{"format": 2 "actions": []}', FileProblem.CORRUPT),
        (b"\xff\xfe not text", FileProblem.CORRUPT),
        (b"cos\nsystem\n(S'echo pwned'\ntR.", FileProblem.CORRUPT),  # a pickle is refused
        (b'{"seed": NaN}', FileProblem.CORRUPT),
        (b"[" * 100_000 + b"]" * 100_000, FileProblem.CORRUPT),
    ],
)
def test_read_json_names_the_problem(tmp_path: Path, content: bytes, problem: FileProblem) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(BadFileError) as caught:
        read_json(path)
    assert caught.value.problem is problem and caught.value.path == path


def test_read_json_refuses_an_oversized_file_without_reading_it_all(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 2000 + b"{}")
    assert read_json(path, max_bytes=4000) == {}
    with pytest.raises(BadFileError) as caught:
        read_json(path, max_bytes=1000)
    assert caught.value.problem is FileProblem.TOO_LARGE


def test_read_json_reports_a_missing_file_as_missing(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_json(tmp_path / "none.json")


def test_record_file_round_trip(tmp_path: Path) -> None:
    record = _played_record("sichuan", 5)
    path = tmp_path / "deal.json"
    save_record_file(record, path)
    assert open_record_file(path).record() == record


def test_a_future_format_is_named(tmp_path: Path) -> None:
    record = {**_played_record(), "format": 4}
    path = tmp_path / "future.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(BadFileError) as caught:
        open_record_file(path)
    assert caught.value.problem is FileProblem.FUTURE_VERSION


def test_a_hand_edited_action_is_refused_at_its_index(tmp_path: Path) -> None:
    record = _played_record("hongkong", 7)
    bad = 6
    seat = record["actions"][bad][0]
    record["actions"][bad][0] = (seat + 2) % 4  # a move out of turn
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(BadFileError) as caught:
        open_record_file(path)
    assert caught.value.problem is FileProblem.ILLEGAL_ACTION
    assert caught.value.index == bad and f"action {bad}" in str(caught.value)


@pytest.mark.parametrize(
    "data",
    [[], {"format": "2"}, {"format": True}, {"format": 2}, {"format": 2, "variant": "chess"}],
)
def test_data_that_is_no_record_is_not_ours(tmp_path: Path, data: object) -> None:
    path = tmp_path / "other.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BadFileError) as caught:
        open_record_file(path)
    assert caught.value.problem is FileProblem.NOT_OURS


def test_an_unreadable_path_is_unreadable(tmp_path: Path) -> None:
    with pytest.raises(BadFileError) as caught:
        read_json(tmp_path)  # a folder: the system refuses to read it
    assert caught.value.problem is FileProblem.UNREADABLE
    assert os.path.isdir(tmp_path)
