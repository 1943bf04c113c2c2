"""One seat's observation, read once into typed values the bots reason over.

The observation is the table protocol's plain data (``engine.protocol``); this
module is the only bot code that knows its keys. Everything a bot may use comes
from that one seat's observation: its own tiles, the public table, and the
count of what is still unseen. Tiles are turned into kinds with the game's own
``kind_of``; a hidden tile (id ``-1``) is never counted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.protocol import Offer, Seen, table_of
from mahjong_desktop.variants.mahjong import tiles as mahjong_tiles
from mahjong_desktop.variants.paohuzi import cards
from mahjong_desktop.variants.registry import facts_of

HIDDEN = -1


@dataclass(frozen=True)
class MeldView:
    kind: str  # the game's meld name: chow, pung, kong, ckong, chi, peng, wei, pao, ti
    kinds: tuple[int, ...]  # kinds of the tiles the observer may see
    size: int  # tiles in the meld, hidden ones included
    source: int | None  # the seat a claimed tile came from


@dataclass(frozen=True)
class SeatView:
    seat: int
    melds: tuple[MeldView, ...]
    discards: tuple[int, ...]  # kinds in order, claimed ones included
    concealed: int  # tiles held concealed
    missing: str | None  # Sichuan missing suit, once revealed
    won: bool
    dead: bool
    face_up: tuple[int, ...]  # Paohuzi untaken cards, by kind
    flowers: tuple[int, ...]  # Hong Kong bonus tiles shown, by kind
    huxi: int


@dataclass(frozen=True)
class View:
    """What one seat knows at one decision, as kinds and counts."""

    variant: str
    seat: int
    seat_count: int
    dealer: int
    phase: str
    current: int
    hand: tuple[int, ...]  # own concealed tile ids, the drawn one included
    drawn: int | None
    seats: tuple[SeatView, ...]
    tiles_left: int
    offer: int | None  # the public tile being claimed
    offer_source: int | None
    offer_reason: str
    legal: tuple[Action, ...]
    action_index: int  # actions applied in the deal so far: names this decision
    stinking: frozenset[int]
    unseen: tuple[int, ...]  # per kind, copies the observer has not seen anywhere
    # Every house rule in force (``engine.protocol``): bots plan by it.
    rules: dict[str, bool | int | str] = field(default_factory=dict)

    @property
    def me(self) -> SeatView:
        return self.seats[self.seat]

    @property
    def kind_of(self) -> Callable[[int], int]:
        return cards.kind_of if facts_of(self.variant).cards else mahjong_tiles.kind_of

    def hand_kinds(self) -> list[int]:
        kind = self.kind_of
        return [kind(t) for t in self.hand]

    def of_kind(self, act: Act) -> list[Action]:
        return [a for a in self.legal if a.kind is act]

    def opponents(self) -> list[int]:
        return [s for s in range(self.seat_count) if s != self.seat]


def read(observation: Seen) -> View:
    """The typed view of a protocol observation; ValueError if it is not one."""
    try:
        return _read(observation)
    except (KeyError, TypeError, IndexError) as error:
        raise ValueError(f"not a table observation: missing or bad {error}") from None


def _read(given: Seen) -> View:
    observation = table_of(given)  # KeyError for a decision view
    variant = str(observation["variant"])
    played_with_cards = facts_of(variant).cards
    kind_of = cards.kind_of if played_with_cards else mahjong_tiles.kind_of
    copies = cards.COPIES if played_with_cards else 4
    kinds = cards.NUM_KINDS if played_with_cards else mahjong_tiles.NUM_KINDS
    seen: set[int] = set()

    def visible(ids: list[int]) -> tuple[int, ...]:
        shown = [t for t in ids if t != HIDDEN]
        seen.update(shown)
        return tuple(kind_of(t) for t in shown)

    seats = []
    for data in observation["seats"]:
        melds = tuple(
            MeldView(m["kind"], visible(m["tiles"]), len(m["tiles"]), m.get("from"))
            for m in data.get("melds", [])
        )
        discards = visible([d["tile"] for d in data.get("discards", [])])
        seats.append(
            SeatView(
                seat=int(data["seat"]),
                melds=melds,
                discards=discards,
                concealed=int(data.get("concealed", 0)),
                missing=data.get("missing"),
                won=bool(data.get("won", False)),
                dead=bool(data.get("dead", False)),
                face_up=visible(data.get("face_up", [])),
                flowers=visible(data.get("flowers", [])),
                huxi=int(data.get("huxi", 0)),
            )
        )
    me = int(observation["seat"])
    declared = observation.get("declared")
    if declared and seats[me].missing is None:  # own suit, before the table sees it
        seats[me] = replace(seats[me], missing=declared)
    drawn = observation.get("drawn")
    hand = [*observation["hand"], *([drawn] if drawn is not None else [])]
    seen.update(hand)
    offer_data: Offer | None = observation.get("offer")
    offer = offer_data.get("tile") if offer_data else None
    # The offered tile, and in Paohuzi the dealer's face-up card and a card in flight.
    for public in (offer, observation.get("shown"), observation.get("in_flight")):
        if public is not None and public != HIDDEN:
            seen.add(public)
    unseen = [copies] * kinds
    for tile in seen:
        kind = kind_of(tile)
        if kind < kinds:  # Hong Kong flowers are single tiles outside the count array
            unseen[kind] -= 1
    legal = tuple(Action.from_json(entry["action"]) for entry in observation["legal"])
    return View(
        variant=variant,
        seat=me,
        seat_count=int(observation["seat_count"]),
        dealer=int(observation.get("dealer", 0)),
        phase=str(observation["phase"]),
        current=int(observation.get("current", 0)),
        hand=tuple(sorted(hand)),
        drawn=drawn,
        seats=tuple(seats),
        tiles_left=int(observation.get("tiles_left", 0)),
        offer=offer,
        offer_source=offer_data.get("source") if offer_data else None,
        offer_reason=str(offer_data.get("reason", "")) if offer_data else "",
        legal=legal,
        action_index=int(observation["action_index"]),
        stinking=frozenset(int(k) for k in observation.get("stinking", [])),
        unseen=tuple(max(0, u) for u in unseen),
        rules=dict(observation.get("rules", {})),
    )
