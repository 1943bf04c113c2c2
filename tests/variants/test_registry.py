"""The registry's facts agree with the games they describe, and reading them loads no game."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.variants import registry
from mahjong_desktop.variants.hongkong.patterns import EVENTS as HONG_KONG_EVENTS
from mahjong_desktop.variants.registry import FACTS, GAMES, VARIANTS, PlayedWith, facts_of
from mahjong_desktop.variants.sichuan.scoring import EVENTS as SICHUAN_EVENTS


def test_games_are_listed_in_the_order_players_see_them() -> None:
    assert [game.name for game in GAMES] == [registry.HONG_KONG, registry.SICHUAN, registry.PAOHUZI]
    assert registry.VARIANT_NAMES == tuple(FACTS) == tuple(VARIANTS)


@pytest.mark.parametrize("facts", GAMES, ids=lambda facts: facts.name)
def test_each_entry_agrees_with_its_deal_class(facts: registry.VariantFacts) -> None:
    deal = facts.deal_class()
    assert issubclass(deal, Deal)
    assert deal.variant == facts.name
    assert deal.seat_count == facts.seat_count
    assert VARIANTS[facts.name] is deal
    assert registry.find_variant(facts.name) is deal


@pytest.mark.parametrize("facts", GAMES, ids=lambda facts: facts.name)
def test_each_entry_s_facts_are_its_game_s(facts: registry.VariantFacts) -> None:
    deal = facts.deal_class()
    # Sichuan's seats each declare the suit they give up; no other game declares.
    assert facts.declares_missing_suit == bool(getattr(deal, "declaration_choices", ()))
    # Paohuzi's cards are ids 0-79; the mahjong games' tiles run up to 108 or 144.
    assert facts.cards == (facts.played_with is PlayedWith.CARDS) != facts.tiles
    assert facts.tiles == hasattr(deal, "tile_ids")
    calc = importlib.import_module(facts.calc_module)
    assert callable(calc.calc) and callable(calc.format_report)


def test_calc_events_are_the_scorers() -> None:
    assert facts_of(registry.HONG_KONG).calc_events == tuple(HONG_KONG_EVENTS)
    assert facts_of(registry.SICHUAN).calc_events == tuple(SICHUAN_EVENTS)
    assert facts_of(registry.PAOHUZI).calc_events == ()


def test_only_hong_kong_rotates_its_dealer() -> None:
    assert [game.name for game in GAMES if game.dealer_may_rotate] == [registry.HONG_KONG]


def test_an_unknown_game_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(ValueError, match="hongkong, paohuzi, sichuan"):
        facts_of("riichi")
    with pytest.raises(ValueError, match="unknown variant 'riichi'"):
        registry.find_variant("riichi")
    assert "riichi" not in VARIANTS


def test_reading_the_registry_imports_no_game_and_no_ai() -> None:
    script = (
        "import sys\n"
        "from mahjong_desktop.variants.registry import GAMES, VARIANTS, facts_of\n"
        "[(g.name, g.display_name, g.seat_count) for g in GAMES]; list(VARIANTS); len(VARIANTS)\n"
        "'hongkong' in VARIANTS; facts_of('paohuzi')\n"
        "heavy = [m for m in sys.modules if m.startswith(('mahjong_desktop.engine',"
        " 'mahjong_desktop.ai', 'PySide6')) or (m.startswith('mahjong_desktop.variants.')"
        " and m != 'mahjong_desktop.variants.registry')]\n"
        "print(' '.join(heavy))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""
