"""The player's preferences: one JSON file in the user configuration folder.

Qt-free. Reading never fails and goes field by field: a value of the wrong
type (or NaN, or a choice this version lacks) falls back to its default and is
named in one ``Notice.FIELDS_RESET``, a number out of range is clamped, and
keys this version does not know (a newer version's) are kept and written back
on save, with ``Notice.NEWER_VERSION`` when the file says a newer version wrote
it. The house rules last chosen for each game are kept one by one: an option
this version does not know, or a value it does not offer, is the sheet's
again (named in the notice like any reset field). A file that cannot be read
or parsed is moved aside as a backup and replaced by the defaults, with a
``Notice`` the window shows once. Writing is atomic (a temporary file in the
same folder, fsync, ``os.replace``) so a crash mid-save leaves the previous
file whole.

The folder is ``platformdirs.user_config_path("mahjong-desktop")``, or the
folder named by the environment variable ``MAHJONG_DESKTOP_CONFIG_DIR`` (tests
and portable installs).
"""

from __future__ import annotations

import dataclasses
import enum
import json
import math
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from mahjong_desktop.ai.level_names import BOT_LEVEL_NAMES, DEFAULT_LEVEL
from mahjong_desktop.desktop.identity import FOLDER_NAME
from mahjong_desktop.i18n.languages import LANGUAGE_CODES
from mahjong_desktop.storage.atomic import AtomicWriteError, move_aside, write_atomic
from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.storage.json_file import read_regular
from mahjong_desktop.storage.problems import BadFileError
from mahjong_desktop.variants.house_rules import HouseRuleError, checked
from mahjong_desktop.variants.registry import VARIANT_NAMES

CONFIG_DIR_ENV = "MAHJONG_DESKTOP_CONFIG_DIR"
FILE_NAME = "preferences.json"
FORMAT_VERSION = 1
MAX_FILE_BYTES = 64 * 1024  # a real file is under 1 KB; anything huge is not ours
# The names a preference may hold: VARIANT_NAMES (variants.registry) and
# BOT_LEVEL_NAMES (ai.level_names), both light: reading preferences imports no game code
# (nor does variants.house_rules, which checks the remembered house rules).


class TableColour(enum.StrEnum):
    """The cloth the tiles lie on."""

    GREEN = "green"
    BLUE = "blue"
    RED = "red"
    WOOD = "wood"
    SLATE = "slate"


class Notice(enum.StrEnum):
    """Something about the preferences file the player should hear about once.

    Message codes: the UI renders them in the player's language.
    """

    CORRUPT_REPLACED = "settings.corrupt_replaced"  # not a preferences file: defaults, backup kept
    UNREADABLE_REPLACED = "settings.unreadable_replaced"  # could not be read: defaults, backup kept
    UNREADABLE_KEPT = "settings.unreadable_kept"  # could not be read nor moved: defaults, not saved
    NOT_SAVED = "settings.not_saved"  # writing failed: the choices last for this session
    FIELDS_RESET = "settings.fields_reset"  # some values were unusable: those are defaults
    NEWER_VERSION = "settings.newer_version"  # a newer version wrote it: its own keys are kept


@dataclass(frozen=True)
class IntRange:
    lowest: int
    highest: int

    def clamp(self, value: int) -> int:
        return max(self.lowest, min(self.highest, value))


ANIMATION_SPEED = IntRange(0, 300)  # percent of normal; 0 snaps
BOT_PACE_MS = IntRange(0, 3000)  # pause before each bot move
# Percent of the size that fills the window: the hands, melds and face-up tiles
# grow or shrink by it and the wall, rivers and labels make room.
TILE_SIZE = IntRange(80, 130)


