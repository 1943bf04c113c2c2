"""What discarding a selected tile or card leaves, read from an observation alone.

Qt-free so it is tested like the rules: the window only turns the result into
words. Mahjong: the shanten of the rest and, when ready, the waiting kinds with
how many copies the player has not seen (four minus every copy the observation
shows face up: own hand, melds, discards, an offered tile). Sichuan honours the
declared missing suit; in Hong Kong each wait is scored as a win on a discard
and self-drawn under the house rules in force, so a ready hand that cannot
reach the minimum says so. Paohuzi
has no shanten; it reports which card kinds would then win (claimed from another
player's reveal or discard) and the kinds still held as a kan, which the rule
book never lets the player split.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.engine.protocol import Observation, SeatView
from mahjong_desktop.variants.calc.request import CalcRequest
from mahjong_desktop.variants.hongkong.calc import calc as hongkong_calc
from mahjong_desktop.variants.hongkong.house import HongKongRules
from mahjong_desktop.variants.mahjong import tiles as mahjong_tiles
from mahjong_desktop.variants.mahjong.shanten.distance import READY, shanten, waits
from mahjong_desktop.variants.paohuzi import cards as paohuzi_cards
from mahjong_desktop.variants.paohuzi.groups import Group, GroupKind
from mahjong_desktop.variants.paohuzi.scoring import Source, best_win
from mahjong_desktop.variants.paohuzi.wins import minimum as paohuzi_minimum
from mahjong_desktop.variants.registry import FACTS, HONG_KONG, is_card_game

COPIES = 4
PAOHUZI_MELDS = frozenset({"chi", "peng", "wei", "pao", "ti"})


@dataclass(frozen=True)
class Wait:
    face: str  # the notation of the waited kind, e.g. "3p"
    unseen: int  # copies not visible to the player
    faan: int | None = None  # Hong Kong: the hand's faan won on a discard of it
    valid: bool = True  # Hong Kong: that win reaches the minimum
    valid_self_drawn: bool = True  # Hong Kong: a self-drawn win (one faan more) does

    @property
    def wins(self) -> bool:
        """Whether the hand may win on this wait at all (self-drawn, at least)."""
        return self.valid or self.valid_self_drawn


@dataclass(frozen=True)
class DiscardAnalysis:
    """The position after one discard. ``shanten`` is None for Paohuzi."""

    tile: int
    face: str
    shanten: int | None
    waits: tuple[Wait, ...] = ()
    kan_faces: tuple[str, ...] = ()  # Paohuzi: kinds locked in the hand
    cards: bool = False  # Paohuzi: waits are the cards that would win
    minimum: int | None = None  # Hong Kong: the faan a win needs, when waits are scored

    @property
    def ready(self) -> bool:
        return bool(self.waits)


def own_tiles(observation: Observation) -> list[int]:
    """The observer's concealed tiles, the drawn one included."""
    tiles = list(observation.get("hand", []))
    drawn = observation.get("drawn")
    if drawn is not None:
        tiles.append(drawn)
    return tiles


def analyse_discard(observation: Observation, tile: int) -> DiscardAnalysis:
    """The analysis of discarding ``tile``; raises ValueError if it is not in the hand."""
    hand = own_tiles(observation)
    if tile not in hand:
        raise ValueError(f"tile {tile} is not in the hand")
    rest = [t for t in hand if t != tile]
    faces: Mapping[str, str] = observation["faces"]
    face = faces[str(tile)]
    if is_card_game(observation["variant"]):
        return _paohuzi(observation, tile, face, rest)
    return _mahjong(observation, tile, face, rest)


def standing_waits(observation: Observation) -> DiscardAnalysis | None:
    """The hand as it stands, when it waits for a tile or card (no discard owed); else None.

    What the player is ready on between its turns: the same reading as after a
    discard (``analyse_discard``), of the hand it holds. None when a discard is
    owed (the hand is about to change: the selected tile's line says it), when
    the hand has not the size of one waiting, or when it is not ready.
    """
    if any(entry["kind"] == "discard" for entry in observation.get("legal", [])):
        return None
    hand = list(observation.get("hand", []))
    if observation.get("drawn") is not None:
        return None
    if is_card_game(observation["variant"]):
        found = _paohuzi(observation, -1, "", hand)
    else:
        if len(hand) % 3 != 1:
            return None
        found = _mahjong(observation, -1, "", hand)
    return found if found.ready else None


