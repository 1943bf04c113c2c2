"""Text a person reads, as data, and its English: a ``Message`` names a code and
its arguments, and ``ENGLISH`` holds the text of every code.

Rules code never builds an English sentence; it names a message. ``render``
turns one into English for the command line, and ``ENGLISH`` is the source text
the translations start from; a table translates the same codes. Arguments named
``suit`` are suit letters and read as suit names; list arguments (tile faces)
are joined with spaces.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Message:
    code: str
    args: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "args": dict(self.args)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Message:
        return cls(str(data["code"]), dict(data.get("args", {})))


def below_minimum(total: int, minimum: int, unit: str) -> Message:
    """A winning shape worth less than the game's minimum."""
    return Message("hand.below_minimum", {"total": total, "minimum": minimum, "unit": unit})


SUIT_NAMES = {"m": "characters", "p": "dots", "s": "bamboo"}

ENGLISH: dict[str, str] = {
    # why an action is refused
    "illegal.deal_over": "the deal is over",
    "illegal.no_such_seat": "there is no seat {seat} at this table",
    "illegal.not_your_move": "it is not {seat}'s move",
    "illegal.not_legal_now": "{kind} is not a legal move now",
    "illegal.not_drawn_after_pung": (
        "only a tile drawn after the pung was made may be added to it"
    ),
    "illegal.no_chows": "there are no chows in Sichuan mahjong",
    "illegal.exchange_one_suit": "pass three tiles of one suit from your hand, not {tiles}",
    "illegal.discard_missing_first": "discard your missing suit ({suit}) first",
    "illegal.missing_suit_held": "you still hold your missing suit ({suit}): no pung, kong or win",
    "illegal.win_only_on_reveal": (
        "one can win only on a card revealed from the stock, not on a discard"
    ),
    "illegal.dead_hand_no_win": "a dead hand can not win",
    "illegal.dead_hand_no_meld": "a dead hand may only reveal and make pao or ti",
    "illegal.stinking_passed": "a stinking card: you refused this card earlier",
    "illegal.stinking_discarded": "a stinking card: you discarded this card earlier",
    "illegal.kan_kept": "a kan can not be split or discarded from",
    "illegal.not_a_table_meld": "{kind} is not a meld on the table",
    "illegal.card_without_source": "a winning card and its source go together",
    "group.invalid": "{cards} is not a valid {kind}",
    # why a hand is not a valid win
    "hand.not_a_win": "not a winning hand",
    "hand.below_minimum": "{total} {unit}, {minimum} needed",
    "hand.holds_missing_suit": "holds the missing suit",
    "hand.no_seven_groups": "the cards do not make seven groups",
    # why a payment was made
    "cause.self_drawn_win": "self-drawn win",
    "cause.win_on_discard": "win on discard",
    "cause.robbing_the_kong": "robbing the kong",
    "cause.exposed_kong": "exposed kong",
    "cause.added_kong": "added kong",
    "cause.concealed_kong": "concealed kong",
    "cause.kong_tax_refund": "kong tax refund",
    "cause.flower_pig": "flower pig",
    "cause.not_ready": "not ready",
    "cause.call_transfer": "call transfer",
    "cause.paohuzi_win": "win",
    "cause.heavenly_win": "heavenly hand",
    # what a button says
    "action.declare": "Declare {choice} missing",
    "action.exchange": "Pass {tiles}",
    "action.discard": "Discard {tiles}",
    "action.win": "Win",
    "action.pass": "Pass",
    "action.chow": "Chow {claimed} with {tiles}",
    "action.pung": "Pung {claimed}",
    "action.kong": "Kong {claimed}",
    "action.ckong": "Concealed kong {tiles}",
    "action.added_kong": "Add {tiles} to the pung",
    "action.chi": "Chi {claimed} with {tiles}",
    "action.peng": "Peng {claimed}",
    "action.pao": "Pao {claimed}",
    # why the hand calculator cannot read a hand (the words of ``calc``)
    "calc.win_tile_not_in_hand": "the winning tile {tile} is not in the hand",
    "calc.tiles_with_win": (
        "the hand has {size} tiles, expected {expected} (with a winning tile; a meld counts 3)"
    ),
    "calc.tiles_without_win": (
        "the hand has {size} tiles, expected {expected} (without a winning tile; a meld counts 3)"
    ),
    "calc.unreadable": "cannot read {text}",
    "calc.unreadable_part": "cannot read {part} in {text}",
    "calc.no_suit_tile": "no tile {tile} (suits go 1-9) in {text}",
    "calc.no_honour_tile": "no tile {tile} (honours go 1-7) in {text}",
    "calc.no_bonus_tile": "no tile {tile} (bonus tiles go 1-8) in {text}",
    "calc.no_card_value": "no card of value {value} (cards go 1-10)",
    "calc.not_a_valid_meld": "{kind} {tiles} is not a valid {kind}",
    "calc.meld_not_kind_tiles": "meld {text} is not KIND:TILES",
    "calc.meld_not_kind_cards": "meld {text} is not KIND:CARDS",
    "calc.unknown_meld_kind": "unknown meld kind {kind} (expected {expected})",
    "calc.empty_meld": "empty meld in {text}",
    "calc.meld_size_tiles": "a {kind} holds {size} tiles, not {count}: {tiles}",
    "calc.meld_size_cards": "a {kind} holds {size} cards, not {count}: {tiles}",
    "calc.too_many_copies": "{count} copies of {tile}, there are only {limit}",
    "calc.too_many_card_copies": "{count} copies of {card}, there are only {limit}",
    "calc.not_a_bonus_tile": "{tile} is not a flower or season",
    "calc.bonus_in_hand": "bonus tiles go in --bonus, not in the hand: {text}",
    "calc.bonus_in_meld": "bonus tiles cannot be part of a meld: {text}",
    "calc.bonus_tile_twice": "each flower and season exists once: {text}",
    "calc.bonus_without_flowers": "no flowers or seasons in a game without them: {text}",
    "calc.suit_tiles_only": "Sichuan uses only the 108 suit tiles, not {tiles}",
    "calc.win_card_not_in_hand": (
        "the winning card {card} is not in the hand (--hand includes it)"
    ),
    "calc.cards_no_fours": (
        "the hand has {size} cards with its melds, expected {expected}"
        " (20 with no ti or pao before the winning card, and that card)"
    ),
    "calc.cards_with_fours": (
        "the hand has {size} cards with its melds, expected {expected}"
        " (19 + {fours} with {fours} ti or pao before the winning card, and that card)"
    ),
    # Hong Kong and Sichuan patterns
    "pattern.all_chows": "All chows",
    "pattern.concealed_hand": "Concealed hand",
    "pattern.self_drawn": "Self-drawn",
    "pattern.no_flowers": "No flowers",
    "pattern.dragon_pung": "Dragon pung",
    "pattern.seat_wind_pung": "Seat wind pung",
    "pattern.round_wind_pung": "Round wind pung",
    "pattern.small_three_dragons": "Small three dragons",
    "pattern.all_pungs": "All pungs",
    "pattern.half_flush": "Half flush",
    "pattern.full_flush": "Full flush",
    "pattern.seven_pairs": "Seven pairs",
    "pattern.seat_flower": "Seat flower",
    "pattern.seat_season": "Seat season",
    "pattern.all_flowers": "All four flowers",
    "pattern.all_seasons": "All four seasons",
    "pattern.kong_replacement": "Win on a kong's replacement tile",
    "pattern.robbing_kong": "Robbing a kong",
    "pattern.last_tile_draw": "Win on the last tile of the wall",
    "pattern.last_discard": "Win on the last discard",
    "pattern.last_tile": "Win on the last tile",
    "pattern.thirteen_orphans": "Thirteen orphans",
    "pattern.all_honours": "All honours",
    "pattern.all_terminals": "All terminals",
    "pattern.big_three_dragons": "Big three dragons",
    "pattern.big_four_winds": "Big four winds",
    "pattern.four_kongs": "Four kongs",
    "pattern.nine_gates": "Nine gates",
    "pattern.four_concealed_pungs": "Four concealed pungs",
    "pattern.heavenly_hand": "Heavenly hand",
    "pattern.basic": "Basic win",
    "pattern.all_258_pungs": "All 2-5-8 pungs",
    "pattern.outside_hand": "Outside hand",
    "pattern.golden_single_wait": "Golden single wait",
    "pattern.root": "Root (four of a kind)",
    # Paohuzi groups
    "group.ti": "Ti {group}",
    "group.pao": "Pao {group}",
    "group.wei": "Wei {group}",
    "group.kan": "Kan {group}",
    "group.peng": "Peng {group}",
    "group.chi": "Chi {group}",
    "group.pair": "Pair {group}",
    # Paohuzi colour hands (house rule ``colour_hands``)
    "phz.colour.red_hand": "Red hand: {red} red cards, tun ×{times}",
    "phz.colour.all_red": "All red: {red} red cards, tun ×{times}",
    "phz.colour.one_red": "One red card: tun ×{times}",
    "phz.colour.all_black": "All black: no red card, tun ×{times}",
}


class _Arguments(dict[str, str]):
    """Arguments for a template; one the message lacks stays visible as ``{name}``."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _argument(name: str, value: Any) -> str:
    if name == "cards" and not value:
        return "no cards"
    if name == "suit" or (name == "choice" and value in SUIT_NAMES):
        return SUIT_NAMES.get(str(value), str(value))
    if isinstance(value, list | tuple):
        return " ".join(_argument("", v) for v in value)
    return str(value)


def render(message: Message) -> str:
    """The English text of ``message``; an unknown code reads as the code itself."""
    template = ENGLISH.get(message.code)
    if template is None:
        return message.code
    args = _Arguments({name: _argument(name, value) for name, value in message.args.items()})
    return template.format_map(args)
