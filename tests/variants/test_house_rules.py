"""House rules as a deal, its record and the command line carry them: the sheet's
rules by default, only differing options kept, every bad name or value refused."""

from __future__ import annotations

import json

import pytest

from mahjong_desktop.cli.main import main
from mahjong_desktop.engine.errors import RecordError
from mahjong_desktop.engine.match import Match
from mahjong_desktop.storage.records import replay
from mahjong_desktop.variants.house_rules import (
    RULES,
    HouseRuleError,
    checked,
    differing,
    house_rule,
    in_force,
    parse_assignments,
)
from mahjong_desktop.variants.registry import VARIANT_NAMES, new_deal


def test_every_game_has_options_whose_default_is_a_choice() -> None:
    assert sorted(RULES) == sorted(VARIANT_NAMES)
    for rules in RULES.values():
        assert len({r.name for r in rules}) == len(rules)
        for rule in rules:
            assert rule.default in rule.choices and len(rule.labels) == len(rule.choices)


def test_the_sheets_rules_keep_nothing_and_a_differing_option_is_kept() -> None:
    assert checked("hongkong", {"min_faan": 3, "limit": 13}) == {}
    assert checked("hongkong", {"limit": 8, "min_faan": 1}) == {"min_faan": 1, "limit": 8}
    assert in_force("paohuzi", {}) == {"min_huxi": 15, "colour_hands": False}
    assert [(r.name, v) for r, v in differing("sichuan", {"fan_limit": 3})] == [("fan_limit", 3)]


@pytest.mark.parametrize(
    ("variant", "options", "message"),
    [
        ("sichuan", {"min_faan": 1}, "sichuan has no option 'min_faan'"),
        ("hongkong", {"min_faan": 2}, "option min_faan cannot be '2' (choose 0, 1 or 3)"),
        ("hongkong", {"min_faan": True}, "option min_faan cannot be 'True'"),  # True == 1
        ("sichuan", {"exchange": 1}, "option exchange cannot be '1' (choose off or on)"),
        ("hongkong", {"payment": "half"}, "choose discarder or shared"),
    ],
)
def test_a_bad_option_is_refused_by_name(
    variant: str, options: dict[str, object], message: str
) -> None:
    with pytest.raises(HouseRuleError, match=message.replace("(", r"\(").replace(")", r"\)")):
        checked(variant, options)
    with pytest.raises(ValueError, match="option"):
        new_deal(variant, 1, options)


def test_option_text_is_parsed_by_the_options_type() -> None:
    assert parse_assignments("sichuan", ["exchange=on", "fan_limit=4", "self_draw=fan"]) == {
        "exchange": True,
        "fan_limit": 4,
        "self_draw": "fan",
    }
    assert parse_assignments("hongkong", ["flowers=no"]) == {"flowers": False}
    assert house_rule("paohuzi", "colour_hands").parse(" OFF ") is False
    for bad in (["limit"], ["=3"], ["limit=twelve"], ["ruleset=x"]):
        with pytest.raises(HouseRuleError):
            parse_assignments("hongkong", bad)


def _played(variant: str, options: dict[str, object], actions: int = 6) -> dict[str, object]:
    deal = new_deal(variant, 11, options)
    deal.start()
    for _ in range(actions):
        deal.apply(deal.legal_actions(deal.to_act()[0])[0])
    return deal.record()


def test_a_record_with_house_rules_is_format_3_and_replays_them() -> None:
    record = _played("hongkong", {"min_faan": 1, "limit": 13})
    assert record["format"] == 3 and record["options"] == {"min_faan": 1}
    again = replay(json.loads(json.dumps(record)))
    assert again.rules["min_faan"] == 1 and again.record() == record
    assert _played("hongkong", {"min_faan": 3})["format"] == 2  # the sheet's: as before


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"options": {"ruleset": "x"}}, "ruleset"),
        ({"options": {"min_faan": 2}}, "min_faan"),
        ({"format": 2}, "format 2 record cannot name options"),
    ],
)
def test_a_record_with_a_bad_option_is_refused_naming_it(
    change: dict[str, object], named: str
) -> None:
    record = {**_played("hongkong", {"min_faan": 0}), **change}
    with pytest.raises(RecordError, match=named):
        replay(record)


def test_observations_and_decision_views_carry_the_rules_in_force() -> None:
    deal = new_deal("sichuan", 3, {"fan_limit": 4})
    deal.start()
    expected = {"exchange": False, "call_transfer": False, "fan_limit": 4, "self_draw": "base"}
    assert deal.observation(1)["rules"] == expected
    assert deal.decision_view(0)["rules"] == expected


def test_a_match_deals_every_deal_by_its_options() -> None:
    match = Match("paohuzi", 5, 3, options={"min_huxi": 10})
    first = match.new_deal(new_deal)
    match.deal_index += 1
    assert first.options == match.new_deal(new_deal).options == {"min_huxi": 10}


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--variant", "sichuan", "--deals", "1", "--seed", "1", "--option", "x=1"],
         "sichuan has no option 'x'"),
        (["arena", "--variant", "hongkong", "--deals", "1", "--seed", "1",
          "--seats", "greedy,greedy,greedy,greedy", "--option", "limit=9"],
         "limit cannot be '9' (choose 8, 10 or 13)"),
        (["trace", "--variant", "paohuzi", "--seed", "1", "--option", "min_huxi"],
         "an option is NAME=VALUE"),
        (["calc", "--variant", "hongkong", "--hand", "123m", "--option", "min_huxi=10"],
         "hongkong has no option 'min_huxi'"),
    ],
)  # fmt: skip
def test_a_bad_option_on_the_command_line_is_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and len(err.splitlines()) == 1


def test_simulate_plays_by_the_options_given(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--variant", "hongkong", "--deals", "2", "--seed", "4", "--json"]
    assert main([*argv, "--option", "min_faan=0"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 2
