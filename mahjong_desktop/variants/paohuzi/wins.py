"""A Paohuzi win as the game records it (who, on which card, the scored grouping)
and what it is paid under the house rules in force: tun and colour hands.

Two options change the sheet's payment (``variants.house_rules``):

- ``min_huxi``: the huxi a win needs, 15 (the sheet) or 10. Tun count from the
  minimum: its first 3 huxi are 1 tun and each further 3 one more, so at 10,
  10-12 huxi are 1 tun and 15 huxi are 2.
- ``colour_hands``: the red cards are the 2, 7 and 10 of both sizes (二七十,
  贰柒拾: printed red on the cards), 24 of the 80. Counted over every card of the
  seven groups, a hand of ten or more red cards is a red hand (红胡) and pays
  double, all red (全红) four times, one red card only (点胡) three times and no
  red card (乌胡, all black) four times. A heavenly win has no colour hand: its
  other cards need not group.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.paohuzi.cards import NUM_KINDS, value_of
from mahjong_desktop.variants.paohuzi.groups import Group
from mahjong_desktop.variants.paohuzi.scoring import MIN_HUXI, WinResult, tun

RED_VALUES = (2, 7, 10)
RED_KINDS = frozenset(k for k in range(NUM_KINDS) if value_of(k) in RED_VALUES)
RED_HAND = 10  # red cards that make a red hand (红胡)


class Colour(StrEnum):
    """A colour hand, by its red cards (the code on the score sheet)."""

    RED = "red_hand"  # ten or more red cards, not all
    ALL_RED = "all_red"  # every card red
    ONE_RED = "one_red"  # exactly one red card
    ALL_BLACK = "all_black"  # no red card


TIMES: Mapping[Colour, int] = {
    Colour.RED: 2,
    Colour.ALL_RED: 4,
    Colour.ONE_RED: 3,
    Colour.ALL_BLACK: 4,
}


def red_cards(groups: tuple[Group, ...]) -> tuple[int, int]:
    """(red cards, all cards) of ``groups``."""
    kinds = [k for g in groups for k in g.kinds]
    return sum(k in RED_KINDS for k in kinds), len(kinds)


def colour_of(groups: tuple[Group, ...]) -> Colour | None:
    """The colour hand of a seven-group win, if it is one."""
    return _colour(*red_cards(groups))


def _colour(red: int, cards: int) -> Colour | None:
    if red == cards:
        return Colour.ALL_RED
    if red >= RED_HAND:
        return Colour.RED
    if red == 1:
        return Colour.ONE_RED
    return Colour.ALL_BLACK if red == 0 else None


@dataclass(frozen=True)
class Tally:
    """A win's payment: the tun of its huxi, its colour hand, and what each opponent pays."""

    base: int  # tun from huxi over the minimum
    colour: Colour | None
    red: int  # red cards in the groups (counted with colour hands on)
    tun: int  # what each opponent pays

    def pattern(self) -> dict[str, object] | None:
        """The colour hand as a score sheet line (0 huxi: the groups' lines make the total)."""
        if self.colour is None:
            return None
        args = {"red": self.red, "times": TIMES[self.colour]}
        label = Message(f"phz.colour.{self.colour}", args)
        return {"code": str(self.colour), "value": 0, "label": label.to_json()}


def minimum(rules: Mapping[str, object]) -> int:
    """The huxi a win needs under ``rules`` (a deal's or a request's rules in force)."""
    value = rules.get("min_huxi", MIN_HUXI)
    return value if isinstance(value, int) else MIN_HUXI


def tally(result: WinResult, rules: Mapping[str, object], heavenly: bool = False) -> Tally:
    """What ``result`` is paid under ``rules``; the sheet's ``result.tun`` by default."""
    base = tun(result.huxi, minimum(rules))  # a heavenly win has 15 huxi or more
    if not rules.get("colour_hands") or heavenly:
        return Tally(base, None, 0, base)
    red, cards = red_cards(result.groups)
    colour = _colour(red, cards)
    return Tally(base, colour, red, base * TIMES[colour] if colour else base)


@dataclass(frozen=True)
class PaohuziWin:
    seat: int
    card: int | None  # the physical winning card; None for a heavenly win
    from_seat: int | None  # the revealer of the winning card
    result: WinResult
    tally: Tally  # ``tally`` of the result under the deal's rules

    @property
    def huxi(self) -> int:
        return self.result.huxi

    @property
    def tun(self) -> int:
        return self.tally.tun

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seat": self.seat,
            "card": self.card,
            "from": self.from_seat,
            "huxi": self.huxi,
            "tun": self.tun,
            "groups": [str(g) for g in self.result.groups],
        }
        if self.tally.colour is not None:  # only with colour hands on: the sheet's state as before
            data["colour"] = str(self.tally.colour)
        return data
