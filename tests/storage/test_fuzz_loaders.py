"""Fuzzing the loaders with real files mutated and with random bytes: each answers
with a loaded value or a ``BadFileError``, never any other exception.

Two kinds: hypothesis searches (examples vary), and a fixed-seed sweep over every
loader (the autosave, a deal record, the statistics, the preferences and the
instance lock) that CI runs the same each time."""

from __future__ import annotations

import copy
import json
import os
import random
import signal
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.storage.autosave import AutosaveSession, AutosaveStore
from mahjong_desktop.storage.preferences import LoadResult, PreferencesStore
from mahjong_desktop.storage.problems import BadFileError
from mahjong_desktop.storage.record_file import open_record_file
from mahjong_desktop.storage.records import replay
from mahjong_desktop.variants.registry import VARIANTS, new_deal

FUZZ = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@cache
def _real_record(variant: str) -> bytes:
    seats = VARIANTS[variant].seat_count
    game = new_deal(variant, 17, None, Seating(human=None, bots=["greedy"] * seats))
    played = play_deal(game, bots_for(game, ["greedy"] * seats))
    record = played.record()
    record["actions"] = record["actions"][:40]  # short: each example replays it
    record["session"] = AutosaveSession("greedy", 17, 0, [0] * seats).to_json()
    return json.dumps(record, separators=(",", ":")).encode()


def _mutate(data: bytes, edits: list[tuple[int, int, bytes]]) -> bytes:
    """Apply (position, length to cut, bytes to insert) edits to ``data``."""
    out = bytearray(data)
    for position, cut, insert in edits:
        at = position % (len(out) + 1)
        out[at : at + cut] = insert
    return bytes(out)


_edits = st.lists(
    st.tuples(
        st.integers(0, 1 << 20),
        st.integers(0, 8),
        st.sampled_from(
            [
                b"",
                b"0",
                b"-1",
                b"9",
                b'"',
                b"[",
                b"]",
                b"{",
                b"}",
                b",",
                b"null",
                b"true",
                b"1e999",
                b'"x"',
                b"\xff",
                b"99999999999999999999",
            ]
        ),
    ),
    min_size=1,
    max_size=4,
)
_variants = st.sampled_from(sorted(VARIANTS))


@contextmanager
def _in_folder(data: bytes, name: str) -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="fuzz-") as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        yield path


def _record_loads_or_is_bad(data: bytes) -> None:
    with _in_folder(data, "deal.json") as path:
        try:
            open_record_file(path)
        except BadFileError as error:
            assert error.path == path and str(error)


def _autosave_loads_or_is_moved(data: bytes) -> None:
    with _in_folder(data, "autosave.json") as path:
        store = AutosaveStore(path.parent)
        try:
            loaded = store.load()
        except BadFileError as error:
            assert error.backup is not None and error.backup.read_bytes() == data
            assert not path.exists()
        else:
            assert loaded is not None and path.read_bytes() == data


def _preferences_load(data: bytes) -> None:
    with _in_folder(data, "preferences.json") as path:
        result = PreferencesStore(path.parent).load()
        assert isinstance(result, LoadResult)


@FUZZ
@given(variant=_variants, edits=_edits)
def test_mutated_records(variant: str, edits: list[tuple[int, int, bytes]]) -> None:
    _record_loads_or_is_bad(_mutate(_real_record(variant), edits))


@FUZZ
@given(variant=_variants, edits=_edits)
def test_mutated_autosaves(variant: str, edits: list[tuple[int, int, bytes]]) -> None:
    _autosave_loads_or_is_moved(_mutate(_real_record(variant), edits))


@FUZZ
@given(data=st.binary(max_size=2000))
def test_random_bytes(data: bytes) -> None:
    _record_loads_or_is_bad(data)
    _autosave_loads_or_is_moved(data)
    _preferences_load(data)


@FUZZ
@given(variant=_variants, actions=st.lists(st.integers(-5, 200), max_size=3))
def test_actions_swapped_for_numbers(variant: str, actions: list[int]) -> None:
    """Hand edits that keep the JSON valid reach the engine's own checks."""
    record = json.loads(_real_record(variant))
    for index, value in enumerate(actions):
        position = (index * 7) % len(record["actions"])
        record["actions"][position][2] = [value]
    _record_loads_or_is_bad(json.dumps(record).encode())


@FUZZ
@given(
    value=st.recursive(
        st.none()
        | st.booleans()
        | st.integers()
        | st.floats(allow_nan=False)
        | st.text(max_size=5),
        lambda inner: (
            st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
        ),
        max_leaves=10,
    ),
    key=st.sampled_from(["variant", "seed", "options", "match", "position", "actions", "session"]),
)
def test_fields_replaced_by_any_json(value: object, key: str) -> None:
    record = json.loads(_real_record("hongkong"))
    record[key] = value
    data = json.dumps(record).encode()
    _record_loads_or_is_bad(data)
    _autosave_loads_or_is_moved(data)


