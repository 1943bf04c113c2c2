"""The preferences dialog and the live preferences it edits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.storage.preferences import Notice, Preferences, PreferencesStore, TableColour
from mahjong_desktop.ui.dialogs.preferences import PreferencesDialog
from mahjong_desktop.ui.mainwindow import live_preferences
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences


@pytest.fixture
def live(tmp_path: Path, qtbot: QtBot) -> LivePreferences:
    return LivePreferences(PreferencesStore(tmp_path))


def stored(live: LivePreferences) -> dict[str, object]:
    return json.loads(live.store.path.read_text("utf-8"))


def test_every_control_edits_its_preference(live: LivePreferences, qtbot: QtBot) -> None:
    dialog = PreferencesDialog(live)
    qtbot.addWidget(dialog)
    dialog.table_colour.activated.emit(dialog.table_colour.findData("wood"))
    dialog.animation_speed.slider.setValue(200)
    dialog.bot_pace.slider.setValue(1234)
    dialog.tile_size.slider.setValue(118)
    dialog.temperature.slider.setValue(20)
    dialog.corner_index.setChecked(True)
    dialog.show_header.setChecked(False)
    dialog.reduced_motion.setChecked(True)
    assert live.current == Preferences(
        display=DisplaySettings(temperature=20),
        table_colour=TableColour.WOOD,
        animation_speed=200,
        bot_pace_ms=1200,  # whole tenths, as shown
        tile_size=120,  # whole steps of five
        corner_index=True,
        header_hidden=True,
        reduced_motion=True,
    )
    assert dialog.bot_pace.value_label.text() == "1.2 s"
    assert dialog.tile_size.value_label.text() == "120%"
    assert not dialog.animation_speed.isEnabled() and not dialog.grain.isEnabled()


def test_the_dialog_follows_changes_made_elsewhere(live: LivePreferences, qtbot: QtBot) -> None:
    dialog = PreferencesDialog(live)
    qtbot.addWidget(dialog)
    with qtbot.wait_signal(live.changed):
        live.update(display=DisplaySettings(contrast=90), animation_speed=0)
    assert dialog.contrast.value() == 90
    assert dialog.animation_speed.value_label.text() == "Off"


def test_restore_defaults_keeps_language_and_game(live: LivePreferences, qtbot: QtBot) -> None:
    live.update(
        language="fi", last_variant="sichuan", bot_pace_ms=2000, reduced_motion=True, tile_size=85
    )
    dialog = PreferencesDialog(live)
    qtbot.addWidget(dialog)
    dialog.restore_defaults()
    assert live.current == Preferences(language="fi", last_variant="sichuan")
    assert dialog.bot_pace.slider.value() == Preferences().bot_pace_ms
    assert dialog.tile_size.slider.value() == 100


def test_a_drag_is_saved_once_after_it_pauses(live: LivePreferences, qtbot: QtBot) -> None:
    saves: list[Preferences] = []
    real_save = live.store.save
    live.store.save = lambda prefs: (saves.append(prefs), real_save(prefs))  # type: ignore[method-assign]
    for value in range(50, 90, 2):
        live.update(display=DisplaySettings(contrast=value))
    assert saves == []
    qtbot.wait_until(lambda: len(saves) == 1, timeout=live_preferences.SAVE_DELAY_MS * 5)
    assert stored(live)["contrast"] == 88
    live.flush()  # nothing new: no second write
    assert len(saves) == 1


def test_a_failed_save_is_one_notice_and_the_session_goes_on(tmp_path: Path, qtbot: QtBot) -> None:
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    live = LivePreferences(PreferencesStore(blocker / "config"))
    notices: list[Notice] = []
    live.noticeRaised.connect(notices.append)
    live.update(bot_pace_ms=1200)
    live.flush()
    live.update(bot_pace_ms=1300)
    live.flush()
    assert notices == [Notice.NOT_SAVED]
    assert live.current.bot_pace_ms == 1300


def test_a_corrupt_file_gives_its_notice_at_start(tmp_path: Path, qtbot: QtBot) -> None:
    (tmp_path / "preferences.json").write_text("{oops")
    live = LivePreferences(PreferencesStore(tmp_path))
    assert live.load_notice is Notice.CORRUPT_REPLACED
    assert live.load_backup is not None and live.load_backup.read_text() == "{oops"
    assert live.current == Preferences()


def test_the_tile_size_is_applied_to_the_table_live(tmp_path: Path, qtbot: QtBot) -> None:
    from support.observations import mahjong_observation

    from mahjong_desktop.i18n.translators import Translations
    from mahjong_desktop.ui.mainwindow.appearance import Appearance
    from mahjong_desktop.ui.mainwindow.window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    app = QCoreApplication.instance()
    assert app is not None
    translations = Translations(app, cache_dir=tmp_path / "qm")
    store = PreferencesStore(tmp_path / "config")
    store.save(Preferences(language="en", tile_size=80))
    appearance = Appearance(window, LivePreferences(store, window), translations)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    window.view.show_observation(mahjong_observation("hongkong", turns=14, melds=True))

    def hand_height() -> int:
        layout = window.view.table_layout()
        assert layout is not None
        return max(p.height for p in layout.placements.values() if p.own)

    small = hand_height()
    dialog = PreferencesDialog(appearance.preferences, window)
    qtbot.addWidget(dialog)
    dialog.tile_size.slider.setValue(130)
    large = hand_height()
    assert large > small * 1.3, (small, large)
    assert window.view.table_scene().tile_scale == 1.3
    translations.switch("en")


def test_the_cards_corner_index_has_its_own_box(live: LivePreferences, qtbot: QtBot) -> None:
    dialog = PreferencesDialog(live)
    qtbot.addWidget(dialog)
    dialog.card_corner_index.setChecked(True)
    assert live.current.card_corner_index and not live.current.corner_index
    live.flush()
    assert stored(live)["card_corner_index"] is True
    dialog.restore_defaults()
    assert not dialog.card_corner_index.isChecked()
