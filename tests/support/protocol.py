"""Reading the table protocol (``engine.protocol``) in tests: which ids an observation shows."""

from __future__ import annotations

from typing import Any


def shown_ids(observation: dict[str, Any]) -> set[int]:
    """Every tile or card id in an observation's id fields (face-down -1 left out)."""
    ids: list[int | None] = [*observation["hand"], observation.get("drawn")]
    ids.append(observation.get("shown"))
    ids.append(observation.get("in_flight"))
    for seat in observation["seats"]:
        for meld in seat["melds"]:
            ids += [*meld["tiles"], meld["claimed"]]
        ids += seat.get("flowers", []) + seat.get("face_up", [])
        ids += [d["tile"] for d in seat.get("discards", [])]
    offer = observation["offer"]
    if offer is not None:
        ids.append(offer["tile"])
    for entry in observation["legal"]:
        ids += [*entry["tiles"], entry["claimed"], *(t for g in entry["groups"] for t in g)]
    for win in observation["wins"]:
        ids += [win["tile"], *win["hand"]]
    ids += [int(key) for key in observation["faces"]]
    return {i for i in ids if i is not None and i >= 0}


def faces_cover_ids(observation: dict[str, Any]) -> bool:
    """``faces`` names exactly the ids the observation shows."""
    return shown_ids(observation) == {int(key) for key in observation["faces"]}