@FUZZ
@given(data=st.binary(max_size=600), edits=_edits)
def test_statistics_files(data: bytes, edits: list[tuple[int, int, bytes]]) -> None:
    from mahjong_desktop.storage.statistics import Statistics, StatisticsStore

    real = json.dumps(
        {
            "version": 1,
            "games": {
                "hongkong": {
                    "deals": 3,
                    "won": 1,
                    "dealt_in": 1,
                    "drawn": 0,
                    "points": 12,
                    "score_sum": 4,
                    "practice": 0,
                    "best": {
                        "total": 4,
                        "unit": "faan",
                        "points": 16,
                        "patterns": [{"label": {"code": "pattern.x", "args": {}}, "value": 4}],
                        "faces": ["1m", "2m"],
                    },
                }
            },
        }
    ).encode()
    for content in (data, _mutate(real, edits)):
        with _in_folder(content, "statistics.json") as path:
            loaded = StatisticsStore(path.parent).load()
            assert isinstance(loaded.statistics, Statistics)
            assert (loaded.problem is None) == path.exists()


# -- a fixed-seed fuzz over every loader (issue #25) ------------------------------------
#
# Real files of each kind, mutated the ways a disk, a copy or a hand edit breaks
# them: bytes cut, flipped or inserted; one JSON value swapped for a wrong type,
# NaN, a huge number or a deep nesting; keys dropped or added. Each loader loads
# or refuses with the project's own error, within a second, never anything else.
# The seed is fixed so CI runs the same mutations every time; a failure names the
# mutation, so it can be replayed alone.

FUZZ_SEED = 20261202
MUTATIONS_PER_KIND = 80
SECONDS_PER_LOAD = 5  # a hang fails fast instead of stalling CI