@dataclass(frozen=True)
class Preferences:
    """Every choice the player makes in the header and the preferences dialog."""

    language: str = ""  # "" follows the system locale
    display: DisplaySettings = field(default_factory=DisplaySettings)
    table_colour: TableColour = TableColour.GREEN
    animation_speed: int = 100
    bot_pace_ms: int = 700
    corner_index: bool = False  # the table's designed look; learners turn it on
    card_corner_index: bool = False  # the same for Paohuzi's cards, learnt apart
    reduced_motion: bool = False
    header_hidden: bool = False
    last_variant: str = "hongkong"
    bot_level: str = DEFAULT_LEVEL  # the first New game offers the middle of the ladder
    undo_allowed: bool = False  # taking a decision back makes the deal practice
    guide_tips: bool = True  # the guided first deal's tips (its "No more tips" turns them off)
    tile_size: int = 100
    # The options last played with each game that differ from its sheet (game -> options).
    house_rules: Mapping[str, Mapping[str, object]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Clamp like DisplaySettings does, so no value out of range ever exists.
        object.__setattr__(self, "animation_speed", ANIMATION_SPEED.clamp(self.animation_speed))
        object.__setattr__(self, "bot_pace_ms", BOT_PACE_MS.clamp(self.bot_pace_ms))
        object.__setattr__(self, "tile_size", TILE_SIZE.clamp(self.tile_size))

    @property
    def tile_scale(self) -> float:
        """What ``layout_table`` takes as ``scale``."""
        return self.tile_size / 100

    @property
    def animation_factor(self) -> float:
        """What ``TableView.set_animation_speed`` takes: 0 with reduced motion."""
        return 0.0 if self.reduced_motion else self.animation_speed / 100

    @property
    def effective_display(self) -> DisplaySettings:
        """The display as painted: reduced motion turns the (shimmering) grain off."""
        if self.reduced_motion:
            return dataclasses.replace(self.display, grain=0)
        return self.display

    def replace(self, **changes: Any) -> Preferences:
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": FORMAT_VERSION,
            "language": self.language,
            "contrast": self.display.contrast,
            "grain": self.display.grain,
            "temperature": self.display.temperature,
            "table_colour": self.table_colour.value,
            "animation_speed": self.animation_speed,
            "bot_pace_ms": self.bot_pace_ms,
            "corner_index": self.corner_index,
            "card_corner_index": self.card_corner_index,
            "reduced_motion": self.reduced_motion,
            "header_hidden": self.header_hidden,
            "last_variant": self.last_variant,
            "bot_level": self.bot_level,
            "undo_allowed": self.undo_allowed,
            "guide_tips": self.guide_tips,
            "tile_size": self.tile_size,
            "house_rules": {game: dict(chosen) for game, chosen in self.house_rules.items()},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Preferences:
        """Preferences from a parsed file, every bad value replaced or clamped."""
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: Mapping[str, Any]) -> tuple[Preferences, tuple[str, ...]]:
        """``from_json`` and the keys whose values were unusable (so reset), in file order."""
        defaults = cls()
        field_reader = _FieldReader(data)
        number, flag, choice = field_reader.number, field_reader.flag, field_reader.choice
        preferences = cls(
            language=choice("language", ("", *LANGUAGE_CODES), defaults.language),
            display=DisplaySettings(
                contrast=number("contrast", defaults.display.contrast),
                grain=number("grain", defaults.display.grain),
                temperature=number("temperature", defaults.display.temperature),
            ),
            table_colour=TableColour(
                choice("table_colour", tuple(TableColour), defaults.table_colour.value)
            ),
            animation_speed=number("animation_speed", defaults.animation_speed),
            bot_pace_ms=number("bot_pace_ms", defaults.bot_pace_ms),
            corner_index=flag("corner_index", defaults.corner_index),
            # A file from before the split had one index for tiles and cards alike.
            card_corner_index=flag(
                "card_corner_index", flag("corner_index", defaults.card_corner_index)
            ),
            reduced_motion=flag("reduced_motion", defaults.reduced_motion),
            header_hidden=flag("header_hidden", defaults.header_hidden),
            last_variant=choice("last_variant", VARIANT_NAMES, defaults.last_variant),
            bot_level=choice("bot_level", BOT_LEVEL_NAMES, defaults.bot_level),
            undo_allowed=flag("undo_allowed", defaults.undo_allowed),
            guide_tips=flag("guide_tips", defaults.guide_tips),
            tile_size=number("tile_size", defaults.tile_size),
            house_rules=field_reader.house_rules("house_rules"),
        )
        reset = tuple(key for key in data if key in field_reader.reset)
        return preferences, reset


