"""How a deal is seen: each seat's observation and decision view (``engine.protocol``).

A deal keeps its state; its ``DealObserver`` turns that state into what one seat
may see: the shared keys here, the game's own part (``own``, ``observe``) in the
game's package. An observation names the faces of the ids it shows (``Viewer``).
Legal actions become entries, and most of them are a turn's discards or a
window's pass: an entry of those depends only on the seat, the tile and the
entry's place in the list, so a decision view (which carries no labels) hands
out one entry made once per (seat, tile, place) instead of building a dict of
seven keys per action per decision. Such an entry is shared by every view that
shows it: read it, never change it (the full observation, which the table may
keep and label, builds its own).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter, itemgetter
from typing import Any, Generic, Protocol, TypeVar

from mahjong_desktop.engine.actions import ACT_NAMES, Act, Action
from mahjong_desktop.engine.cycle import ClaimWindow, Phase
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.engine.outcome import EndReason

SCHEMA = 1  # the observation schema of engine.protocol
_ID_TEXT = [str(i) for i in range(256)]  # tile and card ids as ``faces`` keys
# For a turn's discards as data, read in C rather than a loop per action:
_KIND_OF, _TILES_OF, _FIRST = attrgetter("kind"), attrgetter("tiles"), itemgetter(0)
_ONLY_DISCARDS = {Act.DISCARD}


class ObservedDeal(Protocol):
    """What ``DealObserver`` reads of a deal: it serves the deal without importing it."""

    seating: Seating
    dealer: int
    current: int
    phase: Phase
    window: ClaimWindow | None
    action_count: int
    end_reason: EndReason | None
    rules: dict[str, Any]

    @property
    def variant(self) -> str: ...

    @property
    def seat_count(self) -> int: ...

    @property
    def face_table(self) -> Sequence[str] | None: ...

    @property
    def is_over(self) -> bool: ...

    def face_of(self, tile: int) -> str: ...

    def deltas(self) -> list[int]: ...

    def _legal_for(self, seat: int) -> list[Action]: ...


D = TypeVar("D", bound=ObservedDeal)


class Viewer:
    """Collects the ids an observation shows, to name their faces (``faces``) at the end.

    ``face_of`` names one id; a game that knows all its faces up front passes them as
    a sequence indexed by id (read without a call per id: every decision names them).
    """

    def __init__(self, face_of: Callable[[int], str] | Sequence[str]) -> None:
        self._face_of = face_of
        self._ids: list[int] = []

    def show(self, tile: int | None) -> int | None:
        if tile is not None:
            self._ids.append(tile)
        return tile

    def show_all(self, tiles: Iterable[int]) -> list[int]:
        shown = list(tiles)
        self._ids += shown
        return shown

    def extend(self, tiles: list[int]) -> None:
        """Show ``tiles``, a list the caller already holds (no copy made)."""
        self._ids += tiles

    @property
    def faces(self) -> dict[str, str]:
        face_of = self._face_of
        ids = sorted(set(self._ids))
        if ids and ids[0] < 0:  # a face-down tile has no face to name
            ids = [t for t in ids if t >= 0]
        if callable(face_of):
            return {_ID_TEXT[t]: face_of(t) for t in ids}
        # Every decision names its faces: the (key, face) pairs are made once per table.
        return dict(map(_face_pairs(face_of).__getitem__, ids))


_PAIRS: dict[int, tuple[Sequence[str], list[tuple[str, str]]]] = {}  # id(table) -> pairs


def _face_pairs(table: Sequence[str]) -> list[tuple[str, str]]:
    """``(str(id), table[id])`` for every id of a face table."""
    kept = _PAIRS.get(id(table))
    if kept is None or kept[0] is not table:
        kept = _PAIRS[id(table)] = (table, [(str(t), face) for t, face in enumerate(table)])
    return kept[1]


class DealObserver(ABC, Generic[D]):
    """What each seat of one game's deal sees; the game fills in its own part."""

    def viewer(self, deal: D) -> Viewer:
        """A new collector of the ids one observation shows."""
        return Viewer(deal.face_table if deal.face_table is not None else deal.face_of)

    @abstractmethod
    def own(self, deal: D, seat: int, viewer: Viewer) -> dict[str, Any]:
        """The observer's own concealed part: ``hand`` and ``drawn`` (and what else
        only it knows, such as a Sichuan ``declared`` suit)."""

    @abstractmethod
    def observe(self, deal: D, seat: int, viewer: Viewer) -> dict[str, Any]:
        """The game's part of ``seat``'s observation: hands, seats, wall or stock."""

    def observation(self, deal: D, seat: int) -> dict[str, Any]:
        """Everything the table draws for ``seat``, as plain JSON data (engine.protocol)."""
        viewer = self.viewer(deal)
        table = self.observe(deal, seat, viewer)
        legal = self.legal_data(deal, seat, viewer)
        return {
            "schema": SCHEMA,
            "variant": deal.variant,
            "rules": deal.rules,
            "seat": seat,
            "seat_count": deal.seat_count,
            "dealer": deal.dealer,
            "deal": deal.seating.deal_index,
            "phase": self.phase_seen_by(deal, seat).value,
            "current": deal.current,
            "action_index": deal.action_count,
            **table,
            "offer": self.offer(deal, seat, viewer),
            "legal": legal,
            "deltas": deal.deltas(),
            "totals": list(deal.seating.totals),
            "over": deal.is_over,
            "end": deal.end_reason,
            "faces": viewer.faces,
        }

    def decision_view(self, deal: D, seat: int) -> dict[str, Any]:
        """The part of ``observation(seat)`` a decision needs, cheap to build: the
        same keys and values for the seat itself, its hand, the offer and its legal
        actions (without their labels), without the rest of the table (for bots
        that look no further)."""
        viewer = self.viewer(deal)
        own = self.own(deal, seat, viewer)
        return {
            "schema": SCHEMA,
            "variant": deal.variant,
            "rules": deal.rules,
            "seat": seat,
            "phase": self.phase_seen_by(deal, seat).value,
            "current": deal.current,
            "action_index": deal.action_count,
            **own,
            "offer": self.offer(deal, seat, viewer),
            "legal": self.legal_data(deal, seat, viewer, labels=False, own_shown=True),
            "faces": viewer.faces,
        }

    def phase_seen_by(self, deal: D, seat: int) -> Phase:
        """The phase as ``seat`` may know it. An open window is "claim" (or "rob")
        only to a seat with an answer still to give; to every other seat it looks
        like the turn it interrupts, as a window nobody can claim looks while it is
        announced: the phase never tells who could claim. A private window is a
        turn to all but its source."""
        window = deal.window
        if window is None or deal.phase not in (Phase.CLAIM, Phase.ROB):
            return deal.phase
        asked = seat in window.options and seat not in window.responses
        return deal.phase if asked and self.visible_window(deal, seat) else Phase.TURN

    def visible_window(self, deal: D, seat: int) -> bool:
        """Whether ``seat`` may know the current phase (a private window is hidden)."""
        return True

    def offer(self, deal: D, seat: int, viewer: Viewer) -> dict[str, Any] | None:
        window = deal.window
        if window is None or not self.visible_window(deal, seat):
            return None
        return {"tile": viewer.show(window.tile), "source": window.source, "reason": window.reason}

    def legal_data(
        self,
        deal: D,
        seat: int,
        viewer: Viewer | None = None,
        labels: bool = True,
        *,
        own_shown: bool = False,
    ) -> list[dict[str, Any]]:
        """``seat``'s legal actions as protocol data; ``id`` is the index in the list
        (``labels``: with the button text a person reads; ``own_shown``: ``viewer``
        shows the seat's own tiles already, so a discard's tile, one of them, is not
        shown again)."""
        viewer = viewer or self.viewer(deal)
        offered = deal.window.tile if deal.window is not None else None
        legal = deal._legal_for(seat)
        if not labels:
            if offered is None and set(map(_KIND_OF, legal)) == _ONLY_DISCARDS:
                # A turn's discards, the decision asked most: shared entries in one go.
                tiles = list(map(_FIRST, map(_TILES_OF, legal)))
                if not own_shown:
                    viewer.extend(tiles)
                return discard_entries(seat, tiles)
            entries = [shared_entry(a, i, offered) for i, a in enumerate(legal)]
        else:
            entries = [entry_of(a, i, offered) for i, a in enumerate(legal)]
        show = viewer.extend
        takes_offer = False
        for entry in entries:
            show(entry["tiles"])
            for group in entry["groups"]:
                show(group)
            takes_offer = takes_offer or entry["claimed"] is not None
            if labels:
                entry["label"] = self.label(deal, entry)
        if takes_offer:
            viewer.show(offered)
        return entries

    def label(self, deal: D, entry: dict[str, Any]) -> dict[str, Any]:
        """The button text of a legal action, as a message (``action.<kind>``)."""
        face = deal.face_of
        args: dict[str, Any] = {"tiles": [face(t) for t in entry["tiles"]]}
        if entry["groups"]:
            args["groups"] = [[face(t) for t in g] for g in entry["groups"]]
        if entry["choice"]:
            args["choice"] = entry["choice"]
        if entry["claimed"] is not None:
            args["claimed"] = face(entry["claimed"])
        return {"code": "action." + entry["kind"], "args": args}


# -- legal actions as protocol data (``LegalAction`` of ``engine.protocol``) --

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
