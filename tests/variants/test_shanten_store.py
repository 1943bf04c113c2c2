"""The precomputed shanten store: built from the same tables, read back from disk
exactly, refused when damaged, and giving the same shanten as building suits."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from mahjong_desktop.desktop.identity import FOLDER_NAME
from mahjong_desktop.variants.mahjong.shanten import overlaps as shanten_tables
from mahjong_desktop.variants.mahjong.shanten import store as shanten_store
from mahjong_desktop.variants.mahjong.shanten.distance import shanten, waits
from mahjong_desktop.variants.mahjong.shanten.overlaps import SuitStore

SMALL = 6  # tiles per suit in the test store: quick to build, and real hands exceed it


@pytest.fixture(scope="module")
def small_store() -> SuitStore:
    return SuitStore.build(SMALL)


@pytest.fixture(autouse=True)
def no_store_after() -> Iterator[None]:
    yield
    shanten_tables.use_store(None)


def _hands(count: int, seed: int) -> list[list[int]]:
    rng = random.Random(seed)
    hands = []
    for _ in range(count):
        counts = [0] * 34
        for tile in rng.sample(range(136), rng.choice((13, 14))):
            counts[tile // 4] += 1
        hands.append(counts)
    return hands


def test_the_store_holds_each_suit_table_as_built(small_store: SuitStore) -> None:
    rng = random.Random(5)
    shanten_tables.use_store(None)
    for _ in range(500):
        counts = [0] * 9
        for kind in rng.choices(range(9), k=rng.randint(0, SMALL)):
            counts[kind] = min(4, counts[kind] + 1)
        suit = tuple(counts)
        assert small_store.table(suit) == shanten_tables._tables[shanten_tables._new_suit_id(suit)]
    assert small_store.table((4, 4, 0, 0, 0, 0, 0, 0, 0)) is None  # 8 tiles: not in it


def test_shanten_and_waits_are_the_same_with_and_without_the_store(
    small_store: SuitStore,
) -> None:
    hands = _hands(600, 11)
    shanten_tables.use_store(None)
    plain = [(shanten(h), waits(h) if sum(h) == 13 else None) for h in hands]
    shanten_tables.use_store(small_store)  # memo tables start from the store
    assert shanten_tables.cache_size() > 1
    assert [(shanten(h), waits(h) if sum(h) == 13 else None) for h in hands] == plain
    shanten_tables.clear_caches()  # a cold start keeps the store
    assert [shanten(h) for h in hands] == [p[0] for p in plain]


def test_a_saved_store_reads_back_exactly(small_store: SuitStore, tmp_path: Path) -> None:
    path = tmp_path / "store.bin"
    path.write_bytes(shanten_store.to_bytes(small_store))
    loaded = shanten_store.load(path)
    assert loaded is not None
    assert loaded.tables == small_store.tables and loaded.index == small_store.index
    assert loaded.pairs == small_store.pairs and loaded.honours == small_store.honours
    assert loaded.finals == small_store.finals


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-1],  # truncated
        lambda data: data[:-5] + b"\1" + data[-4:],  # a byte changed
        lambda data: b"not a store\n" + data,
        lambda data: data.replace(b'"format": 1', b'"format": 9'),
    ],
)
def test_a_damaged_store_file_is_not_used_and_is_built_again(
    small_store: SuitStore, tmp_path: Path, damage: object
) -> None:
    path = tmp_path / "store.bin"
    path.write_bytes(damage(shanten_store.to_bytes(small_store)))  # type: ignore[operator]
    assert shanten_store.load(path) is None
    assert not shanten_store.use_saved(path)
    report = shanten_store.ensure(path, max_tiles=4)
    assert report.built_seconds is not None and report.size_bytes == path.stat().st_size
    assert shanten_store.load(path) is not None
    again = shanten_store.ensure(path, max_tiles=4)
    assert again.built_seconds is None  # loaded, not built


def test_a_missing_store_file_is_not_built_by_use_saved(tmp_path: Path) -> None:
    path = tmp_path / "none.bin"
    assert not shanten_store.use_saved(path)
    assert not path.exists()


def test_the_store_is_cached_in_the_app_s_own_folder() -> None:
    """The store keeps its own copy of the folder name (the wheel build imports it bare)."""
    assert shanten_store.CACHE_FOLDER_NAME == FOLDER_NAME
    assert FOLDER_NAME in shanten_store.default_path().parts
