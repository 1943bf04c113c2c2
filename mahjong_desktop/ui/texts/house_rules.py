"""The house rules in the player's language: titles, explanations, choices and summary lines.

The English words live in ``variants.house_rules`` (its ``RULES``); they are
translated here in the ``HouseRules`` context, which ``i18n.update`` hands
to lupdate from ``RULES`` itself, so an option added there is offered for
translation with no change here.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.variants.house_rules import (
    Choice,
    HouseRule,
    differing,
    in_force,
    rules_for,
)

CONTEXT = "HouseRules"
SEPARATOR = " · "  # between the options of a summary line


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def rule_title(rule: HouseRule) -> str:
    """The option's short name: "Minimum faan"."""
    return _t(rule.title)


def rule_explanation(rule: HouseRule) -> str:
    """One sentence on what the option changes."""
    return _t(rule.explanation)


def rule_form_label(rule: HouseRule) -> str:
    """The option's title as a form labels its box: "Minimum faan:"."""
    return _t("{option}:").format(option=rule_title(rule))


def choice_label(rule: HouseRule, value: Choice) -> str:
    """One choice of the option: "3 faan", "On"."""
    return _t(rule.label(value))


def rule_with_choice(rule: HouseRule, value: Choice) -> str:
    """An option and its value in a line: "Minimum faan: 0 faan"."""
    return _t("{option}: {choice}").format(
        option=rule_title(rule), choice=choice_label(rule, value)
    )


def differing_text(variant: str, options: Mapping[str, object]) -> str:
    """The options that differ from the sheet, "Minimum faan: 0 faan · Limit: 8 faan";
    "" for the sheet's rules."""
    return SEPARATOR.join(rule_with_choice(r, v) for r, v in differing(variant, options))


def house_rules_line(variant: str, options: Mapping[str, object]) -> str:
    """The score sheet's line, "House rules: Minimum faan: 0 faan · Limit: 8 faan";
    "" when the deal plays the sheet's rules."""
    chosen = differing_text(variant, options)
    return _t("House rules: {rules}").format(rules=chosen) if chosen else ""


def in_force_lines(variant: str, options: Mapping[str, object]) -> list[tuple[str, bool]]:
    """Every option of the game as played, "Limit: 13 faan", each with whether it
    differs from the sheet (the Full rules tab's box)."""
    played = in_force(variant, options)
    lines = []
    for rule in rules_for(variant):
        value = played[rule.name]
        lines.append((rule_with_choice(rule, value), value != rule.default))
    return lines


def header_mark(variant: str, rules: Mapping[str, object]) -> tuple[str, str]:
    """What the window's header adds to the game's name, " · House rules", and its
    tooltip naming the options; ("", "") for the sheet's rules (or no deal yet)."""
    chosen = differing_text(variant, rules) if variant and rules else ""
    return (SEPARATOR + _t("House rules"), chosen) if chosen else ("", "")
