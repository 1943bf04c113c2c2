"""Legal actions as protocol data (``LegalAction`` of ``engine.protocol``).

Every decision turns its legal actions into entries, and most of them are a
turn's discards or a window's pass: an entry of those depends only on the
seat, the tile and the entry's place in the list, so a decision view (which
carries no labels) hands out one entry made once per (seat, tile, place)
instead of building a dict of seven keys per action per decision. Such an
entry is shared by every view that shows it: read it, never change it (the
full observation, which the table may keep and label, builds its own).
"""

from __future__ import annotations

from typing import Any

from mahjong_desktop.engine.actions import ACT_NAMES, Act, Action

_SEATS, _IDS = 8, 256  # seats and tile ids the shared entries cover
# seat -> place -> tile -> the discard entry (None until made); place -> seat -> the pass.
_DISCARDS: list[list[list[dict[str, Any] | None]]] = [[] for _ in range(_SEATS)]
_PASSES: list[dict[int, dict[str, Any]]] = []


def discard_entries(seat: int, tiles: list[int]) -> list[dict[str, Any]]:
    """The shared entries of a discard of each of ``tiles`` (engine tile ids), in order."""
    if not 0 <= seat < _SEATS or (tiles and min(tiles) < 0):
        return [_discard(seat, tile, index) for index, tile in enumerate(tiles)]
    rows = _DISCARDS[seat]
    while len(rows) < len(tiles):
        rows.append([None] * _IDS)
    try:  # looked up in C: every turn asks
        found = list(map(list.__getitem__, rows, tiles))
    except IndexError:  # a tile id beyond the table
        return [_discard(seat, tile, index) for index, tile in enumerate(tiles)]
    if None in found:
        for index, tile in enumerate(tiles):
            if found[index] is None:
                found[index] = rows[index][tile] = _discard(seat, tile, index)
    return found  # type: ignore[return-value]  # every None was filled


def discard_entry(seat: int, tile: int, index: int) -> dict[str, Any]:
    """The shared entry of ``seat``'s discard of ``tile`` at place ``index``."""
    if 0 <= seat < _SEATS and 0 <= tile < _IDS:
        rows = _DISCARDS[seat]
        while len(rows) <= index:
            rows.append([None] * _IDS)
        entry = rows[index][tile]
        if entry is None:
            entry = rows[index][tile] = _discard(seat, tile, index)
        return entry
    return _discard(seat, tile, index)


def pass_entry(seat: int, index: int) -> dict[str, Any]:
    """The shared entry of ``seat``'s pass at place ``index``."""
    rows = _PASSES
    while len(rows) <= index:
        rows.append({})
    entry = rows[index].get(seat)
    if entry is None:
        entry = rows[index][seat] = _entry(index, "pass", [], None, [seat, "pass", []])
    return entry


def entry_of(action: Action, index: int, offered: int | None) -> dict[str, Any]:
    """A new entry of ``action`` at place ``index``; ``offered`` is the public tile
    every answer but a pass takes (None outside a window)."""
    kind = ACT_NAMES[action.kind]
    claimed = offered if action.kind is not Act.PASS else None
    groups = [list(g) for g in action.groups] if action.groups else []
    return {
        "id": index,
        "kind": kind,
        "tiles": list(action.tiles),
        "groups": groups,
        "choice": action.choice,
        "claimed": claimed,
        "action": action.to_json(),
    }


def shared_entry(action: Action, index: int, offered: int | None) -> dict[str, Any]:
    """``entry_of``, the shared one for a discard or a pass (labelless views only)."""
    if action.kind is Act.DISCARD and not action.groups and not action.choice:
        return discard_entry(action.seat, action.tiles[0], index)
    if action.kind is Act.PASS and not action.tiles and not action.groups and not action.choice:
        return pass_entry(action.seat, index)
    return entry_of(action, index, offered)


def _discard(seat: int, tile: int, index: int) -> dict[str, Any]:
    return _entry(index, "discard", [tile], None, [seat, "discard", [tile]])


def _entry(
    index: int, kind: str, tiles: list[int], claimed: int | None, action: list[object]
) -> dict[str, Any]:
    return {
        "id": index,
        "kind": kind,
        "tiles": tiles,
        "groups": [],
        "choice": "",
        "claimed": claimed,
        "action": action,
    }