class TableModel:
    """What a front end at one seat knows, rebuilt from the events it is sent alone.

    ``check`` compares it with the seat's observation: if the events ever miss
    a change the table shows, the two drift apart.
    """

    def __init__(self, seat: int, seats: int) -> None:
        self.me = seat
        self.hand: list[int] = []
        self.concealed = [0] * seats
        self.melds: list[list[dict[str, Any]]] = [[] for _ in range(seats)]
        self.flowers: list[list[int]] = [[] for _ in range(seats)]
        self.discards: list[list[dict[str, Any]]] = [[] for _ in range(seats)]
        self.face_up: list[list[int]] = [[] for _ in range(seats)]
        self.missing: list[str | None] = [None] * seats
        self.won = [False] * seats
        self.dead = [False] * seats
        self.deltas = [0] * seats
        self.left: int | None = None
        self.over = False
        self.types: list[str] = []

    def _leave_hand(self, seat: int, tiles: list[int]) -> None:
        self.concealed[seat] -= len(tiles)
        if seat == self.me:
            for tile in tiles:
                self.hand.remove(tile)

    def apply(self, event: dict[str, Any]) -> None:
        kind, seat = event["type"], event["seat"]
        self.types.append(kind)
        handler = getattr(self, "_on_" + kind, None)
        if handler is not None:
            handler(seat, event)

    def _on_deal_step(self, seat: int, event: dict[str, Any]) -> None:
        self.concealed[seat] += event["count"]
        if seat == self.me:
            assert len(event["tiles"]) == event["count"]
            self.hand += event["tiles"]
        else:
            assert "tiles" not in event
        if "live" in event:
            self.left = event["live"]

    def _on_draw(self, seat: int, event: dict[str, Any]) -> None:
        assert event["source"] in ("head", "loose", "tail") and event["stack"] >= 0
        self.concealed[seat] += 1
        if seat == self.me:
            self.hand.append(event["tile"])
        self.left = event["live"]

    def _on_flower(self, seat: int, event: dict[str, Any]) -> None:
        self._leave_hand(seat, [event["tile"]] if seat == self.me else [-1])
        self.flowers[seat].append(event["tile"])

    def _on_declarations(self, seat: int, event: dict[str, Any]) -> None:
        self.missing = list(event["missing"])

    def _on_discard(self, seat: int, event: dict[str, Any]) -> None:
        self._leave_hand(seat, [event["tile"]] if seat == self.me else [-1])
        self.discards[seat].append({"tile": event["tile"], "claimed": False})

    def _on_reveal(self, seat: int, event: dict[str, Any]) -> None:
        self.left = event["stock"]

    def _on_face_up(self, seat: int, event: dict[str, Any]) -> None:
        self.face_up[seat].append(event["card"])
        # An untaken discard moves from the table to the pile: it was never a river tile.
        for entry in self.discards[seat]:
            if entry["tile"] == event["card"]:
                self.discards[seat].remove(entry)
                break

    def _mark_claimed(self, source: int, tile: int) -> None:
        for entry in reversed(self.discards[source]):
            if entry["tile"] == tile:
                entry["claimed"] = True
                return

    def _on_added_kong_offered(self, seat: int, event: dict[str, Any]) -> None:
        self._leave_hand(seat, [event["tile"]] if seat == self.me else [-1])

    def _on_meld(self, seat: int, event: dict[str, Any]) -> None:
        tiles, claimed, how = event["tiles"], event["claimed"], event["how"]
        meld = {
            "kind": event["kind"],
            "tiles": tiles,
            "claimed": claimed,
            "from": event["source"],
        }
        if how == "added":  # the tile left the hand when the kong was offered
            kong_kind = [m for m in self.melds[seat] if m["kind"] == "pung"]
            pung = next(m for m in kong_kind if set(m["tiles"]) < set(tiles))
            self.melds[seat][self.melds[seat].index(pung)] = meld
            return
        if event.get("replaces") is not None:  # a pao grown from a wei or peng
            self.melds[seat].pop(event["replaces"])
        elif how in ("claim", "mandatory"):
            from_hand = [t for t in tiles if t != claimed] if seat == self.me else tiles[:-1]
            self._leave_hand(seat, from_hand)
            if event["source"] is not None and event["source"] != seat:
                self._mark_claimed(event["source"], claimed)
                self.face_up[event["source"]] = [
                    c for c in self.face_up[event["source"]] if c != claimed
                ]
        else:  # concealed kong, dealt ti, bi groups: every tile from the hand
            self._leave_hand(seat, tiles if seat == self.me else [-1] * len(tiles))
        self.melds[seat].append(meld)

    def _on_win(self, seat: int, event: dict[str, Any]) -> None:
        self.won[seat] = True
        source = event["source"]
        if event["taken"]:
            self.concealed[seat] += 1
            if seat == self.me:
                self.hand.append(event["tile"])
            if source is not None and source != seat:
                self._mark_claimed(source, event["tile"])
        elif source is not None and source != seat:
            self._mark_claimed(source, event["tile"])

    def _on_dead_hand(self, seat: int, event: dict[str, Any]) -> None:
        self.dead[seat] = True

    def _on_payment(self, seat: int, event: dict[str, Any]) -> None:
        self.deltas[event["seat"]] -= event["amount"]
        self.deltas[event["receiver"]] += event["amount"]

    def _on_deal_end(self, seat: int, event: dict[str, Any]) -> None:
        self.over = True
        assert event["deltas"] == self.deltas

    def check(self, observation: dict[str, Any]) -> None:
        """The model agrees with the observation on everything the events carry."""
        assert observation["seat"] == self.me
        drawn = observation["drawn"]
        own = sorted([*observation["hand"], *(() if drawn is None else (drawn,))])
        assert own == sorted(self.hand)
        assert observation["deltas"] == self.deltas and observation["over"] == self.over
        if self.left is not None:
            assert observation["tiles_left"] == self.left
        for index, seat in enumerate(observation["seats"]):
            assert seat["concealed"] == self.concealed[index], index
            melds = [{k: m[k] for k in ("kind", "tiles", "claimed", "from")} for m in seat["melds"]]
            assert melds == self.melds[index], index
            assert seat["won"] == self.won[index]
            if "flowers" in seat:
                assert seat["flowers"] == self.flowers[index]
                assert seat["discards"] == self.discards[index]
                assert seat["missing"] == self.missing[index]
            if "face_up" in seat:
                assert seat["face_up"] == self.face_up[index]
                assert seat["dead"] == self.dead[index]
