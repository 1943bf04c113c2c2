"""Which shipped language a system locale picks."""

from __future__ import annotations

import pytest

from mahjong_desktop.i18n.languages import LANGUAGE_CODES, find_language, match_locale


@pytest.mark.parametrize(
    ("locales", "expected"),
    [
        (["fi_FI"], "fi"),
        (["cs-CZ"], "cs"),
        (["es_419.UTF-8"], "es"),
        (["zh-Hans-CN"], "zh_CN"),
        (["zh_SG"], "zh_CN"),
        (["zh_TW", "ja_JP"], "en"),  # Traditional Chinese is not shipped: no match
        (["de_DE", "cs_CZ"], "cs"),  # the first shipped one in order of preference
        (["de_DE"], "en"),
        ([], "en"),
        (["C"], "en"),
        (["sr_RS@latin"], "en"),
    ],
)
def test_locale_matching(locales: list[str], expected: str) -> None:
    assert match_locale(locales) == expected


def test_every_language_has_a_native_name() -> None:
    assert LANGUAGE_CODES == ("en", "es", "fi", "cs", "zh_CN")
    assert find_language("cs").native_name == "Čeština"
    with pytest.raises(KeyError):
        find_language("de")
