"""The window with its header and preferences: live look, pace and language."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.storage.preferences import Notice, Preferences, PreferencesStore
from mahjong_desktop.ui.mainwindow.appearance import Appearance, notice_text
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.mainwindow.window import MainWindow


def make_window(
    qtbot: QtBot, tmp_path: Path, translations: Translations, prefs: Preferences | None = None
) -> tuple[MainWindow, Appearance]:
    store = PreferencesStore(tmp_path / "config")
    if prefs is not None:
        store.save(prefs)
    window = MainWindow()
    qtbot.addWidget(window)
    appearance = Appearance(window, LivePreferences(store, window), translations)
    return window, appearance


def test_the_header_sits_above_the_window_and_drives_the_table(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    window, appearance = make_window(qtbot, tmp_path, translations, Preferences(language="en"))
    central = window.centralWidget()
    assert central is not None and central.layout().itemAt(0).widget() is appearance.header
    appearance.header.temperature.slider.setValue(10)
    assert window.view.table_scene().display == DisplaySettings(temperature=10)
    appearance.header.grain.slider.setValue(0)
    assert window.view.table_scene().display.grain == 0
    assert appearance.preferences.current.display == DisplaySettings(grain=0, temperature=10)


def test_pace_and_reduced_motion_reach_the_table_and_the_bots(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    start = Preferences(language="en", animation_speed=200, bot_pace_ms=300)
    window, appearance = make_window(qtbot, tmp_path, translations, start)
    assert window.view.animation_speed() == 2.0
    assert window.controller.bot_pace_ms == 300
    appearance.preferences.update(reduced_motion=True)
    assert window.view.animation_speed() == 0.0
    assert window.view.table_scene().display.grain == 0
    assert appearance.header.grain.value() == 50  # the slider keeps its place


def test_hiding_the_header_is_remembered(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    window, appearance = make_window(qtbot, tmp_path, translations, Preferences(language="en"))
    window.show()
    appearance.header.visibilityAction.trigger()
    assert not appearance.header.isVisible()
    appearance.preferences.flush()
    assert PreferencesStore(tmp_path / "config").load().preferences.header_hidden


@pytest.mark.parametrize(
    ("code", "label", "menu"),
    [
        ("es", "&Idioma:", "&Opciones"),
        ("fi", "&Kieli:", "&Valinnat"),
        ("cs", "&Jazyk:", "&Možnosti"),
        ("zh_CN", "语言(&L)：", "选项(&O)"),
    ],
)
def test_choosing_a_language_switches_at_once(
    qtbot: QtBot, tmp_path: Path, translations: Translations, code: str, label: str, menu: str
) -> None:
    window, appearance = make_window(qtbot, tmp_path, translations, Preferences(language="en"))
    header = appearance.header
    assert header.language_label.text() == "&Language:"
    header.language.activated.emit(header.language.findData(code))
    assert translations.current == code
    assert header.language_label.text() == label
    assert appearance.menu.title() == menu
    assert window.rules.shown_language == code
    checked = [a.data() for a in appearance.language_actions.actions() if a.isChecked()]
    assert checked == [code]
    appearance.preferences.update(language="en")
    assert header.language_label.text() == "&Language:"


def test_a_corrupt_preferences_file_is_announced(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    folder = tmp_path / "config"
    folder.mkdir()
    (folder / "preferences.json").write_text("{", encoding="utf-8")
    window, appearance = make_window(qtbot, tmp_path, translations)
    assert appearance.preferences.load_notice is Notice.CORRUPT_REPLACED
    assert window.statusBar().currentMessage() == notice_text(Notice.CORRUPT_REPLACED)


def test_unusable_preferences_are_named_in_one_notice_in_the_players_language(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    """Issue #25: fields reset to their defaults are said, not silently dropped."""
    folder = tmp_path / "config"
    folder.mkdir()
    (folder / "preferences.json").write_text(
        '{"language": "cs", "tile_size": "big", "grain": NaN, "version": 1}', encoding="utf-8"
    )
    window, appearance = make_window(qtbot, tmp_path, translations)
    assert appearance.preferences.load_notice is Notice.FIELDS_RESET
    shown = window.statusBar().currentMessage()
    assert shown == notice_text(Notice.FIELDS_RESET, ("tile_size", "grain"))
    assert "velikost kamenů" in shown and "zrnitost" in shown  # Czech, from the file
    appearance.preferences.update(language="en")
    assert window.statusBar().currentMessage() == (
        "Some of your preferences could not be used and were set back to their defaults: "
        "tile size, grain."
    )


def test_a_newer_versions_file_is_announced_and_its_keys_kept(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    folder = tmp_path / "config"
    folder.mkdir()
    (folder / "preferences.json").write_text(
        '{"language": "en", "version": 3, "sound": "loud"}', encoding="utf-8"
    )
    window, appearance = make_window(qtbot, tmp_path, translations)
    assert (
        window.statusBar()
        .currentMessage()
        .startswith("Your preferences were saved by a newer version of Mahjong Desktop")
    )
    appearance.preferences.update(tile_size=110)
    appearance.preferences.flush()
    assert '"sound": "loud"' in (folder / "preferences.json").read_text(encoding="utf-8")


def test_table_colour_and_corner_index_reach_the_table(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    from mahjong_desktop.storage.preferences import TableColour
    from mahjong_desktop.ui.table.felt import TABLE_COLOURS

    window, appearance = make_window(qtbot, tmp_path, translations, Preferences(language="en"))
    scene = window.view.table_scene()
    assert not scene.corner_index
    appearance.preferences.update(table_colour=TableColour.WOOD, corner_index=True)
    assert scene.corner_index
    assert [c.name() for c in scene.felt] == list(TABLE_COLOURS[TableColour.WOOD])


def test_the_last_game_is_offered_again_and_recorded(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    from mahjong_desktop.ui.game.controller import SessionConfig

    start = Preferences(language="en", last_variant="paohuzi", bot_level="random")
    window, appearance = make_window(qtbot, tmp_path, translations, start)
    assert window.controller.config == SessionConfig("paohuzi", "random")
    window.controller.config = SessionConfig("sichuan", "greedy")
    appearance.record_last_game()  # what each dealStarted does
    assert appearance.preferences.current.last_variant == "sichuan"
    assert appearance.preferences.current.bot_level == "greedy"


def test_a_demo_is_not_remembered_as_the_players_game(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    from mahjong_desktop.ui.game.controller import SessionConfig

    start = Preferences(language="en", last_variant="sichuan", bot_level="hard")
    window, appearance = make_window(qtbot, tmp_path, translations, start)
    window.controller.config = SessionConfig("paohuzi", "greedy", autoplay=True)
    appearance.record_last_game()  # what each dealStarted does
    assert appearance.preferences.current.last_variant == "sichuan"
    assert appearance.preferences.current.bot_level == "hard"


def test_tiles_and_cards_each_have_their_own_corner_index(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    """A mahjong player learning Paohuzi wants the index on the cards only."""
    prefs = Preferences(language="en", corner_index=False, card_corner_index=True)
    window, appearance = make_window(qtbot, tmp_path, translations, prefs)
    scene = window.view.table_scene()
    assert not scene.corner_index  # a Hong Kong table first
    window.view.set_variant("paohuzi")
    assert scene.corner_index
    window.view.set_variant("sichuan")
    assert not scene.corner_index
    appearance.preferences.update(corner_index=True, card_corner_index=False)
    assert scene.corner_index
    window.view.set_variant("paohuzi")
    assert not scene.corner_index
