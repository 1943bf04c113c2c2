"""Several bad files at one start: each one's notice stays readable on screen,
not only the last one; the newest few, no duplicates, each dismissable, translated."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.storage.preferences import PreferencesStore
from mahjong_desktop.ui.game.autosave_keeper import AutosaveKeeper
from mahjong_desktop.ui.mainwindow.notice_area import MAX_NOTICES, NoticeArea
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.ui.startup.launch import LaunchOptions, open_window


def visible_texts(window: QWidget) -> list[str]:
    return [label.text() for label in window.findChildren(QLabel) if label.isVisible()]


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Scratch data, config and cache folders, each holding a bad file."""
    for name in ("data", "config", "cache"):
        (tmp_path / name).mkdir()
    monkeypatch.setenv("MAHJONG_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("MAHJONG_DESKTOP_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("MAHJONG_DESKTOP_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "config" / "preferences.json").write_text('{"language": "en"', encoding="utf-8")
    (tmp_path / "data" / "autosave.json").write_text("[1, 2", encoding="utf-8")
    (tmp_path / "data" / "statistics.json").write_bytes(b"\xff\xfe not json")
    yield tmp_path


def started(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    # The start ends by asking for a game (the autosave is gone): not a modal dialog here.
    asked: list[bool] = []
    monkeypatch.setattr(MainWindow, "ask_new_game", lambda _window: asked.append(True))
    window = open_window(LaunchOptions(), PreferencesStore())
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: asked == [True], timeout=20_000)
    return window


def test_three_bad_files_leave_three_readable_notices(
    qtbot: QtBot, folders: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = started(qtbot, monkeypatch)
    keeper = window.findChild(AutosaveKeeper)
    try:
        shown = visible_texts(window)
        wanted = ("preferences file", "saved game could not be continued", "statistics")
        for words in wanted:
            assert any(words in text for text in shown), (words, shown)
        window.show_error("That tile cannot be discarded now.")  # a passing error
        window.error_line.hide()  # the player acted
        assert len(window.notices.notices) == 3  # the file notices stay
        first = window.notices.notices[0]
        first.dismiss.click()
        assert len(window.notices.notices) == 2
        assert not any("preferences file" in text for text in visible_texts(window))
    finally:
        assert keeper is not None
        keeper.release()


def test_the_newest_few_without_duplicates_in_the_player_s_language(
    qtbot: QtBot, translations: Translations
) -> None:
    area = NoticeArea()
    qtbot.addWidget(area)
    area.show()
    for n in range(MAX_NOTICES + 2):
        area.add(f"notice {n}")
    area.add("notice 3")  # again: one notice, now the newest
    assert area.texts() == ["notice 2", "notice 4", "notice 5", "notice 6", "notice 3"]
    area.clear()
    assert area.isHidden()
    area.add("notice")
    translations.switch("es")
    dismiss = area.notices[0].dismiss
    assert dismiss.toolTip() == QApplication.translate("NoticeArea", "Dismiss this notice")
    assert dismiss.toolTip() not in ("", "Dismiss this notice")


def test_the_autosave_and_statistics_notices_follow_a_language_switch(
    qtbot: QtBot, folders: Path, monkeypatch: pytest.MonkeyPatch, translations: Translations
) -> None:
    window = started(qtbot, monkeypatch)
    keeper = window.findChild(AutosaveKeeper)
    try:
        english = window.notices.texts()
        translations.switch("es")
        spanish = window.notices.texts()
        assert len(spanish) == len(english) == 3
        for before, after in zip(english, spanish, strict=True):
            assert after and after != before  # each one remade, none left in English
        statistics = QApplication.translate(
            "StatisticsKeeper", "Your statistics could not be read and start again: {why}"
        ).split("{why}")[0]
        assert any(text.startswith(statistics) for text in spanish)
    finally:
        assert keeper is not None
        keeper.release()
