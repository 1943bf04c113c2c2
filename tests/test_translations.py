"""The Qt Linguist sources: complete for every language, and in step with the code."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mahjong_desktop.i18n import update as translation_update
from mahjong_desktop.i18n.compile import compile_ts, find_lupdate, ts_name
from mahjong_desktop.i18n.languages import TRANSLATED_CODES

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "translations"
# Plural forms Qt uses for each language (Czech: 1, 2-4, 5+).
NUMERUS_FORMS = {"en": 2, "es": 2, "fi": 2, "cs": 3, "zh_CN": 1}
PLACEHOLDER = re.compile(r"\{\w*\}|%\d|%n")

Message = tuple[str, str, str]  # context, source, disambiguation


def messages(path: Path) -> dict[Message, ET.Element]:
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message
    return found


@pytest.mark.parametrize("code", TRANSLATED_CODES)
def test_every_entry_is_translated(code: str) -> None:
    entries = messages(TRANSLATIONS / ts_name(code))
    assert len(entries) > 100
    for (context, source, _), message in entries.items():
        translation = message.find("translation")
        assert translation is not None
        assert translation.get("type") is None, (code, context, source)  # unfinished, vanished
        if message.get("numerus") == "yes":
            forms = [f.text or "" for f in translation.iter("numerusform")]
            assert len(forms) == NUMERUS_FORMS[code], (code, source, forms)
            texts = forms
        else:
            texts = [translation.text or ""]
        for text in texts:
            assert text.strip(), (code, context, source)
            wanted, found = set(PLACEHOLDER.findall(source)), set(PLACEHOLDER.findall(text))
            # A plural form may leave the number out ("one tile"); nothing else may go.
            assert found <= wanted and wanted - found <= {"%n"}, (code, source, text)
            assert text.count("&") <= 1 + source.count("&&"), (code, source, text)
            if "&" in source.replace("&&", ""):
                assert "&" in text, (code, source, text)  # keeps a keyboard accelerator


def test_every_language_has_the_same_entries() -> None:
    keys = [set(messages(TRANSLATIONS / ts_name(code))) for code in TRANSLATED_CODES]
    assert all(k == keys[0] for k in keys)


def test_english_has_its_plural_forms_and_only_those() -> None:
    english = messages(TRANSLATIONS / ts_name("en"))
    plural = {k for k, m in messages(TRANSLATIONS / ts_name("cs")).items() if m.get("numerus")}
    assert set(english) == plural
    for (_, source, _), message in english.items():
        forms = [f.text or "" for f in message.iter("numerusform")]
        assert len(forms) == 2 and "(s)" not in "".join(forms), (source, forms)


def test_czech_plurals_have_three_forms() -> None:
    plural = [m for m in messages(TRANSLATIONS / ts_name("cs")).values() if m.get("numerus")]
    assert plural, "no numerus entry: plurals would read '1 tiles'"


@pytest.mark.skipif(find_lupdate() is None, reason="needs PySide6's lupdate")
def test_every_tr_string_of_the_code_is_in_the_ts_files(tmp_path: Path) -> None:
    """lupdate over today's code into copies: nothing new appears, nothing goes."""
    repo = tmp_path / "repo"
    shutil.copytree(ROOT / "mahjong_desktop", repo / "mahjong_desktop")
    shutil.copytree(TRANSLATIONS, repo / "translations")
    translation_update.update_sources(repo)
    for code in (*TRANSLATED_CODES, "en"):
        before = messages(TRANSLATIONS / ts_name(code))
        after = messages(repo / "translations" / ts_name(code))
        new, gone = sorted(set(after) - set(before)), sorted(set(before) - set(after))
        assert not new and not gone, (
            f"{code}: run python -m mahjong_desktop.i18n.update, then translate: "
            f"new {new[:5]}, gone {gone[:5]}"
        )


def test_helper_calls_are_found_with_their_context() -> None:
    source = (
        'CONTEXT = "Names"\n'
        "def _t(text):\n"
        "    return QCoreApplication.translate(CONTEXT, text)\n"
        'X = {"E": _t("East")}\n'
        "y = f\"<b>{_t('Deal')}</b>\"\n"
        "z = _t(variable)\n"
    )
    assert translation_update.helper_messages(source) == {("Names", "East"), ("Names", "Deal")}


def test_plural_calls_are_found_with_a_literal_or_a_named_context() -> None:
    source = (
        'CONTEXT = "ReviewDialog"\n'
        'a = QCoreApplication.translate(CONTEXT, "%n move(s)", "", n)\n'
        'b = QCoreApplication.translate("Names", "%n deal(s)", "", n)\n'
        'c = QCoreApplication.translate(unknown, "%n lost", "", n)\n'
    )
    assert translation_update.numerus_messages(source) == {
        ("ReviewDialog", "%n move(s)", ""),
        ("Names", "%n deal(s)", ""),
    }


@pytest.mark.parametrize("code", [*TRANSLATED_CODES, "en"])
def test_each_source_compiles(code: str, tmp_path: Path) -> None:
    built = compile_ts(TRANSLATIONS / ts_name(code), tmp_path / f"{code}.qm")
    assert built.stat().st_size > 100