def _mahjong(
    observation: Observation, tile: int, face: str, rest: Sequence[int]
) -> DiscardAnalysis:
    faces: Mapping[str, str] = observation["faces"]
    seat = observation["seats"][observation["seat"]]
    melds = len(seat["melds"])
    counts = mahjong_tiles.counts_of(mahjong_tiles.parse_kind(faces[str(t)]) for t in rest)
    rules = _mahjong_rules(observation)
    try:
        value = shanten(counts, melds, **rules)
    except NotationError:
        return DiscardAnalysis(tile, face, None)  # a hand size shanten does not judge
    if value != READY:
        return DiscardAnalysis(tile, face, value)
    seen = Counter(v for v in faces.values() if v[-1] in mahjong_tiles.SUITS)
    own = mahjong_tiles.counts_of(
        [mahjong_tiles.parse_kind(faces[str(t)]) for t in rest] + _meld_kinds(seat, faces)
    )
    found = waits(counts, melds, own_counts=own, **rules)
    named = tuple(
        Wait(mahjong_tiles.kind_name(k), max(0, COPIES - seen[mahjong_tiles.kind_name(k)]))
        for k in found
    )
    if observation["variant"] == HONG_KONG:
        house = observation.get("rules", {})
        held = [faces[str(t)] for t in rest]
        named = tuple(_scored(w, held, seat, faces, house) for w in named)
        minimum = HongKongRules.of(house).minimum
        return DiscardAnalysis(tile, face, value, named, minimum=minimum)
    return DiscardAnalysis(tile, face, value, named)


def _scored(
    wait: Wait,
    rest: list[str],
    seat: SeatView,
    faces: Mapping[str, str],
    rules: Mapping[str, object],
) -> Wait:
    """``wait`` with the faan of the Hong Kong hand won on a discard of it, by ``rules``."""
    melds = ",".join(
        f"{m['kind']}:{''.join(faces[str(t)] for t in m['tiles'])}" for m in seat["melds"]
    )
    request = CalcRequest(
        hand=" ".join([*rest, wait.face]),
        melds=melds or None,
        win_tile=wait.face,
        seat=str(seat.get("wind") or "E"),
        bonus=" ".join(faces[str(t)] for t in seat.get("flowers") or []) or None,
        options=rules,
    )
    try:
        result = hongkong_calc(request)
        valid = bool(result.get("valid"))
        # Self-drawn adds faan: scored only when the discard win falls short.
        drawn = valid or bool(hongkong_calc(replace(request, self_drawn=True)).get("valid"))
    except NotationError:  # a hand calc cannot read: the wait stays unscored
        return wait
    return replace(wait, faan=int(result.get("total", 0)), valid=valid, valid_self_drawn=drawn)


def _mahjong_rules(observation: Observation) -> dict[str, Any]:
    """The hand forms of the game as shanten flags."""
    facts = FACTS.get(observation["variant"])
    if facts is None or not facts.declares_missing_suit:
        return {}
    missing = observation["seats"][observation["seat"]].get("missing")
    kept = "".join(s for s in "mps" if s != missing)
    return {"thirteen_orphans": False, "quads_as_two_pairs": True, "allowed_suits": kept}


def _meld_kinds(seat: SeatView, faces: Mapping[str, str]) -> list[int]:
    return [
        mahjong_tiles.parse_kind(faces[str(t)])
        for meld in seat["melds"]
        for t in meld["tiles"]
        if str(t) in faces
    ]


def _paohuzi(
    observation: Observation, tile: int, face: str, rest: Sequence[int]
) -> DiscardAnalysis:
    faces: Mapping[str, str] = observation["faces"]
    seat = observation["seats"][observation["seat"]]
    kinds = [paohuzi_cards.parse_card(faces[str(c)]) for c in rest]
    melds = _paohuzi_groups(seat, faces)
    counts = Counter(kinds)
    kans = tuple(paohuzi_cards.card_name(k) for k in sorted(counts) if counts[k] >= 3)
    seen = Counter(faces.values())
    minimum = paohuzi_minimum(observation.get("rules", {}))  # the house rule in force
    winners = []
    for kind in range(paohuzi_cards.NUM_KINDS):
        name = paohuzi_cards.card_name(kind)
        if seen[name] >= COPIES:
            continue
        if best_win(melds, kinds, kind, Source.OTHER, minimum) is not None:
            winners.append(Wait(name, COPIES - seen[name]))
    return DiscardAnalysis(tile, face, None, tuple(winners), kans, cards=True)


def _paohuzi_groups(seat: SeatView, faces: Mapping[str, str]) -> list[Group]:
    groups = []
    for meld in seat["melds"]:
        if meld["kind"] not in PAOHUZI_MELDS:
            continue
        kinds = [paohuzi_cards.parse_card(faces[str(c)]) for c in meld["tiles"] if c >= 0]
        groups.append(Group(GroupKind(meld["kind"]), tuple(kinds)))
    return groups
