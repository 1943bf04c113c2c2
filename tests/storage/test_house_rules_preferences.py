"""The preferences remember each game's last house rules; a bad one is the sheet's again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_desktop.storage.preferences import Notice, Preferences, PreferencesStore

REMEMBERED = {"hongkong": {"min_faan": 0, "limit": 8}, "sichuan": {"exchange": True}}


def _load(tmp_path: Path, house_rules: object) -> tuple[Preferences, Notice | None, tuple]:
    store = PreferencesStore(tmp_path)
    tmp_path.mkdir(parents=True, exist_ok=True)
    data = {**Preferences().to_json(), "house_rules": house_rules}
    store.path.write_text(json.dumps(data), encoding="utf-8")
    result = store.load()
    return result.preferences, result.notice, result.reset_fields


def test_the_remembered_options_round_trip(tmp_path: Path) -> None:
    store = PreferencesStore(tmp_path)
    store.save(Preferences(house_rules=REMEMBERED))
    result = store.load()
    assert result.preferences.house_rules == REMEMBERED and result.notice is None
    assert Preferences().house_rules == {}  # the sheet's rules for every game at first


@pytest.mark.parametrize(
    ("stored", "kept"),
    [
        # A value the option does not offer, an option the game lacks: those are dropped.
        ({"hongkong": {"min_faan": 2, "limit": 8, "fan_limit": 3}}, {"hongkong": {"limit": 8}}),
        (
            {"hongkong": {"min_faan": "0"}, "sichuan": {"exchange": True}},
            {"sichuan": {"exchange": True}},
        ),
        ({"riichi": {"min_faan": 0}, "paohuzi": "all-red"}, {}),  # no such game, no object
        ({"paohuzi": {"colour_hands": 1}}, {}),  # 1 is not True
        ("on", {}),
        ([1, 2], {}),
    ],
)
def test_a_bad_remembered_option_falls_back_to_the_sheets_and_is_named(
    tmp_path: Path, stored: object, kept: dict
) -> None:
    preferences, notice, reset = _load(tmp_path, stored)
    assert preferences.house_rules == kept
    assert notice is Notice.FIELDS_RESET and reset == ("house_rules",)
    assert preferences.last_variant == Preferences().last_variant  # the rest reads as ever


def test_a_file_from_before_house_rules_reads_with_the_sheets(tmp_path: Path) -> None:
    store = PreferencesStore(tmp_path)
    tmp_path.mkdir(parents=True, exist_ok=True)
    data = Preferences().to_json()
    del data["house_rules"]
    store.path.write_text(json.dumps(data), encoding="utf-8")
    result = store.load()
    assert result.preferences.house_rules == {} and result.notice is None
