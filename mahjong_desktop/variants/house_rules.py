"""House rules: each game's common options, with the sheets' rules as the default.

A game's options are named, each with its choices and its default (the rule
of the original sheet, ``rules/``). A deal keeps only the options that differ
from the sheet (``checked``), so a game of the sheet's rules is written, read
and replayed exactly as before house rules existed; ``in_force`` gives every
option's value for the rules to read. Like ``registry``, this module imports
no game: the command line and the New game dialog read it before any game
code loads.

The English titles, explanations and choice labels here are translated by the
UI (context "HouseRules"); the rules pages describe each option in full.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from mahjong_desktop.variants.registry import HONG_KONG, PAOHUZI, SICHUAN, facts_of

Choice = bool | int | str  # an option's value, as JSON keeps it

_TRUE_WORDS = ("on", "yes", "true", "1")
_FALSE_WORDS = ("off", "no", "false", "0")


class HouseRuleError(ValueError):
    """An option no game has, one its game lacks, or a value it does not offer."""


@dataclass(frozen=True)
class HouseRule:
    """One option of one game: its name in records and on the command line, and its choices."""

    name: str
    title: str  # English, short: the New game dialog's label
    explanation: str  # English, one sentence: what the option changes
    choices: tuple[Choice, ...]
    labels: tuple[str, ...]  # English, one per choice, in the same order
    default: Choice  # the sheet's rule

    def label(self, value: Choice) -> str:
        """The English label of ``value`` (one of ``choices``)."""
        return self.labels[self.choices.index(value)]

    def accepts(self, value: object) -> bool:
        """Whether ``value`` is one of the choices, of the default's type (True is not 1)."""
        return type(value) is type(self.default) and value in self.choices

    def parse(self, text: str) -> Choice:
        """The choice ``text`` names (a number, a name, or on/off); HouseRuleError otherwise."""
        word = text.strip().lower()
        value: object = word
        if isinstance(self.default, bool):
            value = True if word in _TRUE_WORDS else False if word in _FALSE_WORDS else word
        elif isinstance(self.default, int):
            value = int(word) if word.lstrip("-").isdigit() else word
        if not self.accepts(value):
            raise HouseRuleError(f"{self.name} cannot be {text!r} (choose {self.spelled()})")
        return value  # type: ignore[return-value]  # accepts() checked its type

    def spelled(self) -> str:
        """The choices as the command line spells them: ``0, 1 or 3``, ``on or off``."""
        words = [_spell(c) for c in self.choices]
        return ", ".join(words[:-1]) + " or " + words[-1]


def _spell(value: Choice) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def _switch(name: str, title: str, explanation: str) -> HouseRule:
    """An option that is off by the sheet's rules and may be turned on."""
    return HouseRule(name, title, explanation, (False, True), ("Off", "On"), False)


RULES: Mapping[str, tuple[HouseRule, ...]] = {
    HONG_KONG: (
        HouseRule(
            "min_faan",
            "Minimum faan",
            "The faan a hand needs to win.",
            (0, 1, 3),
            ("0 faan", "1 faan", "3 faan"),
            3,
        ),
        HouseRule(
            "limit",
            "Limit",
            "The most faan a hand scores; a limit hand scores this.",
            (8, 10, 13),
            ("8 faan", "10 faan", "13 faan"),
            13,
        ),
        HouseRule(
            "flowers",
            "Flowers and seasons",
            "With them, 144 tiles and walls of 18 stacks; without, 136 tiles and 17.",
            (True, False),
            ("With", "Without"),
            True,
        ),
        HouseRule(
            "payment",
            "Payment on a discard win",
            "Whether the discarder pays for everyone, or everyone pays and the discarder double.",
            ("discarder", "shared"),
            ("The discarder pays all", "All pay, the discarder double"),
            "discarder",
        ),
    ),
    SICHUAN: (
        _switch(
            "exchange",
            "Three-tile exchange",
            "Before the missing suit, each player passes three tiles of one suit, "
            "the direction chosen by the dice.",
        ),
        _switch(
            "call_transfer",
            "Call transfer",
            "A player who deals in on the discard after their own kong hands that "
            "kong's collection to the winner.",
        ),
        HouseRule(
            "fan_limit",
            "Fan limit",
            "The most fan a win counts.",
            (3, 4, 5),
            ("3 fan", "4 fan", "5 fan"),
            5,
        ),
        HouseRule(
            "self_draw",
            "Self-draw bonus",
            "What a self-drawn win adds: one base point, or one fan.",
            ("base", "fan"),
            ("+1 base point", "+1 fan"),
            "base",
        ),
    ),
    PAOHUZI: (
        HouseRule(
            "min_huxi",
            "Minimum huxi",
            "The huxi a hand needs to win.",
            (10, 15),
            ("10 huxi", "15 huxi"),
            15,
        ),
        _switch(
            "colour_hands",
            "Red and black hands",
            "All-red, all-black and one-red hands score extra tun.",
        ),
    ),
}


def rules_for(variant: str) -> tuple[HouseRule, ...]:
    """The options of ``variant``, in the order players see them; ValueError for no game."""
    facts_of(variant)  # names the known games when ``variant`` is none of them
    return RULES.get(variant, ())


def house_rule(variant: str, name: str) -> HouseRule:
    """The option ``name`` of ``variant``; HouseRuleError naming the game's options otherwise."""
    for rule in rules_for(variant):
        if rule.name == name:
            return rule
    known = ", ".join(r.name for r in rules_for(variant)) or "none"
    raise HouseRuleError(f"{variant} has no option {str(name)[:40]!r} (its options: {known})")


def checked(variant: str, options: Mapping[str, object]) -> dict[str, Choice]:
    """The options of ``options`` that differ from the sheet, in the game's order.

    HouseRuleError names the first option the game lacks or the first value it
    does not offer. What a deal and its record keep: ``{}`` is the sheet's rules.
    """
    for name, value in options.items():
        rule = house_rule(variant, name)
        if not rule.accepts(value):
            raise HouseRuleError(
                f"option {name} cannot be {str(value)[:40]!r} (choose {rule.spelled()})"
            )
    return {
        r.name: options[r.name]  # type: ignore[misc]  # accepts() checked the type
        for r in rules_for(variant)
        if r.name in options and options[r.name] != r.default
    }


def in_force(variant: str, options: Mapping[str, object]) -> dict[str, Choice]:
    """Every option of ``variant`` with its value: ``options`` (checked) over the sheet's."""
    chosen = checked(variant, options)
    return {r.name: chosen.get(r.name, r.default) for r in rules_for(variant)}


def parse_assignments(variant: str, texts: Iterable[str]) -> dict[str, Choice]:
    """``NAME=VALUE`` texts (``--option``) as checked options; HouseRuleError naming the bad one."""
    chosen: dict[str, Choice] = {}
    for text in texts:
        name, equals, value = text.partition("=")
        if not equals or not name.strip():
            raise HouseRuleError(f"an option is NAME=VALUE, not {text[:40]!r}")
        chosen[name.strip()] = house_rule(variant, name.strip()).parse(value)
    return checked(variant, chosen)


def differing(variant: str, options: Mapping[str, object]) -> list[tuple[HouseRule, Choice]]:
    """The options in force that differ from the sheet, with their values (for the score sheet)."""
    chosen = checked(variant, options)
    return [(r, chosen[r.name]) for r in rules_for(variant) if r.name in chosen]


class WithHouseRules:
    """A deal class's ``read_options`` for a game with house rules (first among its bases)."""

    variant: ClassVar[str]

    @classmethod
    def read_options(cls, options: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        return checked(cls.variant, options), in_force(cls.variant, options)
