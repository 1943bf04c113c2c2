"""The games and their facts, in one place: for the command line, records, the UI and the AI.

Importing this module imports no game and no AI (the command line and the
preferences read the names before any game code loads; start-up time is
measured): each game's deal class is named by its module and class name and
imported on first use. ``tests/variants/test_registry.py`` checks every entry
against its deal class's own ``variant`` and ``seat_count``.

The UI and the AI ask an entry's facts (cards or tiles, a declared missing
suit, a rotating dealer, the seat count) rather than comparing game names; the
name constants below key the few per-game tables of values that remain.
"""

from __future__ import annotations

import enum
import importlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mahjong_desktop.engine.deal import Deal
    from mahjong_desktop.engine.match import Seating

HONG_KONG = "hongkong"
SICHUAN = "sichuan"
PAOHUZI = "paohuzi"


class PlayedWith(enum.Enum):
    """What a game is played with: its pieces, their art and their notation."""

    TILES = "tiles"  # mahjong tiles: 5m, 7z...
    CARDS = "cards"  # Paohuzi's long cards: 3x, 10d...


@dataclass(frozen=True)
class VariantFacts:
    """One game's facts, readable without importing the game."""

    name: str  # the game's name in records, preferences and on the command line
    display_name: str  # English; the UI translates it (ui.texts.names, context "Names")
    seat_count: int
    played_with: PlayedWith
    declares_missing_suit: bool  # each seat declares a suit it will not keep (Sichuan)
    dealer_may_rotate: bool  # the dealer may pass on after each deal (``--rotate-dealer``)
    calc_module: str  # the dotted module with ``calc(request)`` and ``format_report``
    calc_events: tuple[str, ...]  # the winning moments its calc reads (``--event``)
    deal_module: str  # the dotted module of its deal class...
    deal_class_name: str  # ...and the class's name there (imported by ``deal_class``)

    @property
    def cards(self) -> bool:
        """Whether the game is played with cards (else with mahjong tiles)."""
        return self.played_with is PlayedWith.CARDS

    @property
    def tiles(self) -> bool:
        """Whether the game is played with mahjong tiles."""
        return self.played_with is PlayedWith.TILES

    def deal_class(self) -> type[Deal]:
        """The game's deal class, imported on first use."""
        deal: type[Deal] = getattr(importlib.import_module(self.deal_module), self.deal_class_name)
        return deal


# In the order players see them (menus, the new-game dialog, the rules).
GAMES: tuple[VariantFacts, ...] = (
    VariantFacts(
        name=HONG_KONG,
        display_name="Hong Kong mahjong",
        seat_count=4,
        played_with=PlayedWith.TILES,
        declares_missing_suit=False,
        dealer_may_rotate=True,
        calc_module="mahjong_desktop.variants.hongkong.calc",
        calc_events=(
            "kong_replacement",
            "robbing_kong",
            "last_tile_draw",
            "last_discard",
            "heavenly",
        ),
        deal_module="mahjong_desktop.variants.hongkong.deal",
        deal_class_name="HongKongDeal",
    ),
    VariantFacts(
        name=SICHUAN,
        display_name="Sichuan mahjong",
        seat_count=4,
        played_with=PlayedWith.TILES,
        declares_missing_suit=True,
        dealer_may_rotate=False,
        calc_module="mahjong_desktop.variants.sichuan.calc",
        calc_events=("kong_replacement", "robbing_kong", "last_tile"),
        deal_module="mahjong_desktop.variants.sichuan.deal",
        deal_class_name="SichuanDeal",
    ),
    VariantFacts(
        name=PAOHUZI,
        display_name="Paohuzi",
        seat_count=3,
        played_with=PlayedWith.CARDS,
        declares_missing_suit=False,
        dealer_may_rotate=False,
        calc_module="mahjong_desktop.variants.paohuzi.calc",
        calc_events=(),
        deal_module="mahjong_desktop.variants.paohuzi.deal",
        deal_class_name="PaohuziDeal",
    ),
)

FACTS: Mapping[str, VariantFacts] = {facts.name: facts for facts in GAMES}
VARIANT_NAMES: tuple[str, ...] = tuple(FACTS)  # in the order players see them


def facts_of(name: str) -> VariantFacts:
    """The facts of the game ``name``; ValueError naming the known games otherwise."""
    try:
        return FACTS[name]
    except KeyError:
        known = ", ".join(sorted(FACTS))
        raise ValueError(f"unknown variant {name!r} (known: {known})") from None


def is_card_game(name: object) -> bool:
    """Whether ``name`` is a game played with cards; False for a name no game has."""
    facts = FACTS.get(name) if isinstance(name, str) else None
    return facts is not None and facts.cards


def is_tile_game(name: object) -> bool:
    """Whether ``name`` is a game played with mahjong tiles; False for a name no game has."""
    facts = FACTS.get(name) if isinstance(name, str) else None
    return facts is not None and facts.tiles


class _DealClasses(Mapping[str, "type[Deal]"]):
    """The deal classes by game name: names without importing, a class on lookup."""

    def __getitem__(self, name: str) -> type[Deal]:
        return FACTS[name].deal_class()

    def __iter__(self) -> Iterator[str]:
        return iter(FACTS)

    def __len__(self) -> int:
        return len(FACTS)

    def __contains__(self, name: object) -> bool:
        return name in FACTS


VARIANTS: Mapping[str, type[Deal]] = _DealClasses()


def find_variant(name: str) -> type[Deal]:
    return facts_of(name).deal_class()


def new_deal(
    name: str, seed: int, options: dict[str, Any] | None = None, seating: Seating | None = None
) -> Deal:
    """A deal of the game ``name``, not yet dealt: subscribe to it, then ``start()`` it."""
    return find_variant(name)(seed, options, seating)
