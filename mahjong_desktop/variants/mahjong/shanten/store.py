"""The shanten store (``overlaps.SuitStore``) on disk, so it is built once.

A wheel carries the file inside the package, built at wheel build time
(``setup.py``: about 2 MB, 15-20 s of CPU); a source checkout or an editable
install has none there and builds it into the user cache folder on request
(``ensure``), which the game then loads too. The file starts with a magic line and a
JSON header (sizes and the payload's SHA-256), then the packed arrays: the
suit index (one byte per base-5 suit code), the tables (10 signed bytes each),
the combinations (a byte per pair of combinable tables), the honour tables (a
byte per sorted honour hand, in ``sorted_honour_counts`` order) and the final
overlaps (a signed byte per suit table, honour table and number of sets). A
missing, truncated, corrupt or outdated file is simply built again.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from array import array
from dataclasses import dataclass
from pathlib import Path

from mahjong_desktop.variants.mahjong.shanten import overlaps as shanten_tables
from mahjong_desktop.variants.mahjong.shanten.overlaps import MAX_SETS, TABLE_SIZE, SuitStore

MAGIC = b"mahjong-desktop shanten store\n"
FORMAT = 1  # raise it whenever what a table means changes: older files are then rebuilt


class StoreFileError(ValueError):
    """A store file that cannot be read back (it is then built again)."""


@dataclass(frozen=True)
class StoreReport:
    """Where the store came from and what it costs."""

    path: Path
    size_bytes: int
    built_seconds: float | None  # CPU seconds of the build; None: loaded from disk
    load_seconds: float


FILE_NAME = f"shanten-store-{FORMAT}.bin"
# The app's cache folder: ``desktop.identity.FOLDER_NAME``, copied as the wheel
# build imports this module bare (tests/variants/test_shanten_store.py checks).
CACHE_FOLDER_NAME = "mahjong-desktop"


def packaged_path() -> Path:
    """Where an installed wheel holds the store (next to this module)."""
    return Path(__file__).with_name(FILE_NAME)


def default_path() -> Path:
    """Where a store built on this machine is kept: the user cache folder."""
    import platformdirs  # here, not at the top: the wheel build imports this module bare

    return Path(platformdirs.user_cache_dir(CACHE_FOLDER_NAME)) / FILE_NAME


def to_bytes(store: SuitStore) -> bytes:
    combined = 1 + max(max(pair) for pair in store.pairs)  # tables the suits combine into
    honour_ids = sorted(set(store.honours.values()))
    pairs = bytearray(combined * combined)
    for (first, second), both in store.pairs.items():
        pairs[first * combined + second] = both
    honours = bytes(store.honours[c] for c in shanten_tables.sorted_honour_counts())
    finals = array("b", [0]) * (combined * len(honour_ids) * (MAX_SETS + 1))
    for (suit, honour, sets), overlap in store.finals.items():
        finals[(suit * len(honour_ids) + honour_ids.index(honour)) * (MAX_SETS + 1) + sets] = (
            overlap
        )
    tables = array("b", [value for table in store.tables for value in table])
    payload = bytes(store.index) + tables.tobytes() + bytes(pairs) + honours + finals.tobytes()
    header = {
        "format": FORMAT,
        "tables": len(store.tables),
        "combined": combined,
        "honour_ids": honour_ids,
        "sha256": hashlib.sha256(payload).hexdigest(),
    }
    return MAGIC + json.dumps(header).encode() + b"\n" + payload


def from_bytes(data: bytes) -> SuitStore:
    if not data.startswith(MAGIC):
        raise StoreFileError("not a shanten store file")
    line_end = data.find(b"\n", len(MAGIC))
    try:
        header = json.loads(data[len(MAGIC) : line_end])
        count, combined = int(header["tables"]), int(header["combined"])
        honour_ids = [int(h) for h in header["honour_ids"]]
        digest = str(header["sha256"])
    except (ValueError, KeyError, TypeError) as error:
        raise StoreFileError(f"unreadable store header: {error}") from error
    payload = data[line_end + 1 :]
    if header.get("format") != FORMAT or hashlib.sha256(payload).hexdigest() != digest:
        raise StoreFileError("the store file is outdated or damaged")
    sizes = (
        5**9,
        count * TABLE_SIZE,
        combined * combined,
        len(shanten_tables.sorted_honour_counts()),
        combined * len(honour_ids) * (MAX_SETS + 1),
    )
    if len(payload) != sum(sizes):
        raise StoreFileError("the store file has the wrong size")
    parts, start = [], 0
    for size in sizes:
        parts.append(payload[start : start + size])
        start += size
    index, table_bytes, pair_bytes, honour_bytes, final_bytes = parts
    values = array("b", table_bytes).tolist()
    tables = [tuple(values[i : i + TABLE_SIZE]) for i in range(0, len(values), TABLE_SIZE)]
    pairs = {
        (first, second): pair_bytes[first * combined + second]
        for first in range(combined)
        for second in range(combined)
    }
    honours = dict(zip(shanten_tables.sorted_honour_counts(), honour_bytes, strict=True))
    overlaps = array("b", final_bytes).tolist()
    width = len(honour_ids) * (MAX_SETS + 1)
    finals = {
        (suit, honour, sets): overlaps[suit * width + place * (MAX_SETS + 1) + sets]
        for suit in range(combined)
        for place, honour in enumerate(honour_ids)
        for sets in range(MAX_SETS + 1)
    }
    return SuitStore(tables, bytearray(index), pairs, honours, finals)


def load(path: Path | None = None) -> SuitStore | None:
    """The store saved at ``path`` (default: the package's, else the user cache's),
    or None if there is none that reads back."""
    for place in (path,) if path is not None else (packaged_path(), default_path()):
        try:
            return from_bytes(place.read_bytes())
        except (OSError, StoreFileError):
            continue
    return None


def save(store: SuitStore, path: Path) -> None:
    """Write ``store`` to ``path`` whole or not at all, even with two processes at once."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(f".{os.getpid()}.part")
    partial.write_bytes(to_bytes(store))
    partial.replace(path)


def build_into(path: Path) -> float:
    """Build the whole store and save it at ``path`` (the wheel build does this);
    the CPU seconds it took."""
    start = time.process_time()
    save(SuitStore.build(shanten_tables.STORE_MAX_TILES), path)
    return time.process_time() - start


def ensure(
    path: Path | None = None, max_tiles: int = shanten_tables.STORE_MAX_TILES
) -> StoreReport:
    """Load the store, building and saving it first if needed, and use it
    (``max_tiles``: a smaller store, for tests)."""
    start = time.process_time()
    store = None
    if path is None:  # the package's store if the install has one, else the cache's
        path, store = packaged_path(), load(packaged_path())
        if store is None:
            path, store = default_path(), load(default_path())
    else:
        store = load(path)
    built = None
    if store is None:
        store = SuitStore.build(max_tiles)
        built = time.process_time() - start
        save(store, path)
        start = time.process_time()
        store = load(path) or store
    shanten_tables.use_store(store)
    return StoreReport(path, path.stat().st_size, built, time.process_time() - start)


def use_saved(path: Path | None = None) -> bool:
    """Use the saved store if there is one (never builds it): the package's, else the
    user cache's (or the one at ``path``); whether one is used."""
    store = load(path)
    if store is not None:
        shanten_tables.use_store(store)
    return store is not None
