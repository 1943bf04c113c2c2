"""Protocol-shaped observations (engine/protocol.py) for table tests, built by hand.

``mahjong_observation`` plays a seeded deal's draws and discards on a real
``engine.wall.Wall`` so the wall's stacks, head, dead wall and loose tiles are
those of a real table; ``paohuzi_observation`` deals a Paohuzi table. Both
return what one seat sees, with optional melds, so a test can aim at any
corner of the layout without waiting for the engine.
"""

from __future__ import annotations

import random
from typing import Any

from mahjong_desktop.engine.wall import EMPTY, RING_ORDER, Wall, WallLayout
from mahjong_desktop.variants.mahjong.tiles import kind_name, kind_of

WINDS = ("E", "S", "W", "N")
LAYOUTS = {
    "hongkong": (WallLayout((18, 18, 18, 18), dead_stacks=7), 144),
    "sichuan": (WallLayout((14, 13, 14, 13), dead_stacks=0), 108),
}


def face(tile: int) -> str:
    return kind_name(kind_of(tile))


def _wall_data(wall: Wall, dice: list[list[int]], side: int) -> dict[str, Any]:
    state = wall.state()
    top, bottom = state["top"], state["bottom"]
    stacks = [(t != EMPTY) + (b != EMPTY) for t, b in zip(top, bottom, strict=True)]
    count = wall.stack_count
    dead_stacks: list[int] = []
    loose: list[int] = []
    if wall.layout.dead_stacks:  # as the wall: fixed dead stacks apart from the ring's counts
        assert wall.broken is not None
        head = wall.broken.head
        ring = [(head - 1 - i) % count for i in range(wall.layout.dead_stacks)]
        dead_stacks = sorted(ring[:-1])
        loose = [ring[0], ring[2]][2 - len(wall.loose) :]
    sides = [
        {"seat": seat, "first": wall.side_start(seat), "count": wall.layout.side_stacks[seat]}
        for seat in RING_ORDER
    ]
    return {
        "stacks": stacks,
        "sides": sides,
        "head": state["head"],
        "tail": state["tail"],
        "dead": dead_stacks,
        "loose": loose,
        "dice": dice,
        "break_side": side,
        "live": wall.live_count,
    }


def mahjong_observation(
    variant: str = "hongkong",
    *,
    seed: int = 1,
    observer: int = 0,
    turns: int = 0,
    melds: bool = False,
    phase: str = "turn",
) -> dict[str, Any]:
    """A deal ``turns`` discards in, seen by ``observer``.

    With ``melds`` South holds an exposed pung claimed from East and a concealed
    kong, and the observer a chow claimed from the seat before it.
    """
    layout, count = LAYOUTS[variant]
    rng = random.Random(seed)
    tiles = list(range(count))
    rng.shuffle(tiles)
    wall = Wall(tiles, layout)
    dice = [[rng.randint(1, 6), rng.randint(1, 6)] for _ in range(2)]
    broken = wall.break_at((dice[0][0], dice[0][1]), (dice[1][0], dice[1][1]))
    hands: list[list[int]] = [[] for _ in range(4)]
    flowers: list[list[int]] = [[] for _ in range(4)]
    rivers: list[list[int]] = [[] for _ in range(4)]
    seat_melds: list[list[dict[str, Any]]] = [[] for _ in range(4)]

    def receive(seat: int, tile: int) -> None:
        while tile >= 136:  # a bonus tile: shown, replaced
            flowers[seat].append(tile)
            tile = wall.draw_replacement()
        hands[seat].append(tile)

    for _ in range(3):
        for seat in range(4):
            for _ in range(4):
                receive(seat, wall.draw())
    east, south, west, north = wall.deal_jump()
    for tile in east:
        receive(0, tile)
    for seat, tile in ((1, south), (2, west), (3, north)):
        receive(seat, tile)
    current = 0
    drawn: int | None = None
    for turn in range(turns):
        seat = turn % 4
        if turn:
            receive(seat, wall.draw())
        tile = hands[seat].pop(rng.randrange(len(hands[seat])))
        rivers[seat].append(tile)
        current = (seat + 1) % 4
    if turns:
        receive(current, wall.draw())
    if current == observer and phase == "turn" and len(hands[observer]) % 3 == 2:
        drawn = hands[observer].pop()
    if melds:
        _give_melds(hands, seat_melds, rivers, observer)
    return _observation(
        variant, observer, current, phase, hands, drawn, flowers, rivers, seat_melds, wall, dice,
        broken.side,
    )  # fmt: skip


def _give_melds(
    hands: list[list[int]],
    seat_melds: list[list[dict[str, Any]]],
    rivers: list[list[int]],
    observer: int,
) -> None:
    """Melds from hand tiles: South a pung from East and a concealed kong, the observer a chow."""
    south = hands[1]
    pung = south[:3]
    del south[:3]
    seat_melds[1].append({"kind": "pung", "tiles": pung, "claimed": pung[0], "from": 0})
    kong = south[:4]
    del south[:4]
    seat_melds[1].append({"kind": "ckong", "tiles": kong, "claimed": None, "from": None})
    own = hands[observer]
    chow = own[:3]
    del own[:3]
    giver = (observer - 1) % 4
    seat_melds[observer].append({"kind": "chow", "tiles": chow, "claimed": chow[1], "from": giver})
    rivers[giver].append(chow[1])  # a claimed discard stays listed in the river, marked claimed