@contextmanager
def _no_hang(what: str) -> Iterator[None]:
    """Fail ``what`` if it runs past ``SECONDS_PER_LOAD`` (POSIX; elsewhere untimed)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def _too_slow(_signum: int, _frame: object) -> None:
        raise AssertionError(f"{what} took over {SECONDS_PER_LOAD} s")

    previous = signal.signal(signal.SIGALRM, _too_slow)
    signal.setitimer(signal.ITIMER_REAL, SECONDS_PER_LOAD)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _paths(value: Any, at: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place inside parsed JSON (keys and indexes from the top)."""
    yield at
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _paths(inner, (*at, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value[:30]):  # a long list's first entries are enough
            yield from _paths(inner, (*at, index))


_MARK = "@@swap@@"  # stands for raw JSON text no Python value writes (NaN, 1e999)
_STRANGE: tuple[Any, ...] = (
    None,
    True,
    0,
    -1,
    1.5,
    "",
    "x" * 300,
    [],
    {},
    [[[]]],
    {"": None},
    2**64,
    -(2**80),
    10**400,
)
_RAW = ("NaN", "Infinity", "-Infinity", "1e999", "-1e999", "[" * 900 + "]" * 900, "[" * 50_000)


def _json_mutation(data: Any, rng: random.Random) -> tuple[str, bytes]:
    """One value, key or structure of ``data`` broken; (what was done, the new file)."""
    data = copy.deepcopy(data)
    place = rng.choice(list(_paths(data)))
    parent = data
    for step in place[:-1]:
        parent = parent[step]
    how = rng.choice(("swap", "swap", "raw", "drop", "add"))
    if not place or how == "add":
        target = parent[place[-1]] if place else data
        if isinstance(target, dict):
            target[rng.choice(("extra", "version", "format", "session", "x" * 80))] = rng.choice(
                _STRANGE
            )
        elif isinstance(target, list):
            target.append(rng.choice(_STRANGE))
        else:
            return f"{place} -> {{}}", b"{}"
        return f"added inside {place}", json.dumps(data).encode()
    if how == "drop":
        del parent[place[-1]]
        return f"dropped {place}", json.dumps(data).encode()
    if how == "swap":
        parent[place[-1]] = value = rng.choice(_STRANGE)
        return f"{place} = {str(value)[:20]}", json.dumps(data).encode()
    raw = rng.choice(_RAW)
    parent[place[-1]] = _MARK
    return f"{place} = {raw[:12]}", json.dumps(data).replace(f'"{_MARK}"', raw).encode()


def _byte_mutation(data: bytes, rng: random.Random) -> tuple[str, bytes]:
    how = rng.choice(("truncate", "flip", "insert", "duplicate"))
    at = rng.randrange(len(data) + 1)
    if how == "truncate":
        return f"cut at {at}", data[:at]
    if how == "flip":
        out = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        return "bits flipped", bytes(out)
    if how == "insert":
        noise = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        return f"{noise!r} inserted at {at}", data[:at] + noise + data[at:]
    return f"tail repeated from {at}", data + data[at:]


def _mutations(real: bytes, parsed: Any, kind: str) -> Iterator[tuple[str, bytes]]:
    rng = random.Random(f"{FUZZ_SEED}-{kind}")
    for _ in range(MUTATIONS_PER_KIND):
        if parsed is not None and rng.random() < 0.6:
            yield _json_mutation(parsed, rng)
        else:
            yield _byte_mutation(real, rng)


@cache
def _real_statistics() -> bytes:
    from mahjong_desktop.storage.statistics import Statistics

    game = new_deal("hongkong", 3)
    played = play_deal(game, bots_for(game, ["greedy"] * game.seat_count))
    stats = Statistics().with_deal(played, 0, deal_id="a1").with_deal(played, 1, deal_id="b2")
    return json.dumps(stats.to_json()).encode()


def _real_preferences() -> bytes:
    from mahjong_desktop.storage.display import DisplaySettings
    from mahjong_desktop.storage.preferences import Preferences

    prefs = Preferences(language="fi", display=DisplaySettings(30, 0, 70), tile_size=120)
    return json.dumps(prefs.to_json()).encode()


def _load_autosave(folder: Path) -> None:
    try:
        AutosaveStore(folder).load()
    except BadFileError as error:
        assert error.backup is not None  # moved aside: the next start does not trip on it


def _load_record(folder: Path) -> None:
    path = folder / "deal.json"
    try:
        data = json.loads(path.read_bytes())
    except (ValueError, RecursionError):  # not JSON: the file loader's to refuse
        data = None
    if isinstance(data, dict):
        with suppress(RecordError):  # the engine's own refusal, before the file's
            replay(data)
    with suppress(BadFileError):
        open_record_file(path)


def _load_statistics(folder: Path) -> None:
    from mahjong_desktop.storage.statistics import Statistics, StatisticsStore

    store = StatisticsStore(folder)
    loaded = store.load()
    assert isinstance(loaded.statistics, Statistics)
    game = new_deal("hongkong", 3)  # a deal counted into whatever the file now holds
    result = store.update(lambda s: s.with_deal(game, 0, practice=True, deal_id="z9"), Statistics())
    assert result.statistics.of("hongkong").practice >= 1


def _load_preferences(folder: Path) -> None:
    from mahjong_desktop.storage.preferences import PreferencesSaveError

    store = PreferencesStore(folder)
    loaded = store.load()
    try:
        store.save(loaded.preferences)
    except PreferencesSaveError:
        return
    again = PreferencesStore(folder).load()  # what was saved reads back whole
    assert again.preferences == loaded.preferences and again.notice is None


def _load_instance_lock(folder: Path) -> None:
    from mahjong_desktop.storage.instance_lock import InstanceLock

    lock = InstanceLock(folder)
    owner = lock.owner()
    assert owner is None or owner >= 0
    assert lock.acquire()
    lock.release()


_LOADERS = {
    "autosave.json": _load_autosave,
    "deal.json": _load_record,
    "statistics.json": _load_statistics,
    "preferences.json": _load_preferences,
    "instance.lock": _load_instance_lock,
}


def _real_file(name: str) -> tuple[bytes, Any]:
    """The real file of a kind, and its parsed JSON (None for the lock's pid)."""
    if name == "instance.lock":
        return f"{os.getpid()}\n".encode(), None
    real = {
        "autosave.json": lambda: _real_record("sichuan"),
        "deal.json": lambda: _real_record("paohuzi"),
        "statistics.json": _real_statistics,
        "preferences.json": _real_preferences,
    }[name]()
    return real, json.loads(real)


@pytest.mark.parametrize("name", sorted(_LOADERS))
def test_fixed_seed_mutations_load_or_are_refused_with_our_own_errors(name: str) -> None:
    real, parsed = _real_file(name)
    loader = _LOADERS[name]
    with _in_folder(real, name) as path:
        loader(path.parent)  # the real file loads
    for what, data in _mutations(real, parsed, name):
        with _in_folder(data, name) as path, _no_hang(f"{name}: {what}"):
            try:
                loader(path.parent)  # each loader lets through only what it refuses with
            except AssertionError:
                raise
            except Exception as error:
                raise AssertionError(f"{name} ({what}) raised {error!r}") from error
