"""Loading translators: the system's language first, a shipped .qm before a .ts, never a crash."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel
from pytestqt.qtbot import QtBot

from mahjong_desktop.i18n import translators
from mahjong_desktop.i18n.compile import compile_ts, qm_name, ts_name
from mahjong_desktop.i18n.languages import TRANSLATED_CODES
from mahjong_desktop.i18n.translators import Translations, find_qm

ROOT = Path(__file__).resolve().parents[2]


def test_the_first_start_follows_the_system_language(
    translations: Translations, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fi_FI")))
    assert translators.system_language() == "fi"
    assert translations.switch("") == "fi"
    assert QCoreApplication.translate("Header", "Grain:") == "Rakeisuus:"
    assert QLocale().name() == "fi_FI"  # numbers and the rules page follow


def test_an_unsupported_system_language_falls_back_to_english(
    translations: Translations, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert translations.switch("") == "en"
    assert translations.switch("klingon") == "en"
    assert QCoreApplication.translate("Header", "Grain:") == "Grain:"


def test_a_shipped_qm_wins_over_compiling_the_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object
) -> None:
    wheel = tmp_path / "wheel"
    wheel.mkdir()
    compile_ts(ROOT / "translations" / ts_name("es"), wheel / qm_name("es"))
    (wheel / ts_name("es")).write_text("not even XML", encoding="utf-8")  # would fail to build
    monkeypatch.setattr(translators, "data_roots", lambda folder: [wheel])
    assert find_qm("es", tmp_path / "cache") == wheel / qm_name("es")


def test_a_broken_source_means_english_and_a_warning_not_a_crash(
    translations: Translations,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    checkout = tmp_path / "translations"
    checkout.mkdir()
    (checkout / ts_name("cs")).write_text("<TS><context><name>", encoding="utf-8")
    monkeypatch.setattr(translators, "data_roots", lambda folder: [checkout])
    assert find_qm("cs", tmp_path / "cache") is None
    assert translations.switch("cs") == "en"
    assert "cs" in caplog.text


def qt_catalogue(code: str) -> QTranslator:
    """Qt's own catalogue of ``code``, read straight from PySide6's translations folder."""
    reference = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    assert reference.load(QLocale(code), "qtbase", "_", folder), (code, folder)
    return reference


# (context, source) of Qt's own words the player meets: dialog buttons, the
# print dialog of the rules page, and the context menus of its text.
QT_WORDS = [
    ("QPlatformTheme", "Cancel"),
    ("QPrintDialog", "Print"),
    ("QPrintPreviewDialog", "Print Preview"),
    ("QWidgetTextControl", "Select All"),
    ("QWidgetTextControl", "&Copy"),
    ("QLineEdit", "&Paste"),
]


@pytest.mark.parametrize("code", TRANSLATED_CODES)
def test_qts_own_strings_follow_the_language_live(
    translations: Translations, qtbot: QtBot, code: str
) -> None:
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    qtbot.addWidget(buttons)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text() == "Cancel"
    reference = qt_catalogue(code)

    translations.switch(code)
    for context, source in QT_WORDS:
        wanted = reference.translate(context, source)
        assert wanted and wanted != source, (code, context, source)
        assert QCoreApplication.translate(context, source) == wanted
    assert cancel.text() == reference.translate("QPlatformTheme", "Cancel")  # an open dialog

    translations.switch("en")
    assert cancel.text() == "Cancel"
    assert QCoreApplication.translate("QPrintDialog", "Print") == "Print"


@pytest.mark.parametrize("code", TRANSLATED_CODES)
def test_the_file_dialog_speaks_the_chosen_language(
    translations: Translations, qtbot: QtBot, code: str
) -> None:
    """The Save/Open deal dialog is Qt's: its labels come from Qt's own catalogue."""
    reference = qt_catalogue(code)
    translations.switch(code)
    dialog = QFileDialog()
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # Qt's widgets, as on a bare desktop
    qtbot.addWidget(dialog)
    shown = {label.text() for label in dialog.findChildren(QLabel)}
    # Qt's catalogues translate some of its labels only ("&Look in:" stays English in
    # several): every one that Qt translates must be shown translated.
    for source in ("&Look in:", "File &name:", "Files of &type:"):
        wanted = reference.translate("QFileDialog", source)
        assert (wanted or source) in shown, (code, source, shown)
    assert reference.translate("QFileDialog", "File &name:") in shown
    translations.switch("en")
