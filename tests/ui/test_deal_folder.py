"""The Save/Open deal dialog starts in the player's documents, never the working folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from playing import new_window
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.game.deal_files import DealFiles, deal_folder
from mahjong_desktop.ui.mainwindow.window import MIN_SIZE


@pytest.mark.parametrize("ask", ["getSaveFileName", "getOpenFileName"])
def test_the_deal_dialog_starts_in_the_documents_folder(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, ask: str
) -> None:
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda where: str(documents))
    monkeypatch.chdir(tmp_path)  # the working folder, which the dialog must not start in
    started: list[str] = []

    def pick(parent: object, caption: str, folder: str, filter: str) -> tuple[str, str]:
        started.append(folder)
        return "", ""  # the player cancels

    monkeypatch.setattr(QFileDialog, ask, pick)
    window = new_window(qtbot, MIN_SIZE)
    files = DealFiles(window)
    window.start(SessionConfig("hongkong", seed=3))
    qtbot.waitUntil(lambda: window.controller.deal is not None)
    (files.ask_save if ask == "getSaveFileName" else files.ask_open)()
    window.controller.shutdown()
    assert started == [str(documents)]


def test_without_a_documents_folder_the_dialog_starts_at_home(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda where: str(tmp_path / "none"))
    assert deal_folder() == str(Path.home())
