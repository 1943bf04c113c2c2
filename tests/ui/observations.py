"""Small hand-written protocol observations (engine/protocol.py) for the window's tests."""

from __future__ import annotations

from typing import Any

from mahjong_desktop.variants.mahjong import tiles as mahjong_tiles
from mahjong_desktop.variants.paohuzi import cards


def mahjong_ids(text: str) -> list[int]:
    """Physical ids for notation like ``123m 55z``: copy 0 of each kind, then 1..."""
    used: dict[int, int] = {}
    ids = []
    for kind in mahjong_tiles.parse_kinds(text):
        copy = used.get(kind, 0)
        used[kind] = copy + 1
        ids.append(kind * 4 + copy)
    return ids


def card_ids(text: str) -> list[int]:
    used: dict[int, int] = {}
    ids = []
    for kind in cards.parse_cards(text):
        copy = used.get(kind, 0)
        used[kind] = copy + 1
        ids.append(kind * 4 + copy)
    return ids


def mahjong_face(tile: int) -> str:
    return mahjong_tiles.kind_name(tile // 4)


def card_face(card: int) -> str:
    return cards.card_name(card // 4)


def seat(index: int, **extra: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "seat": index,
        "wind": "ESWN"[index] if index < 4 else None,
        "player": index,
        "concealed": 13,
        "melds": [],
        "flowers": [],
        "discards": [],
        "face_up": [],
        "missing": None,
        "huxi": 0,
        "won": False,
        "dead": False,
    }
    data.update(extra)
    return data


def observation(
    variant: str,
    hand: list[int],
    *,
    drawn: int | None = None,
    legal: list[dict[str, Any]] | None = None,
    offer: dict[str, Any] | None = None,
    seats: list[dict[str, Any]] | None = None,
    visible: list[int] = (),  # type: ignore[assignment]
) -> dict[str, Any]:
    face = card_face if variant == "paohuzi" else mahjong_face
    count = 3 if variant == "paohuzi" else 4
    own = [*hand, *([drawn] if drawn is not None else [])]
    seats = seats or [seat(i) for i in range(count)]
    shown = list(own) + list(visible)
    for s in seats:
        for meld in s["melds"]:
            shown += [t for t in meld["tiles"] if t >= 0]
    if offer:
        shown.append(offer["tile"])
    return {
        "schema": 1,
        "variant": variant,
        "seat": 0,
        "seat_count": count,
        "dealer": 0,
        "deal": 0,
        "phase": "claim" if offer else "turn",
        "current": 0,
        "hand": sorted(hand),
        "drawn": drawn,
        "faces": {str(t): face(t) for t in shown},
        "seats": seats,
        "tiles_left": 50,
        "offer": offer,
        "legal": legal or [],
        "deltas": [0] * count,
        "totals": [0] * count,
        "over": False,
        "end": None,
    }


def legal(index: int, kind: str, tiles: list[int] = (), **extra: Any) -> dict[str, Any]:  # type: ignore[assignment]
    entry: dict[str, Any] = {
        "id": index,
        "kind": kind,
        "tiles": list(tiles),
        "groups": [],
        "choice": "",
        "claimed": None,
        "label": {"code": f"action_{kind}", "args": {}},
        "action": [0, kind, list(tiles)],
    }
    entry.update(extra)
    return entry
