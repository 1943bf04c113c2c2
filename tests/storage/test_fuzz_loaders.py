"""Fuzzing the loaders with real files mutated and with random bytes: each answers
with a loaded value or a ``BadFileError``, never any other exception."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.storage.autosave import AutosaveSession, AutosaveStore
from mahjong_desktop.storage.preferences import LoadResult, PreferencesStore
from mahjong_desktop.storage.problems import BadFileError
from mahjong_desktop.storage.record_file import open_record_file
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
