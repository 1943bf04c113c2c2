"""The languages the game speaks, and how a system locale maps onto them.

Qt-free, so the preferences module can validate a stored choice; the Qt side
(loading translators) is ``mahjong_desktop.i18n.translators``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    """One interface language: its code (the ``.ts``/``.qm`` suffix) and own name."""

    code: str  # "en", "es", "fi", "cs", "zh_CN"
    native_name: str  # as its speakers write it, for the Language selector


SOURCE_LANGUAGE = "en"  # the language of the tr() strings in the code
LANGUAGES: tuple[Language, ...] = (
    Language("en", "English"),
    Language("es", "Español"),
    Language("fi", "Suomi"),
    Language("cs", "Čeština"),
    Language("zh_CN", "简体中文"),
)
LANGUAGE_CODES: tuple[str, ...] = tuple(language.code for language in LANGUAGES)
TRANSLATED_CODES: tuple[str, ...] = tuple(c for c in LANGUAGE_CODES if c != SOURCE_LANGUAGE)


def find_language(code: str) -> Language:
    """The language with ``code``; ``KeyError`` for one the game does not ship."""
    for language in LANGUAGES:
        if language.code == code:
            return language
    raise KeyError(code)


def match_locale(locale_names: Iterable[str]) -> str:
    """The first shipped language among a system's preferred locales, else English.

    ``locale_names`` come in order of preference, spelled the way systems do
    (``fi_FI``, ``cs-CZ``, ``zh-Hans-CN``, ``es_419.UTF-8``). Any Chinese
    locale that is not written in Traditional script maps to Simplified Chinese,
    the only Chinese the game ships.
    """
    for name in locale_names:
        parts = name.split(".")[0].split("@")[0].replace("-", "_").split("_")
        base = parts[0].lower()
        if base == "zh":
            rest = {p.lower() for p in parts[1:]}
            if rest & {"hant", "tw", "hk", "mo"}:
                continue
            return "zh_CN"
        if base in LANGUAGE_CODES:
            return base
    return SOURCE_LANGUAGE
