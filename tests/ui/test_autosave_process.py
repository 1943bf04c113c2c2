"""The app as a process: killed with SIGKILL mid-deal, started again, it goes on
with the identical game; a corrupted autosave is moved aside and a new game
starts; a full disk (writes over a file-size limit fail) keeps the last save.

Each run plays bot against bot (``--autoplay``) with animations and pauses at
zero (a preferences file in the test's own folder), so a deal takes seconds.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.storage.autosave import DEMO_FILE_NAME
from mahjong_desktop.storage.records import replay

GAME = ("--variant", "hongkong", "--seed", "5", "--autoplay", "--pace", "0")
KILL_AFTER = 20  # actions autosaved before the kill
TIMEOUT_S = 180

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and rlimits are POSIX")


@pytest.fixture
def folders(tmp_path: Path) -> dict[str, str]:
    config = tmp_path / "config"
    config.mkdir()
    (config / "preferences.json").write_text(
        json.dumps({"version": 1, "animation_speed": 0, "bot_pace_ms": 0}), encoding="utf-8"
    )
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        MAHJONG_DESKTOP_CONFIG_DIR=str(config),
        MAHJONG_DESKTOP_DATA_DIR=str(tmp_path / "data"),
    )
    return env


def _autosave(env: dict[str, str]) -> Path:
    """The demo's autosave (an autoplayed game never writes the player's)."""
    return Path(env["MAHJONG_DESKTOP_DATA_DIR"]) / DEMO_FILE_NAME


def _read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _start(env: dict[str, str], *args: str, **popen: Any) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "mahjong_desktop", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **popen,
    )


def _finish(process: subprocess.Popen[str]) -> str:
    _out, err = process.communicate(timeout=TIMEOUT_S)
    assert process.returncode == 0, err
    return err


def _kill_mid_deal(env: dict[str, str]) -> dict[str, Any]:
    """Start a game, SIGKILL it once KILL_AFTER actions are saved; the autosave then."""
    process = _start(env, *GAME)
    path, deadline = _autosave(env), time.monotonic() + TIMEOUT_S
    try:
        while time.monotonic() < deadline:
            if path.exists() and len(_read(path)["actions"]) >= KILL_AFTER:
                break
            assert process.poll() is None, process.communicate()[1]
            time.sleep(0.01)
        else:
            pytest.fail("the game never reached the kill point")
    finally:
        process.send_signal(signal.SIGKILL)
        process.communicate()
    assert process.returncode == -signal.SIGKILL
    saved = _read(path)
    assert KILL_AFTER <= len(saved["actions"]) < 80  # killed mid-deal
    return saved


def _bots_chose_every_action_from(record: dict[str, Any], first: int) -> None:
    """From action ``first`` on, each action is what that seat's bot chooses there."""
    seed = bot_seed(record["seed"])
    levels = record["match"]["bots"]  # the level the window chose, as the record keeps it
    assert all(levels) and len(levels) == 4
    bots = {seat: make_bot(level, seed) for seat, level in enumerate(levels)}
    game = replay(record, first)
    for data in record["actions"][first:]:
        action = Action.from_json(data)
        assert bots[action.seat].choose(game.observation(action.seat)) == action
        game.apply(action)


def test_killed_and_restarted_the_game_goes_on_identically(folders: dict[str, str]) -> None:
    killed = _kill_mid_deal(folders)
    err = _finish(_start(folders, "--continue", *GAME, "--quit-after-deal"))
    assert "could not" not in err
    final = _read(_autosave(folders))
    done = len(killed["actions"])
    assert final["actions"][:done] == killed["actions"]  # nothing lost, nothing changed
    assert (final["seed"], final["created"]) == (killed["seed"], killed["created"])
    assert len(final["actions"]) > done and replay(final).is_over
    assert replay(final, done).state_json() == replay(killed).state_json()
    _bots_chose_every_action_from(final, done)
    assert final["session"]["deal_index"] == 1  # the finished deal counted in the match
    players_own = Path(folders["MAHJONG_DESKTOP_DATA_DIR"]) / "autosave.json"
    assert not players_own.exists()  # a demo never writes the player's autosave
    # The same deal played without interruption is the same deal, action for action.
    again = folders | {"MAHJONG_DESKTOP_DATA_DIR": folders["MAHJONG_DESKTOP_DATA_DIR"] + "-2"}
    _finish(_start(again, *GAME, "--quit-after-deal"))
    assert _read(_autosave(again))["actions"] == final["actions"]


def test_a_corrupted_autosave_is_moved_aside_and_a_new_game_starts(
    folders: dict[str, str],
) -> None:
    path = _autosave(folders)
    path.parent.mkdir()
    path.write_bytes(b'{"format": 2, "variant": "hongkong", "actions": [[0, "disc')
    err = _finish(_start(folders, "--continue", *GAME, "--quit-after-deal"))
    assert "could not be continued" in err and "cut short" in err
    backups = list(path.parent.glob(f"{DEMO_FILE_NAME}.bad-*"))
    assert len(backups) == 1 and backups[0].read_bytes().endswith(b'"disc')
    fresh = _read(path)
    assert fresh["seed"] != 0 and replay(fresh).is_over  # the new game, played to its end


def test_a_full_disk_keeps_the_previous_autosave(folders: dict[str, str]) -> None:
    killed = _kill_mid_deal(folders)
    path = _autosave(folders)
    before = path.read_bytes()
    limit = len(before)  # every later autosave is longer: each write fails

    def small_disk() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # fail the write, do not kill
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    err = _finish(_start(folders, "--continue", *GAME, "--quit-after-deal", preexec_fn=small_disk))
    assert err.count("could not be saved") == 1  # said once, not after every action
    assert path.read_bytes() == before and _read(path)["actions"] == killed["actions"]
    assert sorted(p.name for p in path.parent.iterdir() if p.name.startswith(".")) == []
