"""The rules pages: every game in every language, complete, with an example that scores."""

from __future__ import annotations

import contextlib
import io
import json
import re
import xml.etree.ElementTree as ET

import pytest

from mahjong_desktop.cli.main import main as cli_main
from mahjong_desktop.i18n.languages import LANGUAGE_CODES
from mahjong_desktop.i18n.rules_text import GAMES, rules_html
from mahjong_desktop.variants.house_rules import rules_for

EXAMPLE = re.compile(r"<!-- example \(checked by tests/test_rules_text.py\): (\{.*?\}) -->")
PAGES = [(game, code) for game in GAMES for code in LANGUAGE_CODES]


def parse(html: str) -> ET.Element:
    return ET.fromstring(f"<page>{html}</page>")


def example(html: str) -> dict[str, object]:
    found = EXAMPLE.search(html)
    assert found, "no worked example"
    return json.loads(found.group(1))


def calc_json(options: dict[str, str | bool]) -> dict[str, object]:
    """Run ``mahjong-desktop calc`` with the example's options, as a player could."""
    args: list[str] = []
    for key, value in options.items():
        flag = "--" + key.replace("_", "-")
        args += [flag] if value is True else [flag, str(value)]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli_main(["calc", *args, "--json"]) == 0
    return json.loads(out.getvalue())


@pytest.mark.parametrize(("game", "code"), PAGES)
def test_each_page_exists_in_its_own_language_with_the_reference_shape(
    game: str, code: str
) -> None:
    html, shown = rules_html(game, code)
    assert shown == code  # its own text, not the English fallback
    page = parse(html)  # well-formed, so Qt renders what we wrote
    children = list(page)
    assert children[0].tag == "h1"
    assert children[1].tag == "p" and children[1].get("class") == "line"
    assert children[1].findtext("b").count("·") == 2  # players · who against whom · one deal
    assert children[2].tag == "p"  # the short summary
    headings = [h.text or "" for h in page.iter("h2")]
    # 1-7 the sheet's rules, 8 the house rules (the options the New game dialog offers)
    assert [h.split(".")[0] for h in headings] == [str(n) for n in range(1, 9)]
    assert all("".join(li.itertext()).strip() for li in page.iter("li"))


@pytest.mark.parametrize(("game", "code"), PAGES)
def test_every_scoring_table_is_there_in_full(game: str, code: str) -> None:
    english = parse(rules_html(game, "en")[0])
    page = parse(rules_html(game, code)[0])

    def shape(root: ET.Element) -> list[list[int]]:
        return [[len(row) for row in table.iter("tr")] for table in root.iter("table")]

    def cells(root: ET.Element) -> list[str]:
        return [td.text or "" for td in root.iter("td")]

    def first_number(text: str) -> str | None:
        found = re.search(r"\+?\d+", text)
        return found.group(0) if found else None

    assert shape(page) == shape(english)
    # Every value cell ("3", "+1", "1 each" in English) holds the same value.
    for source, translated in zip(cells(english), cells(page), strict=True):
        if re.fullmatch(r"\+?\d+( each)?", source):
            assert first_number(translated) == first_number(source), (source, translated)


@pytest.mark.parametrize("game", GAMES)
def test_the_worked_example_scores_as_the_calculator_says(game: str) -> None:
    expected = example(rules_html(game, "en")[0])
    result = calc_json(expected["calc"])  # type: ignore[arg-type]
    assert result["valid"] is True
    assert (result["total"], result["points"]) == (expected["total"], expected["points"])
    for code in LANGUAGE_CODES:
        html, _ = rules_html(game, code)
        assert example(html) == expected, code
        section = html[html.index("<h2>7.") : html.index("<h2>8.")]
        bold = re.findall(r"<b>([^<]*)</b>", section)
        figures = {int(n) for text in bold for n in re.findall(r"\d+", text)}
        assert {expected["total"], expected["points"], expected["gain"]} <= figures, code


@pytest.mark.parametrize("game", GAMES)
def test_the_house_rules_section_explains_every_option_with_its_default(game: str) -> None:
    html, _ = rules_html(game, "en")
    section = html[html.index("<h2>8.") :]
    for rule in rules_for(game):
        assert rule.title in section, rule.name
        assert rule.label(rule.default) in section, rule.name
    assert "Decision" in section or "Source" in section


def test_a_language_without_a_page_falls_back_to_english() -> None:
    html, shown = rules_html("sichuan", "de")
    assert shown == "en"
    assert html == rules_html("sichuan", "en")[0]


def test_an_unknown_game_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        rules_html("riichi", "en")
