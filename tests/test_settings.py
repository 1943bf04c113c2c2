"""Preferences: the round trip, and every way a stored file can be bad."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from mahjong_desktop.storage import preferences as settings
from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.storage.preferences import (
    FILE_NAME,
    Notice,
    Preferences,
    PreferencesSaveError,
    PreferencesStore,
    TableColour,
)

CHANGED = Preferences(
    language="cs",
    display=DisplaySettings(contrast=80, grain=0, temperature=15),
    table_colour=TableColour.WOOD,
    animation_speed=150,
    bot_pace_ms=250,
    corner_index=True,
    reduced_motion=True,
    header_hidden=True,
    last_variant="paohuzi",
    bot_level="random",
    guide_tips=False,
    tile_size=120,
)


@pytest.fixture
def store(tmp_path: Path) -> PreferencesStore:
    return PreferencesStore(tmp_path / "config")


def write(store: PreferencesStore, content: bytes) -> None:
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(content)


def backups(store: PreferencesStore) -> list[Path]:
    return sorted(store.folder.glob(f"{FILE_NAME}.bad-*"))


def test_no_file_gives_defaults_without_notice(store: PreferencesStore) -> None:
    result = store.load()
    assert result == settings.LoadResult(Preferences())
    assert not store.folder.exists()  # reading creates nothing


def test_round_trip_keeps_every_value(store: PreferencesStore) -> None:
    store.save(CHANGED)
    assert store.load() == settings.LoadResult(CHANGED)
    assert Preferences() != CHANGED  # the round trip proves something


def test_save_replaces_atomically_and_leaves_no_temporary(
    store: PreferencesStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.save(Preferences())
    calls: list[tuple[str, str]] = []
    real_replace = os.replace

    def spy(source: str, target: str) -> None:
        calls.append((str(source), str(target)))
        assert Path(source).parent == store.folder  # same folder: rename cannot cross devices
        assert json.loads(Path(source).read_text("utf-8"))["language"] == "cs"
        real_replace(source, target)

    monkeypatch.setattr(settings.os, "replace", spy)
    store.save(CHANGED)
    assert len(calls) == 1 and calls[0][1] == str(store.path)
    assert sorted(p.name for p in store.folder.iterdir()) == [FILE_NAME]


def test_a_failed_write_keeps_the_old_file_and_says_so(
    store: PreferencesStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.save(CHANGED)

    def broken_fsync(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(settings.os, "fsync", broken_fsync)
    with pytest.raises(PreferencesSaveError, match="No space"):
        store.save(Preferences())
    monkeypatch.undo()
    assert store.load().preferences == CHANGED
    assert sorted(p.name for p in store.folder.iterdir()) == [FILE_NAME]


def test_environment_variable_chooses_the_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(settings.CONFIG_DIR_ENV, str(tmp_path / "elsewhere"))
    assert PreferencesStore().path == tmp_path / "elsewhere" / FILE_NAME
    monkeypatch.delenv(settings.CONFIG_DIR_ENV)
    assert PreferencesStore().folder.name == "mahjong-desktop"


def test_unknown_keys_are_read_past_and_kept_for_the_version_that_wrote_them(
    store: PreferencesStore,
) -> None:
    data = CHANGED.to_json() | {"future_option": [1, 2], "version": 99}
    write(store, json.dumps(data).encode())
    loaded = store.load()
    assert loaded == settings.LoadResult(CHANGED, Notice.NEWER_VERSION)
    store.save(loaded.preferences.replace(tile_size=90))
    saved = json.loads(store.path.read_text(encoding="utf-8"))
    assert saved["future_option"] == [1, 2] and saved["tile_size"] == 90
    assert PreferencesStore(store.folder).load().notice is None  # said once, not each start


def test_a_newer_file_with_unusable_values_names_them_in_its_one_notice(
    store: PreferencesStore,
) -> None:
    data = CHANGED.to_json() | {"version": 2, "tile_size": "huge", "grain": None}
    write(store, json.dumps(data).encode())
    loaded = store.load()
    assert loaded.notice is Notice.NEWER_VERSION
    assert loaded.reset_fields == ("grain", "tile_size")  # in the file's order
    assert loaded.preferences == CHANGED.replace(
        tile_size=100, display=DisplaySettings(contrast=80, grain=50, temperature=15)
    )


def test_an_unknown_key_too_deep_to_write_back_does_not_spoil_the_file(
    store: PreferencesStore,
) -> None:
    write(store, b'{"deep": ' + b"[" * 900 + b"]" * 900 + b', "language": "fi"}')
    store.save(store.load().preferences)
    again = PreferencesStore(store.folder).load()
    assert again.notice is None and again.preferences.language == "fi"


def test_out_of_range_values_are_clamped(store: PreferencesStore) -> None:
    data = Preferences().to_json() | {
        "contrast": 250,
        "grain": -4,
        "temperature": 100.4,
        "bot_pace_ms": -1,
        "animation_speed": 1e308,
    }
    write(store, json.dumps(data).encode())
    loaded = store.load()
    assert loaded.notice is None
    prefs = loaded.preferences
    assert prefs.display == DisplaySettings(contrast=100, grain=0, temperature=100)
    assert (prefs.animation_speed, prefs.bot_pace_ms) == (300, 0)


@pytest.mark.parametrize(
    ("key", "bad"),
    [
        ("language", 5),
        ("language", "klingon"),
        ("contrast", "80"),
        ("contrast", True),
        ("grain", None),
        ("temperature", [50]),
        ("table_colour", "purple"),
        ("animation_speed", {"x": 1}),
        ("corner_index", 1),
        ("corner_index", "yes"),
        ("reduced_motion", 0),
        ("header_hidden", None),
        ("last_variant", "riichi"),
        ("bot_level", 3),
        ("tile_size", "large"),
        ("tile_size", False),
    ],
)
def test_wrong_types_and_unknown_choices_fall_back_to_the_default(
    store: PreferencesStore, key: str, bad: object
) -> None:
    data = CHANGED.to_json() | {key: bad}
    write(store, json.dumps(data).encode())
    loaded = store.load()
    assert (loaded.notice, loaded.reset_fields) == (Notice.FIELDS_RESET, (key,))
    expected = Preferences.from_json(CHANGED.to_json() | {key: Preferences().to_json()[key]})
    assert loaded.preferences == expected
    assert loaded.preferences != CHANGED  # the bad value really went


def test_nan_and_infinity_fall_back_to_the_default(store: PreferencesStore) -> None:
    write(store, b'{"contrast": NaN, "grain": Infinity, "temperature": -Infinity}')
    loaded = store.load()
    assert loaded.preferences.display == DisplaySettings()
    assert loaded.notice is Notice.FIELDS_RESET  # one notice for the three
    assert loaded.reset_fields == ("contrast", "grain", "temperature")


def test_a_missing_key_is_no_reset_to_report(store: PreferencesStore) -> None:
    write(store, json.dumps({"version": 1, "language": "es"}).encode())
    assert store.load() == settings.LoadResult(Preferences(language="es"))


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(json.dumps(CHANGED.to_json()).encode()[:40], id="truncated"),
        pytest.param(b"language = cs\n", id="not-json"),
        pytest.param(b"", id="empty"),
        pytest.param(b"\xff\xfe\x00garbage", id="not-utf8"),
        pytest.param(b'["language", "cs"]', id="not-an-object"),
        pytest.param(b'"cs"', id="a-string"),
        pytest.param(b"[" * 100_00 + b"]" * 100_00, id="deeply-nested"),
    ],
)
def test_a_corrupt_file_is_kept_as_backup_and_defaults_used(
    store: PreferencesStore, content: bytes
) -> None:
    write(store, content)
    loaded = store.load()
    assert loaded.preferences == Preferences()
    assert loaded.notice is Notice.CORRUPT_REPLACED
    assert loaded.backup is not None and loaded.backup.read_bytes() == content
    assert backups(store) == [loaded.backup]
    assert not store.path.exists()
    store.save(CHANGED)  # the next save works and leaves the backup alone
    assert store.load().preferences == CHANGED
    assert loaded.backup.read_bytes() == content


def test_a_huge_file_is_not_read_whole(store: PreferencesStore) -> None:
    huge = b'{"language": "fi", "pad": "' + b"x" * (settings.MAX_FILE_BYTES * 4) + b'"}'
    write(store, huge)
    loaded = store.load()
    assert loaded.preferences == Preferences()
    assert loaded.notice is Notice.UNREADABLE_REPLACED
    assert loaded.backup is not None and loaded.backup.stat().st_size == len(huge)


def test_an_unreadable_path_is_moved_aside(store: PreferencesStore) -> None:
    store.path.mkdir(parents=True)  # a folder where the file should be: open() fails
    loaded = store.load()
    assert loaded.notice is Notice.UNREADABLE_REPLACED
    assert loaded.backup is not None and loaded.backup.is_dir()
    store.save(CHANGED)
    assert store.load().preferences == CHANGED


def test_permission_denied_is_moved_aside(
    store: PreferencesStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(store, json.dumps(CHANGED.to_json()).encode())

    def denied(self: PreferencesStore) -> bytes:
        raise PermissionError(13, "Permission denied", str(self.path))

    monkeypatch.setattr(PreferencesStore, "_read_bytes", denied)
    loaded = store.load()
    assert loaded.notice is Notice.UNREADABLE_REPLACED
    assert loaded.backup is not None
    assert json.loads(loaded.backup.read_text("utf-8"))["language"] == "cs"


def test_a_bad_file_that_cannot_be_moved_is_never_overwritten(
    store: PreferencesStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(store, b"not json")

    def refuse(source: str, target: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(settings.os, "replace", refuse)
    loaded = store.load()
    monkeypatch.undo()
    assert loaded == settings.LoadResult(Preferences(), Notice.UNREADABLE_KEPT)
    with pytest.raises(PreferencesSaveError):
        store.save(CHANGED)
    assert store.path.read_bytes() == b"not json"


def test_two_bad_files_in_one_second_get_two_backups(store: PreferencesStore) -> None:
    write(store, b"first")
    first = store.load().backup
    write(store, b"second")
    second = store.load().backup
    assert first is not None and second is not None and first != second
    assert {first.read_bytes(), second.read_bytes()} == {b"first", b"second"}


def test_reduced_motion_turns_animation_and_grain_off() -> None:
    prefs = Preferences(display=DisplaySettings(grain=70), animation_speed=200)
    assert prefs.animation_factor == 2.0
    assert prefs.effective_display.grain == 70
    calm = prefs.replace(reduced_motion=True)
    assert calm.animation_factor == 0.0
    assert calm.effective_display == DisplaySettings(grain=0)
    assert calm.display.grain == 70  # the slider keeps its place for later


def test_tile_size_is_clamped_and_gives_the_layout_scale(store: PreferencesStore) -> None:
    for stored, expected in ((10, 80), (500, 130), (115.4, 115)):
        write(store, json.dumps(Preferences().to_json() | {"tile_size": stored}).encode())
        prefs = store.load().preferences
        assert prefs.tile_size == expected
        assert prefs.tile_scale == expected / 100
    assert Preferences(tile_size=1000).tile_size == 130
    assert Preferences().tile_scale == 1.0


def test_constructed_values_are_clamped_too() -> None:
    prefs = Preferences(animation_speed=-5, bot_pace_ms=99_999)
    assert (prefs.animation_speed, prefs.bot_pace_ms) == (0, 3000)


def test_known_names_match_the_games_and_bots() -> None:
    from mahjong_desktop.ai.bots import BOT_LEVELS
    from mahjong_desktop.variants.registry import VARIANTS

    assert set(settings.VARIANT_NAMES) == set(VARIANTS)
    assert set(settings.BOT_LEVEL_NAMES) == set(BOT_LEVELS)


def test_a_file_from_before_the_cards_index_keeps_it_on_for_cards_too(
    store: PreferencesStore,
) -> None:
    """One flag stood for tiles and cards alike; turned on, it stays on for both."""
    old = {k: v for k, v in CHANGED.to_json().items() if k != "card_corner_index"}
    write(store, json.dumps(old).encode())
    loaded = store.load().preferences
    assert loaded.corner_index and loaded.card_corner_index
    assert loaded.replace(card_corner_index=False) == CHANGED