def _observation(
    variant: str,
    observer: int,
    current: int,
    phase: str,
    hands: list[list[int]],
    drawn: int | None,
    flowers: list[list[int]],
    rivers: list[list[int]],
    seat_melds: list[list[dict[str, Any]]],
    wall: Wall,
    dice: list[list[int]],
    side: int,
) -> dict[str, Any]:
    faces: dict[str, str] = {}
    claimed = {m["claimed"] for melds in seat_melds for m in melds if m["claimed"] is not None}
    seats = []
    for seat in range(4):
        shown = []
        for meld in seat_melds[seat]:
            ids = list(meld["tiles"])
            down = 0
            if meld["kind"] == "ckong":
                down = 2
                if seat != observer:
                    ids = [ids[0], -1, -1, ids[3]]
            shown.append({**meld, "tiles": ids, "face_down": down})
            faces.update({str(t): face(t) for t in ids if t >= 0})
        for tile in [*rivers[seat], *flowers[seat]]:
            faces[str(tile)] = face(tile)
        concealed = len(hands[seat]) + (1 if seat == observer and drawn is not None else 0)
        seats.append(
            {
                "seat": seat,
                "wind": WINDS[seat],
                "player": seat,
                "concealed": concealed,
                "melds": shown,
                "flowers": list(flowers[seat]),
                "discards": [{"tile": t, "claimed": t in claimed} for t in rivers[seat]],
                "face_up": [],
                "missing": None,
                "huxi": 0,
                "won": False,
                "dead": False,
            }
        )
    own = sorted(hands[observer])
    faces.update({str(t): face(t) for t in own})
    if drawn is not None:
        faces[str(drawn)] = face(drawn)
    wall_data = _wall_data(wall, dice, side)
    return {
        "schema": 1,
        "variant": variant,
        "seat": observer,
        "seat_count": 4,
        "dealer": 0,
        "deal": 0,
        "phase": phase,
        "current": current,
        "hand": own,
        "drawn": drawn,
        "faces": faces,
        "seats": seats,
        "wall": wall_data,
        "tiles_left": wall.live_count,
        "offer": None,
        "legal": [],
        "wins": [],
        "deltas": [0, 0, 0, 0],
        "totals": [0, 0, 0, 0],
        "over": False,
        "end": None,
    }


PAOHUZI_FACES = [f"{n}x" for n in range(1, 11)] + [f"{n}d" for n in range(1, 11)]


def paohuzi_face(card: int) -> str:
    return PAOHUZI_FACES[card // 4]


def paohuzi_observation(
    *, seed: int = 1, observer: int = 0, reveals: int = 0, melds: bool = False
) -> dict[str, Any]:
    """A Paohuzi deal seen by ``observer``: 21 cards to the dealer (seat 0), 20 to the others.

    ``reveals`` cards come off the stock face up in turn; with ``melds`` each
    seat shows a peng and the observer also a wei (face down to the others).
    """
    rng = random.Random(seed)
    cards = list(range(80))
    rng.shuffle(cards)
    hands = [cards[:21], cards[21:41], cards[41:61]]
    stock = cards[61:]
    face_up: list[list[int]] = [[], [], []]
    discards: list[list[int]] = [[], [], []]
    seat_melds: list[list[dict[str, Any]]] = [[], [], []]
    discards[0].append(hands[0].pop())
    for turn in range(reveals):
        face_up[(turn + 1) % 3].append(stock.pop())
    if melds:
        for seat in range(3):
            group = hands[seat][:3]
            del hands[seat][:3]
            seat_melds[seat].append(
                {"kind": "peng", "tiles": group, "claimed": group[2], "from": (seat + 1) % 3}
            )
        wei = hands[observer][:3]
        del hands[observer][:3]
        seat_melds[observer].append({"kind": "wei", "tiles": wei, "claimed": None, "from": None})
    faces: dict[str, str] = {}
    seats = []
    for seat in range(3):
        shown = []
        for meld in seat_melds[seat]:
            ids = list(meld["tiles"])
            down = 3 if meld["kind"] == "wei" else 0
            if down and seat != observer:
                ids = [-1, -1, -1]
            shown.append({**meld, "tiles": ids, "face_down": down})
            faces.update({str(t): paohuzi_face(t) for t in ids if t >= 0})
        for card in [*face_up[seat], *discards[seat]]:
            faces[str(card)] = paohuzi_face(card)
        seats.append(
            {
                "seat": seat,
                "wind": None,
                "player": seat,
                "concealed": len(hands[seat]),
                "melds": shown,
                "flowers": [],
                "discards": [{"tile": c, "claimed": False} for c in discards[seat]],
                "face_up": list(face_up[seat]),
                "missing": None,
                "huxi": 3 * len(shown),
                "won": False,
                "dead": False,
            }
        )
    own = sorted(hands[observer])
    faces.update({str(c): paohuzi_face(c) for c in own})
    return {
        "schema": 1,
        "variant": "paohuzi",
        "seat": observer,
        "seat_count": 3,
        "dealer": 0,
        "deal": 0,
        "phase": "turn",
        "current": reveals % 3,
        "hand": own,
        "drawn": None,
        "faces": faces,
        "seats": seats,
        "stock": len(stock),
        "tiles_left": len(stock),
        "offer": None,
        "legal": [],
        "stinking": [],
        "wins": [],
        "deltas": [0, 0, 0],
        "totals": [0, 0, 0],
        "over": False,
        "end": None,
    }
