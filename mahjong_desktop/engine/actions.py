"""Actions a seat can take, and the melds it lays down: small frozen values a record
stores as JSON. Meld kinds are plain strings so each game names its own (mahjong
``chow``/``pung``/``kong``/``ckong``, Paohuzi ``chi``/``peng``/``wei``...)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Act(StrEnum):
    """Action kinds shared by the games; a game uses the subset it needs."""

    DECLARE = "declare"  # a pre-play choice (Sichuan missing suit)
    EXCHANGE = "exchange"  # tiles passed to another seat before play (Sichuan house rule)
    DISCARD = "discard"
    WIN = "win"  # self-drawn win, or a win claim on a public tile
    PASS = "pass"  # decline every claim in a window
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"  # exposed kong from a discard
    CONCEALED_KONG = "ckong"
    ADDED_KONG = "added_kong"
    # Paohuzi claims
    CHI = "chi"
    PENG = "peng"
    PAO = "pao"


# Plain strings of the kinds: a dict lookup is far cheaper than ``Enum.value``,
# and legal actions are turned into data for every decision.
ACT_NAMES: dict[Act, str] = {kind: kind.value for kind in Act}
ACT_OF_NAME: dict[str, Act] = {kind.value: kind for kind in Act}  # ``Act(name)``, cheaper


@dataclass(frozen=True)
class Action:
    """One decision of one seat.

    ``tiles`` are physical ids: the discarded tile, or the tiles from hand that a
    claim uses. ``groups`` carries extra groups laid at once (Paohuzi bi), and
    ``choice`` a named option (a declared suit).
    """

    seat: int
    kind: Act
    tiles: tuple[int, ...] = ()
    groups: tuple[tuple[int, ...], ...] = ()
    choice: str = ""

    def to_json(self) -> list[object]:
        data: list[object] = [self.seat, ACT_NAMES[self.kind], list(self.tiles)]
        if self.groups or self.choice:
            data += [[list(g) for g in self.groups], self.choice]
        return data

    @classmethod
    def from_json(cls, data: object) -> Action:
        if type(data) is list and len(data) == 3:  # a discard or a pass, most often
            seat, kind, tiles = data
            # The shared values (for ids in range: a corrupt record must not fill them).
            if type(seat) is int and 0 <= seat < _SHARED_SEATS and type(tiles) is list:
                tile = tiles[0] if len(tiles) == 1 else None
                if kind == "discard" and type(tile) is int and tile in _SHARED_TILES:
                    return discard_action(seat, tile)
                if kind == "pass" and not tiles:
                    return pass_action(seat)
        if not isinstance(data, list) or len(data) not in (3, 5):
            raise ValueError(f"not an action: {data!r}")
        seat, kind, tiles = data[0], data[1], data[2]
        groups = data[3] if len(data) == 5 else []
        choice = data[4] if len(data) == 5 else ""
        # A record's action: a seat and tiles as whole numbers (a flag, "5" or 5.5 is
        # no tile), groups a list of lists, the choice a short name.
        shaped = (
            type(seat) is int
            and isinstance(tiles, list)
            and isinstance(groups, list)
            and all(isinstance(g, list) for g in groups)
            and isinstance(choice, str)
            and len(choice) <= CHOICE_LIMIT
        )
        if not shaped or not all(type(t) is int for t in (*tiles, *(t for g in groups for t in g))):
            raise ValueError(f"not an action: {str(data)[:80]}")
        act = ACT_OF_NAME.get(kind) if isinstance(kind, str) else None
        if act is None:
            raise ValueError(f"{repr(kind)[:40]} is not a valid Act")  # as Act(kind) says it
        return cls(seat, act, tuple(tiles), tuple(tuple(g) for g in groups), choice)


CHOICE_LIMIT = 16  # characters of a declared choice: a suit letter, a short name
# Discards and passes are offered on every turn and every window, and making a
# frozen dataclass is slow: one shared value per (seat, tile) or seat instead.
_DISCARDS: dict[int, dict[int, Action]] = {}  # seat -> tile -> its discard
_PASSES: dict[int, Action] = {}
_SHARED_SEATS = 8
_SHARED_TILES = frozenset(range(256))


def discard_action(seat: int, tile: int) -> Action:
    """``Action(seat, Act.DISCARD, (tile,))``, made once."""
    made = _DISCARDS.setdefault(seat, {})
    action = made.get(tile)
    if action is None:
        action = made[tile] = Action(seat, Act.DISCARD, (tile,))
    return action


def discard_actions(seat: int, tiles: list[int]) -> list[Action]:
    """A discard of each of ``tiles``, in their order."""
    made = _DISCARDS.get(seat)
    if made is not None:
        try:
            return list(map(made.__getitem__, tiles))  # in C: every turn asks
        except KeyError:
            pass
    return [discard_action(seat, tile) for tile in tiles]


def pass_action(seat: int) -> Action:
    """``Action(seat, Act.PASS)``, made once."""
    action = _PASSES.get(seat)
    if action is None:
        action = _PASSES[seat] = Action(seat, Act.PASS)
    return action


@dataclass(frozen=True)
class Meld:
    kind: str
    tiles: tuple[int, ...]  # physical ids
    claimed: int | None = None  # the physical tile taken from another seat, if any
    from_seat: int | None = None  # the seat it was taken from

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "tiles": list(self.tiles),
            "claimed": self.claimed,
            "from": self.from_seat,
        }