class _FieldReader:
    """Reads one field at a time and notes each key present with an unusable value.

    A missing key is no problem (an older file): only a value that is there and
    cannot be used is reported back to the player.
    """

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.reset: set[str] = set()

    def _unusable(self, key: str, default: Any) -> Any:
        if key in self.data:
            self.reset.add(key)
        return default

    def number(self, key: str, default: int) -> int:
        value = self.data.get(key)
        # bool is an int in Python, but `true` is no percentage
        if isinstance(value, bool) or not isinstance(value, int | float):
            return self._unusable(key, default)
        if isinstance(value, int):  # exact, however long: a 10**400 is no float
            return max(-(10**9), min(10**9, value))
        if not math.isfinite(value):
            return self._unusable(key, default)
        # Clamp before int(): a 1e308 must not become a 300-digit integer.
        return round(max(-1e9, min(1e9, value)))

    def flag(self, key: str, default: bool) -> bool:
        value = self.data.get(key)
        return value if isinstance(value, bool) else self._unusable(key, default)

    def house_rules(self, key: str) -> dict[str, dict[str, object]]:
        """Each game's remembered options; what is not an option of that game, or
        not a value it offers, is dropped (the sheet's rule again) and reported."""
        value = self.data.get(key)
        if not isinstance(value, dict):
            return self._unusable(key, {})
        kept: dict[str, dict[str, object]] = {}
        for game, chosen in value.items():
            if game not in VARIANT_NAMES or not isinstance(chosen, dict):
                self.reset.add(key)
                continue
            good: dict[str, object] = {}
            for name, option in chosen.items():
                try:
                    good.update(checked(game, {name: option}))
                except HouseRuleError:
                    self.reset.add(key)
            if good:
                kept[game] = good
        return kept

    def choice(self, key: str, allowed: tuple[str, ...], default: str) -> str:
        value = self.data.get(key)
        if isinstance(value, str) and value in allowed:
            return value
        return self._unusable(key, default)


def _newer_version(data: Mapping[str, Any]) -> bool:
    version = data.get("version")
    return isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION


def _preferences_text(data: dict[str, Any]) -> str:
    """The file's text, readable again: kept keys too deep or too big to fit are dropped."""
    known = {key: data[key] for key in Preferences().to_json()}
    for candidate, indent in ((data, 2), (data, None), (known, 2)):
        try:
            text = json.dumps(candidate, indent=indent, ensure_ascii=False) + "\n"
        except (RecursionError, ValueError):
            continue
        if len(text.encode("utf-8")) <= MAX_FILE_BYTES:
            return text
    return json.dumps(known, indent=2, ensure_ascii=False) + "\n"


class PreferencesSaveError(OSError):
    """The preferences could not be written; the previous file is untouched."""


@dataclass(frozen=True)
class LoadResult:
    preferences: Preferences
    notice: Notice | None = None
    backup: Path | None = None  # where a bad file was moved
    reset_fields: tuple[str, ...] = ()  # the file's keys whose values were unusable


def config_dir() -> Path:
    """The folder of the preferences file (not created here)."""
    override = os.environ.get(CONFIG_DIR_ENV)
    if override:
        return Path(override)
    return platformdirs.user_config_path(FOLDER_NAME)


class PreferencesStore:
    """Reads and writes ``preferences.json`` in one folder."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else config_dir()
        self.path = self.folder / FILE_NAME
        # False after a bad file could not be moved aside: saving would destroy it.
        self.writable = True
        # Keys of the loaded file this version does not know (a newer version's):
        # written back on save, so going back to that version loses nothing.
        self.kept: dict[str, Any] = {}

    def load(self) -> LoadResult:
        """The stored preferences, or the defaults; never raises."""
        try:
            raw = self._read_bytes()
        except FileNotFoundError:
            return LoadResult(Preferences())
        except (OSError, BadFileError):  # unreadable, too large, not a regular file
            return self._set_aside(Notice.UNREADABLE_REPLACED)
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return self._set_aside(Notice.CORRUPT_REPLACED)
        if not isinstance(data, dict):
            return self._set_aside(Notice.CORRUPT_REPLACED)
        preferences, reset = Preferences.read(data)
        known = preferences.to_json()
        self.kept = {key: value for key, value in data.items() if key not in known}
        if _newer_version(data):
            notice: Notice | None = Notice.NEWER_VERSION
        else:
            notice = Notice.FIELDS_RESET if reset else None
        return LoadResult(preferences, notice, reset_fields=reset)

    def save(self, preferences: Preferences) -> None:
        """Write atomically; ``PreferencesSaveError`` if the folder refuses."""
        if not self.writable:
            raise PreferencesSaveError(f"{self.path} was kept as it could not be moved aside")
        text = _preferences_text({**self.kept, **preferences.to_json()})
        try:
            write_atomic(self.path, text)
        except AtomicWriteError as error:
            raise PreferencesSaveError(str(error)) from error

    def _read_bytes(self) -> bytes:
        return read_regular(self.path, MAX_FILE_BYTES)

    def _set_aside(self, notice: Notice) -> LoadResult:
        """Move the bad file to a dated backup beside it; defaults in its place."""
        backup = move_aside(self.path)
        if backup is None:
            self.writable = False
            return LoadResult(Preferences(), Notice.UNREADABLE_KEPT)
        return LoadResult(Preferences(), notice, backup)
