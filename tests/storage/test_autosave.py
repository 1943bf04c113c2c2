"""The autosave: a record plus its match, written whole, read back exactly, a bad
one moved aside; and the lock that keeps a second instance off it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from mahjong_desktop.ai.selfplay import bots_for
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.storage import atomic
from mahjong_desktop.storage.atomic import AtomicWriteError
from mahjong_desktop.storage.autosave import AutosaveSession, AutosaveStore
from mahjong_desktop.storage.instance_lock import InstanceLock
from mahjong_desktop.storage.locations import DATA_DIR_ENV, data_dir, log_dir
from mahjong_desktop.storage.problems import BadFileError, FileProblem
from mahjong_desktop.variants.registry import VARIANTS, new_deal

SESSION = AutosaveSession(level="greedy", match_seed=11, deal_index=0, totals=[0, 0, 0, 0])


def _part_played(variant: str, seed: int, actions: int) -> Deal:
    seats = VARIANTS[variant].seat_count
    game = new_deal(variant, seed, None, Seating(human=None, bots=["greedy"] * seats))
    bots = bots_for(game, ["greedy"] * game.seat_count)
    game.start()
    while len(game.history) < actions and not game.is_over:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.observation(seat)))
    return game


def test_the_data_folder_follows_the_override(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    assert data_dir() == tmp_path and log_dir() == tmp_path / "logs"
    assert AutosaveStore().path == tmp_path / "autosave.json"


@pytest.mark.parametrize("variant", ["hongkong", "sichuan"])
def test_an_autosave_resumes_with_the_same_tiles_and_bot_choices(
    variant: str, tmp_path: Path
) -> None:
    store = AutosaveStore(tmp_path)
    game = _part_played(variant, 21, 12)
    store.save(game.record(), SESSION)
    loaded = store.load()
    assert loaded is not None and loaded.session == SESSION
    resumed = loaded.deal
    assert resumed.state_json() == game.state_json()
    # Play both on: the same bots made from the record choose the same way.
    for played in (game, resumed):
        bots = bots_for(played, ["greedy"] * played.seat_count)
        for _ in range(10):
            seat = played.to_act()[0]
            played.apply(bots[seat].choose(played.observation(seat)))
    assert resumed.record()["actions"] == game.record()["actions"]


def test_the_deal_id_is_kept_and_older_files_have_none(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    named = AutosaveSession("greedy", 11, 0, [0, 0, 0, 0], deal_id="5e1f")
    store.save(_part_played("hongkong", 4, 6).record(), named)
    loaded = store.load()
    assert loaded is not None and loaded.session == named
    data = json.loads(store.path.read_text(encoding="utf-8"))
    del data["session"]["deal_id"]  # written by the previous version
    store.path.write_text(json.dumps(data), encoding="utf-8")
    older = store.load()
    assert older is not None and older.session.deal_id == ""


def test_no_autosave_is_none(tmp_path: Path) -> None:
    assert AutosaveStore(tmp_path).load() is None


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda text: text[: len(text) // 2], FileProblem.TRUNCATED),
        (lambda text: "garbage" + text, FileProblem.CORRUPT),
        (lambda text: text.replace('"format":2', '"format":9'), FileProblem.FUTURE_VERSION),
        (lambda text: text.replace('"version":1', '"version":5'), FileProblem.FUTURE_VERSION),
        (lambda text: text.replace('"match_seed":11', '"match_seed":"x"'), FileProblem.NOT_OURS),
        (lambda text: text.replace('"deal_id":""', '"deal_id":7'), FileProblem.NOT_OURS),
        (
            lambda text: text.replace('"deal_id":""', f'"deal_id":"{"x" * 65}"'),
            FileProblem.NOT_OURS,
        ),
        (
            lambda text: text.replace(
                '"deal_index":0,"totals":[0,0,0,0]', '"deal_index":0,"totals":[0]'
            ),
            FileProblem.NOT_OURS,
        ),
    ],
)
def test_a_bad_autosave_is_named_and_moved_aside(tmp_path: Path, change, problem) -> None:
    store = AutosaveStore(tmp_path)
    store.save(_part_played("hongkong", 4, 6).record(), SESSION)
    text = store.path.read_text(encoding="utf-8")
    changed = change(text)
    assert changed != text
    store.path.write_text(changed, encoding="utf-8")
    with pytest.raises(BadFileError) as caught:
        store.load()
    assert caught.value.problem is problem
    backup = caught.value.backup
    assert backup is not None and backup.read_text(encoding="utf-8") == changed
    assert not store.exists() and store.load() is None  # the next start begins afresh


def test_a_failed_autosave_keeps_the_previous_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = AutosaveStore(tmp_path)
    game = _part_played("hongkong", 8, 5)
    store.save(game.record(), SESSION)
    before = store.path.read_bytes()

    def full_disk(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full_disk)
    more = _part_played("hongkong", 8, 9)
    with pytest.raises(AtomicWriteError):
        store.save(more.record(), SESSION)
    assert store.path.read_bytes() == before
    loaded = store.load()
    assert loaded is not None and len(loaded.deal.history) == 5


def test_a_second_instance_does_not_get_the_lock(tmp_path: Path) -> None:
    first = InstanceLock(tmp_path)
    assert first.acquire()
    second = InstanceLock(tmp_path)
    assert not second.acquire()
    # Its holder lets it go (a killed one does too: test_instance_lock): it is free again.
    first.release()
    assert second.acquire() and second.owner() == os.getpid()
    second.release()


def test_a_lock_file_of_garbage_is_stale_once_old(tmp_path: Path) -> None:
    lock = InstanceLock(tmp_path)
    lock.path.write_text("not a pid", encoding="ascii")
    os.utime(lock.path, (1, 1))
    assert lock.acquire()


def test_an_autosave_file_is_a_record(tmp_path: Path) -> None:
    """The autosave opens like any saved deal (the replay viewer reads it)."""
    from mahjong_desktop.storage.record_file import open_record_file

    store = AutosaveStore(tmp_path)
    game = _part_played("paohuzi", 2, 7)
    store.save(game.record(), AutosaveSession("greedy", 2, 0, [0, 0, 0]))
    assert open_record_file(store.path).state_json() == game.state_json()
    assert json.loads(store.path.read_text(encoding="utf-8"))["format"] == 2
